/**
 * `daidai play`: a game against the engine in the terminal. Moves are typed in western
 * notation (`P-8k`, `Lnx14o-13o`), as move strings (`8l8k`) or in Japanese; the commands
 * `undo`, `hint`, `resign`, `board`, `moves`, `help` and `quit` are understood. The game
 * record is saved at the end (also when standard input ends).
 */
import { createInterface } from "node:readline";
import { Option, type Command } from "commander";
import { DEFAULT_OPTIONS, INITIAL_DSFEN, moveToString, opposite, splitMoveString, type Color, type Move, type Outcome, type Position, type RuleOptions } from "@daidai/core";
import { decodeMove } from "@daidai/core/engine";
import { Engine, parsePlayer, type Player } from "@daidai/ai";
import { appendLine, createRecord, formatMove, parseMoveText, writeRecord, type GameRecord, type GameResult, type RecordFormat } from "@daidai/notation";
import { UsageError } from "../errors.js";
import { withFinalNewline, writeOutput } from "../io.js";
import { integerOption, RANGES } from "../option-values.js";
import { loadPosition } from "../position-input.js";
import { recordDate } from "../record-dates.js";
import { formatOfPath } from "../records-io.js";
import { viewOf } from "../render/board-view.js";
import { boardText } from "../render/board-text.js";
import { addRuleOptions, ruleOptionsOf, type RuleFlags } from "../rule-options.js";
import { colorOption, shouldColor, type ColorMode } from "../terminal.js";

interface PlayFlags extends RuleFlags {
  side: Color;
  engine: string;
  hintNodes: string;
  output?: string;
  kanji?: boolean;
  board: boolean;
  color: ColorMode;
  seed: string;
}

const EXAMPLES = `
Examples:
  $ daidai play                                   you are Black; the engine thinks 2 s a move
  $ daidai play --side white --engine engine:depth=4 -o game.kif
  $ daidai play --position "<DSFEN>" --kanji
  $ printf 'P-8k\\nhint\\nresign\\n' | daidai play --engine greedy -o game.pgn
  $ printf 'P-8k\\nresign\\n' | daidai play --engine greedy -o - > game.pgn   the record alone on stdout

At the prompt type a move (P-8k, Lnx14o-13o, 8l8k) or a command:
  undo     take back your last move (and the engine's answer)
  hint     the engine's suggestion for you
  moves    list your legal moves
  board    show the board again
  resign   give up the game
  quit     stop without a result
  help     this list
Prompts, boards and messages go to standard error; standard output gets only the record (-o -).
The record is saved when the game ends (format from the -o file's extension, PGN by default),
with the time spent on each move and the date the game started in the format's own
convention (PGN 2026.12.01, KIF 2026/12/01 10:05:00, JSON 2026-12-01T10:05:00Z).`;

const HELP = "Type a move (P-8k, Lnx14o-13o, 8l8k) or: undo, hint, moves, board, resign, quit, help.";


/** A move typed by the player: a move string, western notation, or Japanese notation. */
export function parseUserMove(position: Position, text: string): { ok: true; move: Move } | { ok: false; error: string } {
  if (splitMoveString(text) !== undefined) return parseMoveText(position, text, "movestring");
  const western = parseMoveText(position, text, "western");
  if (western.ok) return western;
  const japanese = parseMoveText(position, text, "japanese");
  return japanese.ok ? japanese : western;
}

function resultOf(outcome: Outcome): GameResult {
  if (outcome.winner === null) return "1/2-1/2";
  return outcome.winner === "black" ? "1-0" : "0-1";
}

function terminationOf(outcome: Outcome): string {
  return outcome.reason === "repetitionDraw" || outcome.reason === "illegalRepetition" ? "repetition" : outcome.reason;
}

function describeOutcome(outcome: Outcome): string {
  const winner = outcome.winner === null ? "draw" : `${outcome.winner === "black" ? "Black" : "White"} wins`;
  const how: Record<string, string> = {
    checkmate: "by checkmate",
    stalemate: "by stalemate",
    kingCaptured: "by capturing the king",
    repetitionDraw: "by repetition",
    illegalRepetition: "by the repetition rule",
    resignation: "by resignation",
  };
  return `${winner} ${how[outcome.reason] ?? outcome.reason}`;
}

/** A default file name for the record: game-YYYYMMDD-HHMMSS.pgn. */
function defaultOutput(): string {
  const d = new Date();
  const two = (n: number): string => String(n).padStart(2, "0");
  return `game-${String(d.getFullYear())}${two(d.getMonth() + 1)}${two(d.getDate())}-${two(d.getHours())}${two(d.getMinutes())}${two(d.getSeconds())}.pgn`;
}

/** What a saved game records besides its moves. */
interface GameFacts {
  readonly start: Position;
  /** When the game started. */
  readonly startedAt: Date;
  readonly names: Record<Color, string>;
  readonly outcome: Outcome | null;
  readonly rules: RuleFlags;
  readonly format: RecordFormat;
}

/**
 * The record of a game: its start, the moves played with the time spent on each (ms),
 * names, result, and the date it started in the format's own convention.
 */
function recordOf(played: readonly Move[], timesMs: readonly number[], facts: GameFacts): GameRecord {
  const { start, names, outcome, rules } = facts;
  const record = createRecord();
  const startDsfen = start.toDsfen();
  record.startDsfen = startDsfen === INITIAL_DSFEN ? null : startDsfen;
  record.metadata.black = names.black;
  record.metadata.white = names.white;
  record.metadata.date = recordDate(facts.startedAt, facts.format);
  record.metadata.event = "daidai play";
  record.metadata.result = outcome === null ? "*" : resultOf(outcome);
  if (outcome !== null) record.metadata.termination = terminationOf(outcome);
  // Only the rule options that differ from the defaults (a record omits defaults).
  const options = ruleOptionsOf(rules);
  for (const key of Object.keys(options) as (keyof RuleOptions)[]) {
    if (options[key] !== DEFAULT_OPTIONS[key]) Object.assign(record.metadata.rules, { [key]: options[key] });
  }
  appendLine(record.root, played);
  let node = record.root;
  for (const ms of timesMs) {
    const next = node.children[0];
    if (next === undefined) break;
    next.timeSpentMs = ms;
    node = next;
  }
  return record;
}

/** Registers `play`. */
export function registerPlayCommand(program: Command): void {
  addRuleOptions(
    program
      .command("play")
      .description("play against the engine in the terminal; the record is saved at the end")
      .option("-p, --position <dsfen>", "start from this position (default: the initial position)")
      .addOption(new Option("--side <color>", "the side you play").choices(["black", "white"]).default("black"))
      .option("--engine <player>", "the opponent: engine[:movetime=MS,depth=N,nodes=N,...], greedy or random", "engine:movetime=2000")
      .option("--hint-nodes <n>", "nodes the engine searches for a hint", "50000")
      .option("-o, --output <file>", "save the record here (.pgn, .kif, .json or .dsfen; '-': standard output; default game-<date>-<time>.pgn)")
      .option("--seed <n>", "seed of the engine's choices among equal moves", "1")
      .option("-k, --kanji", "label pieces with their kanji")
      .option("--no-board", "do not print the board after each move")
      .addOption(colorOption()),
  )
    .addHelpText("after", EXAMPLES)
    .action(async (flags: PlayFlags) => {
      const human = flags.side; // commander checked the choice
      const hintNodes = integerOption("--hint-nodes", flags.hintNodes, RANGES.nodes);
      const seed = integerOption("--seed", flags.seed, RANGES.seed);
      let opponent: Player;
      try {
        opponent = parsePlayer(flags.engine, seed);
      } catch (e) {
        throw new UsageError(`--engine: ${(e as Error).message}`);
      }
      const output = flags.output ?? defaultOutput();
      const format = formatOfPath(output) ?? "pgn";
      const rules = ruleOptionsOf(flags);
      const position = loadPosition(flags.position, undefined, rules);
      const start = position.clone();
      // The conversation (prompts, boards, the engine's moves) goes to standard error, so
      // that standard output holds only the record when it is saved there (-o -).
      const color = shouldColor(process.stderr, flags.color);
      const say = (text: string): void => {
        process.stderr.write(`${text}\n`);
      };
      const showBoard = (): void => {
        say(boardText(viewOf(position), { style: flags.kanji === true ? "kanji" : "abbrev", color, bottom: human }));
      };
      const names: Record<Color, string> = { black: "", white: "" };
      names[human] = "You";
      names[opposite(human)] = opponent.name;
      const hintEngine = new Engine({ hashMb: 16, seed });
      opponent.newGame();

      let outcome: Outcome | null;
      const startedAt = new Date();
      // Time spent on each move of position.history() (ms): the engine's search, or the
      // player's time from the prompt of that turn to the move (hints and lists included).
      const timesMs: number[] = [];
      let turnStarted = performance.now();
      const elapsedMs = (since: number): number => Math.round(performance.now() - since);
      const engineMove = (): void => {
        const t0 = performance.now();
        const code = opponent.chooseMove(position);
        if (code === 0) return;
        const move = decodeMove(code);
        const text = formatMove(position, move, "western");
        position.playOrThrow(move);
        timesMs.push(elapsedMs(t0));
        turnStarted = performance.now();
        say(`${opponent.name} plays ${text} (${moveToString(move)})`);
      };

      say(`You play ${human === "black" ? "Black (sente, moving first)" : "White (gote)"} against ${opponent.name}. ${HELP}`);
      if (flags.board) showBoard();
      const lines = createInterface({ input: process.stdin, terminal: false });
      const iterator = lines[Symbol.asyncIterator]();
      for (;;) {
        outcome = position.outcome();
        if (outcome !== null) break;
        if (position.turn !== human) {
          engineMove();
          if (flags.board) showBoard();
          continue;
        }
        process.stderr.write(`move ${String(position.moveNumber)}, ${human === "black" ? "Black" : "White"} (you)> `);
        const next = await iterator.next();
        if (next.done === true) {
          say("");
          say("end of input: the game is left unfinished");
          break;
        }
        const input = next.value.trim();
        if (input === "") continue;
        const command = input.toLowerCase();
        if (command === "help" || command === "?") say(HELP);
        else if (command === "board") showBoard();
        else if (command === "moves") say(position.legalMoves().map((m) => formatMove(position, m, "western")).join(" "));
        else if (command === "quit" || command === "exit") {
          say("game stopped without a result");
          break;
        } else if (command === "resign") {
          outcome = { winner: opposite(human), reason: "resignation" };
          break;
        } else if (command === "hint") {
          const r = hintEngine.search(position.clone(), { nodes: hintNodes });
          const move = r.best;
          if (move === null) say("no legal move");
          else {
            const score = r.score.kind === "mate" ? `mate in ${String(r.score.value)}` : `${(r.score.value / 100).toFixed(2)} for you`;
            say(`hint: ${formatMove(position, move, "western")} (${moveToString(move)}), ${score}`);
          }
        } else if (command === "undo") {
          // At the prompt the last ply is the engine's answer: take it back with your move.
          if (position.plyCount < 2) {
            say("nothing to take back");
            continue;
          }
          position.undo();
          position.undo();
          timesMs.splice(-2);
          turnStarted = performance.now();
          say("took back your last move and the answer");
          if (flags.board) showBoard();
        } else {
          const parsed = parseUserMove(position, input);
          if (!parsed.ok) {
            say(`not a legal move: ${parsed.error}`);
            continue;
          }
          const text = formatMove(position, parsed.move, "western");
          position.playOrThrow(parsed.move);
          timesMs.push(elapsedMs(turnStarted));
          say(`you play ${text} (${moveToString(parsed.move)})`);
        }
      }
      lines.close();
      if (outcome !== null) {
        if (flags.board && outcome.reason !== "resignation") showBoard();
        say(`game over: ${describeOutcome(outcome)}`);
      }
      const played = position.history();
      const record = recordOf(played, timesMs, { start, startedAt, names, outcome, rules: flags, format });
      writeOutput(output, withFinalNewline(writeRecord(record, format)));
      if (output !== "-") say(`record saved to ${output}`);
    });
}
