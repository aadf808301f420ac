/**
 * Perft: the number of leaf nodes of the legal move tree to a given depth — the contract
 * of the move generator (rules.md §13).
 */
import { MAX_MOVES, STATUS_KING_CAPTURED } from "./engine/state.js";
import { decodeMove, moveToString, type Position } from "./position.js";

const buffers: Int32Array[] = [];

function bufferFor(depth: number): Int32Array {
  let b = buffers[depth];
  if (b === undefined) {
    b = new Int32Array(MAX_MOVES);
    buffers[depth] = b;
  }
  return b;
}

/**
 * Number of leaf nodes at `depth` plies below `position` (which is left unchanged). A
 * position in which a king has just been captured is terminal and counts as one leaf
 * whatever depth is left (rules.md §9); a position with no legal move counts nothing.
 */
export function perft(position: Position, depth: number): number {
  if (!Number.isInteger(depth) || depth < 0) throw new RangeError("perft depth must be a non-negative integer");
  if (depth === 0) return 1;
  return perftInner(position, depth);
}

function perftInner(position: Position, depth: number): number {
  // rules.md §9: "A position in which a king has been captured is terminal: it has no
  // moves, so perft counts it as a leaf and generates nothing below it."
  if (position.lastStatus() === STATUS_KING_CAPTURED) return 1;
  const moves = bufferFor(depth);
  const n = position.generateLegal(moves, 0);
  if (depth === 1) return n;
  let total = 0;
  for (let i = 0; i < n; i++) {
    position.makeMove(moves[i] ?? 0);
    total += perftInner(position, depth - 1);
    position.unmakeMove();
  }
  return total;
}

/** Perft split by first move: `[move string, leaf count]` pairs in generation order. */
export function perftDivide(position: Position, depth: number): [string, number][] {
  if (!Number.isInteger(depth) || depth < 1) throw new RangeError("perft divide depth must be a positive integer");
  const moves = new Int32Array(MAX_MOVES);
  const n = position.generateLegal(moves, 0);
  const out: [string, number][] = [];
  for (let i = 0; i < n; i++) {
    const m = moves[i] ?? 0;
    position.makeMove(m);
    out.push([moveToString(decodeMove(m)), depth === 1 ? 1 : perftInner(position, depth - 1)]);
    position.unmakeMove();
  }
  return out;
}
