/**
 * Perft: the number of leaf nodes of the legal move tree to a given depth — the contract
 * of the move generator (rules.md §13).
 */
import { STATUS_KING_CAPTURED } from "./engine/board-state.js";
import { MAX_MOVES } from "./engine/generation.js";
import { decodeMove } from "./engine/move-convert.js";
import type { GameState } from "./engine/state.js";
import { moveToString } from "./move.js";
import { engineState, type Position } from "./position.js";

const buffers: Int32Array[] = [];

function bufferFor(depth: number): Int32Array {
  let b = buffers[depth];
  if (b === undefined) {
    b = new Int32Array(MAX_MOVES);
    buffers[depth] = b;
  }
  return b;
}

function checkDepth(depth: number, min: number): void {
  if (!Number.isInteger(depth) || depth < min) throw new RangeError(`perft depth must be an integer ≥ ${String(min)}`);
}

/**
 * Number of leaf nodes at `depth` plies below `position` (which is not changed). A
 * position in which a king has just been captured is terminal and counts as one leaf
 * whatever depth is left (rules.md §9); a position with no legal move counts nothing.
 * @example perft(Position.initial(), 2) // 3463
 */
export function perft(position: Position, depth: number): number {
  checkDepth(depth, 0);
  return depth === 0 ? 1 : perftInner(engineState(position), depth);
}

function perftInner(state: GameState, depth: number): number {
  // rules.md §9: "A position in which a king has been captured is terminal: it has no
  // moves, so perft counts it as a leaf and generates nothing below it."
  if (state.lastStatus() === STATUS_KING_CAPTURED) return 1;
  const moves = bufferFor(depth);
  const n = state.generateLegal(moves, 0);
  if (depth === 1) return n;
  let total = 0;
  for (let i = 0; i < n; i++) {
    state.makeMove(moves[i] ?? 0);
    total += perftInner(state, depth - 1);
    state.unmakeMove();
  }
  return total;
}

/** Perft split by first move: `[move string, leaf count]` pairs in generation order. */
export function perftDivide(position: Position, depth: number): [string, number][] {
  checkDepth(depth, 1);
  const state = engineState(position);
  const moves = new Int32Array(MAX_MOVES);
  const n = state.generateLegal(moves, 0);
  const out: [string, number][] = [];
  for (let i = 0; i < n; i++) {
    const m = moves[i] ?? 0;
    state.makeMove(m);
    out.push([moveToString(decodeMove(m)), depth === 1 ? 1 : perftInner(state, depth - 1)]);
    state.unmakeMove();
  }
  return out;
}
