import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { mainLine, parseRecord, recordDifferences } from "@daidai/notation";
import { OutputEncoder } from "../src/output-encoding.js";
import { daidai, packageDir } from "./run-cli.js";

const SAMPLES = join(packageDir, "..", "..", "apps", "viewer", "samples");
const dir = mkdtempSync(join(tmpdir(), "daidai-sjis-"));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const NOTE = "daidai: note: Shift_JIS has no 𠵇 (U+20D47): 𠵇犬 is written 奇犬, which daidai reads back as 𠵇犬 (docs/formats/kif.md, Encodings)\n";

/** The bytes of a text in Shift_JIS, one character at a time from a hand-written table (an independent encoder for the test). */
const HAND_SJIS: Readonly<Record<string, readonly number[]>> = { 奇: [0x8a, 0xef], 犬: [0x8c, 0xa2] };

describe("Shift_JIS output (convert --encoding-out shift_jis)", { timeout: 120_000 }, () => {
  const samples = readdirSync(SAMPLES).filter((f) => /\.(json|pgn|kif|dsfen)$/.test(f)).sort();

  it("writes every sample record, with one note, and reads it back as the same record", async () => {
    expect(samples.length).toBeGreaterThanOrEqual(10);
    // One process per step (the samples share base names: copies named after the extension too).
    const inputs = join(dir, "inputs");
    mkdirSync(inputs);
    const names = samples.map((f) => {
      const name = f.replace(/\.(\w+)$/, "-$1.$1");
      copyFileSync(join(SAMPLES, f), join(inputs, name));
      return name;
    });
    const files = names.map((n) => join(inputs, n));
    const base = (n: string): string => n.replace(/\.\w+$/, "");
    const sjis = join(dir, "sjis");
    const utf8 = join(dir, "utf8");
    const r = await daidai(["convert", ...files, "--to", "kif", "--encoding-out", "shift_jis", "-o", `${sjis}/`]);
    expect(r.code).toBe(0);
    expect(r.stderr.split(NOTE).length - 1).toBe(1);
    expect((await daidai(["convert", ...files, "--to", "kif", "-o", `${utf8}/`])).code).toBe(0);
    const sjisFiles = names.map((n) => join(sjis, `${base(n)}.kif`));
    const back = join(dir, "back");
    expect((await daidai(["convert", ...sjisFiles, "--to", "json", "-o", `${back}/`])).code).toBe(0);
    expect(await daidai(["validate", ...sjisFiles])).toMatchObject({ code: 0 });

    for (const name of names) {
      const bytes = readFileSync(join(sjis, `${base(name)}.kif`));
      // Independent of daidai's decoder: the bytes are Shift_JIS, hold 奇犬 and no 𠵇.
      const decoded = new TextDecoder("shift_jis", { fatal: true }).decode(bytes);
      expect(decoded).toContain("奇犬");
      expect(decoded).not.toContain("𠵇");
      expect(decoded.startsWith("#KIF version=2.0 encoding=Shift_JIS\n")).toBe(true);
      expect(bytes.includes(Buffer.from([...(HAND_SJIS["奇"] ?? []), ...(HAND_SJIS["犬"] ?? [])]))).toBe(true);

      // Read back by daidai: the same record as the UTF-8 KIF of the same conversion.
      const expected = parseRecord(readFileSync(join(utf8, `${base(name)}.kif`), "utf8"), { format: "kif" });
      const actual = parseRecord(readFileSync(join(back, `${base(name)}.json`), "utf8"), { format: "json" });
      expect({ name, diagnostics: actual.diagnostics }).toEqual({ name, diagnostics: [] });
      expect({ name, differences: recordDifferences(expected.record, actual.record) }).toEqual({ name, differences: [] });
      expect(mainLine(actual.record).length).toBe(mainLine(expected.record).length);
      expect(mainLine(actual.record).length).toBeGreaterThan(0);
    }
  });

  it("reads 奇犬 in a hand-made Shift_JIS KIF as the howling dog, in moves and comments", async () => {
    const head = "#KIF version=2.0 encoding=Shift_JIS\n手合割：大大将棋\n   1 １２七";
    const tail = "(1211)\n*";
    const text = `${head}奇犬${tail}奇犬\n`;
    // Encoded by hand: ASCII as is, and the few kanji through the WHATWG decoder's own table.
    const bytes: number[] = [];
    const decoder = new TextDecoder("shift_jis", { fatal: true });
    const codes = new Map<string, number[]>();
    for (let lead = 0x81; lead <= 0x9f; lead++) {
      for (let trail = 0x40; trail <= 0xfc; trail++) {
        try {
          const c = decoder.decode(Uint8Array.of(lead, trail));
          if (!codes.has(c)) codes.set(c, [lead, trail]);
        } catch {
          // not a character
        }
      }
    }
    for (let lead = 0xe0; lead <= 0xea; lead++) for (let trail = 0x40; trail <= 0xfc; trail++) {
      try {
        const c = decoder.decode(Uint8Array.of(lead, trail));
        if (!codes.has(c)) codes.set(c, [lead, trail]);
      } catch {
        // not a character
      }
    }
    for (const c of text) {
      const code = c.charCodeAt(0) < 0x80 ? [c.charCodeAt(0)] : codes.get(c);
      if (code === undefined) throw new Error(`no Shift_JIS code for ${c}`);
      bytes.push(...code);
    }
    expect(Buffer.from(bytes).includes(Buffer.from([0x2a, ...(HAND_SJIS["奇"] ?? []), ...(HAND_SJIS["犬"] ?? [])]))).toBe(true);
    const file = join(dir, "hand.kif");
    writeFileSync(file, Uint8Array.from(bytes));
    for (const args of [[], ["--encoding", "sjis"]]) {
      const r = await daidai(["convert", file, ...args, "--to", "kif"]);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain("   1 １２七𠵇犬(1211)\n*𠵇犬\n");
    }
  });

  it("refuses, with its line, a character Shift_JIS cannot hold that has no substitute", async () => {
    const file = join(dir, "emoji.pgn");
    writeFileSync(file, '[Event "x"]\n\n1. P-8k {😀} *\n');
    const r = await daidai(["convert", file, "--to", "kif", "--encoding-out", "shift_jis"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("'😀' (U+1F600) cannot be written in Shift_JIS");
  });
});

describe("OutputEncoder", () => {
  it("notes each substitute once per encoder, and a substitute already in the text", () => {
    const notes: string[] = [];
    const encoder = new OutputEncoder("sjis", (n) => notes.push(n));
    const kif = "#KIF version=2.0 encoding=UTF-8\n   1 １２七𠵇犬(1211)\n";
    const decode = (b: string | Uint8Array): string => new TextDecoder("shift_jis").decode(b as Uint8Array);
    expect(decode(encoder.encode(kif + kif))).toBe("#KIF version=2.0 encoding=Shift_JIS\n   1 １２七奇犬(1211)\n".repeat(2));
    encoder.encode(kif);
    expect(notes).toEqual([NOTE.replace(/^daidai: /, "").trimEnd()]);
    encoder.encode("*奇犬\n");
    expect(notes.slice(1)).toEqual(["note: the text has 奇犬, the Shift_JIS spelling of 𠵇犬: read back, it is 𠵇犬"]);
    expect(new OutputEncoder("utf8", (n) => notes.push(n)).encode(kif)).toBe(kif);
    expect(notes).toHaveLength(2);
  });
});
