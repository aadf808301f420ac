/**
 * The corner paths of the hook movers (orthogonal) and long-nosed goblins (diagonal),
 * rules.md §6: from the piece along one line to a corner square, then along the
 * perpendicular line to the target. The attack test (attacks.ts) and the legality mask of
 * move generation (state.ts) both read the paths from here.
 */
import { CELL_COL as COL, CELL_ROW as ROW, PAD, STRIDE } from "../geometry.js";

/**
 * Writes the corner paths from the hook piece on cell `h` to cell `target` into `out` as
 * triples (corner, first-leg step, second-leg step) and returns how many (0…2). A path
 * needs its corner on the board; a target on one of the piece's own lines has none (the
 * straight move is an ordinary ray).
 */
export function hookCornerPaths(h: number, target: number, diagonal: boolean, out: Int32Array): number {
  const hr = ROW[h] ?? 0;
  const hc = COL[h] ?? 0;
  const tr = ROW[target] ?? 0;
  const tc = COL[target] ?? 0;
  if (!diagonal) {
    if (hr === tr || hc === tc) return 0;
    const dRow = tr > hr ? STRIDE : -STRIDE;
    const dCol = tc > hc ? 1 : -1;
    // Corner on the piece's file then along the target's rank, or the other way round.
    out[0] = tr * STRIDE + hc;
    out[1] = dRow;
    out[2] = dCol;
    out[3] = hr * STRIDE + tc;
    out[4] = dCol;
    out[5] = dRow;
    return 2;
  }
  const dr = tr - hr;
  const dc = tc - hc;
  if (((dr + dc) & 1) !== 0) return 0;
  const a = (dr + dc) / 2; // steps along (+1, +1)
  const b = (dr - dc) / 2; // steps along (+1, −1)
  if (a === 0 || b === 0) return 0;
  const du = (a > 0 ? 1 : -1) * (STRIDE + 1);
  const dv = (b > 0 ? 1 : -1) * (STRIDE - 1);
  let n = 0;
  if (onBoard(hr + a, hc + a)) {
    out[0] = (hr + a) * STRIDE + hc + a;
    out[1] = du;
    out[2] = dv;
    n = 1;
  }
  if (onBoard(hr + b, hc - b)) {
    out[3 * n] = (hr + b) * STRIDE + hc - b;
    out[3 * n + 1] = dv;
    out[3 * n + 2] = du;
    n++;
  }
  return n;
}

function onBoard(row: number, col: number): boolean {
  return row >= PAD && row < PAD + 17 && col >= PAD && col < PAD + 17;
}
