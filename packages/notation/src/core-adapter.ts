/**
 * The few places where this package creates positions and plays moves with
 * `@daidai/core`, kept together so that a change of core's API touches one file.
 */
import { Position, encodeMove, type Move, type RuleOptions } from "@daidai/core";

/** A position from a DSFEN with rule options, or the reason it cannot be read. */
export function positionFromDsfen(dsfen: string, rules: Partial<RuleOptions> = {}): { ok: true; value: Position } | { ok: false; error: string } {
  try {
    return { ok: true, value: Position.fromDsfen(dsfen, rules) };
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}

/** Plays a move already checked as legal (by the move-text resolver), without a second check. */
export function playChecked(pos: Position, move: Move): void {
  pos.makeMove(encodeMove(move));
}

/** Plays a move of a record; throws RangeError when it is not legal. */
export function playOrThrow(pos: Position, move: Move): void {
  pos.play(move);
}
