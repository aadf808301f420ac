// Counts what the demo's engine games show: lion-family multi-captures (two captures or igui),
// promotions and hook moves (a hook mover or long-nosed goblin turning its corner), from
// core's own description of each main-line move. Exits 1 when a game set lacks one of them.
// Run: node scripts/sample-features.mjs samples/engine-game-1.json [...]
import { readFileSync } from "node:fs";
import { Position, moveToString } from "@daidai/core";
import { parseRecord } from "@daidai/notation";

/** A hook move: a hook mover's orthogonal or a goblin's diagonal path that turns a corner. */
function isHook(kind, move) {
  if ((kind !== "HM" && kind !== "Lo") || move.via.length > 0) return false;
  const dr = Math.floor(move.to / 17) - Math.floor(move.from / 17);
  const dc = (move.to % 17) - (move.from % 17);
  return kind === "HM" ? dr !== 0 && dc !== 0 : dr !== 0 && dc !== 0 && Math.abs(dr) !== Math.abs(dc);
}

const total = { multi: [], promotions: [], hooks: [] };
for (const file of process.argv.slice(2)) {
  const { record, diagnostics } = parseRecord(readFileSync(file, "utf8"));
  const errors = diagnostics.filter((d) => d.severity === "error");
  if (errors.length > 0) throw new Error(`${file}: ${errors.map((d) => d.message).join("; ")}`);
  const pos = record.startDsfen === null ? Position.initial(record.metadata.rules) : Position.fromDsfenOrThrow(record.startDsfen, record.metadata.rules);
  let node = record.root;
  let ply = 0;
  while (node.children[0]?.move != null) {
    node = node.children[0];
    ply++;
    const d = pos.describeMove(node.move);
    const where = `${file} ply ${String(ply)} ${moveToString(node.move)}`;
    if (d.captures.length >= 2 || d.igui) total.multi.push(`${where}${d.igui ? " (igui)" : ""}`);
    if (d.promotes) total.promotions.push(where);
    if (isHook(d.piece.kind, node.move)) total.hooks.push(where);
    pos.playOrThrow(node.move);
  }
  console.log(`${file}: ${String(ply)} plies, result ${record.metadata.result ?? "?"}`);
}
for (const [name, list] of Object.entries(total)) console.log(`${name}: ${String(list.length)}${list.length > 0 ? ` — e.g. ${list.slice(0, 4).join("; ")}` : ""}`);
if (Object.values(total).some((l) => l.length === 0)) process.exitCode = 1;
