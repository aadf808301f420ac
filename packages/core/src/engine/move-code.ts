/**
 * Compact integer encoding of a move, used by the hot path (generator, make/unmake,
 * search): `from | to << 10 | via << 20`, where `from` and `to` are padded-board cells
 * and `via` (0…24) names the squares captured before the final arrival, relative to
 * `from`: 0 none; 1 + d: [S1]; 9 + d: [S2]; 17 + d: [S1, S2], where d is the absolute
 * direction (0…7) and Sk the k-th square from `from` along it (rules.md §6, formats.md §2).
 */
import { DIR_DELTA } from "../geometry.js";

/** Origin cell of an encoded move. */
export function codeFrom(m: number): number {
  return m & 0x3ff;
}

/** Final cell of an encoded move. */
export function codeTo(m: number): number {
  return (m >>> 10) & 0x3ff;
}

/** Via field (0…24) of an encoded move. */
export function codeVia(m: number): number {
  return m >>> 20;
}

/** Encodes a move from cells and a via field. */
export function makeCode(from: number, to: number, via: number): number {
  return from | (to << 10) | (via << 20);
}

/** Cells captured before the final arrival (0, 1 or 2 of them), in capture order. */
export function viaCells(m: number): number[] {
  const via = m >>> 20;
  if (via === 0) return [];
  const from = m & 0x3ff;
  const d = (via - 1) & 7;
  const pattern = (via - 1) >> 3;
  const delta = DIR_DELTA[d] ?? 0;
  if (pattern === 0) return [from + delta];
  if (pattern === 1) return [from + 2 * delta];
  return [from + delta, from + 2 * delta];
}

/** The via field that captures the given cells before arrival, or -1 if no encoding exists. */
export function viaFieldOf(from: number, cells: readonly number[]): number {
  if (cells.length === 0) return 0;
  for (let d = 0; d < 8; d++) {
    const delta = DIR_DELTA[d] ?? 0;
    if (cells.length === 1) {
      if (cells[0] === from + delta) return 1 + d;
      if (cells[0] === from + 2 * delta) return 9 + d;
    } else if (cells.length === 2 && cells[0] === from + delta && cells[1] === from + 2 * delta) {
      return 17 + d;
    }
  }
  return -1;
}
