import { Position, parseMoveString, type Color } from "@daidai/core";
import { MAX_MOVES, encodeMove, engineState, typeOfCode } from "@daidai/core/engine";
import { describe, expect, it } from "vitest";
import { BENCH_POSITIONS, Evaluator, ExchangeEvaluator } from "../src/index.js";
import { benchPlayoutStates, build, position } from "./helpers.js";

// Hand-built exchanges. Black moves up the board (towards rank a), White down; kings stand
// far away on 9q and 9a. Every expected value below is the sequence of captures worked out
// by hand, written as a sum of piece values.

const evaluator = new Evaluator();
const see = new ExchangeEvaluator(evaluator.value);
const V = (code: string): number => {
  const t = typeOfCode(code);
  if (t < 0) throw new Error(code);
  return evaluator.value[t] ?? 0;
};

type Placement = readonly [string, string, Color];

function seeOf(pieces: readonly Placement[], move: string): number {
  const pos = position(
    build([
      ["9q", "K", "black"],
      ["9a", "K", "white"],
      ...pieces,
    ]),
  );
  const parsed = parseMoveString(pos, move);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const state = engineState(pos);
  const before = state.board.slice();
  const code = encodeMove(parsed.value);
  const value = see.see(state, code);
  // SEE puts back every cell it changed; the sign-only swap agrees with the full one.
  expect(state.board).toEqual(before);
  expect(see.seeNonNegative(state, code)).toBe(value >= 0);
  expect(see.seeIfLosing(state, code)).toBe(Math.min(0, value));
  expect(state.board).toEqual(before);
  return value;
}

describe("static exchange evaluation", () => {
  it("an undefended piece is won whole", () => {
    expect(seeOf([["5h", "R", "black"], ["5c", "G", "white"]], "5h5c")).toBe(V("G"));
  });

  it("a defended piece taken by a more valuable one loses the difference", () => {
    expect(seeOf([["5h", "R", "black"], ["5c", "G", "white"], ["5b", "P", "white"]], "5h5c")).toBe(V("G") - V("R"));
  });

  it("a piece behind the capturer joins in (x-ray)", () => {
    // R×G, P×R, R×P.
    expect(seeOf([["5h", "R", "black"], ["5i", "R", "black"], ["5c", "G", "white"], ["5b", "P", "white"]], "5h5c")).toBe(
      V("G") - V("R") + V("P"),
    );
  });

  it("the defender stops when recapturing would lose", () => {
    // P×G; White's rook on 5a could take the pawn on 5c but Black's rook on 5i would take it back:
    // P×G (+G); R×P would give −R + P for White, so White stops.
    expect(seeOf([["5d", "P", "black"], ["5i", "R", "black"], ["5c", "G", "white"], ["5a", "R", "white"]], "5d5c")).toBe(V("G"));
  });

  it("a quiet move onto an attacked square loses the mover", () => {
    expect(seeOf([["5h", "R", "black"], ["5c", "P", "white"]], "5h5d")).toBe(-V("R"));
  });

  it("a lion's double capture takes both pieces and promotes; a recapture takes the promoted lion", () => {
    const golds: Placement[] = [["4c", "Ln", "black"], ["3c", "G", "white"], ["2c", "G", "white"]];
    expect(seeOf(golds, "4c3c2c")).toBe(2 * V("G") + V("+Ln") - V("Ln"));
    // With a White pawn on 2b guarding 2c: 2G + promotion − the furious fiend.
    expect(seeOf([...golds, ["2b", "P", "white"]], "4c3c2c")).toBe(2 * V("G") - V("Ln"));
  });

  it("igui leaves the lion on its square; stepping onto the captured square loses it", () => {
    const pieces: Placement[] = [["5e", "Ln", "black"], ["5d", "G", "white"], ["4c", "S", "white"]];
    expect(seeOf(pieces, "5e5d5e")).toBe(V("G") + V("+Ln") - V("Ln"));
    expect(seeOf(pieces, "5e5d")).toBe(V("G") - V("Ln"));
  });

  it("a lion recaptures by igui and stays out of reach; a gold in its place is taken back", () => {
    const base: Placement[] = [["5h", "R", "black"], ["5i", "R", "black"], ["5c", "G", "white"]];
    // R×G, Ln×R by igui (the lion promotes, stays on 6b): Black's second rook has nothing to take.
    expect(seeOf([...base, ["6b", "Ln", "white"]], "5h5c")).toBe(V("G") - V("R") - (V("+Ln") - V("Ln")));
    // R×G, G×R, R×G.
    expect(seeOf([...base, ["6b", "G", "white"]], "5h5c")).toBe(V("G") - V("R") + V("G"));
  });

  it("a king recaptures only onto an undefended square", () => {
    // R×G, K×R.
    expect(seeOf([["9c", "R", "black"], ["9b", "G", "white"]], "9c9b")).toBe(V("G") - V("R"));
    // A second rook behind: K×R would lose the king, so White stops after R×G.
    expect(seeOf([["9c", "R", "black"], ["9d", "R", "black"], ["9b", "G", "white"]], "9c9b")).toBe(V("G"));
  });

  it("the sign-only swap agrees with the full one on every capture and quiet move of the bench middle games", () => {
    let negative = 0;
    let checked = 0;
    for (const p of BENCH_POSITIONS.slice(1)) {
      const state = engineState(Position.fromDsfenOrThrow(p.dsfen));
      for (const turn of [0, 1]) {
        if (state.turnIndex !== turn) state.makeNullMove();
        const moves = new Int32Array(MAX_MOVES);
        const n = state.generatePseudo(moves, 0);
        for (let i = 0; i < n; i++) {
          const m = moves[i] ?? 0;
          const full = see.see(state, m);
          expect(see.seeNonNegative(state, m)).toBe(full >= 0);
          expect(see.seeIfLosing(state, m)).toBe(Math.min(0, full));
          if (full < 0) negative++;
          checked++;
        }
        if (state.ply > 0) state.unmakeMove();
      }
    }
    // Both outcomes occur often enough for the comparison to mean something.
    expect(checked).toBeGreaterThan(500);
    expect(negative).toBeGreaterThan(50);
  });

  it("seeIfLosing is 0 for a capture that does not lose and the full value for one that does, in random playouts", () => {
    // Exchanges settled as losing early and then turning to a gain later occur here.
    let losing = 0;
    let checked = 0;
    const moves = new Int32Array(MAX_MOVES);
    for (const state of benchPlayoutStates(9, 60, 2)) {
      const n = state.generateCaptures(moves, 0);
      for (let i = 0; i < n; i++) {
        const m = moves[i] ?? 0;
        const full = see.see(state, m);
        expect(see.seeIfLosing(state, m)).toBe(Math.min(0, full));
        if (full < 0) losing++;
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect(losing).toBeGreaterThan(100);
  });
});

