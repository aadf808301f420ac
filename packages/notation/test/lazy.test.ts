import { afterEach, describe, expect, it, vi } from "vitest";
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

describe("parseRecordLazy when a reader cannot be loaded", () => {
  afterEach(() => {
    vi.doUnmock("../src/kif/read.js");
    vi.resetModules();
  });

  it("says so in readerNotLoaded and in a diagnostic, and keeps no record", async () => {
    vi.resetModules();
    vi.doMock("../src/kif/read.js", () => {
      throw new Error("Failed to fetch");
    });
    const lazy = await import("../src/lazy.js");
    const result = await lazy.parseRecordLazy(fixture("sample.kif"));
    expect(result.format).toBe("kif");
    // Vitest wraps the mock's error in one of its own: any message will do.
    expect(result.readerNotLoaded).toMatch(/\S/);
    expect(result.record.root.children).toEqual([]);
    expect(result.diagnostics).toEqual([expect.objectContaining({ severity: "error", line: 1, column: 1, message: expect.stringContaining("cannot load the kif reader") as unknown })]);
  });

  it("leaves readerNotLoaded unset when the reader loads", async () => {
    const result = await parseRecordLazy(fixture("sample.kif"));
    expect(result.readerNotLoaded).toBeUndefined();
  });
});
