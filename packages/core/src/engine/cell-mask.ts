/**
 * Cell bitsets (one bit per padded cell, {@link CELL_MASK_WORDS} Int32 words from an
 * offset) and the hook-path marking shared by the king-exposure mask (state.ts) and the
 * check mask (check-mask.ts).
 */
import { CELLS, SQUARE_COUNT } from "../geometry.js";
import type { BoardState } from "./board-state.js";
import { hookCornerPaths } from "./hook-paths.js";

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
function markPath(board: Uint16Array, a: number, corner: number, target: number, d1: number, d2: number, mask: Int32Array, offset: number): void {
  let pieces = board[corner] !== 0 ? 1 : 0;
  for (let p = a + d1; p !== corner && pieces < 4; p += d1) if (board[p] !== 0) pieces++;
  for (let p = corner + d2; p !== target && pieces < 4; p += d2) if (board[p] !== 0) pieces++;
  if (pieces >= 4) return;
  for (let p = a + d1; p !== corner; p += d1) setBit(mask, offset, p);
  setBit(mask, offset, corner);
  for (let p = corner + d2; p !== target; p += d2) setBit(mask, offset, p);
}

/** Scratch corner paths of {@link markHookPaths}. */
const corners = new Int32Array(6);

/**
 * Sets in the mask the cells of the corner paths from the hook movers and goblins of colour
 * `ci` to `target` (see markPath).
 */
export function markHookPaths(state: BoardState, ci: number, target: number, mask: Int32Array, offset: number): void {
  const board = state.board;
  for (let hk = 0; hk < 2; hk++) {
    const list = ci * 2 + hk;
    const count = state.hookCount[list] ?? 0;
    for (let i = 0; i < count; i++) {
      const h = state.hookCells[list * SQUARE_COUNT + i] ?? 0;
      const paths = hookCornerPaths(h, target, hk === 1, corners);
      for (let k = 0; k < paths; k++) {
        markPath(board, h, corners[3 * k] ?? 0, target, corners[3 * k + 1] ?? 0, corners[3 * k + 2] ?? 0, mask, offset);
      }
    }
  }
}
