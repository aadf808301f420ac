// Side-by-side bench of this build against other builds of the engine, in one process,
// interleaved (base, new, base, new, … per position and round; the order reversed every
// other round), so machine load hits all alike:
//   node bench/ab.mjs <base ai dist dir> [seconds per search = 2] [rounds = 3] [more base dist dirs…]
// Each search is a fresh engine with a 64 MB table whose pages are touched before the clock
// starts (every build alike). Prints, per position, the median depth and nodes per CPU
// second of each build, and the geometric-mean ratio of this build's nodes per CPU second
// to each base's. Needs a built dist/.
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import path from "node:path";
import * as core from "@daidai/core";
import * as ai from "../dist/index.js";
import { BENCH_POSITIONS } from "../dist/bench.js";

const [baseDir, secondsArg = "2", roundsArg = "3", ...moreDirs] = process.argv.slice(2);
if (baseDir === undefined) {
  process.stderr.write("usage: node bench/ab.mjs <base ai dist dir> [seconds] [rounds] [more base dist dirs...]\n");
  process.exit(2);
}
const seconds = Number(secondsArg);
const rounds = Number(roundsArg);
const builds = [];
for (const dir of [baseDir, ...moreDirs]) {
  const index = path.join(path.resolve(dir), "index.js");
  const baseAi = await import(pathToFileURL(index).href);
  const baseCore = await import(pathToFileURL(createRequire(index).resolve("@daidai/core")).href);
  builds.push({ name: `base ${builds.length + 1}`, ai: baseAi, core: baseCore });
}
builds.push({ name: "new", ai, core });
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = BENCH_POSITIONS.map(() => builds.map(() => ({ depth: [], nps: [] })));
for (let r = 0; r < rounds; r++) {
  for (let p = 0; p < BENCH_POSITIONS.length; p++) {
    const order = builds.map((_, i) => i);
    if (r % 2 === 1) order.reverse();
    for (const b of order) {
      const { ai: engineMod, core: coreMod } = builds[b];
      const engine = new engineMod.Engine({ hashMb: 64 });
      engine.clear(); // touch the table's pages before the clock starts
      const pos = coreMod.Position.fromDsfenOrThrow(BENCH_POSITIONS[p].dsfen);
      const c0 = cpu();
      const res = engine.search(pos, { movetime: seconds * 1000 });
      const c = cpu() - c0;
      rows[p][b].depth.push(res.depth);
      rows[p][b].nps.push((res.nodes * 1000) / c);
    }
  }
}
console.log(`${seconds} s per search, ${rounds} rounds, medians: depth / nodes per CPU second`);
[baseDir, ...moreDirs].forEach((dir, i) => console.log(`base ${i + 1}: ${dir}`));
console.log(`${"position".padEnd(10)}${builds.map((b) => b.name.padStart(16)).join("")}`);
const logSum = builds.map(() => 0);
BENCH_POSITIONS.forEach((p, i) => {
  const cells = builds.map((_, b) => {
    const nps = median(rows[i][b].nps);
    logSum[b] += Math.log(nps);
    return `${median(rows[i][b].depth)} / ${Math.round(nps / 1000)}k`.padStart(16);
  });
  console.log(`${p.name.padEnd(10)}${cells.join("")}`);
});
const last = logSum.length - 1;
for (let b = 0; b < last; b++) {
  const ratio = Math.exp((logSum[last] - logSum[b]) / BENCH_POSITIONS.length);
  console.log(`geometric mean ratio of nodes per CPU second, new / base ${b + 1}: ${ratio.toFixed(2)}`);
}
