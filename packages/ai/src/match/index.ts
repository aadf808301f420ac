/**
 * The strength harness, browser-safe part: games with adjudication, openings, statistics and
 * reports. The Node-only part (worker threads, external engine processes, shard files) is
 * the `@daidai/ai/match` entry (node.ts). See docs/strength-testing.md.
 */
import { eloInterval, eloOfScore, trinomialMoments, type EloInterval } from "./stats.js";
import type { GameRecord } from "./game.js";

export * from "./game.js";
export * from "./openings.js";
export * from "./stats.js";
export * from "./summary.js";
export { materialBalance } from "./board.js";

/** Elo difference of the first player with a 95 % error margin (per-game points). */
export interface EloEstimate {
  readonly elo: number;
  readonly margin: number;
  /** True when the score was 0 % or 100 %: `elo` is then only a bound (computed with half a game less). */
  readonly bound: boolean;
}

/** Elo difference and 95 % margin (rounded) from per-game points (1, 0.5, 0); see {@link eloInterval} for the full estimate. */
export function eloEstimate(points: readonly number[]): EloEstimate {
  const n = points.length;
  if (n === 0) return { elo: 0, margin: Infinity, bound: true };
  const wins = points.filter((p) => p === 1).length;
  const losses = points.filter((p) => p === 0).length;
  const e: EloInterval = eloInterval(trinomialMoments(wins, n - wins - losses, losses));
  const bound = wins === n || losses === n;
  // At 0 % or 100 %, half a game less gives a finite bound.
  const elo = bound ? eloOfScore(wins === n ? 1 - 0.5 / n : 0.5 / n) : e.elo;
  return { elo: Math.round(elo) + 0, margin: bound || !Number.isFinite(e.margin) ? Infinity : Math.round(e.margin), bound };
}

/** A game as one line: `<DSFEN> <moves…>`. */
export function gameLine(game: GameRecord): string {
  return [game.start, ...game.moves].join(" ");
}
