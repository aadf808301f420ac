// Clock use: does a search with game clocks take about the time its budget targets? For a few
// clock settings and the bench positions, searches with `clock` limits (the clock started at
// the call, as `go` does) and prints, per setting, the target (this build's `timeBudget`:
// remaining / 30 + 0.9 · increment) and the wall time used: median, least and most, and
// their ratio to the target. `--busy n` runs n threads spinning beside it (a busy machine).
//
//   node bench/clock.mjs [--dist <other ai dist>] [--busy 0] [--rounds 3] [--warm-up 1000]
//
// `--dist` measures another build (its own time management) against the same targets.
// Needs a built dist/.
import { Worker } from "node:worker_threads";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { BENCH_POSITIONS, timeBudget } from "../dist/index.js";

const opts = { dist: undefined, busy: 0, rounds: 3, warmUp: 1000 };
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  const value = () => {
    const v = args[++i];
    if (v === undefined) usage(`${a} needs a value`);
    return v;
  };
  if (a === "--dist") opts.dist = value();
  else if (a === "--busy") opts.busy = Number(value());
  else if (a === "--rounds") opts.rounds = Number(value());
  else if (a === "--warm-up") opts.warmUp = Number(value());
  else usage(`unknown argument ${a}`);
}

function usage(message) {
  process.stderr.write(`${message}\nusage: node bench/clock.mjs [--dist <ai dist>] [--busy n] [--rounds r] [--warm-up ms]\n`);
  process.exit(2);
}

const distIndex = opts.dist === undefined ? new URL("../dist/index.js", import.meta.url).href : pathToFileURL(path.join(path.resolve(opts.dist), "index.js")).href;
const ai = await import(distIndex);
const core = await import(pathToFileURL(createRequire(new URL(distIndex)).resolve("@daidai/core")).href);

const SETTINGS = [
  { name: "60 s", clock: { btime: 60000, wtime: 60000 } },
  { name: "60 s + 1 s", clock: { btime: 60000, wtime: 60000, binc: 1000, winc: 1000 } },
  { name: "10 s + 0.5 s", clock: { btime: 10000, wtime: 10000, binc: 500, winc: 500 } },
  { name: "3 s", clock: { btime: 3000, wtime: 3000 } },
];

const busy = Array.from({ length: opts.busy }, () => new Worker("for (;;) {}", { eval: true }));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const engine = new ai.Engine({ hashMb: 16 });
if (opts.warmUp > 0 && typeof ai.warmUp === "function") ai.warmUp(opts.warmUp);

console.log(`clock use of ${opts.dist ?? "this build"}: ${opts.rounds} rounds over ${BENCH_POSITIONS.length} positions, ${opts.busy} busy threads`);
console.log("setting          target ms   used ms: median (least–most)   used / target: median (least–most)");
for (const setting of SETTINGS) {
  const used = [];
  const ratios = [];
  let target = 0;
  for (let r = 0; r < opts.rounds; r++) {
    for (const p of BENCH_POSITIONS) {
      const pos = core.Position.fromDsfenOrThrow(p.dsfen);
      target = timeBudget(pos.turn === "black" ? 0 : 1, { clock: setting.clock }).target;
      engine.clear();
      const t0 = Date.now();
      engine.search(pos, { clock: setting.clock, startedAt: t0 });
      const ms = Date.now() - t0;
      used.push(ms);
      ratios.push(ms / target);
    }
  }
  const f = (x) => x.toFixed(2);
  console.log(
    `${setting.name.padEnd(16)} ${String(Math.round(target)).padStart(9)}   ${String(median(used)).padStart(7)} (${Math.min(...used)}–${Math.max(...used)})`.padEnd(62) +
      `${f(median(ratios))} (${f(Math.min(...ratios))}–${f(Math.max(...ratios))})`,
  );
}
await Promise.all(busy.map((w) => w.terminate()));
