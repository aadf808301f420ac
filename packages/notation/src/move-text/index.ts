/**
 * Single moves in the three text styles: western (rules.md §11), Japanese, and the move
 * strings of formats.md §2.
 */
import { ILLEGAL_REASON_TEXT, moveToString, parseMoveString, parseSquare, type Move, type Position, type Square } from "@daidai/core";
import { compileShape, type ReplayBoard } from "../engine-replay.js";
import { formatJapanese, parseJapanese, playJapaneseFast, previousDestination } from "./japanese.js";
import type { MoveTextResult } from "./result.js";
import { formatWestern, parseWestern, playWesternFast, type Disambiguation } from "./western.js";

/** The text styles of a move. */
export type MoveStyle = "western" | "japanese" | "movestring";

const MOVE_STRING = /^((1[0-7]|[1-9])[a-q]){2,4}\+?$/;
const SQUARE_NAME = /1[0-7][a-q]|[1-9][a-q]/g;
const JAPANESE_START = /^([０-９]|同|(1[0-7]|[1-9])[一二三四五六七八九十])/;

/** Guesses the style of a move text. */
export function guessMoveStyle(text: string): MoveStyle {
  // A capital letter or "+" first (the common case): neither a move string nor Japanese.
  const first = text.charCodeAt(0);
  if ((first >= 65 && first <= 90) || first === 43) return "western";
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

/** Plays the move a move string names on `board` when it is clear; undefined (nothing played) otherwise. */
function playMoveStringFast(board: ReplayBoard, text: string): Move | undefined {
  if (!MOVE_STRING.test(text)) return undefined;
  const squares = (text.match(SQUARE_NAME) ?? []).map(parseSquare);
  const to = squares[squares.length - 1] ?? -1;
  const from = squares[0] ?? -1;
  // A move string that ends on its origin names it twice (igui, pass): the shape says "back on the origin".
  const shape = compileShape({ code: null, origin: from, to: to === from ? -1 : to, via: squares.slice(1, -1) });
  const promotes = text.endsWith("+");
  return board.playUnique(shape, (e) => !promotes || e.promotes);
}

/**
 * Resolves a move text on `board` and plays it: the clear common case directly on the
 * board, anything else with {@link parseMoveTextIn} on the board's position (which says
 * why a move cannot be read). On failure nothing is played.
 */
export function playMoveText(board: ReplayBoard, text: string, style: MoveStyle | undefined, previousTo: Square | undefined): MoveTextResult {
  const fast = playMoveTextFast(board, text, style, previousTo);
  return fast !== undefined ? { ok: true, move: fast } : playMoveTextFully(board, text, style, previousTo);
}

/**
 * The first half of {@link playMoveText}: plays the move when the text names it clearly and
 * returns it; undefined (nothing played) otherwise.
 */
export function playMoveTextFast(board: ReplayBoard, text: string, style: MoveStyle | undefined, previousTo: Square | undefined): Move | undefined {
  const s = style ?? guessMoveStyle(text);
  return s === "western" ? playWesternFast(board, text) : s === "japanese" ? playJapaneseFast(board, text, previousTo) : playMoveStringFast(board, text);
}

/** The second half of {@link playMoveText}, after {@link playMoveTextFast} gave undefined: the full resolver on the board's position. */
export function playMoveTextFully(board: ReplayBoard, text: string, style: MoveStyle | undefined, previousTo: Square | undefined): MoveTextResult {
  const r = parseMoveTextIn(board.position(), text, style ?? guessMoveStyle(text), previousTo);
  if (r.ok) board.playLegal(r.move);
  return r;
}
