/**
 * @daidai/ai — the dai dai shogi engine: search, evaluation, the USI-style protocol, the
 * baseline players and the strength harness.
 */
export { createRng } from "./rng.js";
export { BASE_VALUE, DEFAULT_WEIGHTS, Evaluator, VALUE_OVERRIDES, type EvalWeights } from "./evaluation.js";
export { TranspositionTable } from "./tt.js";
export {
  Engine,
  MATE,
  MATE_BOUND,
  MAX_DEPTH,
  MAX_PLY,
  toScore,
  type ClockLimits,
  type EngineOptions,
  type Score,
  type SearchInfo,
  type SearchLimits,
  type SearchResult,
  type StopSignal,
} from "./search.js";
