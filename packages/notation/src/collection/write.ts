/**
 * The collection writers: the text of each record as an item of a collection
 * ({@link collectionItemText}), items put together ({@link CollectionJoiner}), and whole
 * collections ({@link writeCollectionParts}, {@link writeCollection}).
 */
import { writeRecord } from "../index.js";
import { recordToJson, stringifyJson } from "../json/write.js";
import { writeQboardFen } from "../qboard/fen.js";
import type { GameRecord } from "../record.js";
import { mainLine, positionAt } from "../tree.js";
import type { WriteOptions } from "../write-options.js";
import type { CollectionFormat } from "./format.js";

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
