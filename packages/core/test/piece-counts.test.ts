/**
 * Per-piece move counts of rules.md §13: a lone piece on an empty board, pseudo-legal
 * (no kings), pass = 1 move. Black on 9i and 17q; White on the rotated squares.
 */
import { describe, expect, it } from "vitest";
import { KIND_DATA, parseSquare, rotateSquare, squareName } from "../src/index.js";
import { movesFrom, positionOf } from "./helpers.js";

function parseCounts(text: string): [string, number][] {
  return text
    .trim()
    .split(/\s+/)
    .map((kv) => {
      const [k, v] = kv.split("=");
      return [k ?? "", Number(v)];
    });
}

// Copied verbatim from rules.md §13.
const CENTRE = parseCounts(`
K=8  Q=64  RB=56  Fr=58  FT=58  WB=52  DK=36  DH=36  Sq=34  Ra=34
R=32  B=32  GB=32  GD=32  SB=34  FE=28  WE=28  Ln=25  LD=25  Dv=28
SD=28  BD=29  WT=29  RC=25  LC=25  Ph=8  Kr=8  Po=5  OK=10  VO=8
FD=8  EF=6  OR=6  EB=6  FH=8  PS=9  ST=6  HM=288  Lo=148  No=8
So=8  Ea=8  We=8  NK=8  BM=6  FL=6  EW=5  VB=6  RG=7  LG=7
G=6  S=5  C=4  I=3  W=4  St=2  AB=4  CS=4  Rv=16  L=8
SM=18  VM=18  HD=9  P=1  FF=33  GE=53  MW=41  WS=41`);

const CORNER = parseCounts(`
K=3  Q=48  RB=48  Fr=37  FT=37  WB=34  DK=33  DH=18  Sq=33  Ra=32
R=32  B=16  GB=21  GD=21  SB=34  FE=20  WE=6  Ln=9  LD=10  Dv=9
SD=12  BD=34  WT=19  RC=32  LC=16  Ph=3  Kr=3  Po=2  OK=5  VO=4
FD=2  EF=2  OR=2  EB=4  FH=4  PS=4  ST=3  HM=288  Lo=146  No=3
So=2  Ea=4  We=4  NK=3  BM=2  FL=2  EW=3  VB=3  RG=2  LG=3
G=3  S=2  C=2  I=2  W=2  St=1  AB=2  CS=1  Rv=16  L=16
SM=17  VM=17  HD=16  P=1  FF=12  GE=35  MW=17  WS=32`);

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
