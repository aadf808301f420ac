/**
 * Wide trees (issue 30): thousands of alternatives to one move read back identically
 * through every writer and reader, and the PGN writer's lines stay within 80 columns.
 * Speed lives in bench/shapes.mjs; here only what is read back.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Position, createRng } from "@daidai/core";
import { addChild, createNode, createRecord, parseRecord, recordDifferences, writeRecord, type GameRecord, type RecordNode } from "../src/index.js";

/**
 * A record whose main line of `mainMoves` moves has, at move `at`, `siblings` alternatives
 * (random legal moves, repeats allowed), each followed by up to 2 moves; one in ten has an
 * alternative of its own second move.
 */
function wideRecord(seed: number, siblings: number, mainMoves = 6, at = 3): GameRecord {
  const random = createRng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const record = createRecord();
  const pos = Position.initial();
  let node: RecordNode = record.root;
  for (let i = 0; i < mainMoves; i++) {
    if (i === at) {
      for (let s = 0; s < siblings; s++) {
        let played = 0;
        let parent = node;
        for (let k = 0, n = 1 + Math.floor(random() * 3); k < n; k++) {
          const move = pick(pos.legalMoves());
          const child = createNode(move);
          addChild(parent, child);
          if (k === 1 && random() < 0.1) addChild(parent, createNode(pick(pos.legalMoves())));
          pos.playOrThrow(move);
          played++;
          parent = child;
        }
        for (let k = 0; k < played; k++) pos.undo();
      }
    }
    const move = pick(pos.legalMoves());
    const child = createNode(move);
    // The main move first: the alternatives were added before it, so put it in front.
    node.children = [child, ...node.children];
    pos.playOrThrow(move);
    node = child;
  }
  return record;
}

describe("wide trees", () => {
  it("thousands of alternatives to one move read back identically in PGN, KIF and JSON", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1_000, max: 2_000 }), (seed, siblings) => {
        const record = wideRecord(seed, siblings);
        for (const format of ["pgn", "kif", "json"] as const) {
          const text = writeRecord(record, format);
          const back = parseRecord(text, { format });
          expect(back.diagnostics).toEqual([]);
          expect(recordDifferences(record, back.record)).toEqual([]);
          if (format === "pgn") for (const line of text.split("\n")) if (!line.startsWith("[")) expect(line.length).toBeLessThanOrEqual(80);
        }
      }),
      { numRuns: 3 },
    );
  });
});
