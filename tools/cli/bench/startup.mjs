#!/usr/bin/env node
// Start-up time of the daidai command, measured side by side with bare Node:
//
//   node bench/startup.mjs [--runs N]        (pnpm --filter @daidai/cli bench)
//
// Runs `node -e 0`, `daidai --version`, `daidai --help`, `daidai convert --help` and
// `daidai perft 1` in turn (A B C D E A B C D E …, so that a machine whose speed drifts
// affects all alike), each N times after one warm-up round, and prints the median wall time of each and its ratio to bare
// Node. Exit code 1 when the median of `daidai --version` is over the budget (0.15 s); on a
// loaded machine (see the load average it prints) compare the ratios to `node -e 0`.
import { spawnSync } from "node:child_process";
import { availableParallelism, loadavg } from "node:os";
import { fileURLToPath } from "node:url";

const BUDGET_SECONDS = 0.15;
const bin = fileURLToPath(new URL("../bin/daidai.mjs", import.meta.url));

function parseRuns(argv) {
  const i = argv.indexOf("--runs");
  if (i === -1) return 15;
  const n = Number(argv[i + 1]);
  if (!Number.isInteger(n) || n < 1) {
    console.error("usage: node bench/startup.mjs [--runs N]   (N a positive integer)");
    process.exit(2);
  }
  return n;
}

const CASES = [
  { name: "node -e 0", args: ["-e", "0"] },
  { name: "daidai --version", args: [bin, "--version"] },
  { name: "daidai --help", args: [bin, "--help"] },
  { name: "daidai convert --help", args: [bin, "convert", "--help"] },
  { name: "daidai perft 1", args: [bin, "perft", "1"] },
];

/** Wall seconds of one run; throws when the command fails. */
function timeOnce({ name, args }) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  if (r.status !== 0) throw new Error(`${name} exited with ${String(r.status)}: ${r.stderr.toString()}`);
  return seconds;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

const runs = parseRuns(process.argv.slice(2));
for (const c of CASES) timeOnce(c); // warm-up: file cache, compile cache
const times = CASES.map(() => []);
for (let r = 0; r < runs; r++) CASES.forEach((c, i) => times[i].push(timeOnce(c)));

const node = median(times[0]);
const load = loadavg()[0] ?? 0;
console.log(`start-up, median wall time of ${String(runs)} runs each (${process.version}, ${String(availableParallelism())} cores, load average ${load.toFixed(1)}):`);
CASES.forEach((c, i) => {
  const m = median(times[i]);
  const ratio = i === 0 ? "" : `  ${(m / node).toFixed(2)}x node -e 0`;
  console.log(`  ${c.name.padEnd(18)} ${m.toFixed(3)} s  (min ${Math.min(...times[i]).toFixed(3)}, max ${Math.max(...times[i]).toFixed(3)})${ratio}`);
});
const version = median(times[1]);
if (version > BUDGET_SECONDS) {
  console.log(`daidai --version: ${version.toFixed(3)} s is over the budget of ${String(BUDGET_SECONDS)} s`);
  process.exitCode = 1;
} else {
  console.log(`daidai --version: ${version.toFixed(3)} s, within the budget of ${String(BUDGET_SECONDS)} s`);
}
