// QBoard's FEN (docs/formats/qboard-fen.md). The letter table is checked against its
// derivation from QBoard's published setup string and docs/spec/setup.json; the published
// string itself is the independent check of the reader and the writer.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { INITIAL_DSFEN, KIND_DATA, Position, SQUARE_COUNT, createRng, parseMoveString, pieceOf, writeDsfen, type Piece } from "@daidai/core";
import { QBOARD_LETTERS, parseCollection, parseQboardFen, parseRecord, writeCollection, writeQboardFen, writeRecord } from "../src/index.js";

const PUBLISHED = readFileSync(new URL("fixtures/qboard-daidai-setup.txt", import.meta.url), "utf8").trim();

function setupOf(text: string) {
  const r = parseQboardFen(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.setup;
}

/** Every code that can stand on the board (promoted ones too). */
const CODES = KIND_DATA.filter((k) => !k.onlyByPromotion).flatMap((k) => (k.promotesTo === null ? [k.code] : [k.code, `+${k.code}`]));

describe("QBoard FEN", () => {
  it("has the letter table that the alignment of QBoard's setup with setup.json gives", () => {
    expect(() => execFileSync(process.execPath, ["scripts/derive-qboard-letters.mjs", "--check"], { cwd: new URL("..", import.meta.url), stdio: "pipe" })).not.toThrow();
    // One letter per original kind, and no letter twice.
    expect(Object.keys(QBOARD_LETTERS)).toHaveLength(64);
    expect(new Set(Object.values(QBOARD_LETTERS)).size).toBe(64);
  });

  it("writes the initial position as QBoard's published setup string, and reads it back", () => {
    expect(writeQboardFen(Position.initial().setup())).toBe(PUBLISHED);
    expect(writeDsfen(setupOf(PUBLISHED))).toBe(INITIAL_DSFEN);
    expect(writeDsfen(setupOf(`${PUBLISHED} w - 1`))).toBe(INITIAL_DSFEN);
  });

  it("round-trips random positions with promoted pieces, either side to move and any move number", () => {
    const random = createRng(14);
    for (let n = 0; n < 60; n++) {
      const board: (Piece | null)[] = Array.from({ length: SQUARE_COUNT }, () => null);
      for (let i = 0; i < 120; i++) board[Math.floor(random() * SQUARE_COUNT)] = pieceOf(CODES[Math.floor(random() * CODES.length)] ?? "P", random() < 0.5 ? "black" : "white") ?? null;
      const setup = { board, turn: random() < 0.5 ? ("black" as const) : ("white" as const), moveNumber: 1 + Math.floor(random() * 3) * Math.floor(random() * 400) };
      const text = writeQboardFen(setup);
      expect(writeDsfen(setupOf(text))).toBe(writeDsfen(setup));
    }
  });

  it("writes promoted pieces as + and the unpromoted letter, White in lower case", () => {
    const position = Position.fromDsfenOrThrow("8,vK,8/17/17/17/17/17/17/17/17/17/17/17/17/17/17/7,+Ln,v+Ln,8/8,K,8 w 12");
    expect(writeQboardFen(position.setup())).toBe("8k8/17/17/17/17/17/17/17/17/17/17/17/17/17/17/7+N+n8/8K8 b - 12");
  });

  it("is read wherever a DSFEN is: a record of a position and moves, a PGN Position tag, a JSON start", () => {
    const fen = writeQboardFen(Position.initial().setup());
    const dsfenRecord = parseRecord(`${fen} w 9l9k 9f9g`, { format: "dsfen" });
    expect(dsfenRecord.diagnostics).toEqual([]);
    expect(writeRecord(dsfenRecord.record, "dsfen")).toBe(`${INITIAL_DSFEN} 9l9k 9f9g\n`);
    const afterOne = writeQboardFen(Position.fromDsfenOrThrow(INITIAL_DSFEN.replace(" b 1", " w 2")).setup());
    const pgn = parseRecord(`[Position "${afterOne}"]\n\n*\n`);
    expect(pgn.diagnostics).toEqual([]);
    expect(pgn.record.startDsfen).toBe(INITIAL_DSFEN.replace(" b 1", " w 2"));
    const json = parseRecord(JSON.stringify({ format: "daidai-record", version: 1, start: afterOne, moves: [] }));
    expect(json.record.startDsfen).toBe(INITIAL_DSFEN.replace(" b 1", " w 2"));
  });

  it("reports a bad letter where it stands", () => {
    const bad = PUBLISHED.replace("y!", "y~");
    const r = parseRecord(bad, { format: "dsfen" });
    expect(r.diagnostics).toEqual([
      expect.objectContaining({ severity: "error", line: 1, column: 2, message: expect.stringContaining("'y~' is not a QBoard piece letter") as unknown }),
    ]);
    const short = parseQboardFen(PUBLISHED.replace("/17/", "/16/"));
    expect(short.ok ? "" : short.error.message).toBe("rank 8 has 16 squares; expected 17");
    const side = parseQboardFen(`${PUBLISHED} x`);
    expect(side.ok ? 0 : side.error.offset).toBe(PUBLISHED.length + 1);
  });

  it("is a collection format: one position per line, the position after each record's main line", () => {
    const record = parseRecord(`${INITIAL_DSFEN} 9l9k`).record;
    const text = writeCollection([record, parseRecord(INITIAL_DSFEN).record], "qboard-fen");
    const lines = text.trimEnd().split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(PUBLISHED);
    const after = Position.initial();
    const moved = parseMoveString(after, "9l9k");
    if (!moved.ok) throw new Error(moved.error.message);
    after.playOrThrow(moved.value);
    const back = parseCollection(text, { format: "qboard-fen" });
    expect(back.records.map((e) => e.diagnostics)).toEqual([[], []]);
    expect(back.records.map((e) => e.record.startDsfen)).toEqual([after.toDsfen(), null]);
  });
});
