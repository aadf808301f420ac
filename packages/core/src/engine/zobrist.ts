/**
 * Zobrist keys of the position key (rules.md §10): two 32-bit halves per (colour, type,
 * cell) and for the side to move, from a fixed SplitMix32 seed — identical on every run
 * and platform.
 */
import { CELLS } from "../geometry.js";
import { TYPE_COUNT } from "../pieces/registry.js";
import { TYPE_MASK } from "./cells.js";

/** Low halves of the piece keys, indexed by {@link zobristIndex}. */
export const ZOBRIST_LO = new Int32Array(2 * TYPE_COUNT * CELLS + 2);
/** High halves of the piece keys, indexed by {@link zobristIndex}. */
export const ZOBRIST_HI = new Int32Array(2 * TYPE_COUNT * CELLS + 2);
{
  let seed = 0x9e3779b9 | 0;
  const next = (): number => {
    seed = (seed + 0x9e3779b9) | 0;
    let z = seed;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) | 0;
  };
  const pieces = 2 * TYPE_COUNT * CELLS;
  for (let i = 0; i < pieces; i++) {
    ZOBRIST_LO[i] = next();
    ZOBRIST_HI[i] = next();
  }
  ZOBRIST_LO[pieces] = next();
  ZOBRIST_HI[pieces] = next();
}

/** Key halves XORed in when White is to move. */
export const SIDE_KEY_LO: number = ZOBRIST_LO[2 * TYPE_COUNT * CELLS] ?? 0;
export const SIDE_KEY_HI: number = ZOBRIST_HI[2 * TYPE_COUNT * CELLS] ?? 0;

/** Index into the Zobrist tables of a piece cell value on a padded cell. */
export function zobristIndex(piece: number, cell: number): number {
  return (((piece >> 9) & 1) * TYPE_COUNT + (piece & TYPE_MASK)) * CELLS + cell;
}
