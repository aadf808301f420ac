/**
 * Move strings of formats.md §2 (`9l9k`, `15p14o13n`, `15p15p`): parsing against a position.
 */
import { parseSquare, type Square } from "./geometry.js";
import { moveToString, type IllegalReason, type Move, type Position } from "./position.js";

export { moveToString };

/** Result of {@link parseMoveString}. */
export type MoveStringResult = { readonly ok: true; readonly move: Move } | { readonly ok: false; readonly error: string };

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
 * Parses a move string in a position. Errors say why: not a move string, no piece there,
 * not that side's piece, not a move of that piece, leaves the king in check, forbidden by
 * repetition, does not promote although `+` says so.
 */
export function parseMoveString(position: Position, text: string): MoveStringResult {
  const parts = splitMoveString(text);
  if (parts === undefined) {
    return { ok: false, error: `'${text}' is not a move string: expected 2 to 4 squares such as 9l9k or 15p14o13n` };
  }
  const { squares, promotes } = parts;
  const move: Move = { from: squares[0] ?? -1, to: squares[squares.length - 1] ?? -1, via: squares.slice(1, -1) };
  const reason: IllegalReason | undefined = position.illegalReason(move);
  if (reason !== undefined) return { ok: false, error: `${text}: ${reason}` };
  if (promotes && !position.describeMove(move).promotes) return { ok: false, error: `${text}: the move does not promote` };
  return { ok: true, move };
}
