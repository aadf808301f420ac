/**
 * Diagnostics: located problems found while reading a record.
 */
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

/** Collects diagnostics. */
export class DiagnosticList {
  readonly items: Diagnostic[] = [];

  /** Adds a diagnostic at a location (1:1 when none). */
  add(severity: Diagnostic["severity"], message: string, loc?: Loc, ply?: number): void {
    const d: Diagnostic = loc === undefined
      ? { severity, message, line: 1, column: 1 }
      : { severity, message, line: loc.line, column: loc.column, endLine: loc.endLine, endColumn: loc.endColumn };
    if (ply !== undefined) d.ply = ply;
    this.items.push(d);
  }

  error(message: string, loc?: Loc, ply?: number): void {
    this.add("error", message, loc, ply);
  }

  warning(message: string, loc?: Loc, ply?: number): void {
    this.add("warning", message, loc, ply);
  }

  /** True if an error was recorded. */
  get hasErrors(): boolean {
    return this.items.some((d) => d.severity === "error");
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
