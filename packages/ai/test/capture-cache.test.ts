import { Position } from "@daidai/core";
import { MAX_MOVES, engineState, type GameState } from "@daidai/core/engine";
import { describe, expect, it } from "vitest";
import { CaptureCache } from "../src/capture-cache.js";
import { benchPlayoutStates, build } from "./helpers.js";

/** Core's own capture generation, the reference. */
function captures(state: GameState): number[] {
  const buf = new Int32Array(MAX_MOVES);
  return Array.from(buf.subarray(0, state.generateCaptures(buf, 0)));
}

describe("CaptureCache", () => {
  it("writes core's captures, in its order, on a first visit and on later ones, from any start", () => {
    const cache = new CaptureCache();
    const states = benchPlayoutStates(11, 60, 4);
    const out = new Int32Array(MAX_MOVES);
    let many = 0;
    // Three passes: every position is met again after the others (hits, and entries replaced).
    for (let pass = 0; pass < 3; pass++) {
      for (const state of states) {
        const expected = captures(state);
        if (expected.length > 13) many++;
        const start = 5 + pass;
        const end = cache.generate(state, out, start);
        expect(Array.from(out.subarray(start, end))).toEqual(expected);
      }
    }
    // Positions with more captures than an entry holds were among them.
    expect(many).toBeGreaterThan(0);
  });

  it("does not serve one rule set's captures for another's position of the same key", () => {
    // A neighboring king with an enemy gold straight behind it: it captures it under the "K"
    // rule, not under "FfrlW" (no step back); both positions have the same key.
    const dsfen = build([["9i", "NK", "black"], ["9j", "G", "white"], ["5q", "K", "black"], ["5a", "K", "white"]]);
    const standard = engineState(Position.fromDsfenOrThrow(dsfen));
    const other = engineState(Position.fromDsfenOrThrow(dsfen, { neighboringKing: "FfrlW" }));
    expect([other.hashLo, other.hashHi]).toEqual([standard.hashLo, standard.hashHi]);
    expect(captures(standard).length).toBe(captures(other).length + 1);
    const cache = new CaptureCache();
    const out = new Int32Array(MAX_MOVES);
    for (const state of [standard, other, standard, other]) {
      expect(Array.from(out.subarray(0, cache.generate(state, out, 0)))).toEqual(captures(state));
    }
  });
});
