/**
 * Property tests over random legal playouts (fast-check seeds), from the initial position
 * and from random sparse positions holding every piece type. The generator and the attack
 * test are checked against brute force: attacks = "some pseudo-legal move of the other
 * side captures there", legal = "pseudo-legal and no reply captures the king".
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  Position,
  SQUARE_COUNT,
  createRng as rng,
  parseDsfenOrThrow,
  parseMoveString,
  sameMove,
  writeDsfen,
  moveToString,
  type Color,
  type Move,
} from "../src/index.js";
import { BLACK_BIT, MAX_MOVES, STRIDE, TYPE_CODE, TYPE_COUNT, WALL, decodeMove, engineState } from "../src/engine.js";
import { randomBoard } from "./helpers.js";


/** The same board with `turn` to move, no history, kings capturable: its legal moves are the pseudo-legal ones. */
function pseudoView(pos: Position, turn: Color): Position {
  const setup = parseDsfenOrThrow(pos.toDsfen());
  return Position.fromSetupOrThrow({ ...setup, turn }, { ...pos.options, legality: "kingCapture" });
}

const scratch = new Int32Array(MAX_MOVES);

/** Squares the side to move of `view` can capture on, by brute force over its pseudo-legal moves. */
function capturedSquares(view: Position): Set<number> {
  const out = new Set<number>();
  const n = engineState(view).generatePseudo(scratch, 0);
  for (let i = 0; i < n; i++) for (const c of view.describeMove(decodeMove(scratch[i] ?? 0)).captures) out.add(c.square);
  return out;
}

/** Squares `by` can capture on. */
function bruteCaptures(pos: Position, by: Color): Set<number> {
  return capturedSquares(pseudoView(pos, by));
}

/** Legal moves by brute force: pseudo-legal moves after which no reply captures the mover's king. */
function bruteLegal(pos: Position): string[] {
  const view = pseudoView(pos, pos.turn);
  const moves = new Int32Array(MAX_MOVES);
  const n = engineState(view).generatePseudo(moves, 0);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const m = decodeMove(moves[i] ?? 0);
    view.playOrThrow(m); // under kingCapture legality every pseudo-legal move is playable
    const king = view.kingSquare(pos.turn);
    if (king < 0 || !capturedSquares(view).has(king)) out.push(moveToString(m));
    view.undo();
  }
  return out.sort();
}

function randomSparse(rand: () => number): Position {
  const { board, place } = randomBoard(rand);
  const count = 8 + Math.floor(rand() * 20);
  for (let i = 0; i < count; i++) place(TYPE_CODE[1 + Math.floor(rand() * (TYPE_CODE.length - 1))] ?? "P");
  return Position.fromSetupOrThrow({ board, turn: rand() < 0.5 ? "black" : "white", moveNumber: 1 });
}

/** Picks a move, preferring captures (so that promotions and multi-captures happen). */
function pick(pos: Position, moves: Move[], rand: () => number): Move | undefined {
  const captures = moves.filter((m) => pos.describeMove(m).captures.length > 0);
  const pool = captures.length > 0 && rand() < 0.6 ? captures : moves;
  return pool[Math.floor(rand() * pool.length)];
}

/** generateCaptures = the capturing moves of generatePseudo, in the same order. */
function checkCaptures(pos: Position): void {
  const all = new Int32Array(MAX_MOVES);
  const state = engineState(pos);
  const n = state.generatePseudo(all, 0);
  const expected = Array.from(all.subarray(0, n)).filter((m) => pos.describeMove(decodeMove(m)).captures.length > 0);
  const caps = new Int32Array(MAX_MOVES);
  const k = state.generateCaptures(caps, 0);
  expect(Array.from(caps.subarray(0, k))).toEqual(expected);
}

/** The occupancy bits kept by make/unmake equal those read from the board. */
function checkRowBits(pos: Position): void {
  const state = engineState(pos);
  const expected = new Int32Array(2 * STRIDE);
  for (let cell = 0; cell < state.board.length; cell++) {
    const c = state.board[cell] ?? 0;
    if (c === 0 || c === WALL) continue;
    const ci = (c & BLACK_BIT) !== 0 ? 0 : 1;
    const row = Math.floor(cell / STRIDE);
    expected[ci * STRIDE + row] = (expected[ci * STRIDE + row] ?? 0) | (1 << (cell % STRIDE));
  }
  expect(Array.from(state.rowBits)).toEqual(Array.from(expected));
  // The jumper lists hold exactly the cells of the pieces with blocker-free attacks.
  for (const ci of [0, 1]) {
    const listed = Array.from(state.jumperCells.subarray(ci * SQUARE_COUNT, ci * SQUARE_COUNT + (state.jumperCount[ci] ?? 0))).sort((a, b) => a - b);
    const jumpers: number[] = [];
    for (let cell = 0; cell < state.board.length; cell++) {
      const c = state.board[cell] ?? 0;
      if (c === 0 || c === WALL || ((c & BLACK_BIT) !== 0 ? 0 : 1) !== ci) continue;
      if ((state.tables.jumpAttack[ci * TYPE_COUNT + (c & 0xff)] ?? 0) !== 0) jumpers.push(cell);
    }
    expect(listed).toEqual(jumpers);
  }
}

function checkPosition(pos: Position): void {
  checkCaptures(pos);
  checkRowBits(pos);
  const legal = pos.legalMoves();
  if (engineState(pos).isTerminal()) {
    // A king was captured (a random setup may leave the side not to move in check): no moves.
    expect(legal).toEqual([]);
    expect(pos.outcome()?.reason).toBe("kingCaptured");
    return;
  }
  const strings = legal.map(moveToString).sort();
  // Generator against brute force; each outcome once.
  expect(strings).toEqual(bruteLegal(pos));
  expect(new Set(strings).size).toBe(strings.length);
  // Attack test against brute force, on every occupied square.
  for (const by of ["black", "white"] as const) {
    const brute = bruteCaptures(pos, by);
    for (let sq = 0; sq < SQUARE_COUNT; sq++) {
      const p = pos.pieceAt(sq);
      if (p === null || p.color === by) continue;
      expect(pos.isSquareAttacked(sq, by), `${by} attacks ${String(sq)}`).toBe(brute.has(sq));
    }
  }
  // The hash from scratch equals the incremental one; DSFEN round-trips.
  const dsfen = pos.toDsfen();
  expect(writeDsfen(parseDsfenOrThrow(dsfen))).toBe(dsfen);
  expect(Position.fromDsfenOrThrow(dsfen, pos.options).key()).toBe(pos.key());
  // Every legal move string parses back to that move; play/undo restores everything.
  const key = pos.key();
  for (const m of legal) {
    const parsed = parseMoveString(pos, moveToString(m));
    expect(parsed.ok && sameMove(parsed.value, m)).toBe(true);
    pos.playOrThrow(m);
    const king = pos.kingSquare(pos.turn === "black" ? "white" : "black");
    if (king >= 0) expect(pos.isSquareAttacked(king, pos.turn)).toBe(false);
    pos.undo();
  }
  expect(pos.toDsfen()).toBe(dsfen);
  expect(pos.key()).toBe(key);
}

function playout(pos: Position, plies: number, rand: () => number): void {
  for (let i = 0; i < plies; i++) {
    checkPosition(pos);
    const moves = pos.legalMoves();
    const m = pick(pos, moves, rand);
    if (m === undefined) return;
    pos.playOrThrow(m);
  }
}

// Generous timeouts: these run beside every other package's tests on a 2-core CI machine.
describe("random playouts", { timeout: 600_000 }, () => {
  it("from random sparse positions with every piece type", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const rand = rng(seed);
        playout(randomSparse(rand), 12, rand);
      }),
      { numRuns: 40, seed: 20261130 },
    );
  });

  it("from the initial position", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const rand = rng(seed);
        playout(Position.initial(), 40, rand);
      }),
      { numRuns: 4, seed: 4 },
    );
  });

  it("undo after a long playout returns to the start", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const rand = rng(seed);
        const pos = Position.initial();
        const start = pos.key();
        let n = 0;
        for (; n < 200; n++) {
          const m = pick(pos, pos.legalMoves(), rand);
          if (m === undefined) break;
          pos.playOrThrow(m);
        }
        const replay = Position.initial();
        for (const m of pos.history()) replay.playOrThrow(m);
        expect(replay.key()).toBe(pos.key());
        for (let i = 0; i < n; i++) pos.undo();
        expect(pos.key()).toBe(start);
        expect(pos.toDsfen()).toBe(Position.initial().toDsfen());
      }),
      { numRuns: 10, seed: 10 },
    );
  });
});
