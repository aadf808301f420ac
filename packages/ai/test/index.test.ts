import { describe, expect, it } from "vitest";
import { chooseRandomMove, createRng } from "../src/index.js";

describe("createRng", () => {
  it("is deterministic for a seed and stays in [0, 1)", () => {
    const a = createRng(42);
    const b = createRng(42);
    for (let i = 0; i < 1000; i++) {
      const x = a();
      expect(x).toBe(b());
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });
});

describe("chooseRandomMove", () => {
  it("returns undefined when there are no moves", () => {
    expect(chooseRandomMove<string>([], createRng(1))).toBeUndefined();
  });

  it("only returns given moves and eventually returns each of them", () => {
    const moves = ["7g7f", "3c3d", "2h2g"];
    const rng = createRng(7);
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const move = chooseRandomMove(moves, rng);
      expect(moves).toContain(move);
      if (move !== undefined) seen.add(move);
    }
    expect(seen.size).toBe(moves.length);
  });
});
