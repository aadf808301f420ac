// The mate suite (bench/data/mate-suite.json): well formed, from real games, every stored
// first move a legal check, and a sample re-proved by the prover (bench/lib/mate-prover.mjs).
// The whole suite is re-proved by `node bench/make-mate-suite.mjs` (docs/conversion.md).
import { readFileSync } from "node:fs";
import { Position, moveToString } from "@daidai/core";
import { describe, expect, it } from "vitest";
import { checkMateProof, proveMate } from "../bench/lib/mate-prover.mjs";

interface SuiteEntry {
  readonly id: string;
  readonly dsfen: string;
  readonly turn: string;
  readonly moves: number;
  readonly first: string;
  readonly proofNodes: number;
  readonly source: { readonly game: string; readonly ply: number; readonly black: string; readonly white: string; readonly end: string };
}

const suite = JSON.parse(readFileSync(new URL("../bench/data/mate-suite.json", import.meta.url), "utf8")) as {
  format: string;
  positions: SuiteEntry[];
};

/** The entries re-proved here: of each length, the three whose stored proofs were cheapest. */
function sample(): SuiteEntry[] {
  const out: SuiteEntry[] = [];
  for (const n of [1, 2, 3]) {
    out.push(...suite.positions.filter((e) => e.moves === n).sort((a, b) => a.proofNodes - b.proofNodes).slice(0, 3));
  }
  return out;
}

describe("mate suite", () => {
  it("holds at least 50 distinct positions from games, mates in 1 to 3 of each length", () => {
    expect(suite.format).toBe("daidai-mate-suite");
    expect(suite.positions.length).toBeGreaterThanOrEqual(50);
    const keys = new Set<string>();
    const ids = new Set<string>();
    for (const e of suite.positions) {
      const pos = Position.fromDsfenOrThrow(e.dsfen);
      keys.add(pos.key());
      ids.add(e.id);
      expect(pos.turn).toBe(e.turn);
      expect([1, 2, 3]).toContain(e.moves);
      expect(e.source.game).toMatch(/game|\.json/);
      expect(Number.isInteger(e.source.ply) && e.source.ply >= 0).toBe(true);
    }
    expect(keys.size).toBe(suite.positions.length);
    expect(ids.size).toBe(suite.positions.length);
    for (const n of [1, 2, 3]) expect(suite.positions.filter((e) => e.moves === n).length).toBeGreaterThanOrEqual(10);
  });

  it("stores a first move that is legal and gives check, in every position", () => {
    for (const e of suite.positions) {
      const pos = Position.fromDsfenOrThrow(e.dsfen);
      const move = pos.legalMoves().find((m) => moveToString(m) === e.first);
      expect(move, `${e.id}: ${e.first}`).toBeDefined();
      if (move !== undefined) pos.playOrThrow(move);
      expect(pos.isCheck(), e.id).toBe(true);
    }
  });

  it("re-proves a sample: the mate's length is the least by checks and the first move proves it", () => {
    for (const e of sample()) {
      expect(proveMate(e.dsfen, e.moves), e.id).toMatchObject({ status: "mate", moves: e.moves });
      expect(checkMateProof(e.dsfen, e.first, e.moves), e.id).toBe("proved");
      if (e.moves > 1) expect(checkMateProof(e.dsfen, e.first, e.moves - 1), e.id).toBe("refuted");
    }
  });
});
