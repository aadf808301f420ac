// The position editor's model without a browser: the palette, taps, loading, the setup
// problems as they happen, and every output read back by an independent reader.
import { describe, expect, it } from "vitest";
import { INITIAL_DSFEN, KIND_DATA, Position, moveToString, parseDsfen, parseMoveString, parseSquare } from "@daidai/core";
import { parseQboardFen, parseRecord } from "@daidai/notation";
import { EditorModel, paletteOf } from "../src/editor/editor-model.js";

const sq = parseSquare;

describe("paletteOf", () => {
  it("offers every one of the 68 kinds: each that can start on the board and each promoted form", () => {
    const palette = paletteOf("white");
    const kinds = new Set(palette.map((p) => p.kind));
    expect(kinds.size).toBe(68);
    expect(KIND_DATA.every((k) => kinds.has(k.code))).toBe(true);
    expect(palette.every((p) => p.color === "white")).toBe(true);
    // 64 kinds start on the board; 21 promote (FF, GE, MW and WS only that way).
    expect(palette.filter((p) => !p.promoted)).toHaveLength(64);
    expect(palette.filter((p) => p.promoted).map((p) => p.code)).toContain("+Ln");
    expect(new Set(palette.map((p) => p.code)).size).toBe(palette.length);
  });
});

describe("EditorModel", () => {
  it("starts from the initial position and places, replaces and removes pieces by taps", () => {
    const m = new EditorModel();
    expect(m.dsfen()).toBe(Position.initial().toDsfen());
    const lion = paletteOf("black").find((p) => p.code === "Ln");
    if (lion === undefined) throw new Error("no lion");
    m.clear();
    m.tap(sq("9i"), lion);
    expect(m.board[sq("9i")]).toBe(lion);
    m.tap(sq("9i"), lion); // the same piece again: removed
    expect(m.board[sq("9i")]).toBeNull();
    m.tap(sq("9i"), lion);
    m.tap(sq("9i"), null); // the eraser
    expect(m.board.every((p) => p === null)).toBe(true);
  });

  it("moves a piece (replacing what stands there) and removes one moved off the board", () => {
    const m = new EditorModel();
    const king = m.board[sq("9q")];
    expect(king?.code).toBe("K");
    const captured = m.board[sq("9m")];
    expect(captured).not.toBeNull();
    m.move(sq("9q"), sq("9m"));
    expect(m.board[sq("9q")]).toBeNull();
    expect(m.board[sq("9m")]).toBe(king);
    m.move(sq("9m"), null);
    expect(m.board[sq("9m")]).toBeNull();
    expect(m.board.filter((p) => p !== null)).toHaveLength(192 - 2);
  });

  it("shows core's setup problems as they happen, with their squares", () => {
    const m = new EditorModel();
    m.clear();
    const king = paletteOf("black").find((p) => p.code === "K");
    const wKing = paletteOf("white").find((p) => p.code === "K");
    const rook = paletteOf("black").find((p) => p.code === "R");
    if (king === undefined || wKing === undefined || rook === undefined) throw new Error("no piece");
    m.tap(sq("9q"), king);
    expect(m.problems()).toEqual([]);
    m.tap(sq("8q"), king);
    expect(m.problems().map((p) => [p.code, p.squares])).toEqual([["twoKings", [sq("9q"), sq("8q")].sort((a, b) => a - b)]]);
    m.tap(sq("8q"), king);
    m.tap(sq("9a"), wKing);
    m.tap(sq("9m"), rook);
    // Black to move with White's king in check from the rook: the side not to move in check.
    expect(m.problems().map((p) => [p.code, p.squares])).toEqual([["oppositeCheck", [sq("9a")]]]);
    m.turn = "white";
    expect(m.problems()).toEqual([]);
  });

  it("reads a DSFEN or a QBoard FEN and keeps the position when the text is neither", () => {
    const m = new EditorModel();
    const pos = Position.initial();
    pos.playOrThrow(pos.legalMovesInOrder()[3] ?? (() => { throw new Error("no move"); })());
    expect(m.load(pos.toDsfen())).toBeNull();
    expect(m.dsfen()).toBe(pos.toDsfen());
    const qboard = m.qboardFen();
    m.initial();
    expect(m.load(qboard)).toBeNull();
    expect(m.dsfen()).toBe(pos.toDsfen());
    expect(m.load("not a position")?.message).toBeTruthy();
    expect(m.dsfen()).toBe(pos.toDsfen());
  });

  it("reads a record in DSFEN + move strings at a ply, and says which move is not legal", () => {
    const pos = Position.initial();
    const texts: string[] = [];
    for (let i = 0; i < 6; i++) {
      const m = pos.legalMovesInOrder()[i * 5];
      if (m === undefined) throw new Error("no move");
      texts.push(moveToString(m));
      pos.playOrThrow(m);
    }
    const record = `${INITIAL_DSFEN} ${texts.join(" ")}`;
    const at = (ply: number): string => {
      const p = Position.initial();
      for (const t of texts.slice(0, ply)) {
        const m = parseMoveString(p, t);
        if (!m.ok) throw new Error(m.error.message);
        p.playOrThrow(m.value);
      }
      return p.toDsfen();
    };
    const m = new EditorModel();
    expect(m.load(record, 3)).toBeNull();
    expect(m.dsfen()).toBe(at(3));
    expect(m.turn).toBe("white");
    expect(m.load(record)).toBeNull();
    expect(m.dsfen()).toBe(at(6));
    expect(m.load(record, 0)).toBeNull();
    expect(m.dsfen()).toBe(at(0));
    expect(m.load(`${INITIAL_DSFEN} ${texts[0] ?? ""} ${texts[0] ?? ""}`)?.message).toMatch(/^move 2 \(/);
    expect(m.dsfen()).toBe(at(0));
  });

  it("writes outputs that the readers read back to the same position", () => {
    const m = new EditorModel(INITIAL_DSFEN);
    m.tap(sq("9l"), null);
    m.turn = "white";
    const dsfen = m.dsfen();
    const back = parseDsfen(dsfen);
    expect(back.ok && back.value.board).toEqual(m.board);
    const q = parseQboardFen(m.qboardFen());
    expect(q.ok && q.setup.board).toEqual(m.board);
    expect(q.ok && q.setup.turn).toBe("white");
    expect(m.snippet("board")).toBe(`<daidai-board dsfen="${dsfen}"></daidai-board>`);
    // The replay snippet holds a DSFEN record: notation reads it to the same start.
    const inner = /<script type="text\/x-daidai">(.*)<\/script>/.exec(m.snippet("replay"))?.[1] ?? "";
    const { record, diagnostics } = parseRecord(inner, { format: "dsfen" });
    expect(diagnostics).toEqual([]);
    expect(record.startDsfen).toBe(dsfen);
  });
});
