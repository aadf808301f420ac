/** `daidai perft` and `daidai moves`: the move generator from the command line. */
import type { Command } from "commander";
import { moveToString, perft, perftDivide } from "@daidai/core";
import { integerOption, RANGES } from "../option-values.js";
import { addRuleOptions, positionOf, type RuleFlags } from "../rule-options.js";

interface PerftFlags extends RuleFlags {
  divide?: boolean;
}

/** Registers `perft` and `moves`. */
export function registerPerftCommands(program: Command): void {
  addRuleOptions(
    program
      .command("perft")
      .description("count the leaf nodes of the legal-move tree (ends with 'nodes: N')")
      .argument("<depth>", "depth in plies (0 to 20)")
      .option("-p, --position <dsfen>", "start from this DSFEN instead of the initial position")
      .option("--divide", "print each first move (move string) with its count"),
  ).action((depthText: string, flags: PerftFlags) => {
    const depth = integerOption("depth", depthText, RANGES.perftDepth);
    const position = positionOf(flags);
    let nodes = 0;
    if (flags.divide === true && depth > 0) {
      const lines: string[] = [];
      for (const [move, count] of perftDivide(position, depth)) {
        lines.push(`${move} ${String(count)}`);
        nodes += count;
      }
      if (lines.length > 0) process.stdout.write(`${lines.join("\n")}\n`);
    } else {
      nodes = perft(position, depth);
    }
    process.stdout.write(`nodes: ${String(nodes)}\n`);
  });

  addRuleOptions(
    program
      .command("moves")
      .description("print the legal move strings of a position, one per line")
      .option("-p, --position <dsfen>", "the position (default: the initial position)"),
  ).action((flags: RuleFlags) => {
    const moves = positionOf(flags).legalMoves().map(moveToString);
    if (moves.length > 0) process.stdout.write(`${moves.join("\n")}\n`);
  });
}
