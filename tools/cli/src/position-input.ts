/**
 * The position a display command works on: the initial position, a DSFEN given on the
 * command line, or a file (`-` for standard input) holding a DSFEN or a game record, at a
 * ply of the record's main line.
 */
import { existsSync } from "node:fs";
import { DsfenError, Position, type RuleOptions } from "@daidai/core";
import { InputError, UsageError } from "./errors.js";
import { readInputText } from "./io.js";

/** True if the text has the shape of a DSFEN (17 rank fields, then the side to move). */
export function looksLikeDsfen(text: string): boolean {
  return /^\S+\s+[bw](\s+\d+)?\s*$/.test(text.trim()) && text.split("/").length === 17;
}

/** Parses `--ply`: a non-negative integer. */
export function parsePly(text: string): number {
  if (!/^\d+$/.test(text)) throw new UsageError(`--ply must be a non-negative integer, got '${text}'`);
  return Number(text);
}

function fromDsfen(dsfen: string, options: RuleOptions, what: string, error: (m: string) => Error): Position {
  try {
    return Position.fromDsfen(dsfen.trim(), options);
  } catch (e) {
    if (e instanceof DsfenError || e instanceof RangeError) throw error(`${what}: ${e.message}`);
    throw e;
  }
}

/**
 * The position of `source` (a DSFEN, a file name or `-`; undefined: the initial position)
 * after `ply` moves of a record's main line (all of them when undefined).
 */
export function loadPosition(source: string | undefined, ply: number | undefined, options: RuleOptions): Position {
  if (source === undefined) {
    if (ply !== undefined && ply > 0) throw new UsageError("--ply needs a game record");
    return Position.initial(options);
  }
  // A DSFEN has spaces and slashes; a name that is no file but looks like that is a bad DSFEN.
  if (looksLikeDsfen(source) || (source !== "-" && /\s/.test(source) && source.includes("/") && !existsSync(source))) {
    if (ply !== undefined && ply > 0) throw new UsageError("--ply needs a game record, not a DSFEN");
    return fromDsfen(source, options, "bad DSFEN", (m) => new UsageError(m));
  }
  const text = readInputText(source);
  const what = source === "-" ? "standard input" : source;
  if (looksLikeDsfen(text)) {
    if (ply !== undefined && ply > 0) throw new UsageError(`--ply needs a game record; ${what} holds a DSFEN`);
    return fromDsfen(text, options, what, (m) => new InputError(m));
  }
  throw new InputError(`${what}: not a DSFEN position (game records need @daidai/notation's record reader)`);
}
