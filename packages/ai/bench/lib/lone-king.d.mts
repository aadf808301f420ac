/** Codes of the kinds a lone-king ending's attacking pieces are drawn from. */
export const ENDING_KINDS: readonly string[];

/** A lone-king ending (see lone-king.mjs): the position with the attacker to move. */
export interface LoneKingEnding {
  readonly dsfen: string;
  readonly attacker: "black" | "white";
  /** Kind codes of the attacker's pieces besides its king. */
  readonly pieces: readonly string[];
}

/**
 * Ending `index` of the seeded series `seed`; `minDistance`: the defender's king at least this
 * many king steps from the attacker's king and pieces (default 0).
 */
export function loneKingEnding(seed: number, index: number, options?: { readonly minDistance?: number }): LoneKingEnding;
