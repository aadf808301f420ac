/**
 * Collections of game records in one text (docs/formats/collections.md): multi-game PGN
 * (games one after the other, each starting with its tags), concatenated KIF files, one
 * DSFEN record per line, a JSON array of records or JSON Lines (one record per line).
 *
 * {@link parseCollection} reads a whole text ({@link scanCollection}: one record at a time);
 * {@link readCollection} reads a stream in constant memory (one record at a time). Both split the text with the same line-based
 * {@link CollectionSplitter} and read each record with {@link parseRecord}; diagnostics
 * keep the line numbers of the whole collection.
 */
import { detectFormat, stripBom } from "./detect.js";
import type { Diagnostic } from "./diagnostics.js";
import { parseRecord } from "./index.js";
import { stringifyJson, recordToJson } from "./json/write.js";
import { KIF_HEADER_FIELDS, KIF_TRAILING_KEYS } from "./kif/read.js";
import { writeQboardFen } from "./qboard/fen.js";
import { mainLine, positionAt } from "./tree.js";
import type { GameRecord, RecordFormat } from "./record.js";
import { writeRecord } from "./index.js";
import type { WriteOptions } from "./write-options.js";

/**
 * The collection formats: the record formats, `jsonl` (JSON Lines: one record per line)
 * and `qboard-fen` (one QBoard FEN per line: positions only — a record is written as the
 * position after its main line; read, each line is a record without moves).
 */
export type CollectionFormat = RecordFormat | "jsonl" | "qboard-fen";

/** All collection formats. */
export const COLLECTION_FORMATS: readonly CollectionFormat[] = ["json", "jsonl", "pgn", "kif", "dsfen", "qboard-fen"];

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

/** A record's text cut from a collection, and where it starts. */
interface Chunk {
  text: string;
  line: number;
}

/** Lines read before the format of a collection is guessed. */
const DETECT_LINES = 40;

/**
 * The format of a collection from its first lines: `[` then `{` or `]` a JSON array, a
 * first line that is a whole JSON object JSON Lines, `{` otherwise one JSON record, else
 * the format of a single record (PGN, KIF, DSFEN).
 */
export function detectCollectionFormat(head: string): CollectionFormat | undefined {
  const t = stripBom(head).trimStart();
  if (/^\[\s*[{\]]/.test(t)) return "json";
  if (t.startsWith("{")) {
    const first = t.split("\n", 1)[0] ?? "";
    try {
      JSON.parse(first);
      return "jsonl";
    } catch {
      return "json";
    }
  }
  return detectFormat(t);
}

/**
 * KIF header keys that begin a game: one of them after moves starts the next game of a
 * collection (except a trailing key such as 終了日時 right after the moves), and so does one
 * given again after an empty line in a game without moves.
 */
const KIF_GAME_KEYS = new Set(["手合割", "開始日時", "終了日時", "対局日", "表題", "棋戦", "戦型", ...Object.keys(KIF_HEADER_FIELDS)]);

/**
 * Cuts a collection into the texts of its records, line by line (constant memory: only
 * the current record is kept). Feed lines with {@link push}, then call {@link end}.
 */
export class CollectionSplitter {
  private lines: string[] = [];
  private start = 0;
  private lineNo = 0;
  /** PGN/KIF: the current record has moves (so a new tag / header line starts the next). */
  private seenMoves = false;
  /** PGN: inside a `{…}` comment that spans lines. */
  private inComment = false;
  /** PGN: a tag pair seen in the current record; KIF: its game keys seen so far. */
  private tagged = false;
  private kifKeys = new Set<string>();
  /** An empty line since the last line with text. */
  private blank = false;
  /** JSON array: nesting depth and string state of the scan; `begun`: the `[` was seen. */
  private depth = 0;
  private inString = false;
  private escaped = false;
  private begun = false;

  constructor(private readonly format: CollectionFormat) {}

  /** Adds the next line (without its line end); returns the records it completes. */
  push(line: string): Chunk[] {
    this.lineNo++;
    if (this.lineNo === 1) line = stripBom(line);
    switch (this.format) {
      case "dsfen":
      case "qboard-fen":
      case "jsonl":
        return line.trim() === "" ? [] : [{ text: line, line: this.lineNo }];
      case "json":
        return this.pushJson(line);
      case "pgn":
        return this.pushPgn(line);
      case "kif":
        return this.pushKif(line);
    }
  }

  /** The last record, if any. */
  end(): Chunk[] {
    if (this.format === "json" && this.partial !== undefined) {
      // An unterminated array: the element as it is (its reader reports the problem).
      const chunk = { text: this.partial.join(""), line: this.partialLine };
      this.partial = undefined;
      return [chunk];
    }
    if (this.kifPending !== undefined) {
      // Header lines after the last move: a game of headers only.
      const pending = this.kifPending;
      this.kifPending = undefined;
      const out = this.flush();
      this.start = pending.start;
      this.lines = pending.lines;
      return [...out, ...this.flush()];
    }
    return this.format === "json" && !this.single ? [] : this.flush();
  }

  private flush(): Chunk[] {
    const lines = this.lines;
    this.lines = [];
    this.seenMoves = false;
    this.tagged = false;
    this.kifKeys = new Set();
    this.blank = false;
    if (lines.every((l) => l.trim() === "")) return [];
    return [{ text: lines.join("\n"), line: this.start }];
  }

  private begin(line: string): void {
    if (this.lines.length === 0) this.start = this.lineNo;
    this.lines.push(line);
  }

  private pushPgn(line: string): Chunk[] {
    const out: Chunk[] = [];
    const trimmed = line.trimStart();
    const tag = !this.inComment && trimmed.startsWith("[");
    // A tag after the moves, or after an empty line that ends a game of tags only, starts the next game.
    if (tag && (this.seenMoves || (this.tagged && this.blank))) out.push(...this.flush());
    this.begin(line);
    if (!this.inComment) {
      if (trimmed === "") this.blank = true;
      else this.blank = false;
    }
    if (tag) this.tagged = true;
    if (!this.inComment && !trimmed.startsWith("[") && !trimmed.startsWith("%") && !/[{;]/.test(line)) {
      // Movetext without comments (the common line): any text in it is moves.
      if (/[^ \t]/.test(line)) this.seenMoves = true;
    } else if (this.inComment || (!trimmed.startsWith("[") && !trimmed.startsWith("%"))) {
      // Scan for comments: movetext after them counts as moves.
      for (let i = 0; i < line.length; i++) {
        const c = line[i];
        if (this.inComment) {
          if (c === "}") this.inComment = false;
        } else if (c === "{") this.inComment = true;
        else if (c === ";") break;
        else if (c !== " " && c !== "\t") this.seenMoves = true;
      }
    }
    return out;
  }

  /**
   * KIF: header lines met right after a move line (no empty line between), held until the
   * next move tells whether they begin the next game (its move 1, a `手数----` line, an
   * empty or other line) or were misplaced in this one (the move numbering goes on: the
   * game's reader reports them where they are).
   */
  private kifPending: { lines: string[]; start: number } | undefined;

  private pushKif(line: string): Chunk[] {
    const out: Chunk[] = [];
    const header = /^([^\s\d０-９*#&|+][^：:]*)[：:]/.exec(line);
    const key = header === null ? undefined : (header[1] ?? "").trim();
    const gameKey = key !== undefined && KIF_GAME_KEYS.has(key);
    const moveNumber = /^[ \t\u3000]*(\d+)[ \t\u3000]/.exec(line)?.[1];
    if (this.kifPending !== undefined) {
      if (header !== null && !line.startsWith("#KIF")) {
        this.kifPending.lines.push(line);
        if (gameKey) this.kifKeys.add(key);
        return out;
      }
      const pending = this.kifPending;
      this.kifPending = undefined;
      if (moveNumber !== undefined && moveNumber !== "1") {
        // The numbering goes on: the header lines were misplaced inside this game.
        for (const held of pending.lines) this.lines.push(held);
      } else {
        const keys = this.kifKeys;
        out.push(...this.flush());
        this.start = pending.start;
        this.lines = pending.lines;
        this.kifKeys = keys;
        if (line.startsWith("#KIF")) out.push(...this.flush());
      }
    }
    const next =
      line.startsWith("#KIF")
        ? this.seenMoves || this.kifKeys.size > 0
        : gameKey && (this.seenMoves ? this.blank || !KIF_TRAILING_KEYS.has(key) : this.blank && this.kifKeys.has(key));
    if (next && this.seenMoves && !this.blank && !line.startsWith("#KIF")) {
      // Right after a move: hold it until the next move line decides.
      this.kifPending = { lines: [line], start: this.lineNo };
      this.kifKeys = new Set([key as string]);
      return out;
    }
    if (next) out.push(...this.flush());
    this.begin(line);
    this.blank = line.trim() === "";
    if (gameKey) this.kifKeys.add(key);
    if (moveNumber !== undefined || line.startsWith("まで")) this.seenMoves = true;
    return out;
  }

  /** JSON: a single record (not an array): all lines are kept until the end. */
  private single = false;
  /** JSON array: the pieces of the element being cut (undefined between elements). */
  private partial: string[] | undefined;
  private partialLine = 0;
  /** JSON array: the element being cut is an object or array (else a stray scalar). */
  private container = false;

  private pushJson(line: string): Chunk[] {
    const out: Chunk[] = [];
    if (this.single || (!this.begun && this.lines.length === 0 && line.trim() !== "" && !line.trimStart().startsWith("["))) {
      this.single = true;
      this.begin(line);
      return out;
    }
    let from = this.partial === undefined ? -1 : 0;
    const finish = (to: number): void => {
      (this.partial as string[]).push(line.slice(from, to));
      out.push({ text: (this.partial as string[]).join(""), line: this.partialLine });
      this.partial = undefined;
      from = -1;
    };
    for (let i = 0; i < line.length; i++) {
      const c = line[i];
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === "\\") this.escaped = true;
        else if (c === '"') this.inString = false;
        continue;
      }
      if (!this.begun) {
        if (c === "[") {
          this.begun = true;
          this.depth = 1;
        }
        continue;
      }
      if (this.depth === 0) continue;
      if (this.depth === 1 && this.partial === undefined) {
        if (c === " " || c === "\t" || c === ",") continue;
        if (c === "]") {
          this.depth = 0;
          continue;
        }
        // An element starts: pad its first line so that columns stay those of the collection.
        this.partial = [" ".repeat(i)];
        this.partialLine = this.lineNo;
        this.container = c === "{" || c === "[";
        from = i;
      }
      if (!this.container && this.depth === 1 && (c === "," || c === "]")) {
        finish(i);
        if (c === "]") this.depth = 0;
        continue;
      }
      if (c === '"') this.inString = true;
      else if (c === "{" || c === "[") this.depth++;
      else if (c === "}" || c === "]") {
        this.depth--;
        if (this.depth === 1) finish(i + 1);
      }
    }
    if (this.partial !== undefined) this.partial.push(`${line.slice(from < 0 ? 0 : from)}\n`);
    return out;
  }
}

/** The record format a collection format's records are read as. */
export function recordFormatOf(format: CollectionFormat): RecordFormat {
  return format === "jsonl" ? "json" : format === "qboard-fen" ? "dsfen" : format;
}

/**
 * Records that cannot be read at all (errors, no move) at the start of a collection after
 * which reading stops: the text is taken for something that is no collection of records
 * (a log, a binary file), and junk of any size is rejected in the time of its start.
 */
export const UNREADABLE_LIMIT = 10;

/** Counts the unreadable records at the start of a collection (see {@link UNREADABLE_LIMIT}). */
class GiveUp {
  private unreadable = 0;
  private readable = false;

  /** Notes an entry; true (with an error added to it) when reading must stop after it. */
  stopAfter(entry: CollectionEntry): boolean {
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

function unknownFormat(): CollectionEntry {
  return {
    index: 0,
    line: 1,
    record: parseRecord("").record,
    format: undefined,
    diagnostics: [{ severity: "error", message: "unknown collection format: expected a JSON array or JSON Lines, PGN games, KIF games or DSFEN lines", line: 1, column: 1 }],
  };
}

/** Result of {@link parseCollection}. */
export interface CollectionResult {
  /** The collection format (undefined when it could not be detected). */
  format: CollectionFormat | undefined;
  records: CollectionEntry[];
}

/**
 * The records of a collection text one at a time (only the current one is kept: a caller
 * that does not keep them reads in the memory of the text and one record), with the
 * collection format. Never throws; a text that holds no record gives no entries, an
 * unknown format one entry with an error.
 */
export function scanCollection(text: string, options: CollectionOptions = {}): { format: CollectionFormat | undefined; entries: Iterable<CollectionEntry> } {
  const lines = stripBom(text).split(/\r\n|\r|\n/);
  if (lines.at(-1) === "") lines.pop();
  const format = options.format ?? detectCollectionFormat(lines.slice(0, DETECT_LINES).join("\n"));
  if (format === undefined) return { format, entries: text.trim() === "" ? [] : [unknownFormat()] };
  function* entries(known: CollectionFormat): Generator<CollectionEntry> {
    const splitter = new CollectionSplitter(known);
    const giveUp = new GiveUp();
    let index = 0;
    let done = 0;
    for (const line of lines) {
      done += line.length + 1;
      for (const chunk of splitter.push(line)) {
        const entry = entryOf(chunk, index++, known);
        const stop = giveUp.stopAfter(entry);
        yield entry;
        if (stop) return;
        options.progress?.(done, text.length);
      }
    }
    for (const chunk of splitter.end()) {
      const entry = entryOf(chunk, index++, known);
      const stop = giveUp.stopAfter(entry);
      yield entry;
      if (stop) return;
    }
  }
  return { format, entries: entries(format) };
}

/**
 * Reads every record of a collection text (see {@link scanCollection}, which does not keep
 * them). Never throws; a text that holds no record gives no entries, an unknown format one
 * entry with an error.
 */
export function parseCollection(text: string, options: CollectionOptions = {}): CollectionResult {
  const scan = scanCollection(text, options);
  return { format: scan.format, records: [...scan.entries] };
}

// The package builds without DOM or Node types: the two runtime APIs used here, as far as needed.
declare const TextDecoder: new (label?: string) => { decode(input?: Uint8Array, options?: { stream?: boolean }): string };

/** What is used of a web `ReadableStream`. */
export interface ReadableStreamLike {
  getReader(): { read(): Promise<{ done: boolean; value?: string | Uint8Array | undefined }> };
}

/**
 * A source of text: a web ReadableStream, any async iterable of strings or UTF-8 bytes (a
 * Node stream), or (in Node.js) the path of a file.
 */
export type TextSource = AsyncIterable<string | Uint8Array> | ReadableStreamLike | string;

/** A source {@link readCollection} cannot read: a path outside Node.js, or not a stream at all. */
export class CollectionSourceError extends Error {
  override readonly name = "CollectionSourceError";
}

/** What is used of Node's `fs`, found without importing it (bundles for the browser must not see it). */
interface NodeFs {
  createReadStream(path: string): AsyncIterable<Uint8Array>;
}
declare const process: { getBuiltinModule?: (id: string) => unknown } | undefined;

async function* chunksOf(source: TextSource): AsyncGenerator<string | Uint8Array> {
  if (typeof source === "string") {
    const fs = typeof process === "undefined" ? undefined : (process.getBuiltinModule?.("node:fs") as NodeFs | undefined);
    if (fs === undefined) throw new CollectionSourceError(`readCollection: '${source}' is a path, which only Node.js can open; pass a stream (or use parseCollection for a text)`);
    yield* fs.createReadStream(source);
    return;
  }
  if (typeof source !== "object" || (source as unknown) === null) throw new CollectionSourceError("readCollection: expected a stream (a ReadableStream or an async iterable) or a file path");
  if (Symbol.asyncIterator in source) {
    yield* source as AsyncIterable<string | Uint8Array>;
    return;
  }
  if (typeof (source as Partial<ReadableStreamLike>).getReader !== "function") throw new CollectionSourceError("readCollection: expected a stream (a ReadableStream or an async iterable) or a file path");
  const reader = source.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    if (value !== undefined) yield value;
  }
}

/**
 * The lines of a source (UTF-8 bytes or strings; LF, CRLF or CR line ends), one chunk in
 * memory at a time, in batches (the lines each chunk completes: one await per chunk, not
 * one per line).
 */
async function* lineBatchesOf(source: TextSource): AsyncGenerator<string[]> {
  const decoder = new TextDecoder("utf-8");
  let rest = "";
  for await (const chunk of chunksOf(source)) {
    rest += typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true });
    // A CR at the end may be the first half of a CRLF: it waits for the next chunk.
    const parts = rest.includes("\r") ? rest.split(/\r\n|\n|\r(?!$)/) : rest.split("\n");
    rest = parts.pop() ?? "";
    if (parts.length > 0) yield parts;
  }
  rest += decoder.decode();
  if (rest.endsWith("\r")) rest = rest.slice(0, -1);
  if (rest !== "") yield [rest];
}

/**
 * Reads a collection from a stream or (Node.js) a file path, one record at a time (memory:
 * the current record, not the whole text). The format is detected from the first lines
 * unless given. A source it cannot read rejects with a {@link CollectionSourceError}; a
 * file that cannot be opened, with Node's error (`ENOENT`…).
 */
export async function* readCollection(source: TextSource, options: CollectionOptions = {}): AsyncGenerator<CollectionEntry> {
  const batches = lineBatchesOf(source);
  /** Lines read before the format is known (whole batches: the lines after the first ones are read with them). */
  const head: string[] = [];
  let format = options.format;
  if (format === undefined) {
    let size = 0;
    let lines = 0;
    // next() rather than for-await: breaking out of a for-await loop would close the batches.
    for (let r = await batches.next(); r.done !== true; r = await batches.next()) {
      for (const line of r.value) {
        head.push(line);
        if (lines < DETECT_LINES && size <= 65536) {
          lines++;
          size += line.length;
        }
      }
      if (lines >= DETECT_LINES || size > 65536) break;
    }
    format = detectCollectionFormat(head.slice(0, lines).join("\n"));
    if (format === undefined) {
      if (head.some((l) => l.trim() !== "")) yield unknownFormat();
      return;
    }
  }
  const known = format;
  const splitter = new CollectionSplitter(known);
  const giveUp = new GiveUp();
  let index = 0;
  /** Yields the entries of `chunks`; returns true when reading must stop after them. */
  function* entriesOf(chunks: readonly Chunk[]): Generator<CollectionEntry, boolean> {
    for (const chunk of chunks) {
      const entry = entryOf(chunk, index++, known);
      const stop = giveUp.stopAfter(entry);
      yield entry;
      if (stop) return true;
    }
    return false;
  }
  // Most lines complete no record: the generator is made only for those that do.
  for (const line of head) {
    const chunks = splitter.push(line);
    if (chunks.length > 0 && (yield* entriesOf(chunks))) return;
  }
  head.length = 0;
  for await (const batch of batches) {
    for (const line of batch) {
      const chunks = splitter.push(line);
      if (chunks.length > 0 && (yield* entriesOf(chunks))) return;
    }
  }
  yield* entriesOf(splitter.end());
}

/**
 * The text of one record as an item of a collection: PGN and KIF games end with an empty
 * line, DSFEN and JSON Lines records are one line, JSON array items are indented objects.
 * {@link CollectionJoiner} puts items together. Throws like {@link writeRecord} when the
 * record cannot be written.
 */
export function collectionItemText(record: GameRecord, format: CollectionFormat, options: WriteOptions = {}): string {
  switch (format) {
    case "jsonl":
      return `${stringifyJson(recordToJson(record), { compact: true })}\n`;
    case "json":
      return stringifyJson(recordToJson(record), { level: 1 });
    case "dsfen":
      return writeRecord(record, "dsfen");
    case "qboard-fen":
      return `${writeQboardFen(positionAt(record, String(mainLine(record).length)).setup())}\n`;
    case "pgn":
    case "kif":
      return writeRecord(record, format, options);
  }
}

/**
 * Puts the item texts of a collection ({@link collectionItemText}) together one at a time,
 * for writing a collection to a stream record by record: what to write for each item
 * ({@link item}) and at the end ({@link end}).
 */
export class CollectionJoiner {
  #first = true;

  constructor(readonly format: CollectionFormat) {}

  /** The text to write for the next item: its separator from the previous one (and the JSON array's start) and the item. */
  item(text: string): string {
    const first = this.#first;
    this.#first = false;
    if (this.format === "json") return `${first ? "[" : ","}\n  ${text}`;
    return first || (this.format !== "pgn" && this.format !== "kif") ? text : `\n${text}`;
  }

  /** The text that ends the collection. */
  end(): string {
    if (this.format !== "json") return "";
    return this.#first ? "[]\n" : "\n]\n";
  }
}

/**
 * The text of a collection, piece by piece (for writing a large collection to a stream).
 * Throws like {@link writeRecord} when a record cannot be written.
 */
export function* writeCollectionParts(records: Iterable<GameRecord>, format: CollectionFormat, options: WriteOptions = {}): Generator<string> {
  const joiner = new CollectionJoiner(format);
  for (const record of records) yield joiner.item(collectionItemText(record, format, options));
  const end = joiner.end();
  if (end !== "") yield end;
}

/** The text of a collection (see {@link writeCollectionParts}). */
export function writeCollection(records: Iterable<GameRecord>, format: CollectionFormat, options: WriteOptions = {}): string {
  return [...writeCollectionParts(records, format, options)].join("");
}
