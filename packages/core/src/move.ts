/**
 * {@link Move}: a move in squares, as the public API sees it, and its move string
 * (formats.md §2).
 */
import { squareName, type Square } from "./geometry.js";
import type { Piece } from "./piece.js";

/**
 * A move: origin, final square, and the squares captured *before* the final arrival, in
 * capture order (formats.md §2). A capture on the final square is implied by an enemy
 * standing there. A pass has `to === from` and no `via`; igui has `to === from` and one via.
 */
export interface Move {
  readonly from: Square;
  readonly to: Square;
  readonly via: readonly Square[];
}

/** Everything a move does, for notation and display (see `Position.describeMove`). */
export interface MoveDetails {
  readonly move: Move;
  /** The piece as it stood before the move. */
  readonly piece: Piece;
  /** Captured squares and pieces, in capture order (the final square last). */
  readonly captures: readonly { readonly square: Square; readonly piece: Piece }[];
  /** True if the piece promotes at the end of the move (§7). */
  readonly promotes: boolean;
  /** The piece after the move (the promoted piece when it promotes). */
  readonly result: Piece;
  readonly pass: boolean;
  readonly igui: boolean;
}

/** Move string of formats.md §2: origin, captures before the final square, final square. */
export function moveToString(move: Move): string {
  return [move.from, ...move.via, move.to].map(squareName).join("");
}

/** True if two moves are the same outcome. */
export function sameMove(a: Move, b: Move): boolean {
  return a.from === b.from && a.to === b.to && a.via.length === b.via.length && a.via.every((s, i) => s === b.via[i]);
}

/**
 * The canonical order of moves: by origin square, then by the squares entered after it
 * (`via` in order, then `to`) compared one by one, a move whose squares are a prefix of
 * another's first. Independent of the order moves are generated in, so an index into the
 * sorted legal moves of a position names the same move in every version of this library
 * (game links, formats.md).
 */
export function compareMoves(a: Move, b: Move): number {
  if (a.from !== b.from) return a.from - b.from;
  const clicksA = [...a.via, a.to];
  const clicksB = [...b.via, b.to];
  const n = Math.min(clicksA.length, clicksB.length);
  for (let i = 0; i < n; i++) {
    const d = (clicksA[i] ?? 0) - (clicksB[i] ?? 0);
    if (d !== 0) return d;
  }
  return clicksA.length - clicksB.length;
}
