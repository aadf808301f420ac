/** compareMoves / legalMovesInOrder: the canonical order that game links index. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Position, compareMoves, createRng, moveToString, parseSquare, type Move } from "../src/index.js";
import { positionOf } from "./helpers.js";

const sq = parseSquare;
const move = (from: string, to: string, ...via: string[]): Move => ({ from: sq(from), to: sq(to), via: via.map(sq) });

describe("compareMoves", () => {
  it("orders by origin, then the squares entered in turn, a prefix first", () => {
    const list = [move("9i", "9g", "9h"), move("9i", "9h"), move("17a", "17b"), move("9i", "9i", "9h"), move("9i", "8h")];
    // Squares count in reading order from rank a, file 17: 17a = 0, 9g = 6·17+8 < 9h = 7·17+8 < 8h = 7·17+9 < 9i.
    expect(list.sort(compareMoves).map(moveToString)).toEqual(["17a17b", "9i9h", "9i9h9g", "9i9h9i", "9i8h"]);
  });
  it("is a total order: antisymmetric, zero only for the same move", () => {
    const pos = positionOf({ "9i": "Ln", "9h": "vP", "8h": "vP", "9q": "K", "9a": "vK" });
    const moves = pos.legalMoves();
    for (const a of moves) {
      for (const b of moves) {
        expect(Math.sign(compareMoves(a, b)) + Math.sign(compareMoves(b, a))).toBe(0);
        expect(compareMoves(a, b) === 0).toBe(a === b);
      }
    }
  });
});

describe("legalMovesInOrder", () => {
  it("is the legal moves sorted, whatever order they were listed in (along random games)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const rng = createRng(seed);
        const pos = Position.initial();
        for (let ply = 0; ply < 30; ply++) {
          const ordered = pos.legalMovesInOrder();
          const shuffled = [...pos.legalMoves()].sort(() => rng() - 0.5);
          expect(shuffled.sort(compareMoves)).toEqual(ordered);
          for (let i = 1; i < ordered.length; i++) expect(compareMoves(ordered[i - 1] as Move, ordered[i] as Move)).toBeLessThan(0);
          const next = ordered[Math.floor(rng() * ordered.length)];
          if (next === undefined) break;
          pos.playOrThrow(next);
        }
      }),
      { numRuns: 5 },
    );
  });
  it("starts with the same moves in the initial position in every version (frozen)", () => {
    // Black's first piece in reading order that can move is the hook mover on 12k (rank k,
    // the row of the two HD); its moves straight forward come first. 59 = perft(1).
    const ordered = Position.initial().legalMovesInOrder();
    expect(ordered.slice(0, 3).map(moveToString)).toMatchInlineSnapshot(`
      [
        "12k12g",
        "12k12h",
        "12k12i",
      ]
    `);
    expect(ordered.length).toMatchInlineSnapshot(`59`);
  });
});
