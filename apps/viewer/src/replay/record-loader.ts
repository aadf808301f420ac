/**
 * Where a replay's record comes from and how it is read: the `record` property, a URL
 * (`src`, fetched, its format's reader loaded meanwhile), a child `<script
 * type="text/x-daidai">` (HTML-escaped text from blog editors is read unescaped when that
 * reads better), or text given to `load()`. A later load replaces an earlier one that is
 * still reading (its worker is stopped). Texts that cannot be records get one message.
 */
import { preloadReader } from "@daidai/notation/lazy";
import { t, type Lang } from "../i18n/i18n.js";
import { FIRST_LIST_MOVES } from "../moves/move-list.js";
import { decodeRecord, notARecord, ownFileName, parseFormat, readRecordAsync, unescapeEntities, WORKER_MIN_CHARS, type LoadedRecord, type Refusal } from "../record/record-text.js";
import type { Diagnostic, RecordLike } from "../record/record-types.js";
import { hasErrors } from "./game-controller.js";

/**
 * Moves of a record read before its first render: what the move list's first blocks show,
 * and some. The rest is read in idle time (or at once when something needs it: stepping
 * past them, a jump, the menu). A long record's first render then replays the moves it
 * shows, not the whole game.
 */
const FIRST_READ_MOVES = FIRST_LIST_MOVES + 20;

/** What a read ended with. */
type Read =
  | { readonly kind: "loaded"; readonly loaded: LoadedRecord; readonly text: string | null }
  | { readonly kind: "failed"; readonly message: string; readonly diagnostics: Diagnostic[]; readonly list: boolean }
  /** Another load came since: nothing to show. */
  | { readonly kind: "replaced" };

/** What a load ended with; `token` numbers the load (see {@link RecordLoader.isLatest}). */
export type LoadOutcome = Read & { readonly token: number };

/** Where to read a record from, first found: `record`, `src`, `script`. */
export interface RecordSource {
  readonly record: RecordLike | undefined;
  readonly src: string;
  /** The `format` attribute ("" = detect). */
  readonly format: string;
  readonly script: Element | null;
  /** URL of the record-reading worker's file ("" = the one that comes with the viewer). */
  readonly readerSrc: string;
}

/** What the loader tells its element while reading. */
export interface LoadProgress {
  /** A fetch or a long text's read (in a worker) started (true) or ended (false). */
  reading(busy: boolean, fetching: boolean): void;
}

/** Reads a replay's records, one at a time. */
export class RecordLoader {
  #token = 0;
  #reading: AbortController | null = null;

  readonly #progress: LoadProgress;
  constructor(progress: LoadProgress) {
    this.#progress = progress;
  }

  /** The number of the latest load (a load that is not the latest any more shows nothing). */
  get latest(): number {
    return this.#token;
  }

  /** True when no other load started since `outcome`'s (check it when the outcome is to be shown). */
  isLatest(outcome: LoadOutcome): boolean {
    return outcome.token === this.#token && outcome.kind !== "replaced";
  }

  /** Stops the read in progress (a worker), if any. */
  abort(): void {
    this.#reading?.abort();
    this.#reading = null;
  }

  /** Loads from the first source found. */
  async fromSource(source: RecordSource, lang: Lang): Promise<LoadOutcome> {
    const token = ++this.#token;
    // A text still being read in a worker is replaced: stop that worker.
    this.abort();
    return { ...(await this.#read(source, lang, token)), token };
  }

  async #read(source: RecordSource, lang: Lang, token: number): Promise<Read> {
    if (source.record !== undefined) return checked({ record: source.record, format: undefined, diagnostics: [], checked: false }, null, lang, true);
    if (source.src !== "") {
      const { src } = source;
      this.#progress.reading(true, true);
      // Fetch the reader of the format the URL names while the record comes.
      const guess = parseFormat(source.format || formatFromUrl(src));
      if (guess !== undefined) void preloadReader(guess);
      let text: string;
      try {
        const response = await fetch(src);
        if (!response.ok) throw new Error(`HTTP ${String(response.status)} ${response.statusText}`.trim());
        text = decodeRecord(await response.arrayBuffer(), response.headers.get("content-type"));
      } catch (e) {
        if (token !== this.#token) return { kind: "replaced" };
        return failed(t(lang, "fetchFailed", src, e instanceof Error ? e.message : String(e)));
      }
      if (token !== this.#token) return { kind: "replaced" };
      return this.#fromText(text, source.format || formatFromUrl(src), false, token, lang, source.readerSrc);
    }
    if (source.script !== null) return this.#fromText(source.script.textContent, source.format || undefined, true, token, lang, source.readerSrc);
    return failed(t(lang, "empty"));
  }

  /** Loads a text given to the element (`load()`); `readerSrc`: the reading worker's file ("" = the viewer's). */
  async text(text: string, format: string | undefined, lang: Lang, readerSrc: string): Promise<LoadOutcome> {
    const token = ++this.#token;
    return { ...(await this.#fromText(text, format, false, token, lang, readerSrc)), token };
  }

  /** Reads `text` (the load numbered `token`); `inline`: from the page's markup (maybe HTML-escaped). */
  async #fromText(text: string, format: string | undefined, inline: boolean, token: number, lang: Lang, readerSrc: string): Promise<Read> {
    this.abort();
    // Refuse what cannot be a record before parsing it: a huge text or an HTML page.
    const refusal = notARecord(text);
    if (refusal !== undefined) return refused(refusal, lang);
    const reading = new AbortController();
    this.#reading = reading;
    // A long text is read in a worker: say so meanwhile (a short one shows at once).
    const long = text.length >= WORKER_MIN_CHARS;
    if (long) this.#progress.reading(true, false);
    const options = { signal: reading.signal, workerSrc: readerSrc || undefined };
    let loaded = await readRecordAsync(text, format, { ...options, firstMoves: FIRST_READ_MOVES });
    // Blog editors sometimes HTML-escape inline records: retry unescaped when that helps.
    if (inline && hasErrors(loaded.diagnostics) && /&(#\d+|#x[0-9a-f]+|[a-z]+);/i.test(text) && token === this.#token) {
      const retry = await readRecordAsync(unescapeEntities(text), format, options);
      if (retry.diagnostics.length < loaded.diagnostics.length) loaded = retry;
    }
    if (token !== this.#token || reading.signal.aborted) return { kind: "replaced" };
    this.#reading = null;
    if (long) this.#progress.reading(false, false);
    if (loaded.refused !== undefined) return refused(loaded.refused, lang);
    return checked(loaded, text, lang, false);
  }
}

function failed(message: string, diagnostics: Diagnostic[] = [], list = true): Read {
  return { kind: "failed", message, diagnostics, list };
}

/** One message for a text that was not read (too large, an HTML page, or a reader file that did not load). */
function refused(refusal: Refusal, lang: Lang): Read {
  const message = refusalMessage(lang, refusal);
  return failed(message, [{ severity: "error", message, line: 1, column: 1 }], false);
}

function refusalMessage(lang: Lang, refusal: Refusal): string {
  switch (refusal.reason) {
    case "tooLarge":
      return t(lang, "tooLarge", refusal.size, refusal.limit);
    case "html":
      return t(lang, "notRecord");
    case "readerNotLoaded": {
      const name = refusal.format.toUpperCase();
      const bundle = ownFileName();
      if (refusal.file !== undefined && bundle !== undefined) return t(lang, "readerFileMissing", refusal.file, name, bundle);
      return t(lang, "readerNotLoaded", name, refusal.detail);
    }
  }
}

/** A record read, or one message when it is no record at all. */
function checked(loaded: LoadedRecord, text: string | null, lang: Lang, fromObject: boolean): Read {
  if (loaded.format === undefined && hasErrors(loaded.diagnostics)) {
    // Not a record at all: say so instead of showing an unrelated start position.
    return failed(t(lang, "unreadable"), loaded.diagnostics, false);
  }
  if (loaded.record.root.children.length === 0 && hasErrors(loaded.diagnostics) && !fromObject) {
    // No move and only lines that were not understood: one message, not a list of them.
    const first = loaded.diagnostics.find((d) => d.severity === "error");
    const where = first === undefined ? "" : ` (${t(lang, "firstProblem", first.line, first.message)})`;
    return failed(`${t(lang, "notRecord")}${where}`, loaded.diagnostics, false);
  }
  return { kind: "loaded", loaded, text };
}

/** The format a URL's extension names, or undefined. */
export function formatFromUrl(url: string): string | undefined {
  const m = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(url);
  const ext = m?.[1]?.toLowerCase();
  if (ext === "kif" || ext === "kifu") return "kif";
  if (ext === "pgn" || ext === "json" || ext === "dsfen") return ext;
  return undefined;
}
