// Where the plies of games played on to mate go: for each game of `daidai match` results
// files that the first player won by checkmate or stalemate, the pieces on the board (both
// sides, kings included) at the mate, the ply at which the board first held fewer than 96,
// 64 and 40 pieces, and the plies from fewer than 40 pieces to the mate. Prints the median
// and range of each over the games of each file:
//   node bench/mate-phases.mjs <results.json...>
// Replays the moves with @daidai/core's public API (the pieces a move captures come from
// `Position.play`), so it reads results files of any engine.
import fs from "node:fs";
import { Position, parseMoveString } from "@daidai/core";
import { medianRange as summary } from "./lib/summary.mjs";

const files = process.argv.slice(2);
if (files.length === 0) {
  process.stderr.write("usage: node bench/mate-phases.mjs <results.json...>\n");
  process.exit(2);
}
const LIMITS = [96, 64, 40];

for (const file of files) {
  const results = JSON.parse(fs.readFileSync(file, "utf8"));
  const rows = [];
  for (const { aIsBlack, game } of results.games) {
    if (game.end !== "checkmate" && game.end !== "stalemate") continue;
    if (game.blackScore !== (aIsBlack ? 1 : 0)) continue; // a mate the first player gave
    const pos = Position.fromDsfenOrThrow(game.start);
    let pieces = pos.setup().board.filter((p) => p !== null).length;
    const below = LIMITS.map(() => NaN);
    game.moves.forEach((text, i) => {
      const move = parseMoveString(pos, text);
      if (!move.ok) throw new Error(`${file}: move ${i + 1} '${text}': ${JSON.stringify(move.error)}`);
      pieces -= pos.playOrThrow(move.value).captures.length;
      LIMITS.forEach((limit, k) => {
        if (pieces < limit && Number.isNaN(below[k])) below[k] = i + 1;
      });
    });
    rows.push({ plies: game.moves.length, pieces, below });
  }
  console.log(`${file}: ${rows.length} mates given by the first player`);
  console.log(`  plies to mate: ${summary(rows.map((r) => r.plies))}`);
  console.log(`  pieces on the board at the mate: ${summary(rows.map((r) => r.pieces))}`);
  LIMITS.forEach((limit, k) => console.log(`  first ply with fewer than ${limit} pieces: ${summary(rows.map((r) => r.below[k]))}`));
  const last = LIMITS.length - 1;
  console.log(`  plies from fewer than ${LIMITS[last]} pieces to the mate: ${summary(rows.map((r) => r.plies - r.below[last]))}`);
}
