/**
 * Compact integer encoding of a move, used by the hot path (generator, make/unmake,
 * search): `from | to << 10 | via << 20`, where `from` and `to` are padded-board cells
 * and `via` (0…24) names the squares captured before the final arrival, relative to
 * `from`: 0 none; 1 + d: [S1]; 9 + d: [S2]; 17 + d: [S1, S2], where d is the absolute
 * direction (0…7) and Sk the k-th square from `from` along it (rules.md §6, formats.md §2).
 *
 * This module is the only place that knows the layout: everything else reads a code's
 * fields through the accessors below.
 */
import { DIR_DELTA } from "../geometry.js";

const CELL_MASK = 0x3ff;
const TO_SHIFT = 10;
const VIA_SHIFT = 20;

/** Origin cell of an encoded move. */
export function codeFrom(m: number): number {
  return m & CELL_MASK;
}

/** Final cell of an encoded move. */
export function codeTo(m: number): number {
  return (m >>> TO_SHIFT) & CELL_MASK;
}

/** Via field (0…24) of an encoded move: 0 when nothing is captured before the arrival. */
export function codeVia(m: number): number {
  return m >>> VIA_SHIFT;
}

/** Encodes a move from cells and a via field. */
export function makeCode(from: number, to: number, via: number): number {
  return from | (to << TO_SHIFT) | (via << VIA_SHIFT);
}

/** The via field that captures S1 (the first square from the origin in direction `d`). */
export function viaFirstOnly(d: number): number {
  return 1 + d;
}

/** The via field that captures S2 (the second square from the origin in direction `d`). */
export function viaSecondOnly(d: number): number {
  return 9 + d;
}

/** The via field that captures S1 then S2 in direction `d`. */
export function viaBoth(d: number): number {
  return 17 + d;
}

/** Cell captured first before the arrival (S1 of a [S1] or [S1, S2] move, S2 of an [S2] move), or 0. */
export function viaFirstCell(m: number): number {
  const via = m >>> VIA_SHIFT;
  if (via === 0) return 0;
  const delta = DIR_DELTA[(via - 1) & 7] ?? 0;
  return (m & CELL_MASK) + (via >= 9 && via < 17 ? 2 * delta : delta);
}

/** Cell captured second before the arrival (S2 of an [S1, S2] move), or 0. */
export function viaSecondCell(m: number): number {
  const via = m >>> VIA_SHIFT;
  if (via < 17) return 0;
  return (m & CELL_MASK) + 2 * (DIR_DELTA[(via - 1) & 7] ?? 0);
}

/**
 * Writes the cells captured before the final arrival (0, 1 or 2 of them, in capture order)
 * into `out` from index 0 and returns how many; decodes the via field once (hot path).
 */
export function writeViaCells(m: number, out: Int32Array): number {
  const via = m >>> VIA_SHIFT;
  if (via === 0) return 0;
  const from = m & CELL_MASK;
  const delta = DIR_DELTA[(via - 1) & 7] ?? 0;
  if (via < 9) {
    out[0] = from + delta;
    return 1;
  }
  if (via < 17) {
    out[0] = from + 2 * delta;
    return 1;
  }
  out[0] = from + delta;
  out[1] = from + 2 * delta;
  return 2;
}

/** Cells captured before the final arrival (0, 1 or 2 of them), in capture order. */
export function viaCells(m: number): number[] {
  const first = viaFirstCell(m);
  if (first === 0) return [];
  const second = viaSecondCell(m);
  return second === 0 ? [first] : [first, second];
}

/** True for a pass (§6.1): the piece stays where it is and captures nothing. */
export function isPassCode(m: number): boolean {
  return (m & CELL_MASK) === ((m >>> TO_SHIFT) & CELL_MASK) && m >>> VIA_SHIFT === 0;
}

/** The via field that captures the given cells before arrival, or -1 if no encoding exists. */
export function viaFieldOf(from: number, cells: readonly number[]): number {
  if (cells.length === 0) return 0;
  for (let d = 0; d < 8; d++) {
    const delta = DIR_DELTA[d] ?? 0;
    if (cells.length === 1) {
      if (cells[0] === from + delta) return viaFirstOnly(d);
      if (cells[0] === from + 2 * delta) return viaSecondOnly(d);
    } else if (cells.length === 2 && cells[0] === from + delta && cells[1] === from + 2 * delta) {
      return viaBoth(d);
    }
  }
  return -1;
}
