/**
 * What the collection splitters share: the text of a record cut from a collection, the
 * lines of the record being cut, and the interface of a format's splitter.
 */

/** A record's text cut from a collection, and where it starts. */
export interface Chunk {
  text: string;
  line: number;
}

/** Cuts the records of one collection format from its lines (see `CollectionSplitter`). */
export interface FormatSplitter {
  /** Adds line `lineNo` (1-based, without its line end); returns the records it completes. */
  push(line: string, lineNo: number): Chunk[];
  /** The last record, if any. */
  end(): Chunk[];
}

/** The lines of the record being cut, and the line of the collection where it starts. */
export class RecordLines {
  lines: string[] = [];
  start = 0;

  /** Adds line `lineNo` of the collection to the record. */
  add(line: string, lineNo: number): void {
    if (this.lines.length === 0) this.start = lineNo;
    this.lines.push(line);
  }

  /** The record cut so far (none when all its lines are empty); the lines start again empty. */
  take(): Chunk[] {
    const lines = this.lines;
    this.lines = [];
    if (lines.every((l) => l.trim() === "")) return [];
    return [{ text: lines.join("\n"), line: this.start }];
  }
}
