import { describe, expect, it } from "vitest";
import { parseRecordLazy } from "../src/lazy.js";
import { SAMPLE_MOVES, SAMPLE_START, fixture, mainMoves } from "./helpers.js";

describe("parseRecordLazy (@daidai/notation/lazy)", () => {
  it.each([
    ["json", "sample.json"],
    ["pgn", "sample.pgn"],
    ["kif", "sample.kif"],
    ["dsfen", "sample.dsfen"],
  ] as const)("reads the hand-written %s sample with its own reader", async (format, file) => {
    const { record, format: read, diagnostics } = await parseRecordLazy(fixture(file));
    expect(read).toBe(format);
    expect(diagnostics).toEqual([]);
    expect(record.startDsfen).toBe(SAMPLE_START);
    expect(mainMoves(record)).toEqual(SAMPLE_MOVES);
  });

  it("needs no reader for an empty text or an unknown format, and says why", async () => {
    const empty = await parseRecordLazy(" \n");
    expect(empty.format).toBeUndefined();
    expect(empty.diagnostics.map((d) => d.message)).toEqual([expect.stringContaining("empty record")]);
    const unknown = await parseRecordLazy("<!doctype html><p>not a record</p>");
    expect(unknown.format).toBeUndefined();
    expect(unknown.diagnostics.map((d) => d.message)).toEqual([expect.stringContaining("unknown record format")]);
  });

  it("uses the format it is given and reports where the text fails", async () => {
    const { format, diagnostics, record } = await parseRecordLazy("this is not PGN at all {", { format: "pgn" });
    expect(format).toBe("pgn");
    expect(record.root.children).toEqual([]);
    expect(diagnostics.some((d) => d.severity === "error" && d.line === 1)).toBe(true);
  });
});
