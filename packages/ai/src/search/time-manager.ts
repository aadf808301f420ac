/**
 * Time management: how long a search may think, from `movetime` or the game clocks.
 *
 * - `target`: what the move should take. With a main clock, a share of the remaining time
 *   plus most of the increment (and byoyomi); a fixed `movetime` and a byoyomi period
 *   (time that is lost when unused) are spent in full.
 * - `max`: the running iteration is cut off here (its fully searched root moves still
 *   count); with a main clock {@link MAX_FACTOR} × target, else the hard limit.
 * - `hard`: the search aborts at this time whatever happens. It always stays a safety
 *   margin below what the side has — {@link safetyMargin}, which grows with the time
 *   available (5 %, at least 50 ms, at most 1 s) — so that the answer leaves the engine in
 *   time even on a loaded machine.
 *
 * With a main clock the search starts a new iteration only while the time it expects that
 * iteration to take (the last one's, times how much the last one grew) fits in the target,
 * stretched while the best move is unstable or the score drops (engine.ts): so the time used
 * stays near the target, on an idle machine and on a busy one alike (a busy machine makes
 * every iteration slower, and the prediction with it).
 */
import type { ClockLimits, SearchLimits } from "./limits.js";

/** Time limits of one search in milliseconds after its start (Infinity: none). */
export interface TimeBudget {
  /** What the move should take. */
  readonly target: number;
  /** Where the running iteration is cut off. */
  readonly max: number;
  /** Never exceeded. */
  readonly hard: number;
}

/** With a main clock, an iteration is cut off at this many times the target (as stretched by the search; never past the hard limit). */
export const MAX_FACTOR = 1.25;

/** Milliseconds from a monotonic clock (performance.now where there is one). */
export function now(): number {
  const perf = (globalThis as { performance?: { now(): number } }).performance;
  return perf !== undefined ? perf.now() : Date.now();
}

/** Moves the remaining main time is shared over. */
const MOVES_TO_GO = 30;

/** Safety margin (ms) kept below `available` ms: 5 %, clamped to [50, 1000]. */
export function safetyMargin(available: number): number {
  return Math.min(1000, Math.max(50, available * 0.05));
}

/** The time budget of the side `turnIndex` (0 Black, 1 White) under `limits`. */
export function timeBudget(turnIndex: number, limits: Pick<SearchLimits, "movetime" | "clock">): TimeBudget {
  if (limits.movetime !== undefined) {
    const hard = Math.max(1, limits.movetime - safetyMargin(limits.movetime));
    return { target: hard, max: hard, hard };
  }
  const c: ClockLimits | undefined = limits.clock;
  if (c === undefined) return NO_LIMIT;
  const black = turnIndex === 0;
  const t = Math.max(0, (black ? c.btime : c.wtime) ?? 0);
  const inc = Math.max(0, (black ? c.binc : c.winc) ?? 0);
  const byo = Math.max(0, c.byoyomi ?? 0);
  if (t <= 0 && inc <= 0 && byo <= 0) return NO_LIMIT;
  const available = t + inc + byo;
  const ceiling = Math.max(1, available - safetyMargin(available));
  if (t <= 0) {
    // Byoyomi or increment only: what is not used now is lost.
    return { target: ceiling, max: ceiling, hard: ceiling };
  }
  const hard = Math.max(1, Math.min(ceiling, t * 0.3 + inc + byo, (t / MOVES_TO_GO + inc * 0.9 + byo * 0.9) * 4));
  const target = Math.min(hard, t / MOVES_TO_GO + inc * 0.9 + byo * 0.9);
  return { target, max: Math.min(hard, target * MAX_FACTOR), hard };
}

const NO_LIMIT: TimeBudget = Object.freeze({ target: Infinity, max: Infinity, hard: Infinity });
