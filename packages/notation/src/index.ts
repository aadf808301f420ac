/**
 * @daidai/notation — dai dai shogi game records.
 *
 * One record model ({@link GameRecord}: metadata, starting position, a move tree with
 * variations, comments and times) and four formats, each with a reader and a writer:
 * the lossless JSON record, a PGN-style western record, a KIF-style Japanese record, and
 * a DSFEN followed by move strings. Readers never throw: they return the longest valid
 * part of the record with located {@link Diagnostic}s. Formats are described in
 * `docs/formats/`.
 */
import { type Move, type Position } from "@daidai/core";
import { recordDifferences } from "./compare.js";
import type { Diagnostic } from "./diagnostics.js";
import { readDsfen } from "./dsfen/read.js";
import { writeDsfen } from "./dsfen/write.js";
import { readJson } from "./json/read.js";
import { writeJson } from "./json/write.js";
import { readKif } from "./kif/read.js";
import { writeKif } from "./kif/write.js";
import { formatMoveText, parseMoveTextIn, type MoveStyle } from "./move-text/index.js";
import { previousDestination } from "./move-text/japanese.js";
import { readPgn } from "./pgn/read.js";
import { writePgn } from "./pgn/write.js";
import { prepareText, runReader, type ParseOptions, type ParseResult, type RecordReader } from "./parse.js";
import type { GameRecord, RecordFormat } from "./record.js";
import type { WriteOptions } from "./write-options.js";

export type { Diagnostic } from "./diagnostics.js";
export {
  NO_CHILDREN,
  NO_COMMENTS,
  RECORD_FORMATS,
  addChild,
  addComment,
  addCommentBefore,
  appendLine,
  createNode,
  createRecord,
  isGameResult,
  type GameRecord,
  type GameResult,
  type RecordFormat,
  type RecordMetadata,
  type RecordNode,
} from "./record.js";
export { mainLine, nodeAtPath, pathOf, positionAt, startPosition } from "./tree.js";
export { detectFormat } from "./detect.js";
export { GAME_LINK_VERSION, decodeGameLink, encodeGameLink, type DecodedGameLink, type GameLinkError, type GameLinkGame } from "./link/game-link.js";
export { recordDifferences } from "./compare.js";
export { recordToJson } from "./json/write.js";
export {
  COLLECTION_FORMATS,
  CollectionJoiner,
  CollectionSplitter,
  collectionItemText,
  detectCollectionFormat,
  parseCollection,
  readCollection,
  CollectionSourceError,
  recordFormatOf,
  scanCollection,
  UNREADABLE_LIMIT,
  writeCollection,
  writeCollectionParts,
  type CollectionEntry,
  type CollectionFormat,
  type CollectionOptions,
  type CollectionResult,
  type TextSource,
} from "./collection/index.js";
export { KifWriteError, kifHeaderProblem } from "./kif/write.js";
export { looksLikeQboardFen, parseQboardFen, writeQboardFen, type QboardFenError, type QboardFenResult } from "./qboard/fen.js";
export { QBOARD_LETTERS } from "./qboard/letters.js";
export { MAX_DIAGNOSTICS } from "./diagnostics.js";
export type { MoveStyle } from "./move-text/index.js";
export type { WriteOptions } from "./write-options.js";
export { japanesePieceName, japaneseSquare } from "./move-text/japanese.js";
export {
  SHIFT_JIS_SUBSTITUTES,
  fromShiftJisSpelling,
  toShiftJisSpelling,
  type ShiftJisSubstitute,
} from "./shift-jis-substitutes.js";

export type { MoreMoves, ParseOptions, ParseResult } from "./parse.js";

const READERS: Record<RecordFormat, RecordReader> = {
  json: readJson,
  pgn: readPgn,
  kif: readKif,
  dsfen: readDsfen,
};

/**
 * Reads a record (UTF-8 text, with or without BOM). Never throws: problems are returned
 * as diagnostics with 1-based locations; an illegal move is reported with its move number
 * and the reason, and the record keeps the moves before it.
 */
export function parseRecord(text: string, options: ParseOptions = {}): ParseResult {
  const prepared = prepareText(text, options);
  return "done" in prepared ? prepared.done : runReader(prepared, READERS[prepared.format], options.firstMoves);
}

/**
 * Writes a record. PGN and KIF use western and Japanese moves by default
 * (`options.moveStyle` changes that); `options.disambiguation: "long"` always writes
 * origins in western moves. Throws when a move of the record is not legal.
 */
export function writeRecord(record: GameRecord, format: RecordFormat, options: WriteOptions = {}): string {
  switch (format) {
    case "json":
      return writeJson(record);
    case "pgn":
      return writePgn(record, options);
    case "kif":
      return writeKif(record, options);
    case "dsfen":
      return writeDsfen(record);
  }
}

/** Options of {@link convert}. */
export interface ConvertOptions extends WriteOptions {
  /** Input format; detected when absent. */
  from?: RecordFormat | undefined;
}

/**
 * Converts a record between formats. `text` is undefined when the input has errors (see
 * the diagnostics). A warning (at 1:1) says what the target format cannot hold (for
 * example variations and comments in DSFEN).
 */
export function convert(text: string, to: RecordFormat, options: ConvertOptions = {}): { text: string | undefined; diagnostics: Diagnostic[] } {
  const parsed = parseRecord(text, { format: options.from });
  const diagnostics = [...parsed.diagnostics];
  if (diagnostics.some((d) => d.severity === "error")) return { text: undefined, diagnostics };
  let out: string;
  try {
    out = writeRecord(parsed.record, to, options);
  } catch (e) {
    diagnostics.push({ severity: "error", message: `cannot write ${to}: ${e instanceof Error ? e.message : String(e)}`, line: 1, column: 1 });
    return { text: undefined, diagnostics };
  }
  const back = parseRecord(out, { format: to });
  const lost = recordDifferences(parsed.record, back.record);
  if (lost.length > 0) {
    diagnostics.push({
      severity: "warning",
      message: `the ${to} format cannot hold everything in this record; changed or lost: ${lost.join(", ")}`,
      line: 1,
      column: 1,
    });
  }
  return { text: out, diagnostics };
}

/**
 * Text of a legal move: `western` (rules.md §11, origin only when needed), `japanese`
 * (docs/formats/japanese-moves.md; 同 when the previous move ended on the same square), or
 * `movestring` (formats.md §2). Throws RangeError for an illegal move.
 */
export function formatMove(position: Position, move: Move, style: MoveStyle): string {
  return formatMoveText(position, move, style);
}

/**
 * Parses one move of the given style in a position (which is not changed): the move, or
 * an error that says why the text is not a legal move.
 */
export function parseMoveText(position: Position, text: string, style: MoveStyle): { ok: true; move: Move } | { ok: false; error: string } {
  const previous = style === "japanese" ? previousDestination(position) : undefined;
  const r = parseMoveTextIn(position, text.trim(), style, previous);
  return r.ok ? { ok: true, move: r.move } : { ok: false, error: r.error };
}
