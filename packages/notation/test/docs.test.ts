import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Position } from "@daidai/core";
import { QBOARD_LETTERS, mainLine, parseRecord, writeQboardFen, type RecordFormat } from "../src/index.js";

/** The first fenced code block of a format document. */
function firstExample(doc: string): string {
  const text = readFileSync(new URL(`../../../docs/formats/${doc}`, import.meta.url), "utf8");
  const m = /^```[^\n`]*\n([\s\S]*?)^```/m.exec(text);
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

describe("docs/formats/qboard-fen.md", () => {
  const doc = readFileSync(new URL("../../../docs/formats/qboard-fen.md", import.meta.url), "utf8");

  it("shows the initial position as the writer writes it", () => {
    expect(firstExample("qboard-fen.md").trim()).toBe(writeQboardFen(Position.initial().setup()));
  });

  it("has the letter table of the code, every kind once", () => {
    const rows = [...doc.matchAll(/^\| (\S+) \| [^|]+ \| [^|]+ \| `([^`]+)` \| `([^`]+)` \|$/gm)];
    expect(Object.fromEntries(rows.map((m) => [m[1], m[2]]))).toEqual(QBOARD_LETTERS);
    for (const m of rows) expect(m[3]).toBe(m[2]?.toLowerCase());
  });
});
