import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Position, parseMoveString } from "@daidai/core";
import { mainLine, parseRecord } from "@daidai/notation";
import { afterAll, describe, expect, it } from "vitest";
import { daidai, launcher, type CliResult } from "./run-cli.js";

const run = (args: string[]): Promise<CliResult> => daidai(args);
const dir = mkdtempSync(join(tmpdir(), "daidai-match-"));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Replays a saved game line; returns its number of moves. */
function replayLine(line: string): number {
  const [board, side, number, ...moves] = line.split(" ");
  const pos = Position.fromDsfenOrThrow(`${board ?? ""} ${side ?? ""} ${number ?? ""}`);
  for (const m of moves) {
    const parsed = parseMoveString(pos, m);
    expect(parsed.ok, m).toBe(true);
    if (parsed.ok) pos.playOrThrow(parsed.value);
  }
  return moves.length;
}

/** The value after `label:` on a report line. */
const field = (out: string, label: string): string => new RegExp(`^${label}: (.*)$`, "m").exec(out)?.[1] ?? "";

describe("daidai match", () => {
  it("prints W/D/L, the pentanomial counts, Elo, LOS and endings, and saves replayable games", async () => {
    const out = join(dir, "games.txt");
    const r = await run(["match", "engine:nodes=200,name=small", "random", "-n", "2", "--max-plies", "30", "--seed", "3", "-j", "1", "-o", out]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(""); // no progress bar: stderr is not a terminal
    expect(r.stdout.split("\n")[0]).toBe("small vs random: 4 games, 2 pairs (each opening with both colours)");
    const wdl = /^(\d+)\/(\d+)\/(\d+)$/.exec(field(r.stdout, "W/D/L"));
    expect(Number(wdl?.[1]) + Number(wdl?.[2]) + Number(wdl?.[3])).toBe(4);
    const penta = JSON.parse(field(r.stdout, "pentanomial \\[0, 1/2, 1, 3/2, 2\\]")) as number[];
    expect(penta.reduce((s, c) => s + c, 0)).toBe(2);
    expect(field(r.stdout, "elo")).toMatch(/per pair; .* per game$/);
    expect(field(r.stdout, "LOS")).toMatch(/^\d+\.\d %$/);
    expect(field(r.stdout, "endings")).not.toBe("");
    const games = readFileSync(out, "utf8").trim().split("\n");
    expect(games).toHaveLength(4);
    for (const g of games) expect(replayLine(g)).toBeLessThanOrEqual(30);
    // The same opening (8 plies of the suite) is played with both colours.
    expect(games[0]?.split(" ").slice(3, 11)).toEqual(games[1]?.split(" ").slice(3, 11));
  });

  it("runs an SPRT to a decision and says so", async () => {
    const r = await run(["match", "engine:nodes=150", "random", "--sprt", "-200,0", "--sprt-min-pairs", "3", "--alpha", "0.2", "--beta", "0.2", "--max-plies", "24", "-j", "1"]);
    expect(r.code).toBe(0);
    expect(field(r.stdout, "SPRT")).toMatch(/^LLR \d+\.\d\d \(-1\.39, 1\.39\) \[-200, 0\] alpha 0\.2 beta 0\.2: H1 accepted$/);
    expect(r.stdout).toMatch(/^stopped by the SPRT after \d+ of 1000 pairs/m);
  });

  it("rejects unknown players and bad numbers with exit code 2", async () => {
    const a = await run(["match", "engine", "deep-blue"]);
    expect(a.code).toBe(2);
    expect(a.stderr).toMatch(/unknown player 'deep-blue'/);
    const b = await run(["match", "engine:nodes=x", "random"]);
    expect(b.code).toBe(2);
    expect(b.stderr).toMatch(/'engine:nodes=x': nodes must be an integer >= 1, got 'x'/);
    const h = await run(["match", "engine:hash=999999", "random"]);
    expect(h.code).toBe(2);
    expect(h.stderr).toMatch(/'engine:hash=999999': hash must be an integer from 1 to \d+, got '999999'/);
    const c = await run(["match", "random", "greedy", "--openings", "0"]);
    expect(c.code).toBe(2);
    expect(c.stderr).toMatch(/--openings must be an integer from 1 to 1000000/);
    const d = await run(["match", "random", "greedy", "--sprt", "10,0"]);
    expect(d.code).toBe(2);
    expect(d.stderr).toMatch(/elo1 must be greater than elo0/);
    const e = await run(["match", "random", "greedy", "--shard", "3/2"]);
    expect(e.code).toBe(2);
    expect(e.stderr).toMatch(/--shard must be i\/n/);
    const f = await run(["match", "random", "greedy", "--engine", "x"]);
    expect(f.code).toBe(2);
    expect(f.stderr).toMatch(/not both/);
  });

  it("reports bad lines of an openings file by file and line", async () => {
    const file = join(dir, "suite.txt");
    writeFileSync(file, "startpos 8l8k\nstartpos 8l8k 8l8k\n");
    const r = await run(["match", "random", "greedy", "--openings-file", file]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${file}:2: error: move 2 '8l8k'`);
  });
});

describe("daidai match --shard and match merge", () => {
  it("two shards merged give the report, results and PGN of the unsharded run", async () => {
    const common = ["match", "engine:nodes=150,name=small", "greedy", "-n", "3", "--max-plies", "30", "--seed", "9", "--sprt", "0,10"];
    const whole = await run([...common, "-j", "2", "--results", join(dir, "whole.json"), "--pgn", join(dir, "whole.pgn")]);
    expect(whole.code).toBe(0);
    for (const s of ["1", "2"]) {
      const r = await run([...common, "-j", "1", "--shard", `${s}/2`, "--results", join(dir, `shard-${s}.json`)]);
      expect(r.code).toBe(0);
      expect(r.stdout.split("\n")[0]).toMatch(new RegExp(`^shard ${s}/2`));
    }
    const merged = await run(["match", "merge", join(dir, "shard-2.json"), join(dir, "shard-1.json"), "--pgn", join(dir, "merged.pgn"), "--results", join(dir, "merged.json")]);
    expect(merged.stderr).toBe("");
    expect(merged.code).toBe(0);
    expect(merged.stdout.split("\n")[0]).toBe("merged 2 file(s): shards 1, 2 of 2");
    // The same report lines (after the first), the same games, the same PGN collection.
    expect(merged.stdout.split("\n").slice(1)).toEqual(whole.stdout.split("\n").slice(0).filter((l) => !l.startsWith("stopped")).slice(0));
    const games = (f: string): unknown => (JSON.parse(readFileSync(join(dir, f), "utf8")) as { games: unknown }).games;
    expect(games("merged.json")).toEqual(games("whole.json"));
    const pgn = readFileSync(join(dir, "merged.pgn"), "utf8");
    expect(pgn).toBe(readFileSync(join(dir, "whole.pgn"), "utf8"));
    // Plain multi-game PGN: games separated by a blank line, each readable by notation's reader.
    const parts = pgn.trimEnd().split(/\n\n(?=\[Event )/);
    expect(parts).toHaveLength(6);
    for (const [k, part] of parts.entries()) {
      const parsed = parseRecord(part);
      expect(parsed.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
      expect(parsed.record.metadata.event).toBe(`daidai match, game ${String(k + 1)}`);
      expect(mainLine(parsed.record).length).toBeGreaterThanOrEqual(8);
    }
  });

  it("says which file and field are wrong and warns about missing shards", async () => {
    const bad = join(dir, "bad.json");
    writeFileSync(bad, '{"format":"daidai-match-results","version":7}');
    const r = await run(["match", "merge", bad]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${bad}: version: error: unsupported version 7`);
    const one = await run(["match", "merge", join(dir, "shard-1.json")]);
    expect(one.code).toBe(0);
    expect(one.stderr).toContain("merge: shards: warning: shards 2 of 2 are missing");
  });
});

describe("daidai match --engine", () => {
  it("plays an external engine over the protocol: daidai engine itself", async () => {
    const command = `"${process.execPath}" "${launcher}" engine --hash 1`;
    const r = await run(["match", "engine:nodes=150,name=inside", "--engine", command, "--engine-go", "nodes 150", "--engine-option", "Hash=2", "-n", "1", "--max-plies", "16", "-j", "1", "-o", join(dir, "ext.txt")]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout.split("\n")[0]).toBe(`inside vs ${command}: 2 games, 1 pairs (each opening with both colours)`);
    const lines = readFileSync(join(dir, "ext.txt"), "utf8").trim().split("\n");
    expect(lines).toHaveLength(2);
    for (const l of lines) expect(replayLine(l)).toBe(16); // both engines moved to the cap: no failure
    expect(field(r.stdout, "endings")).toBe("cap 2");
  });

  it("loses the games of an engine that cannot start, and says why", async () => {
    const r = await run(["match", "random", "engine-cmd:/nonexistent/engine", "-n", "1", "-j", "1"]);
    expect(r.code).toBe(0);
    expect(field(r.stdout, "W/D/L")).toBe("2/0/0");
    expect(field(r.stdout, "endings")).toBe("failure 2");
    expect(r.stderr).toMatch(/^daidai match: game 1: engineFailure: \/nonexistent\/engine: engine process exited \(code 127\).*not found/m);
  });
});

describe("daidai match --records", () => {
  it("saves every game as a game record that the notation package reads back", async () => {
    const records = join(dir, "records");
    const r = await run(["match", "greedy", "random", "-n", "1", "--max-plies", "20", "--seed", "5", "-j", "1", "--records", records, "--records-format", "pgn"]);
    expect(r.code).toBe(0);
    const files = readdirSync(records).sort();
    expect(files).toEqual(["game-001.pgn", "game-002.pgn"]);
    for (const file of files) {
      const parsed = parseRecord(readFileSync(join(records, file), "utf8"));
      expect(parsed.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
      expect(parsed.record.metadata.event).toMatch(/^daidai match, game \d$/);
      expect(mainLine(parsed.record).length).toBeGreaterThan(8); // the 8-ply opening and more
    }
  });
});
