/** Perft of the initial position (rules.md §13); depth 4 runs in the benchmark. */
import { describe, expect, it } from "vitest";
import { Position, perft, perftDivide } from "../src/index.js";
import { MAX_MOVES, engineState, isPassCode, type GameState } from "../src/engine.js";

/** Perft that never plays a pass (rules.md §13 gives these counts too: 57 / 3 231 / 186 662). */
function perftWithoutPasses(pos: GameState, depth: number): number {
  const moves = new Int32Array(MAX_MOVES);
  const n = pos.generateLegal(moves, 0);
  let total = 0;
  for (let i = 0; i < n; i++) {
    const m = moves[i] ?? 0;
    if (isPassCode(m)) continue;
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
    expect(perftWithoutPasses(engineState(Position.initial()), depth)).toBe(nodes);
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

describe("perft and a captured king (rules.md §9)", () => {
  // Black king 9i next to the White king 9h, Black to move, legality kingCapture.
  const dsfen = "17/17/17/17/17/17/17/8,vK,8/8,K,8/17/17/17/17/17/17/17/17 b 1";

  it("the position after a king capture is one leaf, whatever depth is left", () => {
    const pos = Position.fromDsfenOrThrow(dsfen, { legality: "kingCapture" });
    const divide = new Map(perftDivide(pos, 3));
    // 8 king moves, all allowed under kingCapture; taking the king ends the game there.
    expect(divide.size).toBe(8);
    expect(divide.get("9i9h")).toBe(1);
    const taken = Position.fromDsfenOrThrow(dsfen, { legality: "kingCapture" });
    const capture = taken.legalMoves().find((m) => m.to === m.from - 17);
    if (capture === undefined) throw new Error("no king capture");
    taken.playOrThrow(capture);
    expect(taken.outcome()).toEqual({ winner: "black", reason: "kingCaptured" });
    expect([perft(taken, 1), perft(taken, 2), perft(taken, 3)]).toEqual([1, 1, 1]);
    expect(perft(taken, 0)).toBe(1);
  });

  it("a mated side counts nothing below it", () => {
    // White king 1a, Black queen 2b defended by the gold 3c: checkmate, White to move.
    const mated = Position.fromDsfenOrThrow("16,vK/15,Q,1/14,G,2/17/17/17/17/17/17/17/17/17/17/17/17/17/8,K,8 w 1");
    expect(mated.legalMoves()).toEqual([]);
    expect([perft(mated, 1), perft(mated, 2)]).toEqual([0, 0]);
  });
});
