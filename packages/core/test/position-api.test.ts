/** The public Position: closed over its state, copies that never share, errors as values. */
import { describe, expect, it } from "vitest";
import * as core from "../src/index.js";
import { Position, parseMoveString, parseSquare } from "../src/index.js";
import { engineState } from "../src/engine.js";

function mv(pos: Position, text: string): core.Move {
  const r = parseMoveString(pos, text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe("the public API", () => {
  it("exports no engine internals", () => {
    for (const name of ["GameState", "MAX_MOVES", "encodeMove", "decodeMove", "CELL_OF_SQUARE", "TYPE_CODE", "codeFrom", "makeCode"]) {
      expect(name in core, name).toBe(false);
    }
  });
  it("a Position has no way to make an unchecked move or set the side to move", () => {
    const pos = Position.initial() as unknown as Record<string, unknown>;
    for (const name of ["makeMove", "unmakeMove", "makeNullMove", "turnIndex", "board", "setCell", "generateLegal"]) {
      expect(name in pos, name).toBe(false);
    }
    expect(() => {
      (pos as { turn: string }).turn = "white";
    }).toThrow(TypeError);
  });
  it("play refuses an illegal move with a typed error and leaves the position unchanged", () => {
    const pos = Position.initial();
    const before = pos.toDsfen();
    const r = pos.play({ from: parseSquare("9l"), to: parseSquare("9j"), via: [] });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe("notAMove");
      expect(r.error.message).toBe("illegal move 9l9j: not a move of that piece");
    }
    expect(pos.toDsfen()).toBe(before);
    expect(pos.undo()).toBeUndefined();
  });
  it("play refuses a move whose numbers are no squares with an error value, never a throw", () => {
    const pos = Position.initial();
    const r = pos.play({ from: parseSquare("9l"), to: -1, via: [400] });
    expect(r.ok ? undefined : r.error).toMatchObject({ code: "notAMove", message: "illegal move 9l??: not a move of that piece" });
    expect(pos.play({ from: -1, to: -1, via: [] }).ok).toBe(false);
  });
  it("play returns what the move did", () => {
    const pos = Position.fromDsfenOrThrow("17/17/17/17/17/17/17/8,vP,8/8,Ln,8/17/17/17/17/17/17/17/17 b 1");
    const r = pos.play(mv(pos, "9i9h9i"));
    expect(r.ok && r.value.igui && r.value.promotes && r.value.result.code).toBe("+Ln");
  });
});

describe("initial", () => {
  it("gives a new position each time: moves played on one change neither the others nor later ones", () => {
    const a = Position.initial();
    const b = Position.initial();
    a.playOrThrow(mv(a, "9l9k"));
    expect(b.toDsfen()).toBe(core.INITIAL_DSFEN);
    expect(b.history()).toEqual([]);
    const c = Position.initial();
    expect(c.toDsfen()).toBe(core.INITIAL_DSFEN);
    expect(c.key()).toBe(b.key());
    expect(c.plyCount).toBe(0);
  });
  it("keeps the rule options asked for, and still refuses bad ones", () => {
    expect(Position.initial({ legality: "kingCapture" }).options.legality).toBe("kingCapture");
    expect(Position.initial().options.legality).toBe("legal");
    expect(() => Position.initial({ repetition: "none" as "simple" })).toThrow(TypeError);
  });
});

describe("squaresOf", () => {
  it("lists the squares of a piece as a scan of pieceAt over the board does, after captures and promotions too", () => {
    const pos = Position.initial();
    for (const s of ["9l9k", "9f9g", "9k9j", "9g9h", "9j9i", "9h9i"]) pos.playOrThrow(mv(pos, s));
    const scanned = (piece: core.Piece): number[] => {
      const out: number[] = [];
      for (let sq = 0; sq < core.SQUARE_COUNT; sq++) {
        const p = pos.pieceAt(sq);
        if (p?.code === piece.code && p.color === piece.color) out.push(sq);
      }
      return out;
    };
    let pieces = 0;
    for (const code of ["P", "+P", "K", "Ln", "+Ea", "HD", "FF"]) {
      for (const color of ["black", "white"] as const) {
        const piece = core.pieceOf(code, color);
        if (piece === undefined) continue;
        expect(pos.squaresOf(piece), `${color} ${code}`).toEqual(scanned(piece));
        pieces += pos.squaresOf(piece).length;
      }
    }
    const pawn = core.pieceOf("P", "black");
    expect(pawn && pos.squaresOf(pawn).length).toBe(16);
    expect(pieces).toBeGreaterThan(40);
  });
});

describe("clone", () => {
  it("copies the history and repetition state, and the copy and the source never share", () => {
    const pos = Position.initial();
    for (const s of ["9l9k", "9f9g", "9k9j", "9g9h"]) pos.playOrThrow(mv(pos, s));
    const sourceBefore = { dsfen: pos.toDsfen(), key: pos.key(), history: pos.history() };
    const copy = pos.clone();
    expect(copy.toDsfen()).toBe(sourceBefore.dsfen);
    expect(copy.key()).toBe(sourceBefore.key);
    expect(copy.history()).toEqual(sourceBefore.history);
    expect(copy.moveNumber).toBe(pos.moveNumber);
    copy.playOrThrow(mv(copy, "9j9i"));
    copy.undo();
    copy.undo();
    expect(pos.toDsfen()).toBe(sourceBefore.dsfen);
    expect(pos.history()).toEqual(sourceBefore.history);
    pos.undo();
    expect(copy.plyCount).toBe(3);
  });
  it("a clone judges repetition like its source (JCSA needs the history)", () => {
    const pos = Position.fromDsfenOrThrow("8,vK,8/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/8,K,8 b 1");
    const cycle = ["9q9p", "9a9b", "9p9q", "9b9a"];
    for (let i = 0; i < 2; i++) for (const s of cycle) pos.playOrThrow(mv(pos, s));
    // The fourth occurrence of the start position is next: both must reach the same verdict.
    const copy = pos.clone();
    for (const s of ["9q9p", "9a9b", "9p9q"]) {
      pos.playOrThrow(mv(pos, s));
      copy.playOrThrow(mv(copy, s));
    }
    const last = { from: parseSquare("9b"), to: parseSquare("9a"), via: [] };
    expect(copy.illegalReason(last)).toBe(pos.illegalReason(last));
    pos.playOrThrow(last);
    copy.playOrThrow(last);
    expect(copy.outcome()).toEqual(pos.outcome());
    expect(pos.outcome()?.reason).toBe("repetitionDraw");
  });
  it("engineState gives a copy: changing it never changes the position", () => {
    const pos = Position.initial();
    const state = engineState(pos);
    state.makeNullMove();
    expect(pos.turn).toBe("black");
  });
});
