/**
 * Transposition table keyed by core's 64-bit Zobrist hash (two int32 halves): one entry per
 * slot, depth-preferred replacement with an age so entries from older searches give way.
 *
 * An entry is four consecutive int32 words in one typed array, so a probe or a store touches
 * one cache line (six parallel arrays cost six cache and TLB misses a store):
 *
 * | word | content |
 * | --- | --- |
 * | 0 | low half of the key |
 * | 1 | high half of the key XOR words 2 and 3 (a check: a torn entry fails it) |
 * | 2 | the move |
 * | 3 | score (bits 0–15, saturated at ±32 767), depth (16–23), bound (24–25), age (26–31) |
 *
 * The words can live in a `SharedArrayBuffer` that several search threads share (Lazy SMP):
 * each thread reads and writes whole words, and the XOR check rejects an entry whose words
 * come from two different stores.
 */

/** Bound types of a stored score. */
export const BOUND_EXACT = 3;
export const BOUND_LOWER = 1;
export const BOUND_UPPER = 2;

/** The largest score magnitude an entry holds (16 signed bits); larger scores are stored as ± this. */
export const SCORE_MAX = 32767;

/** Bytes per entry (for sizing from megabytes). */
const ENTRY_BYTES = 16;

/** Number of entries of a table of about `megabytes` MB (a power of two, at least 1024). */
export function tableEntries(megabytes: number): number {
  const wanted = Math.max(1024, Math.floor((Math.max(1, megabytes) * 1024 * 1024) / ENTRY_BYTES));
  let size = 1024;
  while (size * 2 <= wanted) size *= 2;
  return size;
}

/** A fixed-size transposition table in one Int32Array (optionally over shared memory). */
export class TranspositionTable {
  private readonly mask: number;
  private readonly data: Int32Array;
  private age = 0;

  /**
   * A table of about `megabytes` MB (rounded down to a power-of-two number of entries). With
   * `shared`, a buffer of {@link TranspositionTable.bytes} bytes made by another table of
   * the same size, both tables read and write the same entries.
   */
  constructor(megabytes: number, shared?: SharedArrayBuffer) {
    const size = tableEntries(megabytes);
    this.mask = size - 1;
    if (shared !== undefined && shared.byteLength !== size * ENTRY_BYTES) {
      throw new RangeError(`shared table buffer has ${String(shared.byteLength)} bytes, expected ${String(size * ENTRY_BYTES)}`);
    }
    this.data = shared !== undefined ? new Int32Array(shared) : new Int32Array(size * 4);
    // Touch every page now: the system maps fresh memory lazily, and a page fault at the
    // first store into each page cost about a fifth of the search's time in a 64 MB table
    // (measured in the bench). The cost is paid here, once, instead of under the clock.
    if (shared === undefined) this.data.fill(0);
  }

  /** A table of about `megabytes` MB in a new SharedArrayBuffer (see {@link TranspositionTable.buffer}), its pages touched. */
  static shared(megabytes: number): TranspositionTable {
    const table = new TranspositionTable(megabytes, new SharedArrayBuffer(tableEntries(megabytes) * ENTRY_BYTES));
    table.data.fill(0); // touch the pages here, as for a table of one's own
    return table;
  }

  /** Number of entries. */
  get size(): number {
    return this.mask + 1;
  }

  /** The memory of the entries (a SharedArrayBuffer for a shared table). */
  get buffer(): ArrayBufferLike {
    return this.data.buffer;
  }

  /** Forgets everything. */
  clear(): void {
    this.data.fill(0);
    this.age = 0;
  }

  /** Starts a new search: older entries become replaceable. */
  newSearch(): void {
    this.age = (this.age + 1) & 63;
  }

  /** Slot of a key (an offset to pass to the readers), or -1 when the key is not stored. */
  probe(lo: number, hi: number): number {
    const i = ((lo ^ (hi >>> 7)) & this.mask) << 2;
    const d = this.data;
    const w2 = d[i + 2] ?? 0;
    const w3 = d[i + 3] ?? 0;
    return d[i] === lo && ((d[i + 1] ?? 0) ^ w2 ^ w3) === hi && w3 >>> 24 !== 0 ? i : -1;
  }

  move(slot: number): number {
    return this.data[slot + 2] ?? 0;
  }

  score(slot: number): number {
    return ((this.data[slot + 3] ?? 0) << 16) >> 16;
  }

  depth(slot: number): number {
    return ((this.data[slot + 3] ?? 0) << 8) >> 24;
  }

  bound(slot: number): number {
    return ((this.data[slot + 3] ?? 0) >>> 24) & 3;
  }

  /** Stores an entry (replaces entries of older searches, other keys of lower depth, or the same key). */
  store(lo: number, hi: number, move: number, score: number, depth: number, bound: number): void {
    const i = ((lo ^ (hi >>> 7)) & this.mask) << 2;
    const d = this.data;
    const old2 = d[i + 2] ?? 0;
    const old3 = d[i + 3] ?? 0;
    const info = old3 >>> 24;
    const same = d[i] === lo && ((d[i + 1] ?? 0) ^ old2 ^ old3) === hi;
    if (info !== 0 && !same && info >> 2 === this.age && ((old3 << 8) >> 24) > depth) return;
    if (same && move === 0) move = old2;
    const dep = depth < -128 ? -128 : depth > 127 ? 127 : depth;
    // Saturate rather than wrap: the search's scores stay within ±MATE, this is a safety net.
    const sc = score > SCORE_MAX ? SCORE_MAX : score < -SCORE_MAX ? -SCORE_MAX : score;
    const w3 = (sc & 0xffff) | ((dep & 0xff) << 16) | ((bound | (this.age << 2)) << 24);
    d[i] = lo;
    d[i + 1] = hi ^ move ^ w3;
    d[i + 2] = move;
    d[i + 3] = w3;
  }
}
