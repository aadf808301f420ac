// Bundle-size budgets: raw and gzip sizes of built files against limits
// ({ "files": [{ "file", "maxBytes" (optional), "maxGzipBytes", "why" }] }).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;

/** Checks every budget; prints a table and throws listing the files over budget. */
export function checkBudgets(root, budgets) {
  const over = [];
  for (const b of budgets.files) {
    const path = join(root, b.file);
    if (!existsSync(path)) {
      over.push(`${b.file}: missing (was it built?)`);
      continue;
    }
    const bytes = readFileSync(path);
    const raw = bytes.length;
    const gzip = gzipSync(bytes, { level: 9 }).length;
    const maxBytes = b.maxBytes ?? Infinity;
    const ok = raw <= maxBytes && gzip <= b.maxGzipBytes;
    const rawBudget = b.maxBytes === undefined ? "" : ` (budget ${kb(b.maxBytes)})`;
    console.log(`${ok ? "ok  " : "OVER"} ${b.file}: ${kb(raw)}${rawBudget}, gzip ${kb(gzip)} (budget ${kb(b.maxGzipBytes)})`);
    if (!ok) over.push(`${b.file}: ${kb(raw)} / gzip ${kb(gzip)} exceeds${rawBudget} gzip ${kb(b.maxGzipBytes)}`);
  }
  if (over.length > 0) throw new Error(`over budget:\n${over.join("\n")}`);
}
