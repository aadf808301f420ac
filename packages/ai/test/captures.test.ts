import { MAX_MOVES, Position, resolveOptions, type RuleOptions } from "@daidai/core";
import { describe, expect, it } from "vitest";
import { CaptureGenerator, createRng } from "../src/index.js";

const buffer = new Int32Array(MAX_MOVES);

/** Core's pseudo-legal moves that capture something, sorted. */
function coreCaptures(pos: Position): number[] {
  const n = pos.generatePseudo(buffer, 0);
  const own = pos.turnIndex === 0 ? 0x100 : 0x200;
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const m = buffer[i] ?? 0;
    const q = pos.board[(m >>> 10) & 0x3ff] ?? 0;
    if (m >>> 20 !== 0 || (q !== 0 && (q & own) === 0)) out.push(m);
  }
  return out.sort((a, b) => a - b);
}

describe("CaptureGenerator", () => {
  for (const neighboringKing of ["K", "FfrlW"] as const) {
    it(`generates exactly core's pseudo-legal captures (neighbouring king ${neighboringKing})`, () => {
      const options: Partial<RuleOptions> = { neighboringKing };
      const gen = new CaptureGenerator(resolveOptions(options));
      const rng = createRng(neighboringKing === "K" ? 1 : 2);
      let positions = 0;
      let captures = 0;
      for (let game = 0; game < 12; game++) {
        const pos = Position.initial(options);
        for (let ply = 0; ply < 150 && pos.outcome() === null; ply++) {
          const expected = coreCaptures(pos);
          const n = gen.generate(pos, buffer, 0);
          const got = Array.from(buffer.subarray(0, n)).sort((a, b) => a - b);
          expect(got).toEqual(expected);
          positions++;
          captures += n;
          // Random moves, biased towards captures so that the board opens up.
          const moves = pos.legalMoves();
          const pick = expected.length > 0 && rng() < 0.5 ? moves.filter((m) => pos.describeMove(m).captures.length > 0) : moves;
          const list = pick.length > 0 ? pick : moves;
          const m = list[Math.floor(rng() * list.length)];
          if (m === undefined) break;
          pos.play(m);
        }
      }
      expect(positions).toBeGreaterThan(1000);
      expect(captures).toBeGreaterThan(1000);
    });
  }
});
