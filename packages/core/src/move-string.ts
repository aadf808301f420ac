/**
 * Move strings of formats.md §2 (`9l9k`, `15p14o13n`, `15p15p`): parsing against a position.
 */
import { ILLEGAL_REASON_TEXT, type MoveStringError } from "./errors.js";
import { parseSquare, type Square } from "./geometry.js";
import { moveToString, type Move } from "./move.js";
import type { Position } from "./position.js";
import { err, ok, type Result } from "./result.js";

export { moveToString };

const SQUARE_TOKEN = /(1[0-7]|[1-9])([a-q])/y;

/** Splits a move string into squares; undefined when it is not a sequence of 2–4 square names. */
export function splitMoveString(text: string): { squares: Square[]; promotes: boolean } | undefined {
  let body = text.trim();
  const promotes = body.endsWith("+");
  if (promotes) body = body.slice(0, -1);
  const squares: Square[] = [];
  SQUARE_TOKEN.lastIndex = 0;
  while (SQUARE_TOKEN.lastIndex < body.length) {
    const start = SQUARE_TOKEN.lastIndex;
    const m = SQUARE_TOKEN.exec(body);
    if (m === null) return undefined;
    squares.push(parseSquare(body.slice(start, SQUARE_TOKEN.lastIndex)));
  }
  if (squares.length < 2 || squares.length > 4) return undefined;
  return { squares, promotes };
}

/**
 * Parses a move string in a position into a legal {@link Move}, or a {@link MoveStringError}
 * saying why not: not a move string, an illegal move (its {@link IllegalReason} as the
 * code), or a `+` on a move that does not promote.
 * @example
 * const r = parseMoveString(Position.initial(), "9l9k");
 * if (r.ok) position.play(r.value);
 */
export function parseMoveString(position: Position, text: string): Result<Move, MoveStringError> {
  const parts = splitMoveString(text);
  if (parts === undefined) {
    return err({ code: "notAMoveString", text, message: `'${text}' is not a move string: expected 2 to 4 squares such as 9l9k or 15p14o13n` });
  }
  const { squares, promotes } = parts;
  const move: Move = { from: squares[0] ?? -1, to: squares[squares.length - 1] ?? -1, via: squares.slice(1, -1) };
  const reason = position.illegalReason(move);
  if (reason !== undefined) return err({ code: reason, text, message: `${text}: ${ILLEGAL_REASON_TEXT[reason]}` });
  if (promotes && !position.describeMove(move).promotes) return err({ code: "doesNotPromote", text, message: `${text}: the move does not promote` });
  return ok(move);
}
