/**
 * `daidai convert`: converts a game record between JSON, PGN, KIF and DSFEN (and registers
 * `daidai validate`, its companion, so that main.ts needs a single line for both).
 */
import type { Command } from "commander";
import { convert, writeRecord } from "@daidai/notation";
import { InputError, UsageError } from "../errors.js";
import { isDirectoryPath, runBatch } from "../batch.js";
import { writeOutput } from "../io.js";
import { formatDiagnostic, formatOfPath, parseEncodingOption, parseFormatOption, readRecordFile } from "../records-io.js";
import { registerValidateCommand } from "./validate.js";

const EXAMPLES = `
Examples:
  $ daidai convert game.kif --to pgn -o game.pgn
  $ daidai convert game.pgn -o game.json              the format from the output's extension
  $ cat game.kif | daidai convert - --from kif --to json
  $ daidai convert games/*.kif --to pgn -o out/       many files into a directory (progress bar)`;

interface ConvertFlags {
  output?: string;
  to?: string;
  from?: string;
  encoding?: string;
  moveStyle?: string;
  long?: boolean;
}

function moveStyleOf(value: string | undefined): "western" | "japanese" | undefined {
  if (value === undefined || value === "western" || value === "japanese") return value;
  throw new UsageError(`--move-style must be western or japanese; got '${value}'`);
}

/** Registers `convert` and `validate`. */
export function registerConvertCommands(program: Command): void {
  program
    .command("convert")
    .description("convert a game record between json, pgn, kif and dsfen (warns on stderr when the target format loses data)")
    .argument("<inputs...>", "record files (- for standard input); several files need -o <directory>")
    .option("-o, --output <file>", "output file (- or absent: standard output), or a directory (several inputs, or a path ending in /)")
    .option("--to <format>", "output format: json, pgn, kif or dsfen (default: from the output file's extension)")
    .option("--from <format>", "input format (default: from the input file's extension, then detected)")
    .option("--encoding <encoding>", "input encoding: utf8, sjis or auto (default: auto)")
    .option("--move-style <style>", "moves in PGN/KIF output: western or japanese (default: western for PGN, japanese for KIF)")
    .option("--long", "always write the origin square in western moves")
    .addHelpText("after", EXAMPLES)
    .action((inputs: string[], flags: ConvertFlags) => {
      const batch = inputs.length > 1 || isDirectoryPath(flags.output);
      const to = parseFormatOption(flags.to, "--to") ?? (batch ? undefined : formatOfPath(flags.output));
      if (to === undefined) {
        throw new UsageError(
          batch
            ? "converting into a directory needs --to json|pgn|kif|dsfen"
            : "cannot tell the output format: use --to json|pgn|kif|dsfen or an output file ending in .json, .pgn, .kif or .dsfen",
        );
      }
      const from = parseFormatOption(flags.from, "--from");
      const encoding = parseEncodingOption(flags.encoding);
      const moveStyle = moveStyleOf(flags.moveStyle);
      const options = { moveStyle, disambiguation: flags.long === true ? ("long" as const) : ("short" as const) };
      /** Converts one file; diagnostics go to `log`. */
      const convertFile = (input: string, log: (text: string) => void): string => {
        const read = readRecordFile(input, { from, encoding });
        const report = (list: readonly { severity: "error" | "warning"; message: string; line: number; column: number }[]): void => {
          if (list.length > 0) log(list.map((d) => formatDiagnostic(read.name, d)).join("\n"));
        };
        const errors = read.diagnostics.filter((d) => d.severity === "error").length;
        if (errors > 0) {
          report(read.diagnostics);
          throw new InputError(`${read.name}: ${String(errors)} error(s); nothing written`);
        }
        // Re-run through convert() on the decoded record for its data-loss warnings.
        const source = writeRecord(read.record, "json");
        const result = convert(source, to, { ...options, from: "json" });
        report([...read.diagnostics, ...result.diagnostics]);
        if (result.text === undefined) throw new InputError(`${read.name}: cannot convert`);
        return result.text;
      };
      if (batch) {
        if (flags.output === undefined) throw new UsageError("several inputs need -o <directory>");
        runBatch(inputs, flags.output, to, "convert", convertFile);
        return;
      }
      const [input = "-"] = inputs;
      writeOutput(
        flags.output,
        convertFile(input, (text) => process.stderr.write(`${text}\n`)),
      );
    });

  registerValidateCommand(program);
}
