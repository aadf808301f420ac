/**
 * Examples for `daidai --help` and for the commands whose module does not add its own
 * (a command that calls `.addHelpText("after", …)` keeps its text; see show.ts). Call
 * {@link addHelpExamples} once, after every command is registered.
 */
import type { EventEmitter } from "node:events";
import type { Command } from "commander";

/**
 * True if a command already has text after its help. addHelpText("after") is an
 * "afterHelp" listener; commander's Command is an EventEmitter at run time, though its
 * typings do not say so.
 */
function hasAfterHelp(command: Command): boolean {
  return (command as unknown as EventEmitter).listenerCount("afterHelp") > 0;
}

const PROGRAM = `
Examples:
  $ daidai perft 3                         count the legal-move tree of the initial position
  $ daidai show game.kif --ply 20 --kanji  a record's position as a board
  $ daidai render game.pgn -o board.svg    an SVG diagram
  $ daidai convert game.kif --to pgn       convert a record
  $ daidai play --side white               play against the engine
  $ daidai <command> --help                the options of a command

Exit codes: 0 ok, 1 errors in the input, 2 bad usage. '-' stands for standard input or
output wherever a file is read or written.`;

/** Examples of the commands that have none of their own, by command name. */
const EXAMPLES: Readonly<Record<string, string>> = {
  perft: `
Examples:
  $ daidai perft 4                         12280725 (rules.md §13)
  $ daidai perft 2 --divide                the count under each first move
  $ daidai perft 1 --position "17/17/17/17/17/17/17/17/8,Ln,8/17/17/17/17/17/17/17/17 b"`,
  moves: `
Examples:
  $ daidai moves                           the 59 moves of the initial position
  $ daidai moves --position "<DSFEN>" --legality kingCapture`,
  engine: `
Examples:
  $ printf 'usi\\nisready\\nposition startpos moves 8l8k\\ngo nodes 20000\\nquit\\n' | daidai engine
  $ daidai engine --hash 64                for a GUI: the protocol of docs/engine-protocol.md`,
  match: `
Examples:
  $ daidai match engine:nodes=2000 greedy -n 4        must win against the greedy baseline
  $ daidai match engine:nodes=20000,name=new engine:nodes=20000,lmr=off --sprt 0,10
  $ daidai match engine:nodes=20000 --engine "./my-engine" --engine-go "nodes 20000" -n 100
  $ daidai match A B -n 400 --shard 1/4 --results s1.json        then: daidai match merge s*.json --pgn games.pgn
See docs/strength-testing.md.`,
  tune: `
Examples:
  $ daidai match engine:nodes=1000 engine:nodes=1000,name=b -n 100 -j 1 --results games.json
  $ daidai tune games.json -o weights.json         Texel fit; prints the loss and an engine: player
See docs/engine.md (Tuning).`,
  bench: `
Examples:
  $ daidai bench --seconds 5               nodes/s and depth per position, and the signature
  $ daidai bench --signature-only          only the deterministic bench signature`,
  validate: `
Examples:
  $ daidai validate game.pgn               file:line:column: severity: message; exit 1 on errors
  $ daidai validate games/*.kif --encoding sjis`,
};

/** Adds the program's examples and those of every command that has no help text of its own. */
export function addHelpExamples(program: Command): void {
  program.addHelpText("after", PROGRAM);
  for (const command of program.commands) {
    const text = EXAMPLES[command.name()];
    if (text !== undefined && !hasAfterHelp(command)) command.addHelpText("after", text);
  }
}
