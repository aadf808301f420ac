// Parse-and-replay benchmark: a 1 000-move record (random legal play, fixed seed) in each
// format, read with parseRecord. Target: ≤ 50 ms per format. Run `pnpm bench` (builds first).
import { loadavg } from "node:os";
import { Position, createRng as rng } from "@daidai/core";
import { addChild, createNode, createRecord, parseRecord, writeRecord } from "../dist/index.js";

const PLIES = 1000;


/** A record of `PLIES` random legal moves (seeded; retried with the next seed if the game ends early). */
function randomGame(seed) {
  for (let s = seed; ; s++) {
    const random = rng(s);
    const pos = Position.initial();
    const record = createRecord();
    let node = record.root;
    while (pos.plyCount < PLIES) {
      const moves = pos.legalMoves();
      if (moves.length === 0) break;
      const move = moves[Math.floor(random() * moves.length)];
      const child = createNode(move);
      child.moveNumber = pos.moveNumber;
      addChild(node, child);
      node = child;
      pos.playOrThrow(move);
    }
    if (pos.plyCount === PLIES) return { record, seed: s };
  }
}

const { record, seed } = randomGame(20261130);
console.log(`@daidai/notation parse-and-replay benchmark: ${PLIES}-move record (random legal play, seed ${seed})`);
console.log(`load average ${loadavg().map((x) => x.toFixed(2)).join(" ")} (other processes make the median noisy; min is the best case)`);
for (const format of ["json", "pgn", "kif", "dsfen"]) {
  const text = writeRecord(record, format);
  const check = parseRecord(text, { format });
  if (check.diagnostics.length > 0) throw new Error(`${format}: ${check.diagnostics[0].message}`);
  for (let i = 0; i < 3; i++) parseRecord(text, { format });
  const runs = 30;
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    parseRecord(text, { format });
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(runs / 2)];
  console.log(`${format.padEnd(6)} ${String(text.length).padStart(8)} chars  median ${median.toFixed(1).padStart(6)} ms  min ${times[0].toFixed(1).padStart(6)} ms  (${runs} runs)`);
}
