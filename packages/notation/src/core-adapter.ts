/**
 * The few places where this package creates positions and plays moves with
 * `@daidai/core`, kept together so that a change of core's API touches one file.
 */
import { Position, type Move, type RuleOptions } from "@daidai/core";
import { looksLikeQboardFen, parseQboardFen } from "./qboard/fen.js";

/** A position from a DSFEN with rule options, or the reason it cannot be read. */
export function positionFromDsfen(dsfen: string, rules: Partial<RuleOptions> = {}): { ok: true; value: Position } | { ok: false; error: string } {
  const created = Position.fromDsfen(dsfen, rules);
  return created.ok ? { ok: true, value: created.value } : { ok: false, error: created.error.message };
}

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

/** Plays a move already checked as legal by the move-text resolver (core checks it again). */
export function playChecked(pos: Position, move: Move): void {
  pos.playOrThrow(move);
}

/** Plays a move of a record; throws when it is not legal. */
export function playOrThrow(pos: Position, move: Move): void {
  pos.playOrThrow(move);
}

const initials = new Map<string, Position>();

/**
 * The initial position with rule options, shared between readers that only read it (a
 * replay copies its state): never play moves on it. Made once per set of options.
 */
export function sharedInitialPosition(rules: Partial<RuleOptions>): Position {
  const key = JSON.stringify(Object.entries(rules).sort(([a], [b]) => (a < b ? -1 : 1)));
  let pos = initials.get(key);
  if (pos === undefined) {
    pos = Position.initial(rules);
    if (initials.size < 64) initials.set(key, pos);
  }
  return pos;
}
