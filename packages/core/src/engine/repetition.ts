/**
 * The repetition rules (rules.md §10): the verdict on a move whose position occurred
 * before — JCSA (fourth occurrence: perpetual check, attacking chases, pass wars, draw) or
 * the simple rule (any repetition is illegal). Only the plies since the last capture or
 * promotion are searched (no earlier position can recur), and nothing is allocated per
 * call.
 */
import { codeTo, isPassCode } from "./move-code.js";
import { GeneratingState } from "./generation.js";
import { NULL_MOVE, STATUS_NONE, STATUS_REPETITION_DRAW, STATUS_REPETITION_ILLEGAL } from "./board-state.js";

// Per-ply flags of the cycle being judged, shared by all states (single-threaded per agent).
let gaveCheck = new Uint8Array(256);
let attacking = new Uint8Array(256);
let savedStatus = new Uint8Array(256);

function ensureScratch(len: number): void {
  if (len <= gaveCheck.length) return;
  const size = Math.max(len, 2 * gaveCheck.length);
  gaveCheck = new Uint8Array(size);
  attacking = new Uint8Array(size);
  savedStatus = new Uint8Array(size);
}

/** {@link GeneratingState} with the repetition verdict. */
export abstract class RepetitionState extends GeneratingState {
  /** Mover (0/1) of ply k. */
  private moverOf(k: number): number {
    return (this.startTurnIndex + k - 1) & 1;
  }

  private isPassPly(k: number): boolean {
    return isPassCode(this.uMove[k] ?? 0);
  }

  /** Decides the status of the move just made, whose position may repeat (§10.1, §10.2). */
  protected repetitionVerdict(): number {
    const lo = this.hashLo;
    const hi = this.hashHi;
    const cur = this.ply;
    const floor = this.lastIrreversiblePly();
    let count = 0;
    let last = -1;
    for (let k = cur - 2; k >= floor; k -= 2) {
      if (this.hLo[k] === lo && this.hHi[k] === hi) {
        count++;
        if (last < 0) last = k;
      }
    }
    if (this.options.repetition === "simple") return count >= 1 ? STATUS_REPETITION_ILLEGAL : STATUS_NONE;
    if (count < 3) return STATUS_NONE;
    // A cycle through a search's null move is no game history: no verdict.
    for (let k = last + 1; k <= cur; k++) if (this.uMove[k] === NULL_MOVE) return STATUS_NONE;
    const x = this.moverOf(cur);
    // Flags of each ply of the cycle last+1 … cur, computed on the positions after them.
    const len = cur - last;
    ensureScratch(len);
    this.suppressRepetition = true;
    for (let k = cur; k > last; k--) {
      const i = k - last - 1;
      gaveCheck[i] = this.inCheck() ? 1 : 0;
      attacking[i] = this.pieceAttacksSomething(codeTo(this.uMove[k] ?? 0)) ? 1 : 0;
      if (k > last + 1) {
        savedStatus[i] = this.uStatus[k] ?? 0;
        this.unmakeMove();
      }
    }
    // unmakeMove leaves the moves of the undone plies in the history: replay them.
    for (let k = last + 2; k <= cur; k++) {
      this.makeMove(this.uMove[k] ?? 0);
      this.uStatus[k] = savedStatus[k - last - 1] ?? 0;
    }
    this.suppressRepetition = false;

    let xCheck = true;
    let yCheck = true;
    let xAttack = true;
    let yAttack = true;
    let allPass = true;
    for (let k = last + 1; k <= cur; k++) {
      const i = k - last - 1;
      const isX = this.moverOf(k) === x;
      if (gaveCheck[i] === 0) {
        if (isX) xCheck = false;
        else yCheck = false;
      }
      if (attacking[i] === 0) {
        if (isX) xAttack = false;
        else yAttack = false;
      }
      if (!this.isPassPly(k)) allPass = false;
    }
    if (xCheck && yCheck) return STATUS_REPETITION_DRAW;
    if (xCheck) return STATUS_REPETITION_ILLEGAL;
    if (yCheck) return STATUS_NONE;
    if (xAttack && !yAttack) return STATUS_REPETITION_ILLEGAL;
    if (yAttack && !xAttack) return STATUS_NONE;
    if (allPass) {
      let first = cur;
      while (first > 1 && this.isPassPly(first - 1)) first--;
      return this.moverOf(first) === x ? STATUS_REPETITION_ILLEGAL : STATUS_NONE;
    }
    return STATUS_REPETITION_DRAW;
  }
}
