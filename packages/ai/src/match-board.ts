/**
 * The harness's only contact with @daidai/core's position API: set up a start position,
 * list and play encoded moves, turn move strings into move codes and back, and count
 * material. Everything else in the match modules works on these helpers.
 */
import {
  BLACK_BIT,
  CELL_OF_SQUARE,
  INITIAL_DSFEN,
  MAX_MOVES,
  Position,
  SQUARE_COUNT,
  TYPE_MASK,
  decodeMove,
  moveToString,
  parseMoveString,
  type RuleOptions,
} from "@daidai/core";
import { BASE_VALUE } from "./evaluation.js";

export { INITIAL_DSFEN, Position, type RuleOptions };

const scratch = new Int32Array(MAX_MOVES);

/** The position of a DSFEN (or `startpos`); throws an Error saying what is wrong. */
export function positionOf(start: string, rules: Partial<RuleOptions>): Position {
  return Position.fromDsfen(start === "startpos" ? INITIAL_DSFEN : start, rules);
}

/** The encoded legal moves of the side to move. */
export function legalCodes(pos: Position): number[] {
  const n = pos.generateLegal(scratch, 0);
  return Array.from(scratch.subarray(0, n));
}

/** True if `code` is a legal move of the side to move. */
export function isLegalCode(pos: Position, code: number): boolean {
  const n = pos.generateLegal(scratch, 0);
  for (let i = 0; i < n; i++) if (scratch[i] === code) return true;
  return false;
}

/** Plays a legal encoded move and returns its move string. */
export function playCode(pos: Position, code: number): string {
  const text = moveToString(decodeMove(code));
  pos.makeMove(code);
  return text;
}

/** Plays a move string; returns an error message when it is not a legal move. */
export function playMoveString(pos: Position, text: string): string | undefined {
  const parsed = parseMoveString(pos, text);
  if (!parsed.ok) return parsed.error;
  pos.play(parsed.move);
  return undefined;
}

/** The legal move code of a move string, or undefined when it is not legal here. */
export function codeOfMoveString(pos: Position, text: string): number | undefined {
  const n = pos.generateLegal(scratch, 0);
  for (let i = 0; i < n; i++) {
    const code = scratch[i] ?? 0;
    if (moveToString(decodeMove(code)) === text) return code;
  }
  return undefined;
}

/** Material of Black minus White in centipawns (piece values only). */
export function materialBalance(pos: Position): number {
  let s = 0;
  for (let sq = 0; sq < SQUARE_COUNT; sq++) {
    const c = pos.board[CELL_OF_SQUARE[sq] ?? 0] ?? 0;
    if (c === 0) continue;
    const v = BASE_VALUE[c & TYPE_MASK] ?? 0;
    s += (c & BLACK_BIT) !== 0 ? v : -v;
  }
  return s;
}

/** Index of the side to move: 0 Black, 1 White. */
export function sideToMove(pos: Position): 0 | 1 {
  return pos.turn === "black" ? 0 : 1;
}
