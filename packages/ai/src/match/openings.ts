/**
 * Openings of the harness: the committed suite of balanced openings (suite.ts, made by
 * `packages/ai/scripts/make-openings.mjs`), suites read from text, and seeded random openings.
 *
 * Suite text: one opening a line, `startpos [move…]` or `<DSFEN board> <side> <number> [move…]`
 * (the line format of `daidai match -o`), blank lines and `#` comments ignored.
 */
import { createRng } from "@daidai/core";
import { legalCodes, playCode, playMoveString, positionOf, type RuleOptions } from "./board.js";
import type { Opening } from "./game.js";
import { BALANCED_SUITE } from "./suite.js";

/** A problem in a suite text, located by line (1-based). */
export interface SuiteDiagnostic {
  readonly line: number;
  readonly message: string;
}

/** Openings read from a suite text, and the lines that could not be read. */
export interface ParsedSuite {
  readonly openings: readonly Opening[];
  readonly diagnostics: readonly SuiteDiagnostic[];
}

/** Reads a suite text; every opening is checked by playing its moves under `rules`. */
export function parseSuite(text: string, rules: Partial<RuleOptions> = {}): ParsedSuite {
  const openings: Opening[] = [];
  const diagnostics: SuiteDiagnostic[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) return;
    const fields = line.split(/\s+/);
    const dsfenFields = fields[0] === "startpos" ? 1 : 3;
    if (fields.length < dsfenFields) {
      diagnostics.push({ line: i + 1, message: "expected 'startpos' or a DSFEN (board, side, move number), then moves" });
      return;
    }
    const start = fields.slice(0, dsfenFields).join(" ");
    const moves = fields.slice(dsfenFields);
    try {
      const pos = positionOf(start, rules);
      for (let k = 0; k < moves.length; k++) {
        const error = playMoveString(pos, moves[k] ?? "");
        if (error !== undefined) throw new Error(`move ${String(k + 1)} '${moves[k] ?? ""}': ${error}`);
      }
      if (pos.outcome() !== null) throw new Error("the game is already over");
    } catch (e) {
      diagnostics.push({ line: i + 1, message: (e as Error).message });
      return;
    }
    openings.push({ start, moves });
  });
  return { openings, diagnostics };
}

/** An opening as a suite line. */
export function suiteLine(opening: Opening): string {
  return [opening.start, ...opening.moves].join(" ");
}

/** The committed suite of balanced openings (see docs/strength-testing.md). */
export function balancedSuite(): readonly Opening[] {
  const parsed = parseSuite(BALANCED_SUITE);
  if (parsed.diagnostics.length > 0) throw new Error(`the built-in suite is broken: line ${String(parsed.diagnostics[0]?.line)}`);
  return parsed.openings;
}

/** A mix of two integers into a 32-bit seed (so seeds of neighbouring games are unrelated). */
export function mixSeed(a: number, b: number): number {
  let h = Math.imul((a >>> 0) ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul((b >>> 0) + 0x632be5ab, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  return h >>> 0;
}

/** Where the openings of a match come from. */
export type OpeningSource =
  | { readonly kind: "suite"; readonly openings: readonly Opening[] }
  | { readonly kind: "random"; readonly plies: number };

/** `plies` random legal moves from the initial position. */
export function randomOpening(plies: number, rng: () => number, rules: Partial<RuleOptions> = {}): Opening {
  const pos = positionOf("startpos", rules);
  const moves: string[] = [];
  for (let k = 0; k < plies; k++) {
    const codes = legalCodes(pos);
    if (codes.length === 0) break;
    moves.push(playCode(pos, codes[Math.floor(rng() * codes.length)] ?? 0));
  }
  return { start: "startpos", moves };
}

/**
 * The opening of pair `pair`: for a suite, entry `order[pair mod size]` of a seeded
 * shuffle of the suite (all openings are used before one repeats); for random openings,
 * moves drawn with a generator seeded by the seed and the pair index. Depends only on
 * (source, seed, pair), never on which games ran before.
 */
export function openingOfPair(source: OpeningSource, seed: number, pair: number, rules: Partial<RuleOptions> = {}): Opening {
  if (source.kind === "random") return randomOpening(source.plies, createRng(mixSeed(seed, pair)), rules);
  const size = source.openings.length;
  if (size === 0) throw new Error("the opening suite is empty");
  const order = shuffledIndices(size, seed);
  const opening = source.openings[order[pair % size] ?? 0];
  if (opening === undefined) throw new Error("no opening");
  return opening;
}

const orders = new Map<string, number[]>();

/** 0…size-1 shuffled by a generator seeded with `seed` (Fisher–Yates; cached). */
function shuffledIndices(size: number, seed: number): number[] {
  const key = `${String(size)}/${String(seed)}`;
  const cached = orders.get(key);
  if (cached !== undefined) return cached;
  const rng = createRng(mixSeed(seed, 0x5eed));
  const order = Array.from({ length: size }, (_, i) => i);
  for (let i = size - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
  }
  orders.set(key, order);
  return order;
}
