/**
 * The statistics against values worked by hand from the published formulas (the arithmetic
 * is written out in the comments; the decimals were checked with `bc -l`, not with this code).
 */
import { describe, expect, it } from "vitest";
import {
  eloInterval,
  eloOfScore,
  normalCdf,
  pentanomialIndex,
  pentanomialLlr,
  pentanomialMoments,
  scoreOfElo,
  sprtBounds,
  sprtState,
  trinomialMoments,
} from "../src/match/stats.js";
import { formatSummary, summarize } from "../src/match/summary.js";

describe("logistic Elo", () => {
  it("maps scores to Elo and back", () => {
    // elo(0.75) = -400 log10(1/0.75 - 1) = -400 log10(1/3) = 400 log10 3 = 190.849
    expect(eloOfScore(0.75)).toBeCloseTo(190.849, 3);
    // score(10) = 1 / (1 + 10^(-10/400)) = 1 / (1 + 0.944061) = 0.514387
    expect(scoreOfElo(10)).toBeCloseTo(0.514387, 6);
    expect(eloOfScore(0.5)).toBe(0);
    expect(eloOfScore(1)).toBe(Infinity);
    expect(eloOfScore(0)).toBe(-Infinity);
  });

  it("has a normal distribution function accurate to 1e-6", () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 6);
  });
});

describe("trinomial estimate (per game)", () => {
  it("W/D/L 7/6/3", () => {
    // N = 16, mu = (7 + 6/2) / 16 = 0.625
    // var = [7 (1 - 0.625)^2 + 6 (0.5 - 0.625)^2 + 3 (0 - 0.625)^2] / 16
    //     = [7 * 0.140625 + 6 * 0.015625 + 3 * 0.390625] / 16 = 2.25 / 16 = 0.140625
    // se = sqrt(0.140625 / 16) = 0.375 / 4 = 0.09375
    // elo(0.625) = -400 log10(0.6) = 88.7395
    // interval: elo(0.625 -+ 1.959964 * 0.09375) = elo(0.441253) .. elo(0.808747) = -41.0107 .. 250.4813
    // margin = (250.4813 + 41.0107) / 2 = 145.7460
    const m = trinomialMoments(7, 6, 3);
    expect(m.n).toBe(16);
    expect(m.mean).toBe(0.625);
    expect(m.variance).toBeCloseTo(0.140625, 12);
    const e = eloInterval(m);
    expect(e.elo).toBeCloseTo(88.7395, 3);
    expect(e.low).toBeCloseTo(-41.0107, 3);
    expect(e.high).toBeCloseTo(250.4813, 3);
    expect(e.margin).toBeCloseTo(145.746, 3);
  });
});

describe("pentanomial estimate (per pair)", () => {
  // Pairs scoring 0, 1/2, 1, 3/2, 2 points: [1, 4, 10, 3, 2], 20 pairs.
  // Per-game averages x = 0, 0.25, 0.5, 0.75, 1.
  // mu = (1*0 + 4*0.25 + 10*0.5 + 3*0.75 + 2*1) / 20 = (0 + 1 + 5 + 2.25 + 2) / 20 = 10.25 / 20 = 0.5125
  // E[x^2] = (4*0.0625 + 10*0.25 + 3*0.5625 + 2*1) / 20 = 6.4375 / 20 = 0.321875
  // var = 0.321875 - 0.5125^2 = 0.321875 - 0.26265625 = 0.05921875
  const penta = [1, 4, 10, 3, 2] as const;

  it("mean and variance", () => {
    const m = pentanomialMoments(penta);
    expect(m.n).toBe(20);
    expect(m.mean).toBeCloseTo(0.5125, 12);
    expect(m.variance).toBeCloseTo(0.05921875, 12);
  });

  it("Elo, interval and LOS", () => {
    // se = sqrt(0.05921875 / 20) = sqrt(0.0029609375) = 0.0544145
    // elo(0.5125) = -400 log10(1/0.5125 - 1) = 8.6877
    // interval: elo(0.5125 -+ 1.959964 * 0.0544145) = -66.2125 .. 84.4171
    // LOS = Phi((0.5125 - 0.5) / 0.0544145) = Phi(0.229718) = 0.590845
    const e = eloInterval(pentanomialMoments(penta));
    expect(e.elo).toBeCloseTo(8.6877, 3);
    expect(e.low).toBeCloseTo(-66.2125, 3);
    expect(e.high).toBeCloseTo(84.4171, 3);
    expect(e.los).toBeCloseTo(0.590845, 5);
  });

  it("LLR for [0, 10] and [-5, 5]", () => {
    // [0, 10]: s0 = 0.5, s1 = score(10) = 0.5143872
    // LLR = N (s1 - s0) (2 mu - s0 - s1) / (2 var)
    //     = 20 * 0.0143872 * (1.025 - 0.5 - 0.5143872) / (2 * 0.05921875)
    //     = 20 * 0.0143872 * 0.0106128 / 0.1184375 = 0.0257838
    expect(pentanomialLlr(penta, 0, 10)).toBeCloseTo(0.0257838, 6);
    // [-5, 5]: s0 + s1 = 1 exactly (score(-e) = 1 - score(e)), s1 - s0 = 0.5071951 - 0.4928049 = 0.0143902
    // LLR = 20 * 0.0143902 * (1.025 - 1) / 0.1184375 = 0.0607500
    expect(pentanomialLlr(penta, -5, 5)).toBeCloseTo(0.06075, 5);
  });

  it("a sample without spread gets a finite LLR (empty cells count as 0.001 pairs)", () => {
    // Only 2-0 pairs: without the regularisation the variance is 0 and the LLR infinite.
    const llr = pentanomialLlr([0, 0, 0, 0, 10], 0, 10);
    expect(Number.isFinite(llr)).toBe(true);
    expect(llr).toBeGreaterThan(2.95); // strong evidence for H1
    expect(pentanomialLlr([0, 0, 0, 0, 0], 0, 10)).toBe(0);
  });

  it("counts a pair by its points", () => {
    expect(pentanomialIndex(1, 1)).toBe(4);
    expect(pentanomialIndex(1, 0.5)).toBe(3);
    expect(pentanomialIndex(0, 1)).toBe(2);
    expect(pentanomialIndex(0.5, 0.5)).toBe(2);
    expect(pentanomialIndex(0, 0.5)).toBe(1);
    expect(pentanomialIndex(0, 0)).toBe(0);
  });
});

describe("SPRT", () => {
  it("bounds for alpha = beta = 0.05 are -+ln(19)", () => {
    // ln(0.05 / 0.95) = -ln 19 = -2.944439; ln(0.95 / 0.05) = ln 19 = 2.944439
    const b = sprtBounds(0.05, 0.05);
    expect(b.lower).toBeCloseTo(-2.944439, 6);
    expect(b.upper).toBeCloseTo(2.944439, 6);
    // alpha 0.1, beta 0.2: ln(0.2 / 0.9) = -1.504077; ln(0.8 / 0.1) = ln 8 = 2.079442
    const c = sprtBounds(0.1, 0.2);
    expect(c.lower).toBeCloseTo(-1.504077, 6);
    expect(c.upper).toBeCloseTo(2.079442, 6);
  });

  it("decides H1 for a clearly stronger player and H0 for a weaker one", () => {
    expect(sprtState([1, 4, 10, 3, 2], { elo0: 0, elo1: 10 }).decision).toBeNull();
    expect(sprtState([0, 2, 10, 20, 30], { elo0: 0, elo1: 10 }).decision).toBe("H1");
    expect(sprtState([30, 20, 10, 2, 0], { elo0: 0, elo1: 10 }).decision).toBe("H0");
  });

  it("does not decide before the least number of pairs", () => {
    // 9 pairs of 2-0: the LLR is far beyond the bound, but 9 < 10 pairs.
    const early = sprtState([0, 0, 0, 0, 9], { elo0: 0, elo1: 10 });
    expect(early.llr).toBeGreaterThan(early.upper);
    expect(early.decision).toBeNull();
    expect(sprtState([0, 0, 0, 0, 10], { elo0: 0, elo1: 10 }).decision).toBe("H1");
    expect(sprtState([0, 0, 0, 0, 3], { elo0: 0, elo1: 10, minPairs: 3 }).decision).toBe("H1");
  });
});

describe("report", () => {
  it("prints the figures of a summary", () => {
    // Pairs (first player's points in game 1 + game 2): 1+1, 1+0.5, 0.5+0.5, 0+1.
    const points = [1, 1, 1, 0.5, 0.5, 0.5, 0, 1];
    const games = points.map((p, index) => {
      const aIsBlack = index % 2 === 0;
      const blackScore = (aIsBlack ? p : 1 - p) as 1 | 0.5 | 0;
      return { index, aIsBlack, game: { blackScore, end: index < 2 ? ("checkmate" as const) : ("adjudicatedDraw" as const) } };
    });
    const s = summarize(games, { elo0: 0, elo1: 10 });
    // Wins are the 1s (4), draws the 0.5s (3), losses the 0s (1).
    expect([s.wins, s.draws, s.losses]).toEqual([4, 3, 1]);
    // Pair points 2, 1.5, 1, 1 -> counts [0, 0, 2, 1, 1].
    expect(s.pentanomial).toEqual([0, 0, 2, 1, 1]);
    const lines = formatSummary(["a", "b"], s);
    expect(lines[0]).toBe("a vs b: 8 games, 4 pairs (each opening with both colours)");
    expect(lines[1]).toBe("W/D/L: 4/3/1");
    expect(lines[2]).toBe("pentanomial [0, 1/2, 1, 3/2, 2]: [0, 0, 2, 1, 1]");
    // (4 + 3/2) / 8 = 68.75 %
    expect(lines[3]).toBe("score: 68.8 %");
    // Per pair: mu = (2*0.5 + 0.75 + 1) / 4 = 0.6875; 1/0.6875 - 1 = 0.454545;
    // elo = -400 log10(0.454545) = -400 * -0.342423 = 136.97
    expect(lines[4]).toMatch(/^elo: \+137\.0 \+\/- /);
    expect(lines.at(-1)).toBe("endings: mate 2, cap 6");
    const all = summarize([games[0], games[1]] as typeof games, null);
    expect(formatSummary(["a", "b"], all)[4]).toBe("elo: +inf (score 100 %: no finite estimate) per pair; +inf (score 100 %: no finite estimate) per game");
  });
});
