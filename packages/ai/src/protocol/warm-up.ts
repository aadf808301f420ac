/**
 * JIT warm-up. A fresh JavaScript engine (a new process, worker thread or Web Worker) runs
 * the search's code unoptimized at first, and re-optimizes it whenever a position takes a
 * path it had not met (another piece kind, a lion capture, a hook move): measured on a
 * held-out middle-game position, the first 1 s search of a new process reached about a
 * fifth of the nodes of its third (docs/engine.md, *Warm-up*). Searching a few varied
 * positions once, before the first real search, moves that cost out of the clock.
 */
import { Position, createRng } from "@daidai/core";
import { Engine } from "../search/engine.js";

/** Default length of a warm-up in milliseconds. */
export const DEFAULT_WARM_UP_MS = 1000;

/**
 * Plies of seeded random play from the initial position to each warm-up position: the
 * opening, then boards with promoted pieces, lions and hook movers loose among fewer pieces.
 * Made by play, not stored: the viewer's engine worker carries this module, and its size
 * has a budget.
 */
const WARM_UP_PLIES = [0, 60, 120, 180] as const;

let warmed = false;

/** True once {@link warmUp} has run in this thread (with a positive time). */
export function isWarm(): boolean {
  return warmed;
}

/**
 * Searches four positions (the initial one and three reached by seeded random play) for
 * `milliseconds` in all, each on a throwaway engine with a 1 MB table, so that nothing of it
 * reaches the engines that search afterwards (their node-limited results stay the same).
 * Does nothing the second time in a thread, or for 0 ms.
 */
export function warmUp(milliseconds: number = DEFAULT_WARM_UP_MS): void {
  if (warmed || !(milliseconds > 0)) return;
  const share = milliseconds / WARM_UP_PLIES.length;
  // One seeded random game, searched at each of the plies (a search copies the position).
  const rng = createRng(1);
  const pos = Position.initial();
  let played = 0;
  for (const plies of WARM_UP_PLIES) {
    for (; played < plies && pos.outcome() === null; played++) {
      const moves = pos.legalMoves();
      const move = moves[Math.floor(rng() * moves.length)];
      if (move === undefined) break;
      pos.playOrThrow(move);
    }
    new Engine({ hashMb: 1 }).search(pos, { movetime: share });
  }
  warmed = true;
}
