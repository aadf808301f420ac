/**
 * `daidai tune`: Texel tuning of the evaluation weights from played games (the results
 * files of `daidai match --results`): positions labelled by the game's result, weights fitted
 * by logistic regression (@daidai/ai's tune module), written as a JSON weights file.
 */
import { readFileSync, writeFileSync } from "node:fs";
import type { Command } from "commander";
import { Option } from "commander";
import { TUNABLE_WEIGHTS, collectPositions, fitWeights, type TuneGame } from "@daidai/ai";
import { readResults } from "@daidai/ai/match";
import { InputError } from "../errors.js";
import { integerOption, RANGES } from "../option-values.js";

interface TuneFlags {
  out?: string;
  skip: string;
  every: string;
  maxPositions: string;
  iterations: string;
}

/** Format name of a weights file. */
export const WEIGHTS_FORMAT = "daidai-weights";

/** Registers `tune`. */
export function registerTuneCommand(program: Command): void {
  program
    .command("tune")
    .description("fit the evaluation weights to the results of played games (Texel method); input: 'daidai match --results' files")
    .argument("<results...>", "results files of daidai match (JSON)")
    .option("-o, --out <file>", "write the weights and a record of the run as JSON")
    .addOption(new Option("--skip <plies>", "plies skipped at the start of each game").default("16"))
    .addOption(new Option("--every <n>", "take every n-th position of a game").default("3"))
    .addOption(new Option("--max-positions <n>", "use at most n positions").default("50000"))
    .addOption(new Option("--iterations <n>", "gradient steps").default("300"))
    .action((files: string[], flags: TuneFlags) => {
      const skipPlies = integerOption("--skip", flags.skip, RANGES.plies);
      const every = integerOption("--every", flags.every, RANGES.count);
      const maxPositions = integerOption("--max-positions", flags.maxPositions, RANGES.count);
      const iterations = integerOption("--iterations", flags.iterations, RANGES.count);
      const games: TuneGame[] = [];
      for (const file of files) {
        let text: string;
        try {
          text = readFileSync(file, "utf8");
        } catch (e) {
          throw new InputError(`cannot read ${file}: ${(e as Error).message}`);
        }
        const { results, diagnostics } = readResults(file, text);
        for (const d of diagnostics) process.stderr.write(`${d.file}${d.path === "" ? "" : `: ${d.path}`}: ${d.severity}: ${d.message}\n`);
        if (results === null) throw new InputError(`${file}: not a results file of daidai match`);
        for (const g of results.games) games.push({ start: g.game.start, moves: g.game.moves, blackScore: g.game.blackScore });
      }
      const t0 = Date.now();
      const set = collectPositions(games, { skipPlies, every, maxPositions });
      if (set.badGames > 0) process.stderr.write(`daidai tune: ${String(set.badGames)} game(s) could not be replayed to the end\n`);
      if (set.count === 0) throw new InputError("no positions to tune on (games too short for --skip?)");
      const fit = fitWeights(set, iterations);
      const seconds = (Date.now() - t0) / 1000;
      const spec = `engine:${TUNABLE_WEIGHTS.map((n) => `${n}=${String(round(fit.after[n] ?? 0))}`).join(",")}`;
      const lines = [
        `games: ${String(games.length)}, positions: ${String(set.count)} (skip ${String(skipPlies)} plies, every ${String(every)}, quiet only)`,
        `scale K: ${fit.k.toFixed(3)}`,
        `loss (mean squared error): ${fit.lossBefore.toFixed(6)} before, ${fit.lossAfter.toFixed(6)} after ${String(iterations)} steps`,
        ...TUNABLE_WEIGHTS.map((n) => `  ${n.padEnd(17)} ${String(round(fit.before[n] ?? 0)).padStart(8)} -> ${String(round(fit.after[n] ?? 0))}`),
        `player: ${spec}`,
        `time: ${seconds.toFixed(1)} s`,
      ];
      process.stdout.write(`${lines.join("\n")}\n`);
      if (flags.out !== undefined) {
        const record = {
          format: WEIGHTS_FORMAT,
          version: 1,
          weights: Object.fromEntries(TUNABLE_WEIGHTS.map((n) => [n, round(fit.after[n] ?? 0)])),
          run: { files, games: games.length, positions: set.count, skipPlies, every, iterations, k: fit.k, lossBefore: fit.lossBefore, lossAfter: fit.lossAfter, before: fit.before },
        };
        try {
          writeFileSync(flags.out, `${JSON.stringify(record, null, 2)}\n`);
        } catch (e) {
          throw new InputError(`cannot write ${flags.out}: ${(e as Error).message}`);
        }
      }
    });
}

/** Rounds a weight to 3 decimals. */
function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
