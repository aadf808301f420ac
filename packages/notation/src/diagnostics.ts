/**
 * Diagnostics: located problems found while reading a record.
 */
import { Locator } from "./locator.js";
import type { Loc } from "./syntax.js";

/** A problem in a record, with its 1-based location. */
export interface Diagnostic {
  severity: "error" | "warning";
  message: string;
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
  /** Move number (counting both sides' moves) of the move concerned, if any. */
  ply?: number;
}

/** Most diagnostics kept for one record; the rest are counted in one last "and N more". */
export const MAX_DIAGNOSTICS = 50;

/** Longest excerpt of the input quoted in a message. */
export const MAX_QUOTE = 80;

/** `text` cut to at most {@link MAX_QUOTE} characters (`…` when cut), on one line. */
export function clip(text: string): string {
  const flat = text.replace(/[\r\n]+/g, " ");
  // Code points, so that a cut never splits a surrogate pair (grapheme clusters may be split).
  const chars = Array.from(flat);
  return chars.length > MAX_QUOTE ? `${chars.slice(0, MAX_QUOTE - 1).join("")}…` : flat;
}

/** `text` quoted in a message: at most {@link MAX_QUOTE} characters, `…` when cut, one line. */
export function quote(text: string): string {
  return `'${clip(text)}'`;
}

/** "; the N move(s) are not read", or nothing when there is no move to lose. */
export function movesNotRead(count: number): string {
  return count > 0 ? `; the ${String(count)} move(s) are not read` : "";
}

/**
 * Collects diagnostics: at most {@link MAX_DIAGNOSTICS} (then one "and N more"), with end
 * columns clamped to the end of their line when the source text is known.
 */
export class DiagnosticList {
  readonly items: Diagnostic[] = [];
  private dropped = 0;
  /** Lines of the text the locations refer to (when known): keeps end columns inside their line. */
  readonly locator: Locator | undefined;

  /** `source`: the text the locations refer to. */
  constructor(source?: string) {
    this.locator = source === undefined ? undefined : new Locator(source);
  }

  private lineLength(line: number): number | undefined {
    return this.locator?.lineLength(line);
  }

  /** Adds a diagnostic at a location (1:1 when none). */
  add(severity: Diagnostic["severity"], message: string, loc?: Loc, ply?: number): void {
    if (this.items.length >= MAX_DIAGNOSTICS) {
      this.dropped++;
      return;
    }
    const d: Diagnostic = loc === undefined
      ? { severity, message, line: 1, column: 1 }
      : { severity, message, line: loc.line, column: loc.column, endLine: loc.endLine, endColumn: loc.endColumn };
    if (d.endLine !== undefined && d.endColumn !== undefined) {
      // A span that ends at the start of the next line ends at the end of its own.
      if (d.endLine > d.line && d.endColumn === 1) {
        d.endLine -= 1;
        d.endColumn = (this.lineLength(d.endLine) ?? 0) + 1;
      }
      const length = this.lineLength(d.endLine);
      if (length !== undefined && d.endColumn > length + 1) d.endColumn = length + 1;
      if (d.endLine === d.line && d.endColumn < d.column) d.endColumn = d.column;
    }
    if (ply !== undefined) d.ply = ply;
    this.items.push(d);
  }

  error(message: string, loc?: Loc, ply?: number): void {
    this.add("error", message, loc, ply);
  }

  warning(message: string, loc?: Loc, ply?: number): void {
    this.add("warning", message, loc, ply);
  }

  /** True if an error was recorded (a dropped diagnostic may be one: they count as errors when any kept one is). */
  get hasErrors(): boolean {
    return this.items.some((d) => d.severity === "error");
  }

  /** The diagnostics, ending with "and N more" when some were dropped. */
  finish(): Diagnostic[] {
    if (this.dropped === 0) return this.items;
    const severity = this.items.some((d) => d.severity === "error") ? "error" : "warning";
    return [...this.items, { severity, message: `and ${String(this.dropped)} more diagnostic(s) not shown`, line: this.items.at(-1)?.line ?? 1, column: 1 }];
  }
}

/** The location of a peggy syntax error (or 1:1). */
export interface PeggyLikeError {
  message: string;
  location?: { start: { offset: number; line: number; column: number }; end: { offset: number; line: number; column: number } };
}

/** Converts a peggy location to a {@link Loc}. */
export function locOfPeggyError(e: PeggyLikeError): Loc {
  const s = e.location?.start ?? { offset: 0, line: 1, column: 1 };
  const end = e.location?.end ?? s;
  return { offset: s.offset, line: s.line, column: s.column, endOffset: end.offset, endLine: end.line, endColumn: end.column };
}

/** A {@link Loc} inside a one-line token: `start` shifted by `from`…`to` characters. */
export function subLoc(token: Loc, from: number, to: number): Loc {
  return {
    offset: token.offset + from,
    line: token.line,
    column: token.column + from,
    endOffset: token.offset + to,
    endLine: token.line,
    endColumn: token.column + to,
  };
}
