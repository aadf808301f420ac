/**
 * `<daidai-replay analysis>`'s way into the analysis board: "Analyse" loads the board's
 * code (the first time), copies the record (the replay's own is never changed) and shows
 * the board in place of the replay at the move shown; "Back to the replay" returns.
 */
import { html, type ReactiveControllerHost, type TemplateResult } from "lit";
import type { Lang } from "../i18n/i18n.js";
import type { Notation } from "../record/game.js";
import type { RecordLike } from "../record/record-types.js";
import { loadAnalysis } from "./analysis-loader.js";
import type { Path } from "./replay-controller.js";

/** The analysis board of a replay, while it is open. */
export class AnalysisSwitch {
  /** The analysis board's record and starting node, while it is open. */
  #explore: { record: unknown; path: Path } | null = null;

  readonly #host: ReactiveControllerHost;
  constructor(host: ReactiveControllerHost) {
    this.#host = host;
  }

  /** True while the analysis board is shown. */
  get open(): boolean {
    return this.#explore !== null;
  }

  /** Shows the analysis board on a copy of `record` at `path`; rejects when its code cannot be loaded. */
  async show(record: RecordLike, path: Path): Promise<void> {
    this.#explore = { record: (await loadAnalysis()).copyRecord(record), path };
    this.#host.requestUpdate();
  }

  /** Back to the replay. */
  close(): void {
    if (this.#explore === null) return;
    this.#explore = null;
    this.#host.requestUpdate();
  }

  /** The analysis board (render only while {@link open}). */
  render(notation: Notation, orientation: string, lang: Lang, engineSrc: string): TemplateResult {
    const x = this.#explore;
    return html`<daidai-analysis closable engine-src=${engineSrc} .record=${x?.record} .startPath=${x?.path} .notation=${notation} .orientation=${orientation} lang=${lang} @daidai-analysis-close=${() => { this.close(); }}></daidai-analysis>`;
  }
}
