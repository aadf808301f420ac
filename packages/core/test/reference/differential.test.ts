/**
 * Differential test: packages/core against the independent reference of
 * ./reference-rules.ts on many seeded random positions.
 *
 * For every position: the SET of legal move strings (formats.md §2), the check status
 * (rules.md §9), DSFEN round trip, and the position after a few moves (captures preferred,
 * so promotion by capture, §7, is exercised) must agree.
 *
 * Position sources (fixed seed):
 *  a. random placements of 2–40 pieces (promoted pieces included), with and without kings,
 *     some crowded around a lion-family piece / hook mover / goblin / jumper, some with
 *     pieces on the lines of a lion dog / great elephant / furious fiend, some with
 *     forward-only pieces near their last rank (§8), some with one to three pieces
 *     between a king and enemy line attackers, hook movers and goblins (pins);
 *  b. random playouts from the initial position played with core and with the reference.
 * The main test only uses positions in which the side NOT to move is not in check; a
 * second test covers such unreachable positions separately (decision D1 in
 * reference-rules.ts).
 *
 * On a mismatch the test prints, per mismatch class, the number of positions and one
 * example minimised by removing pieces: its DSFEN, the moves only core gives and the
 * moves only the reference gives (or the differing check status / position), and fails.
 * The generators and the comparison live in ./differential-lib.ts (shared with
 * options.test.ts, which runs the same comparison under the rule options of §12).
 */
import { describe, expect, it } from "vitest";
import { createRng } from "../../src/index.js";
import { type RPosition, toDsfen } from "./reference-rules.js";
import {
  corePlayout,
  crowdedPosition,
  int,
  isValid,
  kingLinesPosition,
  lastRankPosition,
  lineCrowdPosition,
  pick,
  randomPlacement,
  referencePlayout,
  runBatch,
} from "./differential-lib.js";

// DIFF_SEED / DIFF_SCALE let a longer search run by hand, e.g.
//   DIFF_SEED=7 DIFF_SCALE=5 npx vitest run test/reference/differential.test.ts
const SEED = Number(process.env.DIFF_SEED ?? 20240611);
const SCALE = Number(process.env.DIFF_SCALE ?? 1);

describe("differential: core vs reference", () => {
  it("agrees on legal moves, check and move application for ~2000 random positions", () => {
    const rng = createRng(SEED);
    const positions: { src: string; dsfen: string }[] = [];
    const gen = (src: string, n: number, f: () => RPosition): void => {
      for (let made = 0; made < n; ) {
        const p = f();
        if (!isValid(p)) continue;
        positions.push({ src, dsfen: toDsfen(p) });
        made++;
      }
    };
    gen("placement", 600 * SCALE, () => randomPlacement(rng));
    gen("crowded", 600 * SCALE, () => crowdedPosition(rng));
    gen("lines", 400 * SCALE, () => lineCrowdPosition(rng));
    gen("last-rank", 250 * SCALE, () => lastRankPosition(rng));
    gen("king-lines", 400 * SCALE, () => kingLinesPosition(rng));
    for (let i = 0; i < 16 * SCALE; i++) {
      for (const d of corePlayout(rng, int(rng, 20, 200), 10)) positions.push({ src: "core-playout", dsfen: d });
    }
    for (let i = 0; i < 6 * SCALE; i++) {
      for (const d of referencePlayout(rng, int(rng, 20, 200), 10)) positions.push({ src: "ref-playout", dsfen: d });
    }
    expect(runBatch("differential", positions, rng, isValid)).toEqual([]);
  }, 120_000 * SCALE);

  // Positions that cannot arise in a game (the side NOT to move is in check). The spec is
  // silent (decision D1 of reference-rules.ts; core's docs/rules-decisions.md #3); core
  // and the reference both apply the plain §9 rule, so a king capture that leaves the
  // mover's own king attacked is not generated. Kept separate so that a change of that
  // decision shows up here only.
  it("agrees on 200 unreachable positions (side not to move in check)", () => {
    const rng = createRng(SEED + 1);
    const positions: { src: string; dsfen: string }[] = [];
    while (positions.length < 200 * SCALE) {
      const f = pick(rng, [randomPlacement, crowdedPosition, lineCrowdPosition]);
      const p = f(rng);
      if (isValid(p)) continue;
      positions.push({ src: "unreachable", dsfen: toDsfen(p) });
    }
    expect(runBatch("unreachable", positions, rng, (p) => !isValid(p))).toEqual([]);
  }, 60_000 * SCALE);
});
