import { execFile, spawn } from "node:child_process";
import { promisify } from "node:util";
import { Position, createRng, moveToString } from "@daidai/core";
import { describe, expect, it } from "vitest";
import { daidai, launcher, packageDir, type CliResult } from "./run-cli.js";

const execFileAsync = promisify(execFile);

/** Runs `daidai <args>` with the given stdin to completion. */
const run = (args: string[], input = ""): Promise<CliResult> => daidai(args, { input });

const initialMoves = (): string[] => Position.initial().legalMoves().map(moveToString);

describe("daidai engine", () => {
  it("holds a scripted conversation and exits at the end of input", async () => {
    const script = ["usi", "isready", "usinewgame", "position startpos moves 8l8k 8f8g", "go depth 2", "nonsense", "position startpos", "go nodes 500", "quit"];
    const r = await run(["engine"], `${script.join("\n")}\n`);
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split("\n");
    expect(lines).toContain("usiok");
    expect(lines).toContain("readyok");
    // isready warms the search thread up first; the lines after it wait for readyok, in order.
    expect(lines.indexOf("readyok")).toBeLessThan(lines.findIndex((l) => l.startsWith("bestmove ")));
    expect(lines).toContain("info string error unknown command 'nonsense'");
    const best = lines.filter((l) => l.startsWith("bestmove "));
    expect(best).toHaveLength(2);
    const pos = Position.initial();
    for (const m of ["8l8k", "8f8g"]) pos.playOrThrow(pos.legalMoves().find((x) => moveToString(x) === m) ?? { from: 0, to: 0, via: [] });
    expect(pos.legalMoves().map(moveToString)).toContain(best[0]?.slice(9));
    expect(initialMoves()).toContain(best[1]?.slice(9));
    expect(lines.some((l) => /^info depth 2 seldepth \d+ score (cp|mate) -?\d+ nodes \d+ nps \d+ time \d+ pv /.test(l))).toBe(true);
  });

  it("answers isready during go infinite and stops on stop", async () => {
    const child = spawn(process.execPath, [launcher, "engine"], { cwd: packageDir });
    const lines: string[] = [];
    let buffer = "";
    const waiters: { pred: (l: string) => boolean; resolve: () => void }[] = [];
    child.stdout.on("data", (d: Buffer) => {
      buffer += d.toString();
      let i;
      while ((i = buffer.indexOf("\n")) >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 1);
        lines.push(line);
        for (const w of waiters.filter((x) => x.pred(line))) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve();
        }
      }
    });
    const waitLine = (pred: (l: string) => boolean): Promise<void> =>
      lines.some(pred) ? Promise.resolve() : new Promise((resolve) => waiters.push({ pred, resolve }));
    const exited = new Promise<number | null>((resolve) => child.on("close", resolve));
    child.stdin.write("position startpos\ngo infinite\n");
    await waitLine((l) => l.startsWith("info depth 2 "));
    child.stdin.write("isready\n");
    await waitLine((l) => l === "readyok");
    expect(lines.some((l) => l.startsWith("bestmove"))).toBe(false);
    child.stdin.write("stop\n");
    await waitLine((l) => l.startsWith("bestmove "));
    child.stdin.write("quit\n");
    expect(await exited).toBe(0);
    const best = lines.find((l) => l.startsWith("bestmove ")) ?? "";
    expect(initialMoves()).toContain(best.slice(9));
  });

  it("plays a short game against itself through one process", async () => {
    // Ten plies, each a new position line with the moves so far: the engine's own moves.
    const child = spawn(process.execPath, [launcher, "engine", "--hash", "4"], { cwd: packageDir });
    let out = "";
    const moves: string[] = [];
    const nextBest = (): Promise<string> =>
      new Promise((resolve) => {
        const on = (): void => {
          const m = /bestmove (\S+)\n/.exec(out);
          if (m !== null) {
            out = out.slice((m.index) + m[0].length);
            child.stdout.off("data", onData);
            resolve(m[1] ?? "");
          }
        };
        const onData = (d: Buffer): void => {
          out += d.toString();
          on();
        };
        child.stdout.on("data", onData);
        on();
      });
    const pos = Position.initial();
    for (let ply = 0; ply < 10; ply++) {
      child.stdin.write(`position startpos moves ${moves.join(" ")}\ngo nodes 300\n`);
      const move = await nextBest();
      const legal = pos.legalMoves().find((m) => moveToString(m) === move);
      expect(legal, `ply ${String(ply)}: ${move}`).toBeDefined();
      if (legal !== undefined) pos.playOrThrow(legal);
      moves.push(move);
    }
    child.stdin.end("quit\n");
    await new Promise((resolve) => child.on("close", resolve));
    expect(moves).toHaveLength(10);
  });

  it("with Threads 2 returns a legal move in every position of seeded random playouts", async () => {
    // Three playouts of random legal moves (seeded), every 5th position searched by a
    // two-thread engine (Lazy SMP), some at fixed nodes and some at a movetime.
    const rng = createRng(7);
    const scripts: { moves: string[]; pos: Position }[] = [];
    for (let game = 0; game < 3; game++) {
      const pos = Position.initial();
      const moves: string[] = [];
      for (let ply = 0; ply < 40 && pos.legalMoves().length > 0; ply++) {
        const legal = pos.legalMoves();
        const m = legal[Math.floor(rng() * legal.length)] ?? legal[0];
        if (m === undefined) break;
        moves.push(moveToString(m));
        pos.playOrThrow(m);
        if (ply % 5 === 4 && pos.legalMoves().length > 0) scripts.push({ moves: [...moves], pos: pos.clone() });
      }
    }
    const lines = ["setoption name Threads value 2", "isready"];
    scripts.forEach((s, i) => lines.push(`position startpos moves ${s.moves.join(" ")}`, i % 2 === 0 ? "go nodes 1500" : "go movetime 150"));
    lines.push("quit");
    const r = await run(["engine", "--hash", "8"], `${lines.join("\n")}\n`);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toMatch(/info string error/);
    expect(r.stderr).toBe(""); // no search thread failed
    const best = r.stdout.split("\n").filter((l) => l.startsWith("bestmove ")).map((l) => l.slice(9));
    expect(best).toHaveLength(scripts.length);
    best.forEach((move, i) => {
      const legal = scripts[i]?.pos.legalMoves().map(moveToString) ?? [];
      expect(legal, `position ${String(i)}: ${move}`).toContain(move);
    });
  });

  it("rejects a bad Threads value and accepts going back to one thread", async () => {
    const r = await run(["engine"], "setoption name Threads value 0\nsetoption name Threads value 2\nsetoption name Threads value 1\nposition startpos\ngo nodes 300\nquit\n");
    expect(r.stdout).toContain("info string error Threads must be an integer from 1 to 64, got '0'");
    expect(r.stdout.match(/info string error/g)).toHaveLength(1);
    expect(initialMoves()).toContain(/bestmove (\S+)/.exec(r.stdout)?.[1]);
  });

  it("rejects a bad --hash with exit code 2", async () => {
    const r = await run(["engine", "--hash", "lots"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--hash must be an integer from 1 to 1024/);
    const big = await run(["engine", "--hash", "5000"]);
    expect(big.code).toBe(2);
  });
});

describe("daidai bench", () => {
  it("prints a deterministic signature", async () => {
    const a = await execFileAsync(process.execPath, [launcher, "bench", "--signature-only", "--depth", "1"], { cwd: packageDir });
    const b = await execFileAsync(process.execPath, [launcher, "bench", "--signature-only", "--depth", "1"], { cwd: packageDir });
    expect(a.stdout).toMatch(/^bench signature \(depth 1\): \d+\n$/);
    expect(a.stdout).toBe(b.stdout);
  });

  it("rejects a bad depth", async () => {
    const r = await run(["bench", "--depth", "0"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--depth must be an integer from 1 to 64/);
  });
});
