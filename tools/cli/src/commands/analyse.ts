/**
 * `daidai analyse`: the engine looks at every move of a record's main line and writes the
 * record back with an evaluation comment on each move and, where the engine's preferred
 * move is better than the move played by more than a threshold, that move as a variation
 * with a comment.
 */
import { Option, type Command } from "commander";
import { moveToString, sameMove, type Move, type Position } from "@daidai/core";
import { Engine, warmUp, type Score, type SearchLimits } from "@daidai/ai";
import { addChild, addComment, createNode, formatMove, mainLine, startPosition, writeRecord, type RecordFormat } from "@daidai/notation";
import { commentLanguageOf, engineText, evalText, preferredSummary, prefersText } from "../analysis-words.js";
import { UsageError } from "../errors.js";
import { withFinalNewline, writeOutput } from "../io.js";
import { integerOption, RANGES } from "../option-values.js";
import { createProgress, PLAIN_PROGRESS_MS } from "../progress.js";
import { readSoundRecord } from "../position-input.js";
import { formatOfPath, parseEncodingOption, parseFormatOption } from "../records-io.js";

interface AnalyseFlags {
  output?: string;
  to?: string;
  from?: string;
  encoding?: string;
  movetime?: string;
  nodes?: string;
  depth?: string;
  threshold: string;
  hash: string;
}

const EXAMPLES = `
Examples:
  $ daidai analyse game.pgn -o game-analysed.pgn          1 s per position
  $ daidai analyse game.kif --movetime 5000 --threshold 50 > annotated.kif
  $ daidai analyse game.json --depth 4 --to pgn

Each move gets a comment 'eval +0.35' (pawns, from Black's side: + is good for Black) or
'Black mates in 3'. Where the engine's move is better than the move played by more than the
threshold (in hundredths of a pawn), the comment names it and it is added as a variation.
Comments are written in the notation of the output: in Japanese in KIF ('評価値 +0.35',
'先手勝ち（5手詰）', the engine's move as ▲… ), in English otherwise. The summary on standard
error lists the moves where the engine prefers another (numbered one per ply, as in KIF and
--ply). A progress bar is shown on a terminal; elsewhere (a pipe, a CI log) a progress
line at most once a minute.`;

/** A score as a number from the side to move's view: centipawns, mates as ±(100000 − moves). */
export function scoreValue(score: Score): number {
  if (score.kind === "cp") return score.value;
  return score.value > 0 ? 100_000 - score.value : -100_000 - score.value;
}

function limitsOf(flags: AnalyseFlags): SearchLimits {
  const given = [flags.movetime, flags.nodes, flags.depth].filter((x) => x !== undefined);
  if (given.length > 1) throw new UsageError("give only one of --movetime, --nodes and --depth");
  if (flags.nodes !== undefined) return { nodes: integerOption("--nodes", flags.nodes, RANGES.nodes) };
  if (flags.depth !== undefined) return { depth: integerOption("--depth", flags.depth, RANGES.searchDepth) };
  return { movetime: integerOption("--movetime", flags.movetime ?? "1000", RANGES.movetimeMs) };
}

/** The value of a position for its side to move: a finished game without search, else the engine's score. */
function evaluate(engine: Engine, position: Position, limits: SearchLimits): { value: number; best: Move | null } {
  const outcome = position.outcome();
  if (outcome !== null) {
    if (outcome.winner === null) return { value: 0, best: null };
    return { value: outcome.winner === position.turn ? 100_000 : -100_000, best: null };
  }
  const r = engine.search(position.clone(), limits);
  return { value: scoreValue(r.score), best: r.best };
}

/** Registers `analyse`. */
export function registerAnalyseCommand(program: Command): void {
  program
    .command("analyse")
    .alias("analyze")
    .description("annotate every move of a record with the engine's evaluation and its preferred moves")
    .argument("<record>", "record file (- for standard input)")
    .option("-o, --output <file>", "write the annotated record here (- or absent: standard output)")
    .option("--to <format>", "output format: json, pgn, kif or dsfen (default: the -o extension, else the input's format)")
    .option("--from <format>", "input format (default: from the extension, then detected)")
    .option("--encoding <encoding>", "input encoding: utf8, sjis or auto", "auto")
    .option("--movetime <ms>", "search time per position in milliseconds (default 1000)")
    .option("--nodes <n>", "search this many nodes per position instead (reproducible)")
    .option("--depth <n>", "search to this depth per position instead")
    .option("--threshold <cp>", "add the engine's move when it is better by more than this (hundredths of a pawn)", "100")
    .addOption(new Option("--hash <mb>", "transposition table size in MB").default("64"))
    .addHelpText("after", EXAMPLES)
    .action((input: string, flags: AnalyseFlags) => {
      const limits = limitsOf(flags);
      const threshold = integerOption("--threshold", flags.threshold, RANGES.centipawns);
      const hashMb = integerOption("--hash", flags.hash, RANGES.hashMb);
      const from = parseFormatOption(flags.from, "--from");
      const read = readSoundRecord(input, { from, encoding: parseEncodingOption(flags.encoding) });
      const to: RecordFormat | undefined = parseFormatOption(flags.to, "--to") ?? formatOfPath(flags.output) ?? read.format;
      if (to === undefined) throw new UsageError("cannot tell the output format: use --to json|pgn|kif|dsfen");

      const language = commentLanguageOf(to);
      const record = read.record;
      const nodes = mainLine(record);
      // Searches bounded by time start only after the JIT warm-up (nodes and depth gain nothing from it).
      if (limits.movetime !== undefined) warmUp();
      const engine = new Engine({ hashMb });
      const position = startPosition(record);
      const progress = createProgress({ total: nodes.length + 1, label: "analyse", plainEveryMs: PLAIN_PROGRESS_MS });
      const preferred: number[] = [];
      try {
        let before = evaluate(engine, position, limits);
        progress.tick("start");
        let parent = record.root;
        for (const [i, node] of nodes.entries()) {
          const move = node.move;
          if (move === null) break;
          const mover = position.turn;
          const bestText = before.best === null ? "" : formatMove(position, before.best, language === "ja" ? "japanese" : "western");
          const bestMove = before.best;
          position.playOrThrow(move);
          const after = evaluate(engine, position, limits);
          progress.tick(`move ${String(i + 1)}/${String(nodes.length)}`);
          // The move's value for the mover is minus the value of the next position for the opponent.
          const played = -after.value;
          addComment(node, evalText(after.value, position.turn, language));
          if (bestMove !== null && !sameMove(bestMove, move) && before.value - played > threshold) {
            preferred.push(i + 1);
            const bestEval = evalText(before.value, mover, language);
            addComment(node, prefersText(mover, bestText, moveToString(bestMove), bestEval, language));
            const variation = createNode(bestMove);
            addComment(variation, engineText(bestEval, language));
            addChild(parent, variation);
          }
          before = after;
          parent = node;
        }
      } finally {
        progress.done();
      }
      writeOutput(flags.output, withFinalNewline(writeRecord(record, to)));
      process.stderr.write(`analysed ${String(nodes.length)} move(s) of ${read.name}; ${preferredSummary(preferred)}\n`);
    });
}
