/**
 * JIT warm-up. A fresh JavaScript engine (a new process, worker thread or Web Worker) runs
 * the search's code unoptimized at first, and re-optimizes it whenever a position takes a
 * path it had not met (another piece kind, a lion capture, a hook move): measured on a
 * held-out middle-game position, the first 1 s search of a new process reached about a
 * fifth of the nodes of its third (docs/engine.md, *Warm-up*). Searching a few varied
 * positions once, before the first real search, moves that cost out of the clock.
 */
import { Position } from "@daidai/core";
import { BENCH_POSITIONS } from "./bench.js";
import { Engine } from "./search.js";

/** Default length of a warm-up in milliseconds. */
export const DEFAULT_WARM_UP_MS = 1000;

let warmed = false;

/** True once {@link warmUp} has run in this thread (with a positive time). */
export function isWarm(): boolean {
  return warmed;
}

/**
 * Searches the bench positions (the initial position and three middle games with lions,
 * hook movers and promoted pieces) for `milliseconds` in all, each on a throwaway engine
 * with a 1 MB table, so that nothing of it reaches the engines that search afterwards
 * (their node-limited results stay the same). Does nothing the second time in a thread,
 * or for 0 ms.
 */
export function warmUp(milliseconds: number = DEFAULT_WARM_UP_MS): void {
  if (warmed || !(milliseconds > 0)) return;
  const share = milliseconds / BENCH_POSITIONS.length;
  for (const p of BENCH_POSITIONS) {
    new Engine({ hashMb: 1 }).search(Position.fromDsfenOrThrow(p.dsfen), { movetime: share });
  }
  warmed = true;
}
