/**
 * The king-exposure mask of the engine subpath (GameState.writeExposureMask /
 * needsKingTest): every pseudo-legal move it lets skip the king test must really leave the
 * mover's king safe — checked by playing the move and running the attack test — on
 * seeded positions with pins, lions on the king's lines and hook movers / goblins.
 */
import { describe, expect, it } from "vitest";
import { Position, createRng } from "../../src/index.js";
import { EXPOSURE_MASK_WORDS, MAX_MOVES, codeFrom, engineState, type GameState } from "../../src/engine.js";
import { toDsfen, type RPosition } from "./reference-rules.js";
import { crowdedPosition, isValid, kingLinesPosition, type Rng } from "./differential-lib.js";

const mask = new Int32Array(EXPOSURE_MASK_WORDS);
const moves = new Int32Array(MAX_MOVES);

/** Moves the mask lets skip that leave the king attacked, and how many moves it let skip. */
function check(state: GameState): { wrong: number; skipped: number; total: number } {
  const us = state.turnIndex;
  if (!state.writeExposureMask(mask, 0)) return { wrong: 0, skipped: 0, total: 0 };
  const n = state.generatePseudo(moves, 0);
  let wrong = 0;
  let skipped = 0;
  for (let i = 0; i < n; i++) {
    const m = moves[i] ?? 0;
    if (state.needsKingTest(m, mask, 0)) continue;
    skipped++;
    state.makeMove(m);
    if (state.isAttacked(state.kingCell[us] ?? -1, us ^ 1)) wrong++;
    state.unmakeMove();
  }
  return { wrong, skipped, total: n };
}

function positions(rng: Rng, n: number, make: (rng: Rng) => RPosition): GameState[] {
  const out: GameState[] = [];
  while (out.length < n) {
    const p = make(rng);
    if (isValid(p)) out.push(engineState(Position.fromDsfenOrThrow(toDsfen(p))));
  }
  return out;
}

describe("king-exposure mask", () => {
  it("never lets a move that exposes the king skip the test", () => {
    const rng = createRng(77);
    let skipped = 0;
    let total = 0;
    for (const state of [...positions(rng, 300, kingLinesPosition), ...positions(rng, 150, crowdedPosition)]) {
      const r = check(state);
      expect(r.wrong).toBe(0);
      skipped += r.skipped;
      total += r.total;
    }
    // The mask must also spare work: most moves of these positions skip the test.
    expect(skipped).toBeGreaterThan(total / 2);
  });

  it("needs no test for any move but the king's in the initial position", () => {
    const state = engineState(Position.initial());
    expect(state.writeExposureMask(mask, 0)).toBe(true);
    const n = state.generatePseudo(moves, 0);
    const king = state.kingCell[state.turnIndex];
    for (let i = 0; i < n; i++) {
      const m = moves[i] ?? 0;
      expect(state.needsKingTest(m, mask, 0)).toBe(codeFrom(m) === king);
    }
  });

  it("says nothing (every move needs the test) when the side to move is in check", () => {
    const pos = Position.fromDsfenOrThrow("16,vK/17/17/17/17/17/17/17/8,vR,8/17/17/17/17/17/17/17/8,K,8 b 1");
    expect(pos.isCheck()).toBe(true);
    expect(engineState(pos).writeExposureMask(mask, 0)).toBe(false);
  });
});
