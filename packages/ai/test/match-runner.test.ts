/**
 * The runner: the same games for any number of worker threads, a sharded run merged equal to
 * the unsharded one, the SPRT stop at the same pair whatever the concurrency, and the
 * results files' diagnostics. Short node-limited games keep the CPU use small.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Position } from "@daidai/core";
import { describe, expect, it } from "vitest";
import {
  MATE_CP,
  balancedSuite,
  describePlan,
  externalEnginePlayer,
  makeResults,
  mergeResults,
  PlayerPool,
  readResults,
  runMatch,
  scoreOfInfo,
  shardGames,
  summarize,
  type MatchPlan,
  type PlayedGame,
} from "../src/match/node.js";

const plan: MatchPlan = {
  players: ["engine:nodes=150,name=small", "greedy"],
  seed: 11,
  pairs: 3,
  openings: { kind: "suite", openings: balancedSuite() },
  adjudication: { maxPlies: 40 },
  rules: {},
};

const view = (games: readonly PlayedGame[]): string[] => games.map((g) => `${String(g.index)} ${String(g.game.blackScore)} ${g.game.end} ${g.game.moves.join(" ")}`);

describe("runMatch", () => {
  it("plays the same games on 1 and on 2 threads", async () => {
    const one = await runMatch(plan, { concurrency: 1 });
    const two = await runMatch(plan, { concurrency: 2 });
    expect(one.games.map((g) => g.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(view(two.games)).toEqual(view(one.games));
    // Each opening is played with both colours.
    expect(one.games[0]?.game.moves.slice(0, 8)).toEqual(one.games[1]?.game.moves.slice(0, 8));
    expect(one.games[0]?.aIsBlack).toBe(true);
    expect(one.games[1]?.aIsBlack).toBe(false);
    expect(one.games[0]?.game.black).toBe("small");
    expect(one.games[1]?.game.white).toBe("small");
  });

  it("two shards merged equal the unsharded run", async () => {
    const sprt = { elo0: 0, elo1: 10 };
    const description = describePlan(plan, sprt);
    const whole = await runMatch(plan);
    const parts = [];
    for (const shard of [1, 2]) {
      const games = shardGames(plan.pairs, shard, 2);
      const r = await runMatch(plan, { games });
      parts.push({ file: `shard-${String(shard)}.json`, text: JSON.stringify(makeResults(description, [shard], 2, r.games)) });
    }
    expect(shardGames(3, 1, 2)).toEqual([0, 1, 4, 5]);
    expect(shardGames(3, 2, 2)).toEqual([2, 3]);
    const { merged, diagnostics } = mergeResults(parts);
    expect(diagnostics).toEqual([]);
    expect(view(merged?.games ?? [])).toEqual(view(whole.games));
    expect(summarize(merged?.games ?? [], sprt)).toEqual(summarize(whole.games, sprt));
  });

  it("stops at the pair where the SPRT decides, whatever the concurrency", async () => {
    const strong: MatchPlan = { ...plan, players: ["engine:nodes=150", "random"], pairs: 12, adjudication: { maxPlies: 30 } };
    const sprt = { elo0: -100, elo1: 0, alpha: 0.2, beta: 0.2, minPairs: 3 };
    const one = await runMatch(strong, { concurrency: 1, sprt });
    const two = await runMatch(strong, { concurrency: 2, sprt });
    expect(one.stoppedBySprt).toBe(true);
    expect(view(two.games)).toEqual(view(one.games));
    const s = summarize(one.games, sprt);
    expect(s.sprt?.decision).toBe("H1");
    // The pair before the last did not decide yet.
    expect(summarize(one.games.slice(0, -2), sprt).sprt?.decision).toBeNull();
  });
});

describe("external engines", () => {
  it("take the score of the last info line before bestmove, mates as +-MATE_CP", () => {
    expect(scoreOfInfo(["info depth 1 score cp 12 pv a", "info depth 2 score cp -40 nodes 9 pv b"])).toBe(-40);
    expect(scoreOfInfo(["info depth 3 score mate 2 pv a"])).toBe(MATE_CP);
    expect(scoreOfInfo(["info depth 3 score mate -1 pv a"])).toBe(-MATE_CP);
    expect(scoreOfInfo(["info string hello"])).toBeUndefined();
  });
});

describe("results files", () => {
  const description = describePlan(plan, null);
  const game = (index: number): PlayedGame => ({
    index,
    aIsBlack: index % 2 === 0,
    game: { start: "startpos", moves: [], blackScore: 1, end: "checkmate", black: "a", white: "b" },
  });

  it("reports what is wrong, with the file and the JSON path", () => {
    expect(readResults("x.json", "{").diagnostics[0]).toMatchObject({ file: "x.json", path: "", severity: "error" });
    expect(readResults("x.json", JSON.stringify({ format: "other" })).diagnostics[0]?.path).toBe("format");
    const bad = JSON.parse(JSON.stringify(makeResults(description, [1], 1, [game(0), game(1)]))) as { games: { game: { end: string } }[] };
    (bad.games[1] as { game: { end: string } }).game.end = "boredom";
    const r = readResults("x.json", JSON.stringify(bad));
    expect(r.results).toBeNull();
    expect(r.diagnostics).toEqual([{ file: "x.json", path: "games[1].game.end", severity: "error", message: 'unknown end "boredom"' }]);
    // A game of shard 2 in a file of shard 1.
    const wrongShard = readResults("y.json", JSON.stringify(makeResults(description, [1], 2, [game(2)])));
    expect(wrongShard.diagnostics[0]?.path).toBe("games[0].index");
  });

  it("refuses to merge different plans or the same shard twice, and warns about missing shards", () => {
    const a = { file: "a.json", text: JSON.stringify(makeResults(description, [1], 3, [game(0), game(1)])) };
    const other = { file: "b.json", text: JSON.stringify(makeResults({ ...description, seed: 12 }, [2], 3, [game(2), game(3)])) };
    expect(mergeResults([a, other]).diagnostics).toContainEqual(expect.objectContaining({ file: "b.json", path: "plan", severity: "error" }));
    expect(mergeResults([a, a]).diagnostics).toContainEqual(expect.objectContaining({ path: "shards", message: "shard 1 is also in a.json" }));
    const partial = mergeResults([a]);
    expect(partial.merged?.games).toHaveLength(2);
    expect(partial.diagnostics).toEqual([
      { file: "", path: "shards", severity: "warning", message: "shards 2, 3 of 3 are missing: the report covers the others" },
    ]);
  });
});

describe("externalEnginePlayer", () => {
  it("loses the game of an engine that does not answer, and starts a fresh process for the next", async () => {
    const dir = mkdtempSync(join(tmpdir(), "daidai-stall-"));
    const marker = join(dir, "stalled");
    const script = fileURLToPath(new URL("fixtures/stalling-engine.mjs", import.meta.url));
    const player = externalEnginePlayer({ command: `"${process.execPath}" "${script}" "${marker}"`, moveTimeoutMs: 1500 });
    try {
      const pos = Position.initial();
      const game = { start: pos.toDsfen(), moves: [] };
      await player.newGame();
      await expect(player.choose(pos, game)).rejects.toThrow(/no bestmove within 1500 ms/);
      expect(existsSync(marker)).toBe(true);
      // A late answer of the stalled process would have been taken for this one; the new
      // process answers.
      await player.newGame();
      const move = await player.choose(pos, game);
      expect(move.code).not.toBe(0);
    } finally {
      await player.close?.();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});

describe("an external engine's start-up time (plan.externalStartTimeoutMs)", () => {
  const slowEngine = (delayMs: number): string => `engine-cmd:"${process.execPath}" "${fileURLToPath(new URL("fixtures/slow-start-engine.mjs", import.meta.url))}" ${String(delayMs)}`;
  const slowPlan = (timeoutMs: number): MatchPlan => ({ ...plan, players: ["greedy", slowEngine(1200)], externalStartTimeoutMs: timeoutMs });

  it("fails a start slower than the plan allows, naming what did not come", async () => {
    const pool = new PlayerPool(slowPlan(300));
    try {
      await expect(pool.player(1, 0).newGame()).rejects.toThrow(/no usiok within 300 ms/);
    } finally {
      await pool.close();
    }
  }, 30_000);

  it("waits as long as the plan allows", async () => {
    const pool = new PlayerPool(slowPlan(8000));
    try {
      await pool.player(1, 0).newGame();
      const pos = Position.initial();
      const move = await pool.player(1, 0).choose(pos, { start: pos.toDsfen(), moves: [] });
      expect(move.code).not.toBe(0);
    } finally {
      await pool.close();
    }
  }, 30_000);
});
