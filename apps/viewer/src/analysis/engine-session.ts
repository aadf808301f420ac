/**
 * The analysis board's engine as a Lit reactive controller: on/off, the latest report for
 * the position shown, and the evaluations noted per record node (for export). The engine
 * (`EngineClient`, a Web Worker) is created on the first start only.
 */
import type { ReactiveController, ReactiveControllerHost } from "lit";
import type { RecordNode } from "@daidai/notation";
import { sharedMemoryAvailable } from "@daidai/ai/thread-pool";
import { defaultEngineThreads, EngineClient, type EngineReport } from "./engine-client.js";

/** Most search threads `engine-threads` may ask for. */
const MAX_ENGINE_THREADS = 16;

/** Search time for one position (ms); the search reports every iteration before that. */
export const ENGINE_MOVETIME = 4000;

/** What the engine analyses: a position of the tree, and how to note a report on its node. */
export interface EngineTarget {
  readonly dsfen: string;
  readonly node: RecordNode;
  /** The comment to keep for the node (export with evaluations). */
  readonly note: (report: EngineReport) => string;
}

/** The engine of an analysis board. */
export class EngineSession implements ReactiveController {
  /** The engine is running (the "Analyse" toggle is on). */
  on = false;
  /** The latest report for the position asked last, or null. */
  report: EngineReport | null = null;
  /** Why the engine could not run, or "". */
  error = "";
  /** Engine evaluations by record node. */
  readonly evaluations = new Map<RecordNode, string>();
  private client: EngineClient | null = null;
  private asked = "";

  /**
   * `url` gives the worker file's URL (empty: the one that comes with the viewer); `threads` the number of
   * search threads wanted (0: automatic, see defaultEngineThreads).
   */
  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly url: () => string,
    private readonly threadsWanted: () => number = () => 0,
  ) {
    host.addController(this);
  }

  hostDisconnected(): void {
    // The workers are terminated; a board put back on the page starts with the engine off.
    this.client?.close();
    this.on = false;
    this.report = null;
  }

  /** Starts the engine on `target`, or stops it. */
  toggle(target: EngineTarget): void {
    this.on = !this.on;
    if (this.on) this.follow(target);
    else {
      this.client?.stop();
      this.report = null;
    }
    this.host.requestUpdate();
  }

  /** The position shown changed: analyse it when the engine is on. */
  follow(target: EngineTarget): void {
    if (!this.on) return;
    this.client ??= this.createClient();
    const { dsfen, node } = target;
    this.asked = dsfen;
    this.report = null;
    this.error = "";
    this.client.analyse(
      dsfen,
      ENGINE_MOVETIME,
      (report) => {
        if (this.asked !== dsfen) return;
        this.report = report;
        this.evaluations.set(node, target.note(report));
        this.host.requestUpdate();
      },
      (message) => {
        this.error = message;
        this.host.requestUpdate();
      },
    );
  }

  /** Search threads the engine uses (1 until it has started). */
  get threads(): number {
    return this.client?.threads ?? 1;
  }

  private createClient(): EngineClient {
    const wanted = this.threadsWanted();
    const shared = sharedMemoryAvailable();
    if (wanted > 1 && !shared) {
      console.warn(`daidai-analysis: engine-threads="${String(wanted)}" needs a cross-origin isolated page (shared memory); the engine uses one thread`);
    }
    return new EngineClient(this.url(), Number.isInteger(wanted) && wanted > 0 && shared ? Math.min(wanted, MAX_ENGINE_THREADS) : defaultEngineThreads());
  }

  /** Forgets the evaluations (a new record). */
  reset(): void {
    this.evaluations.clear();
    this.report = null;
  }
}
