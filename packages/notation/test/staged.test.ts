// Reading only the first moves of a record (ParseOptions.firstMoves) and the rest later
// (ParseResult.more): the same record and diagnostics as one whole read, in any steps.
import { describe, expect, it } from "vitest";
import { mainLine, parseRecord, writeRecord, type GameRecord, type RecordFormat, type RecordNode } from "../src/index.js";
import { parseRecordLazy } from "../src/lazy.js";
import { SAMPLE_MOVES, fixture, mainMoves, randomRecord } from "./helpers.js";

/** Number of moves in a record (every node but the root), walked without recursion. */
function countMoves(record: GameRecord): number {
  let n = 0;
  const stack: RecordNode[] = [...record.root.children];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    n++;
    stack.push(...node.children);
  }
  return n;
}

/** Reads `text` staged: `first` moves, then steps of `step` until done; checks the invariant at every stop. */
function readStaged(text: string, format: RecordFormat, first: number, step: number) {
  const result = parseRecord(text, { format, firstMoves: first });
  let diagnostics = result.diagnostics;
  const more = result.more;
  if (more !== undefined) {
    expect(more.done).toBe(false);
    let read = countMoves(result.record);
    expect(read).toBeGreaterThanOrEqual(first);
    const isDone = (): boolean => more.done;
    for (let guard = 0; !isDone(); guard++) {
      // Stopped between two main-line moves: only the main line's last node may lack children.
      const line = mainLine(result.record);
      expect(line.at(-1)?.children ?? result.record.root.children).toEqual([]);
      diagnostics = more.read(step);
      const now = countMoves(result.record);
      if (!isDone()) expect(now - read).toBeGreaterThanOrEqual(step);
      read = now;
      expect(guard).toBeLessThan(10_000);
    }
  }
  return { record: result.record, diagnostics, staged: more !== undefined };
}

describe("staged read (firstMoves, more)", () => {
  it.each([
    ["pgn", "sample.pgn"],
    ["kif", "sample.kif"],
    ["dsfen", "sample.dsfen"],
  ] as const)("reads the hand-written %s sample in steps into the same record", (format, file) => {
    const text = fixture(file);
    const whole = parseRecord(text, { format });
    expect(mainMoves(whole.record)).toEqual(SAMPLE_MOVES);
    for (const [first, step] of [[0, 1], [1, 1], [2, 3], [5, 100], [12, 1]] as const) {
      const staged = readStaged(text, format, first, step);
      expect(staged.staged).toBe(first < SAMPLE_MOVES.length);
      expect(mainMoves(staged.record)).toEqual(SAMPLE_MOVES);
      expect(staged.record).toEqual(whole.record);
      expect(staged.diagnostics).toEqual(whole.diagnostics);
    }
  });

  it.each(["pgn", "kif", "dsfen"] as const)("reads random %s records with variations and comments in steps like one read", (format) => {
    for (const seed of [1, 2, 3]) {
      const variations = format !== "dsfen";
      const source = randomRecord(seed, { plies: 60, variations, comments: variations, times: variations });
      const text = writeRecord(source, format);
      const whole = parseRecord(text, { format });
      expect(whole.diagnostics).toEqual([]);
      expect(mainMoves(whole.record)).toEqual(mainMoves(source));
      for (const [first, step] of [[0, 1], [7, 5], [30, 1000]] as const) {
        const staged = readStaged(text, format, first, step);
        expect(staged.staged).toBe(true);
        expect(staged.record).toEqual(whole.record);
        expect(staged.diagnostics).toEqual(whole.diagnostics);
      }
    }
  });

  it("reports an illegal move of the rest when the rest is read, located as in one read", async () => {
    const source = randomRecord(7, { plies: 40, variations: false, comments: false, times: false });
    const good = writeRecord(source, "dsfen").trimEnd().split(/\s+/);
    // The 30th move replaced by one that cannot be played (a stationary "move" through one square).
    const lines = [...good.slice(0, -40), ...good.slice(-40, -11), "9j9j9j9j", ...good.slice(-10)].join(" ");
    const whole = parseRecord(lines, { format: "dsfen" });
    expect(whole.diagnostics).toHaveLength(1);
    expect(whole.diagnostics[0]).toMatchObject({ severity: "error", ply: 30 });
    expect(mainMoves(whole.record)).toHaveLength(29);

    const staged = await parseRecordLazy(lines, { format: "dsfen", firstMoves: 10 });
    expect(staged.diagnostics).toEqual([]);
    expect(staged.more?.mainLineMoves).toBe(40);
    expect(mainMoves(staged.record).length).toBeGreaterThanOrEqual(10);
    expect(mainMoves(staged.record).length).toBeLessThan(29);
    const diagnostics = staged.more?.read();
    expect(staged.more?.done).toBe(true);
    expect(diagnostics).toEqual(whole.diagnostics);
    expect(diagnostics?.[0]?.line).toBe(1);
    expect(diagnostics?.[0]?.column).toBe(lines.indexOf("9j9j9j9j") + 1);
    expect(staged.record).toEqual(whole.record);
    // The first result's list is a copy: it does not change afterwards.
    expect(staged.diagnostics).toEqual([]);
  });

  it("sets a KIF result from the ending word once the rest is read, as one read does", () => {
    const source = randomRecord(11, { plies: 30, variations: false, comments: false, times: false });
    source.metadata.rules = { illegalMoveLoses: true };
    const lines = writeRecord(source, "kif").split("\n").filter((l) => !l.startsWith("まで"));
    const text = [...lines, "  31 投了"].join("\n");
    const whole = parseRecord(text, { format: "kif" });
    expect(whole.diagnostics).toEqual([]);
    // 31 plies from Black's first: Black resigned at move 31.
    expect(whole.record.metadata.result).toBe("0-1");
    const first = parseRecord(text, { format: "kif", firstMoves: 3 });
    expect(first.record.metadata.result).toBeUndefined();
    const staged = readStaged(text, "kif", 3, 4);
    expect(staged.staged).toBe(true);
    expect(staged.record.metadata).toEqual(whole.record.metadata);
    expect(staged.record).toEqual(whole.record);
  });

  it("reads a JSON record whole (no rest)", () => {
    const text = fixture("sample.json");
    const result = parseRecord(text, { firstMoves: 1 });
    expect(result.format).toBe("json");
    expect(result.more).toBeUndefined();
    expect(mainMoves(result.record)).toEqual(SAMPLE_MOVES);
  });
});
