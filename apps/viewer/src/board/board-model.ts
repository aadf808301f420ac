/**
 * What the board draws, independent of the DOM: pieces from a DSFEN, the move highlight
 * (every leg of a lion-family move, captured squares, the corner of a hook move) and the
 * mapping between squares and drawing rows/columns for either orientation.
 */
import { BOARD_SIZE, parseDsfen, type Color, type DsfenError, type Piece, type Result, type Square } from "@daidai/core";

/** The move to highlight on the board. */
export interface BoardMove {
  readonly from: Square;
  readonly to: Square;
  /** Squares captured before the final square, in order (formats.md §2). */
  readonly via: readonly Square[];
  /** Every square on which a piece was captured (including the final square). */
  readonly captures?: readonly Square[];
  /** The turning square of a hook move (hook mover, long-nosed goblin), when known. */
  readonly corner?: Square;
}

/** Pieces of a DSFEN (index = square) and the side to move, or the DSFEN error. */
export function boardOf(dsfen: string): Result<{ pieces: readonly (Piece | null)[]; turn: Color }, DsfenError> {
  const setup = parseDsfen(dsfen);
  return setup.ok ? { ok: true, value: { pieces: setup.value.board, turn: setup.value.turn } } : setup;
}

/** The square drawn at a row and column (0…16 from the top left) for an orientation. */
export function squareAtCell(row: number, col: number, orientation: Color): Square {
  const sq = row * BOARD_SIZE + col;
  return orientation === "black" ? sq : BOARD_SIZE * BOARD_SIZE - 1 - sq;
}

/** The drawing row and column of a square for an orientation. */
export function cellOfSquare(sq: Square, orientation: Color): { row: number; col: number } {
  const s = orientation === "black" ? sq : BOARD_SIZE * BOARD_SIZE - 1 - sq;
  return { row: Math.floor(s / BOARD_SIZE), col: s % BOARD_SIZE };
}

/** The points a move's path passes through: origin, hook corner, captures, final square. */
export function movePath(move: BoardMove): Square[] {
  const points: Square[] = [move.from];
  if (move.corner !== undefined) points.push(move.corner);
  points.push(...move.via, move.to);
  return points;
}

/**
 * The corner of a hook move (a 90° turn of a hook mover or long-nosed goblin): of the two
 * squares that could be the corner of a bent path from `from` to `to`, the one whose two
 * straight legs are free of pieces in the position before the move. Undefined when the
 * move is straight or neither corner works.
 */
export function hookCorner(
  from: Square,
  to: Square,
  pieceBefore: (sq: Square) => Piece | null,
  diagonal: boolean,
): Square | undefined {
  const r1 = Math.floor(from / BOARD_SIZE);
  const c1 = from % BOARD_SIZE;
  const r2 = Math.floor(to / BOARD_SIZE);
  const c2 = to % BOARD_SIZE;
  const candidates: [number, number][] = [];
  if (!diagonal) {
    if (r1 === r2 || c1 === c2) return undefined;
    candidates.push([r1, c2], [r2, c1]);
  } else {
    const dr = r2 - r1;
    const dc = c2 - c1;
    if (Math.abs(dr) === Math.abs(dc)) return undefined;
    // Corner (r, c) on a diagonal of both ends: r - c = r1 - c1 and r + c = r2 + c2, or swapped.
    for (const [d, s] of [
      [r1 - c1, r2 + c2],
      [r2 - c2, r1 + c1],
    ] as const) {
      if ((d + s) % 2 !== 0) continue;
      candidates.push([(d + s) / 2, (s - d) / 2]);
    }
  }
  for (const [r, c] of candidates) {
    if (r < 0 || c < 0 || r >= BOARD_SIZE || c >= BOARD_SIZE) continue;
    const corner = r * BOARD_SIZE + c;
    if (clearBetween(from, corner, pieceBefore) && clearBetween(corner, to, pieceBefore) && pieceBefore(corner) === null) {
      return corner;
    }
  }
  return undefined;
}

function clearBetween(a: Square, b: Square, pieceAt: (sq: Square) => Piece | null): boolean {
  const ra = Math.floor(a / BOARD_SIZE);
  const ca = a % BOARD_SIZE;
  const rb = Math.floor(b / BOARD_SIZE);
  const cb = b % BOARD_SIZE;
  const dr = Math.sign(rb - ra);
  const dc = Math.sign(cb - ca);
  let r = ra + dr;
  let c = ca + dc;
  while (r !== rb || c !== cb) {
    if (pieceAt(r * BOARD_SIZE + c) !== null) return false;
    r += dr;
    c += dc;
  }
  return true;
}
