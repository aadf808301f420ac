import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { moveToString } from "@daidai/core";
import { mainLine, parseRecord } from "@daidai/notation";
import { daidai, fixture, launcher } from "./run-cli.js";

const dir = mkdtempSync(join(tmpdir(), "daidai-convert-many-"));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const moves = (text: string): string[] => mainLine(parseRecord(text).record).map((n) => (n.move === null ? "" : moveToString(n.move)));

// Each test starts real processes; allow for a machine loaded by parallel builds.
describe("daidai convert with many files", { timeout: 120_000 }, () => {
  it("converts every input into the output directory, named after the input", async () => {
    const out = join(dir, "out");
    const inputs = [fixture("short.pgn"), fixture("records/sample.kif"), fixture("lion.dsfen")];
    const { code, stdout, stderr } = await daidai(["convert", ...inputs, "--to", "json", "-o", `${out}/`]);
    expect({ code, stdout }).toEqual({ code: 0, stdout: "" });
    expect(stderr).not.toContain("error");
    expect(readdirSync(out).sort()).toEqual(["lion.json", "sample.json", "short.json"]);
    // Each output holds its input's moves, and ends with a newline.
    expect(moves(readFileSync(join(out, "short.json"), "utf8"))).toEqual(["8l8k", "10f10g", "9l9k", "12g12h"]);
    expect(moves(readFileSync(join(out, "lion.json"), "utf8"))).toEqual(["9i9h9g"]);
    expect(moves(readFileSync(join(out, "sample.json"), "utf8"))).toEqual(moves(readFileSync(fixture("records/sample.kif"), "utf8")));
    expect(readFileSync(join(out, "short.json"), "utf8").endsWith("\n")).toBe(true);
  });

  it("goes on after a broken file, reports it and exits 1", async () => {
    const out = join(dir, "partly");
    const { code, stderr } = await daidai(["convert", fixture("bad.dsfen"), fixture("short.pgn"), "--to", "pgn", "-o", out]);
    expect(code).toBe(1);
    expect(stderr).toContain("bad.dsfen:1:1: error: bad DSFEN: rank i: more than 17 squares at token '3'");
    expect(stderr).toMatch(/daidai: 1 of 2 file\(s\) not converted: .*bad\.dsfen\n$/);
    expect(readdirSync(out)).toEqual(["short.pgn"]);
  });

  it("shows a progress bar on a terminal", () => {
    const out = join(dir, "tty");
    const tty = execFileSync("script", ["-qec", `"${process.execPath}" "${launcher}" convert "${fixture("short.pgn")}" "${fixture("lion.dsfen")}" --to kif -o "${out}"`, "/dev/null"], {
      encoding: "utf8",
    });
    expect(tty).toContain("convert  [");
    expect(tty).toContain("2/2  100%");
  });

  it("gives exit code 2 for unusable arguments", async () => {
    const two = [fixture("short.pgn"), fixture("lion.dsfen")];
    const noDir = await daidai(["convert", ...two, "--to", "pgn"]);
    expect(noDir.code).toBe(2);
    expect(noDir.stderr).toContain("several inputs need -o <directory>");
    const noFormat = await daidai(["convert", ...two, "-o", join(dir, "x")]);
    expect(noFormat.code).toBe(2);
    expect(noFormat.stderr).toContain("converting into a directory needs --to");
    expect((await daidai(["convert", fixture("short.pgn"), "-", "--to", "pgn", "-o", join(dir, "y")])).code).toBe(2);
    const clash = await daidai(["convert", fixture("short.pgn"), fixture("records/sample.pgn"), join(dir, "..", "short.kif"), "--to", "json", "-o", join(dir, "z")]);
    expect(clash.code).toBe(2);
    expect(clash.stderr).toContain("would both be written to");
  });
});
