import { describe, expect, it } from "vitest";
import { UsageError } from "../src/errors.js";
import { decimalOption, describeRange, integerOption, RANGES } from "../src/option-values.js";
import { daidai } from "./run-cli.js";

function message(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(UsageError);
    return (e as Error).message;
  }
  throw new Error("no error");
}

describe("numeric option values (one parser for every command)", () => {
  it("takes integers within the range, bounds included", () => {
    expect(integerOption("depth", "0", RANGES.perftDepth)).toBe(0);
    expect(integerOption("depth", "20", RANGES.perftDepth)).toBe(20);
    expect(integerOption("--seed", "4294967295", RANGES.seed)).toBe(4294967295);
    expect(integerOption("--nodes", "9007199254740991", RANGES.nodes)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it("refuses values out of range, unsafe or not integers, saying the range", () => {
    expect(message(() => integerOption("depth", "99999999999", RANGES.perftDepth))).toBe("depth must be an integer from 0 to 20, got '99999999999'");
    expect(message(() => integerOption("depth", "21", RANGES.perftDepth))).toBe("depth must be an integer from 0 to 20, got '21'");
    expect(message(() => integerOption("--nodes", "0", RANGES.nodes))).toBe("--nodes must be an integer >= 1, got '0'");
    expect(message(() => integerOption("--nodes", "9007199254740993", RANGES.nodes))).toBe("--nodes must be an integer >= 1, got '9007199254740993'");
    expect(message(() => integerOption("--ply", "-1", RANGES.ply))).toBe("--ply must be a non-negative integer, got '-1'");
    for (const text of ["", " 5", "5 ", "1.5", "1e3", "0x10", "+3", "five"]) {
      expect(message(() => integerOption("--movetime", text, RANGES.movetimeMs))).toBe(`--movetime must be an integer from 1 to 86400000, got '${text}'`);
    }
    expect(message(() => integerOption("--concurrency", "65", RANGES.threads))).toBe("--concurrency must be an integer from 1 to 64, got '65'");
  });

  it("takes decimals with open bounds", () => {
    expect(decimalOption("--seconds", "0.5", RANGES.benchSeconds)).toBe(0.5);
    expect(decimalOption("--seconds", "3600", RANGES.benchSeconds)).toBe(3600);
    expect(decimalOption("--alpha", "1e-3", RANGES.probability)).toBe(0.001);
    expect(decimalOption("--alpha", ".05", RANGES.probability)).toBe(0.05);
    expect(message(() => decimalOption("--seconds", "0", RANGES.benchSeconds))).toBe("--seconds must be a number greater than 0 and at most 3600, got '0'");
    expect(message(() => decimalOption("--alpha", "0.5", RANGES.probability))).toBe("--alpha must be a number greater than 0 and less than 0.5, got '0.5'");
    expect(message(() => decimalOption("--alpha", "-0.1", RANGES.probability))).toContain("got '-0.1'");
    expect(message(() => decimalOption("--seconds", "Infinity", RANGES.benchSeconds))).toContain("got 'Infinity'");
  });

  it("describes every named range in words", () => {
    for (const range of Object.values(RANGES)) expect(describeRange(range, true)).toMatch(/^an? (integer|number|non-negative integer)/);
  });
});

// Each case starts a real process; allow for a machine loaded by parallel builds.
describe("every command range-checks its numbers: exit 2 and the message", { timeout: 300_000 }, () => {
  const cases: [readonly string[], string][] = [
    [["perft", "99999999999"], "depth must be an integer from 0 to 20, got '99999999999'"],
    [["perft", "-1"], ""],
    [["analyse", "x.kif", "--nodes", "0"], "--nodes must be an integer >= 1, got '0'"],
    [["analyse", "x.kif", "--movetime", "99999999999"], "--movetime must be an integer from 1 to 86400000, got '99999999999'"],
    [["analyse", "x.kif", "--depth", "65"], "--depth must be an integer from 1 to 64, got '65'"],
    [["show", "x.kif", "--ply", "1.5"], "--ply must be a non-negative integer, got '1.5'"],
    [["render", "x.kif", "--ply", "-3"], ""],
    [["play", "--hint-nodes", "0"], "--hint-nodes must be an integer >= 1, got '0'"],
    [["play", "--seed", "4294967296"], "--seed must be an integer from 0 to 4294967295, got '4294967296'"],
    [["match", "greedy", "random", "-n", "0"], "--openings must be an integer from 1 to 1000000, got '0'"],
    [["match", "greedy", "random", "-j", "1000"], "--concurrency must be an integer from 1 to 64, got '1000'"],
    [["match", "greedy", "random", "--sprt", "0,10", "--alpha", "0.7"], "--alpha must be a number greater than 0 and less than 0.5, got '0.7'"],
    [["match", "engine:hash=4096", "random"], "'engine:hash=4096': hash must be an integer from 1 to 1024, got '4096'"],
    [["play", "--engine", "engine:depth=65"], "--engine: 'engine:depth=65': depth must be an integer from 1 to 64, got '65'"],
    [["engine", "--hash", "4096"], "--hash must be an integer from 1 to 1024, got '4096'"],
    [["bench", "--seconds", "0"], "--seconds must be a number greater than 0 and at most 3600, got '0'"],
    [["tune", "x.json", "--iterations", "0"], "--iterations must be an integer >= 1, got '0'"],
  ];

  it("refuses each bad value before doing any work", async () => {
    const results = await Promise.all(cases.map(async ([args]) => daidai(args)));
    cases.forEach(([args, expected], i) => {
      const r = results[i];
      expect({ args, code: r?.code }).toEqual({ args, code: 2 });
      expect(r?.stderr).not.toContain("Maximum call stack");
      expect(r?.stderr).not.toMatch(/^\s+at /m);
      if (expected !== "") expect(r?.stderr).toBe(`daidai: ${expected}\n`);
    });
  });
});
