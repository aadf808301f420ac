/**
 * Scores of won games stay inside the search's range: the evaluation is bounded well below
 * the mate scores, the table saturates instead of wrapping, and a search of a bare king
 * against most of an army completes its iterations with a real score (issue 33).
 */
import { INITIAL_DSFEN, Position, createRng, parseDsfenOrThrow } from "@daidai/core";
import { engineState } from "@daidai/core/engine";
import { describe, expect, it } from "vitest";
import { EVAL_LIMIT, EVAL_LINEAR, INCREMENTAL_LIMIT, boundScore, clampEval } from "../src/evaluation/evaluator.js";
import { Engine, Evaluator, InlineRunner, MATE_BOUND, TranspositionTable, UsiSession } from "../src/index.js";
import { legalStrings } from "./helpers.js";

/** The initial position with every White piece but the king removed (Black to move): 86 pieces against a bare king. */
function bareKing(): Position {
  const setup = parseDsfenOrThrow(INITIAL_DSFEN);
  const board = setup.board.map((p) => (p !== null && p.color === "white" && p.kind !== "K" ? null : p));
  return Position.fromSetupOrThrow({ ...setup, board });
}

describe("bounded evaluation", () => {
  it("is the identity up to EVAL_LINEAR, then odd, monotone, 1-Lipschitz and saturating at INCREMENTAL_LIMIT", () => {
    expect(EVAL_LIMIT).toBeLessThan(MATE_BOUND - 4000);
    expect(INCREMENTAL_LIMIT).toBeLessThan(EVAL_LIMIT);
    for (const s of [0, 1, -1, 250, -9999, EVAL_LINEAR, -EVAL_LINEAR]) expect(boundScore(s)).toBe(s);
    expect(boundScore(EVAL_LINEAR + 400)).toBe(EVAL_LINEAR + 100);
    expect(boundScore(1e6)).toBe(INCREMENTAL_LIMIT);
    expect(boundScore(-1e6)).toBe(-INCREMENTAL_LIMIT);
    // The whole evaluation (the scanned terms added) is clamped at EVAL_LIMIT.
    expect(clampEval(INCREMENTAL_LIMIT + 9000)).toBe(EVAL_LIMIT);
    expect(clampEval(-INCREMENTAL_LIMIT - 9000)).toBe(-EVAL_LIMIT);
    expect(clampEval(1234)).toBe(1234);
    const rng = createRng(5);
    for (let i = 0; i < 2000; i++) {
      const a = Math.round((rng() - 0.5) * 120000);
      const b = a + Math.round(rng() * 3000);
      expect(boundScore(-a)).toBe(-boundScore(a));
      expect(boundScore(b)).toBeGreaterThanOrEqual(boundScore(a));
      expect(boundScore(b) - boundScore(a)).toBeLessThanOrEqual(b - a);
      expect(Math.abs(boundScore(a))).toBeLessThanOrEqual(INCREMENTAL_LIMIT);
    }
  });

  it("keeps a whole army's lead inside the bound, and still counts more material as better", () => {
    const ev = new Evaluator();
    const pos = bareKing();
    const full = ev.evaluate(engineState(pos));
    // 86 pieces against a king: over 400 pawns raw, well past the linear range.
    expect(full).toBeGreaterThan(EVAL_LINEAR);
    expect(full).toBeLessThanOrEqual(EVAL_LIMIT);
    // Without one Black queen the score is lower (the compressed range still orders material).
    const setup = pos.setup();
    const queen = setup.board.findIndex((p) => p !== null && p.color === "black" && p.kind === "Q");
    const fewer = Position.fromSetupOrThrow({ ...setup, board: setup.board.map((p, i) => (i === queen ? null : p)) });
    expect(ev.evaluate(engineState(fewer))).toBeLessThan(full);
  });
});

describe("transposition table scores", () => {
  it("saturate at ±32 767 instead of wrapping", () => {
    const tt = new TranspositionTable(1);
    tt.store(1, 2, 0, 40000, 5, 3);
    expect(tt.score(tt.probe(1, 2))).toBe(32767);
    tt.store(3, 4, 0, -70000, 5, 3);
    expect(tt.score(tt.probe(3, 4))).toBe(-32767);
    tt.store(5, 6, 0, -29990, 5, 3);
    expect(tt.score(tt.probe(5, 6))).toBe(-29990);
  });
});

describe("a bare king against most of an army", () => {
  it("completes depth 8 promptly with a winning score, reporting every iteration", () => {
    const pos = bareKing();
    const depths: number[] = [];
    const r = new Engine({ hashMb: 4 }).search(pos, { depth: 8, onInfo: (i) => depths.push(i.depth) });
    expect(depths).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(r.depth).toBe(8);
    // "Promptly": tens of thousands of nodes (the root loop and the iterations end).
    expect(r.nodes).toBeLessThan(400_000);
    if (r.score.kind === "cp") {
      expect(r.score.value).toBeGreaterThan(EVAL_LINEAR);
      expect(r.score.value).toBeLessThanOrEqual(EVAL_LIMIT);
    } else {
      expect(r.score.value).toBeGreaterThan(0);
    }
    expect(legalStrings(pos)).toContain(r.bestMove);
  });

  it("finds the mate in 1 of a king on the edge, with a mate score", () => {
    const pos = bareKing();
    const setup = pos.setup();
    const board = [...setup.board];
    // The White king to 1a (the corner), two extra Black rooks: one on 17b holds rank b,
    // 16c16a mates along rank a.
    const sq = (file: number, rank: string): number => (rank.charCodeAt(0) - 97) * 17 + (17 - file);
    const king = board.findIndex((p) => p !== null && p.color === "white");
    const whiteKing = board[king] ?? null;
    const rook = board.find((p) => p !== null && p.color === "black" && p.kind === "R") ?? null;
    board[king] = null;
    board[sq(1, "a")] = whiteKing;
    board[sq(17, "b")] = rook;
    board[sq(16, "c")] = rook;
    const mate = Position.fromSetupOrThrow({ ...setup, board });
    expect(mate.toDsfen().startsWith("16,vK/R,16/1,R,15/")).toBe(true);
    for (const depth of [1, 2, 6]) {
      const r = new Engine({ hashMb: 4 }).search(mate, { depth });
      expect(r.score).toEqual({ kind: "mate", value: 1 });
      expect(r.bestMove).toBe("16c16a");
      expect(r.depth).toBe(depth);
    }
  });

  it("answers go nodes 20000 with info lines and a best move over the protocol", () => {
    const out: string[] = [];
    const session = new UsiSession((l) => out.push(l), new InlineRunner(4, 2));
    for (const line of ["usi", "isready", `position sfen ${bareKing().toDsfen()}`, "go nodes 20000"]) session.handle(line);
    const infos = out.filter((l) => /^info depth \d+ /.test(l));
    expect(infos.length).toBeGreaterThanOrEqual(2);
    for (const l of infos) expect(l).toMatch(/ score (cp [1-9]\d{4}|mate [1-9]\d*) /);
    const best = out.find((l) => l.startsWith("bestmove "));
    expect(legalStrings(bareKing())).toContain(best?.split(" ")[1]);
  });
});
