/**
 * Collection formats: their names, the record format each one's records are read as, and
 * the detection of a collection's format from its first lines.
 */
import { detectFormat, stripBom } from "../detect.js";
import type { RecordFormat } from "../record.js";

/**
 * The collection formats: the record formats, `jsonl` (JSON Lines: one record per line)
 * and `qboard-fen` (one QBoard FEN per line: positions only — a record is written as the
 * position after its main line; read, each line is a record without moves).
 */
export type CollectionFormat = RecordFormat | "jsonl" | "qboard-fen";

/** All collection formats. */
export const COLLECTION_FORMATS: readonly CollectionFormat[] = ["json", "jsonl", "pgn", "kif", "dsfen", "qboard-fen"];

/** Lines read before the format of a collection is guessed. */
export const DETECT_LINES = 40;

/**
 * The format of a collection from its first lines: `[` then `{` or `]` a JSON array, a
 * first line that is a whole JSON object JSON Lines, `{` otherwise one JSON record, else
 * the format of a single record (PGN, KIF, DSFEN).
 */
export function detectCollectionFormat(head: string): CollectionFormat | undefined {
  const t = stripBom(head).trimStart();
  if (/^\[\s*[{\]]/.test(t)) return "json";
  if (t.startsWith("{")) {
    const first = t.split("\n", 1)[0] ?? "";
    try {
      JSON.parse(first);
      return "jsonl";
    } catch {
      return "json";
    }
  }
  return detectFormat(t);
}

/** The record format a collection format's records are read as. */
export function recordFormatOf(format: CollectionFormat): RecordFormat {
  return format === "jsonl" ? "json" : format === "qboard-fen" ? "dsfen" : format;
}
