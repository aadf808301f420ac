/**
 * A game on the play board, without DOM or timers: core's {@link Game} (rules, history,
 * outcome, resignation) with what a page adds — who plays which side, the level, the time
 * control and clocks, the time each move took, a loss on time — and the two ways it leaves
 * the page: a saved form for local storage (read back with every move checked by core) and
 * a notation record for KIF, PGN and JSON.
 */
import { Game, Position, moveToString, opposite, parseMoveString, resolveOptions, type Color, type Move, type RuleOptions } from "@daidai/core";
import { appendLine, createRecord, type GameRecord } from "@daidai/notation";
import { GameClock, type TimeControl } from "./clock.js";
import { terminationOf, type PlayEnding } from "./outcome-words.js";

/** Against the engine, or by links sent between two people. */
export type PlayMode = "engine" | "link";

/** How a game is played. */
export interface PlaySettings {
  readonly mode: PlayMode;
  /** Against the engine: the side the person plays. */
  readonly human: Color;
  /** Against the engine: its level (1…, `@daidai/ai/levels`). */
  readonly level: number;
  /** Against the engine: clocks, or null. */
  readonly timeControl: TimeControl | null;
  /** Seed of the engine's random moves (low levels). */
  readonly seed: number;
}

/** The saved form of a game (version 1): JSON for local storage. */
export interface SavedGame {
  readonly version: 1;
  readonly settings: PlaySettings;
  readonly start: string | null;
  readonly rules: Partial<RuleOptions>;
  /** Move strings (formats.md §2). */
  readonly moves: readonly string[];
  /** Thinking time of each move (ms). */
  readonly times: readonly number[];
  /** An ending core's position does not know: resignation or time. */
  readonly ending: PlayEnding | null;
  /** Main time left for black and white, with clocks. */
  readonly clock: readonly [number, number] | null;
  /** How many random draws the engine has made (its random moves continue where they were). */
  readonly draws: number;
}

/** A game being played. */
export class PlayGame {
  readonly settings: PlaySettings;
  readonly start: string | null;
  readonly rules: RuleOptions;
  readonly game: Game;
  /** Thinking time of each move played (ms). */
  readonly times: number[] = [];
  /** The clocks, with a time control. */
  readonly clock: GameClock | null;
  /** Random draws made by the engine's level so far. */
  draws = 0;
  #timeLoss: { color: Color; ply: number } | null = null;

  constructor(settings: PlaySettings, start: string | null = null, rules: Partial<RuleOptions> = {}, clockLeft?: readonly [number, number]) {
    this.settings = settings;
    this.start = start;
    this.rules = resolveOptions(rules);
    this.game = new Game(start === null ? Position.initial(this.rules) : Position.fromDsfenOrThrow(start, this.rules));
    this.clock = settings.timeControl === null ? null : new GameClock(settings.timeControl, clockLeft);
  }

  /** The position now (do not play moves on it: use {@link play}). */
  get position(): Position {
    return this.game.position;
  }

  /** The moves played. */
  get moves(): Move[] {
    return this.game.moves;
  }

  /** Side to move. */
  get turn(): Color {
    return this.game.turn;
  }

  /** True if it is the engine's turn in a game against it (and the game goes on). */
  get engineToMove(): boolean {
    return this.settings.mode === "engine" && this.turn !== this.settings.human && this.ending() === null;
  }

  /** Plays a legal move that took `spentMs`; false (nothing changes) when it is illegal or the game is over. */
  play(move: Move, spentMs = 0): boolean {
    if (this.ending() !== null) return false;
    const r = this.game.play(move);
    if (!r.ok) return false;
    this.times.push(Math.max(0, Math.round(spentMs)));
    return true;
  }

  /** Takes back the last move (and an ending after it); undefined when there is none. */
  undo(): Move | undefined {
    const m = this.game.undo();
    if (m === undefined) return undefined;
    this.times.pop();
    if (this.#timeLoss !== null && this.#timeLoss.ply > this.position.plyCount) this.#timeLoss = null;
    return m;
  }

  /** `color` resigns (nothing happens once the game is over). */
  resign(color: Color): void {
    if (this.ending() === null) this.game.resign(color);
  }

  /** `color` ran out of time. */
  loseOnTime(color: Color): void {
    if (this.ending() === null) this.#timeLoss = { color, ply: this.position.plyCount };
  }

  /** How the game ended, or null while it goes on. */
  ending(): PlayEnding | null {
    const t = this.#timeLoss;
    if (t !== null && t.ply === this.position.plyCount) return { winner: opposite(t.color), reason: "timeForfeit" };
    return this.game.outcome();
  }

  /** The saved form, with the clocks read at `now`. */
  save(now: number): SavedGame {
    const ending = this.ending();
    const kept = ending !== null && (ending.reason === "resignation" || ending.reason === "timeForfeit") ? ending : null;
    return {
      version: 1,
      settings: this.settings,
      start: this.start,
      rules: { ...this.rules },
      moves: this.moves.map(moveToString),
      times: [...this.times],
      ending: kept,
      clock: this.clock === null ? null : this.clock.mainLeft(now),
      draws: this.draws,
    };
  }

  /**
   * A game from its saved form, every move checked by core; undefined when the data is not
   * a saved game (another version, a bad move, a bad field): storage is untrusted.
   */
  static restore(data: unknown): PlayGame | undefined {
    if (!isRecord(data) || data["version"] !== 1) return undefined;
    const settings = readSettings(data["settings"]);
    const start = data["start"];
    const rules = data["rules"];
    const moves = data["moves"];
    const times = data["times"];
    const clock = data["clock"];
    if (settings === undefined || (start !== null && typeof start !== "string") || !isRecord(rules)) return undefined;
    if (!Array.isArray(moves) || !Array.isArray(times) || moves.length !== times.length) return undefined;
    const clockLeft = Array.isArray(clock) && clock.length === 2 && clock.every(isCount) ? ([clock[0], clock[1]] as [number, number]) : undefined;
    if (settings.timeControl !== null && clockLeft === undefined) return undefined;
    let game: PlayGame;
    try {
      game = new PlayGame(settings, start, rules, clockLeft);
    } catch {
      return undefined;
    }
    for (const [i, text] of moves.entries()) {
      const spent: unknown = times[i];
      if (typeof text !== "string" || !isCount(spent)) return undefined;
      const move = parseMoveString(game.position, text);
      if (!move.ok || !game.play(move.value, spent)) return undefined;
    }
    const draws = data["draws"];
    if (isCount(draws)) game.draws = draws;
    const ending = data["ending"];
    if (isRecord(ending) && (ending["winner"] === "black" || ending["winner"] === "white")) {
      const loser = opposite(ending["winner"]);
      if (ending["reason"] === "resignation") game.resign(loser);
      else if (ending["reason"] === "timeForfeit") game.loseOnTime(loser);
    }
    return game;
  }

  /** The game as a notation record: players, result, how it ended, each move's time. */
  toRecord(names: { readonly black: string; readonly white: string }): GameRecord {
    const record = createRecord();
    record.startDsfen = this.start;
    record.metadata.rules = { ...this.rules };
    record.metadata.black = names.black;
    record.metadata.white = names.white;
    const tc = this.settings.timeControl;
    if (tc !== null) record.metadata.timeControl = `${String(tc.mainMs / 1000)}+byoyomi ${String(tc.byoyomiMs / 1000)}`;
    let node = record.root;
    this.moves.forEach((move, i) => {
      node = appendLine(node, [move]);
      node.timeSpentMs = this.times[i] ?? 0;
    });
    const ending = this.ending();
    record.metadata.result = ending === null ? "*" : ending.winner === null ? "1/2-1/2" : ending.winner === "black" ? "1-0" : "0-1";
    if (ending !== null) record.metadata.termination = terminationOf(ending.reason);
    return record;
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function isCount(v: unknown): v is number {
  return typeof v === "number" && Number.isFinite(v) && v >= 0;
}

function readSettings(v: unknown): PlaySettings | undefined {
  if (!isRecord(v)) return undefined;
  const { mode, human, level, timeControl, seed } = v;
  if ((mode !== "engine" && mode !== "link") || (human !== "black" && human !== "white")) return undefined;
  if (!isCount(level) || !isCount(seed)) return undefined;
  let tc: TimeControl | null = null;
  if (timeControl !== null) {
    if (!isRecord(timeControl) || !isCount(timeControl["mainMs"]) || !isCount(timeControl["byoyomiMs"])) return undefined;
    tc = { mainMs: timeControl["mainMs"], byoyomiMs: timeControl["byoyomiMs"] };
  }
  return { mode, human, level, timeControl: tc, seed };
}
