/**
 * generatesMove(cell, piece, m) is true exactly for the moves generatePiece writes for that
 * piece: checked for every piece of the side to move against every destination square
 * (plain codes) and against the special moves of every piece (via codes, passes), in
 * positions of seeded random playouts from the initial position and from random sparse ones.
 */
import { describe, expect, it } from "vitest";
import { Position, SQUARE_COUNT, createRng } from "../src/index.js";
import { BLACK_BIT, CELL_OF_SQUARE, MAX_MOVES, TYPE_CODE, WALL, codeVia, engineState, makeCode, type GameState } from "../src/engine.js";
import { randomBoard } from "./helpers.js";

const moves = new Int32Array(MAX_MOVES);

/** Checks one position (mismatches collected in `wrong`); returns [moves that are generated, codes that are not] among those tested. */
function check(state: GameState, wrong: string[]): [number, number] {
  let yes = 0;
  let no = 0;
  const own = BLACK_BIT << state.turnIndex;
  // Every special move (via codes, passes) of the side, tried on every piece of the side.
  const all = state.generatePseudo(moves, 0);
  const special = Array.from(moves.subarray(0, all)).filter((m) => codeVia(m) !== 0);
  for (let sq = 0; sq < SQUARE_COUNT; sq++) {
    const cell = CELL_OF_SQUARE[sq] ?? 0;
    const c = state.board[cell] ?? 0;
    if (c === 0 || c === WALL || (c & own) === 0) continue;
    const end = state.generatePiece(cell, c, moves, 0);
    const generated = new Set(Array.from(moves.subarray(0, end)));
    for (const m of generated) if (!state.generatesMove(cell, c, m)) wrong.push(`${String(cell)}: ${String(m)} generated`);
    yes += generated.size;
    const tried = [...special];
    for (let to = 0; to < SQUARE_COUNT; to++) tried.push(makeCode(cell, CELL_OF_SQUARE[to] ?? 0, 0));
    for (const m of tried) {
      if (generated.has(m)) continue;
      if (state.generatesMove(cell, c, m)) wrong.push(`${String(cell)}: ${String(m)} not generated`);
      no++;
    }
  }
  return [yes, no];
}

function playout(state: GameState, rand: () => number, plies: number, every: number, wrong: string[]): [number, number] {
  let yes = 0;
  let no = 0;
  for (let k = 0; k < plies; k++) {
    if (k % every === 0) {
      const [y, n] = check(state, wrong);
      yes += y;
      no += n;
    }
    const n = state.generateLegal(moves, 0);
    if (n === 0) break;
    state.makeMove(moves[Math.floor(rand() * n)] ?? 0);
    if (state.isTerminal()) break;
  }
  return [yes, no];
}

describe("generatesMove", () => {
  it("agrees with generatePiece along playouts from the initial position", () => {
    const wrong: string[] = [];
    const [yes, no] = playout(engineState(Position.initial()), createRng(3), 120, 20, wrong);
    expect(wrong).toEqual([]);
    expect(yes).toBeGreaterThan(300);
    expect(no).toBeGreaterThan(10000);
  });

  it("agrees with generatePiece in random sparse positions", () => {
    let yes = 0;
    const wrong: string[] = [];
    for (let seed = 1; seed <= 20; seed++) {
      const rand = createRng(500 + seed);
      const { board, place } = randomBoard(rand);
      const count = 10 + Math.floor(rand() * 30);
      for (let i = 0; i < count; i++) place(TYPE_CODE[1 + Math.floor(rand() * (TYPE_CODE.length - 1))] ?? "P");
      const pos = Position.fromSetupOrThrow({ board, turn: rand() < 0.5 ? "black" : "white", moveNumber: 1 });
      yes += playout(engineState(pos), rand, 10, 5, wrong)[0];
    }
    expect(wrong).toEqual([]);
    expect(yes).toBeGreaterThan(1000);
  });
});
