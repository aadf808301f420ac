// CPU time of core's capture generation (`generateCaptures`) in this build and another, on the
// same positions, interleaved (the order reversed every other round), for a change to the
// generators that must not change what they write:
//   node bench/captures.mjs <other ai dist dir> [rounds = 21] [passes = 150]
// The positions: 40 plies of a seeded random playout from each bench position (160 in all).
// Prints the median CPU ms of `passes` calls on every position per build, their ratio (above
// 1: this build is faster) and whether both builds wrote the same number of captures.
// Needs a built dist/; the other dist must sit inside a repository checkout. A build loaded
// second tends to measure a few per cent slower: run it with the builds both ways round.
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import path from "node:path";
import * as core from "@daidai/core";
import * as engine from "@daidai/core/engine";
import { BENCH_POSITIONS } from "../dist/bench.js";

const [otherDir, roundsArg = "21", passesArg = "150"] = process.argv.slice(2);
if (otherDir === undefined) {
  process.stderr.write("usage: node bench/captures.mjs <other ai dist dir> [rounds] [passes]\n");
  process.exit(2);
}
const rounds = Number(roundsArg);
const passes = Number(passesArg);
const index = path.join(path.resolve(otherDir), "index.js");
const require = createRequire(index);
const other = {
  core: await import(pathToFileURL(require.resolve("@daidai/core")).href),
  engine: await import(pathToFileURL(require.resolve("@daidai/core/engine")).href),
};
const builds = [other, { core, engine }];

/** The playout positions of one build (the same moves in both: a seeded choice among the same pseudo-legal moves). */
function positions(build) {
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const buffer = new Int32Array(build.engine.MAX_MOVES);
  const states = [];
  for (const p of BENCH_POSITIONS) {
    const state = build.engine.engineState(build.core.Position.fromDsfenOrThrow(p.dsfen));
    for (let k = 0; k < 40; k++) {
      const n = state.generatePseudo(buffer, 0);
      if (n === 0) break;
      state.makeMove(buffer[Math.floor(random() * n)]);
      if (state.isTerminal()) break;
      states.push(state.clone());
    }
  }
  return states;
}

const states = builds.map(positions);
const buffer = new Int32Array(engine.MAX_MOVES);
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const times = [[], []];
const written = [0, 0];
for (let r = 0; r < rounds; r++) {
  for (const b of r % 2 === 0 ? [0, 1] : [1, 0]) {
    const c0 = cpu();
    let total = 0;
    for (let i = 0; i < passes; i++) for (const s of states[b]) total += s.generateCaptures(buffer, 0);
    times[b].push(cpu() - c0);
    written[b] = total;
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const [a, b] = times.map(median);
console.log(`${states[1].length} positions, ${passes} passes, ${rounds} rounds: median CPU ms other ${a.toFixed(1)}, this ${b.toFixed(1)}, ratio ${(a / b).toFixed(3)}`);
console.log(written[0] === written[1] ? `same captures written (${written[1]})` : `captures differ: ${written[0]} vs ${written[1]}`);
