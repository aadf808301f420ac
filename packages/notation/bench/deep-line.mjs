// The moves of test/fixtures/deep-line.txt (made by scripts/make-deep-line.mjs) and a JSON
// record nesting its variations, shared by the benchmarks.
import { readFileSync } from "node:fs";

/** The main line's moves and the side moves of the fixture. */
export const [MAIN, SIDE] = readFileSync(new URL("../test/fixtures/deep-line.txt", import.meta.url), "utf8").trim().split("\n").map((l) => l.split(" "));

/** JSON text nesting `depth` variations (built as text: no recursion). */
export function deepJson(depth) {
  const open = [];
  const close = [];
  for (let k = 0; k < depth; k++) {
    open.push(`{"move":"${SIDE[k]}","variations":[[{"move":"${MAIN[k]}"}${k + 1 < depth ? "," : ""}`);
    close.push("]]}");
  }
  return `{"format":"daidai-record","version":1,"metadata":{"rules":{},"tags":{}},"start":null,"moves":[${open.join("")}${close.join("")}]}`;
}
