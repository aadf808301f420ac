// The mate suite through the engine: each position of bench/data/mate-suite.json (forced
// mates in N = 1 to 3 from real games, proved by bench/lib/mate-prover.mjs, not by the
// engine) is searched by a fresh engine to depth 2N + 1. A position is found when an
// iteration at depth 2N + 1 or less reports a mate in N or fewer for the side to move.
// When the engine's final score is a mate, its move is checked with the prover (does it
// start a mate by checks in the moves the engine claims?). A node cap per search (default
// 5 000 000) stops a search that cannot complete its depth: not found.
//
//   node bench/mate-suite.mjs [--suite bench/data/mate-suite.json] [--max-nodes 5000000] [--hash 16] [--quiet]
//
// Prints one line per position and the totals; exits with 1 when a position is not found.
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { Position } from "@daidai/core";
import { Engine } from "@daidai/ai";
import { checkMateProof } from "./lib/mate-prover.mjs";
import { parseArgs } from "./lib/args.mjs";
import { share } from "./lib/summary.mjs";

function usage(message) {
  process.stderr.write(`${message}\nusage: node bench/mate-suite.mjs [--suite file.json] [--max-nodes N] [--hash MB] [--quiet]\n`);
  process.exit(2);
}

const { opts, rest } = parseArgs(
  process.argv.slice(2),
  { suite: fileURLToPath(new URL("./data/mate-suite.json", import.meta.url)), maxNodes: 5_000_000, hash: 16, quiet: false },
  usage,
);
if (rest.length > 0) usage(`unexpected argument ${rest[0]}`);
if (!(opts.maxNodes > 0) || !(opts.hash > 0)) usage("bad option value");

const suite = JSON.parse(fs.readFileSync(opts.suite, "utf8"));
if (suite.format !== "daidai-mate-suite") usage(`${opts.suite}: not a mate suite`);
const started = Date.now();
const byLength = new Map();
const failures = [];
let found = 0;
let totalNodes = 0;
for (const entry of suite.positions) {
  const depthLimit = 2 * entry.moves + 1;
  const engine = new Engine({ hashMb: opts.hash });
  let foundAt = null;
  let last = null;
  const t0 = Date.now();
  const r = engine.search(Position.fromDsfenOrThrow(entry.dsfen), {
    depth: depthLimit,
    nodes: opts.maxNodes,
    onInfo: (info) => {
      last = info;
      // A mate for the side to move no longer than the proved one (the engine may find a
      // shorter one: a quiet first move, or a stalemate, which also wins).
      if (foundAt === null && info.score.kind === "mate" && info.score.value > 0 && info.score.value <= entry.moves) foundAt = info;
    },
  });
  const ms = Date.now() - t0;
  totalNodes += r.nodes;
  const ok = foundAt !== null;
  const stat = byLength.get(entry.moves) ?? { total: 0, found: 0 };
  stat.total++;
  if (ok) {
    stat.found++;
    found++;
  } else failures.push(entry.id);
  byLength.set(entry.moves, stat);
  if (!opts.quiet) {
    const text = (s) => (s.kind === "mate" ? `mate ${s.value}` : `cp ${s.value}`);
    const where = ok ? `found at depth ${foundAt.depth}` : "NOT FOUND";
    const reached = last === null ? "no iteration completed" : `depth ${last.depth} ${text(last.score)}`;
    // The engine's move, checked by the prover when the engine claims a mate.
    let claim = "";
    if (r.bestMove !== null && r.score.kind === "mate" && r.score.value > 0) {
      const proof = checkMateProof(entry.dsfen, r.bestMove, r.score.value, { budget: 2_000_000 });
      claim = proof === "proved" ? ", a proved mate" : proof === "refuted" ? ", no mate by checks from it" : ", proof budget spent";
    }
    console.log(`${entry.id} N=${entry.moves}: ${where}; ${reached}; move ${r.bestMove}${claim}; ${r.nodes} nodes, ${ms} ms`);
  }
}
for (const [n, s] of [...byLength].sort((a, b) => a[0] - b[0])) console.log(`mates in ${n}: found ${share(s.found, s.total)}`);
console.log(`total: found ${share(found, suite.positions.length)} at depth <= 2N+1; ${totalNodes} nodes, ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (failures.length > 0) {
  console.log(`not found: ${failures.join(" ")}`);
  process.exitCode = 1;
}
