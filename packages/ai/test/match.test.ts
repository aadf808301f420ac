import { Position, parseMoveString } from "@daidai/core";
import { decodeMove } from "@daidai/core/engine";
import { describe, expect, it } from "vitest";
import {
  asMatchPlayer,
  balancedSuite,
  eloEstimate,
  gameLine,
  greedyPlayer,
  openingOfPair,
  parsePlayer,
  parseSuite,
  playGame,
  randomPlayer,
  type MatchPlayer,
  type Opening,
  type PlayerMove,
} from "../src/index.js";
import { legalStrings } from "./helpers.js";

const START: Opening = { start: "startpos", moves: [] };

/** Replays a game line and returns the final position (fails the test on an illegal move). */
function replay(line: string): Position {
  const [board, side, number, ...moves] = line.split(" ");
  const pos = Position.fromDsfenOrThrow(`${board ?? ""} ${side ?? ""} ${number ?? ""}`);
  for (const m of moves) {
    const parsed = parseMoveString(pos, m);
    expect(parsed.ok, m).toBe(true);
    if (parsed.ok) pos.playOrThrow(parsed.value);
  }
  return pos;
}

/** A player that plays the first legal move and reports a fixed score (mover's view). */
function scoring(name: string, score: (pos: Position) => number | undefined): MatchPlayer {
  const inner = randomPlayer(1);
  return {
    name,
    newGame: () => {
      inner.newGame();
    },
    choose: (pos): PlayerMove => ({ code: inner.chooseMove(pos), score: score(pos) }),
  };
}

describe("baselines", () => {
  it("the greedy player takes the most valuable piece it can", () => {
    // Black's rook can take a queen on 9h or a pawn on 3p.
    const pos = Position.fromDsfenOrThrow("4,vK,12/17/17/17/17/17/17/8,vQ,8/17/17/17/17/17/17/17/8,R,5,vP,2/4,K,12 b 1");
    const m = greedyPlayer(1).chooseMove(pos);
    pos.playOrThrow(decodeMove(m));
    expect(pos.toDsfen()).toBe("4,vK,12/17/17/17/17/17/17/8,R,8/17/17/17/17/17/17/17/14,vP,2/4,K,12 w 2");
  });

  it("random and greedy players are reproducible for a seed", async () => {
    const a = await playGame(asMatchPlayer(randomPlayer(3)), asMatchPlayer(greedyPlayer(4)), START, { maxPlies: 30, resign: null, draw: null });
    const b = await playGame(asMatchPlayer(randomPlayer(3)), asMatchPlayer(greedyPlayer(4)), START, { maxPlies: 30, resign: null, draw: null });
    expect(a.moves).toEqual(b.moves);
    expect(a.moves).toHaveLength(30);
  });
});

describe("games", () => {
  it("records games as replayable move strings and adjudicates by material at the cap", async () => {
    const opening = openingOfPair({ kind: "random", plies: 4 }, 5, 0);
    expect(opening.moves).toHaveLength(4);
    const game = await playGame(asMatchPlayer(randomPlayer(1)), asMatchPlayer(randomPlayer(2)), opening, { maxPlies: 20 });
    expect(game.moves).toHaveLength(20);
    expect(game.moves.slice(0, 4)).toEqual(opening.moves);
    expect(["adjudicatedDraw", "adjudicatedMaterial"]).toContain(game.end);
    replay(gameLine(game));
  });

  it("resigns for the side every scoring player calls lost for N moves", async () => {
    // Black's player says +2000 for Black (from its view) on every move; White's says -2000
    // from its view, i.e. +2000 for Black too. After 3 moves of each (6 plies) White resigns.
    const black = scoring("b", () => 2000);
    const white = scoring("w", () => -2000);
    const game = await playGame(black, white, START, { resign: { score: 1500, moves: 3 }, draw: null });
    expect(game.end).toBe("resignation");
    expect(game.blackScore).toBe(1);
    expect(game.moves).toHaveLength(6);
  });

  it("does not resign while the players disagree", async () => {
    const black = scoring("b", () => 2000);
    const white = scoring("w", () => 2000); // White thinks it is winning
    const game = await playGame(black, white, START, { maxPlies: 12, resign: { score: 1500, moves: 3 }, draw: null });
    expect(game.end).not.toBe("resignation");
  });

  it("a player without scores does not block a resignation, nor cause one", async () => {
    const engine = scoring("e", () => -5000); // says it is lost
    const silent = scoring("s", () => undefined);
    const game = await playGame(engine, silent, START, { resign: { score: 1500, moves: 2 }, draw: null });
    expect(game.end).toBe("resignation");
    expect(game.blackScore).toBe(0);
    expect(game.moves).toHaveLength(3); // Black's 2nd move completes its streak; White moved once
    const none = await playGame(silent, scoring("s2", () => undefined), START, { maxPlies: 8, resign: { score: 1, moves: 1 }, draw: null });
    expect(none.end).not.toBe("resignation");
  });

  it("adjudicates a draw when the scores stay level for N moves after ply M", async () => {
    const level = (): number => 5;
    const game = await playGame(scoring("a", level), scoring("b", level), START, { resign: null, draw: { score: 10, moves: 2, after: 10 } });
    expect(game.end).toBe("drawAdjudication");
    expect(game.blackScore).toBe(0.5);
    expect(game.moves).toHaveLength(10); // level from the start, but not before ply 10
  });

  it("loses a game for a move that is not legal or a player that fails", async () => {
    const bad: MatchPlayer = { name: "bad", newGame: () => undefined, choose: () => ({ code: 12345 }) };
    const g1 = await playGame(asMatchPlayer(randomPlayer(1)), bad, START);
    expect(g1.end).toBe("illegalMove");
    expect(g1.blackScore).toBe(1);
    const failing: MatchPlayer = {
      name: "crash",
      newGame: () => undefined,
      choose: (): Promise<PlayerMove> => Promise.reject(new Error("boom")),
    };
    const g2 = await playGame(failing, asMatchPlayer(randomPlayer(1)), START);
    expect(g2.end).toBe("engineFailure");
    expect(g2.blackScore).toBe(0);
    expect(g2.detail).toBe("crash: boom");
  });

  it("beats the greedy baseline with a short node limit", async () => {
    const suite = balancedSuite();
    let points = 0;
    for (let pair = 0; pair < 2; pair++) {
      const opening = openingOfPair({ kind: "suite", openings: suite }, 42, pair);
      const e = asMatchPlayer(parsePlayer("engine:nodes=800"));
      const g = asMatchPlayer(greedyPlayer(1));
      points += (await playGame(e, g, opening, { maxPlies: 100 })).blackScore;
      points += 1 - (await playGame(g, e, opening, { maxPlies: 100 })).blackScore;
    }
    expect(points).toBeGreaterThanOrEqual(3.5);
  });
});

describe("openings", () => {
  it("the committed suite has 200 distinct playable openings", () => {
    const suite = balancedSuite();
    expect(suite).toHaveLength(200);
    const finals = new Set(suite.map((o) => replay(`${Position.initial().toDsfen()} ${o.moves.join(" ")}`).toDsfen()));
    expect(finals.size).toBe(200);
  });

  it("reads suite text and reports bad lines by number", () => {
    const initial = Position.initial().toDsfen();
    const text = ["# a comment", "startpos 8l8k", "", `${initial} 8l8k 8f8g`, "startpos 8l8k 8l8k", "nonsense", "startpos 1a1b"].join("\n");
    const parsed = parseSuite(text);
    expect(parsed.openings).toEqual([
      { start: "startpos", moves: ["8l8k"] },
      { start: initial, moves: ["8l8k", "8f8g"] },
    ]);
    expect(parsed.diagnostics.map((d) => d.line)).toEqual([5, 6, 7]);
    expect(parsed.diagnostics[0]?.message).toMatch(/^move 2 '8l8k'/);
  });

  it("gives each pair its opening from the seed and the pair index only", () => {
    const source = { kind: "suite" as const, openings: balancedSuite() };
    const firstTen = Array.from({ length: 10 }, (_, p) => openingOfPair(source, 7, p));
    expect(new Set(firstTen).size).toBe(10); // no repeats before the suite is used up
    expect(openingOfPair(source, 7, 3)).toBe(firstTen[3]);
    expect(openingOfPair(source, 7, 203)).toBe(firstTen[3]); // then it cycles
    expect(openingOfPair(source, 8, 3)).not.toBe(firstTen[3]);
    const r = openingOfPair({ kind: "random", plies: 6 }, 7, 3);
    expect(openingOfPair({ kind: "random", plies: 6 }, 7, 3)).toEqual(r);
    const pos = replay(`${Position.initial().toDsfen()} ${r.moves.join(" ")}`);
    expect(legalStrings(pos).length).toBeGreaterThan(0);
  });
});

describe("Elo estimate", () => {
  it("is 0 for an even score and grows with the score", () => {
    expect(eloEstimate([1, 0, 0.5, 0.5]).elo).toBe(0);
    const e = eloEstimate([1, 1, 1, 0, 0.5, 1, 1, 0.5]);
    // 6 / 8 = 75 %: -400 log10(1/0.75 - 1) = 190.8.
    expect(e.elo).toBe(191);
    expect(e.margin).toBeGreaterThan(0);
    expect(e.bound).toBe(false);
  });

  it("marks 0 % and 100 % as bounds", () => {
    const e = eloEstimate([1, 1, 1, 1]);
    expect(e.bound).toBe(true);
    // Half a game less: 3.5 / 4 = 87.5 %: -400 log10(1/0.875 - 1) = 338.0.
    expect(e.elo).toBe(338);
  });
});

describe("parsePlayer", () => {
  it("reads engine settings and rejects bad ones", () => {
    expect(parsePlayer("engine:nodes=100,nullmove=off,mobility=3,name=x").name).toBe("x");
    expect(parsePlayer("random").name).toBe("random");
    expect(() => parsePlayer("stockfish")).toThrow(/unknown player/);
    expect(() => parsePlayer("engine:nodes=abc")).toThrow("'engine:nodes=abc': nodes must be an integer >= 1, got 'abc'");
    expect(() => parsePlayer("engine:colour=1")).toThrow(/unknown engine setting 'colour'/);
    expect(() => parsePlayer("engine:lmr=maybe")).toThrow(/on or off/);
  });

  it("checks each engine setting against the range the command line uses (one place: option-ranges)", () => {
    // Each bound itself is accepted ...
    for (const spec of ["engine:nodes=1", "engine:depth=1", "engine:depth=64", "engine:movetime=86400000", "engine:hash=1", "engine:hash=1024", "engine:seed=0", "engine:seed=4294967295", "engine:mobility=0", "engine:mobility=2.5", "engine:mobility=100000"]) {
      expect(parsePlayer(spec).name, spec).toBe(spec);
    }
    // ... one past it is not, and the message names the player, the setting and the range.
    const bad: readonly [string, string][] = [
      ["engine:nodes=0", "'engine:nodes=0': nodes must be an integer >= 1, got '0'"],
      ["engine:depth=65", "'engine:depth=65': depth must be an integer from 1 to 64, got '65'"],
      ["engine:depth=0", "'engine:depth=0': depth must be an integer from 1 to 64, got '0'"],
      ["engine:movetime=0", "'engine:movetime=0': movetime must be an integer from 1 to 86400000, got '0'"],
      ["engine:movetime=86400001", "'engine:movetime=86400001': movetime must be an integer from 1 to 86400000, got '86400001'"],
      ["engine:hash=0", "'engine:hash=0': hash must be an integer from 1 to 1024, got '0'"],
      ["engine:name=big,hash=100000", "'engine:name=big,hash=100000': hash must be an integer from 1 to 1024, got '100000'"],
      ["engine:seed=4294967296", "'engine:seed=4294967296': seed must be an integer from 0 to 4294967295, got '4294967296'"],
      ["engine:nodes=1.5", "'engine:nodes=1.5': nodes must be an integer >= 1, got '1.5'"],
      ["engine:nodes=1e9", "'engine:nodes=1e9': nodes must be an integer >= 1, got '1e9'"],
      ["engine:nodes=", "'engine:nodes=': nodes must be an integer >= 1, got ''"],
      ["engine:mobility=-1", "'engine:mobility=-1': mobility must be a number from 0 to 100000, got '-1'"],
      ["engine:mobility=100001", "'engine:mobility=100001': mobility must be a number from 0 to 100000, got '100001'"],
      ["engine:mobility=Infinity", "'engine:mobility=Infinity': mobility must be a number from 0 to 100000, got 'Infinity'"],
    ];
    for (const [spec, message] of bad) expect(() => parsePlayer(spec), spec).toThrow(message);
  });
});
