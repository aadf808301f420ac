/** appendLine: a list of moves becomes a main line below a node. */
import { Position, parseMoveString, type Move } from "@daidai/core";
import { describe, expect, it } from "vitest";
import { appendLine, createRecord, mainLine } from "../src/index.js";

function moves(texts: string[]): Move[] {
  const pos = Position.initial();
  return texts.map((t) => {
    const r = parseMoveString(pos, t);
    if (!r.ok) throw new Error(r.error.message);
    pos.playOrThrow(r.value);
    return r.value;
  });
}

describe("appendLine", () => {
  it("chains the moves below the node and returns the last one", () => {
    const record = createRecord();
    const line = moves(["9l9k", "9f9g", "15p15p"]);
    const last = appendLine(record.root, line);
    expect(mainLine(record).map((n) => n.move)).toEqual(line);
    expect(last.move).toEqual(line[2]);
    expect(last.children).toEqual([]);
  });
  it("returns the node itself for no moves", () => {
    const record = createRecord();
    expect(appendLine(record.root, [])).toBe(record.root);
    expect(record.root.children).toEqual([]);
  });
});
