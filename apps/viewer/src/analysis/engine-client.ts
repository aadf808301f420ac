/**
 * Talks to the engine (`@daidai/ai`'s worker entry) in a module Web Worker, started the first
 * time an analysis is asked for: pages that never press "Analyse" never fetch the engine. The
 * worker file is the one the app's bundler emitted (the published ES modules), or
 * `daidai-engine-worker.js` next to the viewer's bundle (the self-contained bundles), or the
 * URL given (`engine-src`); see engine-starter.ts. No blob or eval: it works under
 * `script-src 'self'`.
 *
 * On a cross-origin isolated page (shared memory) the analysis searches with several threads
 * (`@daidai/ai`'s SearchThreadPool, Lazy SMP) and a stop is a shared flag the search polls;
 * elsewhere it uses one thread, and stopping terminates the worker (the search inside it is
 * synchronous) and the next analysis starts a fresh one.
 */
import { SearchThreadPool, sharedMemoryAvailable, type PoolSearchRequest, type SearchThread, type SearchThreadEvents } from "@daidai/ai/thread-pool";
import type { WorkerResponse } from "@daidai/ai/worker-protocol";
import { startEngineWorker } from "./engine-starter.js";

/** One report of the engine. */
export interface EngineReport {
  readonly depth: number;
  /** Score for the side to move: centipawns, or moves to mate (negative: being mated). */
  readonly score: { readonly kind: "cp" | "mate"; readonly value: number };
  readonly nodes: number;
  /** Principal variation as move strings. */
  readonly pv: readonly string[];
  /** True for the final report of a search. */
  readonly done: boolean;
  /** The best move (move string) in the final report; null when there is no legal move. */
  readonly bestMove?: string | null;
}

/**
 * Search threads for the analysis board: all cores up to 4 on a cross-origin isolated page
 * (shared memory: a Lazy SMP search over one shared table), one thread otherwise.
 */
export function defaultEngineThreads(): number {
  if (!sharedMemoryAvailable()) return 1;
  const cores = typeof navigator === "undefined" ? 1 : navigator.hardwareConcurrency || 1;
  return Math.max(1, Math.min(MAX_THREADS, cores));
}

const MAX_THREADS = 4;
/** Transposition table of the analysis (MB; shared by the threads). */
const HASH_MB = 16;

/** The engine in module Web Workers (one per search thread), started on first use. */
export class EngineClient {
  private readonly pool: SearchThreadPool;
  private analysis = 0;
  private pending: (() => void) | undefined;

  /**
   * @param src URL of the worker file; "" (the default) starts the one that comes with the
   *   viewer (emitted by the app's bundler, or next to the viewer's bundle)
   * @param threads search threads (more than one only with shared memory; see {@link defaultEngineThreads})
   */
  constructor(
    private readonly src = "",
    threads = defaultEngineThreads(),
  ) {
    this.pool = new SearchThreadPool((_index, _hashMb, events) => this.spawn(events), HASH_MB);
    this.pool.setThreads(threads);
  }

  /** Number of search threads. */
  get threads(): number {
    return this.pool.threads;
  }

  /** Analyses a position (DSFEN) for up to `movetime` ms; `onReport` gets each iteration. */
  analyse(dsfen: string, movetime: number, onReport: (report: EngineReport) => void, onError: (message: string) => void): void {
    const analysis = ++this.analysis;
    const current = (): boolean => analysis === this.analysis;
    this.pool.search(
      { dsfen, limits: { movetime } },
      {
        onInfo: (info) => {
          if (current()) onReport({ ...info, done: false });
        },
        onDone: (result) => {
          if (current()) onReport({ ...result, done: true, bestMove: result.bestMove });
        },
        onError: (message) => {
          if (current()) onError(message);
        },
      },
    );
  }

  /**
   * One search with any limits (nodes, movetime, clocks) of a DSFEN and the moves played
   * from it: the final report, or null when it was stopped or another search started first.
   * Rejects with the engine's message when it fails.
   */
  search(request: PoolSearchRequest): Promise<EngineReport | null> {
    this.settle();
    const analysis = ++this.analysis;
    return new Promise((resolve, reject) => {
      const current = (): boolean => analysis === this.analysis;
      this.pending = () => {
        resolve(null);
      };
      this.pool.search(request, {
        onInfo: () => undefined,
        onDone: (result) => {
          if (current()) this.pending = undefined;
          resolve(current() ? { ...result, done: true, bestMove: result.bestMove } : null);
        },
        onError: (message) => {
          if (current()) this.pending = undefined;
          if (current()) reject(new Error(message));
          else resolve(null);
        },
      });
    });
  }

  /** A new game: the engine forgets what it learnt in earlier searches. */
  newGame(): void {
    this.pool.newGame();
  }

  /**
   * Stops the search; nothing more is reported. The workers stay for the next analysis when
   * they can be stopped by shared memory, and are terminated otherwise.
   */
  stop(): void {
    this.analysis++;
    this.settle();
    this.pool.stop();
  }

  /** Stops and terminates the workers (the next analysis starts new ones). */
  close(): void {
    this.analysis++;
    this.settle();
    this.pool.close();
  }

  /** A pending {@link search} that will hear nothing more resolves with null. */
  private settle(): void {
    const pending = this.pending;
    this.pending = undefined;
    pending?.();
  }

  private spawn(events: SearchThreadEvents): SearchThread {
    const { worker, from } = startEngineWorker(this.src);
    worker.onerror = (e) => {
      events.error(`the engine could not start (${from}): ${e.message || "load error"}`);
    };
    worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      events.message(event.data);
    };
    return worker;
  }
}
