// The mate suite's prover (bench/lib/mate-prover.mjs) on hand-made positions, checked against
// brute force over every legal move (helpers' matesInOne and mateInTwo below, which do not
// restrict the attacker to checks) and against what each position was built to show.
import { Position, moveToString } from "@daidai/core";
import { describe, expect, it } from "vitest";
import { checkMateProof, proveMate } from "../bench/lib/mate-prover.mjs";
import { build, matesInOne, playString } from "./helpers.js";

/** True if the side to move mates in at most two moves, any move allowed (brute force). */
function mateInTwo(pos: Position): boolean {
  for (const m of pos.legalMoves()) {
    pos.playOrThrow(m);
    let mates = true;
    for (const r of pos.legalMoves()) {
      pos.playOrThrow(r);
      mates = matesInOne(pos).length > 0;
      pos.undo();
      if (!mates) break;
    }
    pos.undo();
    if (mates) return true; // includes a reply-less position: mate in 1
  }
  return false;
}

/** The replies of the side to move after `move`, as move strings. */
function repliesAfter(dsfen: string, move: string): string[] {
  const pos = Position.fromDsfenOrThrow(dsfen);
  playString(pos, move);
  return pos.legalMoves().map(moveToString);
}

// White's king on 1a; the rook on 17b holds rank b; 16d16a mates along rank a.
const RANK_MATE = build([
  ["1a", "K", "white"],
  ["17b", "R", "black"],
  ["16d", "R", "black"],
  ["9q", "K", "black"],
]);

// The same rooks against a king on 17b: 2d2b drives it to rank a, then 1c1a mates; no mate in 1.
const LADDER = build([
  ["17b", "K", "white"],
  ["1c", "R", "black"],
  ["2d", "R", "black"],
  ["9q", "K", "black"],
]);

// Promotion by capture: the poisonous snake on 2c takes the pawn on 1c and becomes a hook
// mover, whose file attacks the king on 1b (an unpromoted snake on 1c would not: it jumps
// to 1a, not 1b). The rook on 2q holds file 2 (2a, 2b, 2c once the snake has left); the
// lance on 1q defends 1c; the king's flight to 1a stays on the hook mover's file.
const PROMOTION_MATE = build([
  ["1b", "K", "white"],
  ["1c", "P", "white"],
  ["2c", "Po", "black"],
  ["2q", "R", "black"],
  ["1q", "L", "black"],
  ["9q", "K", "black"],
]);

// A hook mover's mate round a corner: White's king on 17a is walled in by its pawns on 16a
// and 16b; the pawns on 17e and 13g block the hook mover's straight lines, so only a hook
// move onto rank d (up file 13, then along rank d) attacks the king, via the corner 17d.
const HOOK_MATE = build([
  ["17a", "K", "white"],
  ["16a", "P", "white"],
  ["16b", "P", "white"],
  ["17e", "P", "black"],
  ["13g", "P", "black"],
  ["13h", "HM", "black"],
  ["9q", "K", "black"],
]);

// The lion on 1c is pinned to its king by the rook on 1q. 3c2b checks (2b defended by the
// rook on 17b); the lion cannot take on 2b and stay there, but it can take and come back
// (igui) or take and step on to 1b, still on the file: the only two defences.
const IGUI_DEFENCE = build([
  ["1a", "K", "white"],
  ["1c", "Ln", "white"],
  ["1q", "R", "black"],
  ["17b", "R", "black"],
  ["3c", "G", "black"],
  ["9q", "K", "black"],
]);

// RANK_MATE with a White hook mover on 5e, its file blocked by its own pawn on 5d: after
// 16d16a every defence is a hook move onto rank a (an interposition or the rook's capture).
const HOOK_DEFENCE = build([
  ["1a", "K", "white"],
  ["17b", "R", "black"],
  ["16d", "R", "black"],
  ["5e", "HM", "white"],
  ["5d", "P", "white"],
  ["17q", "K", "black"],
  ["16q", "P", "black"],
  ["17p", "P", "black"],
  ["16p", "P", "black"],
]);

describe("mate prover", () => {
  it("finds a mate in 1 that exists, the one brute force finds", () => {
    expect(matesInOne(Position.fromDsfenOrThrow(RANK_MATE))).toEqual(["16d16a"]);
    expect(proveMate(RANK_MATE, 3)).toMatchObject({ status: "mate", moves: 1, move: "16d16a" });
    expect(checkMateProof(RANK_MATE, "16d16a", 1)).toBe("proved");
  });

  it("proves mates that need promotion by capture and a hook move", () => {
    expect(matesInOne(Position.fromDsfenOrThrow(PROMOTION_MATE))).toEqual(["2c1c"]);
    expect(proveMate(PROMOTION_MATE, 1)).toMatchObject({ status: "mate", moves: 1, move: "2c1c" });
    const hookMates = matesInOne(Position.fromDsfenOrThrow(HOOK_MATE));
    expect(hookMates.length).toBeGreaterThan(0);
    for (const m of hookMates) expect(m).toMatch(/^13h\d+d$/);
    const r = proveMate(HOOK_MATE, 1);
    expect(r.status).toBe("mate");
    expect(hookMates).toContain(r.move);
  });

  it("finds no mate in 1 where every check has an escape, and the shortest mate after it", () => {
    const pos = Position.fromDsfenOrThrow(LADDER);
    expect(matesInOne(pos)).toEqual([]);
    expect(proveMate(LADDER, 1)).toMatchObject({ status: "none", moves: null });
    expect(mateInTwo(pos)).toBe(true);
    const r = proveMate(LADDER, 3);
    expect(r).toMatchObject({ status: "mate", moves: 2 });
    // The first move checks, and every defence allows a mate in 1 (brute force).
    playString(pos, r.move ?? "");
    expect(pos.isCheck()).toBe(true);
    for (const reply of pos.legalMoves()) {
      pos.playOrThrow(reply);
      expect(matesInOne(pos).length).toBeGreaterThan(0);
      pos.undo();
    }
  });

  it("counts every legal defence: a pinned lion's igui and a hook mover's corner move refute the check", () => {
    expect(repliesAfter(IGUI_DEFENCE, "3c2b").sort()).toEqual(["1c2b1b", "1c2b1c"]);
    expect(matesInOne(Position.fromDsfenOrThrow(IGUI_DEFENCE))).toEqual([]);
    expect(checkMateProof(IGUI_DEFENCE, "3c2b", 1)).toBe("refuted");
    expect(proveMate(IGUI_DEFENCE, 1).status).toBe("none");

    const hookReplies = repliesAfter(HOOK_DEFENCE, "16d16a");
    expect(hookReplies.length).toBeGreaterThan(0);
    for (const m of hookReplies) expect(m).toMatch(/^5e\d+a$/);
    expect(matesInOne(Position.fromDsfenOrThrow(HOOK_DEFENCE))).toEqual([]);
    expect(checkMateProof(HOOK_DEFENCE, "16d16a", 1)).toBe("refuted");
    expect(proveMate(HOOK_DEFENCE, 1).status).toBe("none");
  });

  it("agrees with brute force on a mate in 2 and on a refuted first move", () => {
    // The igui position has a mate in 2 (the rook takes the pinned lion); brute force agrees.
    expect(mateInTwo(Position.fromDsfenOrThrow(IGUI_DEFENCE))).toBe(true);
    const r = proveMate(IGUI_DEFENCE, 2);
    expect(r).toMatchObject({ status: "mate", moves: 2 });
    expect(checkMateProof(IGUI_DEFENCE, r.move ?? "", 2)).toBe("proved");
    // A move that is no check, or not legal, proves nothing.
    expect(checkMateProof(LADDER, "9q9p", 2)).toBe("refuted");
    expect(checkMateProof(LADDER, "1a1b", 2)).toBe("refuted");
  });

  it("gives up, saying so, when its budget runs out", () => {
    expect(proveMate(LADDER, 3, { budget: 10 })).toMatchObject({ status: "unknown", moves: null });
    expect(checkMateProof(LADDER, "2d2b", 2, { budget: 10 })).toBe("unknown");
  });
});
