import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { mainLine, parseRecord, type RecordFormat } from "../src/index.js";

/** The first fenced code block of a format document. */
function firstExample(doc: string): string {
  const text = readFileSync(new URL(`../../../docs/formats/${doc}`, import.meta.url), "utf8");
  const m = /```(?:json)?\n([\s\S]*?)```/.exec(text);
  if (m === null) throw new Error(`no example in ${doc}`);
  return m[1] ?? "";
}

describe("the examples in docs/formats", () => {
  it.each([
    ["pgn.md", "pgn", 13],
    ["kif.md", "kif", 3],
    ["json.md", "json", 3],
    ["dsfen.md", "dsfen", 5],
  ] as const)("%s is a valid %s record with %i main-line moves", (doc, format: RecordFormat, moves) => {
    const r = parseRecord(firstExample(doc));
    expect(r.format).toBe(format);
    expect(r.diagnostics).toEqual([]);
    expect(mainLine(r.record)).toHaveLength(moves);
  });
});
