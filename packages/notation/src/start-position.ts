/**
 * The starting position a reader finds in a record: a DSFEN or a QBoard FEN (told apart by
 * the board, see `looksLikeQboardFen`). Kept apart from core-adapter.ts so that the QBoard
 * reader comes only with the record readers, not with the tree functions.
 */
import { Position, type RuleOptions } from "@daidai/core";
import { positionFromDsfen } from "./core-adapter.js";
import { looksLikeQboardFen, parseQboardFen } from "./qboard/fen.js";

/** What the reader of a start position had to assume (a QBoard FEN's letters), and where. */
export interface StartNote {
  readonly message: string;
  readonly offset: number;
}

/**
 * A position from a DSFEN or a QBoard FEN with rule options and what had to be assumed to
 * read it, or the reason it cannot be read (`offset`: where in the text, when known).
 */
export function positionFromStart(
  text: string,
  rules: Partial<RuleOptions> = {},
): { ok: true; value: Position; warnings?: readonly StartNote[] } | { ok: false; error: string; offset?: number } {
  if (!looksLikeQboardFen(text)) return positionFromDsfen(text, rules);
  const read = parseQboardFen(text);
  if (!read.ok) return { ok: false, error: `bad QBoard FEN: ${read.error.message}`, offset: read.error.offset };
  const made = Position.fromSetup(read.setup, rules);
  const warnings = read.warnings.map((w) => ({ message: `QBoard FEN: ${w.message}`, offset: w.offset }));
  return made.ok ? { ok: true, value: made.value, warnings } : { ok: false, error: made.error.message };
}
