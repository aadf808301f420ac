/**
 * The attack test (rules.md §9): whether a side could capture on a cell by any capture
 * form — rays, jumps, the lion family's blocker-free reach and hooks round a corner — and
 * check.
 */
import { DIR_DELTA, PAD, SQUARE_COUNT, STRIDE } from "../geometry.js";
import { TYPE_COUNT } from "../pieces/registry.js";
import { BoardState } from "./board-state.js";
import { BLACK_BIT, TYPE_MASK, WALL } from "./cells.js";
import { JUMP_ATTACK_DELTA } from "./tables.js";

/** {@link BoardState} with the attack test. */
export abstract class AttackState extends BoardState {
  /** True if a piece of colour `byCi` could capture on `cell` (rules.md §9: every leg, hooks, jumps). */
  isAttacked(cell: number, byCi: number): boolean {
    const board = this.board;
    const t = this.tables;
    const enemyBit = BLACK_BIT << byCi;
    const rayAttack = t.rayAttack;
    const base = byCi * TYPE_COUNT;
    // Rays: the first piece met in each direction.
    for (let d = 0; d < 8; d++) {
      const delta = DIR_DELTA[d] ?? 0;
      let p = cell + delta;
      let dist = 1;
      let c = board[p] ?? WALL;
      while (c === 0) {
        p += delta;
        dist++;
        c = board[p] ?? WALL;
      }
      if (c !== WALL && (c & enemyBit) !== 0) {
        // The attacker moves in the opposite direction: d ^ 1 swaps f/b, l/r; diagonals pair 4↔7, 5↔6.
        const back = d < 4 ? d ^ 1 : 11 - d;
        if ((rayAttack[(base + (c & TYPE_MASK)) * 8 + back] ?? 0) >= dist) return true;
      }
    }
    // Jumps and the lion family's blocker-free attacks.
    const jumpAttack = t.jumpAttack;
    for (let i = 0; i < 32; i++) {
      const c = board[cell - (JUMP_ATTACK_DELTA[i] ?? 0)] ?? WALL;
      if (c === 0 || c === WALL || (c & enemyBit) === 0) continue;
      if ((((jumpAttack[base + (c & TYPE_MASK)] ?? 0) >>> i) & 1) !== 0) return true;
    }
    // Hooks round a corner (straight-line attacks of these pieces are rays above).
    const tr = Math.floor(cell / STRIDE);
    const tc = cell % STRIDE;
    for (let hk = 0; hk < 2; hk++) {
      const list = byCi * 2 + hk;
      const n = this.hookCount[list] ?? 0;
      for (let i = 0; i < n; i++) {
        const h = this.hookCells[list * SQUARE_COUNT + i] ?? 0;
        if (hk === 0 ? this.orthogonalHookReaches(h, tr, tc) : this.diagonalHookReaches(h, tr, tc)) return true;
      }
    }
    return false;
  }

  /** True if all cells strictly between a and b (on one line, step `delta`) are empty. */
  private clearBetween(a: number, b: number, delta: number): boolean {
    const board = this.board;
    for (let p = a + delta; p !== b; p += delta) if (board[p] !== 0) return false;
    return true;
  }

  /** Path a → corner (empty) → target, both legs over empty squares. */
  private hookPath(h: number, corner: number, target: number, d1: number, d2: number): boolean {
    return this.board[corner] === 0 && this.clearBetween(h, corner, d1) && this.clearBetween(corner, target, d2);
  }

  private orthogonalHookReaches(h: number, tr: number, tc: number): boolean {
    const hr = Math.floor(h / STRIDE);
    const hc = h % STRIDE;
    if (hr === tr || hc === tc) return false;
    const target = tr * STRIDE + tc;
    const dRow = tr > hr ? STRIDE : -STRIDE;
    const dCol = tc > hc ? 1 : -1;
    // Corner on the hook's file then along the target's rank, or the other way round.
    return this.hookPath(h, tr * STRIDE + hc, target, dRow, dCol) || this.hookPath(h, hr * STRIDE + tc, target, dCol, dRow);
  }

  private diagonalHookReaches(h: number, tr: number, tc: number): boolean {
    const hr = Math.floor(h / STRIDE);
    const hc = h % STRIDE;
    const dr = tr - hr;
    const dc = tc - hc;
    if (((dr + dc) & 1) !== 0) return false;
    const a = (dr + dc) / 2; // steps along (+1, +1)
    const b = (dr - dc) / 2; // steps along (+1, −1)
    if (a === 0 || b === 0) return false;
    const target = tr * STRIDE + tc;
    const du = (a > 0 ? 1 : -1) * (STRIDE + 1);
    const dv = (b > 0 ? 1 : -1) * (STRIDE - 1);
    const inside = (r: number, c: number): boolean => r >= PAD && r < PAD + 17 && c >= PAD && c < PAD + 17;
    const c1r = hr + a;
    const c1c = hc + a;
    if (inside(c1r, c1c) && this.hookPath(h, c1r * STRIDE + c1c, target, du, dv)) return true;
    const c2r = hr + b;
    const c2c = hc - b;
    return inside(c2r, c2c) && this.hookPath(h, c2r * STRIDE + c2c, target, dv, du);
  }

  /** True if the side to move has a king and it is attacked. */
  inCheck(): boolean {
    const k = this.kingCell[this.turnIndex] ?? -1;
    return k >= 0 && this.isAttacked(k, this.turnIndex ^ 1);
  }
}
