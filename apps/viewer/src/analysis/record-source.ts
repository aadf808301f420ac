/**
 * Where an analysis board's record comes from: a URL (`src`), an inline
 * `<script type="text/x-daidai">` child, or a start position (`dsfen`). Never throws: a
 * problem comes back as the message to show, with an empty record to start from.
 */
import { createRecord, type GameRecord } from "@daidai/notation";
import type { Lang } from "../i18n/i18n.js";
import { readRecord } from "../record/source.js";
import { aw } from "./analysis-words.js";

/** A record to start from, and what went wrong ("" when nothing did). */
export interface SourcedRecord {
  readonly record: GameRecord;
  readonly error: string;
}

/** An empty record starting from a DSFEN (the initial position for an empty text). */
export function recordAt(dsfen: string): GameRecord {
  const record = createRecord();
  record.startDsfen = dsfen.trim() === "" ? null : dsfen.trim();
  return record;
}

/** A record read from text; errors of the reader become one located message. */
export function recordFromText(text: string, lang: Lang): SourcedRecord {
  const loaded = readRecord(text);
  const errors = loaded.diagnostics.filter((d) => d.severity === "error");
  const error = errors.length === 0 ? "" : aw(lang, "recordProblems", errors.map((d) => `${String(d.line)}:${String(d.column)} ${d.message}`).join("; "));
  return { record: loaded.record as GameRecord, error };
}

/** The record of `src`, else of the inline script child of `host`, else the `dsfen` position. */
export async function sourceRecord(src: string, host: Element, dsfen: string, lang: Lang): Promise<SourcedRecord> {
  if (src !== "") {
    try {
      const response = await fetch(src);
      if (!response.ok) throw new Error(`HTTP ${String(response.status)}`);
      return recordFromText(await response.text(), lang);
    } catch (e) {
      return { record: createRecord(), error: aw(lang, "loadFailed", src, e instanceof Error ? e.message : String(e)) };
    }
  }
  const script = host.querySelector('script[type="text/x-daidai"]');
  if (script !== null) return recordFromText(script.textContent, lang);
  return { record: recordAt(dsfen), error: "" };
}
