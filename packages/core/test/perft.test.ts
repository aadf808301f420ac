/** Perft of the initial position (rules.md §13); depth 4 runs in the benchmark. */
import { describe, expect, it } from "vitest";
import { MAX_MOVES, Position, codeFrom, codeTo, codeVia, perft, perftDivide } from "../src/index.js";

/** Perft that never plays a pass (rules.md §13 gives these counts too: 57 / 3 231 / 186 662). */
function perftWithoutPasses(pos: Position, depth: number): number {
  const moves = new Int32Array(MAX_MOVES);
  const n = pos.generateLegal(moves, 0);
  let total = 0;
  for (let i = 0; i < n; i++) {
    const m = moves[i] ?? 0;
    if (codeFrom(m) === codeTo(m) && codeVia(m) === 0) continue;
    if (depth === 1) {
      total++;
      continue;
    }
    pos.makeMove(m);
    total += perftWithoutPasses(pos, depth - 1);
    pos.unmakeMove();
  }
  return total;
}

describe("perft of the initial position", () => {
  it.each([
    [1, 59],
    [2, 3463],
    [3, 206662],
  ])("depth %i = %i", (depth, nodes) => {
    expect(perft(Position.initial(), depth)).toBe(nodes);
  });

  it.each([
    [1, 57],
    [2, 3231],
    [3, 186662],
  ])("without passes, depth %i = %i", (depth, nodes) => {
    expect(perftWithoutPasses(Position.initial(), depth)).toBe(nodes);
  });

  it("under the simple repetition rule a pass cannot answer a pass: 3 463 − 2 × 2", () => {
    // Black passes with 15p Ln or 3p LD; White's pass with 3b Ln or 15b LD would then recreate the start.
    expect(perft(Position.initial({ repetition: "simple" }), 2)).toBe(3463 - 4);
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
