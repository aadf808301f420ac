// The hand-written PGN scanner (src/pgn/scan.ts) against the Peggy grammar, which is the
// independent check: on every text the scanner accepts, its tags (with their spans) and
// tokens must be exactly the grammar's. Texts: the corpus, the fixtures, records written by
// the PGN writer (comments, variations at depth, NAGs, times, bookmarks), and the same
// texts with characters inserted, deleted or replaced (so that both the scanner's subset
// and its edges are exercised).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "../generated/pgn.js";
import { writeRecord } from "../src/index.js";
import { Locator } from "../src/locator.js";
import { scanPgn } from "../src/pgn/scan.js";
import type { PgnSyntax } from "../src/syntax.js";
import { rng, randomRecord, SAMPLE_START } from "./helpers.js";

/** A syntax in plain data (spans as offsets), for comparison. */
function plain(s: PgnSyntax): unknown {
  return {
    tags: s.tags.map((t) => ({ name: t.name, value: t.value, closed: t.closed, offset: t.loc.offset, endOffset: t.loc.endOffset })),
    tokens: s.tokens.map((t) => ({ ...t })),
  };
}

function grammar(text: string): PgnSyntax | undefined {
  try {
    return parse(text, { locator: new Locator(text) });
  } catch {
    return undefined;
  }
}

/** Checks one text; true if the scanner accepted it. */
function check(text: string): boolean {
  const fast = scanPgn(text, new Locator(text));
  if (fast === undefined) return false;
  const slow = grammar(text);
  expect(slow, text).toBeDefined();
  expect(plain(fast), text).toEqual(plain(slow as PgnSyntax));
  return true;
}

const CORPUS = join(import.meta.dirname, "corpus");
const FIXTURES = join(import.meta.dirname, "fixtures");

/** PGN texts of random records with everything the writer can put in them. */
function written(count: number): string[] {
  const out: string[] = [];
  for (let seed = 1; seed <= count; seed++) {
    const record = randomRecord(seed, { plies: 30, variations: true, comments: true, times: true, nags: true, bookmarks: true, depth: 4, start: seed % 3 === 0 ? SAMPLE_START : null });
    out.push(writeRecord(record, "pgn"), writeRecord(record, "pgn", { moveStyle: "japanese" }));
  }
  return out;
}

/** `text` with a few random edits, using characters that matter to PGN. */
function spoil(text: string, random: () => number): string {
  const chars = " \n\t{}()[];\"$!?%*.+-0123456789/xPLnk\\→";
  let s = text;
  const edits = 1 + Math.floor(random() * 3);
  for (let e = 0; e < edits; e++) {
    const at = Math.floor(random() * (s.length + 1));
    const c = chars[Math.floor(random() * chars.length)] ?? " ";
    const kind = random();
    s = kind < 0.4 ? s.slice(0, at) + c + s.slice(at) : kind < 0.7 ? s.slice(0, at) + s.slice(at + 1) : s.slice(0, at) + c + s.slice(at + 1);
  }
  return s;
}

describe("PGN scanner", () => {
  it("gives the grammar's syntax for the corpus and the fixtures it accepts, and accepts the plain ones", () => {
    const files = [
      ...readdirSync(CORPUS).filter((f) => f.endsWith(".pgn")).map((f) => join(CORPUS, f)),
      join(FIXTURES, "sample.pgn"),
    ];
    const accepted = files.filter((f) => check(readFileSync(f, "utf8").replace(/\r\n?/g, "\n")));
    // The sample is plain PGN: the scanner must read it itself.
    expect(accepted).toContain(join(FIXTURES, "sample.pgn"));
  });

  it("gives the grammar's syntax for written records, and accepts every western one", () => {
    const texts = written(40);
    const accepted = texts.filter(check);
    // Every other text is in Japanese moves (the grammar's business); the western ones are all plain.
    expect(accepted.length).toBe(texts.length / 2);
  });

  it("gives the grammar's syntax for spoiled texts it accepts (and refuses many)", () => {
    const random = rng(14);
    const base = [...written(10), "1. P-8k 1-0", "1. P-8k (1. P-9k! $3) *", "1. P-8k ; end\n1/2-1/2", "[A \"b\"]\n\n1. +Ln!14o+!? { c } 2. P-1k??", '[Annotator "one\\ntwo \\q \\\\ \\"x\\""]\n[B "\\n"]\n\n1. P-8k *'];
    let accepted = 0;
    let refused = 0;
    for (let k = 0; k < 600; k++) {
      const text = spoil(base[k % base.length] ?? "", random);
      if (check(text)) accepted++;
      else refused++;
    }
    expect(accepted).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(100);
  });
});
