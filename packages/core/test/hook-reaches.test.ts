/**
 * The attack test's hook paths (AttackState.hookReaches, whose second leg is walked from the
 * target) against a reference built from hookCornerPaths and a plain walk of each leg,
 * for every hook piece of random sparse positions and every target cell.
 */
import { describe, expect, it } from "vitest";
import { Position, SQUARE_COUNT, createRng } from "../src/index.js";
import { CELL_OF_SQUARE, TYPE_CODE, engineState, type GameState } from "../src/engine.js";
import { hookCornerPaths } from "../src/engine/hook-paths.js";
import { randomBoard } from "./helpers.js";

const corners = new Int32Array(6);

/** Empty cells strictly between a and b, walking by `step`. */
function clear(board: Uint16Array, a: number, b: number, step: number): boolean {
  for (let p = a + step; p !== b; p += step) if (board[p] !== 0) return false;
  return true;
}

function reference(state: GameState, h: number, target: number, diagonal: boolean): boolean {
  const n = hookCornerPaths(h, target, diagonal, corners);
  for (let k = 0; k < n; k++) {
    const corner = corners[3 * k] ?? 0;
    const d1 = corners[3 * k + 1] ?? 0;
    const d2 = corners[3 * k + 2] ?? 0;
    if (state.board[corner] === 0 && clear(state.board, h, corner, d1) && clear(state.board, corner, target, d2)) return true;
  }
  return false;
}

describe("AttackState.hookReaches", () => {
  it("agrees with the corner paths of hook-paths.ts for every target", () => {
    let pieces = 0;
    let reached = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const rand = createRng(3000 + seed);
      const { board, place } = randomBoard(rand);
      const count = 10 + Math.floor(rand() * 40);
      for (let i = 0; i < 4; i++) place(rand() < 0.5 ? "HM" : "Lo");
      for (let i = 0; i < count; i++) place(TYPE_CODE[1 + Math.floor(rand() * (TYPE_CODE.length - 1))] ?? "P");
      const state = engineState(Position.fromSetupOrThrow({ board, turn: "black", moveNumber: 1 }));
      for (let list = 0; list < 4; list++) {
        for (let i = 0; i < (state.hookCount[list] ?? 0); i++) {
          const h = state.hookCells[list * SQUARE_COUNT + i] ?? 0;
          const diagonal = (list & 1) === 1;
          pieces++;
          for (let sq = 0; sq < SQUARE_COUNT; sq++) {
            const target = CELL_OF_SQUARE[sq] ?? 0;
            const expected = reference(state, h, target, diagonal);
            expect(state.hookReaches(h, target, diagonal), `hook on ${String(h)} to ${String(target)}`).toBe(expected);
            if (expected) reached++;
          }
        }
      }
    }
    expect(pieces).toBeGreaterThan(100);
    expect(reached).toBeGreaterThan(1000);
  });
});
