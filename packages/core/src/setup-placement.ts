/**
 * The problems that make a {@link Setup} no position at all: an unknown piece, two kings of
 * one colour. One place for both `Position.fromSetup` (which refuses them) and
 * `setupProblems` (which lists them for editors).
 */
import type { Setup } from "./dsfen.js";
import type { SetupError } from "./errors.js";
import { SQUARE_COUNT, squareName, type Color, type Square } from "./geometry.js";
import { typeOfCode } from "./pieces/registry.js";

/** "Black" or "White", for messages. */
export const SIDE_NAME: Readonly<Record<Color, string>> = { black: "Black", white: "White" };

/** The unknown pieces (each with its square), then each colour with more than one king. */
export function placementProblems(setup: Setup): SetupError[] {
  const problems: SetupError[] = [];
  const kings: Record<Color, Square[]> = { black: [], white: [] };
  for (let sq = 0; sq < SQUARE_COUNT; sq++) {
    const piece = setup.board[sq] ?? null;
    if (piece === null) continue;
    if (typeOfCode(piece.code) < 0) {
      problems.push({ code: "unknownPiece", message: `unknown piece code ${piece.code} on ${squareName(sq)}`, squares: [sq] });
    } else if (piece.code === "K") kings[piece.color].push(sq);
  }
  for (const color of ["black", "white"] as const) {
    const squares = kings[color];
    if (squares.length > 1) {
      problems.push({ code: "twoKings", message: `${SIDE_NAME[color]} has more than one king (${squares.map(squareName).join(", ")})`, squares });
    }
  }
  return problems;
}
