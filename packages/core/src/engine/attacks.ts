/**
 * The attack test (rules.md §9): whether a side could capture on a cell by any capture
 * form — rays, jumps, the lion family's blocker-free reach and hooks round a corner — and
 * check.
 */
import { DIR_DELTA, DIR_OPPOSITE, SQUARE_COUNT, STRIDE } from "../geometry.js";
import { TYPE_COUNT } from "../pieces/registry.js";
import { BoardState } from "./board-state.js";
import { BLACK_BIT, TYPE_MASK, WALL } from "./cells.js";
import { hookCornerPaths } from "./hook-paths.js";
import { JUMP_ATTACK_DELTA } from "./tables.js";

/** Index (0…31) into JUMP_ATTACK_DELTA of each cell delta attacker → target, by delta + JUMP_INDEX_OFFSET; -1 for none. */
const JUMP_INDEX_OFFSET = 3 * STRIDE + 3;
const JUMP_INDEX: Int8Array = (() => {
  const t = new Int8Array(2 * JUMP_INDEX_OFFSET + 1).fill(-1);
  for (let i = 0; i < 32; i++) t[(JUMP_ATTACK_DELTA[i] ?? 0) + JUMP_INDEX_OFFSET] = i;
  return t;
})();

/**
 * The index i of the jump-attack offset with `JUMP_ATTACK_DELTA[i] === delta` (a delta
 * from a cell to a target), or -1 when the target is not one of the 32 squares a piece can
 * attack regardless of blockers. A delta names at most one such offset (columns of real
 * cells differ by at most 16, less than the stride minus 3).
 */
export function jumpAttackIndex(delta: number): number {
  if (delta < -JUMP_INDEX_OFFSET || delta > JUMP_INDEX_OFFSET) return -1;
  return JUMP_INDEX[delta + JUMP_INDEX_OFFSET] ?? -1;
}

/** Scratch corner paths of the attack test. */
const corners = new Int32Array(6);

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
        // The attacker moves in the opposite direction.
        const back = DIR_OPPOSITE[d] ?? 0;
        if ((rayAttack[(base + (c & TYPE_MASK)) * 8 + back] ?? 0) >= dist) return true;
      }
    }
    // Jumps and the lion family's blocker-free attacks: the side's jumpers near the cell.
    const jumpAttack = t.jumpAttack;
    const jumpers = byCi * SQUARE_COUNT;
    const jumperEnd = jumpers + (this.jumperCount[byCi] ?? 0);
    for (let k = jumpers; k < jumperEnd; k++) {
      const p = this.jumperCells[k] ?? 0;
      const i = jumpAttackIndex(cell - p);
      if (i < 0) continue;
      // A board-only probe may have captured the jumper: its cell then holds something else.
      const c = board[p] ?? WALL;
      if (c === 0 || c === WALL || (c & enemyBit) === 0) continue;
      if ((((jumpAttack[base + (c & TYPE_MASK)] ?? 0) >>> i) & 1) !== 0) return true;
    }
    // Hooks round a corner (straight-line attacks of these pieces are rays above).
    for (let hk = 0; hk < 2; hk++) {
      const list = byCi * 2 + hk;
      const n = this.hookCount[list] ?? 0;
      for (let i = 0; i < n; i++) {
        if (this.hookReaches(this.hookCells[list * SQUARE_COUNT + i] ?? 0, cell, hk === 1)) return true;
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

  /**
   * True if the hook piece on `h` (`diagonal`: a long-nosed goblin) reaches `target` round a
   * corner: along one of its lines to an empty corner, then along the perpendicular line,
   * both legs over empty squares (the straight line is a ray, not tested here).
   */
  hookReaches(h: number, target: number, diagonal: boolean): boolean {
    const paths = hookCornerPaths(h, target, diagonal, corners);
    for (let k = 0; k < paths; k++) {
      if (this.hookPath(h, corners[3 * k] ?? 0, target, corners[3 * k + 1] ?? 0, corners[3 * k + 2] ?? 0)) return true;
    }
    return false;
  }

  /**
   * Path a → corner (empty) → target, both legs over empty squares. The second leg is
   * walked from the target outward: a target such as a king is mostly hemmed in by pieces,
   * so a blocked path is found within a step or two.
   */
  private hookPath(h: number, corner: number, target: number, d1: number, d2: number): boolean {
    return this.board[corner] === 0 && this.clearBetween(target, corner, -d2) && this.clearBetween(h, corner, d1);
  }

  /** True if the side to move has a king and it is attacked. */
  inCheck(): boolean {
    const k = this.kingCell[this.turnIndex] ?? -1;
    return k >= 0 && this.isAttacked(k, this.turnIndex ^ 1);
  }
}
