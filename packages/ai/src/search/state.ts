/**
 * The state a search works on and the small steps every node takes: the position and the
 * line's incremental scores, the limits and the stop test, the static evaluation with its
 * cache, the legality and check masks of each ply, killers, history, counter-moves and the
 * principal variation. {@link QuiescenceSearch}, {@link AlphaBetaSearch} and `Engine` build
 * on it (one object, so the hot fields are read without an indirection).
 */
import { Position } from "@daidai/core";
import {
  CHECK_MASK_WORDS,
  EXPOSURE_MASK_WORDS,
  codeFrom,
  codeTo,
  engineState,
  mayGiveCheck,
  writeCheckMask,
  type GameState,
} from "@daidai/core/engine";
import { Evaluator, boundScore, clampEval } from "../evaluation/evaluator.js";
import { ExchangeEvaluator } from "./see.js";
import { HISTORY_SIZE, MAX_PLY, MoveOrder, historyIndex } from "./move-order.js";
import { RepetitionWatch } from "./repetition.js";
import type { EngineOptions, StopSignal } from "./limits.js";
import { now } from "./time-manager.js";
import { TranspositionTable } from "./tt.js";

/** The root's side leads by this much (cp, static evaluation: a won game, as the conversion terms' lead) or more: draws cost it {@link DRAW_CONTEMPT}. */
export const CONTEMPT_LEAD = 1500;
/** What a draw by repetition costs the side that leads at the root (cp). */
export const DRAW_CONTEMPT = 50;

// States of a node's exposure mask (kingTestNeeded): no move tested yet; one tested; the
// mask written; no mask (in check: every move is tested).
export const MASK_NONE = 0;
const MASK_FIRST = 1;
const MASK_WRITTEN = 2;
const MASK_ALL = 3;
const EVAL_CACHE_SIZE = 1 << 18;
const EVAL_EMPTY = -0x7fffffff;
const HISTORY_MAX = 1 << 24;

/** Late-move reductions: 0.5 + ln(depth) · ln(moves searched) / 2, indexed depth · 256 + moves. */
const LMR_TABLE: Uint8Array = (() => {
  const t = new Uint8Array(64 * 256);
  for (let d = 1; d < 64; d++) for (let n = 1; n < 256; n++) t[d * 256 + n] = Math.floor(0.5 + (Math.log(d) * Math.log(n)) / 2);
  return t;
})();

/** The search's state and per-node helpers (see the module comment). */
export abstract class SearchState {
  readonly evaluator: Evaluator;
  protected tt: TranspositionTable;
  protected readonly seed: number;
  protected readonly useNull: boolean;
  protected readonly useLmr: boolean;

  /** The move buffer and the pickers. */
  protected readonly order: MoveOrder;
  protected readonly pvTable = new Int32Array(MAX_PLY * MAX_PLY);
  protected readonly pvLength = new Int32Array(MAX_PLY + 1);
  protected readonly killers = new Int32Array(2 * (MAX_PLY + 1));
  protected readonly history = new Int32Array(HISTORY_SIZE);
  /** The quiet move that last refuted a move, indexed like the history by the refuted move's piece and destination. */
  protected readonly counter = new Int32Array(HISTORY_SIZE);
  /** Static evaluation of each ply of the current line (minus INFINITE when in check). */
  protected readonly evalStack = new Int32Array(MAX_PLY + 2);
  protected readonly exchange: ExchangeEvaluator;
  protected readonly inc = new Int32Array(MAX_PLY + 2);
  /** Black's material lead of each ply of the current line (the evaluator's `materialLead`). */
  protected readonly lead = new Int32Array(MAX_PLY + 2);

  // State of the running search.
  protected pos: GameState = engineState(Position.initial());
  protected legalMode = true;
  protected nodes = 0;
  protected nodeLimit = Infinity;
  protected deadline = Infinity;
  protected startTime = 0;
  protected signal: StopSignal | undefined;
  protected stopFlag: Int32Array | undefined;
  protected stopped = false;
  protected nullParity = 0;
  /** Calls of checkStop; the clock and the stop requests are read every 8th. */
  protected ticks = 0;
  /** Time of the last clock read, and the longest gap between two reads (ms). */
  protected lastClock = 0;
  protected maxGap = 0;
  protected seldepth = 0;
  protected rootDepth = 0;
  /** Early repetitions along the line, with the game's history before the root. */
  protected readonly repetition = new RepetitionWatch();
  /** What a draw costs the side to move at the root (cp): {@link DRAW_CONTEMPT} when it leads by {@link CONTEMPT_LEAD} or more, else 0. */
  protected contempt = 0;

  constructor(options: EngineOptions = {}) {
    this.evaluator = new Evaluator(options.weights ?? {});
    this.exchange = new ExchangeEvaluator(this.evaluator.value);
    this.order = new MoveOrder(this.pos, this.evaluator, this.exchange, this.history);
    this.tt =
      options.sharedTable !== undefined
        ? new TranspositionTable(options.sharedTable.byteLength / (1024 * 1024), options.sharedTable)
        : new TranspositionTable(options.hashMb ?? 16);
    this.seed = options.seed ?? 1;
    this.useNull = options.nullMove ?? true;
    this.useLmr = options.lmr ?? true;
  }

  /** True once a limit or a stop request ended the search (a method, so the compiler does not narrow it). */
  protected isStopped(): boolean {
    return this.stopped;
  }

  protected checkStop(): boolean {
    if (this.stopped) return true;
    if (this.nodes >= this.nodeLimit) {
      this.stopped = true;
    } else if ((++this.ticks & 7) === 0) {
      if (this.signal?.aborted === true) this.stopped = true;
      else if (this.stopFlag !== undefined && Atomics.load(this.stopFlag, 0) !== 0) this.stopped = true;
      else if (this.deadline !== Infinity) {
        // The longest gap seen between two clock reads (work between checks, and the time
        // the process waited for a CPU on a loaded machine) is kept in hand before the deadline.
        const t = now();
        const gap = t - this.lastClock;
        this.lastClock = t;
        if (gap > this.maxGap) this.maxGap = gap;
        if (t + this.maxGap >= this.deadline) this.stopped = true;
      }
    }
    return this.stopped;
  }

  /**
   * The score of a draw by repetition for the side that moved at search ply `ply` (even
   * plies: the root's side): minus the contempt for the root's side, plus it for the other.
   */
  protected drawScore(ply: number): number {
    return (ply & 1) === 0 ? 0 - this.contempt : this.contempt;
  }

  /** Static evaluation of the node at `ply` for the side to move (bounded: see `boundScore`, `clampEval`). */
  protected evaluate(ply: number): number {
    const inc = this.inc[ply] ?? 0;
    const sc = this.scanned(ply);
    const ev = this.evaluator;
    const black = this.pos.turnIndex === 0;
    return clampEval(boundScore(black ? inc : -inc) + (black ? sc : -sc) + ev.tempo - (ev.threatsOn ? ev.threatCost(this.pos) : 0));
  }

  /**
   * False if the move `m` of the node at `ply` (not yet made) cannot leave its own king
   * attacked, so the test after making it can be skipped. The first move of a node is
   * tested without more ado (a cutoff often comes there); at the second, core's exposure
   * mask of the node is written once (see `writeExposureMask`) and read from then on.
   */
  protected kingTestNeeded(m: number, ply: number): boolean {
    let state = this.maskState[ply] ?? MASK_NONE;
    if (state === MASK_NONE) {
      this.maskState[ply] = MASK_FIRST;
      return true;
    }
    const offset = ply * EXPOSURE_MASK_WORDS;
    if (state === MASK_FIRST) {
      state = this.pos.writeExposureMask(this.masks, offset) ? MASK_WRITTEN : MASK_ALL;
      this.maskState[ply] = state;
    }
    return state === MASK_ALL || this.pos.needsKingTest(m, this.masks, offset);
  }

  /** Exposure masks of the nodes of the current line, {@link EXPOSURE_MASK_WORDS} words a ply. */
  protected readonly masks = new Int32Array((MAX_PLY + 2) * EXPOSURE_MASK_WORDS);
  /** Where each ply's mask stands (MASK_*); reset when a node is entered. */
  protected readonly maskState = new Uint8Array(MAX_PLY + 2);

  /** True if the king of colour `us` is attacked (after a move of `us`). */
  protected exposed(us: number): boolean {
    const king = this.pos.kingCell[us] ?? -1;
    return king >= 0 && this.pos.isAttacked(king, us ^ 1);
  }

  // Cache of the scanned evaluation terms, keyed by core's hash (they depend on the board
  // only): 4 words an entry (key low and high halves, value, unused), so that a lookup
  // touches one cache line.
  protected readonly evalCache = (() => {
    const words = new Int32Array(4 * EVAL_CACHE_SIZE);
    for (let i = 2; i < words.length; i += 4) words[i] = EVAL_EMPTY;
    return words;
  })();

  /** The scanned evaluation terms of the current board (Black's view), cached. */
  protected scanned(ply: number): number {
    const pos = this.pos;
    const lo = pos.hashLo;
    const hi = pos.hashHi;
    const cache = this.evalCache;
    const i = ((lo ^ (hi >>> 13)) & (EVAL_CACHE_SIZE - 1)) * 4;
    const cached = cache[i + 2] ?? EVAL_EMPTY;
    if (cached !== EVAL_EMPTY && cache[i] === lo && cache[i + 1] === hi) return cached;
    const v = this.evaluator.scannedScore(pos, this.lead[ply] ?? 0);
    cache[i] = lo;
    cache[i + 1] = hi;
    cache[i + 2] = v;
    return v;
  }

  /** Counter-move table index of the move that led to the current node, or -1 (root of a history, null move). */
  protected counterIndex(): number {
    const pos = this.pos;
    if (pos.ply === 0) return -1;
    const prev = pos.moveAt(pos.ply);
    if (prev <= 0) return -1;
    const to = codeTo(prev);
    return historyIndex(pos.board[to] ?? 0, to);
  }

  /**
   * False only for a move of the node at `ply` that cannot give check (core's
   * `mayGiveCheck`: the moved piece reaches the enemy king neither from its destination nor
   * by uncovering a ray or a hook path). The node's check mask is written at the first call.
   */
  protected mayCheck(m: number, ply: number): boolean {
    const offset = ply * CHECK_MASK_WORDS;
    let state = this.checkMaskState[ply] ?? MASK_NONE;
    if (state === MASK_NONE) {
      state = writeCheckMask(this.pos, this.checkMasks, offset) ? MASK_WRITTEN : MASK_ALL;
      this.checkMaskState[ply] = state;
    }
    return state === MASK_ALL || mayGiveCheck(this.pos, m, this.checkMasks, offset);
  }

  /** Check masks of the nodes of the current line ({@link mayCheck}), {@link CHECK_MASK_WORDS} words a ply. */
  protected readonly checkMasks = new Int32Array((MAX_PLY + 2) * CHECK_MASK_WORDS);
  /** MASK_NONE (not written yet), MASK_WRITTEN, or MASK_ALL (every move may give check) per ply. */
  protected readonly checkMaskState = new Uint8Array(MAX_PLY + 2);

  /** Late-move reduction (plies) for a move searched after `searched` others at `depth`. */
  protected lmr(depth: number, searched: number): number {
    return LMR_TABLE[Math.min(depth, 63) * 256 + Math.min(searched, 255)] ?? 0;
  }

  protected rewardQuiet(m: number, ply: number, depth: number, counterIndex: number): void {
    if (this.killers[2 * ply] !== m) {
      this.killers[2 * ply + 1] = this.killers[2 * ply] ?? 0;
      this.killers[2 * ply] = m;
    }
    if (counterIndex >= 0) this.counter[counterIndex] = m;
    const h = historyIndex(this.pos.board[codeFrom(m)] ?? 0, codeTo(m));
    const v = (this.history[h] ?? 0) + depth * depth;
    this.history[h] = v;
    if (v > HISTORY_MAX) for (let i = 0; i < this.history.length; i++) this.history[i] = (this.history[i] ?? 0) >> 1;
  }

  protected updatePv(ply: number, m: number): void {
    const row = ply * MAX_PLY;
    this.pvTable[row + ply] = m;
    const childLen = this.pvLength[ply + 1] ?? ply + 1;
    for (let k = ply + 1; k < childLen; k++) this.pvTable[row + k] = this.pvTable[row + MAX_PLY + k] ?? 0;
    this.pvLength[ply] = Math.max(childLen, ply + 1);
  }
}
