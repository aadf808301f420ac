/**
 * The strength harness: plays games between two players from varied openings (random legal
 * first moves, each opening played with both colours), adjudicates long games by material,
 * and summarises the result with an Elo estimate.
 */
import { INITIAL_DSFEN, Position, SQUARE_COUNT, createRng, moveToString, type RuleOptions } from "@daidai/core";
import { decodeMove, encodeMove, typeOfCode } from "@daidai/core/engine";
import { BASE_VALUE } from "./evaluation.js";
import type { Player } from "./players.js";

/** Result of one game for Black: 1 win, 0.5 draw, 0 loss. */
export type GameScore = 1 | 0.5 | 0;

/** How a game of the harness ended. */
export type GameEnd =
  | "checkmate"
  | "stalemate"
  | "kingCaptured"
  | "repetitionDraw"
  | "adjudicatedMaterial"
  | "adjudicatedDraw"
  | "illegalMove"
  | "illegalRepetition"
  | "resignation";

/** A finished game. */
export interface GameRecord {
  /** Starting position (DSFEN). */
  readonly start: string;
  /** All moves as move strings (formats.md §2), the random opening included. */
  readonly moves: readonly string[];
  /** Black's score. */
  readonly blackScore: GameScore;
  readonly end: GameEnd;
  readonly black: string;
  readonly white: string;
}

/** Options of {@link playGame}. */
export interface GameOptions {
  /** Plies after which the game is adjudicated by material (default 300). */
  readonly maxPlies?: number;
  /** Material lead (cp) that wins an adjudicated game (default 300). */
  readonly adjudicationMargin?: number;
  readonly rules?: Partial<RuleOptions>;
}

/** Material of Black minus White in centipawns (piece values only). */
export function materialBalance(pos: Position): number {
  let s = 0;
  for (let sq = 0; sq < SQUARE_COUNT; sq++) {
    const p = pos.pieceAt(sq);
    if (p === null) continue;
    const v = BASE_VALUE[typeOfCode(p.code)] ?? 0;
    s += p.color === "black" ? v : -v;
  }
  return s;
}

/** Plays one game from the given opening moves (encoded, legal) between `black` and `white`. */
export function playGame(black: Player, white: Player, opening: readonly number[], options: GameOptions = {}): GameRecord {
  const maxPlies = options.maxPlies ?? 300;
  const margin = options.adjudicationMargin ?? 300;
  const pos = Position.initial(options.rules ?? {});
  const moves: string[] = [];
  for (const m of opening) {
    const move = decodeMove(m);
    pos.playOrThrow(move);
    moves.push(moveToString(move));
  }
  black.newGame();
  white.newGame();
  const finish = (blackScore: GameScore, end: GameEnd): GameRecord => ({
    start: INITIAL_DSFEN,
    moves,
    blackScore,
    end,
    black: black.name,
    white: white.name,
  });
  for (;;) {
    const outcome = pos.outcome();
    if (outcome !== null) {
      const score: GameScore = outcome.winner === null ? 0.5 : outcome.winner === "black" ? 1 : 0;
      return finish(score, outcome.reason);
    }
    if (pos.plyCount >= maxPlies) {
      const balance = materialBalance(pos);
      if (Math.abs(balance) < margin) return finish(0.5, "adjudicatedDraw");
      return finish(balance > 0 ? 1 : 0, "adjudicatedMaterial");
    }
    const mover = pos.turn === "black" ? black : white;
    const move = decodeMove(mover.chooseMove(pos));
    if (!pos.play(move).ok) return finish(pos.turn === "black" ? 0 : 1, "illegalMove");
    moves.push(moveToString(move));
  }
}

/** Random legal opening moves (`plies` of them) from the initial position, seeded. */
export function randomOpening(plies: number, rng: () => number, rules: Partial<RuleOptions> = {}): number[] {
  const pos = Position.initial(rules);
  const out: number[] = [];
  for (let k = 0; k < plies; k++) {
    const legal = pos.legalMoves();
    const m = legal[Math.floor(rng() * legal.length)];
    if (m === undefined) break;
    pos.playOrThrow(m);
    out.push(encodeMove(m));
  }
  return out;
}

/** Options of {@link playMatch}. */
export interface MatchOptions extends GameOptions {
  /** Number of openings; each is played twice, once with each colour (default 10). */
  readonly openings?: number;
  /** Random plies of each opening (default 4). */
  readonly openingPlies?: number;
  /** Seed of the openings (default 1). */
  readonly seed?: number;
  /** Called after each game with the game and the number of games played so far. */
  readonly onGame?: (game: GameRecord, played: number, total: number) => void;
}

/** Result of a match, counted for the first player. */
export interface MatchResult {
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly games: readonly GameRecord[];
  /** Points of the first player divided by the number of games. */
  readonly score: number;
  readonly elo: EloEstimate;
}

/** Elo difference of the first player with a 95 % error margin. */
export interface EloEstimate {
  readonly elo: number;
  readonly margin: number;
  /** True when the score was 0 % or 100 %: `elo` is then only a bound (computed with half a game less). */
  readonly bound: boolean;
}

/** Plays `openings` pairs of games between `a` and `b`; results are counted for `a`. */
export function playMatch(a: Player, b: Player, options: MatchOptions = {}): MatchResult {
  const openings = options.openings ?? 10;
  const rng = createRng(options.seed ?? 1);
  const games: GameRecord[] = [];
  const points: number[] = [];
  let wins = 0;
  let draws = 0;
  let losses = 0;
  const total = openings * 2;
  for (let i = 0; i < openings; i++) {
    const opening = randomOpening(options.openingPlies ?? 4, rng, options.rules ?? {});
    for (const aIsBlack of [true, false]) {
      const game = aIsBlack ? playGame(a, b, opening, options) : playGame(b, a, opening, options);
      const p = aIsBlack ? game.blackScore : 1 - game.blackScore;
      if (p === 1) wins++;
      else if (p === 0) losses++;
      else draws++;
      points.push(p);
      games.push(game);
      options.onGame?.(game, games.length, total);
    }
  }
  const score = points.reduce((s, p) => s + p, 0) / Math.max(1, points.length);
  return { wins, draws, losses, games, score, elo: eloEstimate(points) };
}

function eloOf(score: number): number {
  return -400 * Math.log10(1 / score - 1);
}

/** Elo difference and 95 % margin from per-game points (1, 0.5, 0). */
export function eloEstimate(points: readonly number[]): EloEstimate {
  const n = points.length;
  if (n === 0) return { elo: 0, margin: Infinity, bound: true };
  const mean = points.reduce((s, p) => s + p, 0) / n;
  const variance = points.reduce((s, p) => s + (p - mean) * (p - mean), 0) / n;
  const sd = Math.sqrt(variance / n);
  const clamp = (s: number): number => Math.min(1 - 0.5 / n, Math.max(0.5 / n, s));
  const bound = mean <= 0 || mean >= 1;
  const elo = eloOf(clamp(mean));
  const margin = bound ? Infinity : (eloOf(clamp(mean + 1.96 * sd)) - eloOf(clamp(mean - 1.96 * sd))) / 2;
  return { elo: Math.round(elo) + 0, margin: Number.isFinite(margin) ? Math.round(margin) : Infinity, bound };
}

/** A game as one line: `<DSFEN> <moves…>`. */
export function gameLine(game: GameRecord): string {
  return [game.start, ...game.moves].join(" ");
}
