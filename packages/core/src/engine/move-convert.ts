/**
 * Conversion between the public {@link Move} (squares) and encoded moves (cells).
 */
import { CELL_OF_SQUARE, SQUARE_COUNT, SQUARE_OF_CELL, type Square } from "../geometry.js";
import type { Move } from "../move.js";
import { codeFrom, codeTo, makeCode, viaCells, viaFieldOf } from "./move-code.js";

/** Converts an encoded move to a {@link Move}. */
export function decodeMove(code: number): Move {
  return {
    from: SQUARE_OF_CELL[codeFrom(code)] ?? -1,
    to: SQUARE_OF_CELL[codeTo(code)] ?? -1,
    via: viaCells(code).map((c) => SQUARE_OF_CELL[c] ?? -1),
  };
}

/** Encodes a {@link Move}; returns -1 when no move of any piece could have that shape. */
export function encodeMove(move: Move): number {
  const valid = (s: Square): boolean => Number.isInteger(s) && s >= 0 && s < SQUARE_COUNT;
  if (!valid(move.from) || !valid(move.to) || !move.via.every(valid)) return -1;
  const from = CELL_OF_SQUARE[move.from] ?? 0;
  const via = viaFieldOf(
    from,
    move.via.map((s) => CELL_OF_SQUARE[s] ?? 0),
  );
  if (via < 0) return -1;
  return makeCode(from, CELL_OF_SQUARE[move.to] ?? 0, via);
}
