/**
 * Reading record text and writing moves, through `@daidai/notation` (JSON, PGN, KIF and
 * DSFEN + move strings, format detected when not given) for the replay widget. Only the
 * reader of the record's format is loaded (`@daidai/notation/lazy`: a separate file of the
 * ES module bundle), and a long text is read in a worker (see reader-client.ts). Nothing
 * here imports notation's main entry, which carries every reader and writer.
 */
import { INITIAL_DSFEN } from "@daidai/core";
import {
  detectFormat,
  formatMove as notationFormatMove,
  fromShiftJisSpelling,
  parseRecordLazy,
  RECORD_FORMATS,
  type Diagnostic as NotationDiagnostic,
  type MoreMoves,
  type ParseResult,
  type RecordFormat,
} from "@daidai/notation/lazy";
import { readInWorker } from "./reader-client.js";
import type { MoveFormatter } from "./game.js";
import type { Diagnostic, RecordLike } from "./record-types.js";

/** What reading a record text gives: never throws. */
export interface LoadedRecord {
  readonly record: RecordLike;
  readonly format: string | undefined;
  readonly diagnostics: Diagnostic[];
  /** True when notation's reader replayed every move under the record's rules (no second check needed). */
  readonly checked: boolean;
  /** Set when the text was not read at all: why. */
  readonly refused?: Refusal;
  /** Set when only the first moves were read ({@link ReadOptions.firstMoves}): reads the rest. */
  readonly more?: MoreRecord;
}

/** The rest of a record read in two steps (notation's `MoreMoves`, diagnostics as in {@link LoadedRecord}). */
export interface MoreRecord {
  /** True once every move has been read. */
  readonly done: boolean;
  /** Moves of the main line written in the text (read or not). */
  readonly mainLineMoves: number;
  /** Reads at least `moves` more moves (all when omitted) into the same record; returns every diagnostic so far. */
  read(moves?: number): Diagnostic[];
}

/** The record format named by `value`, or undefined (detect) for empty or unknown names. */
export function parseFormat(value: string | undefined): RecordFormat | undefined {
  const name = value?.trim().toLowerCase();
  return RECORD_FORMATS.find((f) => f === name);
}

/** Move strings only (optionally numbered), e.g. `9l9k 9f9g` or `1. 9l9k 9f9g`. */
const MOVES_ONLY = /^\s*(?:(?:\d+\.+|(?:1[0-7]|[1-9])[a-q](?:(?:1[0-7]|[1-9])[a-q]){1,3}\+?)\s*)+$/;

/** A text ready for notation's reader: a bare list of moves gets the initial position before it. */
export interface Prepared {
  readonly body: string;
  readonly format: RecordFormat | undefined;
  /** How to turn notation's result into a {@link LoadedRecord}. */
  finish(result: ParseResult): LoadedRecord;
}

/** The record so far, read again from `more` (diagnostics mapped as `diagnosticsOf` does for the first part). */
function moreRecord(more: MoreMoves, diagnosticsOf: (list: readonly NotationDiagnostic[]) => Diagnostic[]): MoreRecord {
  return {
    get done() {
      return more.done;
    },
    mainLineMoves: more.mainLineMoves,
    read: (moves) => diagnosticsOf(more.read(moves)),
  };
}

export function prepare(text: string, format: string | undefined): Prepared {
  const chosen = parseFormat(format);
  const bare = (chosen === undefined || chosen === "dsfen") && MOVES_ONLY.test(text) && detectFormat(text) === undefined;
  return {
    body: bare ? `${INITIAL_DSFEN}\n${text}` : text,
    format: bare ? "dsfen" : chosen,
    finish(result) {
      const diagnosticsOf = (list: readonly NotationDiagnostic[]): Diagnostic[] => {
        const diagnostics: Diagnostic[] = bare ? list.map((d) => ({ ...d, line: Math.max(1, d.line - 1) })) : [...list];
        if (format !== undefined && format.trim() !== "" && chosen === undefined) {
          diagnostics.unshift({ severity: "warning", message: `unknown format '${format}' (expected ${RECORD_FORMATS.join(", ")}): detected from the text instead`, line: 1, column: 1 });
        }
        return diagnostics;
      };
      const loaded: LoadedRecord = { record: result.record, format: result.format, diagnostics: diagnosticsOf(result.diagnostics), checked: true };
      return result.more === undefined ? loaded : { ...loaded, more: moreRecord(result.more, diagnosticsOf) };
    },
  };
}

/** Texts from this length on are read in a worker (shorter ones take a few milliseconds). */
export const WORKER_MIN_CHARS = 64 * 1024;

/** How {@link readRecordAsync} reads a text. */
export interface ReadOptions {
  /** Ends a read in a worker; the promise then resolves to an empty record (check `signal.aborted`). */
  readonly signal?: AbortSignal | undefined;
  /** Read a long text in a worker (default true); false reads every text on the page's thread. */
  readonly worker?: boolean | undefined;
  /** URL of the reading worker's file (default: the one that comes with the viewer). */
  readonly workerSrc?: string | undefined;
  /**
   * On the page's thread, replay only this many moves (at least; notation's `firstMoves`)
   * and leave the rest to {@link LoadedRecord.more}. A text read in a worker is read whole.
   */
  readonly firstMoves?: number | undefined;
}

/**
 * Reads a record text (`format` empty or undefined = detect; a bare list of move strings
 * is read as moves from the initial position), loading only its format's reader, and a
 * long text in a worker (on the page's thread, up to {@link MAX_PAGE_THREAD_CHARS}, when
 * no worker can be started). Never rejects.
 */
export async function readRecordAsync(text: string, format?: string, options: ReadOptions = {}): Promise<LoadedRecord> {
  const p = prepare(text, format);
  const signal = options.signal ?? new AbortController().signal;
  let result: ParseResult | undefined;
  if (options.worker !== false && p.body.length >= WORKER_MIN_CHARS) result = await readInWorker(p.body, p.format, signal, options.workerSrc);
  if (result === undefined && p.body.length > MAX_PAGE_THREAD_CHARS) {
    // No worker: a text this long would hold up the page for seconds.
    const refused: Refusal = { reason: "tooLarge", size: megabytes(p.body.length), limit: megabytes(MAX_PAGE_THREAD_CHARS) };
    return { record: { startDsfen: null, root: { move: null, children: [] } }, format: undefined, diagnostics: [], checked: true, refused };
  }
  if (result === undefined) {
    const lazy = await parseRecordLazy(p.body, { format: p.format, firstMoves: options.firstMoves });
    if (lazy.readerNotLoaded !== undefined && lazy.format !== undefined) {
      // A file of the viewer is missing (or the network failed), not a bad record: say which.
      const refused: Refusal = { reason: "readerNotLoaded", format: lazy.format, file: bundleReaderFile(lazy.format), detail: lazy.readerNotLoaded };
      return { record: lazy.record, format: lazy.format, diagnostics: [], checked: true, refused };
    }
    result = lazy;
  }
  return p.finish(result);
}

/** Set by vite.config.ts in the bundles: the name of a format's reader file, `[format]` standing for the format. */
declare const __DAIDAI_READER_FILE__: string | undefined;

/**
 * In the ES module bundle, the file that holds `format`'s reader, loaded from next to the
 * bundle (e.g. `daidai-viewer-kif.js`); undefined where the package's modules are used
 * through an app's bundler, which names its files itself.
 */
function bundleReaderFile(format: RecordFormat): string | undefined {
  return typeof __DAIDAI_READER_FILE__ === "string" ? __DAIDAI_READER_FILE__.replace("[format]", format) : undefined;
}

/** The name of the file this code was loaded from (the bundle's, e.g. `daidai-viewer.js`), if known. */
export function ownFileName(): string | undefined {
  const url = (import.meta as { url?: string }).url;
  return url === undefined ? undefined : new URL(url).pathname.split("/").pop();
}

/** Move text in the chosen notation (notation's formatMove). */
export const formatMove: MoveFormatter = (position, move, style) => notationFormatMove(position, move, style);

/**
 * Decodes a fetched record: the charset of the Content-Type header when given, else UTF-8
 * when the bytes are valid UTF-8, else Shift_JIS (KIF files from Japanese programs). Text
 * read as Shift_JIS gets the piece names that Shift_JIS cannot hold back (`奇犬` → `𠵇犬`,
 * notation's one table), as notation's own readers do.
 */
export function decodeRecord(bytes: ArrayBuffer, contentType: string | null): string {
  const declared = /charset=([\w-]+)/i.exec(contentType ?? "")?.[1];
  if (declared !== undefined) {
    try {
      const decoder = new TextDecoder(declared);
      const text = decoder.decode(bytes);
      return decoder.encoding === "shift_jis" ? fromShiftJisSpelling(text) : text;
    } catch {
      // An unknown charset name: fall through to detection.
    }
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return fromShiftJisSpelling(new TextDecoder("shift_jis").decode(bytes));
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

/** The longest record text read (characters), in a worker. */
export const MAX_RECORD_CHARS = 16_000_000;

/** The longest text read on the page's thread when no worker can be started (about a second of work). */
export const MAX_PAGE_THREAD_CHARS = 1_000_000;

const megabytes = (n: number): string => `${(n / 1_000_000).toFixed(1)} MB`;

/** Why a text is refused before parsing. */
export type Refusal =
  | { readonly reason: "tooLarge"; readonly size: string; readonly limit: string }
  | { readonly reason: "html" }
  /** The format's reader could not be loaded: `file` (in the ES bundle) is missing next to the bundle, or the network failed. */
  | { readonly reason: "readerNotLoaded"; readonly format: RecordFormat; readonly file: string | undefined; readonly detail: string };

const HTML_START = /^\s*(?:<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>]|<\?xml|<!--)/i;

/**
 * A text that cannot be a game record, found without parsing it: longer than
 * {@link MAX_RECORD_CHARS}, or an HTML/XML page (a 404 page served as `.kif`). Undefined otherwise.
 */
export function notARecord(text: string): Refusal | undefined {
  if (text.length > MAX_RECORD_CHARS) return { reason: "tooLarge", size: megabytes(text.length), limit: megabytes(MAX_RECORD_CHARS) };
  return HTML_START.test(text.slice(0, 2000)) ? { reason: "html" } : undefined;
}
