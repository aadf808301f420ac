// Reading a ~10 MB PGN collection whose games have many sibling variations: time and
// memory of parseCollection (whole text) and readCollection (a file stream). With a second argument (the dist/index.js of an older
// build), the same texts are read with its parseCollection and readCollection too (or, when
// it has none, its parseRecord on games cut by this build's splitter), in the same run.
// Usage: node --expose-gc bench/collection.mjs [old dist/index.js]
import { createReadStream, mkdtempSync, writeFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { Position, createRng } from "@daidai/core";
import { addChild, createNode, createRecord, parseCollection, readCollection, writeCollection, CollectionSplitter } from "../dist/index.js";

const TARGET = 10 * 1024 * 1024;
const SIBLINGS = 6;

/** A game of `plies` random moves with `SIBLINGS` one-move alternatives at every move. */
function game(seed, plies) {
  const random = createRng(seed);
  const pos = Position.initial();
  const record = createRecord();
  record.metadata.event = `Bench ${seed}`;
  let node = record.root;
  for (let i = 0; i < plies; i++) {
    const moves = pos.legalMoves();
    if (moves.length <= SIBLINGS || pos.outcome() !== null) break;
    const start = Math.floor(random() * moves.length);
    for (let k = 0; k <= SIBLINGS; k++) {
      const child = createNode(moves[(start + k * 7) % moves.length]);
      child.moveNumber = pos.moveNumber;
      addChild(node, child);
    }
    const next = node.children[0];
    pos.playOrThrow(next.move);
    node = next;
  }
  return record;
}

function measure(label, bytes, fn) {
  globalThis.gc?.();
  const before = process.memoryUsage();
  let peak = 0;
  const timer = setInterval(() => { peak = Math.max(peak, process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers); }, 5);
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  return Promise.resolve(fn()).then((count) => {
    const ms = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    clearInterval(timer);
    peak = Math.max(peak, process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers);
    const extra = peak - before.heapUsed - before.arrayBuffers;
    console.log(`${label.padEnd(44)} wall ${(ms / 1000).toFixed(2).padStart(6)} s  CPU ${(cpuMs / 1000).toFixed(2).padStart(6)} s  ${(cpuMs / (bytes / 1048576)).toFixed(0).padStart(5)} CPU ms/MB  peak +${(extra / 1048576).toFixed(0).padStart(5)} MB (${(extra / bytes).toFixed(1)}× the text)  ${count} record(s)`);
  });
}

// 40 distinct games, repeated up to the target size (the reader keeps nothing between games).
const distinct = Array.from({ length: 40 }, (_, i) => game(i + 1, 160));
const unit = writeCollection(distinct, "pgn");
const games = [];
while (games.length * (unit.length / distinct.length) < TARGET) games.push(...distinct);
const text = Array.from({ length: games.length / distinct.length }, () => unit).join("\n");
const half = Array.from({ length: games.length / distinct.length / 2 }, () => unit).join("\n");
const bytes = Buffer.byteLength(text);
const dir = mkdtempSync(join(tmpdir(), "daidai-bench-"));
const file = join(dir, "games.pgn");
writeFileSync(file, text);
console.log(`load average ${loadavg().map((x) => x.toFixed(1)).join(" ")} (the machine is shared: CPU time is the figure to compare; peak heap includes garbage not yet collected)`);
console.log(`collection: ${games.length} PGN games, ${(bytes / 1048576).toFixed(1)} MB, ${SIBLINGS} sibling variations per move`);

await measure("parseCollection (whole text)", bytes, () => parseCollection(text).records.length);
await measure("parseCollection (half the text: linear?)", Buffer.byteLength(half), () => parseCollection(half).records.length);
await measure("readCollection (file stream)", bytes, async () => {
  let n = 0;
  for await (const e of readCollection(createReadStream(file))) if (e.diagnostics.length === 0) n++;
  return n;
});
/** The heap a parsed collection keeps (measured after a full GC, the result still held). */
function kept(label, parse) {
  globalThis.gc?.();
  const before = process.memoryUsage().heapUsed;
  const result = parse(text);
  globalThis.gc?.();
  const extra = process.memoryUsage().heapUsed - before;
  let nodes = 0;
  const stack = result.records.map((e) => e.record.root);
  for (let n = stack.pop(); n !== undefined; n = stack.pop()) {
    nodes++;
    for (const c of n.children) stack.push(c);
  }
  console.log(`${label.padEnd(44)} heap kept after GC +${(extra / 1048576).toFixed(0).padStart(5)} MB (${(extra / bytes).toFixed(1)}× the text), ${(extra / nodes).toFixed(0)} bytes per node (${nodes} nodes)`);
}
kept("parseCollection (whole text)", parseCollection);

// Peak memory of a process that only streams the file: its maximum resident set size.
{
  const { execFileSync } = await import("node:child_process");
  const script = `import { createReadStream } from "node:fs"; import { readCollection } from ${JSON.stringify(new URL("../dist/index.js", import.meta.url).href)};
    let n = 0; for await (const e of readCollection(createReadStream(${JSON.stringify(file)}))) if (e.diagnostics.length === 0) n++;
    console.log(n, process.resourceUsage().maxRSS * 1024);`;
  const base = Number(execFileSync(process.execPath, ["--input-type=module", "-e", "console.log(process.resourceUsage().maxRSS * 1024)"], { encoding: "utf8" }));
  const [n, rss] = execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" }).trim().split(" ").map(Number);
  console.log(`readCollection in its own process: ${n} records, peak RSS ${(rss / 1048576).toFixed(0)} MB (an empty node: ${(base / 1048576).toFixed(0)} MB; ${((rss - base) / bytes).toFixed(1)}× the text above it)`);
}
if (process.argv[2] !== undefined) {
  const old = await import(pathToFileURL(resolve(process.argv[2])).href);
  if (old.parseCollection !== undefined && old.readCollection !== undefined) {
    // The same two APIs of the older build, in the same run.
    await measure("older build: parseCollection (whole text)", bytes, () => old.parseCollection(text).records.length);
    kept("older build: parseCollection (whole text)", old.parseCollection);
    await measure("older build: readCollection (file stream)", bytes, async () => {
      let n = 0;
      for await (const e of old.readCollection(createReadStream(file))) if (e.diagnostics.length === 0) n++;
      return n;
    });
    await measure("this build again: readCollection (file stream)", bytes, async () => {
      let n = 0;
      for await (const e of readCollection(createReadStream(file))) if (e.diagnostics.length === 0) n++;
      return n;
    });
  } else {
    const splitter = new CollectionSplitter("pgn");
    const chunks = [...text.split("\n").flatMap((l) => splitter.push(l)), ...splitter.end()];
    await measure("older build: parseRecord of each game", bytes, () => chunks.filter((c) => old.parseRecord(c.text, { format: "pgn" }).diagnostics.length === 0).length);
  }
}
rmSync(dir, { recursive: true });
