/**
 * The Zobrist keys (rules.md §10's position key) are computed per index; they must stay the
 * values of the sequential SplitMix32 generator they were defined with (a hash that changed
 * would change the engine's search), checked here against that generator written out.
 */
import { describe, expect, it } from "vitest";
import { CELLS, CELL_OF_SQUARE, SQUARE_COUNT } from "../src/geometry.js";
import { TYPE_COUNT } from "../src/pieces/registry.js";
import { SIDE_KEY_HI, SIDE_KEY_LO, ZOBRIST_HI, ZOBRIST_LO } from "../src/engine/zobrist.js";

/** The original definition: one SplitMix32 stream from seed 0x9e3779b9, two outputs per table entry, the side key last. */
function sequentialKeys(): { lo: Int32Array; hi: Int32Array } {
  let seed = 0x9e3779b9 | 0;
  const next = (): number => {
    seed = (seed + 0x9e3779b9) | 0;
    let z = seed;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) | 0;
  };
  const entries = 2 * TYPE_COUNT * CELLS + 1;
  const lo = new Int32Array(entries);
  const hi = new Int32Array(entries);
  for (let i = 0; i < entries; i++) {
    lo[i] = next();
    hi[i] = next();
  }
  return { lo, hi };
}

describe("Zobrist keys", () => {
  const expected = sequentialKeys();

  it("equal the sequential generator's on every cell a piece can stand on, for both colours and every type", () => {
    let checked = 0;
    for (let block = 0; block < 2 * TYPE_COUNT; block++) {
      for (let sq = 0; sq < SQUARE_COUNT; sq++) {
        const i = block * CELLS + (CELL_OF_SQUARE[sq] ?? 0);
        if (ZOBRIST_LO[i] !== expected.lo[i] || ZOBRIST_HI[i] !== expected.hi[i]) {
          expect.fail(`key ${String(i)} (square ${String(sq)}, block ${String(block)}) differs`);
        }
        checked++;
      }
    }
    expect(checked).toBe(2 * TYPE_COUNT * 289);
  });

  it("keep the side-to-move key", () => {
    const side = 2 * TYPE_COUNT * CELLS;
    expect([SIDE_KEY_LO, SIDE_KEY_HI]).toEqual([expected.lo[side], expected.hi[side]]);
    expect(SIDE_KEY_LO).not.toBe(0);
  });

  it("are distinct on the squares (no two piece keys alike)", () => {
    const seen = new Set<string>();
    for (let block = 0; block < 2 * TYPE_COUNT; block++) {
      for (let sq = 0; sq < SQUARE_COUNT; sq++) {
        const i = block * CELLS + (CELL_OF_SQUARE[sq] ?? 0);
        seen.add(`${String(ZOBRIST_LO[i])}:${String(ZOBRIST_HI[i])}`);
      }
    }
    expect(seen.size).toBe(2 * TYPE_COUNT * SQUARE_COUNT);
  });
});
