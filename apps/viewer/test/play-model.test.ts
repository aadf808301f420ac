// The play board's model without a browser: clocks with byoyomi, the game's saved form
// (untrusted storage: every move checked again), the record it exports, the ending in words.
import { describe, expect, it } from "vitest";
import { Position, createRng, moveToString, type Move } from "@daidai/core";
import { mainLine, parseRecord } from "@daidai/notation";
import { GameClock } from "../src/play/clock.js";
import { endingText } from "../src/play/outcome-words.js";
import { PlayGame, type PlaySettings } from "../src/play/play-game.js";

const ENGINE: PlaySettings = { mode: "engine", human: "black", level: 2, timeControl: null, seed: 7 };

function randomMoves(seed: number, n: number): Move[] {
  const rng = createRng(seed);
  const pos = Position.initial();
  const out: Move[] = [];
  for (let i = 0; i < n; i++) {
    const legal = pos.legalMoves();
    const m = legal[Math.floor(rng() * legal.length)];
    if (m === undefined) break;
    pos.playOrThrow(m);
    out.push(m);
  }
  return out;
}

describe("GameClock", () => {
  it("charges main time, then byoyomi per move, and flags when byoyomi runs out", () => {
    const c = new GameClock({ mainMs: 10_000, byoyomiMs: 3_000 });
    c.start("black", 0);
    expect(c.read("black", 4_000)).toEqual({ mainMs: 6_000, byoyomiMs: 3_000, inByoyomi: false, flagged: false });
    expect(c.press(4_000)).toBe(4_000);
    expect(c.running).toBe("white");
    expect(c.read("black", 9_999).mainMs).toBe(6_000); // black's clock stands still
    c.press(5_000); // white spent 1 s
    // Black spends 8 s: 6 s of main time and 2 s of byoyomi; made in time, byoyomi is whole again.
    expect(c.read("black", 13_000)).toEqual({ mainMs: 0, byoyomiMs: 1_000, inByoyomi: true, flagged: false });
    expect(c.flagged(13_000)).toBeNull();
    c.press(13_000);
    c.press(14_000);
    expect(c.read("black", 14_000)).toEqual({ mainMs: 0, byoyomiMs: 3_000, inByoyomi: true, flagged: false });
    expect(c.timeToFlag(14_000)).toBe(3_000);
    expect(c.flagged(17_000)).toBe("black");
    expect(c.mainLeft(17_000)).toEqual([0, 8_000]); // white spent 1 s twice
  });
  it("restores the main time left; a stopped clock does not run", () => {
    const c = new GameClock({ mainMs: 60_000, byoyomiMs: 0 }, [1_000, 2_000]);
    expect(c.read("white", 99_999).mainMs).toBe(2_000);
    expect(c.stop(5)).toBe(0);
    expect(c.timeToFlag(0)).toBe(Infinity);
  });
});

describe("PlayGame", () => {
  it("saves and restores a game, every move checked again, with times, clocks and the random draws", () => {
    const g = new PlayGame({ ...ENGINE, timeControl: { mainMs: 60_000, byoyomiMs: 10_000 } });
    g.clock?.start("black", 0);
    const moves = randomMoves(3, 12);
    moves.forEach((m, i) => {
      expect(g.play(m, g.clock?.press(1_000 * (i + 1)) ?? 0)).toBe(true);
    });
    g.draws = 5;
    const saved = JSON.parse(JSON.stringify(g.save(12_500))) as unknown;
    const back = PlayGame.restore(saved);
    expect(back?.moves.map(moveToString)).toEqual(moves.map(moveToString));
    expect(back?.times).toEqual(new Array(12).fill(1_000));
    expect(back?.draws).toBe(5);
    // Black is to move and had spent 6 s; the 0.5 s since the last move is charged at saving.
    expect(back?.clock?.mainLeft(0)).toEqual([53_500, 54_000]);
    expect(back?.position.toDsfen()).toBe(g.position.toDsfen());
  });
  it("refuses saved data that is not a game: another version, an illegal move, bad fields", () => {
    const g = new PlayGame(ENGINE);
    for (const m of randomMoves(4, 4)) g.play(m);
    const good = g.save(0);
    expect(PlayGame.restore(good)).toBeDefined();
    const bad: unknown[] = [
      null,
      "x",
      { ...good, version: 2 },
      { ...good, moves: [...good.moves.slice(0, 3), "9a9q"] },
      { ...good, times: [] },
      { ...good, settings: { ...good.settings, mode: "chess" } },
      { ...good, start: "17/17 b" },
      { ...good, settings: { ...good.settings, timeControl: { mainMs: 1000, byoyomiMs: 0 } } }, // clocks without their times
    ];
    for (const data of bad) expect(PlayGame.restore(data)).toBeUndefined();
  });
  it("keeps a resignation and a loss on time through saving; taking the move back clears a loss on time", () => {
    const g = new PlayGame(ENGINE);
    const [m1, m2] = randomMoves(5, 2) as [Move, Move];
    g.play(m1);
    g.resign("white");
    expect(g.ending()).toEqual({ winner: "black", reason: "resignation" });
    expect(PlayGame.restore(g.save(0))?.ending()).toEqual({ winner: "black", reason: "resignation" });
    const h = new PlayGame(ENGINE);
    h.play(m1);
    h.play(m2);
    h.loseOnTime("black");
    expect(h.play(m1)).toBe(false);
    expect(PlayGame.restore(h.save(0))?.ending()).toEqual({ winner: "white", reason: "timeForfeit" });
    h.undo();
    expect(h.ending()).toBeNull();
  });
  it("exports a record that KIF, PGN and JSON readers read back: moves, times, players, result", async () => {
    const { writeRecord } = await import("@daidai/notation");
    const g = new PlayGame({ ...ENGINE, timeControl: { mainMs: 600_000, byoyomiMs: 30_000 } });
    const moves = randomMoves(6, 9);
    moves.forEach((m, i) => g.play(m, 1_000 + i));
    g.resign("white");
    const record = g.toRecord({ black: "You", white: "Engine, level 2" });
    for (const format of ["kif", "pgn", "json"] as const) {
      const read = parseRecord(writeRecord(record, format), { format });
      expect(read.diagnostics.filter((d) => d.severity === "error"), format).toEqual([]);
      expect(mainLine(read.record).map((n) => n.move && moveToString(n.move)), format).toEqual(moves.map(moveToString));
      expect(mainLine(read.record).map((n) => n.timeSpentMs), format).toEqual(moves.map((_, i) => 1_000 + i));
      expect(read.record.metadata, format).toMatchObject({ black: "You", white: "Engine, level 2", result: "1-0", termination: "resignation" });
    }
  });
});

describe("endingText", () => {
  it("says who won and why, in English and Japanese", () => {
    expect(endingText({ winner: "white", reason: "checkmate" }, "en")).toBe("Checkmate: White wins.");
    expect(endingText({ winner: "black", reason: "stalemate" }, "en")).toBe("White has no legal move (stalemate): Black wins.");
    expect(endingText({ winner: null, reason: "repetitionDraw" }, "en")).toBe("The same position for the fourth time: a draw by repetition.");
    expect(endingText({ winner: "black", reason: "timeForfeit" }, "ja")).toBe("後手の時間切れ。先手の勝ち。");
    expect(endingText({ winner: "white", reason: "resignation" }, "ja")).toBe("先手の投了。後手の勝ち。");
  });
});
