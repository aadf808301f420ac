// The files of the ES module bundle that load on demand, and what each costs: a file and
// the files it imports (statically, transitively), less the bundle itself. Shared by
// scripts/budgets.mjs and test/budgets.e2e.test.ts.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** The ES module bundle's file name. */
export const ENTRY = "daidai-viewer.js";

/** gzip -9 size of a file of `dir`. */
export function gzipBytes(dir, file) {
  return gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
}

/** `file` and the files it imports (`from"./x.js"`, `import"./x.js"` in the minified output), without the bundle. */
export function staticClosure(dir, file) {
  const seen = new Set();
  const todo = [file];
  for (let f = todo.pop(); f !== undefined; f = todo.pop()) {
    if (seen.has(f) || f === ENTRY) continue;
    seen.add(f);
    const text = readFileSync(join(dir, f), "utf8");
    for (const m of text.matchAll(/(?:from|import)\s*["'`]\.\/([\w.-]+\.js)["'`]/g)) todo.push(m[1]);
  }
  return [...seen].sort();
}

/** What loading `file` on demand costs (gzip -9, its files together). */
export function onDemand(dir, file) {
  const files = staticClosure(dir, file);
  return { files, gzip: files.reduce((sum, f) => sum + gzipBytes(dir, f), 0) };
}

/** The record formats with a reader file of their own (daidai-viewer-FORMAT.js): DSFEN's reader is in the bundle. */
export const READER_FORMATS = ["json", "pgn", "kif"];
