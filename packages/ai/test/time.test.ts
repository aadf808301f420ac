import { Worker } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InlineRunner, UsiSession, safetyMargin, timeBudget } from "../src/index.js";

describe("time budget", () => {
  it("keeps a margin below movetime and spends the rest", () => {
    const b = timeBudget(0, { movetime: 3000 });
    expect(b.hard).toBe(3000 - 150);
    expect(b.soft).toBe(b.hard);
    expect(safetyMargin(100)).toBe(50);
    expect(safetyMargin(100000)).toBe(1000);
  });

  it("spends a byoyomi period in full (less the margin), and never more than the clock holds", () => {
    const byo = timeBudget(1, { clock: { btime: 0, wtime: 0, byoyomi: 2000 } });
    expect(byo).toEqual({ soft: 1900, hard: 1900 });
    for (const [t, inc] of [
      [60000, 1000],
      [500, 0],
      [50, 10],
      [1, 0],
    ] as const) {
      const b = timeBudget(0, { clock: { btime: t, wtime: 1, binc: inc } });
      expect(b.hard).toBeLessThanOrEqual(Math.max(1, t + inc - safetyMargin(t + inc)));
      expect(b.soft).toBeLessThanOrEqual(b.hard);
      expect(b.hard).toBeGreaterThan(0);
    }
    // 60 s + 1 s: about 1/30 of the clock plus most of the increment as target.
    const b = timeBudget(0, { clock: { btime: 60000, wtime: 60000, binc: 1000, winc: 1000 } });
    expect(b.soft).toBeCloseTo(0.6 * (2000 + 900), 5);
  });
});

describe("time limits under load (scripted protocol session, a busy thread competing for the CPU)", () => {
  const busy: Worker[] = [];
  beforeAll(() => {
    for (let i = 0; i < 2; i++) busy.push(new Worker("for (;;) {}", { eval: true }));
  });
  afterAll(async () => {
    await Promise.all(busy.map((w) => w.terminate()));
  });

  /** Sends a `go` and returns the wall time (ms) until `bestmove` was written. */
  function timedGo(go: string, moves = ""): number {
    const out: string[] = [];
    const s = new UsiSession((l) => out.push(l), new InlineRunner(16, 64));
    s.handle("usinewgame");
    s.handle(`position startpos${moves === "" ? "" : ` moves ${moves}`}`);
    const t0 = performance.now();
    s.handle(go);
    const elapsed = performance.now() - t0;
    expect(out.some((l) => l.startsWith("bestmove ") && l !== "bestmove resign")).toBe(true);
    return elapsed;
  }

  it("never exceeds movetime, byoyomi or the clock", () => {
    expect(timedGo("go movetime 600")).toBeLessThanOrEqual(600);
    expect(timedGo("go btime 0 wtime 0 byoyomi 500")).toBeLessThanOrEqual(500);
    expect(timedGo("go btime 400 wtime 400 binc 100 winc 100")).toBeLessThanOrEqual(500);
    // Later in a game (a history to replay), with a clock and an increment.
    expect(timedGo("go btime 2000 wtime 2000 binc 200 winc 200", "12k12j 12g12h 6k6j")).toBeLessThanOrEqual(2200);
  }, 20000);
});
