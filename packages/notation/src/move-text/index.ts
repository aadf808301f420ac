/**
 * Single moves in the three text styles: western (rules.md §11), Japanese, and the move
 * strings of formats.md §2.
 */
import { ILLEGAL_REASON_TEXT, moveToString, parseMoveString, type Move, type Position, type Square } from "@daidai/core";
import { formatJapanese, parseJapanese, previousDestination } from "./japanese.js";
import type { MoveTextResult } from "./result.js";
import { formatWestern, parseWestern, type Disambiguation } from "./western.js";

/** The text styles of a move. */
export type MoveStyle = "western" | "japanese" | "movestring";

const MOVE_STRING = /^((1[0-7]|[1-9])[a-q]){2,4}\+?$/;
const JAPANESE_START = /^([０-９]|同|(1[0-7]|[1-9])[一二三四五六七八九十])/;

/** Guesses the style of a move text. */
export function guessMoveStyle(text: string): MoveStyle {
  if (MOVE_STRING.test(text)) return "movestring";
  if (JAPANESE_START.test(text)) return "japanese";
  return "western";
}

/** Text of a legal move; throws RangeError when the move is not legal in the position. */
export function formatMoveText(
  pos: Position,
  move: Move,
  style: MoveStyle,
  options: { disambiguation?: Disambiguation; previousTo?: Square | undefined } = {},
): string {
  const reason = pos.illegalReason(move);
  if (reason !== undefined) throw new RangeError(`illegal move ${moveToString(move)}: ${ILLEGAL_REASON_TEXT[reason]}`);
  switch (style) {
    case "movestring":
      return moveToString(move);
    case "western":
      return formatWestern(pos, move, options.disambiguation ?? "short");
    case "japanese":
      return formatJapanese(pos, move, "previousTo" in options ? options.previousTo : previousDestination(pos));
  }
}

/** Parses a move text of a given style (or guessed) in a position. */
export function parseMoveTextIn(pos: Position, text: string, style: MoveStyle | undefined, previousTo: Square | undefined): MoveTextResult {
  switch (style ?? guessMoveStyle(text)) {
    case "movestring": {
      const r = parseMoveString(pos, text);
      if (r.ok) return { ok: true, move: r.value };
      return { ok: false, error: r.error.message, illegal: r.error.code !== "notAMoveString" && r.error.code !== "doesNotPromote" };
    }
    case "western":
      return parseWestern(pos, text);
    case "japanese":
      return parseJapanese(pos, text, previousTo);
  }
}
