/**
 * GameState.isSilentMove (a move that captures nothing, gives no check and gets no status,
 * found on the board alone) against making each move: along seeded random playouts from the
 * initial position and from random sparse positions holding every piece type (lions, lion
 * dogs, hook movers and goblins give checks that are not along a line), for every
 * pseudo-legal move of every ply. The state must be left exactly as it was.
 */
import { describe, expect, it } from "vitest";
import { Position, createRng } from "../src/index.js";
import { MAX_MOVES, STATUS_NONE, TYPE_CODE, codeFrom, codeTo, codeVia, engineState, type GameState } from "../src/engine.js";
import { randomBoard } from "./helpers.js";

const moves = new Int32Array(MAX_MOVES);
const legal = new Int32Array(MAX_MOVES);

/** A checksum of everything isSilentMove touches or must not touch (board, lists, hash, occupancy bits). */
function snapshot(s: GameState): number {
  let h = (s.hashLo ^ Math.imul(s.hashHi, 31) ^ Math.imul(s.ply, 7)) | 0;
  for (const a of [s.board, s.jumperCells, s.jumperCount, s.hookCells, s.hookCount, s.rowBits]) {
    for (let i = 0; i < a.length; i++) h = (Math.imul(h, 0x01000193) ^ (a[i] ?? 0)) | 0;
  }
  return h;
}

/** Compares isSilentMove with make + status + check test for every pseudo-legal move; returns [moves, silent, checks]. */
function compareAll(state: GameState): [number, number, number] {
  const n = state.generatePseudo(moves, 0);
  let silent = 0;
  let checks = 0;
  for (let i = 0; i < n; i++) {
    const m = moves[i] ?? 0;
    const captures = codeVia(m) !== 0 || (codeTo(m) !== codeFrom(m) && state.board[codeTo(m)] !== 0);
    const before = snapshot(state);
    const quick = state.isSilentMove(m);
    expect(snapshot(state)).toBe(before);
    state.makeMove(m);
    const status = state.lastStatus();
    const check = state.inCheck();
    state.unmakeMove();
    if (!captures && check) checks++;
    const expected = !captures && status === STATUS_NONE && !check;
    expect(quick, `move ${String(m)}`).toBe(expected);
    if (quick) silent++;
  }
  return [n, silent, checks];
}

function playout(state: GameState, rand: () => number, plies: number): [number, number, number] {
  const total: [number, number, number] = [0, 0, 0];
  for (let k = 0; k < plies; k++) {
    const r = compareAll(state);
    for (let j = 0; j < 3; j++) total[j] = (total[j] ?? 0) + (r[j] ?? 0);
    const n = state.generateLegal(legal, 0);
    if (n === 0 || state.isTerminal()) break;
    state.makeMove(legal[Math.floor(rand() * n)] ?? 0);
    if (state.isTerminal()) break;
  }
  return total;
}

describe("GameState.isSilentMove", () => {
  it("agrees with making the move along playouts from the initial position", () => {
    let silent = 0;
    for (let seed = 1; seed <= 2; seed++) silent += playout(engineState(Position.initial()), createRng(seed), 30)[1];
    expect(silent).toBeGreaterThan(1000);
  });

  it("agrees with making the move in random sparse positions (every piece type)", () => {
    let silent = 0;
    let checks = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const rand = createRng(2000 + seed);
      const { board, place } = randomBoard(rand);
      const count = 12 + Math.floor(rand() * 30);
      for (let i = 0; i < count; i++) place(TYPE_CODE[1 + Math.floor(rand() * (TYPE_CODE.length - 1))] ?? "P");
      const pos = Position.fromSetupOrThrow({ board, turn: rand() < 0.5 ? "black" : "white", moveNumber: 1 });
      const r = playout(engineState(pos), rand, 8);
      silent += r[1];
      checks += r[2];
    }
    expect(silent).toBeGreaterThan(1000);
    // Quiet checks of many kinds were met (the test is not only about moves far from the king).
    expect(checks).toBeGreaterThan(50);
  });
});
