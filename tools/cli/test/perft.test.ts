import { describe, expect, it } from "vitest";
import { daidai } from "./run-cli.js";


const LONE_LION = "17/17/17/17/17/17/17/17/8,Ln,8/17/17/17/17/17/17/17/17 b";

describe("daidai perft", () => {
  it("prints the node count of the initial position (rules.md §13)", async () => {
    expect(await daidai(["perft", "2"])).toEqual({ code: 0, stdout: "nodes: 3463\n", stderr: "" });
  });
  it("divides by first move: 59 lines then the total", async () => {
    const { code, stdout } = await daidai(["perft", "2", "--divide"]);
    expect(code).toBe(0);
    const lines = stdout.trim().split("\n");
    expect(lines).toHaveLength(60);
    expect(lines.at(-1)).toBe("nodes: 3463");
    expect(lines).toContain("15p15p 59"); // the lion's pass, answered by any of White's 59 moves
    const sum = lines.slice(0, -1).reduce((s, l) => s + Number(l.split(" ")[1]), 0);
    expect(sum).toBe(3463);
  });
  it("takes a position and rule options", async () => {
    expect((await daidai(["perft", "1", "--position", LONE_LION])).stdout).toBe("nodes: 25\n");
    expect((await daidai(["perft", "1", "--legality", "kingCapture"])).stdout).toBe("nodes: 59\n");
  });
  it("exits 2 with a message for bad input", async () => {
    const bad = await daidai(["perft", "1", "--position", "17/17 b"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("bad --position: expected 17 ranks");
    expect((await daidai(["perft", "two"])).code).toBe(2);
    expect((await daidai(["perft", "1", "--legality", "nope"])).code).toBe(2);
    expect((await daidai(["perft", "1", "--no-such-option"])).code).toBe(2);
  });
});

describe("daidai moves", () => {
  it("lists the 59 legal moves of the initial position, one per line", async () => {
    const { code, stdout } = await daidai(["moves"]);
    expect(code).toBe(0);
    const moves = stdout.trim().split("\n");
    expect(moves).toHaveLength(59);
    expect(moves).toEqual(expect.arrayContaining(["9l9k", "12k12g", "15p15p", "3p3p"]));
  });
  it("lists the moves of a given position", async () => {
    const { stdout } = await daidai(["moves", "--position", LONE_LION]);
    expect(stdout.trim().split("\n")).toHaveLength(25);
  });
});

describe("a reader that closes the pipe early", () => {
  it("ends the command quietly (exit 0, no stack trace), as `daidai moves | head -1` needs", async () => {
    const { spawn } = await import("node:child_process");
    const { launcher } = await import("./run-cli.js");
    const result = await new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, [launcher, "perft", "2", "--divide"]);
      // Close our end before the child has written anything: each of its writes fails with EPIPE.
      child.stdout.destroy();
      let stderr = "";
      child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
      child.on("error", reject);
      child.on("close", (code) => {
        resolve({ code, stderr });
      });
    });
    expect(result).toEqual({ code: 0, stderr: "" });
  });
});
