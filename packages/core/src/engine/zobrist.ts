/**
 * Zobrist keys of the position key (rules.md §10): two 32-bit halves per (colour, type,
 * cell) and for the side to move, from a fixed SplitMix32 seed — identical on every run
 * and platform.
 *
 * SplitMix32's n-th output depends on n alone (its state only ever adds the golden gamma),
 * so each key is computed from its index: only the cells of the 289 squares get one (no
 * piece stands on a guard cell). Every page that draws a board builds these tables before its
 * first position; the sequential generator they replace took about 80 ms of a phone's
 * start-up (Chromium, CPU slowed 4×).
 */
import { CELLS, CELL_OF_SQUARE, SQUARE_COUNT } from "../geometry.js";
import { TYPE_COUNT } from "../pieces/registry.js";
import { TYPE_MASK } from "./cells.js";

/** SplitMix32's increment (and its seed here). */
const GAMMA = 0x9e3779b9 | 0;
/** Index of the side-to-move key, after the piece keys. */
const SIDE_INDEX = 2 * TYPE_COUNT * CELLS;

/** Low halves of the piece keys, indexed by {@link zobristIndex}. */
export const ZOBRIST_LO = new Int32Array(SIDE_INDEX + 2);
/** High halves of the piece keys, indexed by {@link zobristIndex}. */
export const ZOBRIST_HI = new Int32Array(SIDE_INDEX + 2);

/**
 * Output number `n` (from 1) of SplitMix32 seeded with {@link GAMMA}; entry i of the tables
 * holds outputs 2i + 1 (low half) and 2i + 2 (high half).
 */
function splitMix32(n: number): number {
  let z = Math.imul(n + 1, GAMMA);
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return z ^ (z >>> 16);
}

function fillKeys(lo: Int32Array, hi: Int32Array): void {
  for (let block = 0; block < 2 * TYPE_COUNT; block++) {
    for (let sq = 0; sq < SQUARE_COUNT; sq++) {
      const i = block * CELLS + (CELL_OF_SQUARE[sq] ?? 0);
      lo[i] = splitMix32(2 * i + 1);
      hi[i] = splitMix32(2 * i + 2);
    }
  }
  lo[SIDE_INDEX] = splitMix32(2 * SIDE_INDEX + 1);
  hi[SIDE_INDEX] = splitMix32(2 * SIDE_INDEX + 2);
}
fillKeys(ZOBRIST_LO, ZOBRIST_HI);

/** Key halves XORed in when White is to move. */
export const SIDE_KEY_LO: number = ZOBRIST_LO[SIDE_INDEX] ?? 0;
export const SIDE_KEY_HI: number = ZOBRIST_HI[SIDE_INDEX] ?? 0;

/** Index into the Zobrist tables of a piece cell value on a padded cell. */
export function zobristIndex(piece: number, cell: number): number {
  return (((piece >> 9) & 1) * TYPE_COUNT + (piece & TYPE_MASK)) * CELLS + cell;
}
