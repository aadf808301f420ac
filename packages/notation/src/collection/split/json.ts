/** The splitter of a JSON array of records (or of a single JSON record). */
import { RecordLines, type Chunk, type FormatSplitter } from "./chunk.js";

/**
 * Cuts the elements of a JSON array with a scan of its nesting and strings (each element,
 * padded so that its columns stay those of the collection, is a record); a text that does
 * not start with `[` is one record.
 */
export class JsonSplitter implements FormatSplitter {
  /** A single record: its lines, all kept until the end. */
  private record = new RecordLines();
  /** A single record (not an array). */
  private single = false;
  /** Nesting depth and string state of the scan; `begun`: the `[` was seen. */
  private depth = 0;
  private inString = false;
  private escaped = false;
  private begun = false;
  /** The pieces of the element being cut (undefined between elements). */
  private partial: string[] | undefined;
  private partialLine = 0;
  /** The element being cut is an object or array (else a stray scalar). */
  private container = false;

  push(line: string, lineNo: number): Chunk[] {
    const out: Chunk[] = [];
    if (this.single || (!this.begun && this.record.lines.length === 0 && line.trim() !== "" && !line.trimStart().startsWith("["))) {
      this.single = true;
      this.record.add(line, lineNo);
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
        this.partialLine = lineNo;
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

  end(): Chunk[] {
    if (this.partial !== undefined) {
      // An unterminated array: the element as it is (its reader reports the problem).
      const chunk = { text: this.partial.join(""), line: this.partialLine };
      this.partial = undefined;
      return [chunk];
    }
    return this.single ? this.record.take() : [];
  }
}
