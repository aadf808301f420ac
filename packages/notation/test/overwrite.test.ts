/**
 * Nothing overwritten or merged silently (issue 30): repeated tags, headers and keys, games
 * without moves in collections, まで lines, chess PGN's SetUp/FEN, KIF times the grammar
 * does not take. Each corpus file (test/corpus/) with the exact record and diagnostics,
 * written by hand.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { mainLine, parseCollection, parseRecord, recordDifferences, writeRecord, type Diagnostic } from "../src/index.js";
import { mainMoves } from "./helpers.js";

const corpus = (name: string): string => readFileSync(new URL(`corpus/${name}`, import.meta.url), "utf8");
const brief = (ds: readonly Diagnostic[]): [string, number, string][] => ds.map((d) => [d.severity, d.line, d.message]);

describe("repeated tags, headers and keys", () => {
  it("pgn-duplicate-tags.pgn: the first value is kept, a later different one as a tag '<name> (2)', each with a warning", () => {
    const r = parseRecord(corpus("pgn-duplicate-tags.pgn"));
    expect(brief(r.diagnostics)).toEqual([
      ["warning", 4, "tag White given again: the first value 'A' is kept; 'C' is kept as the tag 'White (2)'"],
      ["warning", 6, "tag Result given again: the first value '1-0' is kept, '0-1' is not"],
      ["warning", 8, "tag Annotator given again with the same value 'X'"],
      ["warning", 9, "tag Annotator given again: the first value 'X' is kept; 'Y' is kept as the tag 'Annotator (2)'"],
    ]);
    expect(r.record.metadata).toMatchObject({ event: "Club", white: "A", black: "B", result: "1-0", tags: { "White (2)": "C", Annotator: "X", "Annotator (2)": "Y" } });
    for (const format of ["pgn", "kif", "json"] as const) {
      const back = parseRecord(writeRecord(r.record, format), { format });
      expect(back.diagnostics).toEqual([]);
      expect(recordDifferences(r.record, back.record)).toEqual([]);
    }
  });

  it("kif-duplicate-headers.kif: the same for KIF headers; 手合割 given twice keeps the first", () => {
    const r = parseRecord(corpus("kif-duplicate-headers.kif"));
    expect(brief(r.diagnostics)).toEqual([
      ["warning", 3, "header 先手 given again: the first value 'A' is kept; 'C' is kept as the tag '先手 (2)'"],
      ["warning", 5, "header 棋戦 given again with the same value 'X'"],
      ["warning", 7, "header 手合割 given again: the first value '大大将棋' is kept, '平手' is not"],
    ]);
    expect(r.record.metadata).toMatchObject({ black: "A", white: "B", event: "X", result: "*", tags: { "先手 (2)": "C" } });
    expect(mainMoves(r.record)).toEqual(["8l8k", "10f10g"]);
  });

  it("json-duplicate-keys.json: the last value is kept (as JSON.parse does), each earlier one reported", () => {
    const text = corpus("json-duplicate-keys.json");
    const r = parseRecord(text);
    const col = (needle: string, from = 0): number => text.indexOf(needle, from) + 1;
    expect(r.diagnostics.map((d) => [d.column, d.message])).toEqual([
      [col('"black"'), "key 'black' in metadata is given again later: this value is not kept, the last one is"],
      [col('"Opening"'), "key 'Opening' in metadata.tags is given again later: this value is not kept, the last one is"],
      [col('"comments"'), "key 'comments' in a move is given again later: this value is not kept, the last one is"],
    ]);
    expect(r.record.metadata).toMatchObject({ black: "C", white: "B", tags: { Opening: "Y" } });
    expect(mainLine(r.record)[0]?.comments).toEqual(["b"]);
  });
});

describe("games without moves in a collection, and what follows a game", () => {
  it("pgn-header-only-game.pgn: a game of tags only is a record of its own", () => {
    const c = parseCollection(corpus("pgn-header-only-game.pgn"));
    expect(c.records.map((e) => [e.line, e.record.metadata.event, e.record.metadata.white, mainMoves(e.record).length, e.diagnostics.length])).toEqual([
      [1, "one", "A", 0, 0],
      [4, "two", "B", 1, 0],
    ]);
  });

  it("kif-collection.kif: a game of headers only, 終了日時 after the moves, then the next game", () => {
    const c = parseCollection(corpus("kif-collection.kif"));
    expect(c.records.map((e) => [e.line, e.record.metadata.black, e.record.metadata.white, mainMoves(e.record), e.diagnostics])).toEqual([
      [1, "A", "B", [], []],
      [5, "C", "D", ["8l8k"], []],
      [12, "E", "F", ["8l8k"], []],
    ]);
    expect(c.records[1]?.record.metadata).toMatchObject({ result: "1-0", termination: "resignation", tags: { EndDate: "2024/01/02 10:00:00" } });
    expect(c.records[2]?.record.metadata.date).toBe("2024/01/03");
  });
});

describe("KIF header lines right after a move in a collection", () => {
  it("kif-header-after-moves.kif: the numbering goes on, so it is one game with the misplaced line reported, as the single reader does", () => {
    const c = parseCollection(corpus("kif-header-after-moves.kif"), { format: "kif" });
    expect(c.records.length).toBe(1);
    const single = parseRecord(corpus("kif-header-after-moves.kif"));
    expect(c.records[0]?.diagnostics).toEqual(single.diagnostics);
    expect(brief(c.records[0]?.diagnostics ?? [])).toEqual([
      ["error", 5, "line not understood after the first move: '後手：B'; header lines (key：value) come before the moves"],
    ]);
    expect(c.records.map((e) => mainMoves(e.record))).toEqual([["8l8k", "10f10g"]]);
  });

  const game = (black: string): string[] => [`先手：${black}`, "手数----指手---------消費時間--", "   1 ８十一歩兵(0812)", "まで1手で中断"];

  it("games with no empty line between them: the next game's move 1 or its 手数 line begins it", () => {
    const withMoveLine = [...game("A"), "開始日時：2024/01/03", "先手：C", "   1 ８十一歩兵(0812)"].join("\n");
    const c1 = parseCollection(withMoveLine, { format: "kif" });
    expect(c1.records.map((e) => [e.line, e.record.metadata.black, e.record.metadata.date, mainMoves(e.record), e.diagnostics])).toEqual([
      [1, "A", undefined, ["8l8k"], []],
      [5, "C", "2024/01/03", ["8l8k"], []],
    ]);
    const c2 = parseCollection([...game("A"), ...game("B"), ...game("C")].join("\n"), { format: "kif" });
    expect(c2.records.map((e) => [e.line, e.record.metadata.black, mainMoves(e.record)])).toEqual([
      [1, "A", ["8l8k"]],
      [5, "B", ["8l8k"]],
      [9, "C", ["8l8k"]],
    ]);
  });

  it("header lines after the last move of the file are a game of headers only", () => {
    const c = parseCollection([...game("A"), "先手：B", "後手：C", ""].join("\n"), { format: "kif" });
    expect(c.records.map((e) => [e.line, e.record.metadata.black, e.record.metadata.white, mainMoves(e.record)])).toEqual([
      [1, "A", undefined, ["8l8k"]],
      [5, "B", "C", []],
    ]);
  });
});

describe("まで lines", () => {
  it("kif-summaries.kif: one in the middle of the main line and a second that disagrees are reported; the end's first is kept", () => {
    const r = parseRecord(corpus("kif-summaries.kif"));
    expect(brief(r.diagnostics)).toEqual([
      ["warning", 4, "'まで1手で中断' comes before move 2 of the main line, which goes on: it is not the game's end, its result is not kept"],
      ["warning", 8, "'まで3手で後手の勝ち' gives another result (0-1) than 'まで3手で先手の勝ち' (1-0): the first is kept"],
    ]);
    expect(r.record.metadata.result).toBe("1-0");
    expect(mainMoves(r.record)).toEqual(["8l8k", "10f10g", "9l9k"]);
  });
});

describe("chess PGN's SetUp and FEN", () => {
  const start = "8,vK,8/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/8,K,8 b 1";

  it("pgn-setup-fen.pgn: the FEN tag is the starting position", () => {
    const r = parseRecord(corpus("pgn-setup-fen.pgn"));
    expect(r.diagnostics).toEqual([]);
    expect(r.record.startDsfen).toBe(start);
    expect(r.record.metadata.tags).toEqual({});
    expect(mainMoves(r.record)).toEqual(["9q9p"]);
    const pgn = writeRecord(r.record, "pgn");
    expect(pgn).toContain(`[Position "${start}"]\n[SetUp "1"]\n[FEN "${start}"]\n`);
    expect(recordDifferences(r.record, parseRecord(pgn).record)).toEqual([]);
  });

  it("takes a QBoard FEN in the FEN tag, and says when SetUp, FEN and Position disagree", () => {
    const qboard = parseRecord(`[SetUp "1"]\n[FEN "8k8/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/8K8 w"]\n\n1. K-9p *\n`);
    expect(qboard.diagnostics).toEqual([]);
    expect(qboard.record.startDsfen).toBe(start);
    const other = start.replace("8,K,8", "7,K,9");
    expect(brief(parseRecord(`[Position "${start}"]\n[FEN "${other}"]\n\n*\n`).diagnostics)).toEqual([
      ["warning", 2, "the FEN tag differs from the Position tag: the Position tag is used"],
    ]);
    expect(brief(parseRecord(`[SetUp "1"]\n\n1. P-8k *\n`).diagnostics)).toEqual([
      ["warning", 1, "SetUp is 1 but no FEN tag gives the position: the game starts from the initial position"],
    ]);
    expect(brief(parseRecord(`[SetUp "0"]\n[FEN "${start}"]\n\n*\n`).diagnostics)).toEqual([["warning", 1, "SetUp is 0 but a FEN tag is given: the FEN is used"]]);
    expect(brief(parseRecord(`[SetUp "yes"]\n\n*\n`).diagnostics)).toEqual([["error", 1, "bad SetUp 'yes': expected 1 (the FEN tag gives the start) or 0"]]);
  });
});

describe("KIF times the grammar does not take", () => {
  it("kif-loose-times.kif: a missing ')', full-width digits, a comment before the time; a line of full-width digits", () => {
    const text = corpus("kif-loose-times.kif");
    const r = parseRecord(text);
    expect(brief(r.diagnostics)).toEqual([
      ["warning", 3, "time of move 1 read with no closing ')': 0:00:05"],
      ["warning", 4, "time of move 2 read with full-width digits: 0:00:07"],
      ["warning", 5, "time of move 3 read with a comment between the move and its time: 0:00:03"],
      ["warning", 6, "a line of full-width digits between the moves is not read: '１２３'"],
    ]);
    expect(mainMoves(r.record)).toEqual(["8l8k", "10f10g", "9l9k", "9f9g"]);
    const nodes = mainLine(r.record);
    expect(nodes.map((n) => n.timeSpentMs)).toEqual([5_000, 7_000, 3_000, 1_000]);
    expect(nodes.map((n) => n.comments)).toEqual([[], [], ["好手"], []]);
  });
});
