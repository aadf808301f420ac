import { CELL_OF_SQUARE, INITIAL_DSFEN, KIND_DATA, Position, TYPE_CODE, TYPE_PROMOTES_TO, decodeMove, encodeMove } from "@daidai/core";
import { describe, expect, it } from "vitest";
import { BASE_VALUE, DEFAULT_WEIGHTS, Evaluator, VALUE_OVERRIDES, createRng } from "../src/index.js";
import { build } from "./helpers.js";

const typeOf = (code: string): number => TYPE_CODE.indexOf(code);

describe("piece values", () => {
  it("come from pieces.json (pawn = 100) except the documented outliers", () => {
    expect(BASE_VALUE[typeOf("P")]).toBe(100);
    expect(BASE_VALUE[typeOf("Q")]).toBe(1500);
    expect(BASE_VALUE[typeOf("Ln")]).toBe(2200);
    // A promoted type is worth its new kind: +Ea moves as a lion, +Ln as a furious fiend.
    expect(BASE_VALUE[typeOf("+Ea")]).toBe(100 * (KIND_DATA.find((k) => k.code === "Ln")?.value ?? 0));
    expect(BASE_VALUE[typeOf("+Ln")]).toBe(100 * (KIND_DATA.find((k) => k.code === "FF")?.value ?? 0));
    // pieces.json says 114 and 46: the engine uses its overrides.
    expect(KIND_DATA.find((k) => k.code === "HM")?.value).toBe(114);
    expect(BASE_VALUE[typeOf("HM")]).toBe(100 * (VALUE_OVERRIDES.HM ?? 0));
    expect(BASE_VALUE[typeOf("+Po")]).toBe(BASE_VALUE[typeOf("HM")]);
    expect(BASE_VALUE[typeOf("+OK")]).toBe(100 * (VALUE_OVERRIDES.Lo ?? 0));
  });

  it("count a share of a pending promotion", () => {
    const ev = new Evaluator();
    const po = typeOf("Po");
    const gain = (BASE_VALUE[TYPE_PROMOTES_TO[po] ?? 0] ?? 0) - (BASE_VALUE[po] ?? 0);
    expect(ev.value[po]).toBe(Math.round((BASE_VALUE[po] ?? 0) + DEFAULT_WEIGHTS.pendingPromotion * gain));
    expect(ev.value[typeOf("Q")]).toBe(1500);
    expect(new Evaluator({ pendingPromotion: 0 }).value[po]).toBe(100);
  });
});

describe("Evaluator", () => {
  it("scores the initial position as equal but for the tempo", () => {
    const ev = new Evaluator();
    const pos = Position.initial();
    expect(ev.incrementalScore(pos)).toBe(0);
    expect(ev.scannedScore(pos)).toBe(0);
    expect(ev.evaluate(pos)).toBe(DEFAULT_WEIGHTS.tempo);
  });

  it("is symmetric: the same position seen by the other side scores the same", () => {
    const ev = new Evaluator();
    const black = Position.fromDsfen(build([["5q", "K", "black"], ["5a", "K", "white"], ["9i", "R", "black"], ["3c", "P", "white"]]));
    const white = Position.fromDsfen(build([["13a", "K", "white"], ["13q", "K", "black"], ["9i", "R", "white"], ["15o", "P", "black"]], "white"));
    expect(ev.evaluate(black)).toBe(ev.evaluate(white));
  });

  it("keeps the incremental score equal to a full recount along random games", () => {
    const ev = new Evaluator();
    const rng = createRng(9);
    const pos = Position.fromDsfen(INITIAL_DSFEN);
    let inc = ev.incrementalScore(pos);
    let captures = 0;
    for (let ply = 0; ply < 400 && pos.outcome() === null; ply++) {
      const moves = pos.legalMoves();
      // Prefer captures so that multi-captures and promotions happen.
      const caps = moves.filter((m) => ev.captureGain(pos.board, encodeMove(m)) > 0);
      const pick = caps.length > 0 && rng() < 0.7 ? caps : moves;
      const m = pick[Math.floor(rng() * pick.length)];
      if (m === undefined) break;
      const code = encodeMove(m);
      if (ev.captureGain(pos.board, code) > 0) captures++;
      inc += ev.moveDelta(pos.board, code);
      pos.makeMove(code);
      expect(decodeMove(code)).toEqual(m);
      expect(inc).toBe(ev.incrementalScore(pos));
    }
    expect(captures).toBeGreaterThan(20);
  });

  it("measures capture gains including multi-captures and promotion", () => {
    const ev = new Evaluator();
    const pos = Position.fromDsfen(build([["1a", "K", "white"], ["3c", "G", "white"], ["2c", "G", "white"], ["4c", "Ln", "black"], ["9q", "K", "black"]]));
    const move = pos.legalMoves().find((m) => m.via.length === 1 && m.to === 2 * 17 + 15);
    expect(move).toBeDefined();
    if (move === undefined) return;
    const g = ev.value[typeOf("G")] ?? 0;
    const promo = (ev.value[typeOf("+Ln")] ?? 0) - (ev.value[typeOf("Ln")] ?? 0);
    expect(ev.captureGain(pos.board, encodeMove(move))).toBe(2 * g + promo);
    const cell = CELL_OF_SQUARE[2 * 17 + 13] ?? 0;
    expect(pos.board[cell]).not.toBe(0);
  });

  it("prefers a safe king and advanced pawns", () => {
    const ev = new Evaluator();
    const home = Position.fromDsfen(build([["9q", "K", "black"], ["9a", "K", "white"], ["9p", "P", "black"], ["9b", "P", "white"]]));
    const exposed = Position.fromDsfen(build([["9i", "K", "black"], ["9a", "K", "white"], ["9p", "P", "black"], ["9b", "P", "white"]]));
    expect(ev.evaluate(home)).toBeGreaterThan(ev.evaluate(exposed));
    const back = Position.fromDsfen(build([["5q", "K", "black"], ["5a", "K", "white"], ["9l", "P", "black"]]));
    const ahead = Position.fromDsfen(build([["5q", "K", "black"], ["5a", "K", "white"], ["9h", "P", "black"]]));
    expect(ev.evaluate(ahead)).toBeGreaterThan(ev.evaluate(back));
  });
});
