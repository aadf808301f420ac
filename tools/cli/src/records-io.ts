/**
 * Reading game records for `convert` and `validate`: UTF-8 (with or without BOM) and,
 * for Japanese KIF files, Shift_JIS (detected, or chosen with --encoding); formats from
 * the file extension or detected from the text; diagnostics as `file:line:column:`.
 */
import { extname } from "node:path";
import Encoding from "encoding-japanese";
import { detectFormat, fromShiftJisSpelling, parseRecord, type Diagnostic, type ParseResult, type RecordFormat } from "@daidai/notation";
import { InputError, UsageError } from "./errors.js";
import { readInputBytes } from "./io.js";

/** The text encodings the record commands accept. */
export type RecordEncoding = "utf8" | "sjis" | "auto";

const FORMATS: readonly RecordFormat[] = ["json", "pgn", "kif", "dsfen"];

const EXTENSIONS: Record<string, RecordFormat> = {
  ".json": "json",
  ".pgn": "pgn",
  ".kif": "kif",
  ".kifu": "kif",
  ".dsfen": "dsfen",
};

/** Checks a --to/--from value. */
export function parseFormatOption(value: string | undefined, flag: string): RecordFormat | undefined {
  if (value === undefined) return undefined;
  const f = FORMATS.find((x) => x === value);
  if (f === undefined) throw new UsageError(`${flag} must be one of ${FORMATS.join(", ")}; got '${value}'`);
  return f;
}

/** Checks an --encoding value. */
export function parseEncodingOption(value: string | undefined): RecordEncoding {
  if (value === undefined) return "auto";
  if (value === "utf8" || value === "utf-8") return "utf8";
  if (value === "sjis" || value === "shift_jis" || value === "shift-jis") return "sjis";
  if (value === "auto") return "auto";
  throw new UsageError(`--encoding must be utf8, sjis or auto; got '${value}'`);
}

/** The record format a file name's extension stands for, if any. */
export function formatOfPath(path: string | undefined): RecordFormat | undefined {
  if (path === undefined || path === "-") return undefined;
  return EXTENSIONS[extname(path).toLowerCase()];
}

function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * Shift_JIS text, decoded as output-encoding.ts encodes it (the same WHATWG decoder, so
 * what daidai writes reads back as itself), with the piece names that Shift_JIS spells
 * with a substitute restored (奇犬 → 𠵇犬, docs/formats/kif.md).
 */
function decodeSjis(bytes: Uint8Array): string {
  return fromShiftJisSpelling(new TextDecoder("shift_jis").decode(bytes));
}

/** Decodes record bytes: UTF-8 (BOM removed) or Shift_JIS. */
export function decodeRecord(bytes: Uint8Array, encoding: RecordEncoding, name: string): string {
  if (encoding === "sjis") return decodeSjis(bytes);
  const utf8 = decodeUtf8(bytes);
  if (utf8 !== undefined) return utf8;
  if (encoding === "utf8") throw new InputError(`${name}: not valid UTF-8 (for a Shift_JIS KIF file use --encoding sjis)`);
  if (Encoding.detect(bytes) === "SJIS") return decodeSjis(bytes);
  throw new InputError(`${name}: neither UTF-8 nor Shift_JIS text`);
}

/** A record read from a file or standard input. */
export interface ReadRecord extends ParseResult {
  /** The name used in diagnostics. */
  name: string;
}

/**
 * Reads and parses a record file (`-` = standard input). The format is `from`, else
 * detected from the text, else taken from the file extension.
 */
export function readRecordFile(path: string, options: { from?: RecordFormat | undefined; encoding: RecordEncoding }): ReadRecord {
  const name = path === "-" ? "<stdin>" : path;
  const text = decodeRecord(readInputBytes(path), options.encoding, name);
  const result = parseRecord(text, { format: options.from ?? detectFormat(text) ?? formatOfPath(path) });
  return { ...result, name };
}

/** A diagnostic as `file:line:column: severity: message`. */
export function formatDiagnostic(name: string, d: Diagnostic): string {
  return `${name}:${String(d.line)}:${String(d.column)}: ${d.severity}: ${d.message}`;
}
