/**
 * The search: iterative deepening principal variation search with a transposition table,
 * quiescence over every capture form (losing captures pruned by static exchange evaluation,
 * every evasion searched when in check), move ordering in stages (hash move, winning
 * captures by SEE, killers, counter-move, quiet moves by history, losing captures last),
 * null-move pruning, reverse futility pruning, razoring, futility and late-move pruning,
 * late-move reductions from a logarithmic table, check extension and mate scores.
 * History and killers are kept, aged, from one search of a game to the next.
 *
 * It works on core's fast {@link GameState} (make/unmake, buffer generation, Zobrist
 * hashes) and allocates nothing per node. It uses no Node-only API, so it runs in Node and
 * in a Web Worker alike. With a node limit (no time limit) and a fresh or cleared
 * {@link Engine}, a search is deterministic.
 */
import { Position, createRng, moveToString } from "@daidai/core";
import { STATUS_REPETITION_DRAW, decodeMove, engineState, type GameState } from "@daidai/core/engine";
import { AlphaBetaSearch, ILLEGAL } from "./alpha-beta.js";
import type { EngineOptions, SearchInfo, SearchLimits, SearchResult } from "./limits.js";
import { MAX_PLY } from "./move-order.js";
import { INFINITE, MATE, MATE_BOUND, toScore } from "./scores.js";
import { CONTEMPT_LEAD, DRAW_CONTEMPT, MASK_NONE } from "./state.js";
import { MAX_FACTOR, now, timeBudget, type TimeBudget } from "./time-manager.js";
import { BOUND_EXACT, TranspositionTable } from "./tt.js";

export type { ClockLimits, EngineOptions, Score, SearchInfo, SearchLimits, SearchResult, StopSignal } from "./limits.js";
export { MATE, MATE_BOUND, toScore } from "./scores.js";
/** Deepest ply the search reaches (defined with the move buffer, in move-order.ts). */
export { MAX_PLY };
/** Deepest nominal depth of an iteration. */
export const MAX_DEPTH = 64;

/** A SharedArrayBuffer for a transposition table of about `megabytes` MB that several engines share. */
export function sharedTableBuffer(megabytes: number): SharedArrayBuffer {
  return TranspositionTable.shared(megabytes).buffer as SharedArrayBuffer;
}

/** Half-width (cp) of the root's aspiration window from depth 4 on. */
const ASPIRATION = 60;

/** A search engine: evaluator, transposition table and the search's work buffers. */
export class Engine extends AlphaBetaSearch {
  /** An engine with its own table (or one shared with other threads) and evaluation weights. */
  constructor(options: EngineOptions = {}) {
    super(options);
  }

  /** Replaces the transposition table with one of `megabytes` MB. */
  setHashSize(megabytes: number): void {
    this.tt = new TranspositionTable(megabytes);
  }

  /** Forgets what earlier searches learnt (table, killers, history, counter-moves): a new game. */
  clear(): void {
    this.tt.clear();
    this.history.fill(0);
    this.killers.fill(0);
    this.counter.fill(0);
  }

  /**
   * Static exchange evaluation of the pseudo-legal move `m` in `state` (cp for the mover;
   * see see.ts). The state is left as it was.
   */
  see(state: GameState, m: number): number {
    return this.exchange.see(state, m);
  }

  /**
   * Ages what the last search learnt instead of forgetting it: history halves, and the
   * killers move up two plies (the game went on by one move of each side).
   */
  private ageTables(): void {
    const h = this.history;
    for (let i = 0; i < h.length; i++) h[i] = (h[i] ?? 0) >> 1;
    this.killers.copyWithin(0, 4);
    this.killers.fill(0, this.killers.length - 4);
  }

  /** Searches a position (a public `Position` is copied; an engine state is left as it was) within `limits`. */
  search(position: Position | GameState, limits: SearchLimits = {}): SearchResult {
    const pos = position instanceof Position ? engineState(position) : position;
    this.pos = pos;
    this.order.state = pos;
    this.legalMode = pos.options.legality === "legal";
    this.nodes = 0;
    this.seldepth = 0;
    this.stopped = false;
    this.nullParity = 0;
    // The first iteration always completes, so that a best move is backed by a whole
    // iteration: node limits, stop requests and the time target wait for its end (a few
    // hundred nodes: milliseconds). Only the hard time limit, which keeps the clock's
    // safety margin, can cut it short (the best move fully searched so far is then kept).
    this.signal = undefined;
    this.stopFlag = undefined;
    this.nodeLimit = Infinity;
    this.startTime = now() - (limits.startedAt !== undefined ? Math.max(0, Date.now() - limits.startedAt) : 0);
    this.lastClock = now();
    this.maxGap = 0;
    this.ageTables();
    this.tt.newSearch();
    const budget = timeBudget(pos.turnIndex, limits);
    this.deadline = this.startTime + budget.hard;
    const maxDepth = Math.max(1, Math.min(MAX_DEPTH, limits.depth ?? MAX_DEPTH));

    this.repetition.begin(pos);
    const rootEnd = pos.generateLegal(this.order.moves, 0);
    const rootCount = rootEnd;
    if (rootCount === 0) {
      const lost = pos.isTerminal() && pos.lastStatus() === STATUS_REPETITION_DRAW ? 0 : -MATE;
      return this.result(null, lost, 0, []);
    }
    const rootMoves = this.order.moves.slice(0, rootCount);
    this.orderRoot(rootMoves);
    this.inc[0] = this.evaluator.incrementalScore(pos);
    this.lead[0] = this.evaluator.materialLead(pos);
    this.contempt = this.evaluate(0) >= CONTEMPT_LEAD ? DRAW_CONTEMPT : 0;
    this.order.hunter = this.evaluator.convertingSide(pos, this.lead[0]);

    let bestCode = rootMoves[0] ?? 0;
    let bestScore = 0;
    let bestPv: number[] = [bestCode];
    let completedDepth = 0;
    // Time management: how often the best move changed lately, and the score drop.
    let instability = 0;
    let previousBest = 0;
    let firstScore = NaN;
    const helper = limits.helper ?? 0;
    // Wall time of the last completed iteration (ms), to predict the next one's.
    let lastIteration = 0;
    for (let depth = 1; depth <= maxDepth; depth++) {
      if (helper % 2 === 1 && depth >= 2 && depth < maxDepth && depth % 2 === 0) continue;
      this.rootDepth = depth;
      const iterationStart = now();
      // Aspiration window around the last score; widened to the full window on a failure.
      const aspire = depth >= 4 && Math.abs(bestScore) < MATE_BOUND;
      let lo = aspire ? bestScore - ASPIRATION : -INFINITE;
      let hi = aspire ? bestScore + ASPIRATION : INFINITE;
      let r = this.searchRoot(rootMoves, depth, lo, hi);
      // Bounded: scores stay strictly inside ±INFINITE, so the full window cannot fail.
      while (!this.isStopped() && (r.failLow || r.failHigh) && (lo > -INFINITE || hi < INFINITE)) {
        if (r.failLow) lo = -INFINITE;
        else hi = INFINITE;
        r = this.searchRoot(rootMoves, depth, lo, hi);
      }
      // A move that failed low is only an upper bound: keep the last iteration's then.
      if (r.move !== 0 && !r.failLow) {
        bestCode = r.move;
        bestScore = r.score;
        bestPv = r.pv;
      }
      if (this.isStopped()) break;
      if (completedDepth === 0) {
        this.signal = limits.signal;
        this.stopFlag = limits.stopFlag;
        this.nodeLimit = limits.nodes ?? Infinity;
        this.deadline = this.startTime + Math.min(budget.hard, budget.max);
      }
      completedDepth = depth;
      const previousIteration = lastIteration;
      lastIteration = now() - iterationStart;
      limits.onInfo?.(this.info(depth, bestScore, bestPv));
      instability *= 0.5;
      if (depth > 1 && bestCode !== previousBest) instability += 1;
      previousBest = bestCode;
      if (depth === 4) firstScore = bestScore;
      if (this.timeUp(budget, instability, Number.isNaN(firstScore) ? 0 : firstScore - bestScore, lastIteration, previousIteration)) break;
      if (Math.abs(bestScore) >= MATE_BOUND && depth >= MATE - Math.abs(bestScore) + 2 && limits.depth === undefined) break;
      if (rootCount === 1 && (limits.movetime !== undefined || limits.clock !== undefined)) break;
    }
    return this.result(bestCode, bestScore, Math.max(1, completedDepth), bestPv);
  }

  private result(code: number | null, score: number, depth: number, pv: readonly number[]): SearchResult {
    const info = this.info(depth, score, pv);
    const best = code === null ? null : decodeMove(code);
    return { ...info, bestMove: best === null ? null : moveToString(best), best, bestCode: code ?? 0 };
  }

  private info(depth: number, score: number, pv: readonly number[]): SearchInfo {
    const timeMs = now() - this.startTime;
    return {
      depth,
      seldepth: this.seldepth,
      score: toScore(score),
      nodes: this.nodes,
      timeMs: Math.round(timeMs),
      nps: timeMs > 0 ? Math.round((this.nodes * 1000) / timeMs) : 0,
      pv: pv.map((m) => moveToString(decodeMove(m))),
    };
  }

  /**
   * With a main clock, decides after an iteration whether to start another: its allowance is
   * the target, stretched while the best move keeps changing or the score has dropped, and it
   * starts when half of its expected time — the last iteration's `last` (ms) times the growth
   * from the one before (`previous`) — still fits. The running iteration is then cut off at
   * {@link MAX_FACTOR} × the allowance (its fully searched root moves still count), never past
   * the hard limit. Returns true when no new iteration should start. A fixed time (movetime,
   * byoyomi) is spent in full.
   */
  private timeUp(budget: TimeBudget, instability: number, scoreDrop: number, last: number, previous: number): boolean {
    if (budget.target === Infinity || budget.target >= budget.max) return false;
    const elapsed = now() - this.startTime;
    let factor = 1 + 0.6 * instability;
    if (scoreDrop > 30) factor *= scoreDrop > 100 ? 1.5 : 1.25;
    const allowance = budget.target * Math.min(factor, 2);
    this.deadline = this.startTime + Math.min(budget.hard, allowance * MAX_FACTOR);
    const growth = previous > 1 ? Math.min(6, Math.max(1.5, last / previous)) : 4;
    return elapsed + 0.5 * last * growth >= allowance;
  }

  private orderRoot(rootMoves: Int32Array): void {
    const rng = createRng(this.seed);
    const board = this.pos.board;
    const keys = new Float64Array(rootMoves.length);
    for (let i = 0; i < rootMoves.length; i++) keys[i] = this.evaluator.captureGain(board, rootMoves[i] ?? 0) + rng();
    const idx = Array.from({ length: rootMoves.length }, (_, i) => i).sort((a, b) => (keys[b] ?? 0) - (keys[a] ?? 0));
    const copy = rootMoves.slice();
    idx.forEach((from, to) => (rootMoves[to] = copy[from] ?? 0));
  }

  /** One iteration at the root; moves the best move to the front of `rootMoves`. */
  private searchRoot(
    rootMoves: Int32Array,
    depth: number,
    alpha0: number,
    beta: number,
  ): { move: number; score: number; pv: number[]; failLow: boolean; failHigh: boolean } {
    const pos = this.pos;
    let alpha = alpha0;
    let bestIndex = -1;
    let bestScore = -INFINITE;
    let pv: number[] = [];
    this.pvLength[0] = 0;
    this.maskState[0] = MASK_NONE;
    this.order.tops[1] = 0;
    for (let i = 0; i < rootMoves.length; i++) {
      const m = rootMoves[i] ?? 0;
      const quiet = this.evaluator.captureGain(pos.board, m) === 0;
      const reduction = quiet && depth >= 3 && i >= 4 ? Math.max(0, this.lmr(depth, i) - 1) : 0;
      const score = this.searchChild(m, 0, depth, alpha, beta, i, reduction);
      if (this.stopped) break;
      if (score === ILLEGAL) continue; // cannot happen: root moves come from generateLegal
      if (score > bestScore) {
        bestScore = score;
        if (score > alpha || bestIndex < 0) {
          bestIndex = i;
          pv = [m];
          for (let k = 1; k < (this.pvLength[1] ?? 1); k++) pv.push(this.pvTable[MAX_PLY + k] ?? 0);
        }
        if (score > alpha) alpha = score;
        if (score >= beta) break;
      }
    }
    if (bestIndex < 0) return { move: 0, score: 0, pv: [], failLow: false, failHigh: false };
    const best = rootMoves[bestIndex] ?? 0;
    rootMoves.copyWithin(1, 0, bestIndex);
    rootMoves[0] = best;
    const failLow = bestScore <= alpha0;
    const failHigh = bestScore >= beta;
    if (!failLow && !failHigh && !this.stopped) this.tt.store(pos.hashLo, pos.hashHi, best, bestScore, depth, BOUND_EXACT);
    return { move: best, score: bestScore, pv, failLow, failHigh };
  }

}
