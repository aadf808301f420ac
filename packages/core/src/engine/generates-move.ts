/**
 * Whether a piece's generator writes a given move — for moves that may come from another
 * position (a hash move, a killer). Engine-only code, kept out of `GeneratingState` so that
 * bundles which never call it do not carry it.
 */
import { CELL_COL, CELL_ROW } from "../geometry.js";
import { TYPE_COUNT } from "../pieces/registry.js";
import { BLACK_BIT, TYPE_MASK, WALL } from "./cells.js";
import type { GeneratingState } from "./generation.js";
import { codeFrom, codeTo, codeVia } from "./move-code.js";

const pieceScratch = new Int32Array(4096);

/**
 * True if `state.generatePiece` of the piece `c` on `cell` writes the move `m` (for a move
 * that may come from another position: a hash move, a killer). A piece without a special
 * power and a move without via cells is answered from the tables (a ray in range with a
 * clear path, or a jump, onto a cell without an own piece); others by generating.
 */
export function generatesMove(state: GeneratingState, cell: number, c: number, m: number): boolean {
  if (codeFrom(m) !== cell) return false;
  const t = state.tables;
  const to = codeTo(m);
  if ((t.special[c & TYPE_MASK] ?? 0) !== 0 || codeVia(m) !== 0 || to === cell) {
    const end = state.generatePiece(cell, c, pieceScratch, 0);
    for (let i = 0; i < end; i++) if (pieceScratch[i] === m) return true;
    return false;
  }
  const board = state.board;
  const own = c & WALL;
  if (((board[to] ?? WALL) & own) !== 0) return false;
  const ct = (own === BLACK_BIT ? 0 : TYPE_COUNT) + (c & TYPE_MASK);
  const jumpEnd = t.jumpStart[ct + 1] ?? 0;
  for (let j = t.jumpStart[ct] ?? 0; j < jumpEnd; j++) if (cell + (t.jumpDelta[j] ?? 0) === to) return true;
  const dr = (CELL_ROW[to] ?? 0) - (CELL_ROW[cell] ?? 0);
  const dc = (CELL_COL[to] ?? 0) - (CELL_COL[cell] ?? 0);
  if (dr !== 0 && dc !== 0 && dr !== dc && dr !== -dc) return false;
  const dist = dr === 0 ? (dc < 0 ? -dc : dc) : dr < 0 ? -dr : dr;
  const delta = (to - cell) / dist;
  const rayEnd = t.rayStart[ct + 1] ?? 0;
  for (let r = t.rayStart[ct] ?? 0; r < rayEnd; r++) {
    if (t.rayDelta[r] !== delta) continue;
    if ((t.rayRange[r] ?? 0) < dist) return false;
    for (let p = cell + delta; p !== to; p += delta) if (board[p] !== 0) return false;
    return true;
  }
  return false;
}
