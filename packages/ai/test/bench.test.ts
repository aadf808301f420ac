import { Position } from "@daidai/core";
import { describe, expect, it } from "vitest";
import { BENCH_POSITIONS, benchSignature } from "../src/index.js";

describe("bench positions", () => {
  it("are legal middle games with lions, hook movers and promoted pieces, side to move not in check", () => {
    expect(BENCH_POSITIONS).toHaveLength(4);
    for (const p of BENCH_POSITIONS.slice(1)) {
      const pos = Position.fromDsfenOrThrow(p.dsfen);
      const codes: string[] = [];
      for (let sq = 0; sq < 289; sq++) {
        const piece = pos.pieceAt(sq);
        if (piece !== null) codes.push(piece.code);
      }
      expect(pos.isCheck()).toBe(false);
      expect(pos.isSquareAttacked(pos.kingSquare(pos.turn === "black" ? "white" : "black"), pos.turn)).toBe(false);
      expect(pos.legalMoves().length).toBeGreaterThan(50);
      expect(codes.some((c) => c === "Ln" || c === "+Ea" || c === "+Ln")).toBe(true);
      expect(codes.some((c) => c === "HM" || c === "+Po")).toBe(true);
      expect(codes.filter((c) => c.startsWith("+")).length).toBeGreaterThanOrEqual(4);
    }
  });

  it("give a deterministic signature", () => {
    const positions = BENCH_POSITIONS.slice(0, 2);
    expect(benchSignature(2, positions)).toBe(benchSignature(2, positions));
    expect(benchSignature(2, positions)).toBeGreaterThan(100);
  });
});
