/**
 * Time management: how long a search may think, from `movetime` or the game clocks.
 *
 * - `hard`: the search aborts at this time (ms after its start). It always stays a safety
 *   margin below what the side has — {@link safetyMargin}, which grows with the time
 *   available (5 %, at least 30 ms, at most 1 s) — so that the answer leaves the engine in
 *   time even on a loaded machine.
 * - `soft`: no new iteration starts after this time. The search stretches it while the
 *   best move is unstable or the score drops (engine.ts), never past `hard`.
 *
 * A fixed `movetime` and a byoyomi period (time that is lost when unused) are spent in
 * full: soft = hard. With a main clock the target is a share of the remaining time plus
 * most of the increment.
 */
import type { ClockLimits, SearchLimits } from "./limits.js";

/** Time limits of one search in milliseconds (Infinity: none). */
export interface TimeBudget {
  readonly soft: number;
  readonly hard: number;
}

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
    return { soft: hard, hard };
  }
  const c: ClockLimits | undefined = limits.clock;
  if (c === undefined) return { soft: Infinity, hard: Infinity };
  const black = turnIndex === 0;
  const t = Math.max(0, (black ? c.btime : c.wtime) ?? 0);
  const inc = Math.max(0, (black ? c.binc : c.winc) ?? 0);
  const byo = Math.max(0, c.byoyomi ?? 0);
  if (t <= 0 && inc <= 0 && byo <= 0) return { soft: Infinity, hard: Infinity };
  const available = t + inc + byo;
  const ceiling = Math.max(1, available - safetyMargin(available));
  if (t <= 0) {
    // Byoyomi or increment only: what is not used now is lost.
    return { soft: ceiling, hard: ceiling };
  }
  const target = t / MOVES_TO_GO + inc * 0.9 + byo * 0.9;
  const hard = Math.max(1, Math.min(ceiling, t * 0.3 + inc + byo, target * 4));
  return { soft: Math.min(hard, target * 0.6), hard };
}
