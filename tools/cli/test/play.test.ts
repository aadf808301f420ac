import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { moveToString } from "@daidai/core";
import { mainLine, parseRecord } from "@daidai/notation";
import { daidai } from "./run-cli.js";

const dir = mkdtempSync(join(tmpdir(), "daidai-play-"));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Black to move mates in one: R-17a (17c17a); the rook on 16b guards rank b. */
const MATE_IN_ONE = "16,vK/1,R,15/R,16/17/17/17/17/17/17/17/17/17/17/17/17/17/8,K,8 b";

function readSaved(path: string): ReturnType<typeof parseRecord> {
  return parseRecord(readFileSync(path, "utf8"));
}

// Each test starts real processes; allow for a machine loaded by parallel builds.
describe("daidai play", { timeout: 120_000 }, () => {
  it("plays a scripted game from standard input: moves, hint, a bad move, undo, resign; saves the record", async () => {
    const out = join(dir, "resigned.pgn");
    const script = ["P-8k", "hint", "bogus", "undo", "8l8k", "moves", "help", "resign", ""].join("\n");
    const { code, stdout, stderr } = await daidai(["play", "--engine", "greedy", "--hint-nodes", "2000", "--no-board", "-o", out], { input: script });
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(stdout).toContain("move 1, Black (you)> you play P-8k (8l8k)");
    expect(stdout).toMatch(/greedy plays \S+ \(\d+[a-q]\d+[a-q]\)/);
    expect(stdout).toMatch(/hint: \S+ \(\d+[a-q]\d+[a-q]\S*\), /);
    expect(stdout).toContain('not a legal move: not a western move: Expected piece designation (such as P, Ln or +Ea) but "b" found.');
    expect(stdout).toContain("took back your last move and the answer\nmove 1, Black (you)> you play P-8k (8l8k)");
    expect(stdout).toContain(" P-8j "); // the move list
    expect(stdout).toContain("game over: White wins by resignation");
    expect(stdout).toContain(`record saved to ${out}`);

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
    const { code, stdout } = await daidai(["play", "--position", MATE_IN_ONE, "--engine", "greedy", "-o", out], { input: "R-17a\n" });
    expect(code).toBe(0);
    expect(stdout).toContain("you play R-17a (17c17a)\n");
    expect(stdout).toContain("game over: Black wins by checkmate");
    // The final board is shown: Black's rook now on 17a.
    expect(stdout).toContain(` R   ${"  .  ".repeat(15)}vK    a\n`);
    const { record, format } = readSaved(out);
    expect(format).toBe("kif");
    expect(record.metadata.result).toBe("1-0");
    expect(record.startDsfen).toBe(`${MATE_IN_ONE} 1`);
    expect(mainLine(record)).toHaveLength(1);
  });

  it("lets the engine open when you play White, and saves an unfinished game at the end of input", async () => {
    const { code, stdout } = await daidai(["play", "--side", "white", "--engine", "engine:nodes=300", "--no-board", "-o", "-"], { input: "" });
    expect(code).toBe(0);
    expect(stdout).toMatch(/^You play White \(gote\) against engine:nodes=300\./);
    expect(stdout).toMatch(/engine:nodes=300 plays \S+ \(\d+[a-q]\d+[a-q]\)\nmove 2, White \(you\)> \nend of input: the game is left unfinished\n/);
    const saved = stdout.slice(stdout.indexOf("[Event"));
    const { record, diagnostics } = parseRecord(saved);
    expect(diagnostics).toEqual([]);
    expect(record.metadata.result).toBe("*");
    expect(record.metadata.white).toBe("You");
    expect(mainLine(record)).toHaveLength(1);
  });

  it("accepts move strings and refuses illegal moves with the reason", async () => {
    const { stdout } = await daidai(["play", "--engine", "greedy", "--no-board", "-o", join(dir, "x.pgn")], { input: "9l9j\n9l9k\nquit\n" });
    expect(stdout).toContain("not a legal move: 9l9j: not a move of that piece");
    expect(stdout).toContain("you play P-9k (9l9k)");
    expect(stdout).toContain("game stopped without a result");
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
