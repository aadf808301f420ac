// The lone-king endings of bench/lone-king.mjs: legal, seeded, the right material.
import { KIND_DATA, Position, SQUARE_COUNT, fileOf, rankOf } from "@daidai/core";
import { describe, expect, it } from "vitest";
import { ENDING_KINDS, loneKingEnding } from "../bench/lib/lone-king.mjs";

describe("lone-king endings", () => {
  it("draws from the kinds that range or move like a lion, and only those", () => {
    for (const code of ["Q", "R", "B", "DK", "DH", "Ln", "LD", "FF", "GE", "HM", "Lo", "L", "SM"]) expect(ENDING_KINDS).toContain(code);
    for (const code of ["K", "NK", "G", "P", "VO", "Dv", "SD", "FD", "Ph", "Kr", "Po"]) expect(ENDING_KINDS).not.toContain(code);
    for (const code of ENDING_KINDS) {
      const k = KIND_DATA.find((x) => x.code === code);
      expect(k !== undefined && (k.special !== null || k.moves.some((m) => m.kind === "slide"))).toBe(true);
    }
  });

  it("gives legal positions: a lone king against a king and 3 to 6 such pieces, attacker to move, no king in check", () => {
    const colours = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const e = loneKingEnding(7, i);
      const pos = Position.fromDsfenOrThrow(e.dsfen);
      const defender = e.attacker === "black" ? "white" : "black";
      colours.add(e.attacker);
      expect(pos.turn).toBe(e.attacker);
      expect(e.pieces.length).toBeGreaterThanOrEqual(3);
      expect(e.pieces.length).toBeLessThanOrEqual(6);
      const mine: string[] = [];
      const theirs: string[] = [];
      for (let sq = 0; sq < SQUARE_COUNT; sq++) {
        const p = pos.pieceAt(sq);
        if (p !== null) (p.color === e.attacker ? mine : theirs).push(p.kind);
      }
      expect(theirs).toEqual(["K"]);
      expect(mine.filter((k) => k === "K")).toHaveLength(1);
      expect(mine.filter((k) => k !== "K").sort()).toEqual([...e.pieces].sort());
      for (const k of e.pieces) expect(ENDING_KINDS).toContain(k);
      expect(pos.isCheck()).toBe(false);
      expect(pos.isSquareAttacked(pos.kingSquare(defender), e.attacker)).toBe(false);
      expect(pos.outcome()).toBeNull();
    }
    expect([...colours].sort()).toEqual(["black", "white"]);
  });

  it("keeps the defender's king at the distance asked from the attacker's men", () => {
    for (let i = 0; i < 20; i++) {
      const e = loneKingEnding(2, i, { minDistance: 5 });
      const pos = Position.fromDsfenOrThrow(e.dsfen);
      const defender = e.attacker === "black" ? "white" : "black";
      const king = pos.kingSquare(defender);
      for (let sq = 0; sq < SQUARE_COUNT; sq++) {
        if (pos.pieceAt(sq)?.color !== e.attacker) continue;
        const steps = Math.max(Math.abs(fileOf(sq) - fileOf(king)), Math.abs(rankOf(sq) - rankOf(king)));
        expect(steps).toBeGreaterThanOrEqual(5);
      }
    }
  });

  it("is seeded: the same seed and index give the same ending, another seed another", () => {
    expect(loneKingEnding(3, 5)).toEqual(loneKingEnding(3, 5));
    expect(loneKingEnding(3, 5).dsfen).not.toBe(loneKingEnding(4, 5).dsfen);
    expect(loneKingEnding(3, 5).dsfen).not.toBe(loneKingEnding(3, 6).dsfen);
  });
});
