/**
 * The search's public types: the limits of a search, its progress and result, the engine's
 * options, and the score as reported (centipawns or mate).
 */
import type { Move } from "@daidai/core";
import type { EvalWeights } from "../evaluation/weights.js";

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

/** What ends a search. With none of depth, nodes, movetime and clock, it searches to `MAX_DEPTH`. */
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

/** Result of `Engine.search`. */
export interface SearchResult extends SearchInfo {
  /** Best move as a move string, or null when the side to move has no legal move. */
  readonly bestMove: string | null;
  /** Best move, or null when the side to move has no legal move. */
  readonly best: Move | null;
  /** Best move as core's encoded int (0 when none; see `@daidai/core/engine`). */
  readonly bestCode: number;
}

/** Configuration of an `Engine`. */
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
   * the buffer of `sharedTableBuffer`. Overrides `hashMb`.
   */
  readonly sharedTable?: SharedArrayBuffer;
}
