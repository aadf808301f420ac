/**
 * Repetition seen early. Core decides a repetition when it happens — at the fourth
 * occurrence under the JCSA rule (a draw, or an illegal move for a side that checked on every
 * ply of the cycle: rules.md §10) — which is too late for a search of a few plies to notice.
 * The search therefore counts as a draw at once a move that recreates a position seen since
 * the last capture earlier in the searched line (whoever could repeat it can repeat it
 * again), or one seen twice in the game before the root (its third occurrence). A cycle in
 * which one side checked with every one of its moves and the other did not is left alone, as
 * the rule does: that side must deviate at the fourth occurrence, so the repetition is no
 * draw, and core rules on it when it comes.
 *
 * The game's history is read from core's state: the keys of earlier positions
 * (`keyAtPlyIs`), the moves since the last capture and whether each gave check (found once
 * per search by taking the moves back and replaying them).
 */
import type { GameState } from "@daidai/core/engine";
import { MAX_PLY } from "./move-order.js";

/** Finds early repetitions along the searched line (see the module comment). */
export class RepetitionWatch {
  /** Per search ply: the history ply of the last irreversible move (capture, or a null move) before it. */
  private readonly floor = new Int32Array(MAX_PLY + 2);
  /** Per history ply: 1 if the move of that ply gave check. */
  private check = new Uint8Array(256);
  private readonly cells = new Int32Array(16);
  /** The history ply of the root. */
  private root = 0;

  /**
   * Reads the history of the root position `pos`: its last capture, and which moves since
   * then gave check. The state is left as it was.
   */
  begin(pos: GameState): void {
    const root = pos.ply;
    this.root = root;
    if (this.check.length < root + MAX_PLY + 2) this.check = new Uint8Array(2 * (root + MAX_PLY + 2));
    let floor = root;
    // A ply that captured (or promoted, which only a capture does) changed more than its two cells.
    while (floor > 0 && pos.changedCellsOfPly(floor, this.cells, 0) <= 2) floor--;
    this.floor[0] = floor;
    for (let k = root; k > floor; k--) pos.unmakeMove();
    for (let k = floor + 1; k <= root; k++) {
      pos.makeMove(pos.moveAt(k));
      this.check[k] = pos.inCheck() ? 1 : 0;
    }
  }

  /**
   * Records the move just made at search ply `ply` (the state is now at history ply
   * `pos.ply`) and tells whether it is an early repetition draw: since the last irreversible
   * move, the position occurred once after the root or twice in all, and no side checked
   * perpetually in the cycle.
   */
  moveMade(pos: GameState, ply: number, irreversible: boolean, gaveCheck: boolean): boolean {
    const cur = pos.ply;
    this.check[cur] = gaveCheck ? 1 : 0;
    if (irreversible) {
      this.floor[ply + 1] = cur;
      return false;
    }
    const floor = this.floor[ply] ?? 0;
    this.floor[ply + 1] = floor;
    const lo = pos.hashLo;
    const hi = pos.hashHi;
    for (let k = cur - 2; k >= floor; k -= 2) {
      if (!pos.keyAtPlyIs(k, lo, hi)) continue;
      if (k <= this.root) {
        // Before the root: a draw only at the third occurrence.
        let j = k - 2;
        while (j >= floor && !pos.keyAtPlyIs(j, lo, hi)) j -= 2;
        if (j < floor) return false;
      }
      return this.drawCycle(k, cur);
    }
    return false;
  }

  /** Records a null move at search ply `ply`: no cycle runs through it. */
  nullMove(pos: GameState, ply: number): void {
    this.floor[ply + 1] = pos.ply;
    this.check[pos.ply] = 0;
  }

  /** False when one side checked with every move of the cycle after history ply `last` up to `cur` and the other did not. */
  private drawCycle(last: number, cur: number): boolean {
    let moverChecks = true;
    let otherChecks = true;
    for (let k = cur; k > last; k--) {
      if (this.check[k] !== 0) continue;
      if (((cur - k) & 1) === 0) moverChecks = false;
      else otherChecks = false;
    }
    return moverChecks === otherChecks;
  }
}
