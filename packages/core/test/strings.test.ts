/** DSFEN and move strings (formats.md): parsing, errors, canonical writing. */
import { describe, expect, it } from "vitest";
import {
  CoreError,
  INITIAL_DSFEN,
  Position,
  parseDsfen,
  parseDsfenOrThrow,
  parseMoveString,
  parseSquare,
  squareName,
  writeDsfen,
  type DsfenError,
} from "../src/index.js";
import { movesFrom, positionOf } from "./helpers.js";

const EMPTY_RANKS = Array.from({ length: 17 }, () => "17");

function withRank(row: number, text: string, tail = "b 1"): string {
  const ranks = [...EMPTY_RANKS];
  ranks[row] = text;
  return `${ranks.join("/")} ${tail}`;
}

function dsfenError(text: string): DsfenError {
  const r = parseDsfen(text);
  if (r.ok) throw new Error(`no error for ${text}`);
  return r.error;
}

describe("squares (§1)", () => {
  it("names the corners and the kings' squares", () => {
    expect(squareName(0)).toBe("17a");
    expect(squareName(16)).toBe("1a");
    expect(squareName(288)).toBe("1q");
    expect(parseSquare("9q")).toBe(16 * 17 + 8);
    expect(parseSquare("18a")).toBe(-1);
    expect(parseSquare("0a")).toBe(-1);
    expect(parseSquare("9r")).toBe(-1);
  });

  it("reads exactly the 289 names (§1's grammar: file 1–17 without a leading zero, rank a–q), whatever else is given", () => {
    const grammar = /^(1[0-7]|[1-9])([a-q])$/;
    const chars = ["", "0", "1", "2", "7", "8", "9", "a", "q", "r", "A", " ", "-", "\n"];
    let named = 0;
    for (const a of chars) for (const b of chars) for (const c of chars) for (const d of ["", "a", "1"]) {
      const text = a + b + c + d;
      const m = grammar.exec(text);
      const expected = m === null ? -1 : ((m[2] ?? "").charCodeAt(0) - 97) * 17 + (17 - Number(m[1]));
      if (parseSquare(text) !== expected) expect.fail(`parseSquare(${JSON.stringify(text)}) = ${String(parseSquare(text))}, expected ${String(expected)}`);
      if (expected >= 0) named++;
    }
    expect(named).toBeGreaterThan(20);
    for (let sq = 0; sq < 289; sq++) expect(parseSquare(squareName(sq))).toBe(sq);
  });
});

describe("DSFEN (formats.md §1)", () => {
  it("round-trips the initial position", () => {
    expect(writeDsfen(parseDsfenOrThrow(INITIAL_DSFEN))).toBe(INITIAL_DSFEN);
  });
  it("accepts spaces after commas, unmerged counts and a missing move number; writes the canonical form", () => {
    const text = withRank(8, "3, 5, vLn, 4,4", "w").replace(" 1", "");
    const setup = parseDsfenOrThrow(text.replace(/ w$/, " w"));
    expect(setup.turn).toBe("white");
    expect(setup.moveNumber).toBe(1);
    expect(writeDsfen(setup)).toBe(withRank(8, "8,vLn,8", "w 1"));
  });
  it("reads promoted pieces by their original code", () => {
    const setup = parseDsfenOrThrow(withRank(0, "+Ea,v+FH,+Ln,14"));
    expect(setup.board[0]).toMatchObject({ code: "+Ea", kind: "Ln", color: "black", promoted: true });
    expect(setup.board[1]).toMatchObject({ code: "+FH", kind: "Q", color: "white" });
    expect(setup.board[2]).toMatchObject({ code: "+Ln", kind: "FF" });
  });
  it.each([
    [withRank(3, "16"), "d", "covers 16 squares", "rankTooShort"],
    [withRank(3, "10,8"), "d", "more than 17", "rankTooLong"],
    [withRank(4, "5,Xx,11"), "e", "unknown piece code 'Xx'", "unknownPiece"],
    [withRank(4, "5,FF,11"), "e", "exists only as a promoted piece", "promotedOnly"],
    [withRank(4, "5,+G,11"), "e", "cannot promote", "cannotPromote"],
    [withRank(16, "5,,11"), "q", "empty token", "emptyToken"],
    [withRank(2, "0,17"), "c", "bad empty-square count", "badCount"],
    [withRank(2, "v-P,16"), "c", "bad token", "badToken"],
  ])("rejects %s at rank %s: %s", (text, rank, message, code) => {
    const e = dsfenError(text);
    expect(e.code).toBe(code);
    expect(e.rank).toBe(rank);
    expect(e.message).toContain(message);
    expect(e.message).toContain(`rank ${rank}`);
  });
  it.each([
    ["", "empty DSFEN"],
    ["17/17 b", "expected 17 ranks"],
    [EMPTY_RANKS.join("/"), "missing side to move"],
    [`${EMPTY_RANKS.join("/")} x`, "bad side to move 'x'"],
    [`${EMPTY_RANKS.join("/")} b 0`, "bad move number '0'"],
    [`${EMPTY_RANKS.join("/")} b 1 extra`, "unexpected text"],
  ])("rejects %j: %s", (text, message) => {
    expect(dsfenError(text).message).toContain(message);
  });
  it("checks a piece token read before as strictly as a new one: eighteen pieces overrun the rank, each square its own piece", () => {
    parseDsfenOrThrow(INITIAL_DSFEN);
    const tooLong = dsfenError(withRank(9, Array.from({ length: 18 }, () => "P").join(",")));
    expect(tooLong).toMatchObject({ code: "rankTooLong", rank: "j", token: "P" });
    const setup = parseDsfenOrThrow(withRank(9, "P,vP,P,14"));
    expect(setup.board.slice(9 * 17, 9 * 17 + 3).map((p) => `${p?.color ?? ""} ${p?.code ?? ""}`)).toEqual(["black P", "white P", "black P"]);
  });
  it("names the token and what was expected", () => {
    expect(dsfenError(withRank(4, "5,Xx,11"))).toMatchObject({ token: "Xx", expected: "a piece code of rules.md" });
    expect(dsfenError(`${EMPTY_RANKS.join("/")} x`)).toMatchObject({ code: "badSide", token: "x", expected: "'b' or 'w'" });
  });
  it("rejects two kings of one side", () => {
    const r = Position.fromDsfen(withRank(0, "K,K,15"));
    expect(r.ok ? undefined : r.error.code).toBe("twoKings");
    expect(() => Position.fromDsfenOrThrow(withRank(0, "K,K,15"))).toThrow(/more than one king/);
  });
  it("the throwing variants throw a CoreError carrying the typed error", () => {
    let thrown: unknown;
    try {
      parseDsfenOrThrow("17/17 b");
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(CoreError);
    expect((thrown as CoreError).code).toBe("rankCount");
  });
  it("keeps the move number", () => {
    const pos = Position.fromDsfenOrThrow(withRank(8, "8,K,8", "b 41"));
    expect(pos.moveNumber).toBe(41);
    pos.playOrThrow({ from: parseSquare("9i"), to: parseSquare("9h"), via: [] });
    expect(pos.toDsfen()).toBe(withRank(7, "8,K,8", "w 42"));
  });
});

describe("move strings (formats.md §2)", () => {
  const pos = Position.initial();
  it("parses an ordinary move and a pass", () => {
    expect(parseMoveString(pos, "9l9k")).toMatchObject({ ok: true, value: { from: parseSquare("9l"), to: parseSquare("9k"), via: [] } });
    expect(parseMoveString(pos, "15p15p").ok).toBe(true);
  });
  it.each([
    ["9l", "not a move string"],
    ["9l9k9j9i9h", "not a move string"],
    ["9lx9k", "not a move string"],
    ["9i9h", "no piece on the origin square"],
    ["9f9g", "not the side to move's piece"],
    ["9l9j", "not a move of that piece"],
    ["9q9q", "not a move of that piece"],
  ])("rejects %s: %s", (text, reason) => {
    const r = parseMoveString(pos, text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain(reason);
  });
  it("rejects a move that leaves the king in check", () => {
    const p = positionOf({ "9q": "K", "9p": "G", "9a": "vR" });
    const r = parseMoveString(p, "9p8o");
    expect(r).toEqual({ ok: false, error: { code: "leavesKingInCheck", text: "9p8o", message: "9p8o: leaves the king in check" } });
  });
  it("writes the lion dog's return to S1 with both captures (formats.md example)", () => {
    const p = positionOf({ "3p": "LD", "3o": "vP", "3n": "vP" });
    expect(movesFrom(p, "3p")).toContain("3p3o3n3o");
    const q = positionOf({ "3p": "LD", "3n": "vP" });
    expect(movesFrom(q, "3p")).toContain("3p3n3o");
  });
});

describe("click-by-click entry of lion moves", () => {
  it("offers the first square, then the continuations", () => {
    const p = positionOf({ "9i": "Ln", "9h": "vP" });
    const first = p.continuations(parseSquare("9i"));
    const at9h = first.find((c) => c.square === parseSquare("9h"));
    expect(at9h?.move).toEqual({ from: parseSquare("9i"), to: parseSquare("9h"), via: [] });
    const second = p.continuations(parseSquare("9i"), [parseSquare("9h")]).map((c) => squareName(c.square)).sort();
    // After capturing on 9h: back to 9i (igui) or on to any of its other 7 neighbours.
    expect(second).toEqual(["10g", "10h", "10i", "8g", "8h", "8i", "9g", "9i"].sort());
  });
});

describe("rule options", () => {
  it("neighbouring king as a drunk elephant (§14.4) cannot step straight back", () => {
    expect(movesFrom(positionOf({ "9i": "NK" }), "9i")).toHaveLength(8);
    const drunk = movesFrom(positionOf({ "9i": "NK" }, "black", { neighboringKing: "FfrlW" }), "9i");
    expect(drunk).toHaveLength(7);
    expect(drunk).not.toContain("9i9j");
  });
  it("rejects unknown option values", () => {
    expect(() => Position.initial({ legality: "x" as "legal" })).toThrow(/legality/);
  });
});
