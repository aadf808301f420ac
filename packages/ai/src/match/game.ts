/**
 * One game of the strength harness: from an opening (a start position and its moves), two
 * players move in turn until the rules end the game or an adjudication does — resignation
 * when the players' scores say one side is lost for long enough, a draw when they say the
 * position is level for long enough, and by material at the move cap.
 */
import type { Player } from "./players.js";
import { materialBalance, playMoveString, positionOf, sideToMove, tryPlayCode, type Position, type RuleOptions } from "./board.js";

/** Result of one game for Black: 1 win, 0.5 draw, 0 loss. */
export type GameScore = 1 | 0.5 | 0;

/** How a game of the harness ended. */
export type GameEnd =
  | "checkmate"
  | "stalemate"
  | "kingCaptured"
  | "repetitionDraw"
  | "illegalRepetition"
  | "resignation"
  | "drawAdjudication"
  | "adjudicatedMaterial"
  | "adjudicatedDraw"
  | "illegalMove"
  | "engineFailure";

/** Every {@link GameEnd}, in report order. */
export const GAME_ENDS: readonly GameEnd[] = [
  "checkmate",
  "stalemate",
  "kingCaptured",
  "repetitionDraw",
  "illegalRepetition",
  "resignation",
  "drawAdjudication",
  "adjudicatedMaterial",
  "adjudicatedDraw",
  "illegalMove",
  "engineFailure",
];

/** The report groups of game ends: mate, king capture, repetition, resign, draw adjudication, cap, failure. */
export const END_GROUPS = {
  mate: ["checkmate", "stalemate"],
  "king capture": ["kingCaptured"],
  repetition: ["repetitionDraw", "illegalRepetition"],
  resign: ["resignation"],
  "draw adjudication": ["drawAdjudication"],
  cap: ["adjudicatedMaterial", "adjudicatedDraw"],
  failure: ["illegalMove", "engineFailure"],
} as const satisfies Record<string, readonly GameEnd[]>;

/** A finished game. */
export interface GameRecord {
  /** Starting position (DSFEN). */
  readonly start: string;
  /** All moves as move strings (formats.md §2), the opening included. */
  readonly moves: readonly string[];
  /** Black's score. */
  readonly blackScore: GameScore;
  readonly end: GameEnd;
  readonly black: string;
  readonly white: string;
  /** What went wrong, for `illegalMove` and `engineFailure`. */
  readonly detail?: string;
}

/** A move chosen by a player: core's move code, and the player's score for it when it has one. */
export interface PlayerMove {
  readonly code: number;
  /** Centipawns from the mover's point of view (a mate counts as ±{@link MATE_CP}). */
  readonly score?: number | undefined;
  /** True when the player resigns instead (`code` is then ignored). */
  readonly resign?: boolean;
}

/** Score given to a mate when a player reports one (beyond every adjudication threshold). */
export const MATE_CP = 100_000;

/** The game so far, for players that replay it elsewhere (external engines). */
export interface GameSoFar {
  readonly start: string;
  readonly moves: readonly string[];
}

/** A player of the harness. It may answer at once or later (an external engine). */
export interface MatchPlayer {
  readonly name: string;
  /** Called before each game. */
  newGame(): void | Promise<void>;
  /** A legal move of the side to move of `pos` (the position after `game`). */
  choose(pos: Position, game: GameSoFar): PlayerMove | Promise<PlayerMove>;
  /** Releases what the player holds (a process); called once at the end. */
  close?(): void | Promise<void>;
}

/** Score adjudication: `score` held (in absolute value, see docs) for `moves` moves of each scoring player. */
export interface ScoreRule {
  /** Centipawns. */
  readonly score: number;
  /** Consecutive moves of each player that reports scores. */
  readonly moves: number;
}

/** How games are adjudicated. */
export interface Adjudication {
  /** Plies after which the game is decided by material (default 300). */
  readonly maxPlies?: number;
  /** Material lead (cp) that wins at the cap (default 300). */
  readonly materialMargin?: number;
  /** Resign when every scoring player's score says the same side is at least `score` behind for `moves` moves; null: never. */
  readonly resign?: ScoreRule | null;
  /** Draw when every scoring player's score is within ±`score` for `moves` moves, from ply `after` on; null: never. */
  readonly draw?: (ScoreRule & { readonly after: number }) | null;
}

/** Default adjudication: cap 300 plies, material margin 300, resign at 1500 cp for 4 moves, draw within 10 cp for 10 moves after ply 160. */
export const DEFAULT_ADJUDICATION: Required<Adjudication> = {
  maxPlies: 300,
  materialMargin: 300,
  resign: { score: 1500, moves: 4 },
  draw: { score: 10, moves: 10, after: 160 },
};

/** A start position (DSFEN, or `startpos`) and the opening's moves played from it. */
export interface Opening {
  readonly start: string;
  readonly moves: readonly string[];
}

/**
 * Streaks of the scores each colour's player reported on its own recent moves, in Black's
 * point of view: how many consecutive moves said "Black wins", "White wins", "level".
 */
class ScoreStreaks {
  private readonly scored = [false, false];
  private readonly blackWins = [0, 0];
  private readonly whiteWins = [0, 0];
  private readonly level = [0, 0];

  constructor(private readonly adj: Required<Adjudication>) {}

  /** Records the score (mover's view, or undefined) of a move by `side` (0 Black, 1 White). */
  add(side: 0 | 1, score: number | undefined): void {
    if (score === undefined) {
      this.blackWins[side] = 0;
      this.whiteWins[side] = 0;
      this.level[side] = 0;
      return;
    }
    this.scored[side] = true;
    const black = side === 0 ? score : -score;
    const resign = this.adj.resign?.score ?? Infinity;
    const draw = this.adj.draw?.score ?? -1;
    this.blackWins[side] = black >= resign ? (this.blackWins[side] ?? 0) + 1 : 0;
    this.whiteWins[side] = black <= -resign ? (this.whiteWins[side] ?? 0) + 1 : 0;
    this.level[side] = Math.abs(black) <= draw ? (this.level[side] ?? 0) + 1 : 0;
  }

  private all(streak: number[], moves: number): boolean {
    if (!this.scored[0] && !this.scored[1]) return false;
    return [0, 1].every((s) => !this.scored[s] || (streak[s] ?? 0) >= moves);
  }

  /** The adjudicated result for Black, or null to play on. */
  verdict(plies: number): { score: GameScore; end: GameEnd } | null {
    const r = this.adj.resign;
    if (r !== null) {
      if (this.all(this.blackWins, r.moves)) return { score: 1, end: "resignation" };
      if (this.all(this.whiteWins, r.moves)) return { score: 0, end: "resignation" };
    }
    const d = this.adj.draw;
    if (d !== null && plies >= d.after && this.all(this.level, d.moves)) return { score: 0.5, end: "drawAdjudication" };
    return null;
  }
}

/** Plays one game between `black` and `white` from `opening`. */
export async function playGame(
  black: MatchPlayer,
  white: MatchPlayer,
  opening: Opening,
  adjudication: Adjudication = {},
  rules: Partial<RuleOptions> = {},
): Promise<GameRecord> {
  const adj: Required<Adjudication> = { ...DEFAULT_ADJUDICATION, ...adjudication };
  const pos = positionOf(opening.start, rules);
  const start = pos.toDsfen();
  const moves: string[] = [];
  for (const text of opening.moves) {
    const error = playMoveString(pos, text);
    if (error !== undefined) throw new Error(`opening move ${String(moves.length + 1)} '${text}': ${error}`);
    moves.push(text);
  }
  const streaks = new ScoreStreaks(adj);
  const finish = (blackScore: GameScore, end: GameEnd, detail?: string): GameRecord => ({
    start,
    moves,
    blackScore,
    end,
    black: black.name,
    white: white.name,
    ...(detail !== undefined ? { detail } : {}),
  });
  for (const [player, loss] of [[black, 0], [white, 1]] as const) {
    try {
      await player.newGame();
    } catch (e) {
      return finish(loss, "engineFailure", `${player.name}: ${(e as Error).message}`);
    }
  }
  for (;;) {
    const outcome = pos.outcome();
    if (outcome !== null) {
      const score: GameScore = outcome.winner === null ? 0.5 : outcome.winner === "black" ? 1 : 0;
      return finish(score, outcome.reason);
    }
    const verdict = streaks.verdict(pos.plyCount);
    if (verdict !== null) return finish(verdict.score, verdict.end);
    if (pos.plyCount >= adj.maxPlies) {
      const balance = materialBalance(pos);
      if (Math.abs(balance) < adj.materialMargin) return finish(0.5, "adjudicatedDraw");
      return finish(balance > 0 ? 1 : 0, "adjudicatedMaterial");
    }
    const side = sideToMove(pos);
    const mover = side === 0 ? black : white;
    const loss: GameScore = side === 0 ? 0 : 1;
    let choice: PlayerMove;
    try {
      choice = await mover.choose(pos, { start, moves });
    } catch (e) {
      return finish(loss, "engineFailure", `${mover.name}: ${(e as Error).message}`);
    }
    if (choice.resign === true) return finish(loss, "resignation", `${mover.name} resigned`);
    const text = tryPlayCode(pos, choice.code);
    if (text === undefined) return finish(loss, "illegalMove", `${mover.name} chose no legal move`);
    streaks.add(side, choice.score);
    moves.push(text);
  }
}

/** A built-in player as a harness player (its score is the engine's score, when it has one). */
export function asMatchPlayer(player: Player): MatchPlayer {
  return {
    name: player.name,
    newGame: () => {
      player.newGame();
    },
    choose: (pos): PlayerMove => {
      const code = player.chooseMove(pos);
      return { code, score: player.lastScore };
    },
  };
}

