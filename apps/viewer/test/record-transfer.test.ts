// Node unit tests of the flat form in which the record-reading worker sends a record.
import { moveToString } from "@daidai/core";
import { addChild, parseRecord, type RecordNode } from "@daidai/notation";
import { describe, expect, it } from "vitest";
import { flattenRecord, unflattenRecord, type FlatRecord } from "../src/record/record-transfer.js";

const PGN = `[Event "transfer"]
[Black "A"]

{root comment} 1. 9l9k {after one} (1. 8l8k {a variation} 1... 9f9g (1... 8f8g)) 1... 9f9g 2. 8l8k *
`;

/** Every node as "path move [comments]", depth first, written by an independent walk. */
function outline(root: RecordNode): string[] {
  const out: string[] = [];
  const stack: [RecordNode, string][] = [[root, ""]];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [node, path] = top;
    out.push(`${path} ${node.move === null ? "-" : moveToString(node.move)} [${node.comments.join("|")}]`);
    for (let i = node.children.length - 1; i >= 0; i--) stack.push([node.children[i] as RecordNode, `${path}/${String(i)}`]);
  }
  return out;
}

describe("record transfer (worker → page)", () => {
  it("gives back the same tree, metadata and diagnostics", () => {
    const parsed = parseRecord(PGN);
    expect(parsed.diagnostics).toEqual([]);
    const flat = flattenRecord(parsed);
    expect(flat.nodes.map((n) => n.parent)).toEqual([-1, 0, 1, 2, 0, 4, 4]);
    const back = unflattenRecord(structuredClone(flat));
    expect(back?.record.metadata).toEqual(parsed.record.metadata);
    expect(back?.format).toBe("pgn");
    if (back === undefined) throw new Error("not rebuilt");
    expect(outline(back.record.root)).toEqual([
      " - [root comment]",
      "/0 9l9k [after one]",
      "/0/0 9f9g []",
      "/0/0/0 8l8k []",
      "/1 8l8k [a variation]",
      "/1/0 9f9g []",
      "/1/1 8f8g []",
    ]);
  });

  it("flattens and rebuilds a 100 000-move line without recursion", () => {
    // The tree is data here: its moves need not be legal.
    const a = { from: 10, to: 11, via: [] };
    const b = { from: 20, to: 21, via: [] };
    const root: RecordNode = { move: null, comments: [], commentsBefore: [], children: [] };
    let node = root;
    for (let i = 0; i < 100_000; i++) {
      const next: RecordNode = { move: i % 2 === 0 ? a : b, comments: [], commentsBefore: [], children: [] };
      addChild(node, next);
      node = next;
    }
    const flat = flattenRecord({ record: { metadata: { rules: {}, tags: {} }, startDsfen: null, root }, format: "pgn", diagnostics: [] });
    expect(flat.nodes).toHaveLength(100_001);
    let depth = 0;
    for (let n = unflattenRecord(flat)?.record.root.children[0]; n !== undefined; n = n.children[0]) depth++;
    expect(depth).toBe(100_000);
  });

  it("refuses data that is not a flattened tree", () => {
    const base: Omit<FlatRecord, "nodes"> = { format: "pgn", diagnostics: [], metadata: { rules: {}, tags: {} }, startDsfen: null };
    const n = { move: null, comments: [], commentsBefore: [] };
    expect(unflattenRecord({ ...base, nodes: [] })).toBeUndefined();
    expect(unflattenRecord({ ...base, nodes: [{ ...n, parent: -1 }, { ...n, parent: 5 }] })).toBeUndefined();
    expect(unflattenRecord({ ...base, nodes: [{ ...n, parent: -1 }, { ...n, parent: -1 }] })).toBeUndefined();
  });
});
