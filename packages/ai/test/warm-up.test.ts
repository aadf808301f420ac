/**
 * The JIT warm-up: it leaves nothing behind that changes later searches (a node-limited
 * search gives the same result before and after it), and runs once per thread.
 */
import { Position } from "@daidai/core";
import { describe, expect, it } from "vitest";
import { Engine, enginePlayer, isWarm, warmUp } from "../src/index.js";

const searchOnce = (): { bestMove: string | null; nodes: number; score: unknown; pv: readonly string[] } => {
  const pos = Position.initial();
  pos.playOrThrow(pos.legalMoves()[17] ?? { from: 0, to: 0, via: [] });
  const r = new Engine({ hashMb: 2 }).search(pos, { nodes: 6000 });
  return { bestMove: r.bestMove, nodes: r.nodes, score: r.score, pv: r.pv };
};

describe("warmUp", () => {
  it("runs once per thread, for time-limited engine players only, and changes no later search", () => {
    const before = searchOnce();
    expect(before.nodes).toBeGreaterThan(5000);
    enginePlayer({ nodes: 100 }).newGame(); // a node limit gains nothing from a warm-up
    expect(isWarm()).toBe(false);
    warmUp(0);
    expect(isWarm()).toBe(false);
    enginePlayer({ movetime: 50 }).newGame();
    expect(isWarm()).toBe(true);
    expect(searchOnce()).toEqual(before);
    warmUp(120); // a second call returns at once and changes nothing either
    expect(searchOnce()).toEqual(before);
  });
});
