/**
 * The report of a match: W/D/L and the pentanomial counts of the first player, how the games
 * ended, Elo ± 95 % error (per game and per pair), LOS and the SPRT state, as numbers and as
 * the text `daidai match` prints.
 */
import { END_GROUPS, GAME_ENDS, type GameEnd, type GameScore } from "./game.js";
import {
  eloInterval,
  pentanomialIndex,
  pentanomialMoments,
  sprtState,
  trinomialMoments,
  type EloInterval,
  type Pentanomial,
  type SprtConfig,
  type SprtState,
} from "./stats.js";

/** What the summary needs of a game. */
export interface ScoredGame {
  readonly index: number;
  readonly aIsBlack: boolean;
  readonly game: { readonly blackScore: GameScore; readonly end: GameEnd };
}

/** Totals of a match, for the first player. */
export interface MatchSummary {
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** Complete pairs by points of the first player: 0, ½, 1, 1½, 2. */
  readonly pentanomial: Pentanomial;
  readonly pairs: number;
  /** Games by how they ended. */
  readonly ends: Readonly<Record<GameEnd, number>>;
  /** Elo from the per-game results (trinomial). */
  readonly trinomial: EloInterval;
  /** Elo from the pairs (pentanomial): the estimate the report leads with. */
  readonly elo: EloInterval;
  readonly sprt: SprtState | null;
}

/** Sums up games (any order); a pair counts in the pentanomial only when both its games are there. */
export function summarize(played: readonly ScoredGame[], sprt: SprtConfig | null = null): MatchSummary {
  let wins = 0;
  let draws = 0;
  let losses = 0;
  const ends = Object.fromEntries(GAME_ENDS.map((e) => [e, 0])) as Record<GameEnd, number>;
  const byPair = new Map<number, number[]>();
  for (const g of played) {
    const p = g.aIsBlack ? g.game.blackScore : 1 - g.game.blackScore;
    if (p === 1) wins++;
    else if (p === 0) losses++;
    else draws++;
    ends[g.game.end]++;
    const pair = Math.floor(g.index / 2);
    const list = byPair.get(pair) ?? [];
    list.push(p);
    byPair.set(pair, list);
  }
  const penta = [0, 0, 0, 0, 0];
  let pairs = 0;
  for (const list of byPair.values()) {
    if (list.length !== 2) continue;
    const k = pentanomialIndex(list[0] ?? 0, list[1] ?? 0);
    penta[k] = (penta[k] ?? 0) + 1;
    pairs++;
  }
  const pentanomial = penta as unknown as Pentanomial;
  return {
    games: played.length,
    wins,
    draws,
    losses,
    pentanomial,
    pairs,
    ends,
    trinomial: eloInterval(trinomialMoments(wins, draws, losses)),
    elo: eloInterval(pentanomialMoments(pentanomial)),
    sprt: sprt === null ? null : sprtState(pentanomial, sprt),
  };
}

function signed(x: number, digits = 1): string {
  if (x === Infinity) return "+inf";
  if (x === -Infinity) return "-inf";
  const t = x.toFixed(digits);
  return x >= 0 && !t.startsWith("-") ? `+${t}` : t;
}

/** `+12.3 +/- 45.6 (95 %: -33.3 .. +57.9)`; at a 100 % or 0 % score `+inf (score 100 %: no finite estimate)`. */
export function formatElo(e: EloInterval): string {
  if (!Number.isFinite(e.elo)) return `${signed(e.elo)} (score ${e.score >= 1 ? "100" : "0"} %: no finite estimate)`;
  const margin = Number.isFinite(e.margin) ? e.margin.toFixed(1) : "inf";
  return `${signed(e.elo)} +/- ${margin} (95 %: ${signed(e.low)} .. ${signed(e.high)})`;
}

/** The SPRT line: `LLR 1.23 (-2.94, 2.94) [0, 10] alpha 0.05 beta 0.05: H1 accepted`. */
export function formatSprt(s: SprtState): string {
  const state = s.decision === "H1" ? "H1 accepted" : s.decision === "H0" ? "H0 accepted" : "continue";
  return `LLR ${s.llr.toFixed(2)} (${s.lower.toFixed(2)}, ${s.upper.toFixed(2)}) [${String(s.elo0)}, ${String(s.elo1)}] alpha ${String(s.alpha)} beta ${String(s.beta)}: ${state}`;
}

/** How the games ended, by report group: `mate 3, king capture 1, cap 12` (empty groups left out). */
export function formatEnds(ends: Readonly<Record<GameEnd, number>>): string {
  const parts: string[] = [];
  for (const [group, members] of Object.entries(END_GROUPS)) {
    const n = (members as readonly GameEnd[]).reduce((s, e) => s + ends[e], 0);
    if (n > 0) parts.push(`${group} ${String(n)}`);
  }
  return parts.length === 0 ? "none" : parts.join(", ");
}

/** The report lines of a summary (the `W/D/L:` line is read by scripts/verify-release.mjs). */
export function formatSummary(names: readonly [string, string], s: MatchSummary): string[] {
  const score = s.games === 0 ? 0 : (s.wins + s.draws / 2) / s.games;
  const lines = [
    `${names[0]} vs ${names[1]}: ${String(s.games)} games, ${String(s.pairs)} pairs (each opening with both colours)`,
    `W/D/L: ${String(s.wins)}/${String(s.draws)}/${String(s.losses)}`,
    `pentanomial [0, 1/2, 1, 3/2, 2]: [${s.pentanomial.join(", ")}]`,
    `score: ${(score * 100).toFixed(1)} %`,
    `elo: ${formatElo(s.elo)} per pair; ${formatElo(s.trinomial)} per game`,
    `LOS: ${(s.elo.los * 100).toFixed(1)} %`,
  ];
  if (s.sprt !== null) lines.push(`SPRT: ${formatSprt(s.sprt)}`);
  lines.push(`endings: ${formatEnds(s.ends)}`);
  return lines;
}
