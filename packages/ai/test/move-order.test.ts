import { createRng } from "@daidai/core";
import { CELL_OF_SQUARE, codeFrom, codeTo, isPassCode, makeCode, type GameState } from "@daidai/core/engine";
import { describe, expect, it } from "vitest";
import { Evaluator, ExchangeEvaluator } from "../src/index.js";
import {
  BAD_CAPTURE_LIMIT,
  CAPTURE_SCORE,
  HISTORY_SIZE,
  KILLER_SCORE,
  MoveOrder,
  historyIndex,
  mayCapture,
} from "../src/search/move-order.js";
import { benchPlayoutStates } from "./helpers.js";

const evaluator = new Evaluator();
const exchange = new ExchangeEvaluator(evaluator.value);

/** The pseudo-legal moves of the side to move, from core's full generator. */
function pseudo(state: GameState): number[] {
  const buf = new Int32Array(1 << 16);
  return Array.from(buf.subarray(0, state.generatePseudo(buf, 0)));
}

function gainful(state: GameState, m: number): boolean {
  return mayCapture(state.board, m) && evaluator.captureGain(state.board, m) > 0;
}

describe("the staged move picker", () => {
  it("returns every pseudo-legal move but the hash move exactly once, in stage order with the right scores", () => {
    const rng = createRng(3);
    let checked = 0;
    let refutationsPlayed = 0;
    let badCaptures = 0;
    for (const state of benchPlayoutStates(7, 40, 8)) {
      const all = pseudo(state);
      const quiets = all.filter((m) => !gainful(state, m));
      const captures = all.filter((m) => gainful(state, m));
      // A history with values, so that quiet moves are really ordered.
      const history = new Int32Array(HISTORY_SIZE);
      for (let i = 0; i < history.length; i++) history[i] = rng() < 0.3 ? Math.floor(rng() * 5000) : 0;
      const order = new MoveOrder(state, evaluator, exchange, history);
      const hash = all[0] ?? 0;
      // Killer 1: a quiet move of this position; killer 2: a move from an empty square
      // (never pseudo-legal); counter-move: a capture (has its own stage), else killer 1 again.
      const k1 = quiets[Math.floor(quiets.length / 2)] ?? 0;
      const empty = CELL_OF_SQUARE.find((cell) => state.board[cell] === 0) ?? 0;
      const k2 = makeCode(empty, empty + 1, 0);
      const counter = captures[0] ?? k1;
      order.begin(0, 0, hash, k1, k2, counter);

      const got: number[] = [];
      const scores: number[] = [];
      for (let m = order.next(0); m !== 0; m = order.next(0)) {
        got.push(m);
        scores.push(order.pickedScore);
      }
      expect([...got].sort((a, b) => a - b)).toEqual(all.filter((m) => m !== hash).sort((a, b) => a - b));
      for (let i = 1; i < scores.length; i++) expect(scores[i]).toBeLessThanOrEqual(scores[i - 1] ?? 0);
      got.forEach((m, i) => {
        const s = scores[i] ?? 0;
        if (s >= CAPTURE_SCORE) {
          expect(gainful(state, m)).toBe(true);
          expect(exchange.see(state, m)).toBeGreaterThanOrEqual(0);
        } else if (s < BAD_CAPTURE_LIMIT) {
          expect(gainful(state, m)).toBe(true);
          expect(exchange.see(state, m)).toBeLessThan(0);
          badCaptures++;
        } else if (s > KILLER_SCORE - 3) {
          expect([k1, k2, counter][KILLER_SCORE - s]).toBe(m);
          expect(gainful(state, m)).toBe(false);
          refutationsPlayed++;
        } else {
          expect(gainful(state, m)).toBe(false);
          expect(s).toBe(isPassCode(m) ? -1 : history[historyIndex(state.board[codeFrom(m)] ?? 0, codeTo(m))]);
        }
      });
      if (k1 !== 0 && k1 !== hash) expect(got[scores.indexOf(KILLER_SCORE)]).toBe(k1);
      checked++;
    }
    // The positions exercised every stage.
    expect(checked).toBeGreaterThan(10);
    expect(refutationsPlayed).toBeGreaterThan(10);
    expect(badCaptures).toBeGreaterThan(0);
  });
});
