/** The splitter of multi-game PGN: games one after the other, each starting with its tags. */
import { RecordLines, type Chunk, type FormatSplitter } from "./chunk.js";

/** A tag line after the moves (or after the empty line that ends a game of tags only) starts the next game. */
export class PgnSplitter implements FormatSplitter {
  private record = new RecordLines();
  /** The current game has moves (so a new tag line starts the next). */
  private seenMoves = false;
  /** Inside a `{…}` comment that spans lines. */
  private inComment = false;
  /** A tag pair seen in the current game. */
  private tagged = false;
  /** An empty line since the last line with text. */
  private blank = false;

  push(line: string, lineNo: number): Chunk[] {
    const out: Chunk[] = [];
    const trimmed = line.trimStart();
    const tag = !this.inComment && trimmed.startsWith("[");
    // A tag after the moves, or after an empty line that ends a game of tags only, starts the next game.
    if (tag && (this.seenMoves || (this.tagged && this.blank))) out.push(...this.flush());
    this.record.add(line, lineNo);
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

  end(): Chunk[] {
    return this.flush();
  }

  private flush(): Chunk[] {
    this.seenMoves = false;
    this.tagged = false;
    this.blank = false;
    return this.record.take();
  }
}
