// recordDifferences names exactly what differs: records that differ in one thing each
// (built by hand from a random record, so the expected name is known independently).
import { describe, expect, it } from "vitest";
import { addChild, addComment, addCommentBefore, createNode, parseRecord, recordDifferences, writeRecord, type GameRecord, type RecordNode } from "../src/index.js";
import { randomRecord } from "./helpers.js";

function copy(record: GameRecord): GameRecord {
  return parseRecord(writeRecord(record, "json"), { format: "json" }).record;
}

/** Some node of the tree below the root with a move (the deepest of the main line). */
function someNode(record: GameRecord): RecordNode {
  let node = record.root;
  while (node.children[0] !== undefined) node = node.children[0];
  return node;
}

describe("recordDifferences", () => {
  const base = randomRecord(31, { plies: 20, variations: true, comments: true, times: true, nags: true, bookmarks: true });

  it("finds nothing in an equal copy", () => {
    expect(recordDifferences(base, copy(base))).toEqual([]);
  });

  const cases: [string, (node: RecordNode, record: GameRecord) => void][] = [
    ["comments", (n) => { addComment(n, "new"); }],
    ["comments", (n) => { addCommentBefore(n, "before"); }],
    ["move times", (n) => (n.timeSpentMs = (n.timeSpentMs ?? 0) + 1000)],
    ["annotations (NAGs)", (n) => (n.nags = [...(n.nags ?? []), 7])],
    ["bookmarks", (n) => (n.bookmark = `${n.bookmark ?? ""}x`)],
    ["moves or variations", (n) => { addChild(n, createNode({ from: 0, to: 1, via: [] })); }],
    ["moves or variations", (n) => n.move !== null && (n.move = { ...n.move, via: [...n.move.via, 5] })],
  ];
  for (const [name, change] of cases) {
    it(`names ${name} when only that changed`, () => {
      const other = copy(base);
      change(someNode(other), other);
      expect(recordDifferences(base, other)).toContain(name);
      expect(recordDifferences(base, other)).toHaveLength(1);
    });
  }
});
