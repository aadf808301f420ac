/**
 * The reference implementation against the spec's own numbers (rules.md §13).
 */
import { describe, expect, it } from "vitest";
import {
  ALL_KINDS,
  applyMove,
  isInCheck,
  legalMoves,
  outcome,
  type RMove,
  type RPiece,
  type RPosition,
  initialPosition,
  legalMoveStrings,
  lonePiece,
  parseDsfen,
  parseSq,
  perft,
  pieceMoves,
  pseudoLegalMoves,
  moveString,
  specPiece,
  sqIndex,
  fileOf,
  rankOf,
  toDsfen,
} from "./reference-rules.js";
import { CENTRE_COUNTS, CORNER_COUNTS } from "../spec-numbers.js";

/** perft with passes removed from the game (§13 gives 57 / 3 231 / 186 662). */
function perftNoPass(pos: RPosition, depth: number): number {
  const moves = legalMoves(pos).filter((m) => !(m.to === m.from && m.caps.length === 0));
  if (depth === 1) return moves.length;
  let n = 0;
  for (const m of moves) n += perftNoPass(applyMove(pos, m), depth - 1);
  return n;
}

const CENTRE = CENTRE_COUNTS;
const CORNER = CORNER_COUNTS;

/** Pseudo-legal moves of the piece on `square` only (other pieces' moves not counted). */
function count(pos: RPosition, square = "9i"): number {
  const moves = pieceMoves(pos.board, parseSq(square));
  const strings = new Set(moves.map(moveString));
  expect(strings.size).toBe(moves.length); // outcomes deduped, strings distinct
  return moves.length;
}

/** 180° rotation of a square name: file f ↔ 18 − f, rank r ↔ 18 − r (§3). */
function rotate(square: string): string {
  const s = parseSq(square);
  const t = sqIndex(18 - fileOf(s), 18 - rankOf(s));
  return `${String(fileOf(t))}${"abcdefghijklmnopq".charAt(rankOf(t) - 1)}`;
}

function withPieces(base: RPosition, extra: Record<string, RPiece>): RPosition {
  const board = [...base.board];
  for (const [sq, p] of Object.entries(extra)) board[parseSq(sq)] = p;
  return { board, side: base.side };
}

describe("reference: per-piece counts (rules.md §13)", () => {
  it("covers all 68 kinds", () => {
    expect(CENTRE.size).toBe(68);
    expect(CORNER.size).toBe(68);
    expect([...CENTRE.keys()].sort()).toEqual([...ALL_KINDS].sort());
  });
  for (const [square, table] of [
    ["9i", CENTRE],
    ["17q", CORNER],
  ] as const) {
    it(`lone Black piece on ${square}`, () => {
      const got = new Map<string, number>();
      for (const kind of ALL_KINDS) got.set(kind, count(lonePiece(kind, "b", square), square));
      expect(Object.fromEntries(got)).toEqual(Object.fromEntries(table));
    });
    it(`lone White piece on ${rotate(square)} (rotated) gives the same counts`, () => {
      const got = new Map<string, number>();
      for (const kind of ALL_KINDS) got.set(kind, count(lonePiece(kind, "w", rotate(square)), rotate(square)));
      expect(Object.fromEntries(got)).toEqual(Object.fromEntries(table));
    });
  }
});

describe("reference: lion-family checks (rules.md §13)", () => {
  const wp: RPiece = { owner: "w", kind: "P", orig: null };
  const bp: RPiece = { owner: "b", kind: "P", orig: null };
  const cases: [string, Record<string, RPiece>, number][] = [
    ["Ln", { "9h": wp }, 33],
    ["LD", { "9h": wp }, 28],
    ["FF", { "9h": wp }, 42],
    ["Ln", { "9h": bp }, 24],
    ["LD", { "9h": bp }, 24],
    ["LD", { "9h": wp, "9g": wp, "9f": wp }, 30],
    ["LD", { "9h": bp, "9g": wp, "9f": wp }, 25],
  ];
  for (const [kind, extra, n] of cases) {
    it(`${kind} on 9i with ${Object.entries(extra)
      .map(([s, p]) => `${p.owner}${p.kind}@${s}`)
      .join(" ")} = ${String(n)}`, () => {
      expect(count(withPieces(lonePiece(kind, "b", "9i"), extra))).toBe(n);
      // Rotated: White piece on the rotated squares, colours of the others swapped.
      const rotated: Record<string, RPiece> = {};
      for (const [s, p] of Object.entries(extra)) {
        rotated[rotate(s)] = { ...p, owner: p.owner === "b" ? "w" : "b" };
      }
      expect(count(withPieces(lonePiece(kind, "w", "9i"), rotated))).toBe(n);
    });
  }

  it("formats.md examples of lion-dog strings", () => {
    // Black LD on 3p, white pieces on 3o and 3n: 3p3o3n3o (P6) exists; with 3o empty 3p3n3o.
    const ld: RPiece = { owner: "b", kind: "LD", orig: null };
    const base = lonePiece("K", "b", "9q");
    const a = withPieces(base, { "3p": ld, "3o": wp, "3n": wp });
    const sa = new Set(pseudoLegalMoves(a).map(moveString));
    expect(sa.has("3p3o3n3o")).toBe(true);
    expect(sa.has("3p3o3n")).toBe(true);
    expect(sa.has("3p3o3p")).toBe(true);
    const b = withPieces(base, { "3p": ld, "3n": wp });
    const sb = new Set(pseudoLegalMoves(b).map(moveString));
    expect(sb.has("3p3n3o")).toBe(true);
    expect(sb.has("3p3p")).toBe(true);
    expect(specPiece("LD").promotesTo).toBe("GE");
  });
});

describe("reference: initial position (rules.md §13)", () => {
  it("DSFEN of formats.md §1 equals setup.json", () => {
    const text =
      "vL,vHM,vDv,vR,vSq,vDK,vFT,vRG,vK,vLG,vQ,vFr,vDH,vRa,vSD,vLo,vL/vRv,vPo,vLD,vBM,vFD,vRB,vKr,vG,vNK,vG,vPh,vCS,vPS,vOR,vLn,vOK,vRv/1,vB,1,vEB,1,vFH,1,vS,vGD,vS,1,vWB,1,vEF,1,vVM,1/vWT,vWE,vSo,vEa,vW,vSt,vI,vC,vGB,vC,vI,vSt,vW,vWe,vNo,vFE,vBD/vRC,vSM,vVO,vAB,vEW,vVB,vFL,vST,vSB,vST,vFL,vVB,vEW,vAB,vVO,vSM,vLC/vP,vP,vP,vP,vP,vP,vP,vP,vP,vP,vP,vP,vP,vP,vP,vP,vP/5,vHD,5,vHD,5/17/17/17/5,HD,5,HD,5/P,P,P,P,P,P,P,P,P,P,P,P,P,P,P,P,P/LC,SM,VO,AB,EW,VB,FL,ST,SB,ST,FL,VB,EW,AB,VO,SM,RC/BD,FE,No,We,W,St,I,C,GB,C,I,St,W,Ea,So,WE,WT/1,VM,1,EF,1,WB,1,S,GD,S,1,FH,1,EB,1,B,1/Rv,OK,Ln,OR,PS,CS,Ph,G,NK,G,Kr,RB,FD,BM,LD,Po,Rv/L,Lo,SD,Ra,DH,Fr,Q,LG,K,RG,FT,DK,Sq,R,Dv,HM,L b 1";
    expect(toDsfen(initialPosition())).toBe(text);
    expect(toDsfen(parseDsfen(text))).toBe(text);
  });
  it("perft(1) = 59", () => {
    expect(legalMoveStrings(initialPosition()).length).toBe(59);
  });
  it("perft(2) = 3463", () => {
    expect(perft(initialPosition(), 2)).toBe(3463);
  });
  it("without passes: perft(1) = 57, perft(2) = 3231", () => {
    expect(perftNoPass(initialPosition(), 1)).toBe(57);
    expect(perftNoPass(initialPosition(), 2)).toBe(3231);
  });
  // About 12 s on the shared 2-core machine; REFERENCE_SKIP_PERFT3=1 skips it.
  it.skipIf(process.env.REFERENCE_SKIP_PERFT3 !== undefined)("perft(3) = 206662", () => {
    expect(perft(initialPosition(), 3)).toBe(206662);
  }, 120_000);
});

// ---------------------------------------------------------------------------------------
// Rule options (rules.md §12): the reference under each non-default option, from the text.

/** Builds a position from "square: token" pairs (token as in a DSFEN: "vP", "+Ln", …). */
function build(side: "b" | "w", pieces: Record<string, string>): RPosition {
  const board: (RPiece | null)[] = new Array<RPiece | null>(289).fill(null);
  for (const [sq, tok] of Object.entries(pieces)) {
    const owner = tok.startsWith("v") ? "w" : "b";
    const code = tok.replace(/^v/u, "");
    const piece = code.startsWith("+")
      ? { owner, kind: specPiece(code.slice(1)).promotesTo ?? "?", orig: code.slice(1) }
      : { owner, kind: code, orig: null };
    board[parseSq(sq)] = piece as RPiece;
  }
  return { board, side };
}

function pieceStrings(pos: RPosition, square: string, options: Parameters<typeof pieceMoves>[2] = {}): Set<string> {
  const moves = pieceMoves(pos.board, parseSq(square), options);
  const strings = new Set(moves.map(moveString));
  expect(strings.size).toBe(moves.length);
  return strings;
}

function difference(a: Set<string>, b: Set<string>): string[] {
  return [...a].filter((x) => !b.has(x)).sort();
}

describe("reference options: neighboringKing = FfrlW (rules.md §14.4, §5)", () => {
  const de = { neighboringKing: "FfrlW" } as const;
  it("a lone NK moves as a drunk elephant: 7 from the centre (all but straight back), 3 from 17q", () => {
    // Centre: 8 king steps minus the backward one = 7. Corner 17q (Black): f 17p, r 16q,
    // fr 16p are on the board; b (off the board anyway), l, fl, bl, br are off: 3 — the
    // same as the K move (K on 17q = 3, §13), because the missing direction is off-board.
    expect(pieceStrings(lonePiece("NK", "b", "9i"), "9i", de).size).toBe(7);
    expect(pieceStrings(lonePiece("NK", "b", "17q"), "17q", de).size).toBe(3);
    expect(pieceStrings(lonePiece("NK", "w", "9i"), "9i", de).size).toBe(7);
    expect(pieceStrings(lonePiece("NK", "w", "1a"), "1a", de).size).toBe(3);
    // The missing step is the owner's straight back: 9j for Black (rank q side), 9h for White.
    expect(difference(pieceStrings(lonePiece("NK", "b", "9i"), "9i"), pieceStrings(lonePiece("NK", "b", "9i"), "9i", de))).toEqual(["9i9j"]);
    expect(difference(pieceStrings(lonePiece("NK", "w", "9i"), "9i"), pieceStrings(lonePiece("NK", "w", "9i"), "9i", de))).toEqual(["9i9h"]);
    // A White NK on 1q: White's f (towards rank q), l (towards file 1) and the diagonals
    // other than br are off the board; K: b 1p, r 2q, br 2p = 3; FfrlW loses b: 2.
    expect(pieceStrings(lonePiece("NK", "w", "1q"), "1q").size).toBe(3);
    expect(pieceStrings(lonePiece("NK", "w", "1q"), "1q", de).size).toBe(2);
  });

  it("changes nothing but the unpromoted NK (§13 counts of the 67 other kinds, and +NK = SB)", () => {
    for (const [square, table] of [
      ["9i", CENTRE],
      ["17q", CORNER],
    ] as const) {
      for (const kind of ALL_KINDS) {
        if (kind === "NK") continue;
        expect([kind, pieceStrings(lonePiece(kind, "b", square), square, de).size]).toEqual([kind, table.get(kind)]);
      }
      // A promoted NK is a standard bearer (SB = 34 on 9i and on 17q).
      expect(pieceStrings(build("b", { [square]: "+NK" }), square, de).size).toBe(table.get("SB"));
    }
  });

  it("the NK attacks as it moves: a White NK right behind (for White) a Black king gives no check", () => {
    // White NK on 9i; White's straight back is towards rank a, so 9h is its "b" square.
    const pos = build("b", { "9h": "K", "9i": "vNK", "1a": "vK" });
    expect(isInCheck(pos)).toBe(true); // K move: 9h is attacked
    expect(isInCheck(pos, "b", de)).toBe(false);
    // Black K on 9h, steps: 9g 10g 8g (free), 9i (captures the NK, then unattacked),
    // 10h 8h (White's bl/br squares of the NK: attacked under both readings), 10i 8i
    // (White's l/r: attacked under both): 4 legal moves either way.
    expect(legalMoveStrings(pos).sort()).toEqual(["9h10g", "9h8g", "9h9g", "9h9i"]);
    expect(legalMoveStrings(pos, de).sort()).toEqual(["9h10g", "9h8g", "9h9g", "9h9i"]);
    // With the Black K on 9j (White's forward): check under both readings.
    expect(isInCheck(build("b", { "9j": "K", "9i": "vNK", "1a": "vK" }), "b", de)).toBe(true);
    // Still promotes to SB on its first capture (§7, decision O6).
    const cap = build("w", { "9h": "K", "9i": "vNK", "1a": "vK", "9j": "P" });
    const m = legalMoves(cap, de).find((x) => moveString(x) === "9i9j");
    expect(m).toBeDefined();
    if (m !== undefined) expect(applyMove(cap, m).board[parseSq("9j")]).toEqual({ owner: "w", kind: "SB", orig: "NK" });
  });

  it("initial position: perft(1) = 59 and perft(2) = 3463 as with the default rules", () => {
    // Both NKs (9p, 9b) are surrounded by their own pieces and cannot move before ply 4.
    expect(legalMoveStrings(initialPosition(), de).length).toBe(59);
    expect(perft(initialPosition(), 2, de)).toBe(3463);
  });
});

describe("reference options: lionDogStepThenJump (rules.md §14.2, §6.2–6.4)", () => {
  const stj = { lionDogStepThenJump: true } as const;

  it("LD, enemy on S1, friend on S2, S3 empty: 25 moves by default, 26 with the option", () => {
    // Black LD on 9i, White P on 9h (S1), Black P on 9g (S2), 9f (S3) empty.
    // Default, line f: P1 9i9h (capture), P2 9i9h9i (igui), P8 9i9f (jump) — P3, P4, P5, P7
    // need an open S2, P6 an enemy S2: 3 outcomes. The 7 empty lines: S1, S2, S3 each
    // (P3 = P4, P5 = P7 = P8 by outcome) = 21, plus the pass (P2 with an empty S1, one
    // move) = 22. Total 25. The option adds (9f, {9h}) written 9i9h9f: 26.
    const pos = build("b", { "9i": "LD", "9h": "vP", "9g": "P" });
    const def = pieceStrings(pos, "9i");
    const opt = pieceStrings(pos, "9i", stj);
    expect(def.size).toBe(25);
    expect(opt.size).toBe(26);
    expect(difference(opt, def)).toEqual(["9i9h9f"]);
    expect(difference(def, opt)).toEqual([]);
  });

  it("S2 enemy (jumped, not captured), S3 enemy or empty; S3 friend: nothing", () => {
    // White P on 9h, 9g, 9f: §13 says 30 by default (line f has all of P1–P8 = 8 outcomes,
    // + 21 + pass). The option adds (9f, {9h, 9f}) leaving 9g: 31, string 9i9h9f.
    const a = build("b", { "9i": "LD", "9h": "vP", "9g": "vP", "9f": "vP" });
    expect(pieceStrings(a, "9i").size).toBe(30);
    expect(difference(pieceStrings(a, "9i", stj), pieceStrings(a, "9i"))).toEqual(["9i9h9f"]);
    // Same with 9f empty: P5 (9f,{9h,9g}), P7 (9f,{9g}), P8 (9f,{}) — still 8 on line f (30);
    // the option adds (9f, {9h}): 31.
    const b = build("b", { "9i": "LD", "9h": "vP", "9g": "vP" });
    expect(pieceStrings(b, "9i").size).toBe(30);
    expect(difference(pieceStrings(b, "9i", stj), pieceStrings(b, "9i"))).toEqual(["9i9h9f"]);
    // Friend on S3: S3 not open, no new outcome (line f: P1, P2, P3, P4, P6 → 24+… unchanged).
    const c = build("b", { "9i": "LD", "9h": "vP", "9g": "vP", "9f": "P" });
    expect(difference(pieceStrings(c, "9i", stj), pieceStrings(c, "9i"))).toEqual([]);
  });

  it("duplicates are one move: S2 empty gives the P5 outcome again (§13 cases unchanged except LD 30 → 31)", () => {
    const wp: RPiece = { owner: "w", kind: "P", orig: null };
    const bp: RPiece = { owner: "b", kind: "P", orig: null };
    const cases: [string, Record<string, RPiece>, number][] = [
      ["Ln", { "9h": wp }, 33], // not a lion dog: no change
      ["LD", { "9h": wp }, 28], // S2 empty: (9f, {9h}) = P5
      ["FF", { "9h": wp }, 42], // same on the FF lion-dog line
      ["LD", { "9h": bp }, 24], // S1 friend
      ["LD", { "9h": wp, "9g": wp, "9f": wp }, 31], // + (9f, {9h, 9f})
      ["LD", { "9h": bp, "9g": wp, "9f": wp }, 25], // S1 friend
    ];
    for (const [kind, extra, n] of cases) {
      expect([kind, extra, pieceStrings(withPieces(lonePiece(kind, "b", "9i"), extra), "9i", stj).size]).toEqual([kind, extra, n]);
    }
  });

  it("applies to the lion-dog lines of FF (all 8) and GE (f b l r bl br), not to GE's forward diagonals", () => {
    // FF on 9i, White P 9h, Black P 9g. By hand — lion part: 8 steps (9h a capture) + 15
    // jumps (9g friend) + igui + 6 capture-then-move (9h then a neighbour of 9h other than
    // 9i, 9g) + pass = 31; the lion-dog part adds only the distance-3 squares: the S3 of the
    // 7 empty lines = 7, and on line f P8 9i9f = 1: 39. The option adds 9i9h9f: 40.
    const ff = build("b", { "9i": "+Ln", "9h": "vP", "9g": "P" });
    expect(pieceStrings(ff, "9i").size).toBe(39);
    expect(pieceStrings(ff, "9i", stj).size).toBe(40);
    expect(difference(pieceStrings(ff, "9i", stj), pieceStrings(ff, "9i"))).toEqual(["9i9h9f"]);
    // White FF on 9i: the same pattern on each of its 8 lines (here White's bl line:
    // White's bl vector is (−1, −1), so S1 = 8h, S2 = 7g, S3 = 6f).
    const wff = build("w", { "9i": "v+Ln", "8h": "P", "7g": "vP" });
    expect(difference(pieceStrings(wff, "9i", stj), pieceStrings(wff, "9i"))).toEqual(["9i8h6f"]);
    // GE on 9i (Black). Backward line b: White P 9j (S1), Black P 9k (S2), 9l empty → 9i9j9l.
    // Forward-left diagonal (a slide up to 2 for GE, §6.4, no lion-dog power): White P
    // 10h, Black P 11g, 12f empty → nothing new.
    const ge = build("b", { "9i": "+LD", "9j": "vP", "9k": "P", "10h": "vP", "11g": "P" });
    expect(difference(pieceStrings(ge, "9i", stj), pieceStrings(ge, "9i"))).toEqual(["9i9j9l"]);
    expect(difference(pieceStrings(ge, "9i"), pieceStrings(ge, "9i", stj))).toEqual([]);
    // Backward-right line (a lion-dog line of GE): White P 8j, White P 7k, 6l empty → 9i8j6l.
    const ge2 = build("b", { "9i": "+LD", "8j": "vP", "7k": "vP" });
    expect(difference(pieceStrings(ge2, "9i", stj), pieceStrings(ge2, "9i"))).toEqual(["9i8j6l"]);
    // +We moves as a lion dog: same outcome.
    const we = build("b", { "9i": "+We", "9h": "vP", "9g": "P" });
    expect(difference(pieceStrings(we, "9i", stj), pieceStrings(we, "9i"))).toEqual(["9i9h9f"]);
  });

  it("the new move captures S1 and S3 (if enemy), leaves S2, and promotes an original LD", () => {
    const pos = build("b", { "9i": "LD", "9h": "vG", "9g": "vS", "9f": "vP", "9q": "K", "1a": "vK" });
    const m = legalMoves(pos, stj).find((x) => moveString(x) === "9i9h9f");
    expect(m).toBeDefined();
    if (m === undefined) return;
    expect(m.caps).toEqual([parseSq("9h"), parseSq("9f")]);
    const after = applyMove(pos, m);
    expect(after.board[parseSq("9h")]).toBeNull();
    expect(after.board[parseSq("9g")]).toEqual({ owner: "w", kind: "S", orig: null });
    expect(after.board[parseSq("9f")]).toEqual({ owner: "b", kind: "GE", orig: "LD" });
    expect(after.board[parseSq("9i")]).toBeNull();
  });

  it("initial position: perft(1) = 59 and perft(2) = 3463 as with the default rules", () => {
    // No lion dog has an enemy on an adjacent square within two plies.
    expect(legalMoveStrings(initialPosition(), stj).length).toBe(59);
    expect(perft(initialPosition(), 2, stj)).toBe(3463);
  });
});

describe("reference options: legality = kingCapture (rules.md §9)", () => {
  const kc = { legality: "kingCapture" } as const;

  // A: Black K 1q (in check from the White R on 1a along file 1), Black P 9i, White K 17a.
  const A = build("b", { "1q": "K", "9i": "P", "17a": "vK", "1a": "vR" });

  it("moves exposing the own king are generated; a king capture ends the game", () => {
    // Default: only the king can answer the check: 1q2q, 1q2p (1p is on the rook's file).
    expect(legalMoveStrings(A).sort()).toEqual(["1q2p", "1q2q"]);
    // kingCapture: every pseudo-legal move: + 1q1p (into the file) and 9i9h (ignores check).
    expect(legalMoveStrings(A, kc).sort()).toEqual(["1q1p", "1q2p", "1q2q", "9i9h"]);
    expect(isInCheck(A, "b", kc)).toBe(true); // "check" keeps its §9 meaning
    const toP = legalMoves(A, kc).find((m) => moveString(m) === "1q1p");
    if (toP === undefined) throw new Error("1q1p missing");
    const B = applyMove(A, toP);
    const capture = legalMoves(B, kc).find((m) => moveString(m) === "1a1p");
    if (capture === undefined) throw new Error("1a1p missing");
    const end = applyMove(B, capture);
    // Terminal: Black still has a pawn that could move, but nothing is generated.
    expect(pseudoLegalMoves(end).map(moveString)).toEqual(["9i9h"]);
    expect(legalMoves(end, kc)).toEqual([]);
    expect(outcome(end, kc)).toEqual({ winner: "w", reason: "kingCaptured" });
    expect(outcome(A, kc)).toBeNull();
    // perft counts the terminal position as a leaf whatever the depth (decision O2).
    expect(perft(end, 0, kc)).toBe(1);
    expect(perft(end, 1, kc)).toBe(1);
    expect(perft(end, 3, kc)).toBe(1);
  });

  it("perft of position A, counted by hand", () => {
    // White's pseudo-legal moves: K 17a → 17b, 16a, 16b (3); R 1a → 2a…16a (15) and down
    // file 1 up to the Black king or to 1q.
    // perft(1) = 4 (above). perft(2) = 33 + 34 + 34 + 34 = 135:
    //   after 1q1p: R 1b…1o + 1p (capture) = 15, total 15 + 15 + 3 = 33;
    //   after 1q2q, 1q2p: R 1b…1q = 16 → 34; after 9i9h: R 1b…1p + 1q (capture) = 16 → 34.
    // Default: perft(2) = 34 + 34 = 68 (after 1q2q / 1q2p no White move is illegal).
    expect(perft(A, 1, kc)).toBe(4);
    expect(perft(A, 2, kc)).toBe(135);
    expect(perft(A, 2)).toBe(68);
    // perft(3) = 193 + 204 + 306 + 133 = 836. Black's replies (K steps + the pawn step; White
    // pieces never block a king step, they are captured):
    //   after 1q1p: K on 1p has 5 steps + P = 6 for 32 White moves; 1a1p captures the king →
    //     terminal leaf = 1 (O2): 32·6 + 1 = 193;
    //   after 1q2q: K on 2q has 5 + P = 6, the R cannot reach 2q: 34·6 = 204;
    //   after 1q2p: K on 2p has 8 + P = 9: 34·9 = 306;
    //   after 9i9h: K on 1q has 3 + P (9h9g) = 4 for 33 moves, 1a1q captures → 1: 133.
    expect(perft(applyMove(A, toMove(A, "1q1p")), 2, kc)).toBe(193);
    expect(perft(A, 3, kc)).toBe(836);
  });

  it("a pass or igui while in check, and a king capture that leaves the own king attacked, are allowed", () => {
    // Black K 9q in check from the White R on 9a; Black lion on 5i cannot interpose.
    const c = build("b", { "9q": "K", "5i": "Ln", "9a": "vR", "1a": "vK" });
    // Default: the king's 4 steps off file 9 (9p stays on the file).
    expect(legalMoveStrings(c).sort()).toEqual(["9q10p", "9q10q", "9q8p", "9q8q"]);
    // kingCapture: 5 king steps + the lone lion's 25 moves on an empty neighbourhood (§13).
    const all = legalMoveStrings(c, kc);
    expect(all.length).toBe(30);
    expect(all).toContain("5i5i");
    // D: both kings attacked, Black to move (unreachable under the default rules, D1):
    // Black R 1i can take the White K on 1a although the White R on 17a attacks the Black K.
    const d = build("b", { "17q": "K", "1i": "R", "1a": "vK", "17a": "vR" });
    expect(legalMoveStrings(d)).not.toContain("1i1a");
    expect(legalMoveStrings(d, kc)).toContain("1i1a");
    expect(outcome(applyMove(d, toMove(d, "1i1a", kc)), kc)).toEqual({ winner: "b", reason: "kingCaptured" });
  });

  it("the player who cannot move at all loses; a set-up position without a king is not terminal", () => {
    // Black K 1a boxed in by its own pawns on 2a (last rank, §8), 1b and 2b (blocked).
    const boxed = build("b", { "1a": "K", "2a": "P", "1b": "P", "2b": "P", "9q": "vK" });
    expect(legalMoves(boxed, kc)).toEqual([]);
    expect(outcome(boxed, kc)).toEqual({ winner: "w", reason: "stalemate" });
    expect(outcome(boxed)).toEqual({ winner: "w", reason: "stalemate" });
    expect(perft(boxed, 2, kc)).toBe(0); // no moves, not a king capture: nothing below
    // Decision O1: a position SET UP without a king is not one in which a king has been
    // captured: it is played on (as under the default rules, D2).
    const noWhiteKing = build("b", { "9q": "K", "9i": "P" });
    expect(legalMoveStrings(noWhiteKing).sort()).toEqual(legalMoveStrings(noWhiteKing, kc).sort());
    expect(legalMoveStrings(noWhiteKing, kc)).toContain("9i9h");
    expect(outcome(noWhiteKing, kc)).toBeNull();
    // White (no king) to move can still capture the Black king: that ends the game.
    const hunt = build("w", { "9q": "K", "9p": "vG" });
    const after = applyMove(hunt, toMove(hunt, "9p9q"));
    expect(legalMoves(after, kc)).toEqual([]);
    expect(outcome(after, kc)).toEqual({ winner: "w", reason: "kingCaptured" });
  });

  it("initial position: perft(1) = 59, perft(2) = 3463", () => {
    // Nothing can reach a king in two plies, so no move is removed by §9 at depth ≤ 2.
    expect(legalMoveStrings(initialPosition(), kc).length).toBe(59);
    expect(perft(initialPosition(), 2, kc)).toBe(3463);
  });
});

function toMove(pos: RPosition, str: string, options: Parameters<typeof legalMoves>[1] = { legality: "kingCapture" }): RMove {
  const m = legalMoves(pos, options).find((x) => moveString(x) === str);
  if (m === undefined) throw new Error(`${str} not legal`);
  return m;
}
