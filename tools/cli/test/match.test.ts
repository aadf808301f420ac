import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Position, parseMoveString } from "@daidai/core";
import { mainLine, parseRecord } from "@daidai/notation";
import { describe, expect, it } from "vitest";
import { daidai, type CliResult } from "./run-cli.js";

const run = (args: string[]): Promise<CliResult> => daidai(args);

describe("daidai match", () => {
  it("prints W/D/L, score and Elo, and saves replayable games", async () => {
    const dir = mkdtempSync(join(tmpdir(), "daidai-match-"));
    try {
      const out = join(dir, "games.txt");
      const r = await run(["match", "engine:nodes=200,name=small", "random", "-n", "2", "--max-plies", "30", "--seed", "3", "-o", out]);
      expect(r.code).toBe(0);
      expect(r.stderr).toBe(""); // no progress bar: stderr is not a terminal
      const lines = r.stdout.trim().split("\n");
      expect(lines[0]).toBe("small vs random: 4 games (2 openings x 2 colours)");
      const wdl = /^W\/D\/L: (\d+)\/(\d+)\/(\d+)$/.exec(lines[1] ?? "");
      expect(wdl).not.toBeNull();
      expect(Number(wdl?.[1]) + Number(wdl?.[2]) + Number(wdl?.[3])).toBe(4);
      expect(lines[2]).toMatch(/^score: \d+\.\d %$/);
      expect(lines[3]).toMatch(/^elo: /);
      expect(lines[4]).toMatch(/^endings: /);
      const games = readFileSync(out, "utf8").trim().split("\n");
      expect(games).toHaveLength(4);
      for (const g of games) {
        const [board, side, number, ...moves] = g.split(" ");
        const pos = Position.fromDsfenOrThrow(`${board ?? ""} ${side ?? ""} ${number ?? ""}`);
        expect(moves).toHaveLength(30);
        for (const m of moves) {
          const parsed = parseMoveString(pos, m);
          expect(parsed.ok, m).toBe(true);
          if (parsed.ok) pos.playOrThrow(parsed.value);
        }
      }
      // The same opening is played with both colours.
      expect(games[0]?.split(" ").slice(3, 7)).toEqual(games[1]?.split(" ").slice(3, 7));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("rejects unknown players and bad numbers with exit code 2", async () => {
    const a = await run(["match", "engine", "deep-blue"]);
    expect(a.code).toBe(2);
    expect(a.stderr).toMatch(/unknown player 'deep-blue'/);
    const b = await run(["match", "engine:nodes=x", "random"]);
    expect(b.code).toBe(2);
    expect(b.stderr).toMatch(/nodes needs a non-negative number/);
    const c = await run(["match", "random", "greedy", "--openings", "0"]);
    expect(c.code).toBe(2);
    expect(c.stderr).toMatch(/--openings must be an integer >= 1/);
  });
});

describe("daidai match --records", () => {
  it("saves every game as a game record that the notation package reads back", async () => {
    const dir = mkdtempSync(join(tmpdir(), "daidai-match-records-"));
    try {
      const r = await run(["match", "greedy", "random", "-n", "1", "--max-plies", "20", "--seed", "5", "--records", dir, "--records-format", "pgn"]);
      expect(r.code).toBe(0);
      const files = readdirSync(dir).sort();
      expect(files).toEqual(["game-001.pgn", "game-002.pgn"]);
      for (const file of files) {
        const text = readFileSync(join(dir, file), "utf8");
        const parsed = parseRecord(text);
        expect(parsed.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
        expect(parsed.record.metadata.event).toMatch(/^daidai match, game \d$/);
        expect(mainLine(parsed.record).length).toBeGreaterThan(4); // the 4-ply opening and more
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
