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
  SearchThreadPool,
  UsiSession,
  searchesUntilStop,
  type SearchInfo,
  type SearchRequest,
  type SearchResult,
  type SearchRunner,
  type SearchThread,
  type SearchThreadEvents,
  type WorkerResponse,
} from "@daidai/ai";
import { integerOption, RANGES } from "../option-values.js";
import { addRuleOptions, ruleOptionsOf, type RuleFlags } from "../rule-options.js";

/**
 * Runs searches in worker threads (@daidai/ai's SearchThreadPool) so that `stop` and
 * `isready` are answered while a search runs; `stop` sets a shared flag the searches poll.
 * With `Threads` > 1 the pool runs a Lazy SMP search over one shared table.
 */
class WorkerRunner implements SearchRunner {
  private readonly pool: SearchThreadPool;

  constructor(hashMb: number) {
    this.pool = new SearchThreadPool(spawnSearchThread, hashMb, (message) => {
      process.stderr.write(`daidai engine: ${message}\n`);
    });
  }

  search(request: SearchRequest, onInfo: (info: SearchInfo) => void, onDone: (result: SearchResult) => void): void {
    const l = request.limits;
    // Until stop: the flag ends it.
    const limits = searchesUntilStop(l)
      ? { depth: 64 }
      : {
          ...(l.depth !== undefined ? { depth: l.depth } : {}),
          ...(l.nodes !== undefined ? { nodes: l.nodes } : {}),
          ...(l.movetime !== undefined ? { movetime: l.movetime } : {}),
          ...(l.clock !== undefined ? { clock: l.clock } : {}),
          ...(l.startedAt !== undefined ? { startedAt: l.startedAt } : {}),
        };
    this.pool.search(
      { dsfen: request.dsfen, moves: request.moves, rules: request.rules, limits },
      {
        onInfo,
        onDone,
        // The session always gets a bestmove: a quick search in this thread.
        onError: (message) => {
          process.stderr.write(`daidai engine: ${message}\n`);
          onDone(new Engine({ hashMb: 1 }).search(request.position, { depth: 1 }));
        },
      },
    );
  }

  stop(): void {
    this.pool.stop();
  }

  newGame(): void {
    this.pool.newGame();
  }

  setHashSize(megabytes: number): void {
    this.pool.setHashSize(megabytes);
  }

  setThreads(threads: number): string | undefined {
    return this.pool.setThreads(threads);
  }

  warmUp(milliseconds: number, onWarm: () => void): void {
    this.pool.warmUp(milliseconds, onWarm);
  }

  close(): void {
    this.pool.close();
  }
}

/** Starts a search thread: the single-file CLI (bundle-entry.ts) serves it from its own file. */
function spawnSearchThread(_index: number, hashMb: number, events: SearchThreadEvents): SearchThread {
  const bundle = (globalThis as { DAIDAI_BUNDLE_URL?: string }).DAIDAI_BUNDLE_URL;
  let worker: Worker;
  if (bundle !== undefined) worker = new Worker(new URL(bundle), { workerData: { daidaiSearchThread: true, hashMb } });
  else {
    const url = import.meta.resolve("@daidai/ai/worker-protocol");
    const code = [
      'const { parentPort, workerData } = require("node:worker_threads");',
      `import(${JSON.stringify(url)}).then((m) => m.attachSearchWorker({`,
      "  postMessage: (x) => parentPort.postMessage(x),",
      '  onMessage: (h) => parentPort.on("message", h),',
      "}, workerData.hashMb));",
    ].join("\n");
    worker = new Worker(code, { eval: true, workerData: { hashMb } });
  }
  worker.on("message", (msg: WorkerResponse) => {
    events.message(msg);
  });
  worker.on("error", (e: Error) => {
    events.error(e.message);
  });
  return {
    postMessage: (message) => {
      worker.postMessage(message);
    },
    terminate: () => {
      void worker.terminate();
    },
  };
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
    const hashMb = integerOption("--hash", flags.hash, RANGES.hashMb);
    const rules = ruleOptionsOf(flags);
    const runner = new WorkerRunner(hashMb);
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
