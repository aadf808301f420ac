/**
 * The records of a collection read one at a time: each cut record is read with
 * `parseRecord` into an entry whose diagnostics keep the collection's line numbers, and
 * reading stops when the collection starts with too many records that cannot be read.
 */
import type { Diagnostic } from "../diagnostics.js";
import { parseRecord } from "../index.js";
import type { GameRecord, RecordFormat } from "../record.js";
import { recordFormatOf, type CollectionFormat } from "./format.js";
import type { Chunk } from "./split/chunk.js";
import { CollectionSplitter } from "./split/index.js";

/** One record of a collection. */
export interface CollectionEntry {
  /** 0-based position in the collection. */
  index: number;
  /** 1-based line of the collection where the record starts. */
  line: number;
  record: GameRecord;
  /** The record's format (undefined when it could not be read at all). */
  format: RecordFormat | undefined;
  /** Its diagnostics, located in the collection's text. */
  diagnostics: Diagnostic[];
}

/** Options of the collection readers. */
export interface CollectionOptions {
  /** The collection format; detected from the first lines when absent. */
  format?: CollectionFormat | undefined;
  /** {@link parseCollection}: called after each record with the characters read so far and the text's length. */
  progress?: ((done: number, total: number) => void) | undefined;
}

/**
 * Records that cannot be read at all (errors, no move) at the start of a collection after
 * which reading stops: the text is taken for something that is no collection of records
 * (a log, a binary file), and junk of any size is rejected in the time of its start.
 */
export const UNREADABLE_LIMIT = 10;

function shift(d: Diagnostic, lines: number): Diagnostic {
  if (lines === 0) return d;
  const out: Diagnostic = { ...d, line: d.line + lines };
  if (d.endLine !== undefined) out.endLine = d.endLine + lines;
  return out;
}

/** Reads one cut record. */
function entryOf(chunk: Chunk, index: number, format: CollectionFormat): CollectionEntry {
  const r = parseRecord(chunk.text, { format: recordFormatOf(format) });
  return { index, line: chunk.line, record: r.record, format: r.format, diagnostics: r.diagnostics.map((d) => shift(d, chunk.line - 1)) };
}

/** The single entry of a collection whose format is unknown. */
export function unknownFormat(): CollectionEntry {
  return {
    index: 0,
    line: 1,
    record: parseRecord("").record,
    format: undefined,
    diagnostics: [{ severity: "error", message: "unknown collection format: expected a JSON array or JSON Lines, PGN games, KIF games, or DSFEN or QBoard FEN lines", line: 1, column: 1 }],
  };
}

/**
 * The entries of a collection from its lines: cuts them with a {@link CollectionSplitter},
 * reads each record, and stops after {@link UNREADABLE_LIMIT} unreadable records at the start.
 */
export class EntryReader {
  private readonly splitter: CollectionSplitter;
  private index = 0;
  /** Characters of the lines read so far, each with one line end. */
  private done = 0;
  /** Unreadable records at the start so far; `readable`: a readable one was met. */
  private unreadable = 0;
  private readable = false;

  /** `progress`: called after each record a line completes, with the characters of the lines read so far. */
  constructor(
    private readonly format: CollectionFormat,
    private readonly progress?: (done: number) => void,
  ) {
    this.splitter = new CollectionSplitter(format);
  }

  /** Yields the entries of the records the lines complete; returns true when reading must stop. */
  *lines(lines: Iterable<string>): Generator<CollectionEntry, boolean> {
    for (const line of lines) {
      this.done += line.length + 1;
      const chunks = this.splitter.push(line);
      // Most lines complete no record: the generator is made only for those that do.
      if (chunks.length > 0 && (yield* this.entriesOf(chunks, this.progress))) return true;
    }
    return false;
  }

  /** Yields the entries of the records left after the last line. */
  *end(): Generator<CollectionEntry, boolean> {
    return yield* this.entriesOf(this.splitter.end(), undefined);
  }

  /** Yields the entries of `chunks` (`after` called after each one reading goes on after); returns true when reading must stop after them. */
  private *entriesOf(chunks: readonly Chunk[], after: ((done: number) => void) | undefined): Generator<CollectionEntry, boolean> {
    for (const chunk of chunks) {
      const entry = entryOf(chunk, this.index++, this.format);
      const stop = this.stopAfter(entry);
      yield entry;
      if (stop) return true;
      after?.(this.done);
    }
    return false;
  }

  /** Notes an entry; true (with an error added to it) when reading must stop after it. */
  private stopAfter(entry: CollectionEntry): boolean {
    if (this.readable) return false;
    if (entry.record.root.children.length > 0 || !entry.diagnostics.some((d) => d.severity === "error")) {
      this.readable = true;
      return false;
    }
    if (++this.unreadable < UNREADABLE_LIMIT) return false;
    entry.diagnostics.push({
      severity: "error",
      message: `the first ${String(UNREADABLE_LIMIT)} records cannot be read (errors and no move): this does not look like a ${entry.format ?? "record"} collection; reading stopped here`,
      line: entry.line,
      column: 1,
    });
    return true;
  }
}
