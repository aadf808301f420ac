/** `daidai validate <files…>`: reads game records and prints their diagnostics. */
import type { Command } from "commander";
import { mainLine } from "@daidai/notation";
import { InputError } from "../errors.js";
import { formatDiagnostic, parseEncodingOption, parseFormatOption, readRecordFile } from "../records-io.js";

interface ValidateFlags {
  from?: string;
  encoding?: string;
}

/** Registers `validate`. */
export function registerValidateCommand(program: Command): void {
  program
    .command("validate")
    .description("check game records (JSON, PGN, KIF, DSFEN); prints file:line:column: severity: message, exit 1 on any error")
    .argument("<files...>", "record files (- for standard input)")
    .option("--from <format>", "input format for every file: json, pgn, kif or dsfen (default: extension, then detection)")
    .option("--encoding <encoding>", "utf8, sjis or auto (default: auto; Shift_JIS is detected for KIF files)")
    .action((files: string[], flags: ValidateFlags) => {
      const from = parseFormatOption(flags.from, "--from");
      const encoding = parseEncodingOption(flags.encoding);
      let errors = 0;
      const lines: string[] = [];
      for (const file of files) {
        try {
          const r = readRecordFile(file, { from, encoding });
          for (const d of r.diagnostics) lines.push(formatDiagnostic(r.name, d));
          const count = r.diagnostics.filter((d) => d.severity === "error").length;
          errors += count;
          if (count === 0) lines.push(`${r.name}: ok (${r.format ?? "?"}, ${String(mainLine(r.record).length)} moves in the main line)`);
        } catch (e) {
          if (!(e instanceof InputError)) throw e;
          lines.push(`${file}: error: ${e.message}`);
          errors++;
        }
      }
      if (lines.length > 0) process.stdout.write(`${lines.join("\n")}\n`);
      if (errors > 0) throw new InputError(`${String(errors)} error(s) found`);
    });
}
