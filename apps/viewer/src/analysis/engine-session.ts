/**
 * The analysis board's engine as a Lit reactive controller: on/off, the latest report for
 * the position shown, and the evaluations noted per record node (for export). The engine
 * (`EngineClient`, a Web Worker) is created on the first start only.
 */
import type { ReactiveController, ReactiveControllerHost } from "lit";
import type { RecordNode } from "@daidai/notation";
import { defaultEngineUrl, EngineClient, type EngineReport } from "./engine-client.js";

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

  /** `url` gives the worker file's URL (empty: next to the bundle). */
  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly url: () => string,
  ) {
    host.addController(this);
  }

  hostDisconnected(): void {
    // The worker is terminated; a board put back on the page starts with the engine off.
    this.client?.stop();
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
    this.client ??= new EngineClient(this.url() || defaultEngineUrl());
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

  /** Forgets the evaluations (a new record). */
  reset(): void {
    this.evaluations.clear();
    this.report = null;
  }
}
