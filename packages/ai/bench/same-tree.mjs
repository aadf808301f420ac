// Speed of a change that must not change the search: node-limited searches of the bench
// positions (the same tree in both builds when they search alike), CPU time per build,
// interleaved (base, new, then new, base, …), each engine's table cleared before its search:
//   node bench/same-tree.mjs <base ai dist dir> [nodes = 300000] [rounds = 5]
// Prints, per position, the median CPU ms of each build and their ratio, the geometric mean
// of the ratios (above 1: this build is faster), and whether both builds returned the same
// move, score and principal variation (if not, the trees differ and ab.mjs is the measure).
// Needs a built dist/; the base dist must sit inside a repository checkout.
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import path from "node:path";
import * as core from "@daidai/core";
import * as ai from "../dist/index.js";
import { BENCH_POSITIONS } from "../dist/bench.js";

const [baseDir, nodesArg = "300000", roundsArg = "5"] = process.argv.slice(2);
if (baseDir === undefined) {
  process.stderr.write("usage: node bench/same-tree.mjs <base ai dist dir> [nodes] [rounds]\n");
  process.exit(2);
}
const nodes = Number(nodesArg);
const rounds = Number(roundsArg);
const index = path.join(path.resolve(baseDir), "index.js");
const baseAi = await import(pathToFileURL(index).href);
const baseCore = await import(pathToFileURL(createRequire(index).resolve("@daidai/core")).href);
const builds = [
  { ai: baseAi, core: baseCore },
  { ai, core },
];
const engines = builds.map((b) => new b.ai.Engine({ hashMb: 64 }));
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const times = BENCH_POSITIONS.map(() => [[], []]);
const outcome = BENCH_POSITIONS.map(() => ["", ""]);
for (let r = 0; r < rounds; r++) {
  for (let p = 0; p < BENCH_POSITIONS.length; p++) {
    for (const b of r % 2 === 0 ? [0, 1] : [1, 0]) {
      const engine = engines[b];
      engine.clear();
      const pos = builds[b].core.Position.fromDsfenOrThrow(BENCH_POSITIONS[p].dsfen);
      const c0 = cpu();
      const res = engine.search(pos, { nodes });
      times[p][b].push(cpu() - c0);
      outcome[p][b] = `${res.bestMove} ${JSON.stringify(res.score)} ${res.pv.join(" ")}`;
    }
  }
}
console.log(`${nodes} nodes a search, ${rounds} rounds, median CPU ms: base / new / ratio`);
let logSum = 0;
let same = true;
BENCH_POSITIONS.forEach((p, i) => {
  const a = median(times[i][0]);
  const b = median(times[i][1]);
  logSum += Math.log(a / b);
  if (outcome[i][0] !== outcome[i][1]) same = false;
  console.log(`${p.name.padEnd(10)}${String(Math.round(a)).padStart(8)}${String(Math.round(b)).padStart(8)}${(a / b).toFixed(3).padStart(8)}`);
});
console.log(`geometric mean speed ratio, new / base: ${Math.exp(logSum / BENCH_POSITIONS.length).toFixed(3)}`);
console.log(same ? "same searches (move, score and PV of every position)" : "the searches differ: compare with bench/ab.mjs instead");
