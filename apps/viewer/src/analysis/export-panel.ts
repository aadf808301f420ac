/**
 * The analysis board's export section: the explored tree as
 * KIF, PGN or JSON (optionally with the engine's evaluations as comments), copied to the
 * clipboard or downloaded; the text also appears in a read-only box (pages that may not use
 * the clipboard still get it).
 */
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from "lit";
import type { GameRecord, RecordNode } from "@daidai/notation";
import type { Lang } from "../i18n/i18n.js";
import { aw } from "./analysis-words.js";
import { EXPORT_TYPES, exportRecord, type ExportFormat } from "./record-export.js";

/** What the export needs from its board. */
export interface ExportSource {
  readonly record: GameRecord;
  readonly evaluations: ReadonlyMap<RecordNode, string>;
  /** Says how the copy went (the board's status line). */
  status(text: string): void;
  /** The downloaded file's name without extension (default `analysis`). */
  readonly fileName?: string;
  /** Offer the engine's evaluations as comments (default true). */
  readonly offerEvaluations?: boolean;
}

/** The export section of an analysis board. */
export class ExportPanel {
  /** The text last exported ("" before the first export). */
  text = "";

  constructor(
    private readonly host: ReactiveControllerHost & Element,
    private readonly source: () => ExportSource,
  ) {}

  /** The explored tree as text (engine evaluations as comments when `withEvaluations`). */
  exportText(format: ExportFormat, withEvaluations = false): string {
    const s = this.source();
    return exportRecord(s.record, format, withEvaluations ? s.evaluations : undefined);
  }

  render(lang: Lang): TemplateResult {
    return html`<section aria-label=${aw(lang, "export")}>
      <h2>${aw(lang, "export")}</h2>
      <div class="row">
        <label for="export-format">${aw(lang, "format")}</label>
        <select id="export-format">
          <option value="kif">KIF</option>
          <option value="pgn" selected>PGN</option>
          <option value="json">JSON</option>
        </select>
        ${this.source().offerEvaluations === false ? nothing : html`<label><input id="export-evals" type="checkbox" /> ${aw(lang, "withEvals")}</label>`}
      </div>
      <div class="row">
        <button type="button" class="copy" @click=${() => { this.copy(lang); }}>${aw(lang, "copy")}</button>
        <button type="button" class="download" @click=${this.download}>${aw(lang, "download")}</button>
      </div>
      ${this.text === "" ? nothing : html`<label for="exported" class="visually-hidden">${aw(lang, "exported")}</label><textarea id="exported" readonly .value=${this.text}></textarea>`}
    </section>`;
  }

  private chosen(): { format: ExportFormat; evals: boolean } {
    const root = this.host.shadowRoot ?? this.host;
    const value = root.querySelector<HTMLSelectElement>("#export-format")?.value;
    const evals = root.querySelector<HTMLInputElement>("#export-evals")?.checked === true;
    return { format: value === "kif" || value === "json" ? value : "pgn", evals };
  }

  private copy(lang: Lang): void {
    const { format, evals } = this.chosen();
    this.text = this.exportText(format, evals);
    this.host.requestUpdate();
    // Missing on pages that are not a secure context: the text box still has the text.
    const clipboard = (navigator as Partial<Navigator>).clipboard;
    if (clipboard === undefined) return;
    const name = format.toUpperCase();
    void clipboard.writeText(this.text).then(
      () => { this.source().status(aw(lang, "copied", name)); },
      () => { this.source().status(aw(lang, "copyDenied", name)); },
    );
  }

  private readonly download = (): void => {
    const { format, evals } = this.chosen();
    this.text = this.exportText(format, evals);
    const type = EXPORT_TYPES[format];
    const url = URL.createObjectURL(new Blob([this.text], { type: `${type.mime};charset=utf-8` }));
    const a = document.createElement("a");
    a.href = url;
    a.download = `${this.source().fileName ?? "analysis"}.${type.ext}`;
    a.click();
    setTimeout(() => {
      URL.revokeObjectURL(url);
    }, 1000);
    this.host.requestUpdate();
  };
}
