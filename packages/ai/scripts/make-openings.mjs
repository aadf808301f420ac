#!/usr/bin/env node
// Writes the harness's suite of balanced openings, src/match/suite.ts (run after `pnpm build`):
//
//   node packages/ai/scripts/make-openings.mjs [--count 200] [--plies 8] [--margin 40] [--depth 3] [--seed 2026]
//
// Each opening is `--plies` random legal moves from the initial position (a seeded
// generator), kept when a fresh engine's depth-`--depth` search scores the position within
// ±`--margin` centipawns and no earlier opening reached the same position. The output is
// deterministic for its options (and the engine's evaluation): running it again rewrites the
// same file unless the search or the evaluation changed.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Engine, randomOpening, createRng, mixSeed } from "../dist/index.js";
import { INITIAL_DSFEN, Position, parseMoveString } from "@daidai/core";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const v = Number(args[i + 1]);
  if (!Number.isInteger(v) || v < 0) {
    console.error(`make-openings: --${name} needs a non-negative integer`);
    process.exit(2);
  }
  return v;
};
const count = option("count", 200);
const plies = option("plies", 8);
const margin = option("margin", 40);
const depth = option("depth", 3);
const seed = option("seed", 2026);

const seen = new Set();
const lines = [];
let tried = 0;
while (lines.length < count) {
  if (tried > count * 50) throw new Error(`only ${lines.length} openings after ${tried} tries: widen --margin`);
  const opening = randomOpening(plies, createRng(mixSeed(seed, tried++)));
  const pos = Position.fromDsfenOrThrow(INITIAL_DSFEN);
  for (const text of opening.moves) {
    const parsed = parseMoveString(pos, text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    pos.playOrThrow(parsed.value);
  }
  if (pos.outcome() !== null) continue;
  const key = pos.toDsfen();
  if (seen.has(key)) continue;
  const result = new Engine({ hashMb: 4 }).search(pos, { depth });
  if (result.score.kind !== "cp" || Math.abs(result.score.value) > margin) continue;
  seen.add(key);
  lines.push(["startpos", ...opening.moves].join(" "));
}

const header = [
  "/**",
  " * The suite of balanced openings of the strength harness (`daidai match`), one a line:",
  " * `startpos` and the moves (move strings). GENERATED — do not edit; remake it with",
  ` *   node packages/ai/scripts/make-openings.mjs --count ${count} --plies ${plies} --margin ${margin} --depth ${depth} --seed ${seed}`,
  ` * (${plies} random legal plies from the initial position, kept when a depth-${depth} search scores`,
  ` * them within ±${margin} cp and the position is new; ${tried} tried for ${count} kept).`,
  " */",
];
const body = `export const BALANCED_SUITE = \`${lines.join("\n")}\n\`;\n`;
const file = fileURLToPath(new URL("../src/match/suite.ts", import.meta.url));
writeFileSync(file, `${header.join("\n")}\n${body}`);
console.log(`wrote ${lines.length} openings (${tried} tried) to ${file}`);
