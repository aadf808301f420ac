// QBoard's FEN (docs/formats/qboard-fen.md). The corpus (test/corpus/qboard/, README there)
// holds saves worked out by hand from QBoard's code and the positions they must give; the
// letter table is checked against a transcription of QBoard's setup and writer letters.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { INITIAL_DSFEN, KIND_DATA, Position, SQUARE_COUNT, createRng, parseMoveString, pieceOf, writeDsfen, type Piece } from "@daidai/core";
import { QBOARD_LETTERS, parseCollection, parseQboardFen, parseRecord, writeCollection, writeQboardFen, writeRecord } from "../src/index.js";

const corpus = (name: string): string => readFileSync(new URL(`corpus/qboard/${name}`, import.meta.url), "utf8");
const START = corpus("start.fen");
const START_FEN = START.trim();

interface Source {
  initialSetup: string[][];
  letters: Record<string, string>;
  ourCodes: Record<string, string>;
}
const SOURCE = JSON.parse(corpus("qboard-source.json")) as Source;

function read(text: string) {
  const r = parseQboardFen(text);
  if (!r.ok) throw new Error(r.error.message);
  return r;
}
const dsfenOf = (text: string): string => writeDsfen(read(text).setup);
const messages = (text: string): string[] => read(text).warnings.map((w) => w.message);

/** Every code that can stand on the board (promoted ones too). */
const CODES = KIND_DATA.filter((k) => !k.onlyByPromotion).flatMap((k) => (k.promotesTo === null ? [k.code] : [k.code, `+${k.code}`]));

describe("QBoard FEN: letters and the start position", () => {
  it("has QBoard's writer letter for each of our codes", () => {
    const fromSource = Object.fromEntries(Object.entries(SOURCE.ourCodes).map(([name, code]) => [code, SOURCE.letters[name]]));
    expect(QBOARD_LETTERS).toEqual(fromSource);
    expect(new Set(Object.values(QBOARD_LETTERS)).size).toBe(64);
  });

  it("the corpus start.fen is what QBoard's GetFEN gives for its setup (a check of the hand derivation)", () => {
    const ranks = SOURCE.initialSetup.map((row, j) => {
      let rank = "";
      let empty = 0;
      for (const name of row) {
        if (name === "None") {
          empty++;
          continue;
        }
        if (empty > 0) rank += String(empty);
        empty = 0;
        const letter = SOURCE.letters[name] ?? "?";
        rank += j < 8 ? letter.toLowerCase() : letter;
      }
      return empty > 0 ? rank + String(empty) : rank;
    });
    expect(START).toBe(`${ranks.join("/")} w\n\n`);
  });

  it("writes the initial position as QBoard saves it, character for character, and reads QBoard's save", () => {
    expect(writeQboardFen(Position.initial().setup())).toBe(START_FEN);
    expect(dsfenOf(START)).toBe(INITIAL_DSFEN);
    expect(read(START).warnings).toEqual([]);
    // QBoard's engine FEN adds the move number: the same position.
    expect(dsfenOf(`${START_FEN} 1`)).toBe(INITIAL_DSFEN);
  });

  it("reads a save where snakes and buffalos were captured with the right pieces, and says the older letters differ", () => {
    const text = corpus("snakes-buffalos-captured.fen");
    const expected = INITIAL_DSFEN.replace("vRv,vPo,vLD", "vRv,1,vLD")
      .replace("vS,vGD,vS,1,vWB,1,vEF", "vS,vGD,vS,3,vEF")
      .replace("1,VM,1,EF,1,WB,1,S,GD", "1,VM,1,EF,3,S,GD")
      .replace("LD,Po,Rv/", "LD,1,Rv/");
    expect(expected).not.toBe(INITIAL_DSFEN);
    expect(dsfenOf(text)).toBe(expected);
    expect(messages(text)).toEqual([
      "read as today's QBoard FEN; as an older QBoard's (files 17 to 1, X' Y' M' other pieces) it would be another position",
    ]);
    expect(writeQboardFen(read(text).setup)).toBe(text.trim());
  });

  it("reads each piece whose letter changed and the promoted ones; writes them back as QBoard reads them", () => {
    const text = corpus("differing-and-promoted.fen");
    expect(dsfenOf(text)).toBe(
      "8,vK,8/13,vWB,vSB,vRB,vPo/17/17/17/17/17/17/8,+Ea,+Ln,+LD,+OR,+BM,+NK,+WB,+RB,+Po/v+NK,v+WB,v+RB,v+Po,v+Ea,v+Ln,v+LD,v+OR,v+BM,8/17/17/17/17/17/Po,RB,SB,WB,13/8,K,8 w 24",
    );
    expect(messages(text)).toEqual([]);
    expect(writeQboardFen(read(text).setup)).toBe(text.trim().replace("+M!+K!", "+C~+O!"));
  });

  it("reads QBoard's M! and K! (its own +M! / +K! read back) as the promoted pieces, with a warning each", () => {
    const text = corpus("demoted.fen");
    expect(dsfenOf(text)).toBe("8,vK,8/17/17/17/17/17/17/17/17/17/17/17/17/17/17/15,v+OR,v+BM/8,K,8 b 1");
    expect(read(text).warnings.map((w) => [w.offset, w.message])).toEqual([
      [46, "rank 16: 'm!' read as a promoted blind monkey (QBoard's +M! as QBoard reads it back)"],
      [48, "rank 16: 'k!' read as a promoted old rat (QBoard's +K! as QBoard reads it back)"],
    ]);
  });
});

describe("QBoard FEN: older letter sets", () => {
  it("reads the older QBoard's start (S~ Z' tell it) as the initial position, with a warning", () => {
    const text = corpus("old-letters-start.fen");
    expect(dsfenOf(text)).toBe(INITIAL_DSFEN);
    expect(messages(text)).toEqual([
      "read as an older QBoard's FEN (told by S~: files 17 to 1, other letters); today's QBoard cannot open it",
    ]);
  });

  it("reads daidai's own older writer (the '-' before the move number), with a warning", () => {
    const text = corpus("daidai-legacy.fen");
    expect(dsfenOf(text)).toBe("8,vK,8/17/17/17/17/17/17/17/17/17/17/17/17/17/17/vPo,vWB,vRB,vSB,13/8,K,8 w 12");
    expect(messages(text)[0]).toMatch(/^read as an older QBoard's FEN \(told by the '-' before the move number/);
  });

  it("refuses a board that mixes the two letter sets, and the lion dog's N!'", () => {
    const mixed = parseQboardFen(corpus("mixed.fen"));
    expect(mixed.ok ? "" : mixed.error.message).toBe("today's QBoard FEN (W!) mixed with an older one (S~)");
    const typo = parseQboardFen(corpus("lion-dog-typo.fen"));
    expect(typo.ok ? null : [typo.error.offset, typo.error.message]).toEqual([
      46,
      "rank 16: 'N!'' is an older QBoard's unreadable lion dog: write N!",
    ]);
  });

  it("reads a position the same in both letter sets without a warning", () => {
    expect(read("8k8/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/8K8 w").warnings).toEqual([]);
  });
});

describe("QBoard FEN: round trips and where it is read", () => {
  it("round-trips random positions with promoted pieces, either side to move and any move number", () => {
    const random = createRng(14);
    for (let n = 0; n < 60; n++) {
      const board: (Piece | null)[] = Array.from({ length: SQUARE_COUNT }, () => null);
      for (let i = 0; i < 120; i++) board[Math.floor(random() * SQUARE_COUNT)] = pieceOf(CODES[Math.floor(random() * CODES.length)] ?? "P", random() < 0.5 ? "black" : "white") ?? null;
      const turn = random() < 0.5 ? ("black" as const) : ("white" as const);
      // A move number agrees with the side to move: odd for Black.
      const moveNumber = 2 * Math.floor(random() * 3) * Math.floor(random() * 200) + (turn === "black" ? 1 : 2);
      const setup = { board, turn, moveNumber };
      expect(writeDsfen(read(writeQboardFen(setup)).setup)).toBe(writeDsfen(setup));
    }
  });

  it("writes White to move as b, and QBoard's full-move number", () => {
    const position = Position.fromDsfenOrThrow("8,vK,8/17/17/17/17/17/17/17/17/17/17/17/17/17/17/7,+Ln,v+Ln,8/8,K,8 w 12");
    expect(writeQboardFen(position.setup())).toBe("8k8/17/17/17/17/17/17/17/17/17/17/17/17/17/17/8+n+N7/8K8 b 6");
  });

  it("is read wherever a DSFEN is: a record of a position and moves, a PGN Position tag, a JSON start", () => {
    const dsfenRecord = parseRecord(`${START_FEN} 9l9k 9f9g`, { format: "dsfen" });
    expect(dsfenRecord.diagnostics).toEqual([]);
    expect(writeRecord(dsfenRecord.record, "dsfen")).toBe(`${INITIAL_DSFEN} 9l9k 9f9g\n`);
    const afterOne = writeQboardFen(Position.fromDsfenOrThrow(INITIAL_DSFEN.replace(" b 1", " w 2")).setup());
    const pgn = parseRecord(`[Position "${afterOne}"]\n\n*\n`);
    expect(pgn.diagnostics).toEqual([]);
    expect(pgn.record.startDsfen).toBe(INITIAL_DSFEN.replace(" b 1", " w 2"));
    const json = parseRecord(JSON.stringify({ format: "daidai-record", version: 1, start: afterOne, moves: [] }));
    expect(json.record.startDsfen).toBe(INITIAL_DSFEN.replace(" b 1", " w 2"));
  });

  it("reports a bad letter where it stands, and a warning where the board is", () => {
    const bad = START_FEN.replace("y!", "y~");
    const r = parseRecord(bad, { format: "dsfen" });
    expect(r.diagnostics).toEqual([expect.objectContaining({ severity: "error", line: 1, column: 25, message: expect.stringContaining("'y~' is not a QBoard piece letter") as unknown })]);
    const short = parseQboardFen(START_FEN.replace("/17/", "/16/"));
    expect(short.ok ? "" : short.error.message).toBe("rank 8 has 16 squares; expected 17");
    const side = parseQboardFen(`${START_FEN.slice(0, -2)} x`);
    expect(side.ok ? 0 : side.error.offset).toBe(START_FEN.length - 1);
    // The lost moves are counted only when there are some ("the 0 move(s) are not read" was said).
    expect(r.diagnostics[0]?.message).not.toMatch(/move\(s\) are not read/);
    const withMoves = parseRecord(`${bad} K-9a K-9q`, { format: "dsfen" });
    expect(withMoves.diagnostics[0]?.message).toMatch(/; the 2 move\(s\) are not read$/);
    const warned = parseRecord(corpus("snakes-buffalos-captured.fen"), { format: "dsfen" });
    expect(warned.diagnostics).toEqual([expect.objectContaining({ severity: "warning", line: 1, column: 1 })]);
  });

  it("is a collection format: one position per line, the position after each record's main line", () => {
    const record = parseRecord(`${INITIAL_DSFEN} 9l9k`).record;
    const text = writeCollection([record, parseRecord(INITIAL_DSFEN).record], "qboard-fen");
    const lines = text.trimEnd().split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(START_FEN);
    const after = Position.initial();
    const moved = parseMoveString(after, "9l9k");
    if (!moved.ok) throw new Error(moved.error.message);
    after.playOrThrow(moved.value);
    const back = parseCollection(text, { format: "qboard-fen" });
    expect(back.records.map((e) => e.diagnostics)).toEqual([[], []]);
    expect(back.records.map((e) => e.record.startDsfen)).toEqual([after.toDsfen(), null]);
  });
});
