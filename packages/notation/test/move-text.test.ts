import { describe, expect, it } from "vitest";
import { Position, moveToString, parseMoveString, type Move } from "@daidai/core";
import { formatMove, japanesePieceName, japaneseSquare, parseMoveText } from "../src/index.js";
import { parseSquare } from "@daidai/core";

function move(pos: Position, text: string): Move {
  const r = parseMoveString(pos, text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function parsed(pos: Position, text: string, style: "western" | "japanese" | "movestring"): string {
  const r = parseMoveText(pos, text, style);
  return r.ok ? moveToString(r.move) : `error: ${r.error}`;
}

// Two black golds on 10p and 8p can both step to 9o (rules.md §11 disambiguation example shape).
const GOLDS = "8,vK,8/17/17/17/17/17/17/17/17/17/17/17/17/17/17/7,G,1,G,7/8,K,8 b 1";
// Lion on 9i with a white pawn on 9h; lion dog on 3p with a white pawn on 3n (formats.md §2 examples).
const LIONS = "8,vK,8/17/17/17/17/17/17/8,vP,8/8,Ln,8/17/17/17/17/14,vP,2/17/14,LD,2/8,K,8 b 1";
// 同: black pawn 9j, white pawn 9h, black rook 9o.
const SAME = "16,vK/17/17/17/17/17/17/8,vP,8/17/8,P,8/17/17/17/17/8,R,8/17/9,K,7 b 1";

describe("western move text", () => {
  it("writes the origin only when another piece could make the same written move", () => {
    const pos = Position.fromDsfenOrThrow(GOLDS);
    expect(formatMove(pos, move(pos, "10p9o"), "western")).toBe("G10p-9o");
    expect(formatMove(pos, move(pos, "8p9o"), "western")).toBe("G8p-9o");
    expect(formatMove(pos, move(pos, "10p10o"), "western")).toBe("G-10o");
    expect(parsed(pos, "G-10o", "western")).toBe("10p10o");
    expect(parsed(pos, "G8p-9o", "western")).toBe("8p9o");
    expect(parsed(pos, "G-9o", "western")).toBe("error: ambiguous: 2 pieces can play it; write the origin (G10p-9o or G8p-9o)");
  });

  it("writes lion and lion-dog multi-leg moves with -<final> after the captures", () => {
    const pos = Position.fromDsfenOrThrow(LIONS);
    expect(formatMove(pos, move(pos, "9i9h10g"), "western")).toBe("Lnx9h-10g+");
    expect(formatMove(pos, move(pos, "9i9h9i"), "western")).toBe("Ln!9h+");
    expect(formatMove(pos, move(pos, "9i9i"), "western")).toBe("Ln-9i");
    expect(formatMove(pos, move(pos, "3p3n3o"), "western")).toBe("LDx3n-3o+");
    expect(formatMove(pos, move(pos, "3p3n"), "western")).toBe("LDx3n+");
    expect(formatMove(pos, move(pos, "3p3m"), "western")).toBe("LD-3m");
  });

  it("reads igui as !square or x!square, with or without the promotion mark", () => {
    const pos = Position.fromDsfenOrThrow(LIONS);
    expect(parsed(pos, "Ln!9h", "western")).toBe("9i9h9i");
    expect(parsed(pos, "Lnx!9h+", "western")).toBe("9i9h9i");
    expect(parsed(pos, "Lnx9h-10g", "western")).toBe("9i9h10g");
    expect(parsed(pos, "LDx3n-3o+", "western")).toBe("3p3n3o");
    expect(parsed(pos, "Ln-9i", "western")).toBe("9i9i");
  });

  it("rejects wrong text with a reason", () => {
    const pos = Position.fromDsfenOrThrow(LIONS);
    expect(parsed(pos, "Ln-9h", "western")).toBe("error: illegal move: that move is written Lnx9h");
    expect(parsed(pos, "Ln-9i+", "western")).toBe("error: the move does not promote (remove the trailing +)");
    expect(parsed(pos, "FF-9h", "western")).toBe("error: unknown piece designation 'FF'; write +Ln");
    expect(parsed(pos, "+Ln-9h", "western")).toBe("error: the side to move (black) has no +Ln");
    expect(parsed(pos, "Ln-1a", "western")).toBe("error: illegal move: not a move of that piece");
    expect(parsed(pos, "Ln", "western")).toMatch(/^error: not a western move: Expected/);
  });

  it("three-leg lion-dog captures and the two-capture return", () => {
    const pos = Position.fromDsfenOrThrow("8,vK,8/17/17/17/17/17/17/17/17/17/17/17/14,vP,2/14,vP,2/14,vP,2/14,LD,2/8,K,8 b 1");
    expect(formatMove(pos, move(pos, "3p3o3n3m"), "western")).toBe("LDx3ox3nx3m+");
    expect(formatMove(pos, move(pos, "3p3o3n3o"), "western")).toBe("LDx3ox3n-3o+");
    expect(parsed(pos, "LDx3ox3nx3m", "western")).toBe("3p3o3n3m");
  });
});

describe("Japanese move text", () => {
  it("names squares with full-width files and kanji ranks", () => {
    expect(japaneseSquare(parseSquare("9i"))).toBe("９九");
    expect(japaneseSquare(parseSquare("17q"))).toBe("１７十七");
    expect(japaneseSquare(parseSquare("1a"))).toBe("１一");
    expect(japaneseSquare(parseSquare("10k"))).toBe("１０十一");
  });

  it("tells a promoted eastern barbarian from an original lion", () => {
    expect(japanesePieceName("Ln")).toBe("獅子");
    expect(japanesePieceName("+Ea")).toBe("成東夷");
    expect(japanesePieceName("+Ln")).toBe("成獅子");
    expect(japanesePieceName("K")).toBe("玉将");
  });

  it("writes 同 for a move to the previous destination and reads it back", () => {
    const pos = Position.fromDsfenOrThrow(SAME);
    expect(formatMove(pos, move(pos, "9j9i"), "japanese")).toBe("９九歩兵(0910)");
    pos.playOrThrow(move(pos, "9j9i"));
    expect(formatMove(pos, move(pos, "9h9i"), "japanese")).toBe("同　歩兵(0908)");
    expect(parsed(pos, "同　歩兵", "japanese")).toBe("9h9i");
    pos.playOrThrow(move(pos, "9h9i"));
    expect(formatMove(pos, move(pos, "9o9i"), "japanese")).toBe("同　飛車(0915)");
    expect(parsed(pos, "同　飛車(0915)", "japanese")).toBe("9o9i");
    expect(parsed(pos, "９九飛車", "japanese")).toBe("9o9i");
  });

  it("writes multi-leg moves with every captured square after the origin", () => {
    const pos = Position.fromDsfenOrThrow(LIONS);
    expect(formatMove(pos, move(pos, "9i9h10g"), "japanese")).toBe("１０七獅子成(0909→0908)");
    expect(formatMove(pos, move(pos, "3p3n3o"), "japanese")).toBe("３十五狛犬成(0316→0314)");
    expect(parsed(pos, "３十五狛犬成(0316→0314)", "japanese")).toBe("3p3n3o");
    expect(parsed(pos, "９九奮迅(0909)", "japanese")).toBe("error: there is no 成獅子 of the side to move on ９九");
    expect(parsed(pos, "９八獅子成(0909)", "japanese")).toBe("9i9h");
    expect(parsed(pos, "９九獅子成(0909)", "japanese")).toBe("error: the move does not promote (remove 成)");
    expect(parsed(pos, "９九獅子", "japanese")).toBe("9i9i");
    expect(parsed(pos, "同　獅子", "japanese")).toBe("error: 同 (same square) needs a previous move");
    expect(parsed(pos, "９九猫", "japanese")).toBe("error: unknown piece name '猫'");
  });

  it("move strings accept the trailing promotion mark", () => {
    const pos = Position.fromDsfenOrThrow(LIONS);
    expect(parsed(pos, "9i9h+", "movestring")).toBe("9i9h");
    expect(parsed(pos, "9i9i+", "movestring")).toBe("error: 9i9i+: the move does not promote");
  });

  it("formatMove refuses an illegal move", () => {
    const pos = Position.fromDsfenOrThrow(LIONS);
    expect(() => formatMove(pos, { from: parseSquare("9i"), to: parseSquare("1a"), via: [] }, "western")).toThrow(RangeError);
  });
});
