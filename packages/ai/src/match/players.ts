/**
 * Players for the strength harness: the engine with a configuration, and the two baselines
 * (a random mover and a greedy one-ply capturer). Every player chooses among core's legal
 * moves, so none can play an illegal move.
 */
import { createRng, type Position } from "@daidai/core";
import { MAX_MOVES, engineState } from "@daidai/core/engine";
import { Evaluator } from "../evaluation/evaluator.js";
import { DEFAULT_WEIGHTS, type EvalWeights } from "../evaluation/weights.js";
import { Engine, type SearchLimits } from "../search/engine.js";
import { warmUp } from "../protocol/warm-up.js";
import { PLAY_LEVELS, levelChoice, playLevel, type PlayLevel } from "../play/levels.js";
import { RANGES, parseDecimal, parseInteger, type NumberRange } from "../option-ranges.js";

/** Something that plays games: chooses an encoded legal move, or 0 when there is none. */
export interface Player {
  readonly name: string;
  /** Called before each game. */
  newGame(): void;
  /** An encoded legal move of the side to move (core's move code), or 0 when there is none. */
  chooseMove(pos: Position): number;
  /** The player's score of its last chosen move (centipawns for the mover), when it has one (the harness adjudicates by it). */
  readonly lastScore?: number | undefined;
}

const scratch = new Int32Array(MAX_MOVES);

/** Centipawns reported for a mate score by {@link Player.lastScore}. */
const MATE_SCORE_CP = 100_000;

/** A player that picks a legal move uniformly at random (seeded). */
export function randomPlayer(seed = 1): Player {
  let rng = createRng(seed);
  return {
    name: "random",
    newGame(): void {
      rng = createRng(seed);
    },
    chooseMove(pos: Position): number {
      const n = engineState(pos).generateLegal(scratch, 0);
      if (n === 0) return 0;
      return scratch[Math.floor(rng() * n)] ?? 0;
    },
  };
}

const greedyEvaluator = new Evaluator();

/**
 * A player that makes the legal move winning the most material at once (captured values
 * plus promotion gain; a king capture first), at random among equals; random when nothing
 * can be captured.
 */
export function greedyPlayer(seed = 1): Player {
  let rng = createRng(seed);
  return {
    name: "greedy",
    newGame(): void {
      rng = createRng(seed);
    },
    chooseMove(pos: Position): number {
      const state = engineState(pos);
      const n = state.generateLegal(scratch, 0);
      if (n === 0) return 0;
      let best = -1;
      let count = 0;
      let choice = 0;
      for (let i = 0; i < n; i++) {
        const m = scratch[i] ?? 0;
        const gain = greedyEvaluator.captureGain(state.board, m);
        if (gain > best) {
          best = gain;
          count = 1;
          choice = m;
        } else if (gain === best) {
          count++;
          if (rng() * count < 1) choice = m;
        }
      }
      return choice;
    },
  };
}

/** Configuration of an engine player. */
export interface EngineConfig {
  readonly nodes?: number;
  readonly depth?: number;
  readonly movetime?: number;
  readonly hashMb?: number;
  readonly nullMove?: boolean;
  readonly lmr?: boolean;
  readonly seed?: number;
  readonly weights?: Partial<EvalWeights>;
}

/**
 * The engine as a player (a new table for every game, so games are reproducible under node
 * limits). With a movetime, its first game starts with the thread's JIT warm-up (warm-up.ts).
 */
export function enginePlayer(config: EngineConfig = {}, name = "engine"): Player {
  const engine = new Engine({
    hashMb: config.hashMb ?? 8,
    weights: config.weights ?? {},
    seed: config.seed ?? 1,
    nullMove: config.nullMove ?? true,
    lmr: config.lmr ?? true,
  });
  const limits: SearchLimits = {
    ...(config.nodes !== undefined ? { nodes: config.nodes } : {}),
    ...(config.depth !== undefined ? { depth: config.depth } : {}),
    ...(config.movetime !== undefined ? { movetime: config.movetime } : {}),
  };
  const hasLimit = config.nodes !== undefined || config.depth !== undefined || config.movetime !== undefined;
  let lastScore: number | undefined;
  return {
    name,
    get lastScore(): number | undefined {
      return lastScore;
    },
    newGame(): void {
      // A search bounded by time runs warm (once per thread; node and depth limits gain nothing).
      if (config.movetime !== undefined) warmUp();
      engine.clear();
      lastScore = undefined;
    },
    chooseMove(pos: Position): number {
      const r = engine.search(pos, hasLimit ? limits : { nodes: 20000 });
      lastScore = r.score.kind === "cp" ? r.score.value : r.score.value > 0 ? MATE_SCORE_CP : -MATE_SCORE_CP;
      return r.bestCode;
    },
  };
}

/**
 * A level of play (levels.ts) as a player: a share of moves at random (seeded), the others
 * searched with the level's limits — the same decisions a page makes for a game against the
 * level, so that `match` calibrates what people play.
 */
export function levelPlayer(level: PlayLevel, seed = 1): Player {
  let rng = createRng(seed);
  const random = randomPlayer(seed + 1);
  const engines = new Map<string, Player>();
  let lastScore: number | undefined;
  return {
    name: `level ${String(level.level)}`,
    get lastScore(): number | undefined {
      return lastScore;
    },
    newGame(): void {
      rng = createRng(seed);
      random.newGame();
      for (const e of engines.values()) e.newGame();
      lastScore = undefined;
    },
    chooseMove(pos: Position): number {
      const choice = levelChoice(level, rng);
      if (choice.kind === "random") {
        lastScore = undefined;
        return random.chooseMove(pos);
      }
      const key = JSON.stringify(choice.limits);
      let engine = engines.get(key);
      if (engine === undefined) {
        engine = enginePlayer({ ...choice.limits, seed });
        engine.newGame();
        engines.set(key, engine);
      }
      const move = engine.chooseMove(pos);
      lastScore = engine.lastScore;
      return move;
    },
  };
}

/** The numeric settings of `engine:key=value,…`: the config field each sets and its range. */
const ENGINE_SETTINGS: Readonly<Record<string, { readonly field: "nodes" | "depth" | "movetime" | "hashMb" | "seed"; readonly range: NumberRange } | undefined>> = {
  nodes: { field: "nodes", range: RANGES.nodes },
  depth: { field: "depth", range: RANGES.searchDepth },
  movetime: { field: "movetime", range: RANGES.movetimeMs },
  hash: { field: "hashMb", range: RANGES.hashMb },
  seed: { field: "seed", range: RANGES.seed },
};

/** Every evaluation weight, by name (the keys of the default weights). */
const WEIGHT_KEYS = Object.keys(DEFAULT_WEIGHTS) as readonly (keyof EvalWeights)[];

/**
 * Parses a player specification: `random`, `greedy`, `level:N` (a level of play), `engine` or
 * `engine:key=value,…` with keys nodes, depth, movetime, hash, nullmove (on/off), lmr
 * (on/off), seed, and any evaluation weight by name (e.g. `mobility=3`). An optional
 * `name=…` labels the player. Throws an Error saying what is wrong.
 */
export function parsePlayer(spec: string, seed = 1): Player {
  const [kind = "", rest] = spec.split(/:(.*)/s, 2);
  if (kind === "random" && rest === undefined) return randomPlayer(seed);
  if (kind === "greedy" && rest === undefined) return greedyPlayer(seed);
  if (kind === "level") {
    const level = /^\d+$/.test(rest ?? "") ? playLevel(Number(rest)) : undefined;
    if (level === undefined) throw new Error(`unknown level '${rest ?? ""}': expected level:1 … level:${String(PLAY_LEVELS.length)}`);
    return levelPlayer(level, seed);
  }
  if (kind !== "engine") throw new Error(`unknown player '${spec}': expected random, greedy, level:N, engine or engine:key=value,...`);
  const config: { -readonly [K in keyof EngineConfig]: EngineConfig[K] } = { seed };
  const weights: Partial<Record<keyof EvalWeights, number>> = {};
  let name = spec;
  for (const item of (rest ?? "").split(",").filter((s) => s.length > 0)) {
    const [key = "", value = ""] = item.split("=", 2);
    if (key === "name") {
      name = value;
      continue;
    }
    if (key === "nullmove" || key === "lmr") {
      if (value !== "on" && value !== "off") throw new Error(`'${spec}': ${key} must be on or off, got '${value}'`);
      if (key === "nullmove") config.nullMove = value === "on";
      else config.lmr = value === "on";
      continue;
    }
    const setting = ENGINE_SETTINGS[key];
    if (setting !== undefined) {
      const parsed = parseInteger(key, value, setting.range);
      if ("error" in parsed) throw new Error(`'${spec}': ${parsed.error}`);
      config[setting.field] = parsed.value;
    } else if ((WEIGHT_KEYS as readonly string[]).includes(key)) {
      const parsed = parseDecimal(key, value, RANGES.weight);
      if ("error" in parsed) throw new Error(`'${spec}': ${parsed.error}`);
      weights[key as keyof EvalWeights] = parsed.value;
    }
    else throw new Error(`'${spec}': unknown engine setting '${key}'`);
  }
  config.weights = weights;
  return enginePlayer(config, name);
}
