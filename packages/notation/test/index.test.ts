import { describe, expect, it } from "vitest";
import { BOARD_SIZE, parseMoveList, squareName } from "../src/index.js";
import { parse, SyntaxError as PeggySyntaxError } from "../generated/dsfen-moves.js";

describe("squareName", () => {
  it("names the corners", () => {
    expect(squareName(1, 1)).toBe("1a");
    expect(squareName(BOARD_SIZE, BOARD_SIZE)).toBe("17q");
  });

  it("rejects squares off the board", () => {
    expect(() => squareName(0, 1)).toThrow(RangeError);
    expect(() => squareName(1, 18)).toThrow(RangeError);
    expect(() => squareName(1.5, 1)).toThrow(RangeError);
  });
});

describe("generated dsfen-moves parser", () => {
  it("splits a move list on any whitespace", () => {
    expect(parseMoveList("  7g7f\t3c3d\n P*5e  ")).toEqual(["7g7f", "3c3d", "P*5e"]);
  });

  it("returns an empty list for blank input", () => {
    expect(parseMoveList("")).toEqual([]);
    expect(parseMoveList(" \n ")).toEqual([]);
  });

  it("is the peggy ES-module parser", () => {
    expect(parse("a b")).toEqual(["a", "b"]);
    expect(PeggySyntaxError).toBeTypeOf("function");
  });
});
