import { Position, createRng, moveToString } from "@daidai/core";
import { engineState } from "@daidai/core/engine";
import { describe, expect, it } from "vitest";
import { Evaluator, TUNABLE_WEIGHTS, collectPositions, fitWeights, tuneLoss, weightVector, winProbability, type TuneGame, type TuneSet } from "../src/index.js";

/** Seeded random games (random legal moves), each given a result. */
function randomGames(count: number, plies: number, seed: number): TuneGame[] {
  const rng = createRng(seed);
  const games: TuneGame[] = [];
  for (let g = 0; g < count; g++) {
    const pos = Position.initial();
    const moves: string[] = [];
    for (let i = 0; i < plies && pos.outcome() === null; i++) {
      const legal = pos.legalMoves();
      const m = legal[Math.floor(rng() * legal.length)];
      if (m === undefined) break;
      moves.push(moveToString(m));
      pos.playOrThrow(m);
    }
    games.push({ start: Position.initial().toDsfen(), moves, blackScore: [0, 0.5, 1][g % 3] ?? 0 });
  }
  return games;
}

describe("Texel tuning", () => {
  it("finds features with which base + w·f equals the evaluation for any tunable weights", () => {
    const games = randomGames(3, 60, 5);
    const set = collectPositions(games, { skipPlies: 10, every: 7 });
    expect(set.count).toBeGreaterThan(5);
    expect(set.badGames).toBe(0);
    // Replay the same positions independently and evaluate them with random weights.
    const rng = createRng(9);
    // Whole numbers: the evaluator keeps whole centipawns, so fractions would round.
    const weights = Object.fromEntries(TUNABLE_WEIGHTS.map((n) => [n, Math.floor(rng() * 6)]));
    const ev = new Evaluator(weights);
    const w = weightVector(weights);
    const n = TUNABLE_WEIGHTS.length;
    let i = 0;
    for (const game of games) {
      const pos = Position.fromDsfenOrThrow(game.start);
      for (let ply = 0; ply < game.moves.length; ply++) {
        const m = pos.legalMoves().find((x) => moveToString(x) === game.moves[ply]);
        if (m === undefined) throw new Error("replay");
        const details = pos.playOrThrow(m);
        if (ply + 1 < 10 || (ply + 1) % 7 !== 0 || pos.outcome() !== null || details.captures.length > 0 || pos.isCheck()) continue;
        const state = engineState(pos);
        const direct = ev.evaluate(state) * (state.turnIndex === 0 ? 1 : -1);
        let linear = set.base[i] ?? NaN;
        for (let j = 0; j < n; j++) linear += (w[j] ?? 0) * (set.features[i * n + j] ?? 0);
        expect(linear).toBeCloseTo(direct, 6);
        expect(set.results[i]).toBe(game.blackScore);
        i++;
      }
    }
    expect(i).toBe(set.count);
  });

  it("recovers the weights that generated the labels of a synthetic set", () => {
    // Features drawn at random; results are the predicted probabilities of known weights.
    const n = TUNABLE_WEIGHTS.length;
    const count = 400;
    const rng = createRng(3);
    const truth = weightVector({ mobility: 3, kingAttack: 2, pawnAdvance: 6 });
    const base = new Float64Array(count);
    const features = new Float64Array(count * n);
    const results = new Float64Array(count);
    for (let i = 0; i < count; i++) {
      base[i] = (rng() - 0.5) * 400;
      let s = base[i] ?? 0;
      for (let j = 0; j < n; j++) {
        const f = (rng() - 0.5) * 40;
        features[i * n + j] = f;
        s += (truth[j] ?? 0) * f;
      }
      results[i] = winProbability(s, 1);
    }
    const set: TuneSet = { count, base, features, results, badGames: 0 };
    expect(tuneLoss(set, truth, 1)).toBe(0);
    const fit = fitWeights(set, 600);
    expect(fit.k).toBeCloseTo(1, 0);
    expect(fit.lossAfter).toBeLessThan(fit.lossBefore / 5);
    expect(fit.after.mobility).toBeCloseTo(3, 0);
    expect(fit.after.pawnAdvance).toBeCloseTo(6, 0);
  });
});
