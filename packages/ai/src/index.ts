/**
 * @daidai/ai — the dai dai shogi engine: search, evaluation, the USI-style protocol, the
 * baseline players and the strength harness.
 */
export { createRng } from "@daidai/core";
export { Evaluator } from "./evaluation/evaluator.js";
export { BASE_VALUE, DEFAULT_WEIGHTS, HAND_SET_WEIGHTS, VALUE_OVERRIDES, type EvalWeights } from "./evaluation/weights.js";
export { TranspositionTable } from "./search/tt.js";
export { ExchangeEvaluator, SEE_KING_VALUE } from "./search/see.js";
export { safetyMargin, timeBudget, type TimeBudget } from "./search/time-manager.js";
export {
  Engine,
  MATE,
  MATE_BOUND,
  MAX_DEPTH,
  MAX_PLY,
  sharedTableBuffer,
  toScore,
  type ClockLimits,
  type EngineOptions,
  type Score,
  type SearchInfo,
  type SearchLimits,
  type SearchResult,
  type StopSignal,
} from "./search/engine.js";
export { enginePlayer, greedyPlayer, levelPlayer, parsePlayer, randomPlayer, type EngineConfig, type Player } from "./match/players.js";
export { PLAY_LEVELS, levelChoice, playLevel, type LevelChoice, type PlayLevel } from "./play/levels.js";
export * from "./match/index.js";
export { ENGINE_VERSION, InlineRunner, UsiSession, infoLine, searchesUntilStop, type RunnerLimits, type SearchRequest, type SearchRunner } from "./protocol/usi.js";
export {
  attachSearchWorker,
  type WorkerPort,
  type WorkerRequest,
  type WorkerResponse,
  type WorkerSearchRequest,
  type WorkerWarmUpRequest,
} from "./protocol/worker-protocol.js";
export { DEFAULT_WARM_UP_MS, isWarm, warmUp } from "./protocol/warm-up.js";
export {
  SearchThreadPool,
  sharedMemoryAvailable,
  type PoolSearchCallbacks,
  type PoolSearchRequest,
  type SearchThread,
  type SearchThreadEvents,
  type SpawnSearchThread,
} from "./protocol/thread-pool.js";
export { BENCH_POSITIONS, SIGNATURE_DEPTH, benchSignature, benchTimed, runBench, type BenchLine, type BenchPosition } from "./bench.js";
export {
  TUNABLE_WEIGHTS,
  collectPositions,
  fitScale,
  fitWeights,
  tuneLoss,
  weightVector,
  winProbability,
  type SampleOptions,
  type TuneGame,
  type TuneResult,
  type TuneSet,
} from "./evaluation/tune.js";
