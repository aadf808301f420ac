/** `daidai validate <files…>`: reads game records and collections and prints their diagnostics. */
import type { Command } from "commander";
import { COLLECTION_FORMATS, mainLine, type CollectionFormat } from "@daidai/notation";
import { InputError, UsageError } from "../errors.js";
import { errorsOf, readCollectionFile } from "../record-collections.js";
import { formatDiagnostic, parseEncodingOption } from "../records-io.js";

interface ValidateFlags {
  from?: string;
  encoding?: string;
}

function formatOption(value: string | undefined): CollectionFormat | undefined {
  if (value === undefined) return undefined;
  const f = COLLECTION_FORMATS.find((x) => x === value);
  if (f === undefined) throw new UsageError(`--from must be one of ${COLLECTION_FORMATS.join(", ")}; got '${value}'`);
  return f;
}

/** Registers `validate`. */
export function registerValidateCommand(program: Command): void {
  program
    .command("validate")
    .description("check game records and collections (JSON, JSON Lines, PGN, KIF, DSFEN); prints file:line:column: severity: message, exit 1 on any error")
    .argument("<files...>", "record or collection files (- for standard input)")
    .option("--from <format>", "input format for every file: json, jsonl, pgn, kif, dsfen or qboard-fen (default: detection, then extension)")
    .option("--encoding <encoding>", "utf8, sjis or auto (default: auto; Shift_JIS is detected for KIF files)")
    .action((files: string[], flags: ValidateFlags) => {
      const from = formatOption(flags.from);
      const encoding = parseEncodingOption(flags.encoding);
      let errors = 0;
      const lines: string[] = [];
      for (const path of files) {
        try {
          const file = readCollectionFile(path, { from, encoding });
          for (const e of file.entries) for (const d of e.diagnostics) lines.push(formatDiagnostic(file.name, d));
          const count = file.entries.reduce((n, e) => n + errorsOf(e), 0);
          errors += count;
          const [only] = file.entries;
          if (file.entries.length === 0) {
            lines.push(`${file.name}: error: no record found`);
            errors++;
          } else if (count === 0 && file.entries.length === 1 && only !== undefined) {
            lines.push(`${file.name}: ok (${only.format ?? "?"}, ${String(mainLine(only.record).length)} moves in the main line)`);
          } else if (count === 0) {
            lines.push(`${file.name}: ok (${file.format ?? "?"} collection, ${String(file.entries.length)} records)`);
          } else if (file.entries.length > 1) {
            const bad = file.entries.filter((e) => errorsOf(e) > 0).length;
            lines.push(`${file.name}: ${String(bad)} of ${String(file.entries.length)} records have errors`);
          }
        } catch (e) {
          if (!(e instanceof InputError)) throw e;
          lines.push(`${path}: error: ${e.message}`);
          errors++;
        }
      }
      if (lines.length > 0) process.stdout.write(`${lines.join("\n")}\n`);
      if (errors > 0) throw new InputError(`${String(errors)} error(s) found`);
    });
}
