// The keyboard cursor's moves (as seen on the screen, either orientation) and the narrow-board rule.
import { parseSquare, squareName } from "@daidai/core";
import { describe, expect, it } from "vitest";
import { cursorKey } from "../src/board/board-keys.js";
import { isNarrow } from "../src/board/narrow-board.js";

const sq = (name: string): number => parseSquare(name);
const moved = (key: string, from: string, orientation: "black" | "white"): string => {
  const action = cursorKey(key, sq(from), orientation, sq("9i"));
  if (action?.kind !== "moved") throw new Error(`${key} did not move the cursor`);
  return squareName(action.square);
};

describe("cursorKey", () => {
  it("the first arrow puts the cursor on the start square", () => {
    expect(cursorKey("ArrowLeft", -1, "black", sq("5c"))).toEqual({ kind: "moved", square: sq("5c") });
  });

  it("moves one square in the direction seen on the screen (Black at the bottom: files 17…1 left to right, ranks a…q top down)", () => {
    expect(moved("ArrowUp", "9i", "black")).toBe("9h");
    expect(moved("ArrowDown", "9i", "black")).toBe("9j");
    expect(moved("ArrowLeft", "9i", "black")).toBe("10i");
    expect(moved("ArrowRight", "9i", "black")).toBe("8i");
  });

  it("turned round (White at the bottom), the screen directions are the other way", () => {
    expect(moved("ArrowUp", "9i", "white")).toBe("9j");
    expect(moved("ArrowLeft", "9i", "white")).toBe("8i");
  });

  it("stops at the edge of the board", () => {
    expect(moved("ArrowUp", "1a", "black")).toBe("1a");
    expect(moved("ArrowRight", "1a", "black")).toBe("1a");
    expect(moved("ArrowDown", "17q", "black")).toBe("17q");
  });

  it("Enter and Space pick the cursor's square, Escape clears it; other keys and no cursor do nothing", () => {
    expect(cursorKey("Enter", sq("3c"), "black", 0)).toEqual({ kind: "pick", square: sq("3c") });
    expect(cursorKey(" ", sq("3c"), "black", 0)).toEqual({ kind: "pick", square: sq("3c") });
    expect(cursorKey("Escape", sq("3c"), "black", 0)).toEqual({ kind: "cleared" });
    expect(cursorKey("Enter", -1, "black", 0)).toBeUndefined();
    expect(cursorKey("a", sq("3c"), "black", 0)).toBeUndefined();
  });
});

describe("isNarrow", () => {
  it("is true when a square is under 32 CSS px (17 squares of 60 units plus 52 units of labels)", () => {
    // 32 px a square: width = 32 × (17 × 60 + 52) / 60 = 571.73 px.
    expect(isNarrow(370)).toBe(true);
    expect(isNarrow(571)).toBe(true);
    expect(isNarrow(572)).toBe(false);
    expect(isNarrow(1000)).toBe(false);
    expect(isNarrow(0)).toBe(false);
  });
});
