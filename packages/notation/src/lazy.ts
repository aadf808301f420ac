/**
 * `@daidai/notation/lazy` — {@link parseRecordLazy}: reads a record like `parseRecord`, but
 * loads the reader of the record's format on first use (a dynamic import; DSFEN's small
 * reader is part of this module). A bundled web page then carries no JSON, PGN or KIF
 * grammar up front and fetches one format's reader when a record of that format arrives.
 *
 * This entry also gives the parts of the package a record viewer needs besides reading,
 * without importing the readers or writers: detecting the format, paths in the move tree and
 * the text of a move. Import nothing else from `@daidai/notation` next to it (the main entry
 * imports every reader) — or bundle the readers anyway.
 */
import { readDsfen } from "./dsfen/read.js";
import { createRecord, type RecordFormat } from "./record.js";
import { prepareText, runReader, type ParseOptions, type ParseResult, type RecordReader } from "./parse.js";

export type { MoreMoves, ParseOptions, ParseResult } from "./parse.js";
export type { Diagnostic } from "./diagnostics.js";
export type { GameRecord, RecordFormat, RecordNode } from "./record.js";
export type { MoveStyle } from "./move-text/index.js";
export { RECORD_FORMATS } from "./record.js";
export { detectFormat } from "./detect.js";
export { nodeAtPath, pathOf } from "./tree.js";
/** Text decoded from Shift_JIS with the canonical piece names restored (`奇犬` → `𠵇犬`). */
export { fromShiftJisSpelling } from "./shift-jis-substitutes.js";
/** Text of a legal move (as `formatMove` of the main entry); throws RangeError for an illegal move. */
export { formatMoveText as formatMove } from "./move-text/index.js";

// DSFEN's reader is small (about 2 KB gzipped with what it shares with the other readers:
// the replay of a move line, recovering from a syntax error) and reads bare move lists: it
// comes with this module, and each other format's reader then loads as one file that needs
// little more than this module.
const LOADERS: Readonly<Record<RecordFormat, () => Promise<RecordReader>>> = {
  json: () => import("./json/read.js").then((m) => m.readJson),
  pgn: () => import("./pgn/read.js").then((m) => m.readPgn),
  kif: () => import("./kif/read.js").then((m) => m.readKif),
  dsfen: () => Promise.resolve(readDsfen),
};

/**
 * Starts loading the reader of `format` (for example when a record's URL names its format,
 * while the record is being fetched); {@link parseRecordLazy} then needs no more loading.
 * Never rejects (a failed load is reported by parseRecordLazy).
 */
export function preloadReader(format: RecordFormat): Promise<void> {
  return LOADERS[format]().then(
    () => undefined,
    () => undefined,
  );
}

/** Result of {@link parseRecordLazy}: that of `parseRecord`, and whether the format's reader could be loaded. */
export interface LazyParseResult extends ParseResult {
  /**
   * Set when the format's reader could not be loaded (a network error, a file missing on
   * the server): the error's message. The record is then empty and the diagnostics say so
   * too; the text itself may be a good record.
   */
  readerNotLoaded?: string;
}

/**
 * Reads a record (UTF-8 text, with or without BOM), loading its format's reader first.
 * Never rejects: the result and diagnostics are those of `parseRecord`; a reader that
 * cannot be loaded (a network error) is an error diagnostic at 1:1 and sets
 * {@link LazyParseResult.readerNotLoaded}.
 */
export async function parseRecordLazy(text: string, options: ParseOptions = {}): Promise<LazyParseResult> {
  const prepared = prepareText(text, options);
  if ("done" in prepared) return prepared.done;
  let reader: RecordReader;
  try {
    reader = await LOADERS[prepared.format]();
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    prepared.diagnostics.error(`cannot load the ${prepared.format} reader: ${reason}`);
    return { record: createRecord(), format: prepared.format, diagnostics: prepared.diagnostics.finish(), readerNotLoaded: reason };
  }
  return runReader(prepared, reader, options.firstMoves);
}
