/**
 * The corpus (test/corpus/): files in the dialects real records use, and the bad ones of
 * issue 14, each with the exact record or diagnostics it must give (written by hand).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { mainLine, parseRecord, recordDifferences, writeRecord, type GameRecord, type RecordFormat } from "../src/index.js";
import { mainMoves, randomRecord } from "./helpers.js";

const corpus = (name: string): string => readFileSync(new URL(`corpus/${name}`, import.meta.url), "utf8");

function read(name: string): { record: GameRecord; diagnostics: ReturnType<typeof parseRecord>["diagnostics"]; text: string } {
  const text = corpus(name);
  const r = parseRecord(text);
  return { record: r.record, diagnostics: r.diagnostics, text };
}

/** Every writer's output reads back to the same record (KIF: all but NAGs; DSFEN: the main line). */
function roundTrips(record: GameRecord): void {
  for (const format of ["json", "pgn", "kif"] as RecordFormat[]) {
    const back = parseRecord(writeRecord(record, format), { format });
    expect(back.diagnostics).toEqual([]);
    expect(recordDifferences(record, back.record)).toEqual([]);
  }
}

describe("KIF corpus", () => {
  it("kif-move-lines.kif: trailing text, full-width spaces and every time form are moves, never headers", () => {
    const { record, diagnostics } = read("kif-move-lines.kif");
    expect(diagnostics).toEqual([]);
    expect(mainMoves(record)).toEqual(["8l8k", "10f10g", "9l9k"]);
    const [m1, m2, m3] = mainLine(record);
    expect([m1?.timeSpentMs, m2?.timeSpentMs, m3?.timeSpentMs]).toEqual([5_000, (83 * 60 + 45) * 1000, 5_000]);
    expect(m1?.comments).toEqual(["好手"]);
    expect(m1?.bookmark).toBe("first move");
    expect(record.root.bookmark).toBe("opening");
    expect(m3?.comments).toEqual(["次の一手: 狙い", "a comment"]);
    expect(record.metadata).toMatchObject({ black: "A", white: "B", termination: "resignation", terminationTimeMs: 1_000, result: "1-0", tags: {} });
    roundTrips(record);
  });

  it("kif-header-after-moves.kif: a header line after the first move is a located error, not a header", () => {
    const { record, diagnostics, text } = read("kif-header-after-moves.kif");
    expect(diagnostics).toEqual([
      {
        severity: "error",
        message: "line not understood after the first move: '後手：B'; header lines (key：value) come before the moves",
        line: 5,
        column: 1,
        endLine: 5,
        endColumn: 5,
      },
    ]);
    expect(text.split("\n")[4]).toBe("後手：B");
    expect(record.metadata.white).toBeUndefined();
    expect(mainMoves(record)).toEqual(["8l8k", "10f10g"]);
    expect(record.metadata.result).toBe("*");
  });

  it("kif-sennichite.kif: 千日手 with its time and まで…千日手", () => {
    const { record, diagnostics } = read("kif-sennichite.kif");
    expect(diagnostics).toEqual([]);
    expect(record.metadata).toMatchObject({ termination: "repetition", terminationTimeMs: 7_000, result: "1/2-1/2" });
    const kif = writeRecord(record, "kif");
    expect(kif).toContain("\n   3 千日手   ( 0:07/00:00:07)\nまで2手で千日手\n");
    roundTrips(record);
  });

  it("kif-time-forfeit.kif: the result is known without a まで line", () => {
    const { record, diagnostics } = read("kif-time-forfeit.kif");
    expect(diagnostics).toEqual([]);
    // 切れ負け on move 2: White, to move, lost on time.
    expect(record.metadata).toMatchObject({ termination: "timeForfeit", result: "1-0" });
    expect(writeRecord(record, "kif")).toContain("\n   2 切れ負け\nまで1手で先手の勝ち\n");
  });

  it("kif-funari.kif: 不成 is read", () => {
    const { record, diagnostics } = read("kif-funari.kif");
    expect(diagnostics).toEqual([]);
    expect(mainMoves(record)).toEqual(["8l8k", "10f10g"]);
  });

  it("同 with a half-width space reads like 同 with a full-width one", () => {
    const record = randomRecord(7, { plies: 120, variations: false, comments: false, times: false });
    const full = writeRecord(record, "kif");
    expect(full).toContain("同　");
    const half = parseRecord(full.replace(/同\u3000/g, "同 "));
    expect(half.diagnostics).toEqual([]);
    expect(recordDifferences(record, half.record)).toEqual([]);
  });

  it("a * result is written as KIF's unfinished game: no ending, no まで line", () => {
    const { record } = read("kif-funari.kif");
    record.metadata.result = "*";
    const kif = writeRecord(record, "kif");
    expect(kif).not.toContain("中断");
    expect(kif).not.toContain("まで");
    expect(kif.trimEnd().split("\n").at(-1)).toBe("   2 １０七歩兵(1006)");
  });
});

describe("PGN corpus", () => {
  it("pgn-annotations.pgn: NAGs, suffixes, % escape lines, ; comments, a [%emt] comment that is not the time, a bookmark", () => {
    const { record, diagnostics } = read("pgn-annotations.pgn");
    expect(diagnostics).toEqual([]);
    expect(mainMoves(record)).toEqual(["8l8k", "10f10g", "9l9k"]);
    const [m1, m2, m3] = mainLine(record);
    expect(m1?.nags).toEqual([5, 14]);
    expect(m1?.timeSpentMs).toBe(5_000);
    expect(m1?.comments).toEqual(["[%emt 0:00:09]"]);
    expect(m2?.nags).toEqual([2]);
    expect(m2?.comments).toEqual([" a line comment with a } brace\n on two lines"]);
    expect(m3?.nags).toEqual([4]);
    expect(m3?.bookmark).toBe("the end");
    const pgn = writeRecord(record, "pgn");
    // The time first; a comment that looks like a time (or holds a "}") as a ";" comment.
    expect(pgn).toContain("\n\n1. P-8k $5 $14 {[%emt 0:00:05]} ;[%emt 0:00:09]\n1... P-10g $2 ; a line comment with a } brace\n; on two lines\n2. P-9k $4 {[%bookmark the end]} *\n");
    expect(pgn.split("\n").every((l) => l.length <= 80)).toBe(true);
    expect(pgn).not.toMatch(/\\[{}]/);
    const back = parseRecord(pgn);
    expect(back.diagnostics).toEqual([]);
    expect(recordDifferences(record, back.record)).toEqual([]);
  });

  it("pgn-bad.pgn: bounded quotes, located diagnostics inside their line", () => {
    const { diagnostics, text } = read("pgn-bad.pgn");
    const lines = text.split("\n");
    // Line 3: "1. P-8k " (columns 1-8), 300 x (9-308), " ) 1... P-10g (" (")" at 310, "(" at 323).
    expect(diagnostics.map((d) => [d.line, d.column, d.endColumn])).toEqual([
      [3, 310, 311],
      [3, 323, 324],
      [3, 9, 309],
    ]);
    expect(diagnostics[0]?.message).toBe("unexpected ')': no variation is open");
    expect(diagnostics[1]?.message).toBe("unterminated variation: expected ')'");
    expect(diagnostics[2]?.message).toMatch(/^move 1\.\.\. x{79}…: not a western move: .{0,150}$/);
    for (const d of diagnostics) expect(d.endColumn ?? 0).toBeLessThanOrEqual((lines[(d.endLine ?? d.line) - 1]?.length ?? 0) + 1);
  });

  it("at most 50 diagnostics per record, then one 'and N more'", () => {
    const text = `[Event "many"]\n\n${Array.from({ length: 120 }, () => ")").join(" ")} *\n`;
    const { diagnostics } = parseRecord(text);
    expect(diagnostics).toHaveLength(51);
    expect(diagnostics[50]).toMatchObject({ severity: "error", message: "and 70 more diagnostic(s) not shown" });
  });
});
