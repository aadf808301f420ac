/** Results of move-text parsing. */
import type { Move } from "@daidai/core";

/** A parsed move, or why the text is not a legal move (`offset`: where in the text, if known). */
export type MoveTextResult =
  | { ok: true; move: Move }
  | { ok: false; error: string; offset?: number };
