import { Position, parseMoveString, splitMoveString } from "@daidai/core";
import { decodeMove } from "@daidai/core/engine";
import { describe, expect, it } from "vitest";
import { eloEstimate, gameLine, greedyPlayer, parsePlayer, playGame, playMatch, randomOpening, randomPlayer, createRng } from "../src/index.js";

describe("baselines", () => {
  it("the greedy player takes the most valuable piece it can", () => {
    // Black's rook can take a queen on 9h or a pawn on 3p.
    const pos = Position.fromDsfenOrThrow("4,vK,12/17/17/17/17/17/17/8,vQ,8/17/17/17/17/17/17/17/8,R,5,vP,2/4,K,12 b 1");
    const m = greedyPlayer(1).chooseMove(pos);
    const move = pos.legalMoves().find((x) => x.from === 15 * 17 + 8 && x.to === 7 * 17 + 8);
    expect(move).toBeDefined();
    expect(parseMoveString(pos, "9p9h").ok).toBe(true);
    const code = pos.legalMoves().length > 0 ? m : 0;
    expect(code).not.toBe(0);
    pos.playOrThrow(decodeMove(m));
    expect(pos.toDsfen()).toBe("4,vK,12/17/17/17/17/17/17/8,R,8/17/17/17/17/17/17/17/14,vP,2/4,K,12 w 2");
  });

  it("random and greedy players are reproducible for a seed", () => {
    const a = playGame(randomPlayer(3), greedyPlayer(4), [], { maxPlies: 30 });
    const b = playGame(randomPlayer(3), greedyPlayer(4), [], { maxPlies: 30 });
    expect(a.moves).toEqual(b.moves);
    expect(a.moves).toHaveLength(30);
  });
});

describe("games and matches", () => {
  it("records games as replayable move strings and adjudicates long games", () => {
    const opening = randomOpening(4, createRng(5));
    const game = playGame(randomPlayer(1), randomPlayer(2), opening, { maxPlies: 20 });
    expect(game.moves).toHaveLength(20);
    expect(["adjudicatedDraw", "adjudicatedMaterial"]).toContain(game.end);
    const [board, side, number, ...moves] = gameLine(game).split(" ");
    const pos = Position.fromDsfenOrThrow(`${board ?? ""} ${side ?? ""} ${number ?? ""}`);
    for (const m of moves) {
      expect(splitMoveString(m)).toBeDefined();
      const parsed = parseMoveString(pos, m);
      expect(parsed.ok).toBe(true);
      if (parsed.ok) pos.playOrThrow(parsed.value);
    }
  });

  it("plays each opening with both colours", () => {
    const seen: string[] = [];
    const result = playMatch(randomPlayer(1), randomPlayer(2), {
      openings: 2,
      openingPlies: 3,
      maxPlies: 10,
      onGame: (g) => seen.push(`${g.black}/${g.white}/${g.moves.slice(0, 3).join(",")}`),
    });
    expect(result.games).toHaveLength(4);
    expect(seen[0]?.split("/")[2]).toBe(seen[1]?.split("/")[2]);
    expect(result.games[0]?.moves.slice(0, 3)).toEqual(result.games[1]?.moves.slice(0, 3));
    expect(result.wins + result.draws + result.losses).toBe(4);
  });

  it("beats the greedy baseline by a clear margin with a short node limit", () => {
    const result = playMatch(parsePlayer("engine:nodes=800"), greedyPlayer(1), { openings: 3, maxPlies: 100, seed: 42 });
    expect(result.games).toHaveLength(6);
    expect(result.score).toBeGreaterThanOrEqual(5 / 6);
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
    expect(e.elo).toBeGreaterThan(0);
  });
});

describe("parsePlayer", () => {
  it("reads engine settings and rejects bad ones", () => {
    expect(parsePlayer("engine:nodes=100,nullmove=off,mobility=3,name=x").name).toBe("x");
    expect(parsePlayer("random").name).toBe("random");
    expect(() => parsePlayer("stockfish")).toThrow(/unknown player/);
    expect(() => parsePlayer("engine:nodes=abc")).toThrow(/non-negative number/);
    expect(() => parsePlayer("engine:colour=1")).toThrow(/unknown engine setting 'colour'/);
    expect(() => parsePlayer("engine:lmr=maybe")).toThrow(/on or off/);
  });
});
