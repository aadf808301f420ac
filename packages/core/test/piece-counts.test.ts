/**
 * Per-piece move counts of rules.md §13: a lone piece on an empty board, pseudo-legal
 * (no kings), pass = 1 move. Black on 9i and 17q; White on the rotated squares.
 */
import { describe, expect, it } from "vitest";
import { KIND_DATA, parseSquare, rotateSquare, squareName } from "../src/index.js";
import { movesFrom, positionOf } from "./helpers.js";
import { CENTRE_COUNTS, CORNER_COUNTS } from "./spec-numbers.js";

const CENTRE = [...CENTRE_COUNTS];
const CORNER = [...CORNER_COUNTS];

/** The notation code of a kind: promotion-only kinds are written as the promoted original. */
function codeOf(kind: string): string {
  return KIND_DATA.find((k) => k.code === kind)?.notation ?? kind;
}

describe.each([
  ["9i", CENTRE],
  ["17q", CORNER],
])("lone piece on %s", (square, table) => {
  it("covers all 68 kinds", () => {
    expect(table.map(([k]) => k).sort()).toEqual(KIND_DATA.map((k) => k.code).sort());
  });
  it.each(table)("Black %s", (kind, count) => {
    expect(movesFrom(positionOf({ [square]: codeOf(kind) }), square)).toHaveLength(count);
  });
  it.each(table)("White %s on the rotated square", (kind, count) => {
    const rotated = squareName(rotateSquare(parseSquare(square)));
    expect(movesFrom(positionOf({ [rotated]: `v${codeOf(kind)}` }, "white"), rotated)).toHaveLength(count);
  });
});

describe("lion family next to other pieces (rules.md §13)", () => {
  const cases: [string, Record<string, string>, number][] = [
    ["Ln", { "9h": "vP" }, 33],
    ["LD", { "9h": "vP" }, 28],
    ["+Ln", { "9h": "vP" }, 42],
    ["Ln", { "9h": "P" }, 24],
    ["LD", { "9h": "P" }, 24],
    ["LD", { "9h": "vP", "9g": "vP", "9f": "vP" }, 30],
    ["LD", { "9h": "P", "9g": "vP", "9f": "vP" }, 25],
  ];
  it.each(cases)("%s on 9i with %o has %i moves", (piece, others, count) => {
    expect(movesFrom(positionOf({ "9i": piece, ...others }), "9i")).toHaveLength(count);
  });
});
