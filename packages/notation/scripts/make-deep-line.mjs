// Writes test/fixtures/deep-line.txt: a legal 10 000-move game from the initial setup
// (seeded random quiet moves) on line 1 and, on line 2, for each of its moves another legal
// move in the same position. The deep-tree test (test/deep.test.ts) nests every main move
// as the variation of the other one, 10 000 levels deep; the readers check every move.
// Run after a build: node scripts/make-deep-line.mjs
import { writeFileSync } from "node:fs";
import { Position, createRng, moveToString } from "@daidai/core";

const PLIES = 10_000;
const random = createRng(20261201);
const pos = Position.initial();
const main = [];
const side = [];
while (main.length < PLIES) {
  const moves = pos.legalMoves();
  if (moves.length < 2 || pos.outcome() !== null) throw new Error(`the game ended after ${main.length} moves; change the seed`);
  const quiet = moves.filter((m) => m.via.length === 0 && m.to !== m.from && pos.pieceAt(m.to) === null);
  const pool = quiet.length > 1 ? quiet : moves;
  const i = Math.floor(random() * pool.length);
  const move = pool[i];
  const other = pool[(i + 1) % pool.length];
  main.push(moveToString(move));
  side.push(moveToString(other));
  pos.playOrThrow(move);
}
writeFileSync(new URL("../test/fixtures/deep-line.txt", import.meta.url), `${main.join(" ")}\n${side.join(" ")}\n`);
console.log(`wrote ${main.length} moves`);
