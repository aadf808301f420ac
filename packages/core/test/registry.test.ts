/** The piece registry and the initial setup against the spec's machine-readable files. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { INITIAL_DSFEN, KIND_DATA, Position, SQUARE_COUNT, parseSquare, squareName } from "../src/index.js";

const specDir = new URL("../../../docs/spec/", import.meta.url);
const pieces = JSON.parse(readFileSync(new URL("pieces.json", specDir), "utf8")) as Record<string, unknown>[];
const setup = JSON.parse(readFileSync(new URL("setup.json", specDir), "utf8")) as Record<"black" | "white", Record<string, string>>;

describe("piece registry = docs/spec/pieces.json", () => {
  it("has the 68 kinds in the same order", () => {
    expect(KIND_DATA.map((k) => k.code)).toEqual(pieces.map((p) => p["code"]));
  });
  it.each(pieces.map((p) => [p["code"] as string, p] as const))("%s matches field by field", (code, spec) => {
    const kind = KIND_DATA.find((k) => k.code === code);
    expect(kind).toBeDefined();
    for (const field of ["notation", "name", "kanji", "romaji", "betza", "countPerSide", "value", "promotedValue", "promotesTo", "onlyByPromotion", "moves", "special"]) {
      expect(kind?.[field as keyof typeof kind], field).toEqual(spec[field]);
    }
  });
  it("has 21 promoting kinds with distinct targets", () => {
    const promoting = KIND_DATA.filter((k) => k.promotesTo !== null);
    expect(promoting).toHaveLength(21);
    expect(new Set(promoting.map((k) => k.promotesTo)).size).toBe(21);
  });
});

describe("initial position = docs/spec/setup.json", () => {
  const pos = Position.initial();
  it("puts every piece of setup.json on its square and nothing else", () => {
    const expected = new Map<number, string>();
    for (const color of ["black", "white"] as const) {
      for (const [sq, code] of Object.entries(setup[color])) expected.set(parseSquare(sq), `${color}:${code}`);
    }
    expect(expected.size).toBe(192);
    for (let sq = 0; sq < SQUARE_COUNT; sq++) {
      const p = pos.pieceAt(sq);
      expect(p === null ? undefined : `${p.color}:${p.code}`, squareName(sq)).toBe(expected.get(sq));
    }
  });
  it("has 96 pieces a side with the counts of pieces.json", () => {
    for (const color of ["black", "white"] as const) {
      const counts = new Map<string, number>();
      for (let sq = 0; sq < SQUARE_COUNT; sq++) {
        const p = pos.pieceAt(sq);
        if (p?.color === color) counts.set(p.code, (counts.get(p.code) ?? 0) + 1);
      }
      for (const k of KIND_DATA) expect(counts.get(k.code) ?? 0, `${color} ${k.code}`).toBe(k.countPerSide);
    }
  });
  it("is White's array rotated 180°", () => {
    for (const [sq, code] of Object.entries(setup.black)) {
      const rotated = SQUARE_COUNT - 1 - parseSquare(sq);
      expect(setup.white[squareName(rotated)], sq).toBe(code);
    }
  });
  it("writes the DSFEN of formats.md", () => {
    expect(pos.toDsfen()).toBe(INITIAL_DSFEN);
    expect(pos.turn).toBe("black");
    expect(pos.moveNumber).toBe(1);
  });
  it("places the landmarks of rules.md §3", () => {
    expect(pos.pieceAt(parseSquare("9q"))?.code).toBe("K");
    expect(pos.pieceAt(parseSquare("17m"))?.code).toBe("LC");
    expect(pos.pieceAt(parseSquare("1m"))?.code).toBe("RC");
    expect(pos.pieceAt(parseSquare("9a"))).toMatchObject({ code: "K", color: "white" });
  });
});
