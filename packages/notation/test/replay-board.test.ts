// The fast replay (engine-replay.ts and the fast paths of move-text/) against the full
// resolvers on a public Position, which are the independent check: for every text tried in
// random games, a move the fast path plays must be the move the full resolver reads, and
// the fast path must not accept a text the full resolver refuses (an ambiguous one above
// all). The board's piece index is exercised by walking whole games on it.
import { describe, expect, it } from "vitest";
import { KIND_DATA, Position, SQUARE_COUNT, createRng, moveToString, pieceOf, type Move, type Piece, type RuleOptions, type Square } from "@daidai/core";
import { ReplayBoard } from "../src/engine-replay.js";
import { parseRecord } from "../src/index.js";
import { parseMoveTextIn, playMoveText, type MoveStyle } from "../src/move-text/index.js";
import { formatJapanese, playJapaneseFast } from "../src/move-text/japanese.js";
import { formatWestern, playWesternFast } from "../src/move-text/western.js";

/** The texts tried for a legal move: as written, without the written origin (maybe ambiguous), and spoiled. */
function texts(pos: Position, move: Move, previousTo: Square | undefined): { text: string; style: MoveStyle }[] {
  const short = formatWestern(pos, move, "short");
  const long = formatWestern(pos, move, "long");
  const japanese = formatJapanese(pos, move, previousTo);
  return [
    { text: short, style: "western" },
    { text: long, style: "western" },
    { text: long.replace(/^(\+?[A-Z][A-Za-wyz]?)(1[0-7]|[1-9])[a-q]/, "$1"), style: "western" },
    { text: short.endsWith("+") ? short.slice(0, -1) : `${short}+`, style: "western" },
    { text: japanese, style: "japanese" },
    { text: japanese.replace(/\(.*\)$/, ""), style: "japanese" },
    { text: japanese.replace(/成?\(/, "成("), style: "japanese" },
    { text: moveToString(move), style: "movestring" },
    { text: `${moveToString(move)}+`, style: "movestring" },
  ];
}

function fast(board: ReplayBoard, text: string, style: MoveStyle, previousTo: Square | undefined): Move | undefined {
  if (style === "western") return playWesternFast(board, text);
  if (style === "japanese") return playJapaneseFast(board, text, previousTo);
  return undefined;
}

/** Codes of every piece that can stand on the board, promoted ones too. */
const CODES = KIND_DATA.filter((k) => !k.onlyByPromotion).flatMap((k) => (k.promotesTo === null ? [k.code] : [k.code, `+${k.code}`]));

/**
 * A crowded random position (both kings, then `count` random pieces of random sides):
 * checks, pins and two pieces of a kind reaching the same square are common in it.
 */
function crowded(seed: number, count: number, rules: Partial<RuleOptions>): Position {
  const random = createRng(seed);
  for (;;) {
    const board: (Piece | null)[] = Array.from({ length: SQUARE_COUNT }, () => null);
    const place = (code: string, color: "black" | "white"): void => {
      let sq = Math.floor(random() * SQUARE_COUNT);
      while (board[sq] !== null) sq = (sq + 1) % SQUARE_COUNT;
      board[sq] = pieceOf(code, color) ?? null;
    };
    place("K", "black");
    place("K", "white");
    for (let i = 0; i < count; i++) place(CODES[Math.floor(random() * CODES.length)] ?? "P", random() < 0.5 ? "black" : "white");
    const made = Position.fromSetup({ board, turn: random() < 0.5 ? "black" : "white", moveNumber: 1 }, rules);
    if (made.ok && made.value.legalMoves().length > 0) return made.value;
  }
}

function walk(seed: number, plies: number, rules: Partial<RuleOptions>, start?: Position): { agreed: number; fastHits: number; slowOk: number } {
  const random = createRng(seed);
  const pos = start?.clone() ?? Position.initial(rules);
  const board = new ReplayBoard(start?.clone() ?? Position.initial(rules));
  let previousTo: Square | undefined;
  let agreed = 0;
  let fastHits = 0;
  let slowOk = 0;
  for (let ply = 0; ply < plies; ply++) {
    const moves = pos.legalMoves();
    if (moves.length === 0 || pos.outcome() !== null) break;
    // Captures first, so that games reach lion double moves, igui and promotions.
    const sample = [...moves.filter((m) => pos.describeMove(m).captures.length > 0), ...moves].slice(0, 24);
    for (const move of sample) {
      for (const { text, style } of texts(pos, move, previousTo)) {
        const slow = parseMoveTextIn(pos, text, style, previousTo);
        if (slow.ok) slowOk++;
        const quick = fast(board, text, style, previousTo);
        if (quick !== undefined) {
          fastHits++;
          board.undo();
          expect(slow.ok ? moveToString(slow.move) : `refused: ${slow.error}`, `${style} ${text}`).toBe(moveToString(quick));
          expect(slow.ok && slow.move).toEqual(quick);
        }
        // The whole path (fast, else full) gives exactly the full resolver's result.
        const whole = playMoveText(board, text, style, previousTo);
        expect(whole, `${style} ${text}`).toEqual(slow);
        if (whole.ok) board.undo();
        agreed++;
      }
    }
    // The game goes on with a random move, on the board through its own western text.
    const next = moves[Math.floor(random() * moves.length)] as Move;
    const played = playMoveText(board, formatWestern(pos, next, "short"), "western", previousTo);
    expect(played.ok && moveToString(played.move)).toBe(moveToString(next));
    pos.playOrThrow(next);
    previousTo = next.to;
    expect(board.moveNumber).toBe(pos.moveNumber);
    expect(board.turn).toBe(pos.turn);
    expect(board.position().toDsfen()).toBe(pos.toDsfen());
  }
  return { agreed, fastHits, slowOk };
}

describe("fast replay on the engine state", () => {
  it("plays exactly the moves the full resolvers read, and refuses what they refuse", () => {
    let fastHits = 0;
    let slowOk = 0;
    for (const [seed, rules] of [
      [1, {}],
      [2, {}],
      [3, { legality: "kingCapture" }],
    ] as const) {
      const r = walk(seed, 40, rules);
      expect(r.agreed).toBeGreaterThan(1000);
      fastHits += r.fastHits;
      slowOk += r.slowOk;
    }
    // The fast path is really the one taken for the ordinary texts (not always the fallback).
    expect(fastHits).toBeGreaterThan(slowOk * 0.5);
  });

  it("agrees with the full resolvers in crowded random positions (checks, pins, ambiguous texts)", () => {
    let ambiguous = 0;
    let pinnedOrCheck = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const rules: Partial<RuleOptions> = seed % 4 === 0 ? { legality: "kingCapture" } : {};
      const start = crowded(seed, 90, rules);
      // Independent facts about the sample: texts the full resolver calls ambiguous, and moves it refuses for the king's sake.
      for (const m of start.legalMoves()) {
        const bare = formatWestern(start, m, "long").replace(/^(\+?[A-Z][A-Za-wyz]?)(1[0-7]|[1-9])[a-q]/, "$1");
        const r = parseMoveTextIn(start, bare, "western", undefined);
        if (!r.ok && r.error.startsWith("ambiguous")) ambiguous++;
      }
      if (start.isCheck()) pinnedOrCheck++;
      walk(seed, 6, rules, start);
    }
    expect(ambiguous).toBeGreaterThan(10);
    expect(pinnedOrCheck).toBeGreaterThan(0);
  });

  it("refuses the moves that expose the king when several moves are tried in one position (the exposure mask)", () => {
    /** Tries every move of `pos` on `board` (which is at `pos`) after a few legal ones; returns how many exposing moves it refused. */
    const tryAll = (board: ReplayBoard, pos: Position): number => {
      // The same position where the king may be left attacked: its extra moves are the ones that expose the king.
      const loose = Position.fromSetup(pos.setup(), { legality: "kingCapture" });
      if (!loose.ok) return 0;
      const legal = pos.legalMoves();
      const names = new Set(legal.map(moveToString));
      const exposing = loose.value.legalMoves().filter((m) => !names.has(moveToString(m)));
      // Legal moves first (played and taken back), so that the board tests the rest with the mask of this position.
      for (const m of legal.slice(0, 3)) {
        expect(playMoveText(board, moveToString(m), "movestring", undefined).ok).toBe(true);
        board.undo();
      }
      for (const m of exposing) {
        expect(pos.illegalReason(m), moveToString(m)).toBeDefined();
        expect(playMoveText(board, moveToString(m), "movestring", undefined).ok, moveToString(m)).toBe(false);
      }
      for (const m of legal) {
        expect(playMoveText(board, moveToString(m), "movestring", undefined).ok, moveToString(m)).toBe(true);
        board.undo();
      }
      return exposing.length;
    };
    let refused = 0;
    let afterTakeBack = 0;
    let checksGiven = 0;
    for (let seed = 1; seed <= 24; seed++) {
      const start = crowded(seed, 90, {});
      const board = new ReplayBoard(start.clone());
      refused += tryAll(board, start);
      // Two positions at the same ply, one after the other (a move, its take-back, another move): the first one's mask must not serve the second.
      // A quiet move, then one that gives check (the quiet position's mask says nothing of a check), and so on.
      const gives = (m: Move): boolean => {
        const p = start.clone();
        p.playOrThrow(m);
        return p.isCheck();
      };
      const all = start.legalMoves();
      const checks = all.filter(gives).slice(0, 3);
      const quiet = all.filter((m) => !checks.includes(m)).slice(0, 3);
      const moves = quiet.flatMap((m, i) => [m, ...(checks[i] === undefined ? [] : [checks[i]])]);
      for (const m of moves) {
        const pos = start.clone();
        pos.playOrThrow(m);
        if (pos.outcome() !== null) continue;
        if (pos.isCheck()) checksGiven++;
        expect(playMoveText(board, moveToString(m), "movestring", undefined).ok).toBe(true);
        afterTakeBack += tryAll(board, pos);
        board.undo();
      }
    }
    expect(refused).toBeGreaterThan(20);
    expect(afterTakeBack).toBeGreaterThan(20);
    expect(checksGiven).toBeGreaterThan(5);
  });

  it("gives the nodes that play the same text from the same square one frozen move object", () => {
    const { record, diagnostics } = parseRecord("1. P-8k (1. P-9k) 1... P-10g 2. P-9k (2. P-7k) 2... P-9g 3. P-7k *", { format: "pgn" });
    expect(diagnostics).toEqual([]);
    const [first, variation] = record.root.children;
    const second = first?.children[0]?.children[0];
    const third = second?.children[0]?.children[0];
    const alternative = first?.children[0]?.children[1];
    expect([first, variation, second, third, alternative].map((n) => (n?.move == null ? "" : moveToString(n.move)))).toEqual(["8l8k", "9l9k", "9l9k", "7l7k", "7l7k"]);
    expect(second?.move).toBe(variation?.move);
    expect(alternative?.move).toBe(third?.move);
    expect(Object.isFrozen(second?.move)).toBe(true);
    expect(first?.move).not.toBe(second?.move);
  });

  it("keeps the position it starts from unchanged and gives a position equal to its moves after take-backs", () => {
    const start = Position.initial();
    const before = start.toDsfen();
    const board = new ReplayBoard(start);
    const pos = Position.initial();
    const random = createRng(9);
    for (let i = 0; i < 30; i++) {
      const moves = pos.legalMoves();
      const m = moves[Math.floor(random() * moves.length)] as Move;
      expect(playMoveText(board, moveToString(m), "movestring", undefined).ok).toBe(true);
      pos.playOrThrow(m);
      if (i % 7 === 6) {
        board.undo();
        board.undo();
        pos.undo();
        pos.undo();
        expect(board.position().toDsfen()).toBe(pos.toDsfen());
      }
    }
    expect(board.position().toDsfen()).toBe(pos.toDsfen());
    expect(start.toDsfen()).toBe(before);
    expect(start.plyCount).toBe(0);
  });
});
