import { afterEach, describe, expect, it, vi } from "vitest";
import { InlineRunner, UsiSession, safetyMargin, timeBudget } from "../src/index.js";

describe("time budget", () => {
  it("keeps a margin below movetime and spends the rest", () => {
    const b = timeBudget(0, { movetime: 3000 });
    expect(b.hard).toBe(3000 - 150);
    expect(b.target).toBe(b.hard);
    expect(b.max).toBe(b.hard);
    expect(safetyMargin(100)).toBe(50);
    expect(safetyMargin(100000)).toBe(1000);
  });

  it("spends a byoyomi period in full (less the margin), and never more than the clock holds", () => {
    const byo = timeBudget(1, { clock: { btime: 0, wtime: 0, byoyomi: 2000 } });
    expect(byo).toEqual({ target: 1900, max: 1900, hard: 1900 });
    for (const [t, inc] of [
      [60000, 1000],
      [500, 0],
      [50, 10],
      [1, 0],
    ] as const) {
      const b = timeBudget(0, { clock: { btime: t, wtime: 1, binc: inc } });
      expect(b.hard).toBeLessThanOrEqual(Math.max(1, t + inc - safetyMargin(t + inc)));
      expect(b.target).toBeLessThanOrEqual(b.max);
      expect(b.max).toBeLessThanOrEqual(b.hard);
      expect(b.hard).toBeGreaterThan(0);
    }
    // 60 s + 1 s: about 1/30 of the clock plus most of the increment as target, an
    // iteration cut off at 1.25 times that, the hard limit at four times.
    const b = timeBudget(0, { clock: { btime: 60000, wtime: 60000, binc: 1000, winc: 1000 } });
    expect(b.target).toBeCloseTo(2000 + 900, 5);
    expect(b.max).toBeCloseTo(1.25 * 2900, 5);
    expect(b.hard).toBeCloseTo(4 * 2900, 5);
  });
});

/**
 * The engine's own clock, made virtual: every read of `performance.now()` advances it by
 * `stepMs`, and every `everyReads`-th read also by `stallMs` (the process waiting for a CPU
 * on a loaded machine). `Date.now()` follows it. The test then asserts what the engine
 * decides by its clock, the same on an idle or a loaded machine; how the real clock is used
 * is measured by the benchmarks, never timed here.
 */
function virtualClock(stepMs: number, stall?: { everyReads: number; stallMs: number }): { now: () => number } {
  let t = 0;
  let reads = 0;
  const epoch = Date.now();
  vi.spyOn(performance, "now").mockImplementation(() => {
    reads++;
    t += stepMs + (stall !== undefined && reads % stall.everyReads === 0 ? stall.stallMs : 0);
    return t;
  });
  vi.spyOn(Date, "now").mockImplementation(() => epoch + Math.floor(t));
  return { now: () => t };
}

describe("time limits on the engine's clock (scripted protocol session, a virtual clock that stalls as on a loaded machine)", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** Sends a `go` and returns the virtual time (ms) until `bestmove` was written. */
  function timedGo(go: string, moves = "", stall?: { everyReads: number; stallMs: number }): number {
    const out: string[] = [];
    const s = new UsiSession((l) => out.push(l), new InlineRunner(16, 64));
    s.handle("usinewgame");
    s.handle(`position startpos${moves === "" ? "" : ` moves ${moves}`}`);
    const clock = virtualClock(0.5, stall);
    const t0 = clock.now();
    s.handle(go);
    const elapsed = clock.now() - t0;
    vi.restoreAllMocks();
    expect(out.some((l) => l.startsWith("bestmove ") && l !== "bestmove resign")).toBe(true);
    return elapsed;
  }

  it("never exceeds movetime, byoyomi or the clock", () => {
    expect(timedGo("go movetime 600")).toBeLessThanOrEqual(600);
    expect(timedGo("go btime 0 wtime 0 byoyomi 500")).toBeLessThanOrEqual(500);
    expect(timedGo("go btime 400 wtime 400 binc 100 winc 100")).toBeLessThanOrEqual(500);
    // Later in a game (a history to replay), with a clock and an increment.
    expect(timedGo("go btime 2000 wtime 2000 binc 200 winc 200", "12k12j 12g12h 6k6j")).toBeLessThanOrEqual(2200);
  });

  it("keeps the longest stall seen in hand, so a stall near the deadline does not overrun it", () => {
    // A 300 ms stall every 60 reads (30 ms of work between stalls), longer than the safety
    // margin: once it has seen one, the search stops a stall early, and still searches.
    const stall = { everyReads: 60, stallMs: 300 };
    const spent = timedGo("go movetime 600", "", stall);
    expect(spent).toBeLessThanOrEqual(600);
    expect(spent).toBeGreaterThan(200);
    expect(timedGo("go btime 0 wtime 0 byoyomi 500", "", stall)).toBeLessThanOrEqual(500);
  });
});
