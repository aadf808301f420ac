/**
 * A cache of core's `generateCaptures` output by position key: a search meets the same
 * position many times (each iteration of the deepening, re-searches, transpositions), and
 * the captures of a position depend on its board and side to move only, which the key names.
 * A hit copies the stored moves, in the generator's order; the search is unchanged.
 */
import type { GameState, MoveTables } from "@daidai/core/engine";

const ENTRY_BITS = 12;
const ENTRIES = 1 << ENTRY_BITS;
/** Moves kept per entry; a position with more captures is not cached. */
const MAX_CACHED = 13;
/** Words per entry: key (2), count, then the moves. */
const STRIDE = 16;
const EMPTY = -1;

/** See the module documentation. */
export class CaptureCache {
  private readonly words = new Int32Array(ENTRIES * STRIDE);
  private tables: MoveTables | null = null;

  constructor() {
    this.clear();
  }

  /** Forgets every entry. */
  clear(): void {
    for (let e = 0; e < ENTRIES; e++) this.words[e * STRIDE + 2] = EMPTY;
  }

  /**
   * Writes the captures of the side to move in `state` into `out` from `start`, exactly as
   * `state.generateCaptures(out, start)` does; returns the end.
   */
  generate(state: GameState, out: Int32Array, start: number): number {
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
    if (count !== EMPTY && words[base] === lo && words[base + 1] === hi) {
      for (let i = 0; i < count; i++) out[start + i] = words[base + 3 + i] ?? 0;
      return start + count;
    }
    const end = state.generateCaptures(out, start);
    const n = end - start;
    if (n <= MAX_CACHED) {
      words[base] = lo;
      words[base + 1] = hi;
      words[base + 2] = n;
      for (let i = 0; i < n; i++) words[base + 3 + i] = out[start + i] ?? 0;
    }
    return end;
  }
}
