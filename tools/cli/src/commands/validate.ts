/** `daidai validate <files…>`: reads game records and collections and prints their diagnostics. */
import type { Command } from "commander";
import { COLLECTION_FORMATS, mainLine, type CollectionFormat } from "@daidai/notation";
import { InputError, UsageError } from "../errors.js";
import { errorsOf, scanCollectionFile } from "../record-collections.js";
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
          // Records are not kept: a large collection is checked in the memory of one record.
          let count = 0;
          let entries = 0;
          let first: { format: string; moves: number } | undefined;
          let badRecords = 0;
          const file = scanCollectionFile(path, { from, encoding }, (e) => {
            for (const d of e.diagnostics) lines.push(formatDiagnostic(path === "-" ? "<stdin>" : path, d));
            const n = errorsOf(e);
            count += n;
            if (n > 0) badRecords++;
            if (entries === 0) first = { format: e.format ?? "?", moves: mainLine(e.record).length };
            entries++;
          });
          errors += count;
          if (entries === 0) {
            lines.push(`${file.name}: error: no record found`);
            errors++;
          } else if (count === 0 && entries === 1 && first !== undefined) {
            lines.push(`${file.name}: ok (${file.format === "qboard-fen" ? file.format : first.format}, ${String(first.moves)} moves in the main line)`);
          } else if (count === 0) {
            lines.push(`${file.name}: ok (${file.format ?? "?"} collection, ${String(entries)} records)`);
          } else if (entries > 1) {
            lines.push(`${file.name}: ${String(badRecords)} of ${String(entries)} records have errors`);
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
