/**
 * generateCapturesSince (captures derived from an earlier list of the same side) equals
 * generateCaptures after every ply of seeded random playouts — from the initial position,
 * and from random sparse positions holding every piece type (lions, lion dogs, hooks and
 * jumpers meet often there) — looking back 2, 4 and 6 plies, null moves included.
 */
import { describe, expect, it } from "vitest";
import { Position, createRng } from "../src/index.js";
import { MAX_MOVES, TYPE_CODE, codeFrom, codeTo, codeVia, engineState, type GameState } from "../src/engine.js";
import { randomBoard } from "./helpers.js";

const legal = new Int32Array(MAX_MOVES);
const expected = new Int32Array(MAX_MOVES);
const derived = new Int32Array(MAX_MOVES);

/** The side to move's captures, as generateCaptures writes them. */
function captures(state: GameState): number[] {
  return Array.from(expected.subarray(0, state.generateCaptures(expected, 0)));
}

/** Plays `plies` random plies (captures preferred, a null move now and then), checking every ply; returns the checks made. */
function playout(state: GameState, rand: () => number, plies: number): { checked: number; changed: number } {
  // lists[k]: the captures at ply k of this playout (history ply start + k).
  const lists: Int32Array[] = [Int32Array.from(captures(state))];
  const start = state.ply;
  let checked = 0;
  let changed = 0;
  for (let k = 1; k <= plies; k++) {
    const n = state.generateLegal(legal, 0);
    if (n === 0 || state.isTerminal()) break;
    if (rand() < 0.08 && !state.inCheck()) {
      state.makeNullMove();
    } else {
      const caps: number[] = [];
      for (let i = 0; i < n; i++) {
        const m = legal[i] ?? 0;
        if (codeVia(m) !== 0 || (codeTo(m) !== codeFrom(m) && state.board[codeTo(m)] !== 0)) caps.push(m);
      }
      const pool = caps.length > 0 && rand() < 0.6 ? caps : Array.from(legal.subarray(0, n));
      state.makeMove(pool[Math.floor(rand() * pool.length)] ?? 0);
    }
    if (state.isTerminal()) break;
    const now = captures(state);
    lists.push(Int32Array.from(now));
    for (const back of [2, 4, 6]) {
      if (k < back) continue;
      const prev = lists[k - back] ?? new Int32Array(0);
      const end = state.generateCapturesSince(prev, 0, prev.length, start + k - back, derived, 0);
      expect(Array.from(derived.subarray(0, end)), `ply ${String(k)}, ${String(back)} back`).toEqual(now);
      checked++;
      if (now.join() !== Array.from(prev).join()) changed++;
    }
  }
  return { checked, changed };
}

function randomSparse(rand: () => number): Position {
  const { board, place } = randomBoard(rand);
  const count = 12 + Math.floor(rand() * 30);
  for (let i = 0; i < count; i++) place(TYPE_CODE[1 + Math.floor(rand() * (TYPE_CODE.length - 1))] ?? "P");
  return Position.fromSetupOrThrow({ board, turn: rand() < 0.5 ? "black" : "white", moveNumber: 1 });
}

describe("generateCapturesSince", () => {
  it("equals generateCaptures along playouts from the initial position", () => {
    let checked = 0;
    let changed = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const r = playout(engineState(Position.initial()), createRng(seed), 160);
      checked += r.checked;
      changed += r.changed;
    }
    // The lists did change between the plies compared (the test is not comparing copies).
    expect(checked).toBeGreaterThan(1500);
    expect(changed).toBeGreaterThan(checked / 4);
  });

  it("equals generateCaptures along playouts from random sparse positions", () => {
    let checked = 0;
    let changed = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const rand = createRng(1000 + seed);
      const r = playout(engineState(randomSparse(rand)), rand, 40);
      checked += r.checked;
      changed += r.changed;
    }
    expect(checked).toBeGreaterThan(1000);
    expect(changed).toBeGreaterThan(checked / 4);
  });

  it("falls back to generating when the earlier ply is out of reach", () => {
    const state = engineState(Position.initial());
    const n = state.generateLegal(legal, 0);
    state.makeMove(legal[0] ?? 0);
    // An odd distance (the other side's list) and a ply in the future: ignored, generated anew.
    const bogus = Int32Array.from([12345]);
    expect(Array.from(derived.subarray(0, state.generateCapturesSince(bogus, 0, 1, 0, derived, 0)))).toEqual(captures(state));
    expect(Array.from(derived.subarray(0, state.generateCapturesSince(bogus, 0, 1, 5, derived, 0)))).toEqual(captures(state));
    expect(n).toBeGreaterThan(0);
  });
});
