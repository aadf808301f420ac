import { describe, expect, it } from "vitest";
import { Position, moveToString, parseMoveString } from "@daidai/core";
import { RECORD_FORMATS, addCommentBefore, detectFormat, formatMove, mainLine, nodeAtPath, parseRecord, positionAt, recordToJson, writeRecord, type RecordFormat } from "../src/index.js";
import { SAMPLE_JAPANESE, SAMPLE_MOVES, SAMPLE_START, SAMPLE_WESTERN, fixture, mainMoves } from "./helpers.js";

const FILES: Record<RecordFormat, string> = { pgn: "sample.pgn", kif: "sample.kif", json: "sample.json", dsfen: "sample.dsfen" };
const ROOT_COMMENT = 'A test game: "quotes", {braces} and\na newline; 日本語';

describe.each(Object.entries(FILES) as [RecordFormat, string][])("the hand-written sample %s", (format, file) => {
  const text = fixture(file);
  const { record, diagnostics, format: read } = parseRecord(text);

  it("is detected and read without diagnostics", () => {
    expect(detectFormat(text)).toBe(format);
    expect(read).toBe(format);
    expect(diagnostics).toEqual([]);
  });

  it("starts from the hand-written position and has the hand-checked main line", () => {
    expect(record.startDsfen).toBe(SAMPLE_START);
    expect(mainMoves(record)).toEqual(SAMPLE_MOVES);
    expect(mainLine(record).map((n) => n.moveNumber)).toEqual(SAMPLE_MOVES.map((_, i) => i + 1));
  });

  if (format !== "dsfen") {
    it("keeps the variations, the nested variation and the comments", () => {
      const moveAt = (path: string): string | undefined => {
        const m = nodeAtPath(record, path)?.move;
        return m == null ? undefined : moveToString(m);
      };
      expect(moveAt("2.1.1")).toBe("9a10b");
      expect(moveAt("2.1.2")).toBe("5i5h5g");
      expect(moveAt("2.1.2.1.1")).toBe("5i5i");
      expect(moveAt("2.1.3")).toBe("10b10c");
      expect(nodeAtPath(record, "2.1.4")).toBeUndefined();
      expect(nodeAtPath(record, "2.1.1")?.comments).toEqual(["side step"]);
      expect(nodeAtPath(record, "2.1.2.1.1")?.comments).toEqual(["a pass"]);
      expect(nodeAtPath(record, "11")?.timeSpentMs).toBe(12000);
      expect(nodeAtPath(record, "13")?.comments).toEqual(["hook"]);
    });

    it("reads the metadata", () => {
      expect(record.metadata.event).toBe('Test "quoted" match');
      expect(record.metadata.black).toBe("Sente, A.");
      expect(record.metadata.result).toBe("1-0");
      expect(record.metadata.rules).toEqual({ repetition: "simple" });
      expect(record.metadata.tags).toEqual({ Annotator: "hand" });
    });
  }

  if (format === "pgn" || format === "kif") {
    it("reads the game comment with its quotes, braces, newline and non-ASCII text", () => {
      expect(record.root.comments).toEqual([ROOT_COMMENT]);
      expect(record.metadata.termination).toBe("resignation");
      expect(record.metadata.white).toBe("Gote, B.");
    });
  }
});

describe("the sample game's moves", () => {
  it("are written in western and Japanese notation exactly as worked out by hand", () => {
    const pos = Position.fromDsfenOrThrow(SAMPLE_START);
    SAMPLE_MOVES.forEach((s, i) => {
      const r = parseMoveString(pos, s);
      if (!r.ok) throw new Error(r.error.message);
      expect(formatMove(pos, r.value, "western")).toBe(SAMPLE_WESTERN[i]);
      expect(formatMove(pos, r.value, "japanese")).toBe(SAMPLE_JAPANESE[i]);
      expect(formatMove(pos, r.value, "movestring")).toBe(s);
      pos.playOrThrow(r.value);
    });
  });

  it("positionAt replays a nested variation", () => {
    const { record } = parseRecord(fixture("sample.pgn"));
    const pos = Position.fromDsfenOrThrow(SAMPLE_START);
    for (const s of ["9i9h9i", "9a10b", "5i5i"]) {
      const r = parseMoveString(pos, s);
      if (!r.ok) throw new Error(r.error.message);
      pos.playOrThrow(r.value);
    }
    expect(positionAt(record, "2.1.2.1.1").toDsfen()).toBe(pos.toDsfen());
    expect(positionAt(record, "0").toDsfen()).toBe(SAMPLE_START);
    expect(() => positionAt(record, "99")).toThrow(RangeError);
  });

  it("writes the PGN variation, comments and time as specified", () => {
    const { record } = parseRecord(fixture("sample.json"));
    const pgn = writeRecord(record, "pgn");
    // A comment holding "}" is written as ";" comments on consecutive lines (PGN has no escapes).
    expect(pgn).toContain('\n\n;A test game: "quotes", {braces} and\n;a newline; 日本語\n1. Ln!9h+ {igui}');
    const flat = pgn.replace(/\s+/g, " ");
    expect(flat).toContain("1... K-9b (1... K-10b {side step} 2. +Eax5hx5g (2. +Ea-5i {a pass}) 2... K-10c) 2. +Eax5hx5g");
    expect(flat).toContain("6. +Ln-9h {[%emt 0:00:12]} 6... K-9c 7. HM-4m {hook} 1-0");
    expect(pgn).toContain(`[Position "${SAMPLE_START}"]`);
    expect(pgn).toContain('[Repetition "simple"]');
  });

  it("writes the KIF move lines, time, board turn and summary as specified", () => {
    const { record } = parseRecord(fixture("sample.pgn"));
    const kif = writeRecord(record, "kif");
    expect(kif).toContain("  11 ９八成獅子(0909)   ( 0:12/00:00:12)\n");
    expect(kif).toContain("   2 ９二玉将(0901) +\n");
    expect(kif).toContain("  14 投了\nまで13手で先手の勝ち\n");
    expect(kif).toContain("変化：2手\n   2 １０二玉将(0901)\n*side step\n");
    expect(kif).toContain("先手番\n手数＝0\n");
  });

  it("writes long western origins on request and Japanese moves in PGN on request", () => {
    const { record } = parseRecord(fixture("sample.dsfen"));
    expect(writeRecord(record, "pgn", { disambiguation: "long" })).toContain("1. Ln9i!9h+ K9a-9b 2. +Ea5ix5hx5g");
    const japanesePgn = writeRecord(record, "pgn", { moveStyle: "japanese" });
    expect(japanesePgn).toContain("1. ９九獅子成(0909→0908) ９二玉将(0901) 2. ５七成東夷(0509→0508)");
    expect(mainMoves(parseRecord(japanesePgn).record)).toEqual(SAMPLE_MOVES);
    const westernKif = writeRecord(record, "kif", { moveStyle: "western" });
    expect(westernKif).toContain("   1 Ln!9h+\n");
    expect(mainMoves(parseRecord(westernKif).record)).toEqual(SAMPLE_MOVES);
  });

  it("DSFEN output is the start and the main line's move strings", () => {
    const { record } = parseRecord(fixture("sample.kif"));
    expect(writeRecord(record, "dsfen")).toBe(`${SAMPLE_START} ${SAMPLE_MOVES.join(" ")}\n`);
  });
});

describe("errors in records", () => {
  it("reports an illegal move with its move number, location and reason, keeping the moves before it", () => {
    const text = fixture("sample.pgn").replace("K-9c 3.", "K-9d 3.");
    const { record, diagnostics } = parseRecord(text);
    expect(mainMoves(record)).toEqual(SAMPLE_MOVES.slice(0, 3));
    expect(diagnostics).toHaveLength(1);
    const d = diagnostics[0];
    expect(d?.severity).toBe("error");
    expect(d?.ply).toBe(4);
    const lines = text.split("\n");
    const lineIndex = lines.findIndex((l) => l.includes("K-9d"));
    expect(d?.line).toBe(lineIndex + 1);
    expect(d?.column).toBe((lines[lineIndex] ?? "").indexOf("K-9d") + 1);
    expect(d?.message).toMatch(/^move 2\.\.\. K-9d: illegal move: not a move of that piece; 9 later move\(s\)/);
  });

  it("reports a move that leaves the king in check with core's reason", () => {
    const text = fixture("sample.dsfen").replace(" 9a9b ", " 9a8b ");
    const { record, diagnostics } = parseRecord(text);
    expect(mainMoves(record)).toEqual(["9i9h9i"]);
    expect(diagnostics[0]?.message).toContain("9a8b: leaves the king in check");
    expect(diagnostics[0]?.column).toBe(text.indexOf("9a8b") + 1);
  });

  it("names the illegal move as the record numbers it: KIF counts plies, PGN full moves (Black's and White's)", () => {
    // KIF move 4 is White's "９三玉将(0902)"; moved to 9四 it is no king's move.
    const kif = parseRecord(fixture("sample.kif").replace("   4 ９三玉将(0902)", "   4 ９五玉将(0902)"));
    expect(kif.diagnostics.find((d) => d.severity === "error")?.message).toMatch(/^move 4 \(９五玉将\(0902\)\): /);
    const black = parseRecord("1. P-8k P-10g 2. P-8i *");
    expect(black.diagnostics[0]?.message).toMatch(/^move 2\. P-8i: /);
    const white = parseRecord("1. P-8k P-10g 2. P-8j P-10i *");
    expect(white.diagnostics[0]?.message).toMatch(/^move 2\.\.\. P-10i: /);
  });

  it("keeps the valid prefix of a truncated file and says where it stopped", () => {
    const text = fixture("sample.pgn");
    const cut = text.slice(0, text.indexOf("+Ea-5g") + 4);
    const { record, diagnostics } = parseRecord(cut);
    expect(mainMoves(record)).toEqual(SAMPLE_MOVES.slice(0, 6));
    expect(diagnostics.map((d) => d.severity)).toEqual(["error"]);
    expect(diagnostics[0]?.message).toContain("move 4. +Ea-:");
  });

  it("reports an unterminated comment and variation", () => {
    const { diagnostics } = parseRecord("1. P-8k (1. P-9k {open", { format: "pgn" });
    expect(diagnostics.map((d) => d.message)).toEqual(["unterminated comment: expected '}'", "unterminated variation: expected ')'"]);
    expect(diagnostics.map((d) => [d.line, d.column])).toEqual([
      [1, 18],
      [1, 9],
    ]);
  });

  it("reports an empty text as an empty record, whatever format is asked for", () => {
    for (const text of ["", "  \n\t\n", "\uFEFF\r\n"]) {
      for (const format of [undefined, ...RECORD_FORMATS]) {
        const r = parseRecord(text, { format });
        expect(r.format, `${JSON.stringify(text)} as ${String(format)}`).toBeUndefined();
        expect(r.diagnostics).toEqual([{ severity: "error", message: expect.stringMatching(/^empty record: the text has no game/) as unknown, line: 1, column: 1 }]);
        expect(r.record.root.children).toEqual([]);
      }
    }
  });

  it("reports an unknown format", () => {
    const r = parseRecord("hello");
    expect(r.format).toBeUndefined();
    expect(r.diagnostics[0]?.message).toMatch(/^unknown record format/);
  });

  it("reports JSON syntax errors with what was expected", () => {
    const r = parseRecord('{"format": "daidai-record",\n "version": 1,, }');
    expect(r.format).toBe("json");
    expect(r.diagnostics[0]).toMatchObject({ severity: "error", line: 2, column: 15 });
    expect(r.diagnostics[0]?.message).toBe("JSON syntax error: expected a key in double quotes but found ','; the text from here on is not read");
  });

  it("reads CRLF files exactly like LF files", () => {
    for (const file of ["sample.pgn", "sample.kif", "sample.json", "sample.dsfen"]) {
      const lf = parseRecord(fixture(file));
      const crlf = parseRecord(fixture(file).replace(/\n/g, "\r\n"));
      expect(crlf.diagnostics).toEqual([]);
      expect(recordToJson(crlf.record)).toEqual(recordToJson(lf.record));
    }
  });

  it("reads UTF-8 with a byte-order mark", () => {
    const r = parseRecord(`\uFEFF${fixture("sample.kif")}`);
    expect(r.diagnostics).toEqual([]);
    expect(mainMoves(r.record)).toEqual(SAMPLE_MOVES);
  });
});

describe("details of the readers", () => {
  it("warns about a wrong PGN move number and still reads the move", () => {
    const r = parseRecord("1. P-8k P-10g 3. P-9k", { format: "pgn" });
    expect(mainMoves(r.record)).toEqual(["8l8k", "10f10g", "9l9k"]);
    expect(r.diagnostics).toEqual([{ severity: "warning", message: "move number 3 should be 2", line: 1, column: 15, endLine: 1, endColumn: 17, ply: 3 }]);
  });

  it("stores the initial setup as a null start in every format", () => {
    const initial = Position.initial().toDsfen();
    expect(parseRecord(`[Position "${initial}"]\n1. P-8k`).record.startDsfen).toBeNull();
    expect(parseRecord(`${initial} 8l8k`).record.startDsfen).toBeNull();
    expect(parseRecord(`{"format": "daidai-record", "version": 1, "start": "${initial}", "moves": []}`).record.startDsfen).toBeNull();
  });

  it("reads and writes an empty record in every format", () => {
    for (const format of ["json", "pgn", "kif", "dsfen"] as const) {
      const empty = parseRecord(writeRecord(parseRecord("*", { format: "pgn" }).record, format), { format });
      expect(empty.diagnostics).toEqual([]);
      expect(empty.record.root.children).toEqual([]);
    }
  });

  it("detects PGN that starts with a comment and KIF that starts with a board", () => {
    expect(detectFormat("{A game} 1. P-8k *")).toBe("pgn");
    expect(detectFormat('{ "format": "daidai-record" }')).toBe("json");
    expect(detectFormat("後手の持駒：なし\n")).toBe("kif");
    expect(detectFormat("; comment\n1. P-8k")).toBe("pgn");
  });

  it("writes a carriage return in a KIF comment as a line break instead of breaking the file", () => {
    const { record } = parseRecord("1. P-8k {one\rtwo} *", { format: "pgn" });
    const back = parseRecord(writeRecord(record, "kif"));
    expect(back.diagnostics).toEqual([]);
    expect(mainLine(back.record)[0]?.comments).toEqual(["one\ntwo"]);
  });

  it("reads KIF time, summary and termination words", () => {
    const text = "手合割：大大将棋\n   1 ８十一歩兵(0812)   (12:34/00:12:34)\n   2 中断\nまで1手で中断\n";
    const r = parseRecord(text);
    expect(r.diagnostics).toEqual([]);
    expect(mainLine(r.record)[0]?.timeSpentMs).toBe((12 * 60 + 34) * 1000);
    expect(r.record.metadata.termination).toBe("interrupted");
    expect(r.record.metadata.result).toBe("*");
  });

  it("ignores empty KIF hand lines and warns about pieces in hand", () => {
    const r = parseRecord("手合割：大大将棋\n後手の持駒：なし\n先手の持駒：歩兵\n   1 ８十一歩兵(0812)\n");
    expect(r.record.metadata.tags).toEqual({});
    expect(r.diagnostics).toEqual([
      { severity: "warning", message: "先手の持駒: dai dai shogi has no pieces in hand; ignored", line: 3, column: 1, endLine: 3, endColumn: 9 },
    ]);
  });

  it("reports a KIF variation that attaches nowhere", () => {
    const r = parseRecord("手合割：大大将棋\n   1 ８十一歩兵(0812)\n\n変化：5手\n   5 ８十一歩兵(0812)\n");
    expect(r.diagnostics[0]).toMatchObject({ severity: "error", line: 4, column: 1 });
    expect(r.diagnostics[0]?.message).toBe("変化：5手 does not match a move of an earlier line; its moves are not read");
  });
});

describe("rule options in records", () => {
  // Black king 9q behind a gold on 9p; a white rook on 9a; white king 1a.
  const start = "8,vR,7,vK/17/17/17/17/17/17/17/17/17/17/17/17/17/17/8,G,8/8,K,8 b 1";

  it("replays with the record's rules: a move exposing the king is illegal by default", () => {
    const r = parseRecord(`[Position "${start}"]\n\n1. G-8o Rx9q *`);
    expect(mainMoves(r.record)).toEqual([]);
    expect(r.diagnostics[0]?.message).toBe("move 1. G-8o: illegal move: leaves the king in check; 1 later move(s) of this line and its variations are not read");
  });

  it("…and legal with [Legality \"kingCapture\"], where capturing the king ends the game", () => {
    const r = parseRecord(`[Position "${start}"]\n[Legality "kingCapture"]\n\n1. G-8o Rx9q 2. K-8p *`);
    expect(r.record.metadata.rules).toEqual({ legality: "kingCapture" });
    expect(mainMoves(r.record)).toEqual(["9p8o", "9a9q"]);
    expect(r.diagnostics[0]?.message).toBe("move 2. K-8p: the side to move (black) has no K");
    expect(positionAt(r.record, "2").outcome()).toEqual({ winner: "white", reason: "kingCaptured" });
  });

  it("with [IllegalMoveLoses \"true\"] an illegal main-line move ends the game as a loss for its author", () => {
    const r = parseRecord('[IllegalMoveLoses "true"]\n\n1. P-8k P-10g 2. P-8i P-9g *');
    expect(mainMoves(r.record)).toEqual(["8l8k", "10f10g"]);
    expect(r.diagnostics).toEqual([
      {
        severity: "warning",
        message: "move 2. P-8i: illegal move: no P can play it (not a move of that piece); with illegalMoveLoses the game ends here, lost by black; 1 later move(s) of this line and its variations are not read",
        line: 3,
        column: 18,
        endLine: 3,
        endColumn: 22,
        ply: 3,
      },
    ]);
    expect(r.record.metadata.termination).toBe("illegalMove");
    expect(r.record.metadata.result).toBe("0-1");
  });

  it("…but a malformed move or an illegal move in a variation is still an error", () => {
    const malformed = parseRecord('[IllegalMoveLoses "true"]\n\n1. P-8k Zz-1a *');
    expect(malformed.diagnostics[0]?.severity).toBe("error");
    expect(malformed.record.metadata.termination).toBeUndefined();
    const inVariation = parseRecord('[IllegalMoveLoses "true"]\n\n1. P-8k (1. P-8i) P-10g *');
    expect(inVariation.diagnostics.map((d) => d.severity)).toEqual(["error"]);
    expect(mainMoves(inVariation.record)).toEqual(["8l8k", "10f10g"]);
  });

  it("reports a bad rule option value", () => {
    const r = parseRecord('[Repetition "sometimes"]\n\n*');
    expect(r.diagnostics[0]).toMatchObject({ severity: "error", line: 1, column: 1 });
    expect(r.diagnostics[0]?.message).toMatch(/^bad Repetition tag: option repetition must be one of "jcsa", "simple"; got "sometimes"/);
  });
});

describe("KIF comments", () => {
  it("keeps a comment before a main-line move apart from the previous move's comment", () => {
    const { record } = parseRecord("1. P-8k {after} P-10g *", { format: "pgn" });
    const second = mainLine(record)[1];
    if (second === undefined) throw new Error("no second move");
    addCommentBefore(second, "before");
    const kif = writeRecord(record, "kif");
    expect(kif).toContain("   1 ８十一歩兵(0812)\n*after\n\n*before\n   2 １０七歩兵(1006)\n");
    expect(mainLine(parseRecord(kif).record)[0]?.comments).toEqual(["after", "before"]);
  });
});
