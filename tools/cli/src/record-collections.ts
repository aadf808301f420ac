/**
 * Collections for `convert` and `validate`: reading every record of a file (multi-game PGN,
 * concatenated KIF, DSFEN lines, JSON arrays or JSON Lines) with a progress bar on large
 * files, and writing records one per file (`--split`) or together (`--join`, or a
 * collection input) with a warning for whatever a record loses in the target format.
 */
import { extname } from "node:path";
import {
  parseRecord,
  recordDifferences,
  recordFormatOf,
  scanCollection,
  writeCollection,
  writeRecord,
  type CollectionEntry,
  type CollectionFormat,
  type Diagnostic,
  type GameRecord,
  type WriteOptions,
} from "@daidai/notation";
import { readInputBytes } from "./io.js";
import { createProgress } from "./progress.js";
import { decodeRecord, formatDiagnostic, formatOfPath, type RecordEncoding } from "./records-io.js";

/** Files larger than this get a progress bar while they are read. */
const PROGRESS_FROM = 1 << 20;

/** The records of one input file. */
export interface CollectionFile {
  name: string;
  format: CollectionFormat | undefined;
  entries: CollectionEntry[];
}

/** The collection format a file name's extension stands for (`.jsonl` too). */
export function collectionFormatOfPath(path: string | undefined): CollectionFormat | undefined {
  if (path !== undefined && extname(path).toLowerCase() === ".jsonl") return "jsonl";
  if (path !== undefined && extname(path).toLowerCase() === ".fen") return "qboard-fen";
  return formatOfPath(path);
}

/** Reads every record of a file (`-`: standard input). */
export function readCollectionFile(path: string, options: { from?: CollectionFormat | undefined; encoding: RecordEncoding }): CollectionFile {
  const entries: CollectionEntry[] = [];
  const scanned = scanCollectionFile(path, options, (e) => entries.push(e));
  return { name: scanned.name, format: scanned.format, entries };
}

/**
 * Reads the records of a file (`-`: standard input) one at a time, handing each to `each`
 * (which need not keep it: then only the text and one record are in memory).
 */
export function scanCollectionFile(
  path: string,
  options: { from?: CollectionFormat | undefined; encoding: RecordEncoding },
  each: (entry: CollectionEntry) => void,
): { name: string; format: CollectionFormat | undefined } {
  const name = path === "-" ? "<stdin>" : path;
  const text = decodeRecord(readInputBytes(path), options.encoding, name);
  const big = text.length > PROGRESS_FROM;
  const progress = big ? createProgress({ total: text.length, label: "read" }) : undefined;
  try {
    const from = options.from ?? (path === "-" ? undefined : collectionFormatOfPath(path));
    // A single record file of a known extension is a collection of one; the format is
    // still detected from the text first (as for single records).
    const scan = scanCollection(text, { format: from === "jsonl" ? from : undefined, progress: progress === undefined ? undefined : (done) => { progress.update(done, name); } });
    const chosen = scan.format === undefined && from !== undefined ? scanCollection(text, { format: from }) : scan;
    for (const entry of chosen.entries) each(entry);
    return { name, format: scan.format === undefined && from !== undefined ? from : scan.format };
  } finally {
    progress?.done();
  }
}

/** The number of errors of an entry. */
export function errorsOf(entry: CollectionEntry): number {
  return entry.diagnostics.filter((d) => d.severity === "error").length;
}

/** Writes the diagnostics of the entries of a file to `log`. */
export function reportEntries(file: CollectionFile, log: (text: string) => void): void {
  const lines = file.entries.flatMap((e) => e.diagnostics.map((d) => formatDiagnostic(file.name, d)));
  if (lines.length > 0) log(lines.join("\n"));
}

/** The text of one record in a collection format (a JSON Lines record is one compact line). */
export function recordText(record: GameRecord, to: CollectionFormat, options: WriteOptions): string {
  if (to === "jsonl" || to === "qboard-fen") return writeCollection([record], to);
  return writeRecord(record, to, options);
}

/** One record written: its text, or why it could not be, and what it lost. */
export interface WrittenRecord {
  entry: CollectionEntry;
  /** Undefined when the record cannot be written in the format (see the diagnostics). */
  text: string | undefined;
  diagnostics: Diagnostic[];
}

/**
 * Writes a readable record: its text and, located at its first line, a warning listing
 * what the format cannot hold of it, or an error when it cannot be written at all.
 */
export function writeEntry(entry: CollectionEntry, to: CollectionFormat, options: WriteOptions): WrittenRecord {
  let text: string;
  try {
    text = recordText(entry.record, to, options);
  } catch (e) {
    return { entry, text: undefined, diagnostics: [{ severity: "error", message: `cannot write ${to}: ${e instanceof Error ? e.message : String(e)}`, line: entry.line, column: 1 }] };
  }
  const back = parseRecord(text, { format: recordFormatOf(to) });
  const lost = recordDifferences(entry.record, back.record);
  const diagnostics: Diagnostic[] = lost.length === 0 ? [] : [{ severity: "warning", message: `the ${to} format cannot hold everything in this record; changed or lost: ${lost.join(", ")}`, line: entry.line, column: 1 }];
  return { entry, text, diagnostics };
}

/** A collection's text from written records (in their order). */
export function joinRecords(records: readonly GameRecord[], to: CollectionFormat, options: WriteOptions): string {
  return writeCollection(records, to, options);
}
