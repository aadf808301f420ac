import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { moveToString } from "@daidai/core";
import { mainLine, parseRecord } from "@daidai/notation";
import { daidai, launcher, packageDir } from "./run-cli.js";

const dir = mkdtempSync(join(tmpdir(), "daidai-play-"));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Black to move mates in one: R-17a (17c17a); the rook on 16b guards rank b. */
const MATE_IN_ONE = "16,vK/1,R,15/R,16/17/17/17/17/17/17/17/17/17/17/17/17/17/8,K,8 b";

function readSaved(path: string): ReturnType<typeof parseRecord> {
  return parseRecord(readFileSync(path, "utf8"));
}

/**
 * Plays `daidai play ...args`, typing each line of `moves` only once the prompt for it is
 * shown and `thinkMs` have passed (a player who thinks); resolves with the exit code.
 */
function playSlowly(args: readonly string[], moves: readonly string[], thinkMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [launcher, "play", ...args], { cwd: packageDir });
    let prompts = 0;
    let typed = 0;
    child.stderr.setEncoding("utf8").on("data", (d: string) => {
      prompts += d.split("(you)> ").length - 1;
      while (typed < Math.min(prompts, moves.length)) {
        const line = moves[typed++] ?? "";
        setTimeout(() => child.stdin.write(`${line}\n`), thinkMs);
      }
      if (typed === moves.length && prompts > moves.length) child.stdin.end();
    });
    child.on("error", reject);
    child.on("close", (code) => {
      resolve(code ?? -1);
    });
  });
}

/** Calendar parts of a date in local time. */
const localDay = (d: Date): string => `${String(d.getFullYear())}.${String(d.getMonth() + 1).padStart(2, "0")}.${String(d.getDate()).padStart(2, "0")}`;

// Each test starts real processes; allow for a machine loaded by parallel builds.
describe("daidai play", { timeout: 120_000 }, () => {
  it("plays a scripted game from standard input: moves, hint, a bad move, undo, resign; saves the record", async () => {
    const out = join(dir, "resigned.pgn");
    const script = ["P-8k", "hint", "bogus", "undo", "8l8k", "moves", "help", "resign", ""].join("\n");
    const { code, stdout, stderr } = await daidai(["play", "--engine", "greedy", "--hint-nodes", "2000", "--no-board", "-o", out], { input: script });
    expect(stdout).toBe(""); // the conversation is on stderr; the record in the file
    expect(code).toBe(0);
    expect(stderr).toContain("move 1, Black (you)> you play P-8k (8l8k)");
    expect(stderr).toMatch(/greedy plays \S+ \(\d+[a-q]\d+[a-q]\)/);
    expect(stderr).toMatch(/hint: \S+ \(\d+[a-q]\d+[a-q]\S*\), /);
    expect(stderr).toContain('not a legal move: not a western move: Expected piece designation (such as P, Ln or +Ea) but "b" found.');
    expect(stderr).toContain("took back your last move and the answer\nmove 1, Black (you)> you play P-8k (8l8k)");
    expect(stderr).toContain(" P-8j "); // the move list
    expect(stderr).toContain("game over: White wins by resignation");
    expect(stderr).toContain(`record saved to ${out}`);

    const { record, diagnostics, format } = readSaved(out);
    expect(diagnostics).toEqual([]);
    expect(format).toBe("pgn");
    expect(record.metadata.result).toBe("0-1");
    expect(record.metadata.termination).toBe("resignation");
    expect(record.metadata.black).toBe("You");
    expect(record.metadata.white).toBe("greedy");
    const moves = mainLine(record).map((n) => (n.move === null ? "" : moveToString(n.move)));
    // The undone pair is gone: only the replayed P-8k and the answer remain.
    expect(moves).toHaveLength(2);
    expect(moves[0]).toBe("8l8k");
  });

  it("ends the game by checkmate and records the result", async () => {
    const out = join(dir, "mate.kif");
    const { code, stderr } = await daidai(["play", "--position", MATE_IN_ONE, "--engine", "greedy", "-o", out], { input: "R-17a\n" });
    expect(code).toBe(0);
    expect(stderr).toContain("you play R-17a (17c17a)\n");
    expect(stderr).toContain("game over: Black wins by checkmate");
    // The final board is shown: Black's rook now on 17a.
    expect(stderr).toContain(` R   ${"  .  ".repeat(15)}vK    a\n`);
    const { record, format } = readSaved(out);
    expect(format).toBe("kif");
    expect(record.metadata.result).toBe("1-0");
    expect(record.startDsfen).toBe(`${MATE_IN_ONE} 1`);
    expect(mainLine(record)).toHaveLength(1);
  });

  it("lets the engine open when you play White, and saves an unfinished game at the end of input", async () => {
    const { code, stdout, stderr } = await daidai(["play", "--side", "white", "--engine", "engine:nodes=300", "--no-board", "-o", "-"], { input: "" });
    expect(code).toBe(0);
    expect(stderr).toMatch(/^You play White \(gote\) against engine:nodes=300\./);
    expect(stderr).toMatch(/engine:nodes=300 plays \S+ \(\d+[a-q]\d+[a-q]\)\nmove 2, White \(you\)> \nend of input: the game is left unfinished\n/);
    expect(stdout.startsWith("[Event")).toBe(true);
    const { record, diagnostics } = parseRecord(stdout);
    expect(diagnostics).toEqual([]);
    expect(record.metadata.result).toBe("*");
    expect(record.metadata.white).toBe("You");
    expect(mainLine(record)).toHaveLength(1);
  });

  it("with -o - writes only the record on standard output: a scripted game's stdout passes validate", async () => {
    // The board (with kanji), a hint, the move list and a bad move all go to stderr.
    const played = await daidai(["play", "--engine", "greedy", "--hint-nodes", "500", "--kanji", "-o", "-"], { input: "P-8k\nhint\nmoves\nbogus\nP-9k\nresign\n" });
    expect(played.code).toBe(0);
    expect(played.stderr).toContain("game over: White wins by resignation");
    expect(played.stderr).toContain("歩兵");
    expect(played.stdout.startsWith('[Event "daidai play"]')).toBe(true);
    expect(played.stdout).not.toContain("(you)>");
    const file = join(dir, "piped.pgn");
    writeFileSync(file, played.stdout);
    expect(await daidai(["validate", file])).toMatchObject({ code: 0, stderr: "" });
    const { record, diagnostics } = parseRecord(played.stdout);
    expect(diagnostics).toEqual([]);
    expect(record.metadata.result).toBe("0-1");
    const moves = mainLine(record).map((n) => (n.move === null ? "" : moveToString(n.move)));
    expect(moves.filter((_, i) => i % 2 === 0)).toEqual(["8l8k", "9l9k"]);
  });

  it("accepts move strings and refuses illegal moves with the reason", async () => {
    const { stderr } = await daidai(["play", "--engine", "greedy", "--no-board", "-o", join(dir, "x.pgn")], { input: "9l9j\n9l9k\nquit\n" });
    expect(stderr).toContain("not a legal move: 9l9j: not a move of that piece");
    expect(stderr).toContain("you play P-9k (9l9k)");
    expect(stderr).toContain("game stopped without a result");
  });

  it("records the time spent on every move and the start date in ISO 8601 in JSON", async () => {
    const out = join(dir, "timed.json");
    const before = new Date(Math.floor(Date.now() / 1000) * 1000);
    const code = await playSlowly(["--engine", "engine:nodes=300", "--no-board", "-o", out], ["8l8k", "9l9k"], 400);
    const after = new Date();
    expect(code).toBe(0);
    const { record, diagnostics } = readSaved(out);
    expect(diagnostics).toEqual([]);
    const date = record.metadata.date ?? "";
    expect(date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(new Date(date).getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(new Date(date).getTime()).toBeLessThanOrEqual(after.getTime());
    const line = mainLine(record);
    expect(line.map((n) => (n.move === null ? "" : moveToString(n.move))).filter((_, i) => i % 2 === 0)).toEqual(["8l8k", "9l9k"]);
    for (const node of line) expect(Number.isInteger(node.timeSpentMs) && (node.timeSpentMs ?? -1) >= 0).toBe(true);
    // Your moves took at least the 400 ms the test waited after each prompt.
    expect(line[0]?.timeSpentMs).toBeGreaterThanOrEqual(400);
    expect(line[2]?.timeSpentMs).toBeGreaterThanOrEqual(400);
  });

  it("writes the date in each format's convention: PGN 2026.12.01, KIF 2026/12/01 10:05:00", async () => {
    const days = [localDay(new Date())];
    const pgn = join(dir, "dated.pgn");
    const kif = join(dir, "dated.kif");
    await daidai(["play", "--engine", "greedy", "--no-board", "-o", pgn], { input: "8l8k\nquit\n" });
    await daidai(["play", "--engine", "greedy", "--no-board", "-o", kif], { input: "8l8k\nquit\n" });
    days.push(localDay(new Date())); // the run may cross midnight
    const pgnText = readFileSync(pgn, "utf8");
    const pgnDate = /^\[Date "([^"]*)"\]$/m.exec(pgnText)?.[1];
    expect(days).toContain(pgnDate);
    expect(pgnText).toMatch(/\{\[%emt \d+:\d\d:\d\d/); // move times in PGN's %emt comments
    const kifText = readFileSync(kif, "utf8");
    const kifDate = /^開始日時：(\d{4})\/(\d\d)\/(\d\d) \d\d:\d\d:\d\d$/m.exec(kifText);
    expect(days).toContain(kifDate === null ? null : `${kifDate[1] ?? ""}.${kifDate[2] ?? ""}.${kifDate[3] ?? ""}`);
    expect(readSaved(kif).record.metadata.date).toBe(kifDate?.[0].slice("開始日時：".length));
    expect(mainLine(readSaved(kif).record).every((n) => n.timeSpentMs !== undefined)).toBe(true);
  });

  it("gives exit code 2 for usage errors", async () => {
    expect((await daidai(["play", "--side", "green"])).code).toBe(2);
    const engine = await daidai(["play", "--engine", "stockfish"]);
    expect(engine.code).toBe(2);
    expect(engine.stderr).toContain("--engine: unknown player 'stockfish'");
    expect((await daidai(["play", "--hint-nodes", "0"])).code).toBe(2);
    expect((await daidai(["play", "--position", "17/17 b"])).code).toBe(2);
  });
});
