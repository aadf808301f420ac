import { Position } from "@daidai/core";
import { MAX_MOVES, engineState, type GameState } from "@daidai/core/engine";
import { BENCH_POSITIONS } from "../src/bench.js";
import { createRng } from "@daidai/core";
import { describe, expect, it } from "vitest";
import { CaptureCache } from "../src/search/capture-cache.js";
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
        const end = cache.generate(state, out, start, 0);
        expect(Array.from(out.subarray(start, end))).toEqual(expected);
      }
    }
    // Positions with more captures than an entry holds were among them.
    expect(many).toBeGreaterThan(0);
  });

  it("writes core's captures along search lines, derived from the list two plies up or not", () => {
    // A depth-first walk like the search's: down a random line, back up, down a sibling, …
    // so that the list kept at a ply is sometimes of the current line and sometimes stale
    // (a sibling's position, at the same history ply).
    const cache = new CaptureCache();
    const out = new Int32Array(MAX_MOVES);
    const legal = new Int32Array(MAX_MOVES);
    const rand = createRng(5);
    let calls = 0;
    for (const p of BENCH_POSITIONS) {
      const state = engineState(Position.fromDsfenOrThrow(p.dsfen));
      let ply = 0;
      for (let step = 0; step < 400; step++) {
        // Some nodes never ask (a hash-move cutoff): the kept lists then go stale.
        if (rand() < 0.7) {
          const expected = captures(state);
          const start = 3 + (step % 5);
          expect(Array.from(out.subarray(start, cache.generate(state, out, start, ply))), `${p.name} step ${String(step)}`).toEqual(expected);
          calls++;
        }
        const n = state.generateLegal(legal, 0);
        if (ply > 0 && (n === 0 || ply >= 8 || rand() < 0.3)) {
          // Back up one or two plies.
          const back = Math.min(ply, 1 + Math.floor(rand() * 2));
          for (let k = 0; k < back; k++) state.unmakeMove();
          ply -= back;
          continue;
        }
        if (n === 0) break;
        state.makeMove(legal[Math.floor(rand() * n)] ?? 0);
        if (state.isTerminal()) {
          state.unmakeMove();
          continue;
        }
        ply++;
      }
    }
    expect(calls).toBeGreaterThan(1000);
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
      expect(Array.from(out.subarray(0, cache.generate(state, out, 0, 0)))).toEqual(captures(state));
    }
  });
});
