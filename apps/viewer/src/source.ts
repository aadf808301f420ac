/**
 * Reading record text and writing moves, through `@daidai/notation` (JSON, PGN, KIF and
 * DSFEN + move strings, format detected when not given).
 */
import { INITIAL_DSFEN } from "@daidai/core";
import { detectFormat, formatMove as notationFormatMove, parseRecord, RECORD_FORMATS, type RecordFormat } from "@daidai/notation";
import type { MoveFormatter } from "./game.js";
import type { Diagnostic, RecordLike } from "./record-types.js";

/** What reading a record text gives: never throws. */
export interface LoadedRecord {
  readonly record: RecordLike;
  readonly format: string | undefined;
  readonly diagnostics: Diagnostic[];
  /** True when notation's reader replayed every move under the record's rules (no second check needed). */
  readonly checked: boolean;
}

/** The record format named by `value`, or undefined (detect) for empty or unknown names. */
export function parseFormat(value: string | undefined): RecordFormat | undefined {
  const name = value?.trim().toLowerCase();
  return RECORD_FORMATS.find((f) => f === name);
}

/** Move strings only (optionally numbered), e.g. `9l9k 9f9g` or `1. 9l9k 9f9g`. */
const MOVES_ONLY = /^\s*(?:(?:\d+\.+|(?:1[0-7]|[1-9])[a-q](?:(?:1[0-7]|[1-9])[a-q]){1,3}\+?)\s*)+$/;

/**
 * Reads a record text; `format` empty or undefined = detect from the text. A bare list of
 * move strings (no DSFEN) is read as moves from the initial position.
 */
export function readRecord(text: string, format?: string): LoadedRecord {
  const chosen = parseFormat(format);
  const bare = (chosen === undefined || chosen === "dsfen") && MOVES_ONLY.test(text) && detectFormat(text) === undefined;
  const result = bare ? parseRecord(`${INITIAL_DSFEN}\n${text}`, { format: "dsfen" }) : parseRecord(text, { format: chosen });
  const diagnostics: Diagnostic[] = bare
    ? result.diagnostics.map((d) => ({ ...d, line: Math.max(1, d.line - 1) }))
    : [...result.diagnostics];
  if (format !== undefined && format.trim() !== "" && chosen === undefined) {
    diagnostics.unshift({ severity: "warning", message: `unknown format '${format}' (expected ${RECORD_FORMATS.join(", ")}): detected from the text instead`, line: 1, column: 1 });
  }
  return { record: result.record, format: result.format, diagnostics, checked: true };
}

/** Move text in the chosen notation (notation's formatMove). */
export const formatMove: MoveFormatter = (position, move, style) => notationFormatMove(position, move, style);

/**
 * Decodes a fetched record: the charset of the Content-Type header when given, else UTF-8
 * when the bytes are valid UTF-8, else Shift_JIS (KIF files from Japanese programs).
 */
export function decodeRecord(bytes: ArrayBuffer, contentType: string | null): string {
  const declared = /charset=([\w-]+)/i.exec(contentType ?? "")?.[1];
  if (declared !== undefined) {
    try {
      return new TextDecoder(declared).decode(bytes);
    } catch {
      // An unknown charset name: fall through to detection.
    }
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("shift_jis").decode(bytes);
  }
}

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/**
 * Undoes HTML escaping that some blog editors apply to the text of an inline record
 * (`&lt;` → `<`, `&#12354;` → `あ`). Plain string work: no HTML parser is involved.
 */
export function unescapeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#")) {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The longest record text read (characters): parsing runs on the page's thread, at roughly 1–2 MB/s. */
export const MAX_RECORD_CHARS = 1_000_000;

/** Why a text is refused before parsing. */
export type Refusal = { readonly reason: "tooLarge"; readonly size: string; readonly limit: string } | { readonly reason: "html" };

const HTML_START = /^\s*(?:<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>]|<\?xml|<!--)/i;

/**
 * A text that cannot be a game record, found without parsing it: longer than
 * {@link MAX_RECORD_CHARS}, or an HTML/XML page (a 404 page served as `.kif`). Undefined otherwise.
 */
export function notARecord(text: string): Refusal | undefined {
  if (text.length > MAX_RECORD_CHARS) {
    const mb = (n: number): string => `${(n / 1_000_000).toFixed(1)} MB`;
    return { reason: "tooLarge", size: mb(text.length), limit: mb(MAX_RECORD_CHARS) };
  }
  return HTML_START.test(text.slice(0, 2000)) ? { reason: "html" } : undefined;
}
