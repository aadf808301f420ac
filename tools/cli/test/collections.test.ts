import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { mainLine, parseCollection, parseRecord, positionAt, recordDifferences } from "@daidai/notation";
import { daidai, fixture } from "./run-cli.js";

const dir = mkdtempSync(join(tmpdir(), "daidai-collections-"));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const record = (name: string): string => fixture(`records/${name}`);
const pgn = readFileSync(record("sample.pgn"), "utf8");
const short = readFileSync(fixture("short.pgn"), "utf8");
const games = join(dir, "games.pgn");
writeFileSync(games, `${pgn}\n${short}\n${pgn}`);

describe("daidai convert and validate with collections", { timeout: 120_000 }, () => {
  it("validate reports a collection's records, and locates an error in the whole file", async () => {
    const ok = await daidai(["validate", games]);
    expect(ok).toMatchObject({ code: 0, stdout: `${games}: ok (pgn collection, 3 records)\n` });
    const bad = join(dir, "bad.pgn");
    writeFileSync(bad, `${short}\n${short.replace("P-8k", "P-8z")}`);
    const r = await daidai(["validate", bad]);
    expect(r.code).toBe(1);
    const line = short.split("\n").length + 1 + short.split("\n").findIndex((l) => l.includes("P-8k"));
    expect(r.stdout).toContain(`${bad}:${String(line)}:`);
    expect(r.stdout).toContain(`${bad}: 1 of 2 records have errors`);
  });

  it("converts a collection into a collection of another format, record for record", async () => {
    const out = join(dir, "games.kif");
    const r = await daidai(["convert", games, "-o", out]);
    expect(r.code).toBe(0);
    const back = parseCollection(readFileSync(out, "utf8"));
    const source = parseCollection(readFileSync(games, "utf8"));
    expect(back.format).toBe("kif");
    expect(back.records).toHaveLength(3);
    back.records.forEach((e, i) => { expect(recordDifferences(source.records[i]?.record ?? e.record, e.record)).toEqual([]); });
  });

  it("--split writes one file per record, --join puts files together", async () => {
    const out = join(dir, "split");
    expect((await daidai(["convert", games, "--split", "--to", "json", "-o", out])).code).toBe(0);
    expect(readdirSync(out).sort()).toEqual(["games-1.json", "games-2.json", "games-3.json"]);
    expect(parseRecord(readFileSync(join(out, "games-2.json"), "utf8")).record.metadata).toEqual(parseRecord(short).record.metadata);
    const joined = join(dir, "joined.jsonl");
    const j = await daidai(["convert", join(out, "games-1.json"), join(out, "games-2.json"), "--join", "-o", joined]);
    expect(j.code).toBe(0);
    const lines = readFileSync(joined, "utf8").trimEnd().split("\n");
    expect(lines).toHaveLength(2);
    expect(parseCollection(lines.join("\n")).records.map((e) => e.diagnostics)).toEqual([[], []]);
  });

  it("writes KIF in Shift_JIS on request, read back automatically", async () => {
    const out = join(dir, "sjis.kif");
    const r = await daidai(["convert", record("sample.kif"), "-o", out, "--encoding-out", "shift_jis"]);
    expect(r.code).toBe(0);
    const bytes = readFileSync(out);
    expect(() => new TextDecoder("utf-8", { fatal: true }).decode(bytes)).toThrow();
    const text = new TextDecoder("shift_jis").decode(bytes);
    expect(text).toContain("encoding=Shift_JIS");
    expect(text).toContain("手合割：大大将棋");
    const v = await daidai(["validate", out]);
    expect(v.code).toBe(0);
    expect((await daidai(["convert", record("sample.kif"), "-o", join(dir, "x.kifu"), "--encoding-out", "shift_jis"])).code).toBe(2);
  });

  it("writes a collection record by record: the records in order, and no file at all when a later record cannot be written", async () => {
    const many = join(dir, "many.pgn");
    const texts = Array.from({ length: 30 }, (_, i) => `[Event "game ${String(i + 1)}"]\n\n1. P-8k {note ${String(i + 1)}} *\n`);
    writeFileSync(many, texts.join("\n"));
    const kif = join(dir, "many.kif");
    const r = await daidai(["convert", many, "-o", kif]);
    expect(r.code).toBe(0);
    const back = parseCollection(readFileSync(kif, "utf8"));
    expect(back.records.map((e) => e.record.metadata.event)).toEqual(texts.map((_, i) => `game ${String(i + 1)}`));
    expect(back.records.map((e) => e.record.root.children[0]?.comments)).toEqual(texts.map((_, i) => [`note ${String(i + 1)}`]));
    // Record 30 has a character Shift_JIS cannot hold: the 29 records already written are removed again.
    writeFileSync(many, [...texts.slice(0, 29), `[Event "game 30"]\n\n1. P-8k {😀} *\n`].join("\n"));
    const sjis = join(dir, "many-sjis.kif");
    const bad = await daidai(["convert", many, "-o", sjis, "--encoding-out", "shift_jis"]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("cannot be written in Shift_JIS");
    expect(existsSync(sjis)).toBe(false);
  });

  it("converts records to QBoard FENs (the position after the main line) and reads them back; a bad letter is located", async () => {
    const out = join(dir, "positions.fen");
    const r = await daidai(["convert", games, "-o", out]);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain("the qboard-fen format cannot hold everything in this record");
    const lines = readFileSync(out, "utf8").trimEnd().split("\n");
    expect(lines).toHaveLength(3);
    const source = parseCollection(readFileSync(games, "utf8"));
    const finals = source.records.map((e) => positionAt(e.record, String(mainLine(e.record).length)).toDsfen());
    const back = await daidai(["convert", out, "--to", "dsfen"]);
    expect(back.code).toBe(0);
    expect(back.stdout.trimEnd().split("\n")).toEqual(finals);
    const bad = join(dir, "bad.fen");
    writeFileSync(bad, `${lines[0] ?? ""}\n${(lines[1] ?? "").replace(/^(\w+)/, "$1~~")}\n`);
    const v = await daidai(["validate", bad]);
    expect(v.code).toBe(1);
    expect(v.stdout).toMatch(new RegExp(`${bad.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:2:\\d+: error: bad QBoard FEN: rank 1: `));
    const shown = await daidai(["show", lines[1] ?? ""]);
    expect(shown.code).toBe(0);
  });
});
