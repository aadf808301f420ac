/** `daidai show`: a position, or a record's position at a ply, as a board in the terminal. */
import type { Command } from "commander";
import { loadPosition, parsePly } from "../position-input.js";
import { viewOf } from "../render/board-view.js";
import { boardText } from "../render/board-text.js";
import { addRuleOptions, positionOf, ruleOptionsOf, type RuleFlags } from "../rule-options.js";
import { colorOption, shouldColor, type ColorMode } from "../terminal.js";
import { UsageError } from "../errors.js";

interface ShowFlags extends RuleFlags {
  ply?: string;
  kanji?: boolean;
  flip?: boolean;
  color: ColorMode;
}

const EXAMPLES = `
Examples:
  $ daidai show                                  the initial position
  $ daidai show --kanji                          with the pieces' kanji
  $ daidai show game.kif --ply 20                a record after its 20th move
  $ daidai show -p "17/17/17/17/17/17/17/17/8,Ln,8/17/17/17/17/17/17/17/17 b"
  $ cat position.dsfen | daidai show -           a DSFEN or record from standard input

White's pieces are marked v (as in DSFEN); in kanji style a promoted piece shows the kind
it moves as, followed by +. Colour is used only on a terminal and never when NO_COLOR is set.`;

/** Registers `show`. */
export function registerShowCommand(program: Command): void {
  addRuleOptions(
    program
      .command("show")
      .description("print a position (or a record's position at a ply) as a board")
      .argument("[source]", "a DSFEN, or a file with a DSFEN or game record ('-' for standard input)")
      .option("-p, --position <dsfen>", "the position to show (instead of [source])")
      .option("--ply <n>", "for a record: the position after this many moves of the main line (default: the end)")
      .option("-k, --kanji", "label pieces with their kanji instead of their codes")
      .option("--flip", "draw the board from White's side")
      .addOption(colorOption()),
  )
    .addHelpText("after", EXAMPLES)
    .action((source: string | undefined, flags: ShowFlags) => {
      if (source !== undefined && flags.position !== undefined) throw new UsageError("give either [source] or --position, not both");
      const ply = flags.ply === undefined ? undefined : parsePly(flags.ply);
      if (flags.position !== undefined && ply !== undefined && ply > 0) throw new UsageError("--ply needs a game record, not a DSFEN");
      const position = flags.position === undefined ? loadPosition(source, ply, ruleOptionsOf(flags)) : positionOf(flags);
      const text = boardText(viewOf(position), {
        style: flags.kanji === true ? "kanji" : "abbrev",
        color: shouldColor(process.stdout, flags.color),
        bottom: flags.flip === true ? "white" : "black",
      });
      process.stdout.write(`${text}\n`);
    });
}
