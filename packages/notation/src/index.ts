/** @daidai/notation — reading and writing dai dai shogi notation. */
import { parse } from "../generated/dsfen-moves.js";

/** Number of files (columns) and ranks (rows) on a dai dai shogi board. */
export const BOARD_SIZE = 17;

/**
 * Name of a square: file number (1-17, counted from the right as in shogi)
 * followed by rank letter (a-q, counted from the top).
 */
export function squareName(file: number, rank: number): string {
  if (!Number.isInteger(file) || file < 1 || file > BOARD_SIZE) {
    throw new RangeError(`file out of range: ${String(file)}`);
  }
  if (!Number.isInteger(rank) || rank < 1 || rank > BOARD_SIZE) {
    throw new RangeError(`rank out of range: ${String(rank)}`);
  }
  return `${String(file)}${String.fromCharCode(96 + rank)}`;
}

/** Split the move section of a DSFEN record into its move tokens. */
export function parseMoveList(text: string): string[] {
  return parse(text, { startRule: "Moves" });
}
