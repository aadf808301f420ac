// The engine's score in words (both languages, both sides to move) and the evaluation bar's share.
import { describe, expect, it } from "vitest";
import { blackShare, scoreText } from "../src/analysis/engine-view.js";

describe("scoreText", () => {
  it("turns the side to move's score into Black's view", () => {
    expect(scoreText({ score: { kind: "cp", value: 125 } }, "black")).toBe("+1.25 (Black better)");
    expect(scoreText({ score: { kind: "cp", value: 125 } }, "white")).toBe("−1.25 (White better)");
    expect(scoreText({ score: { kind: "cp", value: 0 } }, "white")).toBe("+0.00 (equal)");
    expect(scoreText({ score: { kind: "mate", value: 3 } }, "white")).toBe("White mates in 3");
    expect(scoreText({ score: { kind: "mate", value: -2 } }, "white")).toBe("Black mates in 2");
  });

  it("speaks Japanese", () => {
    expect(scoreText({ score: { kind: "cp", value: -40 } }, "black", "ja")).toBe("−0.40 (後手有利)");
    expect(scoreText({ score: { kind: "mate", value: 5 } }, "black", "ja")).toBe("先手の5手詰");
  });
});

describe("blackShare", () => {
  it("is 50 at equality, Black's side above, all or nothing for a mate", () => {
    expect(blackShare({ score: { kind: "cp", value: 0 } }, "black")).toBe(50);
    expect(blackShare({ score: { kind: "cp", value: 400 } }, "black")).toBeCloseTo(100 / (1 + Math.exp(-1)), 6);
    expect(blackShare({ score: { kind: "cp", value: 400 } }, "white")).toBeCloseTo(100 / (1 + Math.exp(1)), 6);
    expect(blackShare({ score: { kind: "mate", value: 1 } }, "white")).toBe(0);
  });
});
