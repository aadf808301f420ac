/**
 * One source of a move's effects (readMoveEffects): captures in order, the final square
 * and promotion, checked against hand-worked expectations and against what makeMove does
 * to the board, for every legal move of seeded positions.
 */
import { describe, expect, it } from "vitest";
import { Position, SQUARE_COUNT, createRng, parseSquare, squareName, type Move } from "../src/index.js";
import {
  CELL_OF_SQUARE,
  MAX_MOVES,
  MoveEffects,
  SQUARE_OF_CELL,
  decodeMove,
  encodeMove,
  engineState,
  readMoveEffects,
  type GameState,
} from "../src/engine.js";
import { positionOf, randomBoard } from "./helpers.js";

function move(text: string): Move {
  const squares = text.match(/(1[0-7]|[1-9])[a-q]/g)?.map(parseSquare) ?? [];
  return { from: squares[0] ?? -1, to: squares[squares.length - 1] ?? -1, via: squares.slice(1, -1) };
}

function effectsOf(pos: Position, text: string): { captured: string[]; to: string; promotes: boolean } {
  const e = readMoveEffects(engineState(pos).board, encodeMove(move(text)), new MoveEffects());
  const captured: string[] = [];
  for (let i = 0; i < e.count; i++) captured.push(squareName(SQUARE_OF_CELL[e.cells[i] ?? 0] ?? -1));
  return { captured, to: squareName(SQUARE_OF_CELL[e.to] ?? -1), promotes: e.promotes };
}

describe("readMoveEffects (hand-worked)", () => {
  it("a lion dog that captures on S1 and S2 and comes back to S1 captures two pieces, not three", () => {
    const pos = positionOf({ "9i": "LD", "9h": "vG", "9g": "vG" });
    expect(effectsOf(pos, "9i9h9g9h")).toEqual({ captured: ["9h", "9g"], to: "9h", promotes: true });
    expect(pos.describeMove(move("9i9h9g9h")).captures.map((c) => squareName(c.square))).toEqual(["9h", "9g"]);
  });
  it("igui captures its via square only and ends on the origin", () => {
    const pos = positionOf({ "9i": "Ln", "9h": "vP" });
    expect(effectsOf(pos, "9i9h9i")).toEqual({ captured: ["9h"], to: "9i", promotes: true });
  });
  it("a double capture lists both squares in order, the final one last", () => {
    const pos = positionOf({ "9i": "Ln", "9h": "vP", "9g": "vG" });
    expect(effectsOf(pos, "9i9h9g")).toEqual({ captured: ["9h", "9g"], to: "9g", promotes: true });
  });
  it("a triple capture of a lion dog: S1, S2, then the final square", () => {
    const pos = positionOf({ "9i": "LD", "9h": "vP", "9g": "vP", "9f": "vG" });
    expect(effectsOf(pos, "9i9h9g9f")).toEqual({ captured: ["9h", "9g", "9f"], to: "9f", promotes: true });
  });
  it("a pass captures nothing and does not promote; a quiet step neither", () => {
    const pos = positionOf({ "9i": "Ln", "9h": "vP", "5e": "G" });
    expect(effectsOf(pos, "9i9i")).toEqual({ captured: [], to: "9i", promotes: false });
    expect(effectsOf(pos, "5e5d")).toEqual({ captured: [], to: "5d", promotes: false });
  });
  it("a piece without a promotion captures without promoting", () => {
    const pos = positionOf({ "9i": "+Ea", "9h": "vP" });
    expect(effectsOf(pos, "9i9h")).toEqual({ captured: ["9h"], to: "9h", promotes: false });
  });
});

/** What makeMove did to the board: the cells that lost an enemy piece, and the mover's new value. */
function observed(state: GameState, m: number): { lost: number[]; moved: number } {
  const before = Uint16Array.from(state.board);
  const mover = before[decodeFromCell(m)] ?? 0;
  state.makeMove(m);
  const lost: number[] = [];
  for (let sq = 0; sq < SQUARE_COUNT; sq++) {
    const c = CELL_OF_SQUARE[sq] ?? 0;
    const was = before[c] ?? 0;
    if (was !== 0 && ((was ^ mover) & 0x300) !== 0) {
      const now = state.board[c] ?? 0;
      if (now !== was) lost.push(c);
    }
  }
  const moved = state.board[CELL_OF_SQUARE[decodeMove(m).to] ?? 0] ?? 0;
  state.unmakeMove();
  expect(Array.from(state.board)).toEqual(Array.from(before));
  return { lost: lost.sort((a, b) => a - b), moved };
}

const CROWD = ["Ln", "LD", "+Ln", "+Ea", "HM", "Lo", "P", "G", "S", "R", "B", "Ln", "LD"];

/** A random position: two kings and 40 pieces, many of them lion-family pieces. */
function crowded(rand: () => number): Position {
  const { board, place } = randomBoard(rand);
  for (let i = 0; i < 40; i++) place(CROWD[Math.floor(rand() * CROWD.length)] ?? "P");
  return Position.fromSetupOrThrow({ board, turn: "black", moveNumber: 1 }, { legality: "kingCapture" });
}

function decodeFromCell(m: number): number {
  return CELL_OF_SQUARE[decodeMove(m).from] ?? 0;
}

describe("readMoveEffects agrees with makeMove on every legal move of seeded playouts", () => {
  it("captured cells (as a set), the mover's final value and promotion", () => {
    const rand = createRng(20261201);
    const moves = new Int32Array(MAX_MOVES);
    const e = new MoveEffects();
    let checked = 0;
    let multi = 0;
    // Dense random positions of lion-family pieces among enemies give multi-captures and igui;
    // playouts from the initial position give ordinary captures and promotions.
    const starts = [Position.initial(), Position.initial(), ...Array.from({ length: 20 }, () => crowded(rand))];
    for (const [index, pos] of starts.entries()) {
      const plies = index < 2 ? 60 : 4;
      for (let ply = 0; ply < plies && pos.outcome() === null; ply++) {
        const state = engineState(pos);
        const n = state.generateLegal(moves, 0);
        for (let i = 0; i < n; i++) {
          const m = moves[i] ?? 0;
          readMoveEffects(state.board, m, e);
          const cells = Array.from(e.cells.subarray(0, e.count));
          if (cells.length > 1) multi++;
          const seen = observed(state, m);
          expect([...cells].sort((a, b) => a - b)).toEqual(seen.lost);
          expect(e.moved).toBe(seen.moved);
          checked++;
        }
        const legal = pos.legalMoves();
        const captures = legal.filter((mv) => pos.describeMove(mv).captures.length > 0);
        const pool = captures.length > 0 && rand() < 0.7 ? captures : legal;
        const next = pool[Math.floor(rand() * pool.length)];
        if (next === undefined) break;
        pos.playOrThrow(next);
      }
    }
    expect(checked).toBeGreaterThan(10000);
    expect(multi).toBeGreaterThan(100);
  });
});
