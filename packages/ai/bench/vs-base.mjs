// Strength of this build against another build of the engine at a fixed node budget:
//   node bench/vs-base.mjs <base dist dir> [pairs=100] [nodes=3000] [maxPlies=300] [seed=1]
// e.g. node bench/vs-base.mjs /work/engine-base/packages/ai/dist 100 3000 300
// Plays `pairs` random 4-ply openings (seeded, as `daidai match` makes them), each with
// both colours, through this build's playGame; the other build plays through its own copy
// of core, kept in step with the game by replaying the moves. Prints W/D/L for this build,
// the score, Elo with a 95 % error (trinomial) and how the games ended. Needs a built dist/.
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import path from "node:path";
import { createRng } from "@daidai/core";
import { enginePlayer, playGame, randomOpening } from "../dist/index.js";

const [baseDir, pairsArg = "100", nodesArg = "3000", pliesArg = "300", seedArg = "1"] = process.argv.slice(2);
if (baseDir === undefined) {
  process.stderr.write("usage: node bench/vs-base.mjs <base ai dist dir> [pairs] [nodes] [maxPlies] [seed]\n");
  process.exit(2);
}
const pairs = Number(pairsArg);
const nodes = Number(nodesArg);
const maxPlies = Number(pliesArg);
const seed = Number(seedArg);
const base = await import(pathToFileURL(path.join(baseDir, "index.js")).href);
// The base build's own core (its players only accept its own Position objects).
const baseCore = await import(pathToFileURL(createRequire(path.join(baseDir, "index.js")).resolve("@daidai/core")).href);

/** Wraps a player of the base build: keeps a base-core copy of the game in step. */
function mirrored(player) {
  let mirror = null;
  return {
    name: player.name,
    newGame() {
      mirror = null;
      player.newGame();
    },
    chooseMove(pos) {
      const history = pos.history();
      if (mirror === null || mirror.plyCount > history.length) mirror = baseCore.Position.initial(pos.options);
      for (let k = mirror.plyCount; k < history.length; k++) mirror.playOrThrow(history[k]);
      return player.chooseMove(mirror);
    },
  };
}

const fresh = enginePlayer({ nodes }, "new");
const old = mirrored(base.enginePlayer({ nodes }, "base"));
const rng = createRng(seed);
let w = 0;
let d = 0;
let l = 0;
const ends = new Map();
const t0 = Date.now();
for (let i = 0; i < pairs; i++) {
  const opening = randomOpening(4, rng);
  for (const newIsBlack of [true, false]) {
    const g = newIsBlack ? playGame(fresh, old, opening, { maxPlies }) : playGame(old, fresh, opening, { maxPlies });
    const p = newIsBlack ? g.blackScore : 1 - g.blackScore;
    if (p === 1) w++;
    else if (p === 0) l++;
    else d++;
    ends.set(g.end, (ends.get(g.end) ?? 0) + 1);
  }
  const n = w + d + l;
  process.stdout.write(`pair ${String(i + 1)}/${String(pairs)}: +${String(w)} =${String(d)} -${String(l)} (${String(Math.round((Date.now() - t0) / 1000))} s) ${summary(w, d, l)}\n`);
  if (n === 0) break;
}
process.stdout.write(`ends: ${[...ends].map(([k, v]) => `${k} ${String(v)}`).join(", ")}\n`);

function elo(s) {
  return -400 * Math.log10(1 / s - 1);
}

function summary(wins, draws, losses) {
  const n = wins + draws + losses;
  const s = (wins + draws / 2) / n;
  const variance = (wins * (1 - s) ** 2 + draws * (0.5 - s) ** 2 + losses * s ** 2) / n;
  const se = Math.sqrt(variance / n);
  const clamp = (x) => Math.min(1 - 0.5 / n, Math.max(0.5 / n, x));
  const e = elo(clamp(s));
  const margin = (elo(clamp(s + 1.96 * se)) - elo(clamp(s - 1.96 * se))) / 2;
  return `score ${(100 * s).toFixed(1)} % Elo ${e.toFixed(0)} ± ${margin.toFixed(0)}`;
}
