// The hand-written western move reader (src/move-text/western-scan.ts) against the Peggy
// grammar, which is the independent check: on every text, the reader accepts it exactly when
// the grammar does, with exactly the grammar's syntax. Texts: moves written by the formatter
// in random games (short and long forms, captures, igui, promotions), the same texts spoiled
// with characters that matter to the grammar, and short random strings of those characters.
import { Position } from "@daidai/core";
import { describe, expect, it } from "vitest";
import { parse } from "../generated/western.js";
import { formatWestern } from "../src/move-text/western.js";
import { scanWestern } from "../src/move-text/western-scan.js";
import type { WesternMoveSyntax } from "../src/syntax.js";
import { randomMove, rng } from "./helpers.js";

function grammar(text: string): WesternMoveSyntax | undefined {
  try {
    return parse(text);
  } catch {
    return undefined;
  }
}

/** Checks one text; true if both accept it. */
function check(text: string): boolean {
  const slow = grammar(text);
  const fast = scanWestern(text);
  expect(fast, text).toEqual(slow);
  return slow !== undefined;
}

/** Western texts of the moves of random games, in both forms. */
function written(games: number, plies: number): string[] {
  const out: string[] = [];
  for (let seed = 1; seed <= games; seed++) {
    const random = rng(seed);
    const pos = Position.initial();
    for (let i = 0; i < plies; i++) {
      const move = randomMove(pos, random);
      if (move === undefined) break;
      out.push(formatWestern(pos, move, "short"), formatWestern(pos, move, "long"));
      pos.playOrThrow(move);
    }
  }
  return out;
}

const CHARS = "+-x!PLnDGkRv1234567890aqrwyzX ";

function spoil(text: string, random: () => number): string {
  let s = text;
  const edits = 1 + Math.floor(random() * 2);
  for (let e = 0; e < edits; e++) {
    const at = Math.floor(random() * (s.length + 1));
    const c = CHARS[Math.floor(random() * CHARS.length)] ?? " ";
    const kind = random();
    s = kind < 0.4 ? s.slice(0, at) + c + s.slice(at) : kind < 0.7 ? s.slice(0, at) + s.slice(at + 1) : s.slice(0, at) + c + s.slice(at + 1);
  }
  return s;
}

describe("western move reader", () => {
  const texts = written(12, 80);

  it("gives the grammar's syntax for every written move", () => {
    expect(texts.filter(check).length).toBe(texts.length);
    // The games exercise every body form.
    expect(texts.some((t) => t.includes("!"))).toBe(true);
    expect(texts.some((t) => /x.*x/.test(t))).toBe(true);
    expect(texts.some((t) => /x.*-/.test(t))).toBe(true);
    expect(texts.some((t) => t.endsWith("+"))).toBe(true);
  });

  it("accepts and refuses exactly what the grammar does on spoiled moves and random strings", () => {
    const random = rng(14);
    const edge = ["P", "P-", "P-1", "P-18a", "P-1r", "Px9m", "Pxx9m", "Px!9m", "P!x9m", "Px9mx", "Px9m-", "Px9m-3", "G1a", "G1a-2b", "G10p-11o", "G10-11o", "+Ea15p!14o+", "+E!3c", "LDx3ox3n-3o+", "Ln!14o++", "x-3c", "+-3c", "PP-3k", "Pw-3k", "Px-3k", ""];
    let accepted = 0;
    let refused = 0;
    const all = [...edge, ...Array.from({ length: 3000 }, (_, k) => spoil(texts[k % texts.length] ?? "", random))];
    for (let k = 0; k < 1500; k++) {
      let s = "";
      for (let n = Math.floor(random() * 9); n > 0; n--) s += CHARS[Math.floor(random() * CHARS.length)] ?? "";
      all.push(s);
    }
    for (const text of all) {
      if (check(text)) accepted++;
      else refused++;
    }
    expect(accepted).toBeGreaterThan(300);
    expect(refused).toBeGreaterThan(300);
  });
});
