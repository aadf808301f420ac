// Read and write times of records of three shapes, in every format that holds them:
//   wide  — N alternatives to one move (PGN "(1. …)" groups, KIF 変化：1手 blocks, JSON variations)
//   deep  — variations nested N deep (test/fixtures/deep-line.txt)
//   long  — a main line of N moves (the same fixture's main line)
// Usage: node bench/shapes.mjs [--lib <a notation dist/index.js>] [--only <shape>[-<format>[-read|-write]]] [--sizes a,b,c]
// With --lib, an older build is timed (a checkout of an older commit, built): run the same
// command against both and compare (farm-bench --vs for whole processes, one case each).
// Every case checks that what it read has the moves it should; times are one run each.
import { MAIN, deepJson } from "./deep-line.mjs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? undefined : process.argv[i + 1];
};
const libPath = arg("--lib");
const lib = await import(libPath === undefined ? "../dist/index.js" : pathToFileURL(resolve(libPath)).href);
const only = arg("--only");

const FULL = "０１２３４５６７８９";
const fullWidth = (n) => [...String(n)].map((d) => FULL[Number(d)]).join("");
/** Black's first moves that are legal from the initial position: a pawn of files 1–17 but 6 and 12. */
const FILES = [1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 13, 14, 15, 16, 17];

/** Texts of a record with `n` alternatives to Black's first move 8l8k, built as text (not with the library's writers). */
const wide = {
  pgn: (n) => `[Event "wide"]\n\n1. P-8k ${Array.from({ length: n }, (_, i) => `(1. P-${FILES[i % FILES.length]}k)`).join(" ")} *\n`,
  kif: (n) =>
    `手合割：大大将棋\n   1 ８十一歩兵(0812)\n${Array.from({ length: n }, (_, i) => {
      const f = FILES[i % FILES.length];
      return `\n変化：1手\n   1 ${fullWidth(f)}十一歩兵(${String(f).padStart(2, "0")}12)\n`;
    }).join("")}`,
  json: (n) =>
    `{"format":"daidai-record","version":1,"moves":[{"move":"8l8k","variations":[${Array.from({ length: n }, (_, i) => `[{"move":"${FILES[i % FILES.length]}l${FILES[i % FILES.length]}k"}]`).join(",")}]}]}`,
};


const longJson = (n) => `{"format":"daidai-record","version":1,"moves":[${MAIN.slice(0, n).map((m) => `{"move":"${m}"}`).join(",")}]}`;

function countNodes(record) {
  let n = 0;
  const stack = [record.root];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    n++;
    for (const c of node.children) stack.push(c);
  }
  return n - 1;
}

function read(text, format, moves) {
  const start = performance.now();
  const r = lib.parseRecord(text, { format });
  const ms = performance.now() - start;
  if (r.diagnostics.some((d) => d.severity === "error")) throw new Error(`${format}: ${r.diagnostics[0].message}`);
  if (countNodes(r.record) !== moves) throw new Error(`${format}: read ${countNodes(r.record)} moves, expected ${moves}`);
  return { ms, record: r.record };
}

function time(fn) {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

const [onlyShape, onlyFormat, onlyOp] = only?.split("-") ?? [];
/** Whether a shape (with a format and read/write) is asked for by --only. */
const wanted = (shape, format, op) => (onlyShape ?? shape) === shape && (onlyFormat ?? format) === format && (onlyOp ?? op) === op;
const rows = [];
const cases = {
  wide: { sizes: [5_000, 20_000, 40_000], moves: (n) => n + 1, formats: ["pgn", "kif", "json"], text: (format, n) => wide[format](n) },
  deep: { sizes: [2_500, 5_000, 10_000], moves: (n) => 2 * n, formats: ["pgn", "kif", "json"], text: (format, n, base) => (format === "json" ? deepJson(n) : lib.writeRecord(base(), format)) },
  long: { sizes: [2_500, 5_000, 10_000], moves: (n) => n, formats: ["pgn", "kif", "json", "dsfen"], text: (format, n, base) => (format === "json" ? longJson(n) : lib.writeRecord(base(), format)) },
};
const sizes = arg("--sizes")?.split(",").map(Number);
for (const [shape, c] of Object.entries(cases)) {
  if (!c.formats.some((f) => wanted(shape, f, "read"))) continue;
  for (const n of sizes ?? c.sizes) {
    if (n > MAIN.length && shape !== "wide") continue;
    let base;
    const baseRecord = () => (base ??= read(shape === "deep" ? deepJson(n) : longJson(n), "json", c.moves(n)).record);
    for (const format of c.formats) {
      const name = `${shape}-${format}`;
      if (!wanted(shape, format, "read") && !wanted(shape, format, "write")) continue;
      const text = c.text(format, n, baseRecord);
      const { ms, record } = read(text, format, c.moves(n));
      const write = wanted(shape, format, "write") ? time(() => lib.writeRecord(record, format)) : NaN;
      rows.push([name, n, ms, write, text.length]);
    }
  }
}
console.log("case        size     read ms  write ms   text KB");
for (const [name, n, r, w, len] of rows) {
  console.log(`${name.padEnd(10)} ${String(n).padStart(6)} ${r.toFixed(0).padStart(10)} ${Number.isNaN(w) ? "         -" : w.toFixed(0).padStart(9)} ${(len / 1024).toFixed(0).padStart(9)}`);
}
