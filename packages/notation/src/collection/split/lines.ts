/** The splitter of the one-record-a-line collections: DSFEN, QBoard FEN and JSON Lines. */
import type { Chunk, FormatSplitter } from "./chunk.js";

/** Every line with text is a record; empty lines are skipped. */
export class LineSplitter implements FormatSplitter {
  push(line: string, lineNo: number): Chunk[] {
    return line.trim() === "" ? [] : [{ text: line, line: lineNo }];
  }

  end(): Chunk[] {
    return [];
  }
}
