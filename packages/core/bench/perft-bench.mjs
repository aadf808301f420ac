// Perft benchmark of the initial position (rules.md §13): prints time and nodes/s.
// Run with `pnpm bench` in packages/core (after a build). Single-threaded.
import { Position, perft } from "../dist/index.js";
import os from "node:os";

const EXPECTED = { 1: 59, 2: 3463, 3: 206662, 4: 12280725 };
const depths = process.argv.slice(2).map(Number).filter((d) => d > 0);
const run = depths.length > 0 ? depths : [3, 4];

console.log(`perft benchmark: node ${process.version}, ${os.cpus()[0]?.model ?? "cpu"}, load ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
let failed = false;
for (const depth of run) {
  const pos = Position.initial();
  perft(pos, Math.min(depth, 2)); // warm-up
  const start = process.hrtime.bigint();
  const nodes = perft(pos, depth);
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const expected = EXPECTED[depth];
  const verdict = expected === undefined ? "" : nodes === expected ? " ok" : ` MISMATCH (expected ${expected})`;
  if (expected !== undefined && nodes !== expected) failed = true;
  console.log(`perft(${depth}) = ${nodes}  ${seconds.toFixed(3)} s  ${Math.round(nodes / seconds).toLocaleString("en-US")} nodes/s${verdict}`);
}
process.exit(failed ? 1 : 0);
