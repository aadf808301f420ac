/** Results of move-text parsing. */
import type { Move } from "@daidai/core";

/**
 * A parsed move, or why the text is not a legal move (`offset`: where in the text, if
 * known; `illegal`: the text names a move that core's rules forbid, rather than being
 * malformed, unknown or ambiguous).
 */
export type MoveTextResult =
  | { ok: true; move: Move }
  | { ok: false; error: string; offset?: number; illegal?: boolean };
