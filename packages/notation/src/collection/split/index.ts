/**
 * The collection splitter: cuts a collection into the texts of its records, line by line,
 * with the splitter of its format.
 */
import { stripBom } from "../../detect.js";
import type { CollectionFormat } from "../format.js";
import type { Chunk, FormatSplitter } from "./chunk.js";
import { JsonSplitter } from "./json.js";
import { KifSplitter } from "./kif.js";
import { LineSplitter } from "./lines.js";
import { PgnSplitter } from "./pgn.js";

function splitterOf(format: CollectionFormat): FormatSplitter {
  switch (format) {
    case "dsfen":
    case "qboard-fen":
    case "jsonl":
      return new LineSplitter();
    case "json":
      return new JsonSplitter();
    case "pgn":
      return new PgnSplitter();
    case "kif":
      return new KifSplitter();
  }
}

/**
 * Cuts a collection into the texts of its records, line by line (constant memory: only
 * the current record is kept). Feed lines with {@link push}, then call {@link end}.
 */
export class CollectionSplitter {
  private readonly splitter: FormatSplitter;
  private lineNo = 0;

  constructor(format: CollectionFormat) {
    this.splitter = splitterOf(format);
  }

  /** Adds the next line (without its line end); returns the records it completes. */
  push(line: string): Chunk[] {
    this.lineNo++;
    if (this.lineNo === 1) line = stripBom(line);
    return this.splitter.push(line, this.lineNo);
  }

  /** The last record, if any. */
  end(): Chunk[] {
    return this.splitter.end();
  }
}
