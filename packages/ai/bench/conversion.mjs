// Conversion benchmark: does the first player finish the games it wins? Plays a match on
// the harness of `daidai match` (runMatch over the balanced opening suite, each opening
// with both colours) with the games played on — no resignation, no draw adjudication, a
// cap of 2 000 plies by default — and reports, for the first player: mates given and
// received, the plies to its mates (median and range), repetition draws and the other
// endings; and, for every game, how it ended. Or reports on results files already played
// (`daidai match … --results f.json`), e.g. engine against engine at a time per move:
//
//   node bench/conversion.mjs [--games 24] [--max-plies 2000] [--seed 1] [-j 1] [--results out.json] <player1> <player2>
//   node bench/conversion.mjs --from <results.json>...
//
// Players are `daidai match` specifications (`engine:nodes=20000`, `random`, `greedy`,
// `engine-cmd:<command>`). The run with `--games 2n --seed s` plays the same games as
//   daidai match <player1> <player2> -n n --seed s --max-plies 2000 --no-resign --no-draw
// (node-limited players play the same games anywhere).
import fs from "node:fs";
import { balancedSuite, describePlan, makeResults, runMatch } from "@daidai/ai/match";
import { medianRange, share } from "./lib/summary.mjs";
import { parseArgs } from "./lib/args.mjs";

function usage(message) {
  process.stderr.write(
    `${message}\nusage: node bench/conversion.mjs [--games 24] [--max-plies 2000] [--seed 1] [-j 1] [--results out.json] <player1> <player2>\n` +
      "       node bench/conversion.mjs --from <results.json>...\n",
  );
  process.exit(2);
}

const MATE_ENDS = new Set(["checkmate", "stalemate"]);
const REPETITION_ENDS = new Set(["repetitionDraw", "illegalRepetition"]);

/** Prints the conversion report of the games (`{ aIsBlack, game }`) of one match. */
function report(players, adjudication, played) {
  const [a, b] = players;
  const cap = adjudication.maxPlies ?? 300;
  const adj = [`cap ${cap} plies`, adjudication.resign === null ? "no resignation" : "resignation on", adjudication.draw === null ? "no draw adjudication" : "draw adjudication on"];
  console.log(`${a} vs ${b}: ${played.length} games (${adj.join(", ")})`);
  const aWon = (g) => g.game.blackScore === (g.aIsBlack ? 1 : 0);
  const bWon = (g) => g.game.blackScore === (g.aIsBlack ? 0 : 1);
  const plies = (g) => g.game.moves.length;
  const wins = played.filter(aWon).length;
  const losses = played.filter(bWon).length;
  console.log(`  W/D/L for ${a}: ${wins}/${played.length - wins - losses}/${losses}`);
  const mates = played.filter((g) => MATE_ENDS.has(g.game.end));
  const given = mates.filter(aWon);
  const received = mates.filter(bWon);
  console.log(`  games ending in mate: ${share(mates.length, played.length)}; plies to mate: ${medianRange(mates.map(plies))}`);
  console.log(`  mates given by ${a}: ${share(given.length, played.length)}; plies to them: ${medianRange(given.map(plies))}`);
  console.log(`  mates received by ${a}: ${received.length}`);
  const repetitions = played.filter((g) => REPETITION_ENDS.has(g.game.end));
  console.log(`  repetition draws: ${repetitions.length}${repetitions.length > 0 ? ` (plies ${repetitions.map(plies).join(", ")})` : ""}`);
  const others = new Map();
  for (const g of played) if (!MATE_ENDS.has(g.game.end) && !REPETITION_ENDS.has(g.game.end)) others.set(g.game.end, (others.get(g.game.end) ?? 0) + 1);
  console.log(`  other endings: ${others.size === 0 ? "none" : [...others].map(([e, n]) => `${e} ${n}`).join(", ")}`);
  for (const g of [...played].sort((x, y) => x.index - y.index)) {
    const result = aWon(g) ? "won" : bWon(g) ? "lost" : "drawn";
    console.log(`    game ${String(g.index).padStart(3)}: ${a} ${g.aIsBlack ? "Black" : "White"}, ${g.game.end} at ply ${plies(g)}, ${result}`);
  }
}

const args = process.argv.slice(2);
if (args[0] === "--from") {
  const files = args.slice(1);
  if (files.length === 0) usage("--from needs results files");
  for (const file of files) {
    const results = JSON.parse(fs.readFileSync(file, "utf8"));
    if (results.format !== "daidai-match-results") usage(`${file}: not a daidai match results file`);
    console.log(`${file}:`);
    report(results.plan.players, results.plan.adjudication, results.games);
  }
} else {
  const { opts: parsed, rest } = parseArgs(args, { games: 24, maxPlies: 2000, seed: 1, jobs: 1, results: "" }, usage, { "-j": "jobs" });
  const opts = { ...parsed, results: parsed.results === "" ? null : parsed.results, players: rest };
  if (opts.players.length !== 2) usage("give two players");
  for (const [name, v] of [["--games", opts.games], ["--max-plies", opts.maxPlies], ["-j", opts.jobs]]) {
    if (!Number.isInteger(v) || v < 1) usage(`${name} must be a positive integer`);
  }
  if (opts.games % 2 !== 0) usage("--games must be even (each opening is played with both colours)");
  // The plan `daidai match` makes from the same options.
  const plan = {
    players: opts.players,
    seed: opts.seed,
    pairs: opts.games / 2,
    openings: { kind: "suite", openings: balancedSuite() },
    adjudication: { maxPlies: opts.maxPlies, materialMargin: 300, resign: null, draw: null },
    rules: {},
    externalGo: "nodes 20000",
    externalOptions: [],
  };
  const started = Date.now();
  const run = await runMatch(plan, {
    concurrency: opts.jobs,
    onProgress: (done, total) => process.stderr.write(`\r${done}/${total} games, ${((Date.now() - started) / 60000).toFixed(1)} min`),
  });
  process.stderr.write("\n");
  if (opts.results !== null) {
    const results = makeResults(describePlan(plan, null), [1], 1, run.games);
    fs.writeFileSync(opts.results, `${JSON.stringify(results)}\n`);
  }
  report(plan.players, plan.adjudication, run.games);
}
