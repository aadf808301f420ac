/**
 * Match statistics: logistic Elo, trinomial (per game) and pentanomial (per game pair)
 * estimates with 95 % intervals, the likelihood of superiority (LOS) and the generalised
 * sequential probability ratio test (GSPRT) on logistic Elo bounds.
 *
 * Formulas (see docs/strength-testing.md for the derivation and the sources):
 * - logistic Elo: `score(e) = 1 / (1 + 10^(-e/400))`, `elo(s) = -400 log10(1/s - 1)`;
 * - a sample of outcomes `x` with frequencies gives the mean `mu` and the variance `var`;
 *   the standard error of the mean is `sqrt(var / N)` (N games, or N pairs);
 * - 95 % interval: `elo(mu ± 1.959964 se)`; LOS = `Phi((mu - 1/2) / se)`;
 * - GSPRT, normal approximation (M. Van den Bergh's note on the GSPRT, as used by Fishtest and
 *   cutechess): `LLR = N (s1 - s0) (2 mu - s0 - s1) / (2 var)` with `s0 = score(elo0)`,
 *   `s1 = score(elo1)`; Wald's bounds `ln(beta / (1 - alpha))` and `ln((1 - beta) / alpha)`.
 *
 * Pentanomial: each opening is played twice, once with each colour; a *pair* scores 0, ½, 1,
 * 1½ or 2 points, counted in `[n0, n1, n2, n3, n4]`. The pair is the independent unit, which
 * removes the opening's bias from the variance.
 */

/** 97.5 % quantile of the standard normal distribution (two-sided 95 %). */
export const Z95 = 1.959963984540054;

/** Expected score of a player `elo` logistic Elo points stronger. */
export function scoreOfElo(elo: number): number {
  return 1 / (1 + 10 ** (-elo / 400));
}

/** Logistic Elo difference of a score in (0, 1); ±Infinity at 1 and 0. */
export function eloOfScore(score: number): number {
  if (score <= 0) return -Infinity;
  if (score >= 1) return Infinity;
  return -400 * Math.log10(1 / score - 1) + 0; // + 0: no negative zero
}

/** Standard normal distribution function (erf by Abramowitz & Stegun 7.1.26, error < 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/** Counts of game pairs scoring 0, ½, 1, 1½ and 2 points for the first player. */
export type Pentanomial = readonly [number, number, number, number, number];

/** Mean and variance of a sample: `values[k]` observed `counts[k]` times. */
export interface SampleMoments {
  /** Number of observations. */
  readonly n: number;
  readonly mean: number;
  /** Population variance (divided by n). */
  readonly variance: number;
}

/** Mean and (population) variance of outcomes `values` seen `counts` times each. */
export function moments(values: readonly number[], counts: readonly number[]): SampleMoments {
  let n = 0;
  let sum = 0;
  for (let k = 0; k < values.length; k++) {
    n += counts[k] ?? 0;
    sum += (counts[k] ?? 0) * (values[k] ?? 0);
  }
  if (n === 0) return { n: 0, mean: 0.5, variance: 0 };
  const mean = sum / n;
  let sq = 0;
  for (let k = 0; k < values.length; k++) sq += (counts[k] ?? 0) * ((values[k] ?? 0) - mean) ** 2;
  return { n, mean, variance: sq / n };
}

/** Per-game values of the trinomial outcomes win, draw, loss. */
const TRINOMIAL_VALUES = [1, 0.5, 0] as const;
/** Per-game average of a pair's points: 0, ½, 1, 1½, 2 points over two games. */
const PENTANOMIAL_VALUES = [0, 0.25, 0.5, 0.75, 1] as const;

/** Moments of W/D/L per game. */
export function trinomialMoments(wins: number, draws: number, losses: number): SampleMoments {
  return moments(TRINOMIAL_VALUES, [wins, draws, losses]);
}

/** Moments of the per-game score of each pair (a pair's points divided by 2). */
export function pentanomialMoments(penta: Pentanomial): SampleMoments {
  return moments(PENTANOMIAL_VALUES, penta);
}

/** An Elo estimate with its 95 % interval. */
export interface EloInterval {
  /** Score of the first player (0…1). */
  readonly score: number;
  /** Elo difference (±Infinity at a 100 % / 0 % score). */
  readonly elo: number;
  /** Lower and upper end of the 95 % interval (may be infinite). */
  readonly low: number;
  readonly high: number;
  /** Half the width of the interval (Infinity when an end is infinite or there is no data). */
  readonly margin: number;
  /** Likelihood of superiority: the probability that the first player is the stronger (0…1). */
  readonly los: number;
}

/** Elo, 95 % interval and LOS from a sample's moments. */
export function eloInterval(m: SampleMoments): EloInterval {
  if (m.n === 0) return { score: 0.5, elo: 0, low: -Infinity, high: Infinity, margin: Infinity, los: 0.5 };
  const se = Math.sqrt(m.variance / m.n);
  const low = eloOfScore(m.mean - Z95 * se);
  const high = eloOfScore(m.mean + Z95 * se);
  const los = se === 0 ? (m.mean > 0.5 ? 1 : m.mean < 0.5 ? 0 : 0.5) : normalCdf((m.mean - 0.5) / se);
  const margin = Number.isFinite(low) && Number.isFinite(high) ? (high - low) / 2 : Infinity;
  return { score: m.mean, elo: eloOfScore(m.mean), low, high, margin, los };
}

/** SPRT settings: Elo bounds of H0 and H1 (logistic Elo), and the error rates. */
export interface SprtConfig {
  readonly elo0: number;
  readonly elo1: number;
  /** False positive rate (accepting H1 when H0 holds); default 0.05. */
  readonly alpha?: number;
  /** False negative rate; default 0.05. */
  readonly beta?: number;
  /**
   * No decision before this many pairs (default {@link SPRT_MIN_PAIRS}): the normal
   * approximation needs a sample whose variance means something.
   */
  readonly minPairs?: number;
}

/** Default least number of pairs before the SPRT decides. */
export const SPRT_MIN_PAIRS = 10;

/** The state of an SPRT. */
export interface SprtState {
  readonly elo0: number;
  readonly elo1: number;
  readonly alpha: number;
  readonly beta: number;
  /** Pairs counted. */
  readonly pairs: number;
  /** Log-likelihood ratio of H1 over H0. */
  readonly llr: number;
  /** Wald's bounds: H0 is accepted at or below `lower`, H1 at or above `upper`. */
  readonly lower: number;
  readonly upper: number;
  /** "H1" (the first player is at least elo1 stronger), "H0", or null while undecided (or fewer than `minPairs` pairs). */
  readonly decision: "H0" | "H1" | null;
}

/** Wald's bounds `[ln(beta/(1-alpha)), ln((1-beta)/alpha)]`. */
export function sprtBounds(alpha: number, beta: number): { lower: number; upper: number } {
  return { lower: Math.log(beta / (1 - alpha)), upper: Math.log((1 - beta) / alpha) };
}

/**
 * Empty cells of a pentanomial count are replaced by this many pairs before the LLR is
 * computed, so that a sample with no spread (e.g. only 2–0 pairs) has a finite, positive
 * variance (the regularisation of Fishtest's pentanomial code).
 */
export const LLR_EMPTY_CELL = 1e-3;

/** Log-likelihood ratio of the pentanomial counts for Elo `elo1` against `elo0` (normal approximation of the GSPRT). */
export function pentanomialLlr(penta: Pentanomial, elo0: number, elo1: number): number {
  const pairs = penta.reduce((s, c) => s + c, 0);
  if (pairs === 0) return 0;
  const m = pentanomialMoments(penta.map((c) => (c === 0 ? LLR_EMPTY_CELL : c)) as unknown as Pentanomial);
  const s0 = scoreOfElo(elo0);
  const s1 = scoreOfElo(elo1);
  return (m.n * (s1 - s0) * (2 * m.mean - s0 - s1)) / (2 * m.variance);
}

/** Throws a RangeError unless the SPRT settings make sense. */
export function checkSprtConfig(config: SprtConfig): void {
  const alpha = config.alpha ?? 0.05;
  const beta = config.beta ?? 0.05;
  if (!Number.isFinite(config.elo0) || !Number.isFinite(config.elo1) || !(config.elo1 > config.elo0)) {
    throw new RangeError(`SPRT bounds: elo1 must be greater than elo0, got ${String(config.elo0)},${String(config.elo1)}`);
  }
  if (!(alpha > 0 && alpha < 0.5) || !(beta > 0 && beta < 0.5)) {
    throw new RangeError(`SPRT error rates must be between 0 and 0.5, got alpha ${String(alpha)}, beta ${String(beta)}`);
  }
}

/** The SPRT state after the given pairs. */
export function sprtState(penta: Pentanomial, config: SprtConfig): SprtState {
  const alpha = config.alpha ?? 0.05;
  const beta = config.beta ?? 0.05;
  const { lower, upper } = sprtBounds(alpha, beta);
  const llr = pentanomialLlr(penta, config.elo0, config.elo1);
  const pairs = penta.reduce((s, c) => s + c, 0);
  const decision = pairs < (config.minPairs ?? SPRT_MIN_PAIRS) ? null : llr >= upper ? "H1" : llr <= lower ? "H0" : null;
  return { elo0: config.elo0, elo1: config.elo1, alpha, beta, pairs, llr, lower, upper, decision };
}

/** Index in a {@link Pentanomial} of a pair where the first player scored `a` then `b` (1, ½ or 0 each). */
export function pentanomialIndex(a: number, b: number): 0 | 1 | 2 | 3 | 4 {
  return Math.round((a + b) * 2) as 0 | 1 | 2 | 3 | 4;
}
