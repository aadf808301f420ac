// Size of the JSON form of a record with variations nested N deep (test/fixtures/deep-line.txt),
// and the PGN it was read from. Usage: node bench/deep.mjs [path to a notation dist/index.js]
// — pass an older build to compare (e.g. a checkout of an older commit, built).
import { deepJson } from "./deep-line.mjs";
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";

const lib = await import(process.argv[2] === undefined ? "../dist/index.js" : pathToFileURL(resolve(process.argv[2])).href);


for (const depth of [150, 300, 600]) {
  const { record, diagnostics } = lib.parseRecord(deepJson(depth), { format: "json" });
  if (diagnostics.length > 0) throw new Error(diagnostics[0].message);
  const pgn = lib.writeRecord(record, "pgn");
  const json = lib.writeRecord(record, "json");
  console.log(`${String(depth).padStart(4)} levels: PGN ${(pgn.length / 1024).toFixed(1).padStart(7)} KB  JSON ${(json.length / 1e6).toFixed(2).padStart(6)} MB`);
}
