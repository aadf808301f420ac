/**
 * Texel tuning of the evaluation weights: positions from played games are labelled with the
 * game's result, and the weights that are linear terms of the evaluation are fitted so that
 * `sigmoid(K · eval / 400)` predicts the result (least squares, the Texel method).
 *
 * The features are found without knowing the evaluation's internals: with the tunable
 * weights all 0 the evaluation gives a base score (material and the fixed terms), and
 * with one weight at 1 it gives base + that term's feature. The evaluation is linear in
 * each of {@link TUNABLE_WEIGHTS} (tested), so `eval(w) = base + Σ wᵢ·fᵢ` and the fit needs no
 * further evaluation: a few hundred gradient steps over a feature matrix.
 */
import { Position, parseMoveString, type RuleOptions } from "@daidai/core";
import { engineState, type GameState } from "@daidai/core/engine";
import { EVAL_LINEAR, Evaluator } from "./evaluator.js";
import { DEFAULT_WEIGHTS, type EvalWeights } from "./weights.js";

/** The weights the tuner fits (every one a linear term of the evaluation). */
export const TUNABLE_WEIGHTS: readonly (keyof EvalWeights)[] = [
  "pendingPromotion",
  "mobility",
  "kingAttack",
  "kingDefender",
  "pawnCover",
  "pawnAdvance",
  "minorAdvance",
  "centre",
  "kingAdvance",
  "tropism",
  "tempo",
  "kingAttackPower",
];

/** A played game: start position, moves (move strings) and Black's score (1, ½ or 0). */
export interface TuneGame {
  readonly start: string;
  readonly moves: readonly string[];
  readonly blackScore: number;
}

/** Positions whose base score is beyond this (cp, half the evaluation's linear range) are left out. */
const DECIDED = EVAL_LINEAR / 2;

/** Which positions of a game are used. */
export interface SampleOptions {
  /** Plies skipped at the start of each game (the opening). Default 16. */
  readonly skipPlies?: number;
  /** Every how many plies a position is taken. Default 3. */
  readonly every?: number;
  /** At most this many positions in all (the first ones). Default 50 000. */
  readonly maxPositions?: number;
  /** Rule options of the games. */
  readonly rules?: Partial<RuleOptions>;
}

/** Labelled positions as a feature matrix (Black's point of view). */
export interface TuneSet {
  /** Number of positions. */
  readonly count: number;
  /** Score of each position with every tunable weight at 0 (cp, Black's view). */
  readonly base: Float64Array;
  /** Feature j of position i at `features[i * TUNABLE_WEIGHTS.length + j]` (cp per unit of weight j). */
  readonly features: Float64Array;
  /** Black's score of the game each position comes from. */
  readonly results: Float64Array;
  /** Games whose moves could not all be replayed (their positions up to the bad move are kept). */
  readonly badGames: number;
}

/** The evaluation of a state from Black's point of view. */
function blackView(ev: Evaluator, state: GameState): number {
  const s = ev.evaluate(state);
  return state.turnIndex === 0 ? s : -s;
}

/**
 * Replays the games and collects quiet positions (side to move not in check, last move not
 * a capture), each with its base score, its features and the game's result.
 */
export function collectPositions(games: readonly TuneGame[], options: SampleOptions = {}, fixed: Partial<EvalWeights> = {}): TuneSet {
  const skip = options.skipPlies ?? 16;
  const every = Math.max(1, options.every ?? 3);
  const max = options.maxPositions ?? 50_000;
  const k = TUNABLE_WEIGHTS.length;
  const zero: Partial<Record<keyof EvalWeights, number>> = { ...fixed };
  for (const name of TUNABLE_WEIGHTS) zero[name] = 0;
  const baseEval = new Evaluator(zero);
  const unitEvals = TUNABLE_WEIGHTS.map((name) => new Evaluator({ ...zero, [name]: 1 }));
  const base: number[] = [];
  const features: number[] = [];
  const results: number[] = [];
  let badGames = 0;
  for (const game of games) {
    if (base.length >= max) break;
    const created = Position.fromDsfen(game.start, options.rules ?? {});
    if (!created.ok) {
      badGames++;
      continue;
    }
    const pos = created.value;
    for (let ply = 0; ply < game.moves.length && base.length < max; ply++) {
      const parsed = parseMoveString(pos, game.moves[ply] ?? "");
      if (!parsed.ok) {
        badGames++;
        break;
      }
      const details = pos.play(parsed.value);
      if (!details.ok) {
        badGames++;
        break;
      }
      if (ply + 1 < skip || (ply + 1) % every !== 0 || pos.outcome() !== null) continue;
      if (details.value.captures.length > 0 || pos.isCheck()) continue;
      const state = engineState(pos);
      const b = blackView(baseEval, state);
      // A decided position says nothing about the weights, and beyond EVAL_LINEAR the
      // bounded evaluation is no longer linear in them.
      if (Math.abs(b) > DECIDED) continue;
      base.push(b);
      for (let j = 0; j < k; j++) features.push(blackView(unitEvals[j] ?? baseEval, state) - b);
      results.push(game.blackScore);
    }
  }
  return { count: base.length, base: Float64Array.from(base), features: Float64Array.from(features), results: Float64Array.from(results), badGames };
}

/** The weights of {@link TUNABLE_WEIGHTS} as a vector. */
export function weightVector(weights: Partial<EvalWeights> = {}): Float64Array {
  const w = { ...DEFAULT_WEIGHTS, ...weights };
  return Float64Array.from(TUNABLE_WEIGHTS.map((name) => w[name]));
}

/** Predicted Black score of a Black-view evaluation `s`: 1 / (1 + 10^(−K·s/400)). */
export function winProbability(s: number, k: number): number {
  return 1 / (1 + Math.pow(10, (-k * s) / 400));
}

/** Mean squared error of the predictions of weights `w` with scale `k` over a set. */
export function tuneLoss(set: TuneSet, w: Float64Array, k: number): number {
  const n = TUNABLE_WEIGHTS.length;
  let sum = 0;
  for (let i = 0; i < set.count; i++) {
    let s = set.base[i] ?? 0;
    for (let j = 0; j < n; j++) s += (w[j] ?? 0) * (set.features[i * n + j] ?? 0);
    const e = (set.results[i] ?? 0) - winProbability(s, k);
    sum += e * e;
  }
  return set.count > 0 ? sum / set.count : 0;
}

/** The scale K (0.05 … 5) that minimises the loss of weights `w` (golden-section search). */
export function fitScale(set: TuneSet, w: Float64Array): number {
  let a = 0.05;
  let b = 5;
  const g = (Math.sqrt(5) - 1) / 2;
  for (let it = 0; it < 60; it++) {
    const c = b - g * (b - a);
    const d = a + g * (b - a);
    if (tuneLoss(set, w, c) < tuneLoss(set, w, d)) b = d;
    else a = c;
  }
  return (a + b) / 2;
}

/** What a fit found. */
export interface TuneResult {
  readonly k: number;
  readonly lossBefore: number;
  readonly lossAfter: number;
  readonly before: Readonly<Record<string, number>>;
  readonly after: Readonly<Record<string, number>>;
  readonly iterations: number;
}

/**
 * Fits the tunable weights from `start` (default: the default weights) with K fixed at the
 * start's best scale: gradient descent on the loss, each weight's step scaled by the spread
 * of its feature (Adam), weights kept ≥ 0 (every weight is a bonus or a penalty by sign of
 * its term). Deterministic.
 */
export function fitWeights(set: TuneSet, iterations = 300, start: Partial<EvalWeights> = {}, rate = 0.05): TuneResult {
  const n = TUNABLE_WEIGHTS.length;
  const w0 = weightVector(start);
  const k = fitScale(set, w0);
  const lossBefore = tuneLoss(set, w0, k);
  const w = Float64Array.from(w0);
  // Adam state; steps in units of each weight's own scale (at least 1).
  const m = new Float64Array(n);
  const v = new Float64Array(n);
  const scale = Float64Array.from(w0, (x) => Math.max(1, Math.abs(x)));
  const grad = new Float64Array(n);
  const c = (k * Math.LN10) / 400;
  for (let it = 1; it <= iterations; it++) {
    grad.fill(0);
    for (let i = 0; i < set.count; i++) {
      let s = set.base[i] ?? 0;
      for (let j = 0; j < n; j++) s += (w[j] ?? 0) * (set.features[i * n + j] ?? 0);
      const p = winProbability(s, k);
      // d/dw of (r − p)² = −2 (r − p) · p (1 − p) · c · f
      const factor = -2 * ((set.results[i] ?? 0) - p) * p * (1 - p) * c;
      for (let j = 0; j < n; j++) grad[j] = (grad[j] ?? 0) + factor * (set.features[i * n + j] ?? 0);
    }
    for (let j = 0; j < n; j++) {
      const gj = ((grad[j] ?? 0) / Math.max(1, set.count)) * (scale[j] ?? 1);
      m[j] = 0.9 * (m[j] ?? 0) + 0.1 * gj;
      v[j] = 0.999 * (v[j] ?? 0) + 0.001 * gj * gj;
      const mh = (m[j] ?? 0) / (1 - Math.pow(0.9, it));
      const vh = (v[j] ?? 0) / (1 - Math.pow(0.999, it));
      w[j] = Math.max(0, (w[j] ?? 0) - rate * (scale[j] ?? 1) * (mh / (Math.sqrt(vh) + 1e-12)));
    }
  }
  const record = (x: Float64Array): Record<string, number> => Object.fromEntries(TUNABLE_WEIGHTS.map((name, j) => [name, x[j] ?? 0]));
  return { k, lossBefore, lossAfter: tuneLoss(set, w, k), before: record(w0), after: record(w), iterations };
}
