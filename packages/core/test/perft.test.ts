/** Perft of the initial position (rules.md §13); depth 4 runs in the benchmark. */
import { describe, expect, it } from "vitest";
import { Position, perft, perftDivide } from "../src/index.js";

describe("perft of the initial position", () => {
  it.each([
    [1, 59],
    [2, 3463],
    [3, 206662],
  ])("depth %i = %i", (depth, nodes) => {
    expect(perft(Position.initial(), depth)).toBe(nodes);
  });

  it("divide sums to perft and names each first move once", () => {
    const pos = Position.initial();
    const divide = perftDivide(pos, 2);
    expect(divide).toHaveLength(59);
    expect(new Set(divide.map(([m]) => m)).size).toBe(59);
    expect(divide.reduce((s, [, n]) => s + n, 0)).toBe(3463);
  });

  it("leaves the position unchanged", () => {
    const pos = Position.initial();
    const before = pos.toDsfen();
    const key = pos.key();
    perft(pos, 3);
    expect(pos.toDsfen()).toBe(before);
    expect(pos.key()).toBe(key);
  });
});
