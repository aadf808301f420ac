/**
 * Game clocks with byoyomi, without timers: a main time for each side, then a fixed time
 * for each move once it is used up (byoyomi). Time is read from the `now` given to each
 * call (ms), so the clock is tested without waiting and survives a reload: saving keeps
 * what is left, and a restored clock starts the side to move's time afresh.
 */
import type { Color } from "@daidai/core";

/** A time control: main time per side, then byoyomi per move (ms; byoyomi 0 = none). */
export interface TimeControl {
  readonly mainMs: number;
  readonly byoyomiMs: number;
}

/** What is left for a side at some moment. */
export interface ClockReading {
  /** Main time left (ms). */
  readonly mainMs: number;
  /** Byoyomi left for the current move (ms); the full byoyomi while main time lasts. */
  readonly byoyomiMs: number;
  /** True once the main time is used up. */
  readonly inByoyomi: boolean;
  /** True when the side has run out of time. */
  readonly flagged: boolean;
}

/** The clocks of a game: which side's runs, and the main time each has left. */
export class GameClock {
  readonly control: TimeControl;
  /** Main time left at the start of the current move, black then white. */
  readonly #main: [number, number];
  #running: Color | null = null;
  #since = 0;

  constructor(control: TimeControl, mainLeft?: readonly [number, number]) {
    this.control = control;
    this.#main = mainLeft === undefined ? [control.mainMs, control.mainMs] : [Math.max(0, mainLeft[0]), Math.max(0, mainLeft[1])];
  }

  /** The side whose clock runs, or null. */
  get running(): Color | null {
    return this.#running;
  }

  /** Starts `color`'s clock at `now` (stopping the other's without charging it). */
  start(color: Color, now: number): void {
    this.#running = color;
    this.#since = now;
  }

  /**
   * Stops the running clock at `now`, charging the time spent: returns it (ms), 0 when no
   * clock ran. A move made within byoyomi leaves main time at 0 and byoyomi whole again.
   */
  stop(now: number): number {
    const color = this.#running;
    if (color === null) return 0;
    const spent = Math.max(0, now - this.#since);
    const i = color === "black" ? 0 : 1;
    this.#main[i] = Math.max(0, this.#main[i] - spent);
    this.#running = null;
    return spent;
  }

  /** Stops the running clock and starts the other side's: returns the time spent. */
  press(now: number): number {
    const color = this.#running;
    const spent = this.stop(now);
    if (color !== null) this.start(color === "black" ? "white" : "black", now);
    return spent;
  }

  /** What `color` has left at `now`. */
  read(color: Color, now: number): ClockReading {
    const i = color === "black" ? 0 : 1;
    const main = this.#main[i];
    const elapsed = this.#running === color ? Math.max(0, now - this.#since) : 0;
    const mainLeft = Math.max(0, main - elapsed);
    const byoyomiUsed = Math.max(0, elapsed - main);
    const byoyomiMs = Math.max(0, this.control.byoyomiMs - byoyomiUsed);
    return { mainMs: mainLeft, byoyomiMs, inByoyomi: mainLeft === 0, flagged: mainLeft === 0 && byoyomiUsed >= this.control.byoyomiMs && elapsed > 0 };
  }

  /** The side that has run out of time at `now`, or null. */
  flagged(now: number): Color | null {
    const c = this.#running;
    return c !== null && this.read(c, now).flagged ? c : null;
  }

  /** Milliseconds from `now` until the running side runs out of time (Infinity when none runs). */
  timeToFlag(now: number): number {
    const c = this.#running;
    if (c === null) return Infinity;
    const r = this.read(c, now);
    return r.mainMs + r.byoyomiMs;
  }

  /** Main time left for each side at `now` (the running side's charged so far), for saving. */
  mainLeft(now: number): [number, number] {
    return [this.read("black", now).mainMs, this.read("white", now).mainMs];
  }
}
