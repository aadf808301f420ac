/** `daidai match`: the strength harness (engine configurations and baselines against each other). */
import { writeFileSync } from "node:fs";
import type { Command } from "commander";
import { Option } from "commander";
import { gameLine, parsePlayer, playMatch, type GameRecord, type Player } from "@daidai/ai";
import { InputError, UsageError } from "../errors.js";
import { addRuleOptions, ruleOptionsOf, type RuleFlags } from "../rule-options.js";

interface MatchFlags extends RuleFlags {
  openings: string;
  openingPlies: string;
  maxPlies: string;
  seed: string;
  out?: string;
  progress?: boolean;
}

function integer(name: string, text: string, min: number): number {
  if (!/^\d+$/.test(text) || Number(text) < min) throw new UsageError(`${name} must be an integer >= ${String(min)}, got '${text}'`);
  return Number(text);
}

function player(spec: string, seed: number): Player {
  try {
    return parsePlayer(spec, seed);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

/** The progress bar on stderr: `[#####.....] 10/20`. */
function progressBar(done: number, total: number): string {
  const width = 30;
  const filled = Math.round((done / Math.max(1, total)) * width);
  return `\r[${"#".repeat(filled)}${".".repeat(width - filled)}] ${String(done)}/${String(total)}`;
}

/** Registers `match`. */
export function registerMatchCommands(program: Command): void {
  addRuleOptions(
    program
      .command("match")
      .description("play games between two players and print W/D/L, score and an Elo estimate for the first")
      .argument("<player1>", "random | greedy | engine[:nodes=N,depth=N,movetime=MS,hash=MB,nullmove=on|off,lmr=on|off,<weight>=X,name=S]")
      .argument("<player2>", "the opponent, same forms")
      .addOption(new Option("-n, --openings <n>", "number of openings (each played with both colours)").default("10"))
      .addOption(new Option("--opening-plies <n>", "random legal plies of each opening").default("4"))
      .addOption(new Option("--max-plies <n>", "adjudicate by material after this many plies").default("300"))
      .addOption(new Option("--seed <n>", "seed of the openings and players").default("1"))
      .option("-o, --out <file>", "save the games, one line '<DSFEN> <moves...>' each")
      .option("--no-progress", "no progress bar (it is shown only when stderr is a terminal)"),
  ).action((spec1: string, spec2: string, flags: MatchFlags) => {
    const openings = integer("--openings", flags.openings, 1);
    const openingPlies = integer("--opening-plies", flags.openingPlies, 0);
    const maxPlies = integer("--max-plies", flags.maxPlies, 1);
    const seed = integer("--seed", flags.seed, 0);
    const rules = ruleOptionsOf(flags);
    const a = player(spec1, seed);
    const b = player(spec2, seed + 1);
    const showProgress = flags.progress !== false && process.stderr.isTTY;
    const games: GameRecord[] = [];
    if (showProgress) process.stderr.write(progressBar(0, openings * 2));
    const result = playMatch(a, b, {
      openings,
      openingPlies,
      maxPlies,
      seed,
      rules,
      onGame: (game, played, total) => {
        games.push(game);
        if (showProgress) process.stderr.write(progressBar(played, total));
      },
    });
    if (showProgress) process.stderr.write("\n");
    if (flags.out !== undefined) {
      try {
        writeFileSync(flags.out, games.map((g) => `${gameLine(g)}\n`).join(""));
      } catch (e) {
        throw new InputError(`cannot write ${flags.out}: ${(e as Error).message}`);
      }
    }
    const n = result.games.length;
    const ends = new Map<string, number>();
    for (const g of result.games) ends.set(g.end, (ends.get(g.end) ?? 0) + 1);
    const elo = result.elo;
    const eloText = elo.bound
      ? `${elo.elo > 0 ? ">= " : "<= "}${String(elo.elo)} (score ${result.score === 1 ? "100" : "0"} %: only a bound)`
      : `${elo.elo >= 0 ? "+" : ""}${String(elo.elo)} +/- ${Number.isFinite(elo.margin) ? String(elo.margin) : "inf"} (95 %)`;
    const lines = [
      `${a.name} vs ${b.name}: ${String(n)} games (${String(openings)} openings x 2 colours)`,
      `W/D/L: ${String(result.wins)}/${String(result.draws)}/${String(result.losses)}`,
      `score: ${(result.score * 100).toFixed(1)} %`,
      `elo: ${eloText}`,
      `endings: ${[...ends].map(([k, v]) => `${k} ${String(v)}`).join(", ")}`,
    ];
    process.stdout.write(`${lines.join("\n")}\n`);
  });
}
