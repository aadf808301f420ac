// Text that is no record (a log, random characters, prose) is rejected after its first
// kilobytes, with a clear diagnostic, however large it is: format detection asks for a real
// PGN start, the PGN and KIF grammars stop after JUNK_LIMIT (1000) unreadable characters,
// words or lines, and a collection whose first records cannot be read stops there.
import { describe, expect, it } from "vitest";
import { detectFormat, parseCollection, parseRecord, UNREADABLE_LIMIT } from "../src/index.js";
import { rng } from "./helpers.js";

/** About `size` characters of lines made by `line`. */
function text(size: number, line: (i: number) => string): string {
  const out: string[] = [];
  let n = 0;
  for (let i = 0; n < size; i++) {
    const l = line(i);
    out.push(l);
    n += l.length + 1;
  }
  return out.join("\n");
}

const WORDS = ["lorem", "ipsum", "dolor", "sit", "amet", "elit", "sed", "magna"];
const random = rng(7);
const prose = (): string => Array.from({ length: 10 }, () => WORDS[Math.floor(random() * WORDS.length)]).join(" ");
const printable = (): string => Array.from({ length: 60 }, () => String.fromCharCode(33 + Math.floor(random() * 94))).join("");

const errors = (list: readonly { severity: string }[]): number => list.filter((d) => d.severity === "error").length;

describe("junk", () => {
  it("is no format when it only looks like PGN at first sight", () => {
    expect(detectFormat("[INFO] server started\n[INFO] ready")).toBeUndefined();
    expect(detectFormat("1. hello world")).toBeUndefined();
    expect(detectFormat("[2026-11-30 12:00] started")).toBeUndefined();
    // Real PGN starts still are.
    expect(detectFormat('[Event "x"]\n1. P-8k')).toBe("pgn");
    expect(detectFormat("[Event\n1. P-8k")).toBe("pgn");
    expect(detectFormat("1. P-8k P-10g")).toBe("pgn");
    expect(detectFormat("1...+Ln!14o")).toBe("pgn");
    expect(detectFormat("1. １３十四獅子")).toBe("pgn");
  });

  it("stops the PGN reader after 1000 words or characters that are not PGN", () => {
    for (const junk of [prose, printable]) {
      const r = parseRecord(`[Event "x"]\n\n1. P-8k ${text(2_000_000, junk)}`, { format: "pgn" });
      expect(r.diagnostics.some((d) => d.message.includes("this is not a PGN record"))).toBe(true);
      // Bounded: at most 50 diagnostics and one "and N more", whatever the size.
      expect(r.diagnostics.length).toBeLessThanOrEqual(52);
      const last = r.diagnostics.find((d) => d.message.includes("this is not a PGN record"));
      // It stops near the start: within the first few hundred lines of the 2 MB.
      expect(last?.line).toBeLessThan(1000);
    }
  });

  it("reads a PGN record with fewer unreadable words to its end (each one a diagnostic)", () => {
    const r = parseRecord(`[Event "x"]\n\n1. P-8k ${Array.from({ length: 900 }, () => "foo").join(" ")} *`, { format: "pgn" });
    expect(r.diagnostics.some((d) => d.message.includes("this is not a PGN record"))).toBe(false);
    expect(errors(r.diagnostics)).toBeGreaterThan(0);
  });

  it("stops the KIF reader after 1000 lines that are not KIF", () => {
    const r = parseRecord(`手合割：大大将棋\n${text(2_000_000, prose)}`, { format: "kif" });
    const stop = r.diagnostics.find((d) => d.message.includes("this is not a KIF record"));
    expect(stop?.line).toBeLessThan(1100);
    expect(r.diagnostics.length).toBeLessThanOrEqual(52);
  });

  it("stops a collection whose first records cannot be read, with one error saying why", () => {
    const junk = text(3_000_000, (i) => (i % 50 === 0 ? `[Event "${String(i)}"]\n` : `${printable()} ${prose()}`));
    const r = parseCollection(junk, { format: "pgn" });
    expect(r.records.length).toBe(UNREADABLE_LIMIT);
    const last = r.records[r.records.length - 1];
    expect(last?.diagnostics.at(-1)?.message).toMatch(/^the first 10 records cannot be read .*reading stopped here$/);
  });

  it("reads on when a record of the collection could be read", () => {
    const bad = Array.from({ length: UNREADABLE_LIMIT + 2 }, (_, i) => `[Event "bad ${String(i)}"]\n\n1. zz-9k *\n`);
    const r = parseCollection([`[Event "good"]\n\n1. P-8k *\n`, ...bad].join("\n"), { format: "pgn" });
    expect(r.records.length).toBe(UNREADABLE_LIMIT + 3);
    expect(r.records.flatMap((e) => e.diagnostics).some((d) => d.message.includes("reading stopped"))).toBe(false);
  });
});
