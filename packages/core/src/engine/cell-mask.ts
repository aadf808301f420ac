/**
 * Cell bitsets (one bit per padded cell, {@link CELL_MASK_WORDS} Int32 words from an
 * offset) and the hook-path marking shared by the king-exposure mask (state.ts) and the
 * check mask (check-mask.ts).
 */
import { CELLS } from "../geometry.js";

/** Int32 words of a cell bitset. */
export const CELL_MASK_WORDS = (CELLS + 31) >>> 5;

/** Sets the bit of `cell` in the bitset at `offset`. */
export function setBit(mask: Int32Array, offset: number, cell: number): void {
  const w = offset + (cell >>> 5);
  mask[w] = (mask[w] ?? 0) | (1 << (cell & 31));
}

/** True if the bit of `cell` is set in the bitset at `offset`. */
export function hasBit(mask: Int32Array, offset: number, cell: number): boolean {
  return (((mask[offset + (cell >>> 5)] ?? 0) >>> (cell & 31)) & 1) !== 0;
}

/**
 * Sets the cells of the path a → corner (inclusive) → target (exclusive), legs `d1` then
 * `d2`, in the mask unless four or more pieces block it (a move empties at most three cells).
 */
export function markPath(board: Uint16Array, a: number, corner: number, target: number, d1: number, d2: number, mask: Int32Array, offset: number): void {
  let pieces = board[corner] !== 0 ? 1 : 0;
  for (let p = a + d1; p !== corner && pieces < 4; p += d1) if (board[p] !== 0) pieces++;
  for (let p = corner + d2; p !== target && pieces < 4; p += d2) if (board[p] !== 0) pieces++;
  if (pieces >= 4) return;
  for (let p = a + d1; p !== corner; p += d1) setBit(mask, offset, p);
  setBit(mask, offset, corner);
  for (let p = corner + d2; p !== target; p += d2) setBit(mask, offset, p);
}
