import { describe, expect, it } from "vitest";
import { commentLanguageOf, engineText, evalText, preferredSummary, prefersText } from "../src/analysis-words.js";

describe("the words of analyse's comments", () => {
  it("Japanese for KIF, English for the other formats", () => {
    expect(commentLanguageOf("kif")).toBe("ja");
    expect(["json", "pgn", "dsfen"].map((f) => commentLanguageOf(f as "json"))).toEqual(["en", "en", "en"]);
  });

  it("evaluations from Black's view, in pawns", () => {
    expect(evalText(35, "black")).toBe("eval +0.35");
    expect(evalText(35, "white")).toBe("eval -0.35");
    expect(evalText(0, "white")).toBe("eval +0.00");
    expect(evalText(-1234, "black", "ja")).toBe("評価値 -12.34");
  });

  it("mates: moves of the winner in English, plies in Japanese (手詰)", () => {
    // Black to move mates in 3 of its moves: 3 Black moves and 2 White replies = 5 plies.
    expect(evalText(100_000 - 3, "black")).toBe("Black mates in 3");
    expect(evalText(100_000 - 3, "black", "ja")).toBe("先手勝ち（5手詰）");
    // White to move is mated in 2 Black moves: White, Black, White, Black = 4 plies.
    expect(evalText(-(100_000 - 2), "white", "ja")).toBe("先手勝ち（4手詰）");
    expect(evalText(-(100_000 - 2), "white")).toBe("Black mates in 2");
    expect(evalText(100_000 - 1, "white", "ja")).toBe("後手勝ち（1手詰）");
    expect(evalText(-100_000, "black")).toBe("White has won");
    expect(evalText(-100_000, "black", "ja")).toBe("後手の勝ち");
  });

  it("the engine's move with the side's mark in Japanese", () => {
    expect(prefersText("black", "Rx9e", "9m9e", "eval +8.77", "en")).toBe("engine prefers Rx9e (9m9e), eval +8.77");
    expect(prefersText("white", "９五飛車(0913)", "9m9e", "評価値 -8.77", "ja")).toBe("エンジンの推奨手 △９五飛車(0913)（9m9e）、評価値 -8.77");
    expect(engineText("評価値 +1.00", "ja")).toBe("エンジン: 評価値 +1.00");
  });

  it("the summary names the moves", () => {
    expect(preferredSummary([])).toBe("the engine prefers no other move");
    expect(preferredSummary([7])).toBe("the engine prefers another move at move 7");
    expect(preferredSummary([12, 31, 40])).toBe("the engine prefers another move at moves 12, 31, 40");
  });
});
