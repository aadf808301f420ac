import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { INITIAL_DSFEN, Position, moveToString, parseMoveString } from "@daidai/core";
import { appendLine, createRecord, mainLine, parseRecord, writeRecord, SHIFT_JIS_SUBSTITUTES, fromShiftJisSpelling, toShiftJisSpelling } from "../src/index.js";

/**
 * Every character of JIS X 0208 (the character set of Shift_JIS), from the WHATWG decoder:
 * rows 1–8 (lead bytes 0x81–0x84) and 16–84 (0x88–0x9F, 0xE0–0xEA). Windows' extensions
 * (NEC row 13, IBM's kanji) are left out: not every Shift_JIS program has them.
 */
function jisX0208(): Set<string> {
  const decoder = new TextDecoder("shift_jis", { fatal: true });
  const chars = new Set<string>();
  const leads = [0x81, 0x82, 0x83, 0x84, ...Array.from({ length: 0x9f - 0x88 + 1 }, (_, i) => 0x88 + i), ...Array.from({ length: 0xea - 0xe0 + 1 }, (_, i) => 0xe0 + i)];
  for (const lead of leads) {
    for (let trail = 0x40; trail <= 0xfc; trail++) {
      if (trail === 0x7f) continue;
      try {
        chars.add(decoder.decode(Uint8Array.of(lead, trail)));
      } catch {
        // not a character
      }
    }
  }
  return chars;
}

interface SpecPiece {
  readonly code: string;
  readonly kanji: string;
}

const SPEC: readonly SpecPiece[] = JSON.parse(readFileSync(new URL("../../../docs/spec/pieces.json", import.meta.url), "utf8")) as SpecPiece[];

/** The piece names of the spec: `王将 / 玉将` are two names. */
const NAMES = SPEC.flatMap((p) => p.kanji.split(" / "));

describe("Shift_JIS substitutes (the one table)", () => {
  const jis = jisX0208();
  const outside = (name: string): string[] => Array.from(name).filter((c) => !jis.has(c));

  it("covers exactly the piece names of the spec that have a character outside JIS X 0208", () => {
    expect(NAMES.length).toBeGreaterThan(60);
    const needing = NAMES.filter((n) => outside(n).length > 0);
    expect(needing).toEqual(["𠵇犬"]);
    expect(SHIFT_JIS_SUBSTITUTES.map((s) => s.canonical).sort()).toEqual([...needing].sort());
  });

  it("substitutes are in JIS X 0208, name no other piece, and name the missing character", () => {
    for (const s of SHIFT_JIS_SUBSTITUTES) {
      expect(outside(s.substitute)).toEqual([]);
      expect(NAMES).not.toContain(s.substitute);
      const missing = outside(s.canonical);
      expect(missing.map((c) => `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase()}`)).toEqual([s.missing]);
    }
  });

  it("spells text for Shift_JIS and back", () => {
    const text = "   1 １２七𠵇犬(1211)\n*𠵇犬 again: 𠵇犬\n";
    const { text: sjis, used } = toShiftJisSpelling(text);
    expect(sjis).toBe("   1 １２七奇犬(1211)\n*奇犬 again: 奇犬\n");
    expect(used.map((s) => s.canonical)).toEqual(["𠵇犬"]);
    expect(fromShiftJisSpelling(sjis)).toBe(text);
    expect(toShiftJisSpelling("歩兵").used).toEqual([]);
  });

  it("the KIF reader reads the substitute as the same piece, in moves and in the board diagram", () => {
    const moves = "#KIF version=2.0\n手合割：大大将棋\n   1 １２七奇犬(1211)\n   2 １４七歩兵(1406)\n";
    const read = parseRecord(moves, { format: "kif" });
    expect(read.diagnostics).toEqual([]);
    expect(mainLine(read.record).map((n) => (n.move === null ? "" : moveToString(n.move)))).toEqual(["12k12g", "14f14g"]);

    // A start position with howling dogs on the board (after 12k-12g), written, then spelt for Shift_JIS.
    const start = Position.fromDsfenOrThrow(INITIAL_DSFEN);
    const first = parseMoveString(start, "12k12g");
    if (!first.ok) throw new Error(first.error.message);
    start.playOrThrow(first.value);
    const record = createRecord();
    record.startDsfen = start.toDsfen();
    const reply = parseMoveString(start, "14f14g");
    if (!reply.ok) throw new Error(reply.error.message);
    appendLine(record.root, [reply.value]);
    const kif = writeRecord(record, "kif");
    expect(kif).toContain("𠵇犬");
    const substituted = toShiftJisSpelling(kif).text;
    expect(substituted).not.toContain("𠵇");
    const back = parseRecord(substituted, { format: "kif" });
    expect(back.diagnostics).toEqual([]);
    expect(back.record.startDsfen).toBe(record.startDsfen);
    expect(writeRecord(back.record, "kif")).toBe(kif);
  });
});
