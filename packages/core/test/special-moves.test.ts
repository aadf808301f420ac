/**
 * Hand-built positions for the special movers (rules.md §6) and promotion (§7), §8.
 * Every expected move list below was derived by hand from the spec text.
 */
import { describe, expect, it } from "vitest";
import { parseMoveString, parseSquare } from "../src/index.js";
import { movesFrom, positionOf } from "./helpers.js";

/** Moves of the piece on 9i whose path stays on file 9 above rank i (the forward line). */
function forwardLine(moves: string[]): string[] {
  return moves.filter((m) => /^9i(9[a-h])*(9[a-h]|9i)$/.test(m) && m !== "9i9i");
}

describe("lion dog, one line (§6.2 P1–P8)", () => {
  it("S1, S2, S3 enemy: all eight shapes", () => {
    const pos = positionOf({ "9i": "LD", "9h": "vP", "9g": "vP", "9f": "vP" });
    expect(forwardLine(movesFrom(pos, "9i"))).toEqual(
      ["9i9h", "9i9h9i", "9i9h9g", "9i9g", "9i9h9g9f", "9i9h9g9h", "9i9g9f", "9i9f"].sort(),
    );
  });
  it("S1 friendly: only the jumps P4, P7, P8", () => {
    const pos = positionOf({ "9i": "LD", "9h": "P", "9g": "vP", "9f": "vP" });
    expect(forwardLine(movesFrom(pos, "9i"))).toEqual(["9i9f", "9i9g", "9i9g9f"]);
  });
  it("S1 empty, S2 enemy, S3 empty: capture S2 and come back to S1, or go on to S3; never back to O", () => {
    const pos = positionOf({ "9i": "LD", "9g": "vP" });
    const line = forwardLine(movesFrom(pos, "9i"));
    expect(line).toEqual(["9i9f", "9i9g", "9i9g9f", "9i9g9h", "9i9h"]);
    expect(line).not.toContain("9i9g9i");
  });
  it("S1 enemy, S2 friendly: no step-capture-then-jump by default (§14.2)", () => {
    const pos = positionOf({ "9i": "LD", "9h": "vP", "9g": "P" });
    expect(forwardLine(movesFrom(pos, "9i"))).toEqual(["9i9f", "9i9h", "9i9h9i"]);
  });
  it("S1 enemy, S2 friendly: step-capture-then-jump with the option", () => {
    const pos = positionOf({ "9i": "LD", "9h": "vP", "9g": "P" }, "black", { lionDogStepThenJump: true });
    expect(forwardLine(movesFrom(pos, "9i"))).toEqual(["9i9f", "9i9h", "9i9h9f", "9i9h9i"]);
  });
  it("passes only with an empty first square on some line", () => {
    const boxed = positionOf({ "9i": "LD", "9h": "P", "9j": "P", "8i": "P", "10i": "P", "8h": "P", "10h": "P", "8j": "P", "10j": "P" });
    expect(movesFrom(boxed, "9i")).not.toContain("9i9i");
    expect(movesFrom(positionOf({ "9i": "LD" }), "9i")).toContain("9i9i");
  });
});

describe("lion (§6.1)", () => {
  it("igui, capture and stop, capture and step on, and the jump are four different moves", () => {
    const moves = movesFrom(positionOf({ "9i": "Ln", "9h": "vP" }), "9i");
    expect(moves).toEqual(expect.arrayContaining(["9i9h", "9i9h9i", "9i9h9g", "9i9g", "9i9h8h", "9i9h10g"]));
  });
  it("double capture takes both pieces and promotes once", () => {
    const pos = positionOf({ "9i": "Ln", "9h": "vP", "9g": "vG" });
    const parsed = parseMoveString(pos, "9i9h9g");
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const d = pos.describeMove(parsed.value);
    expect(d.captures.map((c) => c.piece.code)).toEqual(["P", "G"]);
    expect(d.promotes).toBe(true);
    pos.playOrThrow(parsed.value);
    expect(pos.pieceAt(parseSquare("9h"))).toBeNull();
    expect(pos.pieceAt(parseSquare("9g"))?.code).toBe("+Ln");
    expect(pos.pieceAt(parseSquare("9g"))?.kind).toBe("FF");
  });
  it("surrounded by enemies: 8 captures, 8 igui, 8 × 7 double steps, 16 jumps, no pass", () => {
    const ring = ["9h", "9j", "8i", "10i", "8h", "10h", "8j", "10j"];
    const pos = positionOf({ "9i": "Ln", ...Object.fromEntries(ring.map((s) => [s, "vP"])) });
    const moves = movesFrom(pos, "9i");
    expect(moves).toHaveLength(8 + 8 + 56 + 16);
    expect(moves).not.toContain("9i9i");
  });
  it("surrounded by friends: only the 16 jumps, no pass", () => {
    const ring = ["9h", "9j", "8i", "10i", "8h", "10h", "8j", "10j"];
    const pos = positionOf({ "9i": "Ln", ...Object.fromEntries(ring.map((s) => [s, "P"])) });
    expect(movesFrom(pos, "9i")).toHaveLength(16);
  });
  it("a friend on S1 blocks the double step but not the jump", () => {
    const moves = movesFrom(positionOf({ "9i": "Ln", "9h": "P", "9g": "vP" }), "9i");
    expect(moves).toContain("9i9g");
    expect(moves.filter((m) => m.startsWith("9i9h"))).toEqual([]);
  });
  it("a pass does not promote", () => {
    const pos = positionOf({ "9i": "Ln" });
    pos.playOrThrow({ from: parseSquare("9i"), to: parseSquare("9i"), via: [] });
    expect(pos.pieceAt(parseSquare("9i"))?.code).toBe("Ln");
    expect(pos.turn).toBe("white");
  });
  it("igui promotes the lion to a furious fiend", () => {
    const pos = positionOf({ "9i": "Ln", "9h": "vP" });
    const m = parseMoveString(pos, "9i9h9i");
    if (!m.ok) throw new Error(m.error.message);
    pos.playOrThrow(m.value);
    expect(pos.pieceAt(parseSquare("9i"))?.code).toBe("+Ln");
    expect(pos.pieceAt(parseSquare("9h"))).toBeNull();
  });
});

describe("hook mover (§6.5) and long-nosed goblin (§6.6)", () => {
  // HM on 9i boxed on three sides by friends; 9h empty, 9g enemy.
  const box = { "9i": "HM", "8i": "P", "10i": "P", "9j": "P", "9g": "vP" };
  it("turns only on empty squares and never captures on the first leg", () => {
    const moves = movesFrom(positionOf(box), "9i");
    expect(moves).toContain("9i9g"); // plain rook capture
    expect(moves).not.toContain("9i9f"); // cannot go on after a capture
    expect(moves).not.toContain("9i8g"); // would need the occupied 9g as corner
    expect(moves).not.toContain("9i10g");
    // Rook: 9h, 9g; hooks at 9h: 8 squares each way along rank h.
    expect(moves).toHaveLength(18);
  });
  it("captures at the end of the second leg and stops there", () => {
    const moves = movesFrom(positionOf({ ...box, "5h": "vG" }), "9i");
    expect(moves).toContain("9i5h");
    expect(moves).not.toContain("9i4h");
  });
  it("reaches a square by either corner once", () => {
    const moves = movesFrom(positionOf({ "9i": "HM" }), "9i");
    expect(moves.filter((m) => m === "9i8h")).toHaveLength(1);
    expect(new Set(moves).size).toBe(moves.length);
  });
  it("goblin: orthogonal steps, diagonal hooks keep the colour", () => {
    const moves = movesFrom(positionOf({ "9i": "Lo" }), "9i");
    expect(moves).toEqual(expect.arrayContaining(["9i9h", "9i9j", "9i8i", "9i10i", "9i9g", "9i7i"]));
    // 9g is reached by the hook 9i-8h-9g (or 10h); 9i9g appears once.
    expect(moves.filter((m) => m === "9i9g")).toHaveLength(1);
    expect(moves).not.toContain("9i9f");
  });
  it("a promoted poisonous snake moves as a hook mover", () => {
    const pos = positionOf({ "9i": "Po", "9g": "vP", "1a": "vK" });
    const m = parseMoveString(pos, "9i9g");
    if (!m.ok) throw new Error(m.error.message);
    pos.playOrThrow(m.value);
    expect(pos.pieceAt(parseSquare("9g"))).toMatchObject({ code: "+Po", kind: "HM" });
    // The new hook mover reaches 1a round the corner 9a or 1g: White is mated at once.
    expect(pos.isCheck()).toBe(true);
    expect(pos.outcome()).toEqual({ winner: "black", reason: "checkmate" });
    expect(movesFrom(positionOf({ "9i": "+Po" }), "9i")).toHaveLength(288);
  });
});

describe("promotion (§7)", () => {
  const cases: [string, string, string][] = [
    ["LD", "+LD", "GE"],
    ["Ln", "+Ln", "FF"],
    ["Ea", "+Ea", "Ln"],
    ["We", "+We", "LD"],
    ["BM", "+BM", "MW"],
    ["OR", "+OR", "WS"],
    ["OK", "+OK", "Lo"],
  ];
  it.each(cases)("%s capturing becomes %s (moves as %s)", (code, promoted, kind) => {
    const pos = positionOf({ "9i": code, "9h": "vP", "10h": "vP", "8h": "vP", "8i": "vP", "10i": "vP" });
    const capture = pos.legalMovesFrom(parseSquare("9i")).find((m) => pos.describeMove(m).captures.length > 0);
    if (capture === undefined) throw new Error(`${code} has no capture`);
    pos.playOrThrow(capture);
    expect(pos.pieceAt(capture.to)).toMatchObject({ code: promoted, kind, original: code, promoted: true });
  });
  it("a promoted piece never promotes again: +Ea stays +Ea", () => {
    const pos = positionOf({ "9i": "+Ea", "9h": "vP" });
    const m = parseMoveString(pos, "9i9h");
    if (!m.ok) throw new Error(m.error.message);
    expect(pos.describeMove(m.value).promotes).toBe(false);
    pos.playOrThrow(m.value);
    expect(pos.pieceAt(parseSquare("9h"))?.code).toBe("+Ea");
  });
  it("a non-promoting kind stays what it is", () => {
    const pos = positionOf({ "9i": "G", "9h": "vP" });
    pos.playOrThrow({ from: parseSquare("9i"), to: parseSquare("9h"), via: [] });
    expect(pos.pieceAt(parseSquare("9h"))?.code).toBe("G");
  });
  it("a move string with + is checked", () => {
    const pos = positionOf({ "9i": "CS", "8h": "vP", "10j": "P" });
    expect(parseMoveString(pos, "9i8h+").ok).toBe(true);
    expect(parseMoveString(pos, "10j10i+").ok).toBe(false);
  });
});

describe("forward-only pieces on the last rank (§8)", () => {
  it.each(["P", "L", "I", "St"])("a Black %s on rank a has no move", (code) => {
    expect(movesFrom(positionOf({ "9a": code }), "9a")).toEqual([]);
  });
  it("a White pawn on rank q has no move", () => {
    expect(movesFrom(positionOf({ "9q": "vP" }, "white"), "9q")).toEqual([]);
  });
  it("a wood general on rank b can still step diagonally forward", () => {
    expect(movesFrom(positionOf({ "9b": "W" }), "9b")).toEqual(["9b10a", "9b8a"].sort());
  });
  it("a howling dog on rank a can step back", () => {
    expect(movesFrom(positionOf({ "9a": "HD" }), "9a")).toEqual(["9a9b"]);
  });
});
