/** Levels of play: the table's shape, the random share, and `level:N` players for match. */
import { describe, expect, it } from "vitest";
import { Position, createRng } from "@daidai/core";
import { decodeMove } from "@daidai/core/engine";
import { PLAY_LEVELS, levelChoice, parsePlayer, playLevel } from "../src/index.js";

describe("PLAY_LEVELS", () => {
  it("get stronger level by level: random share down, search budget up, the top level searching for seconds", () => {
    PLAY_LEVELS.forEach((l, i) => {
      expect(l.level).toBe(i + 1);
      expect(playLevel(i + 1)).toBe(l);
    });
    for (let i = 1; i < PLAY_LEVELS.length; i++) {
      const [lower, higher] = [PLAY_LEVELS[i - 1], PLAY_LEVELS[i]];
      expect(higher?.randomShare).toBeLessThanOrEqual(lower?.randomShare ?? 0);
      if (higher?.nodes !== undefined) expect(higher.nodes).toBeGreaterThan(lower?.nodes ?? Infinity);
    }
    expect(PLAY_LEVELS[0]?.randomShare).toBeGreaterThan(0);
    const top = PLAY_LEVELS[PLAY_LEVELS.length - 1];
    expect(top?.randomShare).toBe(0);
    expect(top?.movetime).toBeGreaterThanOrEqual(2000);
    expect(playLevel(0)).toBeUndefined();
  });
});

describe("levelChoice", () => {
  it("plays the level's share of moves at random (seeded)", () => {
    const level = PLAY_LEVELS[0];
    if (level === undefined) throw new Error("no level");
    const rng = createRng(5);
    let random = 0;
    const draws = 4000;
    for (let i = 0; i < draws; i++) if (levelChoice(level, rng).kind === "random") random++;
    // Binomial: 4 standard deviations either side.
    const sd = Math.sqrt(draws * level.randomShare * (1 - level.randomShare));
    expect(Math.abs(random - draws * level.randomShare)).toBeLessThan(4 * sd);
    expect(levelChoice({ level: 9, randomShare: 0, nodes: 123 }, () => 0)).toEqual({ kind: "search", limits: { nodes: 123 } });
    expect(levelChoice({ level: 9, randomShare: 0, movetime: 50 }, () => 0)).toEqual({ kind: "search", limits: { movetime: 50 } });
  });
});

describe("level:N players", () => {
  it("play legal moves, the same ones again after newGame (seeded)", () => {
    const player = parsePlayer("level:1", 3);
    expect(player.name).toBe("level 1");
    const play = (): number[] => {
      player.newGame();
      const pos = Position.initial();
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) {
        const code = player.chooseMove(pos);
        codes.push(code);
        expect(code).not.toBe(0);
        const move = decodeMove(code);
        expect(pos.isLegal(move)).toBe(true);
        pos.playOrThrow(move);
      }
      return codes;
    };
    expect(play()).toEqual(play());
  });
  it("refuses an unknown level", () => {
    expect(() => parsePlayer("level:0")).toThrow(/level:1 … level:6/);
    expect(() => parsePlayer("level:x")).toThrow(/unknown level/);
  });
});
