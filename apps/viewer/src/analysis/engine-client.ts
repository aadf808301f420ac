/**
 * Talks to the engine (`@daidai/ai`'s worker entry) in a module Web Worker, started from a
 * same-origin file (`daidai-engine-worker.js` next to the viewer's bundle by default) the
 * first time an analysis is asked for: pages that never press "Analyse" never fetch the
 * engine. No blob or eval: it works under `script-src 'self'`.
 *
 * The search is synchronous inside the worker, so stopping it (or analysing another
 * position) terminates the worker and starts a fresh one.
 */
import type { WorkerResponse } from "@daidai/ai/worker-protocol";

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

// The classic-script bundle has no import.meta.url: it uses the URL of its <script>,
// read while the script runs.
const classicScript = typeof document !== "undefined" && document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : undefined;

/** The default URL of the engine's worker file: next to the bundle that contains this code. */
export function defaultEngineUrl(): string {
  const file = "daidai-engine-worker.js";
  const meta = import.meta as { url?: string };
  return new URL(file, meta.url ?? classicScript ?? document.baseURI).href;
}

/** An engine in a worker, started on first use. */
export class EngineClient {
  private worker: Worker | null = null;
  private id = 0;
  private ready: Promise<Worker> | null = null;

  constructor(private readonly url: string) {}

  /** Analyses a position (DSFEN) for up to `movetime` ms; `onReport` gets each iteration. */
  analyse(dsfen: string, movetime: number, onReport: (report: EngineReport) => void, onError: (message: string) => void): void {
    this.stop();
    const id = ++this.id;
    const ready = this.start(onError);
    void ready.then((worker) => {
      if (id !== this.id) return;
      worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
        const msg = event.data;
        if (id !== this.id || !("id" in msg) || msg.id !== id) return;
        if (msg.type === "info") onReport({ ...msg.info, done: false });
        else if (msg.type === "done") onReport({ ...msg.result, done: true, bestMove: msg.result.bestMove });
        else onError(msg.message);
      };
      worker.postMessage({ type: "search", id, dsfen, limits: { movetime } });
    }, (e: unknown) => {
      onError(e instanceof Error ? e.message : String(e));
    });
  }

  /** Stops the search (terminates the worker; the next analysis starts a new one). */
  stop(): void {
    this.id++;
    this.worker?.terminate();
    this.worker = null;
    this.ready = null;
  }

  private start(onError: (message: string) => void): Promise<Worker> {
    if (this.ready !== null) return this.ready;
    const worker = new Worker(this.url, { type: "module" });
    this.worker = worker;
    this.ready = new Promise<Worker>((resolve, reject) => {
      worker.onerror = (e) => {
        const message = `the engine could not start (${this.url}): ${e.message || "load error"}`;
        onError(message);
        reject(new Error(message));
      };
      worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
        if (event.data.type === "ready") resolve(worker);
      };
    });
    return this.ready;
  }
}
