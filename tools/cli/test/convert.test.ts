import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { daidai } from "./run-cli.js";
import { SAMPLE_DSFEN_LINE, record } from "./records-helpers.js";

const out = mkdtempSync(join(tmpdir(), "daidai-convert-"));
afterAll(() => {
  rmSync(out, { recursive: true, force: true });
});

describe("daidai convert", () => {
  it("converts a PGN file to a KIF file chosen by the output extension", async () => {
    const target = join(out, "game.kif");
    const r = await daidai(["convert", record("sample.pgn"), "-o", target]);
    expect(r).toMatchObject({ code: 0, stdout: "", stderr: "" });
    const kif = readFileSync(target, "utf8");
    expect(kif).toContain("手合割：大大将棋\n");
    expect(kif).toContain("   1 ９九獅子成(0909→0908)\n");
    expect(kif).toContain("変化：3手\n   3 ５九成東夷(0509)\n*a pass\n");
  });

  it("reads standard input and writes standard output, warning on stderr about what DSFEN drops", async () => {
    const r = await daidai(["convert", "-", "--to", "dsfen"], { input: readFileSync(record("sample.json"), "utf8") });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`${SAMPLE_DSFEN_LINE}\n`);
    expect(r.stderr).toMatch(/^<stdin>:1:1: warning: the dsfen format cannot hold everything in this record; changed or lost: .*comments/);
  });

  it("round-trips through a pipe: KIF → JSON → PGN keeps the main line", async () => {
    const json = await daidai(["convert", record("sample.kif"), "--to", "json"]);
    expect(json.code).toBe(0);
    const pgn = await daidai(["convert", "-", "--to", "pgn"], { input: json.stdout });
    expect(pgn.code).toBe(0);
    const back = await daidai(["convert", "-", "--from", "pgn", "--to", "dsfen"], { input: pgn.stdout });
    expect(back.stdout).toBe(`${SAMPLE_DSFEN_LINE}\n`);
  });

  it("decodes Shift_JIS KIF files automatically or with --encoding sjis", async () => {
    expect((await daidai(["convert", record("sample-sjis.kif"), "--to", "dsfen"])).stdout).toBe(`${SAMPLE_DSFEN_LINE}\n`);
    expect((await daidai(["convert", record("sample-sjis.kif"), "--encoding", "sjis", "--to", "dsfen"])).stdout).toBe(`${SAMPLE_DSFEN_LINE}\n`);
    const strict = await daidai(["convert", record("sample-sjis.kif"), "--encoding", "utf8", "--to", "dsfen"]);
    expect(strict.code).toBe(1);
    expect(strict.stderr).toContain("not valid UTF-8 (for a Shift_JIS KIF file use --encoding sjis)");
  });

  it("reads UTF-8 with a byte-order mark", async () => {
    const r = await daidai(["convert", record("bom.pgn"), "--to", "dsfen"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`${SAMPLE_DSFEN_LINE}\n`);
  });

  it("writes western moves with long origins and Japanese moves on request", async () => {
    const long = await daidai(["convert", record("sample.dsfen"), "--to", "pgn", "--long"]);
    expect(long.stdout).toContain("1. Ln9i!9h+ K9a-9b 2. +Ea5ix5hx5g");
    const kifWestern = await daidai(["convert", record("sample.dsfen"), "--to", "kif", "--move-style", "western"]);
    expect(kifWestern.stdout).toContain("   1 Ln!9h+\n");
  });

  it("refuses a record with errors: exit 1, located diagnostics, no output file", async () => {
    const target = join(out, "bad.json");
    const r = await daidai(["convert", record("illegal.pgn"), "-o", target]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("illegal.pgn:3:9: error: move 1... Ln-1a: illegal move: not a move of that piece");
    expect(existsSync(target)).toBe(false);
  });

  it("usage errors exit with 2", async () => {
    expect((await daidai(["convert", record("sample.pgn")])).code).toBe(2);
    expect((await daidai(["convert", record("sample.pgn"), "--to", "csa"])).stderr).toContain("--to must be one of json, jsonl, pgn, kif, dsfen, qboard-fen; got 'csa'");
    expect((await daidai(["convert", record("sample.pgn"), "--to", "kif", "--encoding", "latin1"])).code).toBe(2);
  });

  it("detects the input format from the text before trusting the extension", async () => {
    const misnamed = join(out, "really-json.pgn");
    writeFileSync(misnamed, readFileSync(record("sample.json")));
    const r = await daidai(["convert", misnamed, "--to", "dsfen"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`${SAMPLE_DSFEN_LINE}\n`);
  });

  it("a missing input file is an input error", async () => {
    const r = await daidai(["convert", join(out, "none.pgn"), "--to", "json"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("none.pgn: no such file");
  });
});
