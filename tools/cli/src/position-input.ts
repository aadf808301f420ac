/**
 * The position a display command works on: the initial position, a DSFEN (or a QBoard
 * FEN) given on the command line, or a game record file (`-` for standard input; any format that
 * `@daidai/notation` reads, a plain DSFEN included) at a ply of its main line.
 */
import { existsSync } from "node:fs";
import { Position, type RuleOptions } from "@daidai/core";
import { looksLikeQboardFen, mainLine, parseQboardFen, positionAt } from "@daidai/notation";
import { InputError, UsageError } from "./errors.js";
import { integerOption, RANGES } from "./option-values.js";
import { formatDiagnostic, readRecordFile, type ReadRecord } from "./records-io.js";

/** True if the text has the shape of a DSFEN (17 rank fields, then the side to move). */
export function looksLikeDsfen(text: string): boolean {
  return /^\S+\s+[bw](\s+\d+)?\s*$/.test(text.trim()) && text.split("/").length === 17;
}

/** Parses `--ply`: a non-negative integer. */
export function parsePly(text: string): number {
  return integerOption("--ply", text, RANGES.ply);
}

/**
 * The position of `source` (a DSFEN, a record file name or `-`; undefined: the initial
 * position) after `ply` moves of a record's main line (all of them when undefined).
 * Rule options apply to DSFEN arguments; a record brings its own.
 */
export function loadPosition(source: string | undefined, ply: number | undefined, options: RuleOptions): Position {
  if (source === undefined) {
    if (ply !== undefined && ply > 0) throw new UsageError("--ply needs a game record");
    return Position.initial(options);
  }
  if (source !== "-" && !existsSync(source) && looksLikeQboardFen(source)) {
    if (ply !== undefined && ply > 0) throw new UsageError("--ply needs a game record, not a QBoard FEN");
    const read = parseQboardFen(source);
    if (!read.ok) throw new UsageError(`bad QBoard FEN at column ${String(read.error.offset + 1)}: ${read.error.message}`);
    for (const w of read.warnings) process.stderr.write(`warning: QBoard FEN at column ${String(w.offset + 1)}: ${w.message}\n`);
    const created = Position.fromSetup(read.setup, options);
    if (!created.ok) throw new UsageError(`bad QBoard FEN: ${created.error.message}`);
    return created.value;
  }
  // A DSFEN has spaces and slashes; a name that is no file but looks like that is a bad DSFEN.
  if (looksLikeDsfen(source) || (source !== "-" && /\s/.test(source) && source.includes("/") && !existsSync(source))) {
    if (ply !== undefined && ply > 0) throw new UsageError("--ply needs a game record, not a DSFEN");
    const created = Position.fromDsfen(source.trim(), options);
    if (!created.ok) throw new UsageError(`bad DSFEN: ${created.error.message}`);
    return created.value;
  }
  return recordPosition(source, ply);
}

/**
 * Reads a record that must have no errors: otherwise its errors go to standard error as
 * `file:line:column:` lines and an InputError (exit code 1) is thrown.
 */
export function readSoundRecord(path: string, options: Parameters<typeof readRecordFile>[1] = { encoding: "auto" }): ReadRecord {
  const read = readRecordFile(path, options);
  const errors = read.diagnostics.filter((d) => d.severity === "error");
  if (errors.length > 0) {
    process.stderr.write(`${errors.map((d) => formatDiagnostic(read.name, d)).join("\n")}\n`);
    throw new InputError(`${read.name}: ${String(errors.length)} error(s) in the record`);
  }
  return read;
}

/** The position after `ply` main-line moves of the record in a file (all moves by default). */
function recordPosition(path: string, ply: number | undefined): Position {
  const read = readSoundRecord(path);
  const length = mainLine(read.record).length;
  if (ply !== undefined && ply > length) {
    throw new UsageError(`--ply ${String(ply)}: ${read.name} has only ${String(length)} move(s) in its main line`);
  }
  try {
    return positionAt(read.record, String(ply ?? length));
  } catch (e) {
    throw new InputError(`${read.name}: ${e instanceof Error ? e.message : String(e)}`);
  }
}
