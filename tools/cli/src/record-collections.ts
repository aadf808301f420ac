/**
 * Collections for `convert` and `validate`: reading every record of a file (multi-game PGN,
 * concatenated KIF, DSFEN lines, JSON arrays or JSON Lines) with a progress bar on large
 * files, and writing records one per file (`--split`) or together (`--join`, or a
 * collection input) with a warning for whatever a record loses in the target format.
 */
import { extname } from "node:path";
import {
  CollectionJoiner,
  collectionItemText,
  looksLikeQboardFen,
  parseRecord,
  recordDifferences,
  recordFormatOf,
  scanCollection,
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
    const format = scan.format === undefined && from !== undefined ? from : scan.format;
    // QBoard FENs are read as DSFEN lines; the user knows them by QBoard's name.
    return { name, format: format === "dsfen" && looksLikeQboardFen(firstLine(text)) ? "qboard-fen" : format };
  } finally {
    progress?.done();
  }
}

/** The first line of `text` that is not blank. */
function firstLine(text: string): string {
  return /^[ \t]*\S.*$/m.exec(text)?.[0] ?? "";
}

/** The number of errors of an entry. */
export function errorsOf(entry: CollectionEntry): number {
  return entry.diagnostics.filter((d) => d.severity === "error").length;
}

/** The text of one record as an item of a collection in `to` (see `collectionItemText`). */
export function recordText(record: GameRecord, to: CollectionFormat, options: WriteOptions): string {
  return collectionItemText(record, to, options);
}

/** One record written: its text, or why it could not be, and what it lost. */
export interface WrittenRecord {
  entry: CollectionEntry;
  /** Undefined when the record cannot be written in the format (see the diagnostics). */
  text: string | undefined;
  diagnostics: Diagnostic[];
}

/**
 * Writes a readable record as a collection item: its text and, located at its first line,
 * a warning listing what the format cannot hold of it (found by reading the text back), or
 * an error when it cannot be written at all.
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

/**
 * Converts records one at a time and hands the output text to `write` piece by piece
 * (memory: one record, whatever the number of records). One record is written as it is
 * (a single record file), several as a collection: the first record is held until a
 * second one comes. Records with errors are left out (their diagnostics go to `log`).
 */
export class Conversion {
  /** Records read, and records left out (errors, or not writable in the format). */
  total = 0;
  failed = 0;
  #written = 0;
  #held: { record: GameRecord; item: string } | undefined;
  readonly #joiner: CollectionJoiner;

  constructor(
    private readonly to: CollectionFormat,
    private readonly options: WriteOptions,
    private readonly write: (text: string) => void,
    private readonly log: (text: string) => void,
  ) {
    this.#joiner = new CollectionJoiner(to);
  }

  /** Converts the next record (of file `name`, for the diagnostics). */
  add(name: string, entry: CollectionEntry): void {
    this.total++;
    const report = (list: readonly Diagnostic[]): void => {
      if (list.length > 0) this.log(list.map((d) => formatDiagnostic(name, d)).join("\n"));
    };
    if (errorsOf(entry) > 0) {
      report(entry.diagnostics);
      this.failed++;
      return;
    }
    const written = writeEntry(entry, this.to, this.options);
    report([...entry.diagnostics, ...written.diagnostics]);
    if (written.text === undefined) {
      this.failed++;
      return;
    }
    this.#written++;
    if (this.#written === 1) {
      this.#held = { record: entry.record, item: written.text };
      return;
    }
    if (this.#held !== undefined) {
      this.write(this.#joiner.item(this.#held.item));
      this.#held = undefined;
    }
    this.write(this.#joiner.item(written.text));
  }

  /** Writes the end: the one record as a record of its own, or the end of the collection. */
  finish(): void {
    if (this.#held !== undefined) {
      // One record: written as a record file (JSON unindented; the other formats' items are records already).
      this.write(this.to === "json" ? writeRecord(this.#held.record, "json", this.options) : this.#held.item);
      this.#held = undefined;
    } else if (this.#written > 1) {
      this.write(this.#joiner.end());
    }
  }
}
