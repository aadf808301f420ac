// The first search of a fresh `daidai engine` process with and without the JIT warm-up at
// `isready` (setoption name WarmUp), interleaved:
//   node bench/first-search.mjs [movetime ms = 1000] [rounds = 3] [warm-up ms = 1000]
// Each run: a new engine process with a 64 MB table, `usi`, `setoption name WarmUp value
// <0 | warm-up>`, `isready` (timed until `readyok`), a position, `go movetime <movetime>`; it
// records the depth and nodes of the last info line. The positions are three of engine
// self-play at 1 500 nodes a move (seeds 5, 9, 13; after 160, 260 and 360 plies), made here,
// deterministically: neither bench positions nor the warm-up's random-play ones.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { Position } from "@daidai/core";
import { Engine } from "@daidai/ai";

const [movetimeArg = "1000", roundsArg = "3", warmArg = "1000"] = process.argv.slice(2);
const movetime = Number(movetimeArg);
const rounds = Number(roundsArg);
const warm = Number(warmArg);
const launcher = fileURLToPath(new URL("../bin/daidai.mjs", import.meta.url));

function selfPlayPosition(seed, plies) {
  const pos = Position.initial();
  const engines = [new Engine({ hashMb: 8, seed }), new Engine({ hashMb: 8, seed: seed + 1 })];
  for (let i = 0; i < plies && pos.outcome() === null; i++) {
    const r = engines[i % 2].search(pos, { nodes: 1500 });
    if (r.best === null) break;
    pos.playOrThrow(r.best);
  }
  return pos.toDsfen();
}

function firstSearch(warmUpMs, dsfen) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [launcher, "engine", "--hash", "64"], { stdio: ["pipe", "pipe", "inherit"] });
    let out = "";
    let readyAt = 0;
    const sentAt = performance.now();
    child.stdout.on("data", (d) => {
      out += d.toString();
      if (readyAt === 0 && out.includes("readyok")) {
        readyAt = performance.now();
        child.stdin.write(`position dsfen ${dsfen}\ngo movetime ${String(movetime)}\nquit\n`);
      }
    });
    child.on("error", reject);
    child.on("close", () => {
      const infos = out.split("\n").filter((l) => l.startsWith("info depth "));
      const m = /^info depth (\d+) .* nodes (\d+) /.exec(infos.at(-1) ?? "");
      if (m === null) reject(new Error(`no info line:\n${out}`));
      else resolve({ depth: Number(m[1]), nodes: Number(m[2]), readyMs: readyAt - sentAt });
    });
    child.stdin.write(`usi\nsetoption name WarmUp value ${String(warmUpMs)}\nisready\n`);
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const positions = [
  ["game-160", selfPlayPosition(5, 160)],
  ["game-260", selfPlayPosition(9, 260)],
  ["game-360", selfPlayPosition(13, 360)],
];
console.log(`first go movetime ${String(movetime)} of a fresh engine, WarmUp 0 vs ${String(warm)}, ${String(rounds)} rounds`);
for (const [name, dsfen] of positions) {
  const runs = { 0: [], [warm]: [] };
  for (let r = 0; r < rounds; r++) {
    for (const w of r % 2 === 0 ? [0, warm] : [warm, 0]) {
      const x = await firstSearch(w, dsfen);
      runs[w].push(x);
      console.log(`${name} WarmUp ${String(w)}: readyok after ${String(Math.round(x.readyMs))} ms, depth ${String(x.depth)}, ${String(x.nodes)} nodes`);
    }
  }
  const cold = median(runs[0].map((x) => x.nodes));
  const hot = median(runs[warm].map((x) => x.nodes));
  console.log(
    `${name}: median depth ${String(median(runs[0].map((x) => x.depth)))} -> ${String(median(runs[warm].map((x) => x.depth)))}, ` +
      `nodes ${String(cold)} -> ${String(hot)} (${(hot / cold).toFixed(2)}x)`,
  );
}
