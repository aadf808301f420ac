/**
 * `daidai match`: the strength harness — two players (built-in or external engines) over a
 * suite of balanced openings played with both colours, on worker threads, with score
 * adjudication, an SPRT mode, shards and `daidai match merge`. The harness itself is
 * `@daidai/ai/match`; this module reads the flags, draws the progress bar and writes files.
 * See docs/strength-testing.md.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import type { Command } from "commander";
import { Option } from "commander";
import {
  EXTERNAL_PREFIX,
  balancedSuite,
  checkPlayerSpec,
  checkSprtConfig,
  describePlan,
  formatSprt,
  formatSummary,
  gameLine,
  makeResults,
  mergeResults,
  parseSuite,
  runMatch,
  shardGames,
  summarize,
  type Adjudication,
  type GameRecord,
  type MatchPlan,
  type MatchResults,
  type OpeningSource,
  type PlayedGame,
  type SprtConfig,
} from "@daidai/ai/match";
import { INITIAL_DSFEN, Position, parseMoveString, type Move, type RuleOptions } from "@daidai/core";
import { appendLine, createRecord, writeRecord, type GameRecord as Record, type RecordFormat } from "@daidai/notation";
import { InputError, UsageError } from "../errors.js";
import { decimalOption, integerOption, RANGES } from "../option-values.js";
import { createProgress, PLAIN_PROGRESS_MS } from "../progress.js";
import { addRuleOptions, ruleOptionsOf, type RuleFlags } from "../rule-options.js";

interface MatchFlags extends RuleFlags {
  openings?: string;
  openingsFile?: string;
  openingPlies?: string;
  maxPlies: string;
  materialMargin: string;
  resign: boolean;
  resignScore: string;
  resignMoves: string;
  draw: boolean;
  drawScore: string;
  drawMoves: string;
  drawAfter: string;
  seed: string;
  sprt?: string;
  alpha: string;
  beta: string;
  sprtMinPairs: string;
  concurrency?: string;
  shard?: string;
  engine?: string;
  engineGo: string;
  engineOption: string[];
  engineStartTimeout: string;
  results?: string;
  pgn?: string;
  out?: string;
  records?: string;
  recordsFormat: string;
  progress?: boolean;
}

/** `--sprt elo0,elo1` with `--alpha`/`--beta`. */
function sprtOf(flags: MatchFlags): SprtConfig | null {
  if (flags.sprt === undefined) return null;
  const m = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(flags.sprt);
  if (m === null) throw new UsageError(`--sprt needs two Elo bounds 'elo0,elo1', got '${flags.sprt}'`);
  const config = { elo0: Number(m[1]), elo1: Number(m[2]), alpha: decimalOption("--alpha", flags.alpha, RANGES.probability), beta: decimalOption("--beta", flags.beta, RANGES.probability), minPairs: integerOption("--sprt-min-pairs", flags.sprtMinPairs, RANGES.count) };
  try {
    checkSprtConfig(config);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  return config;
}

/** `--shard i/n`. */
function shardOf(text: string | undefined): { index: number; count: number } {
  if (text === undefined) return { index: 1, count: 1 };
  const m = /^(\d+)\/(\d+)$/.exec(text);
  const index = Number(m?.[1]);
  const count = Number(m?.[2]);
  if (m === null || count < 1 || index < 1 || index > count) throw new UsageError(`--shard must be i/n with 1 <= i <= n, got '${text}'`);
  return { index, count };
}

function openingsOf(flags: MatchFlags, rules: RuleOptions): OpeningSource {
  if (flags.openingsFile !== undefined && flags.openingPlies !== undefined) throw new UsageError("give --openings-file or --opening-plies, not both");
  if (flags.openingPlies !== undefined) return { kind: "random", plies: integerOption("--opening-plies", flags.openingPlies, RANGES.openingPlies) };
  if (flags.openingsFile === undefined) return { kind: "suite", openings: balancedSuite() };
  let text: string;
  try {
    text = readFileSync(flags.openingsFile, "utf8");
  } catch (e) {
    throw new InputError(`cannot read ${flags.openingsFile}: ${(e as Error).message}`);
  }
  const parsed = parseSuite(text, rules);
  if (parsed.diagnostics.length > 0) {
    throw new InputError(parsed.diagnostics.map((d) => `${flags.openingsFile ?? ""}:${String(d.line)}: error: ${d.message}`).join("\n"));
  }
  if (parsed.openings.length === 0) throw new InputError(`${flags.openingsFile}: no openings`);
  return { kind: "suite", openings: parsed.openings };
}

function adjudicationOf(flags: MatchFlags): Adjudication {
  return {
    maxPlies: integerOption("--max-plies", flags.maxPlies, RANGES.maxPlies),
    materialMargin: integerOption("--material-margin", flags.materialMargin, RANGES.centipawns),
    resign: flags.resign ? { score: integerOption("--resign-score", flags.resignScore, RANGES.positiveCentipawns), moves: integerOption("--resign-moves", flags.resignMoves, RANGES.count) } : null,
    draw: flags.draw
      ? { score: integerOption("--draw-score", flags.drawScore, RANGES.centipawns), moves: integerOption("--draw-moves", flags.drawMoves, RANGES.count), after: integerOption("--draw-after", flags.drawAfter, RANGES.plies) }
      : null,
  };
}

function playerSpecs(spec1: string, spec2: string | undefined, engine: string | undefined): [string, string] {
  if (engine !== undefined && spec2 !== undefined) throw new UsageError("give a second player or --engine, not both");
  const second = engine !== undefined ? `${EXTERNAL_PREFIX}${engine}` : spec2;
  if (second === undefined) throw new UsageError("missing the second player (or --engine \"<command>\")");
  for (const spec of [spec1, second]) {
    try {
      checkPlayerSpec(spec);
    } catch (e) {
      throw new UsageError((e as Error).message);
    }
  }
  return [spec1, second];
}

function engineOptions(list: readonly string[]): [string, string][] {
  return list.map((item) => {
    const i = item.indexOf("=");
    if (i <= 0) throw new UsageError(`--engine-option must be name=value, got '${item}'`);
    return [item.slice(0, i), item.slice(i + 1)];
  });
}

const RESULT_OF_SCORE = { 1: "1-0", 0.5: "1/2-1/2", 0: "0-1" } as const;

/** A harness game as a game record of @daidai/notation (players, result, how it ended). */
function toRecord(game: GameRecord, rules: Partial<RuleOptions>, index: number): Record {
  const record = createRecord();
  record.startDsfen = game.start === INITIAL_DSFEN ? null : game.start;
  record.metadata.event = `daidai match, game ${String(index)}`;
  record.metadata.black = game.black;
  record.metadata.white = game.white;
  record.metadata.result = RESULT_OF_SCORE[game.blackScore];
  record.metadata.termination = game.end;
  record.metadata.rules = { ...rules };
  const start = Position.fromDsfen(game.start, rules);
  if (!start.ok) throw new InputError(`game ${String(index)}: bad start position: ${start.error.message}`);
  const pos = start.value;
  const moves: Move[] = [];
  game.moves.forEach((text, k) => {
    const parsed = parseMoveString(pos, text);
    const played = parsed.ok ? pos.play(parsed.value) : parsed;
    if (!played.ok) throw new InputError(`game ${String(index)}: move ${String(k + 1)} '${text}': ${played.error.message}`);
    if (parsed.ok) moves.push(parsed.value);
  });
  appendLine(record.root, moves);
  return record;
}

function write(file: string, text: string, what: string): void {
  try {
    writeFileSync(file, text);
  } catch (e) {
    throw new InputError(`cannot write ${what} ${file}: ${(e as Error).message}`);
  }
}

/** Writes the requested game files: lines (`-o`), one multi-game PGN (`--pgn`), a record per game (`--records`). */
function writeGames(played: readonly PlayedGame[], rules: Partial<RuleOptions>, flags: Pick<MatchFlags, "out" | "pgn" | "records" | "recordsFormat">): void {
  if (flags.out !== undefined) write(flags.out, played.map((g) => `${gameLine(g.game)}\n`).join(""), "the games to");
  if (flags.pgn !== undefined) {
    // Plain multi-game PGN: each game's tags and moves, games separated by a blank line.
    const texts = played.map((g) => writeRecord(toRecord(g.game, rules, g.index + 1), "pgn").trimEnd());
    write(flags.pgn, `${texts.join("\n\n")}\n`, "the PGN collection");
  }
  if (flags.records !== undefined) {
    const format = flags.recordsFormat as RecordFormat;
    try {
      mkdirSync(flags.records, { recursive: true });
    } catch (e) {
      throw new InputError(`cannot write the records to ${flags.records}: ${(e as Error).message}`);
    }
    for (const g of played) {
      const name = `game-${String(g.index + 1).padStart(3, "0")}.${format}`;
      write(join(flags.records, name), writeRecord(toRecord(g.game, rules, g.index + 1), format), "the record");
    }
  }
}

/** The single-file CLI sets this to its own URL so that its worker threads can run it (bundle-entry.ts). */
function bundleUrl(): URL | undefined {
  const url = (globalThis as { DAIDAI_BUNDLE_URL?: string }).DAIDAI_BUNDLE_URL;
  return url === undefined ? undefined : new URL(url);
}

async function playMatch(spec1: string, spec2: string | undefined, flags: MatchFlags): Promise<void> {
  const rules = ruleOptionsOf(flags);
  const players = playerSpecs(spec1, spec2, flags.engine);
  const sprt = sprtOf(flags);
  const shard = shardOf(flags.shard);
  const pairs = integerOption("--openings", flags.openings ?? (sprt === null ? "10" : "1000"), RANGES.gamePairs);
  const plan: MatchPlan = {
    players,
    seed: integerOption("--seed", flags.seed, RANGES.seed),
    pairs,
    openings: openingsOf(flags, rules),
    adjudication: adjudicationOf(flags),
    rules,
    externalGo: flags.engineGo,
    externalOptions: engineOptions(flags.engineOption),
    externalStartTimeoutMs: integerOption("--engine-start-timeout", flags.engineStartTimeout, RANGES.timeoutMs),
  };
  const concurrency = integerOption("--concurrency", flags.concurrency ?? String(Math.min(availableParallelism(), RANGES.threads.max)), RANGES.threads);
  const games = shardGames(pairs, shard.index, shard.count);
  const progress = createProgress({ total: games.length, label: "match", plainEveryMs: PLAIN_PROGRESS_MS, ...(flags.progress === false ? { enabled: false } : {}) });
  const url = bundleUrl();
  let run;
  try {
    run = await runMatch(plan, {
      games,
      concurrency,
      // A shard plays all its games: the SPRT is decided on the merged result.
      sprt: shard.count === 1 ? sprt : null,
      onProgress: (done, _total, state) => {
        progress.update(done, state === null ? "" : `LLR ${state.llr.toFixed(2)} (${state.lower.toFixed(2)}, ${state.upper.toFixed(2)})`);
      },
      ...(url !== undefined ? { workerUrl: url } : {}),
    });
  } finally {
    progress.done();
  }
  if (flags.results !== undefined) {
    write(flags.results, `${JSON.stringify(makeResults(describePlan(plan, sprt), [shard.index], shard.count, run.games))}\n`, "the results to");
  }
  writeGames(run.games, rules, flags);
  // Games lost by a failure (an engine that crashed or answered nonsense) say why.
  for (const g of run.games) if (g.game.detail !== undefined) process.stderr.write(`daidai match: game ${String(g.index + 1)}: ${g.game.end}: ${g.game.detail}\n`);
  const summary = summarize(run.games, sprt);
  const lines = formatSummary([nameOf(players[0]), nameOf(players[1])], summary);
  if (shard.count > 1) lines.unshift(`shard ${String(shard.index)}/${String(shard.count)} (merge the shards' --results files with 'daidai match merge')`);
  if (run.stoppedBySprt && summary.sprt !== null) lines.push(`stopped by the SPRT after ${String(summary.pairs)} of ${String(pairs)} pairs: ${formatSprt(summary.sprt)}`);
  process.stdout.write(`${lines.join("\n")}\n`);
}

function nameOf(spec: string): string {
  if (spec.startsWith(EXTERNAL_PREFIX)) return spec.slice(EXTERNAL_PREFIX.length).trim();
  const m = /(?:^|[:,])name=([^,]*)/.exec(spec);
  return m?.[1] ?? spec;
}

function mergeFiles(files: readonly string[], flags: MatchFlags): void {
  if (files.length === 0) throw new UsageError("match merge needs results files: daidai match merge a.json b.json ...");
  const inputs = files.map((file) => {
    try {
      return { file, text: readFileSync(file, "utf8") };
    } catch (e) {
      throw new InputError(`cannot read ${file}: ${(e as Error).message}`);
    }
  });
  const { merged, diagnostics } = mergeResults(inputs);
  for (const d of diagnostics) process.stderr.write(`${d.file === "" ? "merge" : d.file}${d.path === "" ? "" : `: ${d.path}`}: ${d.severity}: ${d.message}\n`);
  if (merged === null) throw new InputError("the results files cannot be merged");
  const result: MatchResults = merged;
  const rules = result.plan.rules as Partial<RuleOptions>;
  if (flags.results !== undefined) write(flags.results, `${JSON.stringify(result)}\n`, "the merged results to");
  writeGames(result.games, rules, flags);
  const summary = summarize(result.games, result.plan.sprt);
  const lines = formatSummary([nameOf(result.plan.players[0]), nameOf(result.plan.players[1])], summary);
  lines.unshift(`merged ${String(files.length)} file(s): shards ${result.shards.join(", ")} of ${String(result.shardCount)}`);
  process.stdout.write(`${lines.join("\n")}\n`);
}

const collect = (value: string, previous: string[]): string[] => [...previous, value];

/** Registers `match` (and `match merge`). */
export function registerMatchCommands(program: Command): void {
  addRuleOptions(
    program
      .command("match")
      .usage("[options] <player1> <player2>  |  match merge <results.json...>")
      .description(
        "play games between two players and print W/D/L, the pentanomial counts, Elo +/- error, LOS and the SPRT state for the first; " +
          "'daidai match merge a.json b.json ...' adds up the results files of shards",
      )
      .argument("<player1>", "random | greedy | level:N | engine[:nodes=N,depth=N,movetime=MS,hash=MB,nullmove=on|off,lmr=on|off,<weight>=X,name=S] | engine-cmd:<command>")
      .argument("[player2]", "the opponent, same forms (or --engine)")
      .argument("[files...]", "results files, after 'merge'")
      .addOption(new Option("-n, --openings <n>", "game pairs: each opening played with both colours (default 10; with --sprt the most to play, default 1000)"))
      .option("--openings-file <file>", "suite of openings, one 'startpos|<DSFEN> [moves...]' a line (default: the built-in 200 balanced openings)")
      .option("--opening-plies <n>", "random openings of n legal plies instead of the suite")
      .addOption(new Option("--seed <n>", "seed of the opening order and the players").default("1"))
      .addOption(new Option("--sprt <elo0,elo1>", "SPRT on logistic Elo bounds: stop when the LLR crosses a bound"))
      .addOption(new Option("--alpha <p>", "SPRT false positive rate").default("0.05"))
      .addOption(new Option("--beta <p>", "SPRT false negative rate").default("0.05"))
      .addOption(new Option("--sprt-min-pairs <n>", "no SPRT decision before this many pairs").default("10"))
      .option("-j, --concurrency <n>", "games in parallel on worker threads (default: the number of cores)")
      .option("--shard <i/n>", "play only shard i of n (the pairs p with p mod n = i-1); save it with --results")
      .option("--engine <command>", "the second player is this external engine (USI-style protocol, docs/engine-protocol.md)")
      .addOption(new Option("--engine-go <limits>", "'go' arguments for external engines").default("nodes 20000"))
      .addOption(new Option("--engine-option <name=value>", "setoption for external engines (repeatable)").argParser(collect).default([]))
      .addOption(new Option("--engine-start-timeout <ms>", "milliseconds an external engine has to answer 'usi' and 'isready'").default("10000"))
      .addOption(new Option("--max-plies <n>", "adjudicate by material after this many plies").default("300"))
      .addOption(new Option("--material-margin <cp>", "material lead that wins at the cap").default("300"))
      .addOption(new Option("--resign-score <cp>", "resign adjudication: every scoring player's score at least this far from 0 ...").default("1500"))
      .addOption(new Option("--resign-moves <n>", "... for this many of its moves").default("4"))
      .option("--no-resign", "no resign adjudication")
      .addOption(new Option("--draw-score <cp>", "draw adjudication: every scoring player's score within +/- this ...").default("10"))
      .addOption(new Option("--draw-moves <n>", "... for this many of its moves ...").default("10"))
      .addOption(new Option("--draw-after <ply>", "... from this ply on").default("160"))
      .option("--no-draw", "no draw adjudication")
      .option("--results <file>", "save the results (plan and games) as JSON, for 'match merge'")
      .option("--pgn <file>", "save the games as one multi-game PGN file")
      .option("-o, --out <file>", "save the games, one line '<DSFEN> <moves...>' each")
      .option("--records <dir>", "save each game as a game record game-NNN.<format> in this directory")
      .addOption(new Option("--records-format <format>", "format of --records").choices(["json", "pgn", "kif"]).default("json"))
      .option("--no-progress", "no progress (a bar when stderr is a terminal, else a line a minute at most)"),
  ).action(async (spec1: string, spec2: string | undefined, files: string[], flags: MatchFlags) => {
    if (spec1 === "merge") {
      mergeFiles([...(spec2 !== undefined ? [spec2] : []), ...files], flags);
      return;
    }
    if (files.length > 0) throw new UsageError(`too many arguments: ${files.join(" ")}`);
    await playMatch(spec1, spec2, flags);
  });
}
