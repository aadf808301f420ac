/**
 * Lines and columns of offsets in a text, worked out only when a diagnostic asks: a reader
 * keeps offsets for every token and pays for lines and columns only where it reports.
 */
import type { Loc } from "./syntax.js";

/** The lines of a text: offsets to 1-based lines and columns (LF line ends, columns in UTF-16 units). */
export class Locator {
  #starts: number[] | undefined;

  constructor(readonly text: string) {}

  /** Offsets where lines start (made on first use). */
  #lineStarts(): number[] {
    if (this.#starts === undefined) {
      const starts = [0];
      const text = this.text;
      for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
      this.#starts = starts;
    }
    return this.#starts;
  }

  /** The 1-based line of an offset. */
  lineOf(offset: number): number {
    const starts = this.#lineStarts();
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }

  /** The 1-based column of an offset. */
  columnOf(offset: number): number {
    return offset - (this.#lineStarts()[this.lineOf(offset) - 1] ?? 0) + 1;
  }

  /** Length of a 1-based line without its line end, or undefined past the end. */
  lineLength(line: number): number | undefined {
    const starts = this.#lineStarts();
    const start = starts[line - 1];
    if (start === undefined) return undefined;
    const next = starts[line];
    return (next === undefined ? this.text.length : next - 1) - start;
  }

  /** The location of the text from `start` to just before `end`; its lines and columns are computed when read. */
  span(start: number, end: number): Loc {
    return new Span(this, start, end);
  }
}

/** A {@link Loc} of offsets whose lines and columns come from a {@link Locator} when read. */
class Span implements Loc {
  readonly #locator: Locator;

  constructor(
    locator: Locator,
    readonly offset: number,
    readonly endOffset: number,
  ) {
    this.#locator = locator;
  }

  get line(): number {
    return this.#locator.lineOf(this.offset);
  }

  get column(): number {
    return this.#locator.columnOf(this.offset);
  }

  get endLine(): number {
    return this.#locator.lineOf(this.endOffset);
  }

  get endColumn(): number {
    return this.#locator.columnOf(this.endOffset);
  }
}
