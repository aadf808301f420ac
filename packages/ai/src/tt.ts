/**
 * Transposition table keyed by core's 64-bit Zobrist hash (two int32 halves): one entry per
 * slot, depth-preferred replacement with an age so entries from older searches give way.
 */

/** Bound types of a stored score. */
export const BOUND_EXACT = 3;
export const BOUND_LOWER = 1;
export const BOUND_UPPER = 2;

/** Bytes per entry (for sizing from megabytes). */
const ENTRY_BYTES = 16;

/** A fixed-size transposition table in typed arrays. */
export class TranspositionTable {
  private mask: number;
  private keyLo: Int32Array;
  private keyHi: Int32Array;
  private moves: Int32Array;
  private scores: Int16Array;
  private depths: Int8Array;
  private info: Uint8Array; // bound | age << 2
  private age = 0;

  /** A table of about `megabytes` MB (rounded down to a power-of-two number of entries). */
  constructor(megabytes: number) {
    const wanted = Math.max(1024, Math.floor((Math.max(1, megabytes) * 1024 * 1024) / ENTRY_BYTES));
    let size = 1024;
    while (size * 2 <= wanted) size *= 2;
    this.mask = size - 1;
    this.keyLo = new Int32Array(size);
    this.keyHi = new Int32Array(size);
    this.moves = new Int32Array(size);
    this.scores = new Int16Array(size);
    this.depths = new Int8Array(size);
    this.info = new Uint8Array(size);
  }

  /** Number of entries. */
  get size(): number {
    return this.mask + 1;
  }

  /** Forgets everything. */
  clear(): void {
    this.keyLo.fill(0);
    this.keyHi.fill(0);
    this.moves.fill(0);
    this.scores.fill(0);
    this.depths.fill(0);
    this.info.fill(0);
    this.age = 0;
  }

  /** Starts a new search: older entries become replaceable. */
  newSearch(): void {
    this.age = (this.age + 1) & 63;
  }

  /** Slot of a key, or -1 when the key is not stored. */
  probe(lo: number, hi: number): number {
    const i = (lo ^ (hi >>> 7)) & this.mask;
    return this.keyLo[i] === lo && this.keyHi[i] === hi && (this.info[i] ?? 0) !== 0 ? i : -1;
  }

  move(slot: number): number {
    return this.moves[slot] ?? 0;
  }

  score(slot: number): number {
    return this.scores[slot] ?? 0;
  }

  depth(slot: number): number {
    return this.depths[slot] ?? 0;
  }

  bound(slot: number): number {
    return (this.info[slot] ?? 0) & 3;
  }

  /** Stores an entry (replaces entries of older searches, other keys of lower depth, or the same key). */
  store(lo: number, hi: number, move: number, score: number, depth: number, bound: number): void {
    const i = (lo ^ (hi >>> 7)) & this.mask;
    const info = this.info[i] ?? 0;
    const same = this.keyLo[i] === lo && this.keyHi[i] === hi;
    if (info !== 0 && !same && info >> 2 === this.age && (this.depths[i] ?? 0) > depth) return;
    if (same && move === 0) move = this.moves[i] ?? 0;
    this.keyLo[i] = lo;
    this.keyHi[i] = hi;
    this.moves[i] = move;
    this.scores[i] = score;
    this.depths[i] = Math.max(-128, Math.min(127, depth));
    this.info[i] = bound | (this.age << 2);
  }
}
