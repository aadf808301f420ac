/**
 * Variations nested 10 000 deep (test/fixtures/deep-line.txt, made by
 * scripts/make-deep-line.mjs): every reader, writer, the comparison and paths handle them
 * without recursion, and the JSON form grows linearly with the depth.
 */
import { describe, expect, it } from "vitest";
import { convert, nodeAtPath, parseRecord, pathOf, recordDifferences, writeRecord, type GameRecord, type RecordNode } from "../src/index.js";
import { fixture, mainMoves } from "./helpers.js";

const [MAIN = [], SIDE = []] = fixture("deep-line.txt").trim().split("\n").map((l) => l.split(" "));

/**
 * JSON text of a record nesting `depth` levels: at level k the line is the side move s_k,
 * whose variation is the main move m_k followed by level k + 1 (built as text, without JSON.stringify).
 */
function deepJson(depth: number): string {
  const open: string[] = [];
  const close: string[] = [];
  for (let k = 0; k < depth; k++) {
    open.push(`{"move":"${SIDE[k] ?? ""}","variations":[[{"move":"${MAIN[k] ?? ""}"}${k + 1 < depth ? "," : ""}`);
    close.push("]]}");
  }
  return `{"format":"daidai-record","version":1,"metadata":{"rules":{},"tags":{}},"start":null,"moves":[${open.join("")}${close.join("")}]}`;
}

/** How many times a path from the root takes a variation (iterative). */
function nesting(record: GameRecord): { depth: number; deepest: RecordNode } {
  let best = { depth: 0, deepest: record.root };
  const stack: [RecordNode, number][] = [[record.root, 0]];
  for (let e = stack.pop(); e !== undefined; e = stack.pop()) {
    const [node, d] = e;
    if (d > best.depth) best = { depth: d, deepest: node };
    node.children.forEach((c, i) => stack.push([c, d + (i > 0 ? 1 : 0)]));
  }
  return best;
}

describe("a record with variations nested 10 000 deep", () => {
  const text = deepJson(10_000);
  const read = parseRecord(text, { format: "json" });

  it("is read from JSON without diagnostics, 10 000 variations deep", () => {
    expect(MAIN).toHaveLength(10_000);
    expect(read.diagnostics).toEqual([]);
    expect(nesting(read.record).depth).toBe(10_000);
    expect(mainMoves(read.record)).toEqual([SIDE[0]]);
  });

  it("has a path to its deepest node and back", () => {
    const { deepest } = nesting(read.record);
    const path = pathOf(read.record, deepest);
    expect(path.split(".")).toHaveLength(1 + 2 * 10_000);
    expect(nodeAtPath(read.record, path)).toBe(deepest);
  });

  it.each(["json", "pgn", "kif"] as const)("converts to %s and back unchanged", (format) => {
    const out = writeRecord(read.record, format);
    const back = parseRecord(out, { format });
    expect(back.diagnostics).toEqual([]);
    expect(recordDifferences(read.record, back.record)).toEqual([]);
    expect(nesting(back.record).depth).toBe(10_000);
    const viaConvert = convert(text, format);
    expect(viaConvert.diagnostics).toEqual([]);
    expect(viaConvert.text).toBe(out);
  });

  it("converts to dsfen, which keeps the main line only (with a warning saying so)", () => {
    const r = convert(text, "dsfen");
    expect(r.diagnostics.map((d) => d.message)).toEqual(["the dsfen format cannot hold everything in this record; changed or lost: moves or variations"]);
    expect(mainMoves(parseRecord(r.text ?? "").record)).toEqual([SIDE[0]]);
  });

  it("has a JSON form whose size grows linearly with the depth", () => {
    const size = (depth: number): number => writeRecord(parseRecord(deepJson(depth)).record, "json").length;
    const [a, b, c] = [2_500, 5_000, 10_000].map(size) as [number, number, number];
    // Twice the depth, about twice the text (quadratic growth would give four times).
    expect(b / a).toBeGreaterThan(1.9);
    expect(b / a).toBeLessThan(2.1);
    expect(c / b).toBeLessThan(2.1);
    expect(c).toBeLessThan(300 * 10_000);
  });
});
