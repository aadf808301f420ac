/**
 * The harness's only contact with @daidai/core's position API: set up a start position,
 * list and play encoded moves (core's move codes, which players return), turn move strings
 * into move codes and back, and count material. Everything else in the match modules works
 * on these helpers.
 */
import { INITIAL_DSFEN, Position, SQUARE_COUNT, moveToString, parseMoveString, type RuleOptions } from "@daidai/core";
import { decodeMove, encodeMove, typeOfCode } from "@daidai/core/engine";
import { BASE_VALUE } from "../evaluation/weights.js";

export { INITIAL_DSFEN, Position, type RuleOptions };

/** The position of a DSFEN (or `startpos`); throws an Error saying what is wrong. */
export function positionOf(start: string, rules: Partial<RuleOptions>): Position {
  const r = Position.fromDsfen(start === "startpos" ? INITIAL_DSFEN : start, rules);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The encoded legal moves of the side to move. */
export function legalCodes(pos: Position): number[] {
  return pos.legalMoves().map(encodeMove);
}

/** Plays an encoded move and returns its move string, or undefined (and plays nothing) when it is not legal. */
export function tryPlayCode(pos: Position, code: number): string | undefined {
  if (!Number.isInteger(code) || code <= 0) return undefined;
  const move = decodeMove(code);
  // A code that is not a move on the board decodes to square -1 (core's play throws on those).
  const onBoard = (s: number): boolean => s >= 0 && s < SQUARE_COUNT;
  if (!onBoard(move.from) || !onBoard(move.to) || !move.via.every(onBoard)) return undefined;
  if (!pos.play(move).ok) return undefined;
  return moveToString(move);
}

/** Plays a legal encoded move and returns its move string; throws when it is not legal. */
export function playCode(pos: Position, code: number): string {
  const text = tryPlayCode(pos, code);
  if (text === undefined) throw new Error(`move code ${String(code)} is not legal here`);
  return text;
}

/** Plays a move string; returns an error message when it is not a legal move. */
export function playMoveString(pos: Position, text: string): string | undefined {
  const parsed = parseMoveString(pos, text);
  if (!parsed.ok) return parsed.error.message;
  const played = pos.play(parsed.value);
  return played.ok ? undefined : played.error.message;
}

/** The move code of a move string, or undefined when it is not a legal move here. */
export function codeOfMoveString(pos: Position, text: string): number | undefined {
  const parsed = parseMoveString(pos, text);
  return parsed.ok ? encodeMove(parsed.value) : undefined;
}

/** Material of Black minus White in centipawns (piece values only). */
export function materialBalance(pos: Position): number {
  let s = 0;
  for (let sq = 0; sq < SQUARE_COUNT; sq++) {
    const p = pos.pieceAt(sq);
    if (p === null) continue;
    const v = BASE_VALUE[typeOfCode(p.code)] ?? 0;
    s += p.color === "black" ? v : -v;
  }
  return s;
}

/** Index of the side to move: 0 Black, 1 White. */
export function sideToMove(pos: Position): 0 | 1 {
  return pos.turn === "black" ? 0 : 1;
}
