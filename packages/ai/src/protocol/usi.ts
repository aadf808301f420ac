/**
 * The USI-style text protocol (docs/engine-protocol.md) as a pure module: a
 * {@link UsiSession} takes input lines and writes output lines through a callback; the
 * search itself runs in a {@link SearchRunner} (in-process here, in a worker thread in the
 * CLI). Bad input never throws: it is answered with `info string error …`.
 */
import {
  INITIAL_DSFEN,
  Position,
  parseMoveString,
  resolveOptions,
  type RuleOptions,
} from "@daidai/core";
import { PACKAGE_VERSION } from "../generated/version.js";
import type { ClockLimits, SearchInfo, SearchResult } from "../search/engine.js";
import { Engine } from "../search/engine.js";
import { DEFAULT_WARM_UP_MS } from "./warm-up.js";
import { RANGES, parseInteger } from "../option-ranges.js";

/** Version reported by `id name`: the package's version, read from package.json at build time. */
export const ENGINE_VERSION: string = PACKAGE_VERSION;

/** What the session asks a runner to search. */
export interface SearchRequest {
  /** The position with its history (for the repetition rules). */
  readonly position: Position;
  /** The same position as a start DSFEN and the move strings played from it. */
  readonly dsfen: string;
  readonly moves: readonly string[];
  readonly rules: RuleOptions;
  readonly limits: RunnerLimits;
}

/** Limits a runner applies (callbacks and stop signals are the runner's business). */
export interface RunnerLimits {
  readonly depth?: number;
  readonly nodes?: number;
  readonly movetime?: number;
  readonly clock?: ClockLimits;
  readonly infinite?: boolean;
  /** When `go` arrived (ms since the epoch): the time limits count from there. */
  readonly startedAt?: number;
}

/** True for `go infinite` and for a `go` without any limit: such a search runs until `stop`. */
export function searchesUntilStop(l: RunnerLimits): boolean {
  return l.infinite === true || (l.depth === undefined && l.nodes === undefined && l.movetime === undefined && l.clock === undefined);
}

/** Runs searches for a session; may call `onDone` before `search` returns. */
export interface SearchRunner {
  /** Starts a search; `onInfo` after each iteration, `onDone` exactly once. */
  search(request: SearchRequest, onInfo: (info: SearchInfo) => void, onDone: (result: SearchResult) => void): void;
  /** Asks the running search to stop soon (its result still arrives through `onDone`). */
  stop(): void;
  /** A new game: forget what earlier searches learnt. */
  newGame(): void;
  /** Resizes the transposition table. */
  setHashSize(megabytes: number): void;
  /**
   * Sets the number of search threads (Lazy SMP over a shared table); returns why it cannot
   * when it cannot. A runner without it searches with one thread.
   */
  setThreads?(threads: number): string | undefined;
  /**
   * Warms the search threads' JIT up (warm-up.ts) for about `milliseconds`, then calls
   * `onWarm` exactly once. The session calls it at `isready` and answers `readyok` from
   * `onWarm`. A runner without it answers at once (InlineRunner: a warm-up would block the
   * caller's thread).
   */
  warmUp?(milliseconds: number, onWarm: () => void): void;
  /** Releases resources (threads). */
  close(): void;
}

/**
 * Runs the search in the calling thread: `search` returns only when it is done, so `stop`
 * cannot interrupt it from the input loop; `go infinite` and a `go` without limits search
 * to `infiniteDepth`.
 */
export class InlineRunner implements SearchRunner {
  private engine: Engine;
  private current: { aborted: boolean } | undefined;

  constructor(
    hashMb = 16,
    private readonly infiniteDepth = 6,
  ) {
    this.engine = new Engine({ hashMb });
  }

  search(request: SearchRequest, onInfo: (info: SearchInfo) => void, onDone: (result: SearchResult) => void): void {
    const signal = { aborted: false };
    this.current = signal;
    const l = request.limits;
    const depth = searchesUntilStop(l) ? this.infiniteDepth : l.depth;
    const result = this.engine.search(request.position, {
      ...(depth !== undefined ? { depth } : {}),
      ...(l.nodes !== undefined ? { nodes: l.nodes } : {}),
      ...(l.movetime !== undefined ? { movetime: l.movetime } : {}),
      ...(l.clock !== undefined ? { clock: l.clock } : {}),
      ...(l.startedAt !== undefined ? { startedAt: l.startedAt } : {}),
      signal,
      onInfo,
    });
    this.current = undefined;
    onDone(result);
  }

  stop(): void {
    if (this.current !== undefined) this.current.aborted = true;
  }

  newGame(): void {
    this.engine.clear();
  }

  setHashSize(megabytes: number): void {
    this.engine.setHashSize(megabytes);
  }

  close(): void {
    this.current = undefined;
  }
}

interface OptionSpec {
  readonly line: string;
  apply(session: UsiSession, value: string): string | undefined;
}

/** Formats a search info as an `info` line. */
export function infoLine(info: SearchInfo): string {
  const score = info.score.kind === "cp" ? `cp ${String(info.score.value)}` : `mate ${String(info.score.value)}`;
  const pv = info.pv.length > 0 ? ` pv ${info.pv.join(" ")}` : "";
  return `info depth ${String(info.depth)} seldepth ${String(info.seldepth)} score ${score} nodes ${String(info.nodes)} nps ${String(info.nps)} time ${String(info.timeMs)}${pv}`;
}

/** Most search threads the Threads option accepts. */
export const MAX_THREADS = 64;

const GO_NUMBERS = ["depth", "nodes", "movetime", "btime", "wtime", "binc", "winc", "byoyomi"] as const;

/** One protocol conversation: feed it lines with {@link UsiSession.handle}. */
export class UsiSession {
  private rules: Partial<{ -readonly [K in keyof RuleOptions]: RuleOptions[K] }> = {};
  private startDsfen = INITIAL_DSFEN;
  private moves: string[] = [];
  private searching = false;
  /** An `isready` waits for the runner's warm-up. */
  private warming = false;
  private warmUpMs = DEFAULT_WARM_UP_MS;
  private infinite = false;
  private stopRequested = false;
  private heldResult: SearchResult | undefined;
  /**
   * While a `go ponder` search runs (or holds its result): the position and the limits of
   * the search that `ponderhit` starts. `ponderhitAt`: when a `ponderhit` arrived during
   * the ponder search, which is stopping so that the real one can start.
   */
  private ponder: { readonly position: Position; readonly limits: RunnerLimits } | undefined;
  private ponderhitAt: number | undefined;
  private closed = false;
  /**
   * Lines received during a search, handled once it ends (all but stop, isready, quit,
   * ponderhit), and every line received during a warm-up, handled once `readyok` is out.
   */
  private readonly queue: string[] = [];

  private readonly options: Record<string, OptionSpec> = {
    hash: {
      line: `option name Hash type spin default 16 min ${String(RANGES.hashMb.min)} max ${String(RANGES.hashMb.max)}`,
      apply: (s, v) => {
        const parsed = parseInteger("Hash", v, RANGES.hashMb);
        if ("error" in parsed) return parsed.error;
        try {
          s.runner.setHashSize(parsed.value);
        } catch (e) {
          return `cannot allocate a ${v} MB table: ${e instanceof Error ? e.message : String(e)}`;
        }
        return undefined;
      },
    },
    threads: {
      line: `option name Threads type spin default 1 min 1 max ${String(MAX_THREADS)}`,
      apply: (s, v) => {
        const n = Number(v);
        if (!/^\d+$/.test(v) || n < 1 || n > MAX_THREADS) return `Threads must be an integer from 1 to ${String(MAX_THREADS)}, got '${v}'`;
        if (s.runner.setThreads === undefined) return n === 1 ? undefined : "this engine searches with one thread (no worker threads here)";
        return s.runner.setThreads(n);
      },
    },
    warmup: {
      line: `option name WarmUp type spin default ${String(DEFAULT_WARM_UP_MS)} min 0 max 10000`,
      apply: (s, v) => {
        const n = Number(v);
        if (!/^\d+$/.test(v) || n > 10000) return `WarmUp must be an integer from 0 to 10000 (ms), got '${v}'`;
        s.warmUpMs = n;
        return undefined;
      },
    },
    legality: this.ruleOption("Legality", "legality", ["legal", "kingCapture"]),
    repetition: this.ruleOption("Repetition", "repetition", ["jcsa", "simple"]),
    neighboringking: this.ruleOption("NeighboringKing", "neighboringKing", ["K", "FfrlW"]),
    liondogstepthenjump: {
      line: "option name LionDogStepThenJump type check default false",
      apply: (s, v) => {
        if (v !== "true" && v !== "false") return `LionDogStepThenJump must be true or false, got '${v}'`;
        s.rules.lionDogStepThenJump = v === "true";
        return undefined;
      },
    },
  };

  /** `write` receives each output line (without a newline); `rules` are the initial rule options. */
  constructor(
    private readonly write: (line: string) => void,
    readonly runner: SearchRunner = new InlineRunner(),
    rules: Partial<RuleOptions> = {},
  ) {
    this.rules = { ...resolveOptions(rules) };
  }

  /** True while a search or a warm-up runs, or input waits for its end. */
  get isSearching(): boolean {
    return this.searching || this.warming || this.queue.length > 0;
  }

  /** True while a `go infinite` search runs or waits for `stop`. */
  get isInfinite(): boolean {
    return this.infinite && (this.searching || this.heldResult !== undefined);
  }

  private ruleOption<K extends "legality" | "repetition" | "neighboringKing">(name: string, key: K, values: readonly RuleOptions[K][]): OptionSpec {
    return {
      line: `option name ${name} type combo default ${String(values[0])} ${values.map((v) => `var ${v}`).join(" ")}`,
      apply: (s, v) => {
        const found = values.find((x) => x === v);
        if (found === undefined) return `${name} must be one of ${values.join(", ")}, got '${v}'`;
        s.rules[key] = found;
        return undefined;
      },
    };
  }

  /** Called once when `quit` is handled (also a quit that waited for a search). */
  onQuit: (() => void) | undefined;

  /** True once `quit` was received. */
  get isClosed(): boolean {
    return this.closed;
  }

  /** Handles one input line; returns false after `quit`. */
  handle(line: string): boolean {
    if (this.closed) return false;
    const tokens = line.trim().split(/\s+/).filter((t) => t.length > 0);
    const [command, ...args] = tokens;
    if (command === undefined) return true;
    // During a search, input waits for its end, except stop, isready and ponderhit; quit
    // ends an infinite search at once and waits for a bounded one (so piped scripts run in order).
    const immediate = command === "stop" || command === "isready" || command === "ponderhit" || (command === "quit" && this.infinite);
    if (this.warming || ((this.searching || this.queue.length > 0) && !immediate)) {
      this.queue.push(line);
      return true;
    }
    return this.dispatch(command, args);
  }

  private dispatch(command: string, args: string[]): boolean {
    switch (command) {
      case "usi":
        this.write(`id name daidai ${ENGINE_VERSION}`);
        this.write("id author the daidai authors");
        for (const spec of Object.values(this.options)) this.write(spec.line);
        this.write("usiok");
        break;
      case "isready":
        this.ready();
        break;
      case "setoption":
        this.setOption(args);
        break;
      case "usinewgame":
        if (this.busy()) break;
        this.runner.newGame();
        break;
      case "position":
        if (this.busy()) break;
        this.setPosition(args);
        break;
      case "go":
        this.go(args);
        break;
      case "stop":
        this.stop();
        break;
      case "ponderhit":
        this.ponderhit();
        break;
      case "gameover":
        break;
      case "quit":
        this.queue.length = 0;
        this.stop();
        this.runner.close();
        this.closed = true;
        this.onQuit?.();
        return false;
      default:
        this.error(`unknown command '${command}'`);
    }
    return true;
  }

  /**
   * `isready`: `readyok` at once during a search (the threads are busy, and warm), else
   * after the runner's warm-up (setoption WarmUp: its length; 0 skips it).
   */
  private ready(): void {
    const runner = this.runner;
    if (this.searching || this.warmUpMs === 0 || runner.warmUp === undefined) {
      this.write("readyok");
      return;
    }
    this.warming = true;
    runner.warmUp(this.warmUpMs, () => {
      this.warming = false;
      if (this.closed) return;
      this.write("readyok");
      this.drain();
    });
  }

  private error(message: string): void {
    this.write(`info string error ${message}`);
  }

  private busy(): boolean {
    if (this.searching) this.error("the engine is searching: send stop first");
    return this.searching;
  }

  private setOption(args: string[]): void {
    const nameAt = args.indexOf("name");
    const valueAt = args.indexOf("value");
    if (nameAt !== 0 || (valueAt >= 0 && valueAt < 2)) {
      this.error("expected setoption name <id> [value <x>]");
      return;
    }
    const name = args.slice(1, valueAt < 0 ? undefined : valueAt).join(" ");
    const value = valueAt < 0 ? "" : args.slice(valueAt + 1).join(" ");
    const spec = this.options[name.toLowerCase()];
    if (spec === undefined) {
      this.error(`unknown option '${name}'`);
      return;
    }
    if (this.busy()) return;
    const problem = spec.apply(this, value);
    if (problem !== undefined) this.error(problem);
  }

  private setPosition(args: string[]): void {
    const movesAt = args.indexOf("moves");
    const head = movesAt < 0 ? args : args.slice(0, movesAt);
    const moveTokens = movesAt < 0 ? [] : args.slice(movesAt + 1);
    let dsfen: string;
    if (head[0] === "startpos" && head.length === 1) dsfen = INITIAL_DSFEN;
    else if ((head[0] === "dsfen" || head[0] === "sfen") && head.length > 1) dsfen = head.slice(1).join(" ");
    else {
      this.error("expected position startpos|dsfen <DSFEN> [moves <move>...]");
      return;
    }
    const created = Position.fromDsfen(dsfen, this.resolvedRules());
    if (!created.ok) {
      this.error(`bad DSFEN: ${created.error.message}`);
      return;
    }
    const pos = created.value;
    const played: string[] = [];
    for (const text of moveTokens) {
      const parsed = parseMoveString(pos, text);
      if (!parsed.ok) {
        this.error(`illegal move ${parsed.error.message}; position set up to the move before it`);
        break;
      }
      pos.playOrThrow(parsed.value);
      played.push(text);
    }
    this.startDsfen = dsfen;
    this.moves = played;
  }

  /** The position of the last `position` command under the current rule options, or why it cannot be set up. */
  private currentPosition(): { ok: true; value: Position } | { ok: false; error: string } {
    const created = Position.fromDsfen(this.startDsfen, this.resolvedRules());
    if (!created.ok) return { ok: false, error: created.error.message };
    const position = created.value;
    for (const m of this.moves) {
      const parsed = parseMoveString(position, m);
      if (!parsed.ok) return { ok: false, error: parsed.error.message };
      position.playOrThrow(parsed.value);
    }
    return { ok: true, value: position };
  }

  private resolvedRules(): RuleOptions {
    return resolveOptions(this.rules);
  }

  private go(args: string[]): void {
    if (this.busy()) return;
    const limits: { depth?: number; nodes?: number; movetime?: number; infinite?: boolean; startedAt: number } = { startedAt: Date.now() };
    const clock: { btime?: number; wtime?: number; binc?: number; winc?: number; byoyomi?: number } = {};
    let ponder = false;
    for (let i = 0; i < args.length; i++) {
      const key = args[i] ?? "";
      if (key === "infinite") {
        limits.infinite = true;
        continue;
      }
      if (key === "ponder") {
        ponder = true;
        continue;
      }
      if (!(GO_NUMBERS as readonly string[]).includes(key)) {
        this.error(`unknown go parameter '${key}'`);
        return;
      }
      const text = args[i + 1] ?? "";
      if (!/^\d+$/.test(text)) {
        this.error(`go ${key} needs a non-negative integer, got '${text}'`);
        return;
      }
      const n = Number(text);
      i++;
      if (key === "depth" || key === "nodes" || key === "movetime") limits[key] = n;
      else clock[key as keyof typeof clock] = n;
    }
    const current = this.currentPosition();
    if (!current.ok) {
      this.error(`cannot set up the position: ${current.error}`);
      return;
    }
    const position = current.value;
    if (position.legalMoves().length === 0) {
      this.write("bestmove resign");
      return;
    }
    const full: RunnerLimits = Object.keys(clock).length > 0 ? { ...limits, clock } : limits;
    if (ponder) {
      // Pondering: search until ponderhit or stop (USI); the limits apply from ponderhit on.
      this.ponder = { position, limits: full };
      this.startSearch(position, { infinite: true, startedAt: limits.startedAt });
    } else {
      this.startSearch(position, full);
    }
  }

  /** Starts a search of `position` (the current `position` command's) within `limits`. */
  private startSearch(position: Position, limits: RunnerLimits): void {
    this.searching = true;
    this.infinite = limits.infinite === true;
    this.stopRequested = false;
    this.heldResult = undefined;
    const request: SearchRequest = {
      position,
      dsfen: this.startDsfen,
      moves: [...this.moves],
      rules: this.resolvedRules(),
      limits,
    };
    this.runner.search(
      request,
      (info) => {
        this.write(infoLine(info));
      },
      (result) => {
        this.searching = false;
        const hitAt = this.ponderhitAt;
        const after = this.ponder;
        if (hitAt !== undefined && after !== undefined && !this.stopRequested) {
          // The ponder search stopped for a ponderhit: the real search starts (its clock from the ponderhit).
          this.ponder = undefined;
          this.ponderhitAt = undefined;
          this.startSearch(after.position, { ...after.limits, startedAt: hitAt });
          return;
        }
        if (this.infinite && !this.stopRequested) this.heldResult = result;
        else this.emitBest(result);
        this.drain();
      },
    );
  }

  /**
   * `ponderhit`: the opponent played the move pondered on. The ponder search gives way to a
   * search with the `go ponder` command's limits, its clock counting from now (the table
   * keeps what pondering found). Ignored when not pondering.
   */
  private ponderhit(): void {
    const after = this.ponder;
    if (after === undefined) return;
    if (this.searching) {
      this.ponderhitAt = Date.now();
      // No longer a search until stop: a quit now waits for the real search's bestmove.
      this.infinite = false;
      this.runner.stop();
      return;
    }
    // The ponder search ended by itself and holds its result: search now.
    this.ponder = undefined;
    this.heldResult = undefined;
    this.startSearch(after.position, { ...after.limits, startedAt: Date.now() });
  }

  /** Handles the lines queued during a search, until one starts another search. */
  private drain(): void {
    while (!this.searching && !this.warming && !this.closed && this.queue.length > 0) {
      const [command, ...args] = (this.queue.shift() ?? "").trim().split(/\s+/);
      this.dispatch(command ?? "", args);
    }
  }

  private stop(): void {
    // A stop while pondering ends the ponder search with its best move (USI).
    this.ponder = undefined;
    this.ponderhitAt = undefined;
    this.stopRequested = true;
    if (this.searching) this.runner.stop();
    const held = this.heldResult;
    if (held !== undefined) {
      this.heldResult = undefined;
      this.emitBest(held);
    }
  }

  private emitBest(result: SearchResult): void {
    this.write(`bestmove ${result.bestMove ?? "resign"}`);
  }
}
