/**
 * Scores inside the search: centipawns for the side to move, mates as `MATE - ply`, and how
 * they are reported ({@link toScore}) and stored in the transposition table (mates relative
 * to the node).
 */
import type { Score } from "./limits.js";

/** Score of a mate at the root (a mate found at ply p scores `MATE - p`). */
export const MATE = 30000;
/** Scores beyond this are mates. */
export const MATE_BOUND = MATE - 1000;
/** Beyond every score: the bound of a full window. */
export const INFINITE = 32000;

/** Converts an internal score to a {@link Score}. */
export function toScore(s: number): Score {
  if (s >= MATE_BOUND) return { kind: "mate", value: (MATE - s + 1) >> 1 };
  if (s <= -MATE_BOUND) return { kind: "mate", value: -((MATE + s) >> 1) };
  return { kind: "cp", value: s };
}

/** Mate scores are stored relative to the node, not the root. */
export function toTable(s: number, ply: number): number {
  if (s >= MATE_BOUND) return s + ply;
  if (s <= -MATE_BOUND) return s - ply;
  return s;
}

/** A stored score back relative to the root, at `ply`. */
export function fromTable(s: number, ply: number): number {
  if (s >= MATE_BOUND) return s - ply;
  if (s <= -MATE_BOUND) return s + ply;
  return s;
}
