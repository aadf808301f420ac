// Lone-king endings: can the engine mate a bare king with its king and 3 to 6 ranging or
// lion-like pieces (bench/lib/lone-king.mjs makes the seeded positions) within 60 plies?
// The attacker is the engine at N nodes a move; the defender is by default the same engine
// at the same nodes — a king that flees and avoids the mating nets, not a random walker,
// which would walk into mates — or any `daidai match` player (`--defender random`). Games
// are played by the harness's playGame (the rules end them: mate, repetition), with no
// resignation and no draw adjudication, capped at `--max-plies`.
//
//   node bench/lone-king.mjs [--positions 100] [--first 0] [--seed 1] [--nodes 20000]
//     [--defender engine|random|<player>] [--max-plies 60] [--min-distance 0] [--quiet]
//
// A stalemate loses for the side without moves (rules.md §9), so it counts as a mate; the
// endings line gives checkmates and stalemates apart. `--min-distance d` starts the
// defender's king at least d king steps from the attacker's men (harder endings; the
// default 0 is the series of issue 33). Prints each ending (pieces, colour, how it ended
// and when) and the share mated within the cap; `--first`/`--positions` choose a slice of the series, so two processes can play
// two halves.
import { asMatchPlayer, parsePlayer, playGame } from "@daidai/ai";
import { loneKingEnding } from "./lib/lone-king.mjs";
import { parseArgs } from "./lib/args.mjs";
import { medianRange, share } from "./lib/summary.mjs";

function usage(message) {
  process.stderr.write(
    `${message}\nusage: node bench/lone-king.mjs [--positions 100] [--first 0] [--seed 1] [--nodes 20000] [--defender engine|random|<player>] [--max-plies 60] [--min-distance 0] [--quiet]\n`,
  );
  process.exit(2);
}

const { opts, rest } = parseArgs(
  process.argv.slice(2),
  { positions: 100, first: 0, seed: 1, nodes: 20000, defender: "engine", maxPlies: 60, minDistance: 0, quiet: false },
  usage,
);
if (rest.length > 0) usage(`unexpected argument ${rest[0]}`);
for (const [name, v] of [["--positions", opts.positions], ["--nodes", opts.nodes], ["--max-plies", opts.maxPlies]]) {
  if (!Number.isInteger(v) || v < 1) usage(`${name} must be a positive integer`);
}
if (!Number.isInteger(opts.first) || opts.first < 0) usage("--first must be an integer >= 0");
if (!Number.isInteger(opts.minDistance) || opts.minDistance < 0 || opts.minDistance > 8) usage("--min-distance must be an integer from 0 to 8");

const attackerSpec = `engine:nodes=${opts.nodes}`;
const defenderSpec = opts.defender === "engine" ? attackerSpec : opts.defender;
console.log(
  `lone-king endings ${opts.first}..${opts.first + opts.positions - 1} of seed ${opts.seed}${opts.minDistance > 0 ? `, defender's king ${opts.minDistance}+ steps away` : ""}: attacker ${attackerSpec}, defender ${defenderSpec}, cap ${opts.maxPlies} plies`,
);
const adjudication = { maxPlies: opts.maxPlies, resign: null, draw: null };
const mated = [];
const ends = new Map();
const started = Date.now();
for (let index = opts.first; index < opts.first + opts.positions; index++) {
  const ending = loneKingEnding(opts.seed, index, { minDistance: opts.minDistance });
  const attacker = asMatchPlayer(parsePlayer(attackerSpec, index + 1));
  const defender = asMatchPlayer(parsePlayer(defenderSpec, index + 1));
  const [black, white] = ending.attacker === "black" ? [attacker, defender] : [defender, attacker];
  const game = await playGame(black, white, { start: ending.dsfen, moves: [] }, adjudication);
  const attackerWon = game.blackScore === (ending.attacker === "black" ? 1 : 0);
  const mate = attackerWon && (game.end === "checkmate" || game.end === "stalemate");
  if (mate) mated.push(game.moves.length);
  const end = mate ? game.end : `not mated: ${game.end}`;
  ends.set(end, (ends.get(end) ?? 0) + 1);
  if (!opts.quiet) {
    const what = mate ? `${game.end} at ply ${game.moves.length}` : `not mated: ${game.end} at ply ${game.moves.length}`;
    console.log(`  ${String(index).padStart(3)} ${ending.attacker.padEnd(5)} K+${ending.pieces.join(",").padEnd(22)} ${what}`);
  }
}
console.log(`mated within ${opts.maxPlies} plies: ${share(mated.length, opts.positions)}; plies to mate: ${medianRange(mated)}`);
console.log(`endings: ${[...ends].map(([e, n]) => `${e} ${n}`).join(", ")}; ${((Date.now() - started) / 1000).toFixed(0)} s`);
