/**
 * The levels of play against people: engine settings, to be calibrated by match (docs/engine.md,
 * "Levels of play"). A level searches each move with a node limit (deterministic, and the
 * same strength on any machine) or, at the top, for a few seconds; the lowest levels play a
 * share of their moves at random among the legal moves, so that they blunder pieces at
 * times and a beginner can beat them.
 *
 * Pure data and a decision function: no search code, so a page can offer the levels without
 * loading the engine on its main thread (`@daidai/ai/levels`).
 */

/** A level of play. */
export interface PlayLevel {
  /** 1 (weakest) … {@link PLAY_LEVELS}.length. */
  readonly level: number;
  /** Share of moves (0…1) played at random among the legal moves instead of searched. */
  readonly randomShare: number;
  /** Node limit of each search (the middle levels). */
  readonly nodes?: number;
  /** Time for each move in milliseconds (the top level: the full engine). */
  readonly movetime?: number;
}

/** The levels, weakest first. */
export const PLAY_LEVELS: readonly PlayLevel[] = Object.freeze([
  { level: 1, randomShare: 0.5, nodes: 100 },
  { level: 2, randomShare: 0.15, nodes: 300 },
  { level: 3, randomShare: 0, nodes: 2_000 },
  { level: 4, randomShare: 0, nodes: 20_000 },
  { level: 5, randomShare: 0, nodes: 150_000 },
  { level: 6, randomShare: 0, movetime: 3_000 },
]);

/** The level numbered `level` (1…6), or undefined. */
export function playLevel(level: number): PlayLevel | undefined {
  return PLAY_LEVELS[level - 1];
}

/** How a level plays one move: at random, or by a search with these limits. */
export type LevelChoice = { readonly kind: "random" } | { readonly kind: "search"; readonly limits: { readonly nodes?: number; readonly movetime?: number } };

/** Draws how `level` plays its next move; `random` gives numbers in [0, 1) (core's createRng). */
export function levelChoice(level: PlayLevel, random: () => number): LevelChoice {
  if (level.randomShare > 0 && random() < level.randomShare) return { kind: "random" };
  return { kind: "search", limits: level.movetime !== undefined ? { movetime: level.movetime } : { nodes: level.nodes ?? 20_000 } };
}
