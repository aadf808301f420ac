/**
 * The check mask of the engine subpath (writeCheckMask / mayGiveCheck): every pseudo-legal
 * move it calls unable to give check must really leave the enemy king unattacked — checked
 * by playing the move and running the attack test — on seeded positions with sliders, lions
 * and hook movers / goblins on the enemy king's lines, crowded boards and random playouts.
 */
import { describe, expect, it } from "vitest";
import { Position, createRng } from "../../src/index.js";
import {
  BLACK_BIT,
  CHECK_MASK_WORDS,
  MAX_MOVES,
  STRIDE,
  codeFrom,
  codeTo,
  engineState,
  mayGiveCheck,
  typeOfCode,
  writeCheckMask,
  type GameState,
} from "../../src/engine.js";
import { opponent, toDsfen, type RPosition } from "./reference-rules.js";
import { corePlayout, crowdedPosition, isValid, kingLinesPosition, type Rng } from "./differential-lib.js";

const mask = new Int32Array(CHECK_MASK_WORDS);
const moves = new Int32Array(MAX_MOVES);

interface Tally {
  /** Moves called unable to give check that do give check. */
  wrong: number;
  /** Moves called unable to give check. */
  cleared: number;
  /** Moves that give no check. */
  quiet: number;
}

function check(state: GameState, tally: Tally): void {
  const us = state.turnIndex;
  const king = state.kingCell[us ^ 1] ?? -1;
  if (!writeCheckMask(state, mask, 0)) return;
  const n = state.generatePseudo(moves, 0);
  for (let i = 0; i < n; i++) {
    const m = moves[i] ?? 0;
    const cleared = !mayGiveCheck(state, m, mask, 0);
    state.makeMove(m);
    const checks = state.isAttacked(king, us);
    state.unmakeMove();
    if (!checks) tally.quiet++;
    if (cleared) {
      tally.cleared++;
      if (checks) tally.wrong++;
    }
  }
}

/** Positions from `make` with the other side to move: its pieces aim at the enemy king. */
function flipped(rng: Rng, n: number, make: (rng: Rng) => RPosition): GameState[] {
  const out: GameState[] = [];
  while (out.length < n) {
    const p = make(rng);
    const q = { board: p.board, side: opponent(p.side) };
    if (isValid(q)) out.push(engineState(Position.fromDsfenOrThrow(toDsfen(q))));
  }
  return out;
}

/** The cell of the one Black piece with `code` on the board. */
function findCell(state: GameState, code: string): number {
  const type = typeOfCode(code);
  return state.board.findIndex((c) => c === (BLACK_BIT | type));
}

/**
 * True if cells `c` and `k` share a rank, file or diagonal or are at most 3 squares apart
 * (a move with neither end so placed was taken by the search's earlier filter for one that
 * cannot give check).
 */
function onKingLines(c: number, k: number): boolean {
  const dr = Math.abs(Math.floor(c / STRIDE) - Math.floor(k / STRIDE));
  const dc = Math.abs((c % STRIDE) - (k % STRIDE));
  return dr === 0 || dc === 0 || dr === dc || (dr <= 3 && dc <= 3);
}

describe("check mask", () => {
  it("never calls a checking move unable to give check, and clears most quiet moves", () => {
    const rng = createRng(91);
    const states = [...flipped(rng, 300, kingLinesPosition), ...flipped(rng, 150, crowdedPosition)];
    for (let game = 0; game < 4; game++) {
      for (const dsfen of corePlayout(rng, 400, 40)) states.push(engineState(Position.fromDsfenOrThrow(dsfen)));
    }
    const tally: Tally = { wrong: 0, cleared: 0, quiet: 0 };
    for (const state of states) check(state, tally);
    expect(tally.wrong).toBe(0);
    // It must also spare work: most moves that give no check are cleared without being made.
    expect(tally.cleared).toBeGreaterThan(0.8 * tally.quiet);
  });

  it("sees a check uncovered round a corner: a gold leaving its hook mover's path", () => {
    // White's king in the top row's middle; Black's hook mover in the bottom corner. Its path
    // up the edge file and along the top row is blocked only by Black's gold in the eighth
    // row; the path along the bottom row and up the king's file by a white pawn.
    const pos = Position.fromDsfenOrThrow("8,vK,8/17/17/17/17/17/17/G,16/17/8,vP,8/17/17/17/17/17/17/HM,11,K,4 b 1");
    const state = engineState(pos);
    const king = state.kingCell[1] ?? -1;
    expect(state.isAttacked(king, 0)).toBe(false);
    expect(writeCheckMask(state, mask, 0)).toBe(true);
    const gold = findCell(state, "G");
    // The gold's step diagonally forward, off the edge file: both ends off the king's lines.
    const n = state.generatePseudo(moves, 0);
    const offFile = (m: number): boolean => codeFrom(m) === gold && codeTo(m) % STRIDE !== gold % STRIDE;
    const uncovering = [...moves.subarray(0, n)].filter((m) => offFile(m) && !onKingLines(codeTo(m), king));
    expect(uncovering.length).toBe(1);
    for (const m of uncovering) {
      expect(onKingLines(codeFrom(m), king)).toBe(false);
      state.makeMove(m);
      expect(state.isAttacked(king, 0)).toBe(true);
      state.unmakeMove();
      expect(mayGiveCheck(state, m, mask, 0)).toBe(true);
    }
  });

  it("says nothing (every move may give check) when the enemy king is attacked already", () => {
    // Black's rook and White's king on the top row, nothing between them.
    const pos = Position.fromDsfenOrThrow("8,R,7,vK/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/8,K,8 b 1");
    const state = engineState(pos);
    expect(state.isAttacked(state.kingCell[1] ?? -1, 0)).toBe(true);
    expect(writeCheckMask(state, mask, 0)).toBe(false);
  });
});
