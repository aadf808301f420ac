import { INITIAL_DSFEN, Position, moveToString, parseMoveString, parseSquare } from "@daidai/core";
import { describe, expect, it } from "vitest";
import { Engine, MATE, createRng, toScore } from "../src/index.js";
import { build, legalStrings, matesInOne, playString, position } from "./helpers.js";

// Hand-built positions (files count from the right, ranks a…q from White's side; White's
// pieces are written with a v prefix in DSFEN). Each is checked with core alone below.

// Lion double capture: the lion on 4c takes the gold on 3c and then the gold on 2c. From 2c
// it attacks the king on 1a (its 5×5 area) and every square around it, and no White piece
// can reach 2c. Taking either gold alone lets the other gold recapture sideways; landing on
// 3a or 3b is covered by the gold on 4a, on 2a or 2b by the king itself.
const LION_MATE = (lion: string): string =>
  build([
    ["1a", "K", "white"],
    ["3c", "G", "white"],
    ["2c", "G", "white"],
    ["4a", "G", "white"],
    ["4c", lion, "black"],
    ["9q", "K", "black"],
  ]);

// Hook mover: White's king on 1a is walled in by its pawns on 2a and 2b; Black's pawns on 5g
// and 1e block the hook mover's straight lines. Only a hook move to rank d (up a file, then
// along rank d) attacks the king round the corner 1d, which no White piece can block.
const HOOK_MATE = build([
  ["1a", "K", "white"],
  ["2a", "P", "white"],
  ["2b", "P", "white"],
  ["1e", "P", "black"],
  ["5g", "P", "black"],
  ["5h", "HM", "black"],
  ["9q", "K", "black"],
]);

// Ladder mate in 2: the rook on 17c holds rank c; 16d16b (check) drives the king to rank a,
// then 17c17a mates; 16d2d also mates in 2.
const LADDER = build([
  ["1b", "K", "white"],
  ["17c", "R", "black"],
  ["16d", "R", "black"],
  ["9q", "K", "black"],
]);

describe("mates", () => {
  it("finds the lion's double capture mate (original lion and +Ea)", () => {
    for (const lion of ["Ln", "+Ea"]) {
      const pos = position(LION_MATE(lion));
      expect(pos.isSquareAttacked(pos.kingSquare("white"), "black")).toBe(false);
      expect(matesInOne(pos)).toEqual(["4c3c2c"]);
      const r = new Engine().search(pos, { depth: 2 });
      expect(r.bestMove).toBe("4c3c2c");
      expect(r.score).toEqual({ kind: "mate", value: 1 });
      playString(pos, "4c3c2c");
      expect(pos.outcome()).toEqual({ winner: "black", reason: "checkmate" });
    }
  });

  it("finds a hook mover's mate round a corner", () => {
    const pos = position(HOOK_MATE);
    const mates = matesInOne(pos);
    expect(mates.length).toBeGreaterThan(0);
    // Every mate is a hook move: origin and destination share neither file nor rank.
    for (const m of mates) expect(m.startsWith("5h") && m.endsWith("d")).toBe(true);
    const r = new Engine().search(pos, { depth: 2 });
    expect(r.bestMove).not.toBeNull();
    expect(mates).toContain(r.bestMove);
    expect(r.score).toEqual({ kind: "mate", value: 1 });
    playString(pos, r.bestMove ?? "");
    expect(pos.outcome()).toEqual({ winner: "black", reason: "checkmate" });
  });

  it("finds a mate in 2 and plays it out against every defence", () => {
    const pos = position(LADDER);
    expect(matesInOne(pos)).toEqual([]);
    const engine = new Engine();
    const r = engine.search(pos, { depth: 4 });
    expect(r.score).toEqual({ kind: "mate", value: 2 });
    expect(["16d16b", "16d2d"]).toContain(r.bestMove);
    playString(pos, r.bestMove ?? "");
    for (const reply of legalStrings(pos)) {
      playString(pos, reply);
      const r2 = engine.search(pos, { depth: 2 });
      expect(r2.score).toEqual({ kind: "mate", value: 1 });
      playString(pos, r2.bestMove ?? "");
      expect(pos.outcome()?.reason).toBe("checkmate");
      pos.undo();
      pos.undo();
    }
  });

  it("reports being mated with a negative mate score", () => {
    const pos = position(LADDER);
    playString(pos, "16d16b");
    const r = new Engine().search(pos, { depth: 3 });
    expect(r.score).toEqual({ kind: "mate", value: -1 });
  });

  it("converts internal scores", () => {
    expect(toScore(MATE - 1)).toEqual({ kind: "mate", value: 1 });
    expect(toScore(MATE - 3)).toEqual({ kind: "mate", value: 2 });
    expect(toScore(-(MATE - 2))).toEqual({ kind: "mate", value: -1 });
    expect(toScore(-35)).toEqual({ kind: "cp", value: -35 });
  });
});

describe("material", () => {
  it("takes a hanging queen", () => {
    const dsfen = build([
      ["5a", "K", "white"],
      ["9h", "Q", "white"],
      ["5b", "G", "white"],
      ["9p", "R", "black"],
      ["5q", "K", "black"],
      ["4p", "G", "black"],
    ]);
    const pos = position(dsfen);
    const r = new Engine().search(pos, { nodes: 20000 });
    expect(r.bestMove).toBe("9p9h");
    expect(r.score.kind === "cp" && r.score.value > 500).toBe(true);
  });

  it("does not take a defended pawn with its queen", () => {
    const dsfen = build([
      ["5a", "K", "white"],
      ["9h", "P", "white"],
      ["9g", "G", "white"],
      ["9p", "Q", "black"],
      ["5q", "K", "black"],
    ]);
    const r = new Engine().search(position(dsfen), { depth: 3 });
    expect(r.bestMove).not.toBe("9p9h");
  });
});

describe("repetition", () => {
  it("never plays a move forbidden by the repetition rule (perpetual check, JCSA)", () => {
    // White is a queen and a rook up (boxed in by its own pawns); Black's rook checks the
    // king on 1a/1b from 3a/3b for ever. At the 4th occurrence the checking move is illegal.
    const dsfen = build([
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
    const pos = position(dsfen);
    playString(pos, "3c3b");
    for (let cycle = 0; cycle < 3; cycle++) {
      for (const m of ["1b1a", "3b3a", "1a1b"]) playString(pos, m);
      if (cycle < 2) playString(pos, "3a3b");
    }
    // Black to move: 3a3b would make the 4th occurrence with Black checking on every move.
    const forbidden = parseMoveString(pos, "3a3b");
    expect(forbidden.ok).toBe(false);
    if (!forbidden.ok) expect(forbidden.error.code).toBe("repetition");
    const r = new Engine().search(pos, { depth: 4 });
    expect(r.bestMove).not.toBe("3a3b");
    expect(legalStrings(pos)).toContain(r.bestMove);
  });

  it("never repeats a position under the simple rule", () => {
    const dsfen = build([
      ["5a", "K", "white"],
      ["9b", "R", "white"],
      ["9p", "R", "black"],
      ["5q", "K", "black"],
    ]);
    const pos = position(dsfen, { repetition: "simple" });
    for (const m of ["9p9o", "9b9c", "9o9p"]) playString(pos, m);
    // 9c9b would recreate the starting position.
    const forbidden = parseMoveString(pos, "9c9b");
    expect(forbidden.ok).toBe(false);
    if (!forbidden.ok) expect(forbidden.error.code).toBe("repetition");
    const r = new Engine().search(pos, { nodes: 3000 });
    expect(r.bestMove).not.toBe("9c9b");
    expect(legalStrings(pos)).toContain(r.bestMove);
  });
});

describe("limits and results", () => {
  it("is deterministic under a node limit", () => {
    const a = new Engine({ seed: 7 }).search(Position.initial(), { nodes: 5000 });
    const b = new Engine({ seed: 7 }).search(Position.initial(), { nodes: 5000 });
    expect(a.nodes).toBe(5000);
    expect({ ...a, timeMs: 0, nps: 0 }).toEqual({ ...b, timeMs: 0, nps: 0 });
  });

  it("stops on an aborted signal, a set stop flag or a spent node budget once the first iteration is complete", () => {
    const depth1 = new Engine().search(Position.initial(), { depth: 1 });
    const flag = new Int32Array(new SharedArrayBuffer(4));
    Atomics.store(flag, 0, 1);
    for (const limits of [{ signal: { aborted: true } }, { stopFlag: flag }, { nodes: 1 }]) {
      const infos: number[] = [];
      const r = new Engine().search(Position.initial(), { ...limits, onInfo: (i) => infos.push(i.depth) });
      expect(infos).toEqual([1]);
      expect(r.depth).toBe(1);
      expect(r.bestMove).toBe(depth1.bestMove);
      expect(r.score).toEqual(depth1.score);
      // The next iteration stops at its first check (every 8 visits).
      expect(r.nodes - depth1.nodes).toBeLessThanOrEqual(8);
    }
  });

  it("stops when an AbortController is aborted during the search", () => {
    const controller = new AbortController();
    const r = new Engine().search(Position.initial(), {
      depth: 30,
      signal: controller.signal,
      onInfo: (info) => {
        if (info.depth === 2) controller.abort();
      },
    });
    expect(r.depth).toBeGreaterThanOrEqual(2);
    expect(r.depth).toBeLessThanOrEqual(3);
    expect(legalStrings(Position.initial())).toContain(r.bestMove);
  });

  it("answers a legal move under clock limits, even with almost no time left", () => {
    const legal = legalStrings(Position.initial());
    for (const clock of [{ btime: 1, wtime: 1 }, { btime: 0, byoyomi: 50 }, { btime: 200, binc: 20 }]) {
      const r = new Engine().search(Position.initial(), { clock });
      expect(legal).toContain(r.bestMove);
      expect(r.depth).toBeGreaterThanOrEqual(1);
    }
  });

  it("reports each iteration, a principal variation of legal moves, depth and nodes", () => {
    const infos: number[] = [];
    const r = new Engine().search(Position.initial(), { depth: 3, onInfo: (i) => infos.push(i.depth) });
    expect(infos).toEqual([1, 2, 3]);
    expect(r.depth).toBe(3);
    expect(r.nodes).toBeGreaterThan(0);
    expect(r.pv[0]).toBe(r.bestMove);
    const pos = Position.initial();
    for (const m of r.pv) playString(pos, m);
  });

  it("returns no move (a loss) when there is no legal move", () => {
    const pos = position(LION_MATE("+Ea"));
    playString(pos, "4c3c2c");
    const r = new Engine().search(pos, { depth: 3 });
    expect(r.bestMove).toBeNull();
    expect(r.score.kind).toBe("mate");
  });

  it("returns a legal move in every position of 200 random playouts with tiny limits", () => {
    const rng = createRng(2024);
    const engine = new Engine({ hashMb: 1 });
    let checked = 0;
    for (let game = 0; game < 200; game++) {
      const rules = game % 4 === 3 ? { legality: "kingCapture" as const } : {};
      const pos = Position.fromDsfenOrThrow(INITIAL_DSFEN, rules);
      const plies = Math.floor(rng() * 120);
      for (let k = 0; k < plies && pos.outcome() === null; k++) {
        const moves = pos.legalMoves();
        const m = moves[Math.floor(rng() * moves.length)];
        if (m === undefined) break;
        pos.playOrThrow(m);
      }
      const legal = pos.legalMoves().map(moveToString);
      const r = engine.search(pos, { nodes: 1 + Math.floor(rng() * 40) });
      if (legal.length === 0) expect(r.bestMove).toBeNull();
      else expect(legal).toContain(r.bestMove);
      checked++;
    }
    expect(checked).toBe(200);
  });
});

// Mates in 3. The lion and hook-mover positions were found by a seeded random search for
// sparse positions the engine scored as mate in 3 (White's king in a corner, a few White
// defenders, a Black lion or hook mover); every claim below is checked with core alone.
// Lion: the lion takes the gold on 4c and steps on to 3d (a double move), chases the king
// into the corner and mates with the double capture 2d2b2c.
const LION_MATE_3 = "12,vS,1,vK,2/13,vS,1,vG,1/13,vG,3/12,Ln,4/17/17/17/17/17/17/17/17/17/17/17/17/8,K,8 b 1";
// Hook mover: two hook moves (6c4d, then round the corner to 3a) after taking the copper.
const HOOK_MATE_3 = "16,vK/15,vG,vP/11,vC,5/17/17/11,HM,5/17/17/17/17/17/17/17/17/17/17/8,K,8 b 1";
// Lion and bishop: the lion walks in and mates, the bishop covering (6f4d, 4d2d and the double
// capture 2d2b2c; or 6f5d, 5d4c and the step 4c3b): more than one mate in 3, all the lion's.
const LION_BISHOP_MATE_3 = "11,vG,5/15,vS,vK/16,vP/15,vG,1/17/11,Ln,5/17/17/17/17/10,B,6/17/17/17/17/17/8,K,8 b 1";

/** True when the side to move mates within `n` of its moves against every defence (core alone; n ≤ 3). */
function forcedMate(pos: Position, n: number): boolean {
  for (const m of pos.legalMoves()) {
    pos.playOrThrow(m);
    const ok = pos.outcome()?.reason === "checkmate" || (n > 1 && pos.outcome() === null && everyDefenceLoses(pos, n - 1));
    pos.undo();
    if (ok) return true;
  }
  return false;
}

/** True when every legal move of the side to move leaves the other side a forced mate in `n`. */
function everyDefenceLoses(pos: Position, n: number): boolean {
  for (const d of pos.legalMoves()) {
    pos.playOrThrow(d);
    const ok = pos.outcome() === null && forcedMate(pos, n);
    pos.undo();
    if (!ok) return false;
  }
  return true;
}

/** True when the move string is a lion-family double move (three squares). */
const isDoubleMove = (m: string): boolean => (m.match(/\d+[a-q]/g) ?? []).length === 3;
/** True when origin and destination share neither file nor rank (a hook move round a corner). */
const isHookMove = (m: string): boolean => {
  const [from = "", to = ""] = m.match(/\d+[a-q]/g) ?? [];
  return from.slice(0, -1) !== to.slice(0, -1) && from.slice(-1) !== to.slice(-1);
};

describe("mates in 3", () => {
  for (const [name, dsfen] of [
    ["lion (double captures)", LION_MATE_3],
    ["hook mover (round corners)", HOOK_MATE_3],
    ["lion and bishop", LION_BISHOP_MATE_3],
  ] as const) {
    it(`solves the ${name} mate in 3 within 200 000 nodes, and core confirms it`, () => {
      const pos = position(dsfen);
      // No mate in 1 or 2 exists: against every first move some defence leaves no mate in 1.
      expect(pos.isCheck()).toBe(false);
      expect(forcedMate(pos, 2)).toBe(false);
      const r = new Engine().search(pos, { nodes: 200_000 });
      expect(r.score).toEqual({ kind: "mate", value: 3 });
      // The engine's first move forces mate in 2 more moves against every defence.
      playString(pos, r.bestMove ?? "");
      expect(everyDefenceLoses(pos, 2)).toBe(true);
      pos.undo();
      // Its principal variation is legal and ends in checkmate.
      expect(r.pv).toHaveLength(5);
      for (const m of r.pv.slice(0, 4)) playString(pos, m);
      const last = r.pv[4] ?? "";
      const mover = pos.pieceAt(parseSquare(last.match(/\d+[a-q]/)?.[0] ?? ""));
      playString(pos, last);
      expect(pos.outcome()).toEqual({ winner: "black", reason: "checkmate" });
      if (dsfen === LION_MATE_3) expect(isDoubleMove(last)).toBe(true);
      if (dsfen === LION_BISHOP_MATE_3) expect(mover?.kind).toBe("Ln");
      if (dsfen === HOOK_MATE_3) expect(isHookMove(last)).toBe(true);
    });
  }
});

describe("tactics within a node limit", () => {
  it("wins a piece by lion igui (capturing and staying) rather than stepping into a recapture", () => {
    // The gold on 5d is guarded by the silver on 4c (itself guarded by the gold on 3b), and
    // every square next to 5d is covered: 4d by the silver, 6d by the rook on 17d, 4e and 6e
    // by the bishops on 1h and 9h, 5c and 6c by the gold on 6b. Taking the gold and stepping
    // on, taking both (5e5d4c) or jumping to 4c all lose the lion; igui keeps it on 5e.
    const pos = position(
      build([
        ["9a", "K", "white"],
        ["5d", "G", "white"],
        ["4c", "S", "white"],
        ["3b", "G", "white"],
        ["6b", "G", "white"],
        ["17d", "R", "white"],
        ["1h", "B", "white"],
        ["9h", "B", "white"],
        ["5e", "Ln", "black"],
        ["9q", "K", "black"],
      ]),
    );
    expect(legalStrings(pos)).toContain("5e5d5e");
    // Checked with core: after each other capture of the gold, White attacks the lion.
    for (const m of legalStrings(pos).filter((x) => x.startsWith("5e5d") && x !== "5e5d5e")) {
      playString(pos, m);
      const to = m.match(/(\d+[a-q])$/)?.[1] ?? "";
      expect(pos.isSquareAttacked(parseSquare(to), "white")).toBe(true);
      pos.undo();
    }
    const r = new Engine().search(pos, { nodes: 20000 });
    expect(r.bestMove).toBe("5e5d5e");
  });

  it("takes a hanging promoted piece", () => {
    const pos = position(
      build([
        ["9a", "K", "white"],
        ["5c", "+Ea", "white"],
        ["5p", "R", "black"],
        ["9q", "K", "black"],
        ["8p", "G", "black"],
      ]),
    );
    const r = new Engine().search(pos, { nodes: 20000 });
    expect(r.bestMove).toBe("5p5c");
    expect(r.score.kind === "cp" && r.score.value > 1000).toBe(true);
  });

  it("finds the mates above within a node limit as well", () => {
    for (const [dsfen, mate] of [
      [LION_MATE("Ln"), 1],
      [HOOK_MATE, 1],
      [LADDER, 2],
    ] as const) {
      const r = new Engine().search(position(dsfen), { nodes: 50000 });
      expect(r.score).toEqual({ kind: "mate", value: mate });
    }
  });
});
