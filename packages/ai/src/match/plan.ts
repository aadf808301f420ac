/**
 * A match plan and the games it defines. Game `g` belongs to pair `floor(g / 2)`; in even
 * games the first player has Black. The opening and the players' seeds of a game depend only
 * on the plan and the game's index, so a game gives the same result wherever it is played:
 * on any worker thread, in any shard, on any machine (with node or depth limits).
 */
import { mixSeed, openingOfPair, type OpeningSource } from "./openings.js";
import { externalEnginePlayer } from "./external.js";
import { asMatchPlayer, playGame, type Adjudication, type GameRecord, type MatchPlayer } from "./game.js";
import type { RuleOptions } from "./board.js";
import { parsePlayer } from "./players.js";

/** Everything that decides the games of a match. */
export interface MatchPlan {
  /** Player specifications: `random`, `greedy`, `engine[:…]` (see parsePlayer) or `engine-cmd:<shell command>`. */
  readonly players: readonly [string, string];
  readonly seed: number;
  /** Number of game pairs (at most, in SPRT mode). */
  readonly pairs: number;
  readonly openings: OpeningSource;
  readonly adjudication: Adjudication;
  readonly rules: Partial<RuleOptions>;
  /** Arguments of `go` for external engines (default `nodes 20000`). */
  readonly externalGo?: string;
  /** `setoption` name/value pairs for external engines. */
  readonly externalOptions?: readonly (readonly [string, string])[];
  /** Milliseconds an external engine has to answer `usi` and `isready` (default 10 000): a slow start on a loaded machine. */
  readonly externalStartTimeoutMs?: number;
}

/** A game of a match with its place in the plan. */
export interface PlayedGame {
  /** Game index (0-based); pair = floor(index / 2). */
  readonly index: number;
  /** True if the first player had Black. */
  readonly aIsBlack: boolean;
  readonly game: GameRecord;
}

/** Prefix of an external engine specification. */
export const EXTERNAL_PREFIX = "engine-cmd:";

/** Throws an Error saying what is wrong with a player specification. */
export function checkPlayerSpec(spec: string): void {
  if (spec.startsWith(EXTERNAL_PREFIX)) {
    if (spec.slice(EXTERNAL_PREFIX.length).trim() === "") throw new Error(`'${spec}': no command after ${EXTERNAL_PREFIX}`);
    return;
  }
  parsePlayer(spec, 1);
}

/**
 * Creates and keeps the players of a thread: built-in players are made afresh for each game
 * with the game's seeds; an external engine process is started once and reused (`usinewgame`
 * before each game).
 */
export class PlayerPool {
  private readonly external = new Map<number, MatchPlayer>();

  constructor(private readonly plan: MatchPlan) {}

  /** Player `slot` (0 first, 1 second) for the games of pair `pair`. */
  player(slot: 0 | 1, pair: number): MatchPlayer {
    const spec = this.plan.players[slot];
    if (spec.startsWith(EXTERNAL_PREFIX)) {
      let p = this.external.get(slot);
      if (p === undefined) {
        const command = spec.slice(EXTERNAL_PREFIX.length).trim();
        p = externalEnginePlayer({
          command,
          name: command,
          ...(this.plan.externalGo !== undefined ? { go: this.plan.externalGo } : {}),
          ...(this.plan.externalOptions !== undefined ? { options: this.plan.externalOptions } : {}),
          ...(this.plan.externalStartTimeoutMs !== undefined ? { handshakeTimeoutMs: this.plan.externalStartTimeoutMs } : {}),
        });
        this.external.set(slot, p);
      }
      return p;
    }
    return asMatchPlayer(parsePlayer(spec, mixSeed(this.plan.seed, pair * 2 + slot)));
  }

  /** Ends the external engine processes. */
  async close(): Promise<void> {
    const all = [...this.external.values()];
    this.external.clear();
    await Promise.all(all.map(async (p) => {
      await p.close?.();
    }));
  }
}

/** Plays game `index` of the plan with the players of `pool`. */
export async function playPlannedGame(plan: MatchPlan, index: number, pool: PlayerPool): Promise<PlayedGame> {
  const pair = Math.floor(index / 2);
  const aIsBlack = index % 2 === 0;
  const opening = openingOfPair(plan.openings, plan.seed, pair, plan.rules);
  const a = pool.player(0, pair);
  const b = pool.player(1, pair);
  const game = aIsBlack ? await playGame(a, b, opening, plan.adjudication, plan.rules) : await playGame(b, a, opening, plan.adjudication, plan.rules);
  return { index, aIsBlack, game };
}

/** Game indices of a shard (`shard` 1…`count`): the games of pairs p with p mod count = shard - 1. */
export function shardGames(pairs: number, shard = 1, count = 1): number[] {
  const out: number[] = [];
  for (let p = shard - 1; p < pairs; p += count) out.push(2 * p, 2 * p + 1);
  return out;
}

/** Points of the first player in a game. */
export function pointsOfA(g: PlayedGame): number {
  return g.aIsBlack ? g.game.blackScore : 1 - g.game.blackScore;
}
