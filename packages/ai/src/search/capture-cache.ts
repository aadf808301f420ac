/**
 * Core's `generateCaptures` output for the search, got more cheaply, the same moves in the
 * same order (the search is unchanged):
 * - a cache by position key: a search meets the same position many times (each iteration
 *   of the deepening, re-searches, transpositions), and the captures of a position depend on
 *   its board and side to move only, which the key names. A hit copies the stored moves;
 * - otherwise, when the node two plies up the current line (the same side to move) had its
 *   captures written, core's `generateCapturesSince` derives them from that list: only the
 *   pieces whose captures the two moves may have changed are generated again.
 */
import { generateCapturesSince, type GameState, type MoveTables } from "@daidai/core/engine";

const ENTRY_BITS = 12;
const ENTRIES = 1 << ENTRY_BITS;
/** Moves kept per entry; a position with more captures is not cached. */
const MAX_CACHED = 13;
/** Words per entry: key (2), count, then the moves. */
const STRIDE = 16;
const EMPTY = -1;
/** Search plies whose last capture list is kept (the search's MAX_PLY + 2 is less). */
const PLIES = 128;
/** The farthest (plies up the line) a list is derived from: beyond, the changes add up to a generation's cost. */
const MAX_BACK = 6;
/** Moves kept of a ply's list; a longer one is not kept. */
const LIST_MAX = 64;

/** See the module documentation. */
export class CaptureCache {
  private readonly words = new Int32Array(ENTRIES * STRIDE);
  private tables: MoveTables | null = null;
  // The last list written at each search ply: its moves, count (EMPTY: none kept), the
  // history ply of its position and that position's key.
  private readonly lists = new Int32Array(PLIES * LIST_MAX);
  private readonly listCount = new Int32Array(PLIES).fill(EMPTY);
  private readonly listPly = new Int32Array(PLIES);
  private readonly listLo = new Int32Array(PLIES);
  private readonly listHi = new Int32Array(PLIES);

  constructor() {
    this.clear();
  }

  /** Forgets every entry. */
  clear(): void {
    for (let e = 0; e < ENTRIES; e++) this.words[e * STRIDE + 2] = EMPTY;
    this.listCount.fill(EMPTY);
  }

  /**
   * Writes the captures of the side to move in `state` into `out` from `start`, exactly as
   * `state.generateCaptures(out, start)` does; returns the end. `ply`: the search ply of the
   * node (the list two plies up the line is used when it was kept; any ply is correct).
   */
  generate(state: GameState, out: Int32Array, start: number, ply: number): number {
    if (state.tables !== this.tables) {
      // Another rule set moves the pieces otherwise: the entries do not apply.
      this.tables = state.tables;
      this.clear();
    }
    const words = this.words;
    const lo = state.hashLo;
    const hi = state.hashHi;
    const base = ((lo ^ (hi >>> 7)) & (ENTRIES - 1)) * STRIDE;
    const count = words[base + 2] ?? EMPTY;
    let end: number;
    if (count !== EMPTY && words[base] === lo && words[base + 1] === hi) {
      for (let i = 0; i < count; i++) out[start + i] = words[base + 3 + i] ?? 0;
      end = start + count;
    } else {
      end = this.derive(state, out, start, ply);
      const n = end - start;
      if (n <= MAX_CACHED) {
        words[base] = lo;
        words[base + 1] = hi;
        words[base + 2] = n;
        for (let i = 0; i < n; i++) words[base + 3 + i] = out[start + i] ?? 0;
      }
    }
    this.keep(state, out, start, end, ply);
    return end;
  }

  /**
   * Core's captures, derived from the list of the nearest node of this line two, four or
   * six plies up (the same side to move) that kept one; generated anew when none did.
   */
  private derive(state: GameState, out: Int32Array, start: number, ply: number): number {
    for (let back = 2; back <= MAX_BACK && back <= ply; back += 2) {
      const up = ply - back;
      if (up >= PLIES) continue;
      const count = this.listCount[up] ?? EMPTY;
      const at = this.listPly[up] ?? 0;
      // The list is of this line when the position `back` plies back has the key it was written for.
      if (count === EMPTY || state.ply - at !== back || !state.keyAtPlyIs(at, this.listLo[up] ?? 0, this.listHi[up] ?? 0)) continue;
      const first = up * LIST_MAX;
      return generateCapturesSince(state, this.lists, first, first + count, at, out, start);
    }
    return state.generateCaptures(out, start);
  }

  /** Keeps the list just written as the list of search ply `ply`. */
  private keep(state: GameState, out: Int32Array, start: number, end: number, ply: number): void {
    if (ply < 0 || ply >= PLIES) return;
    const n = end - start;
    if (n > LIST_MAX) {
      this.listCount[ply] = EMPTY;
      return;
    }
    const lists = this.lists;
    const first = ply * LIST_MAX;
    for (let i = 0; i < n; i++) lists[first + i] = out[start + i] ?? 0;
    this.listCount[ply] = n;
    this.listPly[ply] = state.ply;
    this.listLo[ply] = state.hashLo;
    this.listHi[ply] = state.hashHi;
  }
}
