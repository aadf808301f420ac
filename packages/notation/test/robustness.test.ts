import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { moveToString } from "@daidai/core";
import { RECORD_FORMATS, mainLine, parseRecord, type Diagnostic, type RecordFormat } from "../src/index.js";
import { fixture } from "./helpers.js";

const FIXTURES: Record<RecordFormat, string> = {
  pgn: fixture("sample.pgn"),
  kif: fixture("sample.kif"),
  json: fixture("sample.json"),
  dsfen: fixture("sample.dsfen"),
};

/** Every diagnostic has a valid 1-based location inside the text and is not an internal error. */
function checkDiagnostics(text: string, diagnostics: readonly Diagnostic[]): void {
  // A line break is LF, CRLF or a lone CR, as in an editor.
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  for (const d of diagnostics) {
    expect(d.message).not.toMatch(/internal error/);
    expect(Number.isInteger(d.line) && d.line >= 1 && d.line <= lines.length).toBe(true);
    expect(Number.isInteger(d.column) && d.column >= 1 && d.column <= (lines[d.line - 1]?.length ?? 0) + 1).toBe(true);
    if (d.endLine !== undefined) expect(d.endLine).toBeGreaterThanOrEqual(d.line);
  }
}

const mutation = fc.oneof(
  fc.record({ kind: fc.constant("delete" as const), at: fc.nat(), length: fc.integer({ min: 1, max: 20 }) }),
  fc.record({ kind: fc.constant("insert" as const), at: fc.nat(), text: fc.string({ unit: "binary", maxLength: 8 }) }),
  fc.record({ kind: fc.constant("insert" as const), at: fc.nat(), text: fc.constantFrom("(", ")", "{", "}", "[", "]", '"', "\n", "変化：3手\n", "x", "+", "!", "同", "*", "\\") }),
  fc.record({ kind: fc.constant("swap" as const), at: fc.nat(), length: fc.integer({ min: 1, max: 10 }) }),
);

function mutate(text: string, m: { kind: string; at: number; length?: number; text?: string }): string {
  const at = m.at % (text.length + 1);
  switch (m.kind) {
    case "delete":
      return text.slice(0, at) + text.slice(at + (m.length ?? 1));
    case "insert":
      return text.slice(0, at) + (m.text ?? "") + text.slice(at);
    default: {
      const len = m.length ?? 1;
      return text.slice(0, at) + text.slice(at + len, at + 2 * len) + text.slice(at, at + len) + text.slice(at + 2 * len);
    }
  }
}

describe("robustness", () => {
  it.each(RECORD_FORMATS.map((f) => [f]))("random text read as %s never throws and diagnostics are located", (format) => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 200 }), (text) => {
        const r = parseRecord(text, { format });
        checkDiagnostics(text, r.diagnostics);
      }),
      { numRuns: 300, seed: 42 },
    );
  });

  it("random text with format detection never throws", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), (text) => {
        checkDiagnostics(text, parseRecord(text).diagnostics);
      }),
      { numRuns: 300, seed: 7 },
    );
  });

  it.each(RECORD_FORMATS.map((f) => [f]))("mutated %s samples never throw, and every error is located", (format) => {
    const original = FIXTURES[format];
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 4 }), (ms) => {
        let text = original;
        for (const m of ms) text = mutate(text, m);
        const r = parseRecord(text, { format });
        checkDiagnostics(text, r.diagnostics);
      }),
      { numRuns: 200, seed: 1234 },
    );
  });

  it.each(RECORD_FORMATS.map((f) => [f]))("a truncated %s sample keeps a valid prefix of the main line", (format) => {
    const original = FIXTURES[format];
    const full = mainLine(parseRecord(original).record).map((n) => (n.move === null ? "" : moveToString(n.move)));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: original.length }), (cut) => {
        const text = original.slice(0, cut);
        const r = parseRecord(text, { format });
        checkDiagnostics(text, r.diagnostics);
        const moves = mainLine(r.record).map((n) => (n.move === null ? "" : moveToString(n.move)));
        // Cutting inside the last move may leave another legal move (LDx13hx13g): all but the last must match.
        expect(moves.slice(0, -1)).toEqual(full.slice(0, Math.max(0, moves.length - 1)));
        expect(moves.length).toBeLessThanOrEqual(full.length);
      }),
      { numRuns: 150, seed: 99 },
    );
  });
});
