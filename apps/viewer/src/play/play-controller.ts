/**
 * The play board's state as a Lit reactive controller, without view code: the game
 * ({@link PlayGame}), the move being entered, the engine's replies at the chosen level,
 * take back, resign, a hint, the clocks, saving to local storage as the game is played
 * (a reload picks it up), play by link, and export as KIF, PGN or JSON.
 *
 * Everything from outside — time, timers, storage, the engine — comes through a
 * {@link PlayEnvironment}, so that the controller runs in node tests with a fake engine and
 * a fake clock.
 */
import type { ReactiveController, ReactiveControllerHost } from "lit";
import { INITIAL_DSFEN, createRng, moveToString, parseMoveString, type Color, type Move, type RuleOptions, type Square } from "@daidai/core";
import { decodeGameLink, encodeGameLink, writeRecord, type GameLinkError, type RecordFormat } from "@daidai/notation";
import { PLAY_LEVELS, levelChoice, playLevel, type LevelChoice } from "@daidai/ai/levels";
import { MoveEntry, type EntryStep } from "../board/move-entry.js";
import { PlayGame, type PlaySettings, type SavedGame } from "./play-game.js";
import { SetAsideGames } from "./set-aside.js";

/** A search the controller asks for: the game so far and the limits. */
export interface SearchAsk {
  readonly dsfen: string;
  readonly moves: readonly string[];
  readonly rules: Partial<RuleOptions>;
  readonly limits: {
    readonly nodes?: number;
    readonly movetime?: number;
    readonly clock?: { readonly btime: number; readonly wtime: number; readonly byoyomi: number };
  };
}

/** The engine as the controller sees it (an EngineClient in a page). */
export interface MoveSearcher {
  /** The best move (move string), null when there is none or the search was stopped. */
  search(ask: SearchAsk): Promise<string | null>;
  /** A new game: forget earlier searches. */
  newGame(): void;
  stop(): void;
  close(): void;
}

/** The part of Web Storage the controller uses. */
export interface PlayStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** What the controller needs from its page. */
export interface PlayEnvironment {
  now(): number;
  setTimer(callback: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
  /** Local storage, or null where there is none. */
  readonly storage: PlayStorage | null;
  /** Makes an engine (called on first need; once for the opponent, once for hints). */
  createSearcher(): MoveSearcher;
}

/** Budget of a hint: the engine's choice for the person's side. */
export const HINT_LIMITS = { nodes: 60_000 } as const;
/** How often a running clock is redrawn and checked (ms). */
const CLOCK_TICK_MS = 250;

/** The default settings: against the engine, as Black, at level 2, no clocks. */
export const DEFAULT_SETTINGS: PlaySettings = { mode: "engine", human: "black", level: 2, timeControl: null, seed: 1 };

/** The play board's state. */
export class PlayController implements ReactiveController {
  game: PlayGame;
  /** The move being entered. */
  readonly input = new MoveEntry();
  /** The engine is choosing its move. */
  thinking = false;
  /** The hint shown (a move for the person), or null; `hinting` while it is searched. */
  hint: Move | null = null;
  hinting = false;
  /** Why the engine could not answer, or "". */
  engineError = "";
  /** The game could not be saved locally (no storage, or it is full). */
  saveFailed = false;
  /** A saved game was picked up when the board connected. */
  resumed = false;
  /** Play by link: the person has made their move from the link (send the next link). */
  linkMoveMade = false;
  /** Why the last link given was refused, or null. */
  linkError: GameLinkError | null = null;
  /** The moves of the newest game set aside (a link replaced it), or null when none is kept. */
  setAsideMoves: number | null = null;

  readonly #host: ReactiveControllerHost;
  readonly #env: PlayEnvironment;
  readonly #storageKey: () => string;
  readonly #setAside: SetAsideGames;
  #engine: MoveSearcher | null = null;
  #hinter: MoveSearcher | null = null;
  #rng: () => number = createRng(1);
  #tick: unknown = null;
  #search = 0;
  #connected = false;

  /**
   * @param storageKey the local storage key of the game (one per board on a site), read when
   *   the board connects; "" saves nothing
   */
  constructor(host: ReactiveControllerHost, env: PlayEnvironment, storageKey: () => string) {
    this.#host = host;
    this.#env = env;
    this.#storageKey = storageKey;
    this.#setAside = new SetAsideGames(() => env.storage, storageKey);
    this.game = new PlayGame(DEFAULT_SETTINGS);
    host.addController(this);
  }

  hostConnected(): void {
    this.#connected = true;
    if (!this.resumed) this.resume();
    this.#readSetAside();
    this.#afterChange(false);
  }

  hostDisconnected(): void {
    this.#connected = false;
    this.#save();
    this.#stopClock();
    this.#cancelSearches();
    this.#engine?.close();
    this.#hinter?.close();
    this.#engine = null;
    this.#hinter = null;
  }

  /** Picks up the game saved under the storage key, if any (true when one was found). */
  resume(): boolean {
    const text = this.#read();
    if (text === null) return false;
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return false;
    }
    const game = PlayGame.restore(data);
    if (game === undefined) return false;
    this.#setGame(game);
    this.resumed = true;
    return true;
  }

  // ----- the game -----------------------------------------------------------------------

  /** A new game with `settings` from the initial position or a DSFEN; it is saved at once. */
  newGame(settings: Partial<PlaySettings> = {}, start: string | null = null): void {
    const seed = settings.seed ?? Math.floor(this.#env.now() % 2_147_483_647);
    const level = playLevel(settings.level ?? this.game.settings.level)?.level ?? DEFAULT_SETTINGS.level;
    this.#setGame(new PlayGame({ ...this.game.settings, ...settings, level, seed }, start, this.game.rules));
    this.#engine?.newGame();
    this.#afterChange(true);
  }

  /** True if the person may move now (their turn against the engine, or a link game waiting for its move). */
  get canMove(): boolean {
    const g = this.game;
    if (g.ending() !== null || this.thinking) return false;
    return g.settings.mode === "engine" ? g.turn === g.settings.human : !this.linkMoveMade;
  }

  /** A click on a square of the board (the person entering a move). */
  click(sq: Square): EntryStep {
    if (!this.canMove) {
      this.input.cancel();
      return { kind: "cleared" };
    }
    const step = this.input.click(this.game.position, sq);
    if (step.kind === "complete") this.playMove(step.move);
    this.#host.requestUpdate();
    return step;
  }

  /** Plays the person's move (false when it is not their turn or not legal). */
  playMove(move: Move): boolean {
    if (!this.canMove) return false;
    const spent = this.game.clock?.press(this.#env.now()) ?? 0;
    if (!this.game.play(move, spent)) return false;
    this.input.cancel();
    this.hint = null;
    if (this.game.settings.mode === "link") this.linkMoveMade = true;
    this.#afterChange(true);
    return true;
  }

  /**
   * Takes back the person's last move (and the engine's reply to it); in a link game, the
   * move made from the link. False when there is nothing to take back.
   */
  takeBack(): boolean {
    const g = this.game;
    this.#cancelSearches();
    if (g.settings.mode === "link") {
      if (!this.linkMoveMade || g.undo() === undefined) return false;
      this.linkMoveMade = false;
    } else {
      let undone = 0;
      // Back to the person's turn, at least one of their moves back (when they made one).
      while (g.moves.length > 0) {
        const mover = g.turn === "black" ? "white" : "black";
        g.undo();
        undone++;
        if (mover === g.settings.human) break;
      }
      if (undone === 0) return false;
    }
    this.input.cancel();
    this.hint = null;
    this.#afterChange(true);
    return true;
  }

  /** The person resigns (against the engine: their side; by link: the side to move). */
  resign(): void {
    const g = this.game;
    if (g.ending() !== null) return;
    this.#cancelSearches();
    g.resign(g.settings.mode === "engine" ? g.settings.human : g.turn);
    this.#afterChange(true);
  }

  /** Asks the engine for a move for the person (shown as {@link hint}). */
  askHint(): void {
    if (!this.canMove || this.hinting) return;
    this.hinting = true;
    this.hint = null;
    const ply = this.game.moves.length;
    this.#hinter ??= this.#env.createSearcher();
    void this.#hinter.search(this.#ask(HINT_LIMITS)).then(
      (text) => {
        this.hinting = false;
        if (ply === this.game.moves.length && text !== null) {
          const move = parseMoveString(this.game.position, text);
          if (move.ok) this.hint = move.value;
        }
        this.#host.requestUpdate();
      },
      (e: unknown) => {
        this.hinting = false;
        this.engineError = e instanceof Error ? e.message : String(e);
        this.#host.requestUpdate();
      },
    );
    this.#host.requestUpdate();
  }

  // ----- play by link -------------------------------------------------------------------

  /** The link text of the game so far (formats: docs/formats/link.md). */
  linkText(): string {
    const g = this.game;
    const r = encodeGameLink({ moves: g.moves, start: g.start, rules: g.rules, resigned: g.ending()?.reason === "resignation" });
    return r.ok ? r.value : "";
  }

  /**
   * Opens a game link: the game it carries, every move checked by core, becomes a link game
   * (the person makes the next move). False, with {@link linkError}, when it is refused.
   */
  openLink(text: string): boolean {
    const r = decodeGameLink(text, { rules: this.game.rules });
    if (!r.ok) {
      this.linkError = r.error;
      this.#host.requestUpdate();
      return false;
    }
    const link = r.value;
    const game = new PlayGame({ ...this.game.settings, mode: "link", timeControl: null }, link.start, link.rules);
    for (const m of link.moves) game.play(m);
    if (link.resigned) game.resign(game.turn);
    this.linkError = null;
    this.#cancelSearches();
    if (this.#replacesAnotherGame(game)) this.#keep(this.game);
    this.#setGame(game);
    this.#afterChange(true);
    return true;
  }

  /**
   * Switches to the newest game set aside (the game shown is set aside in its place, when it
   * has moves). False when none is kept or the stored one cannot be read.
   */
  switchToSetAside(): boolean {
    const stored = this.#setAside.pop();
    const game = stored === undefined ? undefined : PlayGame.restore(stored);
    this.#readSetAside();
    if (game === undefined) {
      this.#host.requestUpdate();
      return false;
    }
    this.#cancelSearches();
    if (this.game.moves.length > 0) this.#keep(this.game);
    this.#setGame(game);
    this.#afterChange(true);
    return true;
  }

  /** True when `next` is not the game shown carried on (a link game's next link is). */
  #replacesAnotherGame(next: PlayGame): boolean {
    const g = this.game;
    if (g.moves.length === 0) return false;
    if (g.settings.mode !== "link" || g.start !== next.start || next.moves.length < g.moves.length) return true;
    return g.moves.some((m, i) => moveToString(m) !== moveToString(next.moves[i] as Move));
  }

  /** Sets a game aside (a failure to store it shows as {@link saveFailed}). */
  #keep(game: PlayGame): void {
    if (!this.#setAside.push(game.save(this.#env.now()))) this.saveFailed = true;
    this.#readSetAside();
  }

  #readSetAside(): void {
    const games = this.#setAside.list();
    const newest = games[games.length - 1];
    const moves = newest !== null && typeof newest === "object" && "moves" in newest && Array.isArray(newest.moves) ? newest.moves.length : null;
    this.setAsideMoves = newest === undefined ? null : moves;
  }

  // ----- export -------------------------------------------------------------------------

  /** The game as KIF, PGN or JSON (notation's writers), with the players' names given. */
  exportText(format: Exclude<RecordFormat, "dsfen">, names: { readonly black: string; readonly white: string }): string {
    return writeRecord(this.game.toRecord(names), format);
  }

  // ----- internals ----------------------------------------------------------------------

  #setGame(game: PlayGame): void {
    this.game = game;
    this.input.cancel();
    this.hint = null;
    this.engineError = "";
    this.linkMoveMade = false;
    this.#rng = createRng(game.settings.seed);
    for (let i = 0; i < game.draws; i++) this.#rng();
  }

  /** After any change: save, start the right clock, let the engine move, redraw. */
  #afterChange(save: boolean): void {
    if (save) this.#save();
    this.#host.requestUpdate();
    if (!this.#connected) return;
    this.#runClock();
    if (this.game.engineToMove && !this.thinking) this.#engineMove();
  }

  #engineMove(): void {
    const g = this.game;
    const level = playLevel(g.settings.level) ?? PLAY_LEVELS[0];
    if (level === undefined) return;
    const choice = levelChoice(level, this.#draw);
    if (choice.kind === "random") {
      const legal = g.position.legalMovesInOrder();
      const move = legal[Math.floor(this.#draw() * legal.length)];
      if (move !== undefined) this.#playEngineMove(move);
      return;
    }
    this.thinking = true;
    const search = ++this.#search;
    this.#engine ??= this.#env.createSearcher();
    void this.#engine.search(this.#ask(this.#limits(choice))).then(
      (text) => {
        if (search !== this.#search) return;
        this.thinking = false;
        const move = text === null ? undefined : parseMoveString(g.position, text);
        if (move?.ok === true) this.#playEngineMove(move.value);
        else {
          this.engineError = text === null ? "" : `the engine answered ${text}, which is not a legal move here`;
          this.#host.requestUpdate();
        }
      },
      (e: unknown) => {
        if (search !== this.#search) return;
        this.thinking = false;
        this.engineError = e instanceof Error ? e.message : String(e);
        this.#host.requestUpdate();
      },
    );
    this.#host.requestUpdate();
  }

  /** A random draw of the level, counted so that a restored game draws on from there. */
  readonly #draw = (): number => {
    this.game.draws++;
    return this.#rng();
  };

  #playEngineMove(move: Move): void {
    const spent = this.game.clock?.press(this.#env.now()) ?? 0;
    if (this.game.play(move, spent)) this.#afterChange(true);
  }

  #limits(choice: Extract<LevelChoice, { kind: "search" }>): SearchAsk["limits"] {
    const clock = this.game.clock;
    if (clock === null) return choice.limits;
    const now = this.#env.now();
    return { ...choice.limits, clock: { btime: clock.read("black", now).mainMs, wtime: clock.read("white", now).mainMs, byoyomi: clock.control.byoyomiMs } };
  }

  #ask(limits: SearchAsk["limits"]): SearchAsk {
    const g = this.game;
    return { dsfen: g.start ?? INITIAL_DSFEN, moves: g.moves.map(moveToString), rules: { ...g.rules }, limits };
  }

  #cancelSearches(): void {
    this.#search++;
    if (this.thinking) this.#engine?.stop();
    if (this.hinting) this.#hinter?.stop();
    this.thinking = false;
    this.hinting = false;
  }

  #runClock(): void {
    const clock = this.game.clock;
    const now = this.#env.now();
    if (clock === null) return;
    const over = this.game.ending() !== null;
    if (over) {
      clock.stop(now);
      this.#stopClock();
      return;
    }
    if (clock.running !== this.game.turn) {
      clock.stop(now);
      clock.start(this.game.turn, now);
    }
    if (this.#tick === null) this.#tick = this.#env.setTimer(this.#onTick, CLOCK_TICK_MS);
  }

  readonly #onTick = (): void => {
    this.#tick = null;
    const clock = this.game.clock;
    if (clock === null || !this.#connected) return;
    const flagged = clock.flagged(this.#env.now());
    if (flagged !== null) {
      this.#cancelSearches();
      this.game.loseOnTime(flagged);
      clock.stop(this.#env.now());
      this.#save();
      this.#host.requestUpdate();
      return;
    }
    this.#host.requestUpdate();
    this.#tick = this.#env.setTimer(this.#onTick, CLOCK_TICK_MS);
  };

  #stopClock(): void {
    if (this.#tick !== null) this.#env.clearTimer(this.#tick);
    this.#tick = null;
  }

  #read(): string | null {
    const key = this.#storageKey();
    if (key === "" || this.#env.storage === null) return null;
    try {
      return this.#env.storage.getItem(key);
    } catch {
      return null;
    }
  }

  #save(): void {
    const key = this.#storageKey();
    if (key === "") return;
    const saved: SavedGame = this.game.save(this.#env.now());
    try {
      if (this.#env.storage === null) throw new Error("no storage");
      this.#env.storage.setItem(key, JSON.stringify(saved));
      this.saveFailed = false;
    } catch {
      this.saveFailed = true;
    }
  }
}

/** Which side a person plays in a game (link games: the side to move). */
export function personSide(game: PlayGame): Color {
  return game.settings.mode === "engine" ? game.settings.human : game.turn;
}
