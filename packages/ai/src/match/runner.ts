/// <reference types="node" />
// Node only: the browser-safe entry "." (index.ts) never imports this module.
/**
 * Runs the games of a match plan, in this thread or on `concurrency` worker threads (Node's
 * worker_threads; each thread plays one game at a time). Results are taken in game-index
 * order: the SPRT looks at the pairs in plan order and stops at the first pair where the
 * LLR crosses a bound, so the games counted, and the result, are the same for any
 * concurrency (games that other threads finished past that pair are dropped).
 */
import { Worker } from "node:worker_threads";
import { PlayerPool, playPlannedGame, pointsOfA, type MatchPlan, type PlayedGame } from "./plan.js";
import { pentanomialIndex, sprtState, type Pentanomial, type SprtConfig, type SprtState } from "./stats.js";
import type { ThreadReply, ThreadRequest } from "./thread-protocol.js";

/** Options of {@link runMatch}. */
export interface RunOptions {
  /** Game indices to play, in order (default: every game of the plan). */
  readonly games?: readonly number[];
  /** Worker threads (default 1: play in this thread). */
  readonly concurrency?: number;
  /** Stop as soon as the SPRT over the pairs (in plan order) decides. */
  readonly sprt?: SprtConfig | null;
  /** Called after each game (in completion order) with the games done and the SPRT state of the counted prefix. */
  readonly onProgress?: (done: number, total: number, sprt: SprtState | null) => void;
  /**
   * Script of the worker threads (default: dist/match/thread.js of this package). A script
   * that is not that file (the single-file CLI) must serve the thread when it is started with
   * `workerData.daidaiMatchThread === true` (see {@link serveMatchThread}).
   */
  readonly workerUrl?: URL;
}

/** The games of a run. */
export interface RunResult {
  /** Counted games, in index order. */
  readonly games: readonly PlayedGame[];
  /** True when the SPRT stopped the run before the last game. */
  readonly stoppedBySprt: boolean;
}

/** Default worker script: next to this module once built (tests run the sources, so they use the built file). */
function defaultWorkerUrl(): URL {
  const here = import.meta.url;
  return here.endsWith(".ts") ? new URL("../../dist/match/thread.js", here) : new URL("./thread.js", here);
}

/** Counts results in plan order and applies the SPRT stop rule. */
class Tally {
  private readonly done = new Map<number, PlayedGame>();
  private readonly pairOrder: number[] = [];
  private readonly pairGames = new Map<number, number[]>();
  private cursor = 0;
  private readonly penta = [0, 0, 0, 0, 0];
  state: SprtState | null = null;
  /** Pairs counted before the SPRT decided (undefined: not decided). */
  decidedAt: number | undefined;

  constructor(
    private readonly games: readonly number[],
    private readonly sprt: SprtConfig | null,
  ) {
    for (const g of games) {
      const p = Math.floor(g / 2);
      const list = this.pairGames.get(p);
      if (list === undefined) {
        this.pairOrder.push(p);
        this.pairGames.set(p, [g]);
      } else list.push(g);
    }
    if (sprt !== null) this.state = sprtState([0, 0, 0, 0, 0], sprt);
  }

  get size(): number {
    return this.done.size;
  }

  add(g: PlayedGame): void {
    this.done.set(g.index, g);
    if (this.sprt === null) return;
    while (this.decidedAt === undefined && this.cursor < this.pairOrder.length) {
      const list = this.pairGames.get(this.pairOrder[this.cursor] ?? -1) ?? [];
      const results = list.map((i) => this.done.get(i));
      if (results.some((r) => r === undefined)) break;
      this.cursor++;
      if (results.length === 2) {
        const k = pentanomialIndex(pointsOfA(results[0] as PlayedGame), pointsOfA(results[1] as PlayedGame));
        this.penta[k] = (this.penta[k] ?? 0) + 1;
        this.state = sprtState(this.penta as unknown as Pentanomial, this.sprt);
        if (this.state.decision !== null) this.decidedAt = this.cursor;
      }
    }
  }

  /** Counted games in index order. */
  result(): RunResult {
    const pairs = this.decidedAt === undefined ? this.pairOrder : this.pairOrder.slice(0, this.decidedAt);
    const keep = new Set(pairs.flatMap((p) => this.pairGames.get(p) ?? []));
    const games = this.games.filter((i) => keep.has(i)).map((i) => this.done.get(i));
    return {
      games: games.filter((g): g is PlayedGame => g !== undefined),
      stoppedBySprt: this.decidedAt !== undefined && this.decidedAt < this.pairOrder.length,
    };
  }
}

/** Plays the games of a plan (see the module comment for the order and the SPRT stop). */
export async function runMatch(plan: MatchPlan, options: RunOptions = {}): Promise<RunResult> {
  const games = options.games ?? Array.from({ length: plan.pairs * 2 }, (_, i) => i);
  const tally = new Tally(games, options.sprt ?? null);
  const concurrency = Math.max(1, Math.min(options.concurrency ?? 1, games.length));
  const report = (): void => options.onProgress?.(tally.size, games.length, tally.state);
  if (concurrency === 1) {
    const pool = new PlayerPool(plan);
    try {
      for (const index of games) {
        if (tally.decidedAt !== undefined) break;
        tally.add(await playPlannedGame(plan, index, pool));
        report();
      }
    } finally {
      await pool.close();
    }
    return tally.result();
  }
  await runOnThreads(plan, games, concurrency, options.workerUrl ?? defaultWorkerUrl(), tally, report);
  return tally.result();
}

async function runOnThreads(plan: MatchPlan, games: readonly number[], concurrency: number, url: URL, tally: Tally, report: () => void): Promise<void> {
  let next = 0;
  const workers: Worker[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      let busy = 0;
      const feed = (w: Worker): void => {
        // Once the SPRT has decided, the games still running do not count: stop at once.
        if (tally.decidedAt !== undefined || (next >= games.length && busy === 0)) resolve();
        if (tally.decidedAt !== undefined || next >= games.length) return;
        const index = games[next++] ?? 0;
        busy++;
        w.postMessage({ type: "game", index } satisfies ThreadRequest);
      };
      for (let k = 0; k < concurrency; k++) {
        const w = new Worker(url, { workerData: { daidaiMatchThread: true } });
        workers.push(w);
        w.on("message", (msg: ThreadReply) => {
          if (msg.type === "error") {
            reject(new Error(`game ${String(msg.index)}: ${msg.message}`));
            return;
          }
          busy--;
          tally.add(msg.played);
          report();
          feed(w);
        });
        w.on("error", reject);
        w.postMessage({ type: "plan", plan } satisfies ThreadRequest);
        feed(w);
      }
    });
  } finally {
    await Promise.all(
      workers.map(async (w) => {
        w.postMessage({ type: "close" } satisfies ThreadRequest);
        // A thread closes its engine processes, then exits; one stuck in a game is ended.
        const timer = setTimeout(() => void w.terminate(), 3000);
        await new Promise<void>((r) => {
          w.once("exit", () => {
            r();
          });
        });
        clearTimeout(timer);
      }),
    );
  }
}
