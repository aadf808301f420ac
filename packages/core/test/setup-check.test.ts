/** setupProblems / validateSetup: every problem of a setup at once, located, as values. */
import { describe, expect, it } from "vitest";
import { INITIAL_DSFEN, Position, SQUARE_COUNT, parseDsfen, parseSquare, pieceOf, setupProblems, validateSetup, type Piece, type Setup } from "../src/index.js";

function setupOf(pieces: Record<string, Piece | undefined>, turn: "black" | "white" = "black"): Setup {
  const board: (Piece | null)[] = new Array<Piece | null>(SQUARE_COUNT).fill(null);
  for (const [sq, piece] of Object.entries(pieces)) board[parseSquare(sq)] = piece ?? null;
  return { board, turn, moveNumber: 1 };
}
const black = (code: string): Piece | undefined => pieceOf(code, "black");
const white = (code: string): Piece | undefined => pieceOf(code, "white");

describe("setupProblems", () => {
  it("finds nothing in the initial position, an empty board or a lone king", () => {
    const initial = parseDsfen(INITIAL_DSFEN);
    expect(initial.ok && setupProblems(initial.value)).toEqual([]);
    expect(setupProblems(setupOf({}))).toEqual([]);
    expect(setupProblems(setupOf({ "9q": black("K") }, "white"))).toEqual([]);
  });
  it("names both kings of a colour with two, and each colour separately", () => {
    const problems = setupProblems(setupOf({ "9q": black("K"), "8q": black("K"), "9a": white("K"), "1a": white("K"), "5e": white("K") }));
    expect(problems.map((p) => p.code)).toEqual(["twoKings", "twoKings"]);
    expect(problems[0]?.message).toBe("Black has more than one king (9q, 8q)");
    expect(problems[0]?.squares).toEqual([parseSquare("9q"), parseSquare("8q")]);
    expect(problems[1]?.squares).toEqual([parseSquare("9a"), parseSquare("5e"), parseSquare("1a")].sort((a, b) => a - b));
  });
  it("a promoted piece that moves as a king is no second king", () => {
    // +Ln (lion promoted to furious fiend) and a king: one royal piece.
    expect(setupProblems(setupOf({ "9q": black("K"), "8q": black("+Ln") }))).toEqual([]);
  });
  it("locates an unknown piece (a setup built by hand or read from JSON)", () => {
    const fake = { color: "black", code: "Zz", kind: "Zz", original: "Zz", promoted: false } as Piece;
    const problems = setupProblems(setupOf({ "3c": fake }));
    expect(problems).toEqual([{ code: "unknownPiece", message: "unknown piece code Zz on 3c", squares: [parseSquare("3c")] }]);
    // Position.fromSetup refuses the same setup with the same error.
    const r = Position.fromSetup(setupOf({ "3c": fake }));
    expect(r.ok ? undefined : r.error).toEqual(problems[0]);
  });
  it("reports the side not to move in check (a position that cannot arise), which Position.fromSetup accepts", () => {
    // White's king on 9e, a black rook on 9m: open file, Black to move.
    const setup = setupOf({ "9e": white("K"), "9m": black("R"), "9q": black("K") }, "black");
    expect(Position.fromSetup(setup).ok).toBe(true);
    expect(setupProblems(setup)).toEqual([
      { code: "oppositeCheck", message: "White's king on 9e is in check with Black to move", squares: [parseSquare("9e")] },
    ]);
    // The same board with White to move is a check on the side to move: fine.
    expect(setupProblems({ ...setup, turn: "white" })).toEqual([]);
    // A piece between: no check.
    expect(setupProblems(setupOf({ "9e": white("K"), "9h": white("P"), "9m": black("R") }))).toEqual([]);
    // Under king capture legality the position can arise (the mover may take the king).
    expect(setupProblems(setup, { legality: "kingCapture" })).toEqual([]);
  });
  it("validateSetup gives the setup or the first problem as a Result", () => {
    const good = setupOf({ "9q": black("K") });
    expect(validateSetup(good)).toEqual({ ok: true, value: good });
    const bad = validateSetup(setupOf({ "9q": black("K"), "8q": black("K") }));
    expect(bad.ok ? undefined : bad.error.code).toBe("twoKings");
  });
});
