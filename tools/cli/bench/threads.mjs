// Time to depth of `daidai engine` with 1 and with N threads (Lazy SMP), interleaved:
//   node bench/threads.mjs [depth = 8] [rounds = 3] [threads = 2] [positions = initial,middle-1]
// Each run is a fresh engine process with a 64 MB table: `setoption name Threads`, `isready`
// (each thread's JIT warm-up, docs/engine.md *Warm-up*), `go depth 1` from the initial
// position (makes the shared table), then
// `go depth <depth>` on a bench position; the time is the `time` of the last info line.
// Prints each run and the median per thread count.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { BENCH_POSITIONS } from "@daidai/ai";

const [depthArg = "8", roundsArg = "3", threadsArg = "2", namesArg = "initial,middle-1"] = process.argv.slice(2);
const depth = Number(depthArg);
const rounds = Number(roundsArg);
const threads = Number(threadsArg);
const names = namesArg.split(",");
const launcher = fileURLToPath(new URL("../bin/daidai.mjs", import.meta.url));

function timeToDepth(n, dsfen) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [launcher, "engine", "--hash", "64"], { stdio: ["pipe", "pipe", "inherit"] });
    let out = "";
    let warm = false;
    child.stdout.on("data", (d) => {
      out += d.toString();
      if (!warm && out.includes("bestmove")) {
        warm = true;
        out = "";
        child.stdin.write(`position dsfen ${dsfen}\ngo depth ${String(depth)}\nquit\n`);
      }
    });
    child.on("error", reject);
    child.on("close", () => {
      const infos = out.split("\n").filter((l) => l.startsWith(`info depth ${String(depth)} `));
      const last = infos[infos.length - 1] ?? "";
      const m = / time (\d+)/.exec(last);
      if (m === null) reject(new Error(`no depth ${String(depth)} line:\n${out}`));
      else resolve(Number(m[1]));
    });
    child.stdin.write(`setoption name Threads value ${String(n)}\nisready\nposition startpos\ngo depth 1\n`);
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const name of names) {
  const p = BENCH_POSITIONS.find((x) => x.name === name);
  if (p === undefined) throw new Error(`no bench position ${name}`);
  const times = { 1: [], [threads]: [] };
  for (let r = 0; r < rounds; r++) {
    for (const n of r % 2 === 0 ? [1, threads] : [threads, 1]) {
      const t = await timeToDepth(n, p.dsfen);
      times[n].push(t);
      console.log(`${name} depth ${String(depth)} threads ${String(n)}: ${String(t)} ms`);
    }
  }
  const a = median(times[1]);
  const b = median(times[threads]);
  console.log(`${name}: median time to depth ${String(depth)}: 1 thread ${String(a)} ms, ${String(threads)} threads ${String(b)} ms, speed-up ${(a / b).toFixed(2)}`);
}
