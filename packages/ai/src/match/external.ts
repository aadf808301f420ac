/// <reference types="node" />
// Node only: the browser-safe entry "." (index.ts) never imports this module.
/**
 * An external engine as a harness player: any process that speaks the USI-style protocol of
 * docs/engine-protocol.md on stdin/stdout (`usi`/`usiok`, `isready`/`readyok`, `usinewgame`,
 * `position dsfen … moves …`, `go …`, `bestmove …`, `quit`). Node only (child_process).
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { createInterface } from "node:readline";
import { codeOfMoveString, type Position } from "./board.js";
import { MATE_CP, type GameSoFar, type MatchPlayer, type PlayerMove } from "./game.js";

/** Settings of an external engine. */
export interface ExternalEngineConfig {
  /** Shell command that starts the engine. */
  readonly command: string;
  /** Name in reports (default: the command). */
  readonly name?: string;
  /** Arguments of `go` (default `nodes 20000`). */
  readonly go?: string;
  /** `setoption` pairs sent after `usiok`. */
  readonly options?: readonly (readonly [string, string])[];
  /** Milliseconds to wait for `usiok`/`readyok` (default 10 000) and for a `bestmove` (default 60 000). */
  readonly handshakeTimeoutMs?: number;
  readonly moveTimeoutMs?: number;
  /** Working directory of the process. */
  readonly cwd?: string;
}

/** A running engine process with a line queue. */
class EngineProcess {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly lines: string[] = [];
  private waiter: { test: (line: string) => boolean; resolve: (line: string) => void; reject: (e: Error) => void } | undefined;
  private stderrTail = "";
  private exited: string | undefined;

  constructor(command: string, cwd: string | undefined) {
    this.child = spawn(command, { shell: true, stdio: ["pipe", "pipe", "pipe"], ...(cwd !== undefined ? { cwd } : {}) });
    this.child.stdin.on("error", () => {
      /* reported by the exit handler */
    });
    createInterface({ input: this.child.stdout }).on("line", (line) => {
      this.lines.push(line);
      this.pump();
    });
    this.child.stderr.on("data", (chunk: Buffer) => {
      this.stderrTail = (this.stderrTail + chunk.toString("utf8")).slice(-500);
    });
    const gone = (why: string): void => {
      this.exited ??= `${why}${this.stderrTail.trim() === "" ? "" : `: ${this.stderrTail.trim()}`}`;
      const w = this.waiter;
      this.waiter = undefined;
      w?.reject(new Error(`engine process ${this.exited}`));
    };
    this.child.on("exit", (code, signal) => {
      gone(`exited (${signal ?? `code ${String(code)}`})`);
    });
    this.child.on("error", (e) => {
      gone(`could not start: ${e.message}`);
    });
  }

  send(line: string): void {
    if (this.exited !== undefined) throw new Error(`engine process ${this.exited}`);
    this.child.stdin.write(`${line}\n`);
  }

  /** Resolves with the first line (from now on) that passes `test`; the lines before it are kept in `seen`. */
  wait(test: (line: string) => boolean, timeoutMs: number, what: string, seen: string[] = []): Promise<string> {
    if (this.exited !== undefined) return Promise.reject(new Error(`engine process ${this.exited}`));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiter = undefined;
        reject(new Error(`no ${what} within ${String(timeoutMs)} ms`));
      }, timeoutMs);
      this.waiter = {
        test: (line) => {
          if (test(line)) return true;
          seen.push(line);
          return false;
        },
        resolve: (line) => {
          clearTimeout(timer);
          resolve(line);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      };
      this.pump();
    });
  }

  private pump(): void {
    while (this.waiter !== undefined && this.lines.length > 0) {
      const line = this.lines.shift() ?? "";
      const w = this.waiter;
      if (w.test(line)) {
        this.waiter = undefined;
        w.resolve(line);
      }
    }
  }

  async close(): Promise<void> {
    if (this.exited !== undefined) return;
    const done = new Promise<void>((resolve) => {
      this.child.once("exit", () => {
        resolve();
      });
    });
    try {
      this.send("quit");
    } catch {
      /* already gone */
    }
    const timer = setTimeout(() => this.child.kill("SIGKILL"), 2000);
    await done;
    clearTimeout(timer);
  }
}

/** The last `score cp N` / `score mate N` of the info lines, in centipawns for the mover. */
export function scoreOfInfo(lines: readonly string[]): number | undefined {
  for (let i = lines.length - 1; i >= 0; i--) {
    const m = /\bscore (cp|mate) (-?\d+)/.exec(lines[i] ?? "");
    if (m === null) continue;
    const v = Number(m[2]);
    return m[1] === "cp" ? v : v >= 0 ? MATE_CP : -MATE_CP;
  }
  return undefined;
}

/** A player that runs an external engine process (started at the first game, ended by `close`). */
export function externalEnginePlayer(config: ExternalEngineConfig): MatchPlayer {
  const handshake = config.handshakeTimeoutMs ?? 10_000;
  const moveTimeout = config.moveTimeoutMs ?? 60_000;
  let proc: EngineProcess | undefined;
  const ready = async (p: EngineProcess): Promise<void> => {
    p.send("isready");
    await p.wait((l) => l.trim() === "readyok", handshake, "readyok");
  };
  const start = async (): Promise<EngineProcess> => {
    if (proc !== undefined) return proc;
    const p = new EngineProcess(config.command, config.cwd);
    proc = p;
    p.send("usi");
    await p.wait((l) => l.trim() === "usiok", handshake, "usiok");
    for (const [name, value] of config.options ?? []) p.send(`setoption name ${name} value ${value}`);
    await ready(p);
    return p;
  };
  return {
    name: config.name ?? config.command,
    async newGame(): Promise<void> {
      const p = await start();
      p.send("usinewgame");
      await ready(p);
    },
    async choose(pos: Position, game: GameSoFar): Promise<PlayerMove> {
      const p = await start();
      try {
        p.send(`position dsfen ${game.start}${game.moves.length > 0 ? ` moves ${game.moves.join(" ")}` : ""}`);
        p.send(`go ${config.go ?? "nodes 20000"}`);
        const info: string[] = [];
        const line = await p.wait((l) => l.startsWith("bestmove"), moveTimeout, "bestmove", info);
        const text = line.split(/\s+/)[1] ?? "";
        const score = scoreOfInfo(info);
        if (text === "resign") return { code: 0, resign: true, score };
        const code = codeOfMoveString(pos, text);
        if (code === undefined) throw new Error(`illegal bestmove '${text}'`);
        return { code, score };
      } catch (e) {
        // The game is lost; the process is ended, so that a late answer cannot be taken for
        // the next game's (the next game starts a fresh one).
        if (proc === p) proc = undefined;
        await p.close();
        throw e;
      }
    },
    async close(): Promise<void> {
      const p = proc;
      proc = undefined;
      await p?.close();
    },
  };
}
