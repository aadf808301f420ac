import { describe, expect, it } from "vitest";
import { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER, TranspositionTable } from "../src/search/tt.js";

// Keys whose slot index (lo ^ (hi >>> 7)) & mask is the same in a 1 MB table (65 536 entries).
const LO = 0x12345;
const HI = -0x6789abc;
const SAME_SLOT_LO = LO ^ 0x10000; // differs only above the mask: same slot, other key

describe("TranspositionTable", () => {
  it("reads back what it stored, signed scores and depths included", () => {
    const tt = new TranspositionTable(1);
    expect(tt.probe(LO, HI)).toBe(-1);
    tt.store(LO, HI, 0x7abcdef, -29_950, -3, BOUND_UPPER);
    const slot = tt.probe(LO, HI);
    expect(slot).toBeGreaterThanOrEqual(0);
    expect([tt.move(slot), tt.score(slot), tt.depth(slot), tt.bound(slot)]).toEqual([0x7abcdef, -29_950, -3, BOUND_UPPER]);
    tt.store(LO, HI, -5, 31_000, 127, BOUND_EXACT);
    const s2 = tt.probe(LO, HI);
    expect([tt.move(s2), tt.score(s2), tt.depth(s2), tt.bound(s2)]).toEqual([-5, 31_000, 127, BOUND_EXACT]);
    expect(tt.probe(LO, HI ^ 1)).toBe(-1);
  });

  it("keeps the deeper entry of the same search, and gives way to a new search", () => {
    const tt = new TranspositionTable(1);
    expect(tt.size).toBe(65_536);
    tt.store(LO, HI, 11, 50, 6, BOUND_LOWER);
    tt.store(SAME_SLOT_LO, HI, 22, 60, 2, BOUND_LOWER);
    expect(tt.probe(SAME_SLOT_LO, HI)).toBe(-1);
    expect(tt.move(tt.probe(LO, HI))).toBe(11);
    tt.newSearch();
    tt.store(SAME_SLOT_LO, HI, 22, 60, 2, BOUND_LOWER);
    expect(tt.probe(LO, HI)).toBe(-1);
    expect(tt.move(tt.probe(SAME_SLOT_LO, HI))).toBe(22);
  });

  it("keeps the old move when the same key is stored without one", () => {
    const tt = new TranspositionTable(1);
    tt.store(LO, HI, 33, 10, 4, BOUND_EXACT);
    tt.store(LO, HI, 0, -10, 5, BOUND_UPPER);
    const slot = tt.probe(LO, HI);
    expect([tt.move(slot), tt.score(slot), tt.depth(slot)]).toEqual([33, -10, 5]);
  });

  it("shares its entries with a table over the same SharedArrayBuffer, and rejects a torn entry", () => {
    const a = TranspositionTable.shared(1);
    const b = new TranspositionTable(1, a.buffer as SharedArrayBuffer);
    a.store(LO, HI, 44, 123, 7, BOUND_EXACT);
    expect(b.score(b.probe(LO, HI))).toBe(123);
    // Another store's move word written over this entry (as a racing thread could) breaks the check.
    const words = new Int32Array(a.buffer);
    const slot = a.probe(LO, HI);
    words[slot + 2] = 55;
    expect(b.probe(LO, HI)).toBe(-1);
    expect(() => new TranspositionTable(2, a.buffer as SharedArrayBuffer)).toThrow(RangeError);
  });
});

describe("a table shared by two engines (Lazy SMP)", () => {
  it("lets the second engine reuse the first one's work", async () => {
    const { Position } = await import("@daidai/core");
    const { Engine, sharedTableBuffer } = await import("../src/index.js");
    const table = sharedTableBuffer(4);
    const a = new Engine({ sharedTable: table });
    const b = new Engine({ sharedTable: table });
    const alone = new Engine({ hashMb: 4 });
    const pos = Position.initial();
    const first = a.search(pos, { depth: 5 });
    const reused = b.search(pos, { depth: 5 });
    const fresh = alone.search(pos, { depth: 5 });
    // The same search with its own empty table needs as many nodes as the first engine did.
    expect(fresh.nodes).toBe(first.nodes);
    expect(reused.nodes).toBeLessThan(first.nodes / 2); // PV nodes never cut on the table, so not far less
    expect(pos.legalMoves().some((m) => reused.best !== null && m.from === reused.best.from && m.to === reused.best.to)).toBe(true);
  });
});
