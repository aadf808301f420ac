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
import { Position, createRng, moveToString, type Move } from "@daidai/core";
import {
  CHECK_MASK_WORDS,
  EXPOSURE_MASK_WORDS,
  STATUS_KING_CAPTURED,
  STATUS_REPETITION_DRAW,
  STATUS_REPETITION_ILLEGAL,
  TYPE_MASK,
  codeFrom,
  codeTo,
  decodeMove,
  engineState,
  mayGiveCheck,
  writeCheckMask,
  type GameState,
} from "@daidai/core/engine";
import { Evaluator, type EvalWeights } from "./evaluation.js";
import { ExchangeEvaluator } from "./see.js";
import {
  BAD_CAPTURE_BASE,
  BAD_CAPTURE_LIMIT,
  CAPTURE_SCORE,
  HISTORY_SIZE,
  KILLER_SCORE,
  MAX_PLY,
  MoveOrder,
  historyIndex,
} from "./move-order.js";
import { timeBudget, type TimeBudget } from "./time-manager.js";
import { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER, TranspositionTable } from "./tt.js";

/** Score of a mate at the root (a mate found at ply p scores `MATE - p`). */
export const MATE = 30000;
/** Scores beyond this are mates. */
export const MATE_BOUND = MATE - 1000;
const INFINITE = 32000;
/** Deepest ply the search reaches (defined with the move buffer, in move-order.ts). */
export { MAX_PLY };
/** Deepest nominal depth of an iteration. */
export const MAX_DEPTH = 64;

/** Anything with an `aborted` flag, such as an AbortSignal. */
export interface StopSignal {
  readonly aborted: boolean;
}

/** Game clocks in milliseconds (USI `btime`/`wtime`/`binc`/`winc`/`byoyomi`). */
export interface ClockLimits {
  readonly btime?: number;
  readonly wtime?: number;
  readonly binc?: number;
  readonly winc?: number;
  readonly byoyomi?: number;
}

/** What ends a search. With none of depth, nodes, movetime and clock, it searches to {@link MAX_DEPTH}. */
export interface SearchLimits {
  /** Maximum nominal depth in plies. */
  readonly depth?: number;
  /** Maximum number of nodes (moves made); the search is deterministic under this limit. */
  readonly nodes?: number;
  /** Time for this move in milliseconds. */
  readonly movetime?: number;
  /** Game clocks: the search budgets the side to move's time. */
  readonly clock?: ClockLimits;
  /**
   * When the clock of this move started, in ms since the epoch (`Date.now()`): time spent
   * before the search began (parsing, setting up the position, a message to a worker)
   * then counts against movetime and the clock. Default: the start of the search.
   */
  readonly startedAt?: number;
  /** Stop when aborted (checked every 8 visits of a node or pruned move). */
  readonly signal?: StopSignal;
  /** Stop when element 0 becomes non-zero: a SharedArrayBuffer flag another thread can set. */
  readonly stopFlag?: Int32Array;
  /** Called after each completed iteration. */
  readonly onInfo?: (info: SearchInfo) => void;
  /**
   * Index of a helper thread of a Lazy SMP search (0 or absent: the main thread). Odd
   * helpers skip every second iteration from depth 2 on, so the threads that share a table
   * work at different depths.
   */
  readonly helper?: number;
}

/** A score: centipawns for the side to move, or mate in `value` moves (negative: being mated). */
export type Score = { readonly kind: "cp"; readonly value: number } | { readonly kind: "mate"; readonly value: number };

/** Progress of a search after an iteration. */
export interface SearchInfo {
  readonly depth: number;
  /** Deepest ply reached (quiescence included). */
  readonly seldepth: number;
  readonly score: Score;
  readonly nodes: number;
  readonly timeMs: number;
  /** Nodes per second. */
  readonly nps: number;
  /** Principal variation as move strings (formats.md §2). */
  readonly pv: readonly string[];
}

/** Result of {@link Engine.search}. */
export interface SearchResult extends SearchInfo {
  /** Best move as a move string, or null when the side to move has no legal move. */
  readonly bestMove: string | null;
  /** Best move, or null when the side to move has no legal move. */
  readonly best: Move | null;
  /** Best move as core's encoded int (0 when none; see `@daidai/core/engine`). */
  readonly bestCode: number;
}

/** Configuration of an {@link Engine}. */
export interface EngineOptions {
  /** Transposition table size in megabytes (default 16). */
  readonly hashMb?: number;
  /** Evaluation weights (defaults: DEFAULT_WEIGHTS). */
  readonly weights?: Partial<EvalWeights>;
  /** Seed for the order of equal root moves (default 1). */
  readonly seed?: number;
  /** Use null-move pruning (default true). */
  readonly nullMove?: boolean;
  /** Use late-move reductions (default true). */
  readonly lmr?: boolean;
  /**
   * A transposition table shared with other engines, usually in other threads (Lazy SMP):
   * the buffer of {@link sharedTableBuffer}. Overrides `hashMb`.
   */
  readonly sharedTable?: SharedArrayBuffer;
}

/** A SharedArrayBuffer for a transposition table of about `megabytes` MB that several engines share. */
export function sharedTableBuffer(megabytes: number): SharedArrayBuffer {
  return TranspositionTable.shared(megabytes).buffer as SharedArrayBuffer;
}

function now(): number {
  const perf = (globalThis as { performance?: { now(): number } }).performance;
  return perf !== undefined ? perf.now() : Date.now();
}

/** Converts an internal score to a {@link Score}. */
export function toScore(s: number): Score {
  if (s >= MATE_BOUND) return { kind: "mate", value: (MATE - s + 1) >> 1 };
  if (s <= -MATE_BOUND) return { kind: "mate", value: -((MATE + s) >> 1) };
  return { kind: "cp", value: s };
}

/** A search engine: evaluator, transposition table and the search's work buffers. */
export class Engine {
  readonly evaluator: Evaluator;
  private tt: TranspositionTable;
  private readonly seed: number;
  private readonly useNull: boolean;
  private readonly useLmr: boolean;

  /** The move buffer and the pickers. */
  private readonly order: MoveOrder;
  private readonly pvTable = new Int32Array(MAX_PLY * MAX_PLY);
  private readonly pvLength = new Int32Array(MAX_PLY + 1);
  private readonly killers = new Int32Array(2 * (MAX_PLY + 1));
  private readonly history = new Int32Array(HISTORY_SIZE);
  /** The quiet move that last refuted a move, indexed like the history by the refuted move's piece and destination. */
  private readonly counter = new Int32Array(HISTORY_SIZE);
  /** Static evaluation of each ply of the current line (-INFINITE when in check). */
  private readonly evalStack = new Int32Array(MAX_PLY + 2);
  private readonly exchange: ExchangeEvaluator;
  private readonly inc = new Int32Array(MAX_PLY + 2);
  /** Black's material lead of each ply of the current line (the evaluator's `materialLead`). */
  private readonly lead = new Int32Array(MAX_PLY + 2);

  // State of the running search.
  private pos: GameState = engineState(Position.initial());
  private legalMode = true;
  private nodes = 0;
  private nodeLimit = Infinity;
  private deadline = Infinity;
  private startTime = 0;
  private signal: StopSignal | undefined;
  private stopFlag: Int32Array | undefined;
  private stopped = false;
  private nullParity = 0;
  /** Calls of checkStop; the clock and the stop requests are read every 8th. */
  private ticks = 0;
  /** Time of the last clock read, and the longest gap between two reads (ms). */
  private lastClock = 0;
  private maxGap = 0;
  private seldepth = 0;
  private rootDepth = 0;

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
    this.signal = limits.signal;
    this.stopFlag = limits.stopFlag;
    this.nodeLimit = limits.nodes ?? Infinity;
    this.startTime = now() - (limits.startedAt !== undefined ? Math.max(0, Date.now() - limits.startedAt) : 0);
    this.lastClock = now();
    this.maxGap = 0;
    this.ageTables();
    this.tt.newSearch();
    const budget = timeBudget(pos.turnIndex, limits);
    this.deadline = this.startTime + budget.hard;
    const maxDepth = Math.max(1, Math.min(MAX_DEPTH, limits.depth ?? MAX_DEPTH));

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

    let bestCode = rootMoves[0] ?? 0;
    let bestScore = 0;
    let bestPv: number[] = [bestCode];
    let completedDepth = 0;
    // Time management: how often the best move changed lately, and the score drop.
    let instability = 0;
    let previousBest = 0;
    let firstScore = NaN;
    const helper = limits.helper ?? 0;
    for (let depth = 1; depth <= maxDepth; depth++) {
      if (helper % 2 === 1 && depth >= 2 && depth < maxDepth && depth % 2 === 0) continue;
      this.rootDepth = depth;
      // Aspiration window around the last score; widened to the full window on a failure.
      const aspire = depth >= 4 && Math.abs(bestScore) < MATE_BOUND;
      let lo = aspire ? bestScore - ASPIRATION : -INFINITE;
      let hi = aspire ? bestScore + ASPIRATION : INFINITE;
      let r = this.searchRoot(rootMoves, depth, lo, hi);
      while (!this.isStopped() && (r.failLow || r.failHigh)) {
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
      completedDepth = depth;
      limits.onInfo?.(this.info(depth, bestScore, bestPv));
      instability *= 0.5;
      if (depth > 1 && bestCode !== previousBest) instability += 1;
      previousBest = bestCode;
      if (depth === 4) firstScore = bestScore;
      if (this.timeUp(budget, instability, Number.isNaN(firstScore) ? 0 : firstScore - bestScore)) break;
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
   * True when no new iteration should start: past the soft limit, stretched (up to the
   * hard limit) while the best move keeps changing or the score has dropped.
   */
  private timeUp(budget: TimeBudget, instability: number, scoreDrop: number): boolean {
    if (budget.soft === Infinity) return false;
    const elapsed = now() - this.startTime;
    let factor = 1 + 0.6 * instability;
    if (scoreDrop > 30) factor *= scoreDrop > 100 ? 1.5 : 1.25;
    return elapsed >= Math.min(budget.hard, budget.soft * factor);
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


  /**
   * Makes `m` at `ply`, searches the child (PVS with reductions) and unmakes it. Returns
   * the score from the mover's point of view.
   */
  private searchChild(
    m: number,
    ply: number,
    depth: number,
    alpha: number,
    beta: number,
    index: number,
    lmrReduction: number,
    prunable = false,
  ): number {
    const pos = this.pos;
    const delta = this.evaluator.moveDelta(pos.board, m);
    const leadDelta = this.evaluator.materialDelta;
    const us = pos.turnIndex;
    const kingTest = this.legalMode && this.kingTestNeeded(m, ply);
    pos.makeMove(m);
    const status = pos.lastStatus();
    const terminal = status === STATUS_KING_CAPTURED || status === STATUS_REPETITION_DRAW;
    const childCheck = !terminal && status !== STATUS_REPETITION_ILLEGAL && pos.inCheck();
    // A pruned quiet move is still searched when it gives check (it is not counted as a node);
    // one that gives no check is dropped before its legality is tested.
    if (prunable && !terminal && !childCheck) {
      pos.unmakeMove();
      return PRUNED;
    }
    // Moves come from the pseudo-legal generator: reject those core's legal generator would.
    if (status === STATUS_REPETITION_ILLEGAL || (kingTest && this.exposed(us))) {
      pos.unmakeMove();
      return ILLEGAL;
    }
    this.nodes++;
    this.inc[ply + 1] = (this.inc[ply] ?? 0) + delta;
    this.lead[ply + 1] = (this.lead[ply] ?? 0) + leadDelta;
    this.pvLength[ply + 1] = ply + 1;
    let score: number;
    if (status === STATUS_KING_CAPTURED) score = MATE - (ply + 1);
    else if (status === STATUS_REPETITION_DRAW) score = 0;
    else {
      const ext = childCheck && ply < 2 * this.rootDepth ? 1 : 0;
      const newDepth = depth - 1 + ext;
      if (index === 0) {
        score = -this.alphaBeta(newDepth, ply + 1, -beta, -alpha, childCheck);
      } else {
        // Never below 0: at newDepth 0 a negative "reduction" would search a late move one ply deeper.
        const reduction = this.useLmr && !childCheck ? Math.max(0, Math.min(lmrReduction, newDepth - 1)) : 0;
        score = -this.alphaBeta(newDepth - reduction, ply + 1, -alpha - 1, -alpha, childCheck);
        if (score > alpha && reduction > 0 && !this.stopped) score = -this.alphaBeta(newDepth, ply + 1, -alpha - 1, -alpha, childCheck);
        if (score > alpha && score < beta && !this.stopped) score = -this.alphaBeta(newDepth, ply + 1, -beta, -alpha, childCheck);
      }
    }
    pos.unmakeMove();
    return score;
  }

  /** True once a limit or a stop request ended the search (a method, so the compiler does not narrow it). */
  private isStopped(): boolean {
    return this.stopped;
  }

  private checkStop(): boolean {
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

  /** Static evaluation of the node at `ply` for the side to move. */
  private evaluate(ply: number): number {
    const s = (this.inc[ply] ?? 0) + this.scanned(ply);
    const ev = this.evaluator;
    return (this.pos.turnIndex === 0 ? s : -s) + ev.tempo - (ev.threatsOn ? ev.threatCost(this.pos) : 0);
  }

  private alphaBeta(depth: number, ply: number, alpha: number, beta: number, inCheck: boolean): number {
    this.pvLength[ply] = ply;
    this.maskState[ply] = MASK_NONE;
    this.checkMaskState[ply] = MASK_NONE;
    if (depth <= 0 && !inCheck) return this.quiesce(ply, alpha, beta, NaN, false);
    if (depth < 1) depth = 1;
    if (this.checkStop()) return 0;
    if (ply > this.seldepth) this.seldepth = ply;
    if (ply >= MAX_PLY - 1) return this.evaluate(ply);
    const pos = this.pos;
    const pvNode = beta - alpha > 1;

    // Mate distance pruning.
    const mateAlpha = Math.max(alpha, -MATE + ply);
    const mateBeta = Math.min(beta, MATE - ply - 1);
    if (mateAlpha >= mateBeta) return mateAlpha;

    const keyLo = pos.hashLo;
    const keyHi = pos.hashHi;
    const tt = this.tt;
    let ttMove = 0;
    const slot = tt.probe(keyLo, keyHi);
    if (slot >= 0) {
      ttMove = tt.move(slot);
      if (!pvNode && tt.depth(slot) >= depth) {
        const s = fromTable(tt.score(slot), ply);
        const bound = tt.bound(slot);
        if (bound === BOUND_EXACT || (bound === BOUND_LOWER && s >= beta) || (bound === BOUND_UPPER && s <= alpha)) return s;
      }
    }

    // Static evaluation (cached) for the pruning decisions; none when in check.
    const staticEval = inCheck ? -INFINITE : this.evaluate(ply);
    this.evalStack[ply] = staticEval;
    const improving = !inCheck && (ply < 2 || staticEval > (this.evalStack[ply - 2] ?? -INFINITE));

    if (!pvNode && !inCheck && Math.abs(beta) < MATE_BOUND) {
      // Reverse futility: far above beta at low depth, the opponent will not get back.
      if (depth <= RFP_DEPTH && staticEval - RFP_MARGIN * (improving ? depth - 1 : depth) >= beta) return staticEval;
      // Razoring: far below alpha, only captures can save the node.
      if (depth <= RAZOR_DEPTH && staticEval + RAZOR_MARGIN * depth <= alpha) {
        const q = this.quiesce(ply, alpha, alpha + 1, NaN, false);
        if (this.stopped) return 0;
        if (q <= alpha) return q;
      }
    }

    // Null move: let the opponent move twice; if we still fail high, prune.
    if (this.useNull && !pvNode && !inCheck && depth >= 3 && staticEval >= beta && this.nullParity === 0 && Math.abs(beta) < MATE_BOUND) {
      const r = 2 + (depth >= 7 ? 1 : 0) + (staticEval - beta >= 200 ? 1 : 0);
      pos.makeNullMove();
      this.nullParity = 1;
      this.inc[ply + 1] = this.inc[ply] ?? 0;
      this.lead[ply + 1] = this.lead[ply] ?? 0;
      this.order.tops[ply + 1] = this.order.tops[ply] ?? 0;
      this.evalStack[ply + 1] = -INFINITE;
      const s = -this.alphaBeta(depth - 1 - r, ply + 1, -beta, -beta + 1, pos.inCheck());
      pos.unmakeNullMove();
      this.nullParity = 0;
      if (this.stopped) return 0;
      if (s >= beta) return s >= MATE_BOUND ? beta : s;
    }

    const start = this.order.tops[ply] ?? 0;
    if (this.order.full(start)) return this.evaluate(ply);
    let best = -INFINITE;
    let bestMove = 0;
    const alpha0 = alpha;
    let searched = 0;
    let quiets = 0;
    const counterIndex = this.counterIndex();

    // The hash move first, before the other moves are generated: a cutoff saves generating
    // and ordering them. It is searched only if its piece's own generator produces it.
    let hashDone = false;
    if (ttMove !== 0 && this.order.generatesMove(ttMove, ply, start)) {
      hashDone = true;
      const quiet = this.evaluator.captureGain(pos.board, ttMove) === 0;
      if (quiet) quiets++;
      const score = this.searchChild(ttMove, ply, depth, alpha, beta, 0, 0);
      if (this.stopped) return 0;
      if (score !== ILLEGAL) {
        searched = 1;
        best = score;
        bestMove = ttMove;
        if (score > alpha) {
          alpha = score;
          this.updatePv(ply, ttMove);
          if (score >= beta) {
            if (quiet) this.rewardQuiet(ttMove, ply, depth, counterIndex);
            tt.store(keyLo, keyHi, ttMove, toTable(best, ply), depth, BOUND_LOWER);
            return best;
          }
        }
      }
    }

    // The other moves in stages (see nextMove): most cut nodes never generate the quiet moves.
    const order = this.order;
    order.begin(
      ply,
      start,
      hashDone ? ttMove : 0,
      this.killers[2 * ply] ?? 0,
      this.killers[2 * ply + 1] ?? 0,
      counterIndex >= 0 ? (this.counter[counterIndex] ?? 0) : 0,
    );

    const selective = !pvNode && !inCheck;
    const futile = selective && depth <= FUTILITY_DEPTH && staticEval + FUTILITY_BASE + FUTILITY_MARGIN * depth <= alpha;
    const lateQuiets = selective && depth <= LMP_DEPTH ? (improving ? LMP_BASE + 2 * depth * depth : LMP_BASE + depth * depth) : Infinity;
    for (;;) {
      const m = order.next(ply);
      if (m === 0) break;
      const score0 = order.pickedScore;
      const refutation = score0 >= KILLER_SCORE - 2 && score0 <= KILLER_SCORE;
      const badCapture = score0 < BAD_CAPTURE_LIMIT;
      const quiet = !badCapture && score0 < CAPTURE_SCORE;
      let prunable = false;
      if (searched > 0 && best > -MATE_BOUND) {
        // Futility and late-move pruning of quiet moves; losing captures at low depth.
        prunable = quiet && !refutation && (futile || quiets >= lateQuiets);
        // A move that cannot give check is pruned without making it.
        if (prunable && !this.mayCheck(m, ply)) {
          quiets++;
          if (this.checkStop()) return 0;
          continue;
        }
        if (badCapture && selective && depth <= SEE_PRUNE_DEPTH && score0 - BAD_CAPTURE_BASE < -SEE_PRUNE_MARGIN * depth) continue;
      }
      if (quiet) quiets++;
      let reduction = 0;
      if (depth >= 3 && searched >= (pvNode ? 3 : 2) && (quiet || badCapture)) {
        reduction = this.lmr(depth, searched);
        if (pvNode) reduction--;
        if (refutation) reduction--;
        if (!improving) reduction++;
        if (badCapture) reduction--;
        if (reduction < 0) reduction = 0;
      }
      const score = this.searchChild(m, ply, depth, alpha, beta, searched, reduction, prunable);
      if (score === ILLEGAL) continue;
      if (score === PRUNED) {
        if (this.checkStop()) return 0;
        continue;
      }
      searched++;
      if (this.stopped) return 0;
      if (score > best) {
        best = score;
        bestMove = m;
        if (score > alpha) {
          alpha = score;
          this.updatePv(ply, m);
          if (score >= beta) {
            if (this.evaluator.captureGain(pos.board, m) === 0) this.rewardQuiet(m, ply, depth, counterIndex);
            break;
          }
        }
      }
    }
    // No legal move (futility skips nothing before the first legal move): checkmate or
    // stalemate, both lose (rules.md §9).
    if (searched === 0) return -MATE + ply;
    const bound = best >= beta ? BOUND_LOWER : best > alpha0 ? BOUND_EXACT : BOUND_UPPER;
    tt.store(keyLo, keyHi, bestMove, toTable(best, ply), depth, bound);
    return best;
  }

  /**
   * Quiescence search. `frozen` is the scanned evaluation (Black's view) of the first
   * quiescence node, reused below it (captures change mobility and king safety little), or
   * NaN at that first node. In check there is no stand-pat: every evasion is searched.
   * Otherwise the captures that lose material by SEE are skipped. `inCheck`: whether the side
   * to move is in check, when the caller knows (undefined: tested here).
   */
  private quiesce(ply: number, alpha: number, beta: number, frozen: number, inCheck: boolean | undefined): number {
    this.pvLength[ply] = ply;
    this.maskState[ply] = MASK_NONE;
    if (this.checkStop()) return 0;
    if (ply > this.seldepth) this.seldepth = ply;
    const pos = this.pos;
    if (ply < MAX_PLY - 1 && (inCheck ?? pos.inCheck())) return this.evasions(ply, alpha, beta, frozen);
    const white = pos.turnIndex === 1;
    const tempo = this.evaluator.tempo;
    const inc = this.inc[ply] ?? 0;
    let scanned = frozen;
    if (Number.isNaN(frozen)) {
      // Lazy evaluation: the scanned terms are small, so a clear margin skips them.
      const quick = (white ? -inc : inc) + tempo;
      if (quick - LAZY_MARGIN >= beta) return quick;
      scanned = quick + LAZY_MARGIN <= alpha ? 0 : this.scanned(ply);
    }
    let standPat = (white ? -(inc + scanned) : inc + scanned) + tempo;
    // The threat terms depend on the side to move: computed at each node, never frozen.
    if (this.evaluator.threatsOn) standPat -= this.evaluator.threatCost(pos);
    if (standPat >= beta || ply >= MAX_PLY - 1) return standPat;
    if (standPat > alpha) alpha = standPat;
    const board = pos.board;
    const start = this.order.tops[ply] ?? 0;
    if (this.order.full(start)) return standPat;
    const { moves, scores, pending } = this.order;
    const end0 = this.order.captureCache.generate(pos, moves, start, ply);
    const ev = this.evaluator;
    let end = start;
    for (let i = start; i < end0; i++) {
      const m = moves[i] ?? 0;
      const gain = ev.captureGain(board, m);
      if (gain <= 0 || standPat + gain + 200 <= alpha) continue;
      const mover = ev.value[(board[codeFrom(m)] ?? 0) & TYPE_MASK] ?? 0;
      // Losing captures (by SEE) cannot raise alpha: they are dropped when the picker meets them.
      moves[end] = m;
      scores[end] = gain * 16 - mover / 16;
      pending[end] = gain < mover ? 1 : 0;
      end++;
    }
    this.order.tops[ply + 1] = end;
    return this.quiescenceMoves(ply, start, end, alpha, beta, standPat, scanned);
  }

  /** Quiescence node in check: every legal move (captures first); no legal move is mate. */
  private evasions(ply: number, alpha: number, beta: number, frozen: number): number {
    const pos = this.pos;
    const board = pos.board;
    const ev = this.evaluator;
    const start = this.order.tops[ply] ?? 0;
    if (this.order.full(start)) return this.evaluate(ply);
    const { moves, scores, pending } = this.order;
    const end = pos.generatePseudo(moves, start);
    for (let i = start; i < end; i++) {
      scores[i] = ev.captureGain(board, moves[i] ?? 0);
      pending[i] = 0;
    }
    this.order.tops[ply + 1] = end;
    return this.quiescenceMoves(ply, start, end, alpha, beta, -MATE + ply, frozen);
  }

  /**
   * The move loop of a quiescence node (captures, or every evasion in check): the scored
   * moves start…end, best first, from the score `best` (stand-pat, or mate when in check);
   * illegal moves are skipped. A capture cannot end in a repetition draw (it is irreversible),
   * so the draw case only ever applies to evasions.
   */
  private quiescenceMoves(ply: number, start: number, end: number, alpha: number, beta: number, best: number, frozen: number): number {
    const pos = this.pos;
    const board = pos.board;
    const ev = this.evaluator;
    const us = pos.turnIndex;
    for (let i = start; i < end; i++) {
      end = this.order.pickCapture(i, end);
      if (i >= end) break;
      const m = this.order.moves[i] ?? 0;
      const delta = ev.moveDelta(board, m);
      const leadDelta = ev.materialDelta;
      const kingTest = this.legalMode && this.kingTestNeeded(m, ply);
      pos.makeMove(m);
      const status = pos.lastStatus();
      if (status === STATUS_REPETITION_ILLEGAL || (kingTest && this.exposed(us))) {
        pos.unmakeMove();
        continue;
      }
      this.nodes++;
      this.inc[ply + 1] = (this.inc[ply] ?? 0) + delta;
      this.lead[ply + 1] = (this.lead[ply] ?? 0) + leadDelta;
      let score: number;
      if (status === STATUS_KING_CAPTURED) score = MATE - (ply + 1);
      else if (status === STATUS_REPETITION_DRAW) score = 0;
      else score = -this.quiesce(ply + 1, -beta, -alpha, frozen, undefined);
      pos.unmakeMove();
      if (this.stopped) return 0;
      if (score > best) {
        best = score;
        if (score > alpha) {
          alpha = score;
          this.updatePv(ply, m);
          if (score >= beta) break;
        }
      }
    }
    return best;
  }

  /**
   * False if the move `m` of the node at `ply` (not yet made) cannot leave its own king
   * attacked, so the test after making it can be skipped. The first move of a node is
   * tested without more ado (a cutoff often comes there); at the second, core's exposure
   * mask of the node is written once (see `writeExposureMask`) and read from then on.
   */
  private kingTestNeeded(m: number, ply: number): boolean {
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
  private readonly masks = new Int32Array((MAX_PLY + 2) * EXPOSURE_MASK_WORDS);
  /** Where each ply's mask stands (MASK_*); reset when a node is entered. */
  private readonly maskState = new Uint8Array(MAX_PLY + 2);

  /** True if the king of colour `us` is attacked (after a move of `us`). */
  private exposed(us: number): boolean {
    const king = this.pos.kingCell[us] ?? -1;
    return king >= 0 && this.pos.isAttacked(king, us ^ 1);
  }

  // Cache of the scanned evaluation terms, keyed by core's hash (they depend on the board
  // only): 4 words an entry (key low and high halves, value, unused), so that a lookup
  // touches one cache line.
  private readonly evalCache = (() => {
    const words = new Int32Array(4 * EVAL_CACHE_SIZE);
    for (let i = 2; i < words.length; i += 4) words[i] = EVAL_EMPTY;
    return words;
  })();

  /** The scanned evaluation terms of the current board (Black's view), cached. */
  private scanned(ply: number): number {
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
  private counterIndex(): number {
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
  private mayCheck(m: number, ply: number): boolean {
    const offset = ply * CHECK_MASK_WORDS;
    let state = this.checkMaskState[ply] ?? MASK_NONE;
    if (state === MASK_NONE) {
      state = writeCheckMask(this.pos, this.checkMasks, offset) ? MASK_WRITTEN : MASK_ALL;
      this.checkMaskState[ply] = state;
    }
    return state === MASK_ALL || mayGiveCheck(this.pos, m, this.checkMasks, offset);
  }

  /** Check masks of the nodes of the current line ({@link mayCheck}), {@link CHECK_MASK_WORDS} words a ply. */
  private readonly checkMasks = new Int32Array((MAX_PLY + 2) * CHECK_MASK_WORDS);
  /** MASK_NONE (not written yet), MASK_WRITTEN, or MASK_ALL (every move may give check) per ply. */
  private readonly checkMaskState = new Uint8Array(MAX_PLY + 2);

  /** Late-move reduction (plies) for a move searched after `searched` others at `depth`. */
  private lmr(depth: number, searched: number): number {
    return LMR_TABLE[Math.min(depth, 63) * 256 + Math.min(searched, 255)] ?? 0;
  }

  private rewardQuiet(m: number, ply: number, depth: number, counterIndex: number): void {
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

  private updatePv(ply: number, m: number): void {
    const row = ply * MAX_PLY;
    this.pvTable[row + ply] = m;
    const childLen = this.pvLength[ply + 1] ?? ply + 1;
    for (let k = ply + 1; k < childLen; k++) this.pvTable[row + k] = this.pvTable[row + MAX_PLY + k] ?? 0;
    this.pvLength[ply] = Math.max(childLen, ply + 1);
  }
}

// States of a node's exposure mask (kingTestNeeded): no move tested yet; one tested; the
// mask written; no mask (in check: every move is tested).
const MASK_NONE = 0;
const MASK_FIRST = 1;
const MASK_WRITTEN = 2;
const MASK_ALL = 3;
/** Half-width (cp) of the root's aspiration window from depth 4 on. */
const ASPIRATION = 60;
const EVAL_CACHE_SIZE = 1 << 18;
const EVAL_EMPTY = -0x7fffffff;
/** Returned by searchChild for a pseudo-legal move that is not legal. */
const ILLEGAL = 0x40000000;
/** Returned by searchChild for a move pruned after making it (it gives no check). */
const PRUNED = 0x40000001;
/** Margin (cp) beyond which quiescence skips the scanned evaluation terms. */
const LAZY_MARGIN = 250;
const HISTORY_MAX = 1 << 24;
// Selectivity (docs/engine.md): depth limits and margins in cp.
const RFP_DEPTH = 6;
const RFP_MARGIN = 100;
const RAZOR_DEPTH = 2;
const RAZOR_MARGIN = 350;
const FUTILITY_DEPTH = 3;
const FUTILITY_BASE = 100;
const FUTILITY_MARGIN = 150;
const LMP_DEPTH = 5;
const LMP_BASE = 6;
const SEE_PRUNE_DEPTH = 4;
const SEE_PRUNE_MARGIN = 150;

/** Late-move reductions: 0.5 + ln(depth) · ln(moves searched) / 2, indexed depth · 256 + moves. */
const LMR_TABLE: Uint8Array = (() => {
  const t = new Uint8Array(64 * 256);
  for (let d = 1; d < 64; d++) for (let n = 1; n < 256; n++) t[d * 256 + n] = Math.floor(0.5 + (Math.log(d) * Math.log(n)) / 2);
  return t;
})();

/** Mate scores are stored relative to the node, not the root. */
function toTable(s: number, ply: number): number {
  if (s >= MATE_BOUND) return s + ply;
  if (s <= -MATE_BOUND) return s - ply;
  return s;
}

function fromTable(s: number, ply: number): number {
  if (s >= MATE_BOUND) return s - ply;
  if (s <= -MATE_BOUND) return s + ply;
  return s;
}
