// Writes the sample games of the demo and the tests from random legal play with a fixed
// seed, using @daidai/core: one long game (>= 300 plies) that contains lion-family
// multi-captures, promotions and hook moves. Run: pnpm --filter @daidai/viewer samples
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Position, moveToString } from "@daidai/core";

const out = fileURLToPath(new URL("../samples/", import.meta.url));

/** mulberry32: a small seeded PRNG, so the game is the same on every run. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const isHook = (pos, m) => {
  const kind = pos.pieceAt(m.from)?.kind;
  if ((kind !== "HM" && kind !== "Lo") || m.via.length > 0) return false;
  const dr = Math.floor(m.to / 17) - Math.floor(m.from / 17);
  const dc = (m.to % 17) - (m.from % 17);
  return kind === "HM" ? dr !== 0 && dc !== 0 : Math.abs(dr) !== Math.abs(dc) && dr !== 0 && dc !== 0;
};

function playGame(seed, plies) {
  const rnd = random(seed);
  const pos = Position.initial();
  const stats = { multi: 0, promotions: 0, hooks: 0 };
  const moves = [];
  while (moves.length < plies && pos.outcome() === null) {
    const legal = pos.legalMoves().filter((m) => m.from !== m.to || m.via.length > 0);
    const described = legal.map((m) => ({ m, d: pos.describeMove(m) }));
    const pick = (list) => list[Math.floor(rnd() * list.length)];
    const multi = described.filter((x) => x.d.captures.length >= 2 || x.d.igui);
    const promoting = described.filter((x) => x.d.promotes);
    const hooks = described.filter((x) => isHook(pos, x.m));
    const captures = described.filter((x) => x.d.captures.length > 0 && x.d.captures.every((c) => c.piece.kind !== "K"));
    const r = rnd();
    let choice;
    if (multi.length > 0 && r < 0.5) choice = pick(multi);
    else if (promoting.length > 0 && r < 0.6) choice = pick(promoting);
    else if (hooks.length > 0 && r < 0.7) choice = pick(hooks);
    else if (captures.length > 0 && r < 0.8) choice = pick(captures);
    else choice = pick(described);
    if (choice === undefined) break;
    if (choice.d.captures.length >= 2 || choice.d.igui) stats.multi++;
    if (choice.d.promotes) stats.promotions++;
    if (isHook(pos, choice.m)) stats.hooks++;
    pos.play(choice.m);
    moves.push(moveToString(choice.m));
  }
  return { moves, stats, outcome: pos.outcome() };
}

let game;
let seed = 20261130;
for (;; seed++) {
  game = playGame(seed, 500);
  const { stats } = game;
  if (game.moves.length >= 500 && stats.multi >= 3 && stats.promotions >= 5 && stats.hooks >= 2) break;
}
const lines = [];
for (let i = 0; i < game.moves.length; i += 10) lines.push(game.moves.slice(i, i + 10).join(" "));
writeFileSync(`${out}long-game.dsfen`, `${Position.initial().toDsfen()}\n${lines.join("\n")}\n`);
console.log(`seed ${String(seed)}: ${String(game.moves.length)} plies, ${JSON.stringify(game.stats)}, outcome ${JSON.stringify(game.outcome)}`);
