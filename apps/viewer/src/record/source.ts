/**
 * Reading record text on the page's thread with every reader at hand (the analysis board),
 * and everything of record-text.ts. The replay widget uses record-text.ts alone: this module
 * imports notation's main entry, which carries every reader and writer.
 */
import { parseRecord } from "@daidai/notation";
import { prepare, type LoadedRecord } from "./record-text.js";

export * from "./record-text.js";

/**
 * Reads a record text; `format` empty or undefined = detect from the text. A bare list of
 * move strings (no DSFEN) is read as moves from the initial position.
 */
export function readRecord(text: string, format?: string): LoadedRecord {
  const p = prepare(text, format);
  return p.finish(parseRecord(p.body, { format: p.format }));
}
