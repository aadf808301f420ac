/**
 * `daidai engine`: the USI-style protocol of docs/engine-protocol.md on stdin/stdout. The
 * protocol itself is @daidai/ai's UsiSession; here it is wired to the process, with the
 * search in a worker thread so that `stop` and `isready` are answered while it runs.
 */
import { createInterface } from "node:readline";
import { Worker } from "node:worker_threads";
import type { Command } from "commander";
import { Option } from "commander";
import {
  Engine,
  UsiSession,
  sharedTableBuffer,
  type SearchInfo,
  type SearchRequest,
  type SearchResult,
  type SearchRunner,
  type WorkerResponse,
} from "@daidai/ai";
import { UsageError } from "../errors.js";
import { addRuleOptions, ruleOptionsOf, type RuleFlags } from "../rule-options.js";

/**
 * Runs searches in worker threads; `stop` sets a shared flag the searches poll. With
 * `Threads` > 1 (Lazy SMP), helper threads search the same position over one shared
 * transposition table until the main thread's search ends; only the main thread's result
 * and info lines are used.
 */
class WorkerRunner implements SearchRunner {
  /** Worker 0 is the main thread; the others are helpers. */
  private workers: Worker[] = [];
  private threads = 1;
  /** The shared table of a Lazy SMP search (threads > 1), rebuilt when the size or the thread count changes. */
  private table: SharedArrayBuffer | undefined;
  private tableId = 0;
  private flag = new Int32Array(new SharedArrayBuffer(4));
  private nextId = 1;
  private pending: { id: number; request: SearchRequest; onInfo: (i: SearchInfo) => void; onDone: (r: SearchResult) => void } | undefined;

  constructor(private hashMb: number) {}

  private spawn(index: number): Worker {
    // The single-file CLI (bundle-entry.ts) serves the search thread from its own file.
    const bundle = (globalThis as { DAIDAI_BUNDLE_URL?: string }).DAIDAI_BUNDLE_URL;
    if (bundle !== undefined) return this.listen(new Worker(new URL(bundle), { workerData: { daidaiSearchThread: true, hashMb: index === 0 ? this.hashMb : 1 } }), index);
    const url = import.meta.resolve("@daidai/ai/worker-protocol");
    const code = [
      'const { parentPort, workerData } = require("node:worker_threads");',
      `import(${JSON.stringify(url)}).then((m) => m.attachSearchWorker({`,
      "  postMessage: (x) => parentPort.postMessage(x),",
      '  onMessage: (h) => parentPort.on("message", h),',
      "}, workerData.hashMb));",
    ].join("\n");
    return this.listen(new Worker(code, { eval: true, workerData: { hashMb: index === 0 ? this.hashMb : 1 } }), index);
  }

  /** The main thread and the helpers, started when missing. */
  private ensure(): Worker[] {
    while (this.workers.length < this.threads) this.workers.push(this.spawn(this.workers.length));
    return this.workers;
  }

  private listen(worker: Worker, index: number): Worker {
    worker.on("message", (msg: WorkerResponse) => {
      if (this.workers[0] === worker) this.receive(msg);
    });
    worker.on("error", (e: Error) => {
      const i = this.workers.indexOf(worker);
      if (i >= 0) this.workers.splice(i, 1);
      if (index === 0 || i === 0) this.fail(`search thread failed: ${e.message}`);
      else process.stderr.write(`daidai engine: helper search thread failed: ${e.message}\n`);
    });
    return worker;
  }

  private receive(msg: WorkerResponse): void {
    const p = this.pending;
    if (msg.type === "ready" || p === undefined || msg.id !== p.id) return;
    if (msg.type === "info") p.onInfo(msg.info);
    else if (msg.type === "done") {
      this.pending = undefined;
      Atomics.store(this.flag, 0, 1); // the helpers stop
      p.onDone(msg.result);
    } else this.fail(msg.message);
  }

  /** Finishes the pending search with a quick in-thread search so the session always gets a bestmove. */
  private fail(message: string): void {
    const p = this.pending;
    if (p === undefined) return;
    this.pending = undefined;
    Atomics.store(this.flag, 0, 1);
    process.stderr.write(`daidai engine: ${message}\n`);
    p.onDone(new Engine({ hashMb: 1 }).search(p.request.position, { depth: 1 }));
  }

  search(request: SearchRequest, onInfo: (info: SearchInfo) => void, onDone: (result: SearchResult) => void): void {
    const workers = this.ensure();
    // A new flag for each search: helpers of the last search that have not yet seen its
    // flag set keep reading that one.
    this.flag = new Int32Array(new SharedArrayBuffer(4));
    const id = this.nextId++;
    this.pending = { id, request, onInfo, onDone };
    const l = request.limits;
    // `infinite` (or no limit at all) searches until stop: the flag ends it.
    const unbounded = l.infinite === true || (l.depth === undefined && l.nodes === undefined && l.movetime === undefined && l.clock === undefined);
    const limits = unbounded
      ? { depth: 64 }
      : {
          ...(l.depth !== undefined ? { depth: l.depth } : {}),
          ...(l.nodes !== undefined ? { nodes: l.nodes } : {}),
          ...(l.movetime !== undefined ? { movetime: l.movetime } : {}),
          ...(l.clock !== undefined ? { clock: l.clock } : {}),
          ...(l.startedAt !== undefined ? { startedAt: l.startedAt } : {}),
        };
    const base = { type: "search", id, dsfen: request.dsfen, moves: request.moves, rules: request.rules, stopFlag: this.flag };
    if (this.threads > 1 && this.table === undefined) {
      this.table = sharedTableBuffer(this.hashMb);
      this.tableId++;
    }
    const shared = this.threads > 1 && this.table !== undefined ? { table: this.table, tableId: this.tableId } : {};
    workers.forEach((worker, i) => {
      // Helpers search until the main thread is done (they stop on the flag).
      worker.postMessage(i === 0 ? { ...base, ...shared, limits } : { ...base, ...shared, limits: { depth: 64 }, helper: i });
    });
  }

  stop(): void {
    Atomics.store(this.flag, 0, 1);
  }

  newGame(): void {
    for (const w of this.ensure()) w.postMessage({ type: "newGame" });
  }

  setHashSize(megabytes: number): void {
    this.hashMb = megabytes;
    if (this.table !== undefined) this.table = undefined; // a new shared table at the next search
    if (this.workers[0] !== undefined) this.workers[0].postMessage({ type: "setHash", hashMb: megabytes });
  }

  setThreads(threads: number): string | undefined {
    if (threads === this.threads) return undefined;
    this.threads = threads;
    for (const w of this.workers.splice(threads)) void w.terminate();
    // The main thread goes back to its own table with one thread, or gets a new shared one.
    this.table = undefined;
    if (threads === 1 && this.workers[0] !== undefined) this.workers[0].postMessage({ type: "setHash", hashMb: this.hashMb });
    return undefined;
  }

  close(): void {
    this.stop();
    for (const w of this.workers) void w.terminate();
    this.workers = [];
  }
}

interface EngineFlags extends RuleFlags {
  hash: string;
}

/** Registers `engine`. */
export function registerEngineCommands(program: Command): void {
  addRuleOptions(
    program
      .command("engine")
      .description("speak the USI-style engine protocol on stdin/stdout (docs/engine-protocol.md)")
      .addOption(new Option("--hash <mb>", "transposition table size in MB").default("16")),
  ).action(async (flags: EngineFlags) => {
    if (!/^\d+$/.test(flags.hash) || Number(flags.hash) < 1 || Number(flags.hash) > 1024) {
      throw new UsageError(`--hash must be an integer from 1 to 1024 (MB), got '${flags.hash}'`);
    }
    const rules = ruleOptionsOf(flags);
    const runner = new WorkerRunner(Number(flags.hash));
    const session = new UsiSession((line) => process.stdout.write(`${line}\n`), runner, rules);
    const input = createInterface({ input: process.stdin, terminal: false });
    await new Promise<void>((resolve) => {
      session.onQuit = () => {
        // Stop reading even if the other end keeps stdin open.
        input.close();
        process.stdin.destroy();
      };
      input.on("line", (line) => {
        session.handle(line);
      });
      input.on("close", () => {
        // End of input: stop an infinite search, let a bounded one finish, then quit.
        if (session.isInfinite) session.handle("stop");
        const finish = (): void => {
          if (session.isSearching && !session.isClosed) setTimeout(finish, 10);
          else {
            session.handle("quit");
            resolve();
          }
        };
        finish();
      });
    });
  });
}
