import { describe, expect, it } from "vitest";
import {
  NO_CHILDREN,
  NO_COMMENTS,
  RECORD_FORMATS,
  addChild,
  addComment,
  addCommentBefore,
  createNode,
  createRecord,
  parseRecord,
  writeRecord,
  type RecordNode,
} from "../src/index.js";

/** Every node of a record's tree (iterative). */
function nodesOf(root: RecordNode): RecordNode[] {
  const out: RecordNode[] = [];
  const stack = [root];
  for (let n = stack.pop(); n !== undefined; n = stack.pop()) {
    out.push(n);
    stack.push(...n.children);
  }
  return out;
}

describe("the shared empty lists of the record model", () => {
  it("are frozen and empty", () => {
    expect(Object.isFrozen(NO_COMMENTS)).toBe(true);
    expect(Object.isFrozen(NO_CHILDREN)).toBe(true);
    expect(NO_COMMENTS).toHaveLength(0);
    expect(NO_CHILDREN).toHaveLength(0);
    expect(() => (NO_COMMENTS as string[]).push("x")).toThrow(TypeError);
  });

  it("are what a new node holds, and the helpers never write to them", () => {
    const node = createNode();
    expect(node.comments).toBe(NO_COMMENTS);
    expect(node.commentsBefore).toBe(NO_COMMENTS);
    expect(node.children).toBe(NO_CHILDREN);
    const child = createNode({ from: 0, to: 1, via: [] });
    addChild(node, child);
    addChild(node, createNode({ from: 0, to: 2, via: [] }));
    addComment(child, "after");
    addComment(child, "and more");
    addCommentBefore(child, "before");
    expect(node.children.map((c) => c.move?.to)).toEqual([1, 2]);
    expect(child.comments).toEqual(["after", "and more"]);
    expect(child.commentsBefore).toEqual(["before"]);
    expect(NO_COMMENTS).toHaveLength(0);
    expect(NO_CHILDREN).toHaveLength(0);
  });

  it("adds a child to a frozen list by making a new one", () => {
    const node = createNode();
    const first = createNode({ from: 0, to: 1, via: [] });
    const frozen = Object.freeze([first]);
    node.children = frozen;
    addChild(node, createNode({ from: 0, to: 2, via: [] }));
    expect(frozen).toHaveLength(1);
    expect(node.children).toHaveLength(2);
    expect(node.children[0]).toBe(first);
  });

  // One comment on the first move, a variation of one move at the second: every other list is empty.
  const pgn = "{game} 1. P-8k {after} (1. P-9k) P-10g *";
  for (const format of RECORD_FORMATS.filter((f) => f !== "dsfen")) {
    it(`is shared by the nodes read from ${format} that have no comments or no children`, () => {
      const text = format === "pgn" ? pgn : writeRecord(parseRecord(pgn, { format: "pgn" }).record, format);
      const { record, diagnostics } = parseRecord(text, { format });
      expect(diagnostics).toEqual([]);
      const nodes = nodesOf(record.root);
      expect(nodes).toHaveLength(4);
      const withComments = nodes.filter((n) => n.comments.length > 0).length;
      expect(nodes.filter((n) => n.comments === NO_COMMENTS)).toHaveLength(nodes.length - withComments);
      expect(nodes.filter((n) => n.commentsBefore === NO_COMMENTS)).toHaveLength(nodes.length);
      expect(nodes.filter((n) => n.children === NO_CHILDREN)).toHaveLength(2);
    });
  }

  it("is shared by the nodes of a new record", () => {
    const { root } = createRecord();
    expect(root.children).toBe(NO_CHILDREN);
    expect(root.comments).toBe(NO_COMMENTS);
  });
});
