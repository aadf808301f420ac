// `pnpm bench`: the engine benchmark (see src/bench.ts). Optional arguments: seconds per
// position (default 10) and signature depth (default 3). Needs a built dist/.
import { runBench } from "../dist/bench.js";

const seconds = Number(process.argv[2] ?? 10);
const depth = Number(process.argv[3] ?? 3);
if (!(seconds > 0) || !Number.isInteger(depth) || depth < 1) {
  process.stderr.write("usage: node bench/run.mjs [seconds > 0] [signature depth >= 1]\n");
  process.exit(2);
}
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
runBench((line) => process.stdout.write(`${line}\n`), seconds, depth, cpuMs);
