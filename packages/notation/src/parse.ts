/**
 * The steps of reading a record that every format shares — byte-order mark and line ends,
 * the empty text, detecting the format, a reader that must never throw — around one
 * format's reader. {@link parseRecord} runs them with every reader at hand;
 * `@daidai/notation/lazy` loads only the reader of the record's format.
 */
import { detectFormat, stripBom } from "./detect.js";
import { DiagnosticList, type Diagnostic } from "./diagnostics.js";
import { createRecord, type GameRecord, type RecordFormat } from "./record.js";
import { ReplayStage } from "./replay.js";

/**
 * Reads one format: the longest valid part of the record, problems go to `diagnostics`.
 * With a `stage`, a reader may replay only the first moves and leave the rest in it.
 */
export type RecordReader = (text: string, diagnostics: DiagnosticList, stage?: ReplayStage) => GameRecord;

/** Options of {@link parseRecord}. */
export interface ParseOptions {
  /** The format; detected from the text when absent. */
  format?: RecordFormat | undefined;
  /**
   * Replay only the first moves now: at least this many in record order (a move, then its
   * variations, then the next move), stopping between two moves of the main line. The
   * result's {@link ParseResult.more} then reads the rest, into the same record. For a
   * viewer that shows the first moves of a long record at once. The text is still parsed
   * whole (syntax errors are all reported at once); JSON records are always read whole.
   */
  firstMoves?: number | undefined;
}

/**
 * The rest of a read that stopped after its first moves ({@link ParseOptions.firstMoves}).
 * The record read so far is valid: every node has all its children, except the last node
 * of the main line, which has none until the rest is read.
 */
export interface MoreMoves {
  /** True once every move has been read. */
  readonly done: boolean;
  /** Moves of the main line written in the record, read or not (an illegal move not read yet may still cut it). */
  readonly mainLineMoves: number;
  /**
   * Reads at least `moves` more moves (every remaining one when omitted), stopping between
   * two moves of the main line; appends them to the record. Returns every diagnostic so far,
   * located as in a whole read (a problem in the rest is reported now). Never throws.
   */
  read(moves?: number): Diagnostic[];
}

/** Result of {@link parseRecord}. */
export interface ParseResult {
  /** The record: everything up to the first unreadable part when there are errors. */
  record: GameRecord;
  /** The format read (undefined when it could not be detected). */
  format: RecordFormat | undefined;
  diagnostics: Diagnostic[];
  /** Present when only the first moves were read ({@link ParseOptions.firstMoves}). */
  more?: MoreMoves;
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

/** Runs the format's reader on a prepared text (only the first moves with `firstMoves`); never throws. */
export function runReader(prepared: Exclude<PreparedText, { readonly done: ParseResult }>, reader: RecordReader, firstMoves?: number): ParseResult {
  const { body, format, diagnostics } = prepared;
  const stage = firstMoves === undefined ? undefined : new ReplayStage(Math.max(0, firstMoves));
  try {
    const record = reader(body, diagnostics, stage);
    const rest = stage?.rest;
    if (rest === undefined) return { record, format, diagnostics: diagnostics.finish() };
    const more: MoreMoves = {
      get done() {
        return rest.done;
      },
      mainLineMoves: rest.topLineMoves,
      read(moves = Infinity) {
        try {
          rest.run(moves);
        } catch {
          internalError(diagnostics, format);
          rest.abandon();
        }
        return [...diagnostics.finish()];
      },
    };
    // Copies: the list grows while the rest is read.
    return { record, format, diagnostics: [...diagnostics.finish()], more };
  } catch {
    internalError(diagnostics, format);
    return { record: createRecord(), format, diagnostics: diagnostics.finish() };
  }
}

/**
 * A bug, not a property of the input: still never throw, and say so (without the runtime's
 * own message, which means nothing to a reader of the record).
 */
function internalError(diagnostics: DiagnosticList, format: RecordFormat): void {
  diagnostics.error(`internal error while reading ${format}: this record cannot be read; please report it`);
}
