/**
 * Search threads for any host (Node worker_threads, browser Web Workers): a pool of workers
 * speaking the protocol of worker-protocol.ts. With more than one thread it runs a Lazy SMP
 * search: every thread searches the same position over one transposition table in a
 * `SharedArrayBuffer`; thread 0 is the main thread, whose info and result are the search's,
 * and the helpers stop when it is done.
 *
 * This module imports no search code (only the table's sizing), so a page can hold a pool
 * without loading the engine on its main thread; the engine runs in the workers.
 *
 * Without shared memory (a page that is not cross-origin isolated) there is one thread, and
 * stopping a search terminates its worker; the next search starts a fresh one.
 */
import { TranspositionTable } from "../search/tt.js";
import type { WorkerRequest, WorkerResponse, WorkerSearchRequest } from "./worker-protocol.js";

/** A worker as the pool sees it. */
export interface SearchThread {
  postMessage(message: WorkerRequest): void;
  terminate(): void;
}

/** What a spawned worker reports to the pool. */
export interface SearchThreadEvents {
  message(message: WorkerResponse): void;
  /** The worker failed (could not load, or threw outside a request). */
  error(message: string): void;
}

/** Starts worker number `index` (0 = main thread) with a table of `hashMb` MB of its own. */
export type SpawnSearchThread = (index: number, hashMb: number, events: SearchThreadEvents) => SearchThread;

/** A search for the pool: the position and limits of a worker request. */
export type PoolSearchRequest = Pick<WorkerSearchRequest, "dsfen" | "moves" | "rules" | "limits">;

/** Callbacks of one search: `onInfo` per iteration, then exactly one of `onDone` / `onError`. */
export interface PoolSearchCallbacks {
  onInfo(info: Extract<WorkerResponse, { type: "info" }>["info"]): void;
  onDone(result: Extract<WorkerResponse, { type: "done" }>["result"]): void;
  onError(message: string): void;
}

/** Whether this host can share memory between threads (Node; a cross-origin isolated page). */
export function sharedMemoryAvailable(): boolean {
  const g = globalThis as { SharedArrayBuffer?: unknown; crossOriginIsolated?: unknown };
  if (typeof g.SharedArrayBuffer !== "function") return false;
  // Pages expose crossOriginIsolated; Node does not, and always shares memory.
  return g.crossOriginIsolated === undefined || g.crossOriginIsolated === true;
}

/** A pending warm-up: the threads that have not answered yet. */
interface PendingWarmUp {
  readonly id: number;
  readonly waiting: Set<SearchThread>;
  readonly onWarm: () => void;
}

/** Pending search of the main thread. */
interface Pending {
  readonly id: number;
  readonly callbacks: PoolSearchCallbacks;
}

/** A pool of search threads; see the module comment. */
export class SearchThreadPool {
  private workers: SearchThread[] = [];
  private threadCount = 1;
  private table: SharedArrayBuffer | undefined;
  private tableId = 0;
  private flag: Int32Array | undefined;
  private nextId = 1;
  private pending: Pending | undefined;
  private warming: PendingWarmUp | undefined;

  /**
   * @param spawn starts one worker
   * @param hashMb transposition table size in MB (shared by all threads when there are several)
   * @param onHelperError told when a helper thread fails (the search goes on without it)
   */
  constructor(
    private readonly spawn: SpawnSearchThread,
    private hashMb: number,
    private readonly onHelperError: (message: string) => void = () => undefined,
  ) {}

  /** Number of threads searches use. */
  get threads(): number {
    return this.threadCount;
  }

  /** Whether a search is running. */
  get searching(): boolean {
    return this.pending !== undefined;
  }

  /**
   * Sets the number of threads; returns why it cannot when it cannot (more than one thread
   * without shared memory). Takes effect at the next search.
   */
  setThreads(threads: number): string | undefined {
    if (!Number.isInteger(threads) || threads < 1) return `threads must be a positive integer, got ${String(threads)}`;
    if (threads > 1 && !sharedMemoryAvailable()) return "more than one search thread needs shared memory (a cross-origin isolated page)";
    if (threads === this.threadCount) return undefined;
    this.threadCount = threads;
    for (const w of this.workers.splice(threads)) {
      w.terminate();
      this.warmed(w); // a warm-up does not wait for it
    }
    // The main thread goes back to a table of its own with one thread, or gets a new shared one.
    this.table = undefined;
    if (threads === 1) this.workers[0]?.postMessage({ type: "setHash", hashMb: this.hashMb });
    return undefined;
  }

  /** Resizes the transposition table (from the next search). */
  setHashSize(megabytes: number): void {
    this.hashMb = megabytes;
    this.table = undefined; // a new shared table at the next search
    this.workers[0]?.postMessage({ type: "setHash", hashMb: megabytes });
  }

  /** Starts a search; a running one is stopped first and reports nothing more. */
  search(request: PoolSearchRequest, callbacks: PoolSearchCallbacks): void {
    if (this.pending !== undefined) this.abandon();
    const workers = this.ensure();
    const shared = sharedMemoryAvailable();
    // A new flag for each search: helpers of the last search that have not yet seen its
    // flag set keep reading that one.
    this.flag = shared ? new Int32Array(new SharedArrayBuffer(4)) : undefined;
    const id = this.nextId++;
    this.pending = { id, callbacks };
    if (this.threadCount > 1 && this.table === undefined) {
      this.table = TranspositionTable.shared(this.hashMb).buffer as SharedArrayBuffer;
      this.tableId++;
    }
    const smp = this.threadCount > 1 && this.table !== undefined ? { table: this.table, tableId: this.tableId } : {};
    const base = { type: "search" as const, id, ...request, ...(this.flag !== undefined ? { stopFlag: this.flag } : {}), ...smp };
    workers.forEach((worker, i) => {
      // Helpers search until the main thread is done (they stop on the flag).
      worker.postMessage(i === 0 ? base : { ...base, limits: { depth: 64 }, helper: i });
    });
  }

  /**
   * Asks the running search to stop soon. With shared memory its result still arrives
   * through `onDone`; without, the worker is terminated and `onDone` never comes.
   */
  stop(): void {
    if (this.flag !== undefined) Atomics.store(this.flag, 0, 1);
    else if (this.pending !== undefined) this.abandon();
  }

  /**
   * Starts the threads and warms their JIT up (warm-up.ts: about `milliseconds` of searching
   * on throwaway engines, once per thread). `onWarm` is called exactly once: when every
   * thread has answered, or when the pool closes or a thread fails first. A search started
   * meanwhile waits in the threads' queues. A pending warm-up is settled before a new one.
   */
  warmUp(milliseconds: number, onWarm: () => void): void {
    this.settleWarmUp();
    const workers = this.ensure();
    const id = this.nextId++;
    this.warming = { id, waiting: new Set(workers), onWarm };
    for (const w of workers) w.postMessage({ type: "warmUp", id, milliseconds });
  }

  /** A new game: the threads forget what earlier searches learnt. */
  newGame(): void {
    for (const w of this.ensure()) w.postMessage({ type: "newGame" });
  }

  /** Stops everything and terminates the workers (a later search starts new ones). */
  close(): void {
    if (this.flag !== undefined) Atomics.store(this.flag, 0, 1);
    this.pending = undefined;
    for (const w of this.workers) w.terminate();
    this.workers = [];
    this.table = undefined;
    this.settleWarmUp();
  }

  /** Drops the pending search without a result: flag set, or the workers terminated. */
  private abandon(): void {
    this.pending = undefined;
    if (this.flag !== undefined) Atomics.store(this.flag, 0, 1);
    else this.close();
  }

  /** The main thread and the helpers, started when missing. */
  private ensure(): SearchThread[] {
    while (this.workers.length < this.threadCount) {
      const index = this.workers.length;
      const thread = this.spawn(index, index === 0 ? this.hashMb : 1, {
        message: (msg) => {
          // A warm-up's answer, or its error (it counts as answered: nobody waits forever).
          if ((msg.type === "warm" || msg.type === "error") && msg.id === this.warming?.id) this.warmed(thread);
          else if (this.workers[0] === thread) this.receive(msg);
        },
        error: (message) => {
          this.failed(thread, message);
        },
      });
      this.workers.push(thread);
    }
    return this.workers;
  }

  private receive(msg: WorkerResponse): void {
    const p = this.pending;
    if (msg.type === "ready" || msg.type === "warm" || p === undefined || msg.id !== p.id) return;
    if (msg.type === "info") {
      p.callbacks.onInfo(msg.info);
      return;
    }
    this.pending = undefined;
    if (this.flag !== undefined) Atomics.store(this.flag, 0, 1); // the helpers stop
    if (msg.type === "done") p.callbacks.onDone(msg.result);
    else p.callbacks.onError(msg.message);
  }

  /** `thread` answered the pending warm-up; the last answer settles it. */
  private warmed(thread: SearchThread): void {
    const w = this.warming;
    if (w === undefined) return;
    w.waiting.delete(thread);
    if (w.waiting.size === 0) this.settleWarmUp();
  }

  /** Calls the pending warm-up's callback, if any (once). */
  private settleWarmUp(): void {
    const w = this.warming;
    this.warming = undefined;
    w?.onWarm();
  }

  /** A worker failed: a failed main thread ends the pending search with an error; a helper is dropped. */
  private failed(thread: SearchThread, message: string): void {
    const i = this.workers.indexOf(thread);
    if (i < 0) return;
    if (i > 0) {
      this.workers.splice(i, 1);
      thread.terminate();
      this.onHelperError(`helper search thread failed: ${message}`);
      this.warmed(thread); // it answers no more
      return;
    }
    const p = this.pending;
    this.close();
    p?.callbacks.onError(`search thread failed: ${message}`);
  }
}
