/**
 * Repetition in the search (docs/engine.md, *Repetition*): positions whose history makes one
 * move a repetition. The search sees the game before the root, counts a recreated position as
 * a draw at once (what core rules at the fourth occurrence comes too late for a search to
 * see), leaves a perpetual check to core's rule, and a side that leads does not take the draw.
 */
import { Position, parseMoveString, splitMoveString, squareName } from "@daidai/core";
import { encodeMove, engineState } from "@daidai/core/engine";
import { describe, expect, it } from "vitest";
import { Engine } from "../src/index.js";
import { RepetitionWatch } from "../src/search/repetition.js";
import { build, legalStrings, playString, position } from "./helpers.js";

/** The encoded move of a move string in `pos` (throws if it does not parse). */
function code(pos: Position, text: string): number {
  const r = parseMoveString(pos, text);
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  return encodeMove(r.value);
}

/** The move string of a one-step move played back (from its destination to its origin). */
function back(text: string): string {
  const split = splitMoveString(text);
  if (split === undefined || split.squares.length !== 2) throw new Error(`not a one-step move: ${text}`);
  const [from, to] = split.squares as [number, number];
  return squareName(to) + squareName(from);
}

/** Plays `moves`, then tells what the watch says of `last` played after them (the state is left after `last`). */
function verdictOf(start: string, moves: readonly string[], last: string): boolean {
  const pos = position(start);
  for (const m of moves) playString(pos, m);
  const state = engineState(pos);
  const watch = new RepetitionWatch();
  const before = { ply: state.ply, lo: state.hashLo, hi: state.hashHi };
  watch.begin(state);
  // Reading the history leaves the state as it was.
  expect({ ply: state.ply, lo: state.hashLo, hi: state.hashHi }).toEqual(before);
  state.makeMove(code(pos, last));
  return watch.moveMade(state, 0, false, state.inCheck());
}

// Black's rook checks the White king on 1a/1b from 3a/3b; White is a queen and a rook up.
const CHECKS = build([
  ["1b", "K", "white"],
  ["17q", "Q", "white"],
  ["16q", "R", "white"],
  ["17p", "P", "white"],
  ["16p", "P", "white"],
  ["15p", "P", "white"],
  ["15q", "P", "white"],
  ["3c", "R", "black"],
  ["9q", "K", "black"],
]);

// Two kings and a Black rook, White to move: White is a rook down.
const KINGS_AND_ROOK = build(
  [
    ["5a", "K", "white"],
    ["5q", "K", "black"],
    ["9p", "R", "black"],
  ],
  "white",
);

describe("RepetitionWatch", () => {
  it("calls a position of the game's history a draw at its third occurrence, and a new one never", () => {
    const cycle = ["5a5b", "5q5p", "5b5a", "5p5q"];
    // 5a5b recreates the position after the first move: its second occurrence, then its third.
    expect(verdictOf(KINGS_AND_ROOK, cycle, "5a5b")).toBe(false);
    expect(verdictOf(KINGS_AND_ROOK, [...cycle, ...cycle], "5a5b")).toBe(true);
    expect(verdictOf(KINGS_AND_ROOK, [...cycle, ...cycle], "5a4a")).toBe(false);
    expect(verdictOf(KINGS_AND_ROOK, [], "5a5b")).toBe(false);
  });

  it("calls a position a draw at its second occurrence when the first came after the root", () => {
    const pos = position(KINGS_AND_ROOK);
    const state = engineState(pos);
    const watch = new RepetitionWatch();
    watch.begin(state);
    const verdicts: boolean[] = [];
    ["5a5b", "5q5p", "5b5a", "5p5q", "5a5b"].forEach((m, ply) => {
      state.makeMove(code(pos, m));
      playString(pos, m);
      verdicts.push(watch.moveMade(state, ply, false, state.inCheck()));
    });
    // Back at the root position (it occurred once, at the root): no draw; then the position
    // after the first move, first seen in the line: a draw.
    expect(verdicts).toEqual([false, false, false, false, true]);
  });

  it("leaves a cycle in which one side checked on every move to core's perpetual-check rule", () => {
    // 3c3b+ 1b1a 3b3a+ 1a1b, twice: 3a3b+ recreates the position after 3c3b for the third
    // time, every Black move of the cycle gave check and no White move did. Under the JCSA
    // rule Black must deviate at the fourth occurrence: no draw.
    const checks = ["1b1a", "3b3a", "1a1b", "3a3b"];
    expect(verdictOf(CHECKS, ["3c3b", ...checks, ...checks.slice(0, 3)], "3a3b")).toBe(false);
    // A cycle without checks is a draw.
    const quiet = ["5a4a", "9p9o", "4a5a", "9o9p"];
    expect(verdictOf(KINGS_AND_ROOK, [...quiet, ...quiet], "5a4a")).toBe(true);
  });

  it("starts a cycle only after the last capture", () => {
    const dsfen = build(
      [
        ["5a", "K", "white"],
        ["5q", "K", "black"],
        ["9p", "R", "black"],
        ["9d", "P", "white"],
      ],
      "black",
    );
    // 9p9d captures; then the rook and the king shuttle. 9d9e recreates the position after
    // the third move (after the capture) for the second time, then the third.
    const shuttle = ["5a5b", "9d9e", "5b5a", "9e9d"];
    const moves = ["9p9d", ...shuttle, "5a5b"];
    expect(verdictOf(dsfen, moves, "9d9e")).toBe(false);
    expect(verdictOf(dsfen, [...moves, "9d9e", "5b5a", "9e9d", "5a5b"], "9d9e")).toBe(true);
  });
});

describe("the search with the game's history", () => {
  it("takes the repetition when it is behind, scoring it a draw", () => {
    const pos = position(KINGS_AND_ROOK);
    for (let cycle = 0; cycle < 2; cycle++) for (const m of ["5a5b", "5q5p", "5b5a", "5p5q"]) playString(pos, m);
    const r = new Engine({ hashMb: 1 }).search(pos, { depth: 4 });
    expect(r.bestMove).toBe("5a5b");
    expect(r.score).toEqual({ kind: "cp", value: 0 });
    // The same position without the history: no draw in sight, a rook down.
    const fresh = new Engine({ hashMb: 1 }).search(position(pos.toDsfen()), { depth: 4 });
    expect(fresh.score.kind === "cp" && fresh.score.value < -500).toBe(true);
  });

  it("avoids the repetition when it leads, and keeps its advantage", () => {
    // Black (to move) is a rook and a bishop up.
    const start = build([
      ["5a", "K", "white"],
      ["5q", "K", "black"],
      ["9p", "R", "black"],
      ["3o", "B", "black"],
    ]);
    const fresh = new Engine({ hashMb: 1 }).search(position(start), { depth: 4 });
    const best = fresh.bestMove ?? "";
    // A history in which `best` recreates an earlier position: from the position after it,
    // a White king move, Black's move back, the king back.
    const p1 = position(start);
    playString(p1, best);
    const after = position(p1.toDsfen());
    const kingMove = legalStrings(after).find((m) => {
      const p = position(after.toDsfen());
      playString(p, m);
      if (!legalStrings(p).includes(back(best))) return false;
      playString(p, back(best));
      return legalStrings(p).includes(back(m));
    });
    expect(kingMove).toBeDefined();
    // Twice round: `best` would make the third occurrence.
    for (const m of [kingMove ?? "", back(best), back(kingMove ?? ""), best, kingMove ?? "", back(best), back(kingMove ?? "")]) playString(after, m);
    expect(after.toDsfen().split(" ")[0]).toBe(start.split(" ")[0]);
    const r = new Engine({ hashMb: 1 }).search(after, { depth: 4 });
    expect(r.bestMove).not.toBe(best);
    expect(r.score.kind === "cp" && r.score.value > 500).toBe(true);
  });
});
