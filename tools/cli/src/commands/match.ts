/** `daidai match`: the strength harness (engine configurations and baselines against each other). */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Command } from "commander";
import { Option } from "commander";
import { gameLine, parsePlayer, playMatch, type GameRecord, type Player } from "@daidai/ai";
import { INITIAL_DSFEN, Position, parseMoveString, type RuleOptions } from "@daidai/core";
import { appendLine, createRecord, writeRecord, type GameRecord as Record, type RecordFormat } from "@daidai/notation";
import { InputError, UsageError } from "../errors.js";
import { createProgress } from "../progress.js";
import { addRuleOptions, ruleOptionsOf, type RuleFlags } from "../rule-options.js";

interface MatchFlags extends RuleFlags {
  openings: string;
  openingPlies: string;
  maxPlies: string;
  seed: string;
  out?: string;
  records?: string;
  recordsFormat: string;
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

const RESULT_OF_SCORE = { 1: "1-0", 0.5: "1/2-1/2", 0: "0-1" } as const;

/** A harness game as a game record of @daidai/notation (players, result, how it ended). */
function toRecord(game: GameRecord, rules: RuleOptions, index: number): Record {
  const record = createRecord();
  record.startDsfen = game.start === INITIAL_DSFEN ? null : game.start;
  record.metadata.event = `daidai match, game ${String(index)}`;
  record.metadata.black = game.black;
  record.metadata.white = game.white;
  record.metadata.result = RESULT_OF_SCORE[game.blackScore];
  record.metadata.termination = game.end;
  record.metadata.rules = { ...rules };
  const pos = Position.fromDsfenOrThrow(game.start, rules);
  const moves = game.moves.map((text) => {
    const parsed = parseMoveString(pos, text);
    if (!parsed.ok) throw new Error(`game ${String(index)}: ${parsed.error.message}`);
    pos.playOrThrow(parsed.value);
    return parsed.value;
  });
  appendLine(record.root, moves);
  return record;
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
      .option("--records <dir>", "save each game as a game record game-NNN.<format> in this directory")
      .addOption(new Option("--records-format <format>", "format of --records").choices(["json", "pgn", "kif"]).default("json"))
      .option("--no-progress", "no progress bar (it is shown only when stderr is a terminal)"),
  ).action((spec1: string, spec2: string, flags: MatchFlags) => {
    const openings = integer("--openings", flags.openings, 1);
    const openingPlies = integer("--opening-plies", flags.openingPlies, 0);
    const maxPlies = integer("--max-plies", flags.maxPlies, 1);
    const seed = integer("--seed", flags.seed, 0);
    const rules = ruleOptionsOf(flags);
    const a = player(spec1, seed);
    const b = player(spec2, seed + 1);
    const games: GameRecord[] = [];
    const progress = createProgress({ total: openings * 2, label: "match", ...(flags.progress === false ? { enabled: false } : {}) });
    let result;
    try {
      result = playMatch(a, b, {
        openings,
        openingPlies,
        maxPlies,
        seed,
        rules,
        onGame: (game, played) => {
          games.push(game);
          progress.update(played, game.end);
        },
      });
    } finally {
      progress.done();
    }
    if (flags.out !== undefined) {
      try {
        writeFileSync(flags.out, games.map((g) => `${gameLine(g)}\n`).join(""));
      } catch (e) {
        throw new InputError(`cannot write ${flags.out}: ${(e as Error).message}`);
      }
    }
    if (flags.records !== undefined) {
      const format = flags.recordsFormat as RecordFormat;
      try {
        mkdirSync(flags.records, { recursive: true });
        games.forEach((game, i) => {
          const name = `game-${String(i + 1).padStart(3, "0")}.${format}`;
          writeFileSync(join(flags.records ?? ".", name), writeRecord(toRecord(game, rules, i + 1), format));
        });
      } catch (e) {
        throw new InputError(`cannot write the records to ${flags.records}: ${(e as Error).message}`);
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
