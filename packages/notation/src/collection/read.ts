/**
 * The collection readers: {@link parseCollection} reads a whole text ({@link scanCollection}:
 * one record at a time); {@link readCollection} reads a stream in constant memory (one
 * record at a time).
 */
import { stripBom } from "../detect.js";
import { EntryReader, unknownFormat, type CollectionEntry, type CollectionOptions } from "./entries.js";
import { DETECT_LINES, detectCollectionFormat, type CollectionFormat } from "./format.js";
import { lineBatchesOf, type TextSource } from "./source.js";

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
    const reader = new EntryReader(known, (done) => options.progress?.(done, text.length));
    if (yield* reader.lines(lines)) return;
    yield* reader.end();
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
  const reader = new EntryReader(format);
  if (yield* reader.lines(head)) return;
  head.length = 0;
  for await (const batch of batches) {
    if (yield* reader.lines(batch)) return;
  }
  yield* reader.end();
}
