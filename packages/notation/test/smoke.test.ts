import { describe, expect, it } from "vitest";
import { Position } from "@daidai/core";
import { convert, formatMove, parseRecord, writeRecord } from "../src/index.js";

describe("smoke", () => {
  it("reads and writes", () => {
    const pos = Position.initial();
    const moves = pos.legalMoves().slice(0, 5).map((m) => formatMove(pos, m, "western"));
    console.log(moves, pos.legalMoves().slice(0, 5).map((m) => formatMove(pos, m, "japanese")));
    const r = parseRecord("1. P-8k P-10g 2. P-9k {hi} (2. P-7k) *", { format: "pgn" });
    console.log(r.diagnostics);
    for (const f of ["json", "pgn", "kif", "dsfen"] as const) {
      const text = writeRecord(r.record, f);
      console.log(text);
      console.log(JSON.stringify(convert(text, "pgn").diagnostics));
    }
    expect(r.diagnostics).toEqual([]);
  });
});
