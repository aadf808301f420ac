/**
 * Check, mate, stalemate, king capture (rules.md §9) and repetition (§10), on hand-built
 * positions whose outcomes were worked out by hand.
 */
import { describe, expect, it } from "vitest";
import { Game, Position, moveToString, parseMoveString, parseSquare, type Move } from "../src/index.js";
import { MAX_MOVES, engineState } from "../src/engine.js";
import { positionOf } from "./helpers.js";

function mv(pos: Position, text: string): Move {
  const r = parseMoveString(pos, text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function playAll(pos: Position, moves: string[]): void {
  for (const m of moves) pos.playOrThrow(mv(pos, m));
}

describe("check (§9)", () => {
  it("a lion checks through a blocker (5×5 area)", () => {
    expect(positionOf({ "9c": "vK", "9d": "P", "9e": "Ln" }, "white").isCheck()).toBe(true);
  });
  it("a lion dog checks at distance 3 through two blockers", () => {
    expect(positionOf({ "9b": "vK", "9c": "P", "9d": "vG", "9e": "LD" }, "white").isCheck()).toBe(true);
    expect(positionOf({ "9a": "vK", "9e": "LD" }, "white").isCheck()).toBe(false);
  });
  it("a rook's check is blocked by any piece", () => {
    expect(positionOf({ "9a": "vK", "9i": "R" }, "white").isCheck()).toBe(true);
    expect(positionOf({ "9a": "vK", "9e": "vP", "9i": "R" }, "white").isCheck()).toBe(false);
  });
  it("a hook mover checks round a corner, unless both corners are blocked", () => {
    expect(positionOf({ "3c": "vK", "9i": "HM" }, "white").isCheck()).toBe(true);
    // Corner 9c path blocked at 9e; corner 3i path blocked at 5i.
    expect(positionOf({ "3c": "vK", "9i": "HM", "9e": "P", "5i": "P" }, "white").isCheck()).toBe(false);
    // A piece on a corner square blocks the turn there.
    expect(positionOf({ "3c": "vK", "9i": "HM", "9c": "P", "3i": "P" }, "white").isCheck()).toBe(false);
  });
  it("a goblin checks round a diagonal corner", () => {
    const pos = positionOf({ "5e": "vK", "9i": "Lo" }, "white");
    // 5e is 4 files right and 4 ranks up of 9i: a straight diagonal → bishop check.
    expect(pos.isCheck()).toBe(true);
    // 9e: same colour, off the diagonals: reached by the hook 9i-7g-9e or 9i-11g-9e.
    expect(positionOf({ "9e": "vK", "9i": "Lo" }, "white").isCheck()).toBe(true);
    expect(positionOf({ "9e": "vK", "9i": "Lo", "7g": "P", "11g": "P", "8h": "P", "10h": "P", "8f": "P", "10f": "P" }, "white").isCheck()).toBe(false);
    // 9g: by the hooks 9i-8h-9g and 9i-10h-9g; 8g is of the other colour and not adjacent.
    expect(positionOf({ "9g": "vK", "9i": "Lo" }, "white").isCheck()).toBe(true);
    expect(positionOf({ "8g": "vK", "9i": "Lo" }, "white").isCheck()).toBe(false);
  });
  it("no legal move leaves the own king in check (a pinned piece stays)", () => {
    // Black king 9q, Black gold 9p pinned by the White rook on 9a.
    const pos = positionOf({ "9q": "K", "9p": "G", "9a": "vR" });
    expect(pos.legalMovesFrom(parseSquare("9p")).map((m) => m.to)).toEqual([parseSquare("9o")]);
    expect(pos.illegalReason({ from: parseSquare("9p"), to: parseSquare("8p"), via: [] })).toBe("leavesKingInCheck");
    // With legality kingCapture the same move is allowed.
    const loose = positionOf({ "9q": "K", "9p": "G", "9a": "vR" }, "black", { legality: "kingCapture" });
    expect(loose.illegalReason({ from: parseSquare("9p"), to: parseSquare("8p"), via: [] })).toBeUndefined();
  });
  it("a lion's igui that removes a blocker of an enemy line is illegal", () => {
    // Black king 9q; the Black lion on 9o and the White pawn on 9n both stand between it and the White rook on 9a.
    const pos = positionOf({ "9q": "K", "9o": "Ln", "9n": "vP", "9a": "vR" });
    // Igui on 9n keeps the lion on 9o: still blocking, legal. Capturing 9n and going to 8n unblocks: illegal.
    expect(pos.illegalReason({ from: parseSquare("9o"), to: parseSquare("9o"), via: [parseSquare("9n")] })).toBeUndefined();
    expect(pos.illegalReason({ from: parseSquare("9o"), to: parseSquare("8n"), via: [parseSquare("9n")] })).toBe("leavesKingInCheck");
  });
});

describe("end of game (§9)", () => {
  it("checkmate: the side to move loses", () => {
    // White king 1a; Black queen 2b protected by a gold on 3c.
    const pos = positionOf({ "1a": "vK", "2b": "Q", "3c": "G" }, "white");
    expect(pos.isCheck()).toBe(true);
    expect(pos.legalMoves()).toEqual([]);
    expect(pos.outcome()).toEqual({ winner: "black", reason: "checkmate" });
  });
  it("stalemate: the side to move loses too", () => {
    // White king 1a; Black queen 3b covers 2a, 1b, 2b but not 1a.
    const pos = positionOf({ "1a": "vK", "3b": "Q" }, "white");
    expect(pos.isCheck()).toBe(false);
    expect(pos.legalMoves()).toEqual([]);
    expect(pos.outcome()).toEqual({ winner: "black", reason: "stalemate" });
  });
  it("side not to move already in check (rules-decisions #3): capturing its king is a move like any other", () => {
    // Black rook 1q sees the white king on 1a. With Black's king safe the capture is legal and ends the game.
    const safe = positionOf({ "9q": "K", "1q": "R", "1a": "vK" }, "black");
    expect(safe.legalMoves().map(moveToString)).toContain("1q1a");
    safe.playOrThrow(mv(safe, "1q1a"));
    expect(safe.outcome()).toEqual({ winner: "black", reason: "kingCaptured" });
    // A white rook on 9c checks Black's king: the capture would leave it in check, so it is not legal (§9).
    const exposed = positionOf({ "9q": "K", "1q": "R", "1a": "vK", "9c": "vR" }, "black");
    expect(exposed.legalMoves().map(moveToString)).not.toContain("1q1a");
    expect(exposed.isCheck()).toBe(true);
    expect(exposed.illegalReason({ from: parseSquare("1q"), to: parseSquare("1a"), via: [] })).toBe("leavesKingInCheck");
  });
  it("with legality kingCapture, exposing the king is allowed and capturing it ends the game", () => {
    const pos = positionOf({ "9q": "K", "9p": "G", "9a": "vR", "1a": "vK" }, "black", { legality: "kingCapture" });
    pos.playOrThrow(mv(pos, "9p8p"));
    pos.playOrThrow(mv(pos, "9a9q"));
    expect(pos.outcome()).toEqual({ winner: "white", reason: "kingCaptured" });
    expect(pos.legalMoves()).toEqual([]);
  });
  it("a game reports resignation and, with illegalMoveLoses, an illegal move", () => {
    const game = new Game();
    expect(game.play("9l9k").ok).toBe(true);
    expect(game.resign("white")).toEqual({ winner: "black", reason: "resignation" });
    const strict = new Game(undefined, { illegalMoveLoses: true });
    const r = strict.play("9l9j");
    expect(r.ok).toBe(false);
    expect(strict.outcome()).toEqual({ winner: "white", reason: "illegalMove" });
    const lenient = new Game();
    expect(lenient.play("9l9j").ok).toBe(false);
    expect(lenient.outcome()).toBeNull();
  });
});

describe("repetition, JCSA rule (§10.1)", () => {
  const shuffle = ["9q9p", "9a9b", "9p9q", "9b9a"];
  it("rule 4: a plain fourth repetition is a draw", () => {
    const pos = positionOf({ "9q": "K", "9a": "vK" });
    playAll(pos, [...shuffle, ...shuffle]);
    expect(pos.outcome()).toBeNull();
    playAll(pos, shuffle.slice(0, 3));
    expect(pos.outcome()).toBeNull();
    playAll(pos, shuffle.slice(3));
    expect(pos.outcome()).toEqual({ winner: null, reason: "repetitionDraw" });
    expect(pos.legalMoves()).toEqual([]);
  });
  it("rule 1: the side giving perpetual check must deviate; the checked side may repeat", () => {
    // Black rook checks the White king on 1a / 1b from 5a / 5b.
    const pos = positionOf({ "5b": "R", "1a": "vK", "17q": "K" });
    const cycle = ["5b5a", "1a1b", "5a5b", "1b1a"];
    playAll(pos, [...cycle, ...cycle, ...cycle]); // White's 12th ply makes the 4th occurrence: legal
    expect(pos.outcome()).toBeNull();
    expect(pos.illegalReason({ from: parseSquare("5b"), to: parseSquare("5a"), via: [] })).toBe("repetition");
    expect(pos.legalMoves().some((m) => m.from === parseSquare("5b") && m.to === parseSquare("5a"))).toBe(false);
    expect(pos.legalMoves().length).toBeGreaterThan(0);
  });
  it("rule 1: both sides checking on every ply is a draw", () => {
    const pos = positionOf({ "1a": "R", "17q": "vR", "9a": "vK", "9q": "K" }, "black", { legality: "kingCapture" });
    const cycle = ["1a2a", "17q16q", "2a1a", "16q17q"];
    playAll(pos, [...cycle, ...cycle, ...cycle]);
    expect(pos.outcome()).toEqual({ winner: null, reason: "repetitionDraw" });
  });
  it("rule 2: the chasing side must deviate", () => {
    // The Black rook attacks the White gold after each of its moves; the gold never attacks.
    const pos = positionOf({ "8d": "R", "5e": "vG", "17a": "vK", "17q": "K" });
    const cycle = ["8d8e", "5e5d", "8e8d", "5d5e"];
    playAll(pos, [...cycle, ...cycle, ...cycle]); // White's move makes the 4th occurrence: legal
    expect(pos.outcome()).toBeNull();
    expect(pos.illegalReason({ from: parseSquare("8d"), to: parseSquare("8e"), via: [] })).toBe("repetition");
  });
  it("rule 3: in a war of passes the first passer must deviate", () => {
    const pos = positionOf({ "15p": "Ln", "3b": "vLn", "9q": "K", "9a": "vK" });
    playAll(pos, ["15p15p", "3b3b", "15p15p", "3b3b", "15p15p", "3b3b"]); // White's pass makes the 4th occurrence: legal
    expect(pos.outcome()).toBeNull();
    expect(pos.illegalReason({ from: parseSquare("15p"), to: parseSquare("15p"), via: [] })).toBe("repetition");
    expect(pos.isLegal({ from: parseSquare("15p"), to: parseSquare("14o"), via: [] })).toBe(true);
  });
});

describe("repetition, simple rule (§10.2)", () => {
  it("forbids recreating any earlier position", () => {
    const pos = positionOf({ "9q": "K", "9a": "vK" }, "black", { repetition: "simple" });
    playAll(pos, ["9q9p", "9a9b", "9p9q"]);
    expect(pos.illegalReason({ from: parseSquare("9b"), to: parseSquare("9a"), via: [] })).toBe("repetition");
  });
  it("makes two consecutive passes impossible", () => {
    const pos = positionOf({ "15p": "Ln", "3b": "vLn", "9q": "K", "9a": "vK" }, "black", { repetition: "simple" });
    playAll(pos, ["15p15p"]);
    expect(pos.illegalReason({ from: parseSquare("3b"), to: parseSquare("3b"), via: [] })).toBe("repetition");
  });
});

describe("null move (for engines)", () => {
  it("hands the turn over and is taken back exactly", () => {
    const start = Position.initial();
    const pos = engineState(start);
    const key = [pos.hashLo, pos.hashHi];
    pos.makeNullMove();
    expect(pos.turnIndex).toBe(1);
    expect([pos.hashLo, pos.hashHi]).not.toEqual(key);
    expect(pos.generateLegal(new Int32Array(MAX_MOVES), 0)).toBe(59);
    // The key equals that of the same board with White to move.
    const whiteToMove = engineState(Position.fromDsfenOrThrow(start.toDsfen().replace(" b ", " w ")));
    expect([pos.hashLo, pos.hashHi]).toEqual([whiteToMove.hashLo, whiteToMove.hashHi]);
    pos.unmakeNullMove();
    expect([pos.hashLo, pos.hashHi]).toEqual(key);
    pos.makeNullMove();
    pos.unmakeMove();
    expect([pos.hashLo, pos.hashHi]).toEqual(key);
    expect(pos.turnIndex).toBe(0);
  });
  it("never makes a repetition verdict through a null move", () => {
    const pos = positionOf({ "9q": "K", "9a": "vK" });
    playAll(pos, ["9q9p", "9a9b", "9p9q", "9b9a", "9q9p", "9a9b", "9p9q", "9b9a", "9q9p"]);
    const state = engineState(pos);
    state.makeNullMove(); // White skips: Black to move with the king on 9p
    state.makeNullMove();
    expect(state.isTerminal()).toBe(false);
    state.unmakeMove();
    state.unmakeMove();
    expect(state.generateLegal(new Int32Array(MAX_MOVES), 0)).toBeGreaterThan(0);
  });
});
