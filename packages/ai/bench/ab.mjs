// Side-by-side bench of this build against another build of the engine, in one process,
// interleaved (base, new, base, new, … per position and round), so machine load hits both alike:
//   node bench/ab.mjs <base ai dist dir> [seconds per search = 2] [rounds = 3]
// Each search is a fresh engine with a 64 MB table whose pages are touched before the clock
// starts (both builds alike). Prints, per position, the median depth and nodes per CPU
// second of each build and their ratio. Needs a built dist/.
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import path from "node:path";
import * as core from "@daidai/core";
import * as ai from "../dist/index.js";
import { BENCH_POSITIONS } from "../dist/bench.js";

const [baseDir, secondsArg = "2", roundsArg = "3"] = process.argv.slice(2);
if (baseDir === undefined) {
  process.stderr.write("usage: node bench/ab.mjs <base ai dist dir> [seconds] [rounds]\n");
  process.exit(2);
}
const seconds = Number(secondsArg);
const rounds = Number(roundsArg);
const base = await import(pathToFileURL(path.join(path.resolve(baseDir), "index.js")).href);
const baseCore = await import(pathToFileURL(createRequire(path.join(path.resolve(baseDir), "index.js")).resolve("@daidai/core")).href);
const builds = [
  { name: "base", ai: base, core: baseCore },
  { name: "new", ai, core },
];
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = BENCH_POSITIONS.map(() => builds.map(() => ({ depth: [], nps: [] })));
for (let r = 0; r < rounds; r++) {
  for (let p = 0; p < BENCH_POSITIONS.length; p++) {
    const order = r % 2 === 0 ? [0, 1] : [1, 0];
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
console.log(`${seconds} s per search, ${rounds} rounds, medians; nodes per CPU second`);
console.log(`${"position".padEnd(10)} ${"depth base".padStart(10)} ${"depth new".padStart(9)} ${"n/s base".padStart(9)} ${"n/s new".padStart(9)} ${"ratio".padStart(6)}`);
let sb = 0;
let sn = 0;
BENCH_POSITIONS.forEach((p, i) => {
  const [b, n] = rows[i];
  const nb = median(b.nps);
  const nn = median(n.nps);
  sb += Math.log(nb);
  sn += Math.log(nn);
  console.log(
    `${p.name.padEnd(10)} ${String(median(b.depth)).padStart(10)} ${String(median(n.depth)).padStart(9)} ${String(Math.round(nb)).padStart(9)} ${String(Math.round(nn)).padStart(9)} ${(nn / nb).toFixed(2).padStart(6)}`,
  );
});
console.log(`geometric mean ratio of nodes per CPU second: ${Math.exp((sn - sb) / BENCH_POSITIONS.length).toFixed(2)}`);
