/**
 * `@daidai/ai/match`: the Node-only part of the strength harness — match plans and their
 * deterministic games, the runner on worker threads with the SPRT stop, external engine
 * processes, results files and the merge of shards. See docs/strength-testing.md.
 */
export * from "./index.js";
export { externalEnginePlayer, scoreOfInfo, type ExternalEngineConfig } from "./external.js";
export {
  EXTERNAL_PREFIX,
  PlayerPool,
  checkPlayerSpec,
  playPlannedGame,
  pointsOfA,
  shardGames,
  type MatchPlan,
  type PlayedGame,
} from "./plan.js";
export { runMatch, type RunOptions, type RunResult } from "./runner.js";
export { serveMatchThread, type ThreadPort, type ThreadReply, type ThreadRequest } from "./thread-protocol.js";
export * from "./results.js";
