import type { Position } from "@daidai/core";

/** Result of {@link proveMate}. */
export type MateProof =
  | { readonly status: "mate"; readonly moves: number; readonly move: string; readonly nodes: number }
  | { readonly status: "none" | "unknown"; readonly moves: null; readonly move: null; readonly nodes: number };

/** The shortest mate by checks of the side to move in 1 to `maxMoves` moves (see mate-prover.mjs). */
export function proveMate(position: Position | string, maxMoves: number, options?: { readonly budget?: number }): MateProof;

/** Whether `move` starts a mate in `moves` (checks only for the attacker, every defence). */
export function checkMateProof(position: Position | string, move: string, moves: number, options?: { readonly budget?: number }): "proved" | "refuted" | "unknown";
