import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { daidai } from "./run-cli.js";

const dir = mkdtempSync(join(tmpdir(), "daidai-tune-"));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("daidai tune", () => {
  it("fits weights to the games of a results file and writes them with a record of the run", async () => {
    const results = join(dir, "games.json");
    const played = await daidai(["match", "greedy", "random", "-n", "2", "-j", "1", "--max-plies", "60", "--results", results]);
    expect(played.code).toBe(0);
    const out = join(dir, "weights.json");
    const r = await daidai(["tune", results, "--skip", "4", "--every", "2", "--iterations", "50", "-o", out]);
    expect(r.code).toBe(0);
    const positions = Number(/positions: (\d+)/.exec(r.stdout)?.[1]);
    expect(positions).toBeGreaterThan(20);
    const m = /loss \(mean squared error\): ([\d.]+) before, ([\d.]+) after 50 steps/.exec(r.stdout);
    expect(m).not.toBeNull();
    const before = Number(m?.[1]);
    const after = Number(m?.[2]);
    expect(after).toBeLessThanOrEqual(before);
    expect(r.stdout).toMatch(/^player: engine:pendingPromotion=[\d.]+,mobility=/m);
    const file = JSON.parse(readFileSync(out, "utf8")) as { format: string; weights: Record<string, number>; run: { positions: number; games: number } };
    expect(file.format).toBe("daidai-weights");
    expect(file.run).toMatchObject({ positions, games: 4 });
    expect(Object.keys(file.weights)).toContain("kingAttack");
  }, 120_000);

  it("rejects a file that is not a results file, and a bad option", async () => {
    const bad = join(dir, "bad.json");
    writeFileSync(bad, '{"hello": 1}\n');
    const r = await daidai(["tune", bad]);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/bad\.json/);
    const opt = await daidai(["tune", bad, "--every", "0"]);
    expect(opt.code).toBe(2);
    expect(opt.stderr).toMatch(/--every must be an integer >= 1/);
  });
});
