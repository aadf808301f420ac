/**
 * The steps of reading a record that every format shares — byte-order mark and line ends,
 * the empty text, detecting the format, a reader that must never throw — around one
 * format's reader. {@link parseRecord} runs them with every reader at hand;
 * `@daidai/notation/lazy` loads only the reader of the record's format.
 */
import { detectFormat, stripBom } from "./detect.js";
import { DiagnosticList, type Diagnostic } from "./diagnostics.js";
import { createRecord, type GameRecord, type RecordFormat } from "./record.js";

/** Reads one format: the longest valid part of the record, problems go to `diagnostics`. */
export type RecordReader = (text: string, diagnostics: DiagnosticList) => GameRecord;

/** Options of {@link parseRecord}. */
export interface ParseOptions {
  /** The format; detected from the text when absent. */
  format?: RecordFormat | undefined;
}

/** Result of {@link parseRecord}. */
export interface ParseResult {
  /** The record: everything up to the first unreadable part when there are errors. */
  record: GameRecord;
  /** The format read (undefined when it could not be detected). */
  format: RecordFormat | undefined;
  diagnostics: Diagnostic[];
}

/** A text ready for its format's reader, or the whole result when no reader is needed. */
export type PreparedText =
  | { readonly done: ParseResult }
  | { readonly body: string; readonly format: RecordFormat; readonly diagnostics: DiagnosticList };

/** Normalises the text and finds its format; an empty text or an unknown format needs no reader. */
export function prepareText(text: string, options: ParseOptions = {}): PreparedText {
  // CRLF and lone CR line ends read as LF (line numbers stay those of an editor).
  const body = stripBom(text).replace(/\r\n?/g, "\n");
  const diagnostics = new DiagnosticList(body);
  if (body.trim() === "") {
    // Whatever the format, an empty text is no game (a truncated download, a wrong file).
    diagnostics.error("empty record: the text has no game (expected JSON, PGN, KIF or a DSFEN with moves)");
    return { done: { record: createRecord(), format: undefined, diagnostics: diagnostics.finish() } };
  }
  const format = options.format ?? detectFormat(body);
  if (format === undefined) {
    diagnostics.error("unknown record format: expected JSON ({…}), PGN ([Tag \"…\"] or 1. …), KIF (key：value lines, numbered Japanese moves) or a DSFEN with moves");
    return { done: { record: createRecord(), format, diagnostics: diagnostics.finish() } };
  }
  return { body, format, diagnostics };
}

/** Runs the format's reader on a prepared text; never throws. */
export function runReader(prepared: Exclude<PreparedText, { readonly done: ParseResult }>, reader: RecordReader): ParseResult {
  const { body, format, diagnostics } = prepared;
  try {
    const record = reader(body, diagnostics);
    return { record, format, diagnostics: diagnostics.finish() };
  } catch {
    // A bug, not a property of the input: still never throw, and say so (without the
    // runtime's own message, which means nothing to a reader of the record).
    diagnostics.error(`internal error while reading ${format}: this record cannot be read; please report it`);
    return { record: createRecord(), format, diagnostics: diagnostics.finish() };
  }
}
