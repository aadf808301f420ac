/** `daidai render`: a static SVG diagram of a position or of a record's position at a ply. */
import type { Command } from "commander";
import { writeOutput } from "../io.js";
import { loadPosition, parsePly } from "../position-input.js";
import { viewOf } from "../render/board-view.js";
import { boardSvg } from "../render/svg.js";
import { addRuleOptions, ruleOptionsOf, type RuleFlags } from "../rule-options.js";

interface RenderFlags extends RuleFlags {
  output?: string;
  ply?: string;
  abbrev?: boolean;
  flip?: boolean;
  title?: string;
}

const EXAMPLES = `
Examples:
  $ daidai render game.kif --ply 30 -o board.svg
  $ daidai render "17/17/17/17/17/17/17/17/8,Ln,8/17/17/17/17/17/17/17/17 b" -o lion.svg
  $ daidai render game.pgn --flip --abbrev > board.svg

The diagram has the look of the viewer: wedge-shaped pieces with their kanji, White's
turned 180°, promoted pieces in red, the last move highlighted.`;

/** Registers `render`. */
export function registerRenderCommand(program: Command): void {
  addRuleOptions(
    program
      .command("render")
      .description("draw a position as an SVG diagram")
      .argument("<source>", "a DSFEN, or a file with a DSFEN or game record ('-' for standard input)")
      .option("-o, --output <file>", "write the SVG here ('-' or absent: standard output)")
      .option("--ply <n>", "for a record: the position after this many moves of the main line (default: the end)")
      .option("--abbrev", "label pieces with their codes instead of kanji")
      .option("--flip", "draw the board from White's side")
      .option("--title <text>", "the SVG's title (default: side to move and move number)"),
  )
    .addHelpText("after", EXAMPLES)
    .action((source: string, flags: RenderFlags) => {
      const ply = flags.ply === undefined ? undefined : parsePly(flags.ply);
      const position = loadPosition(source, ply, ruleOptionsOf(flags));
      const svg = boardSvg(viewOf(position), {
        style: flags.abbrev === true ? "abbrev" : "kanji",
        bottom: flags.flip === true ? "white" : "black",
        ...(flags.title === undefined ? {} : { title: flags.title }),
      });
      writeOutput(flags.output, svg);
    });
}
