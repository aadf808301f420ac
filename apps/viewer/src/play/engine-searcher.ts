/**
 * The engine of the play board: `@daidai/ai`'s worker (one search thread, started on the
 * first search) behind the controller's {@link MoveSearcher}. Only the pool's messaging
 * runs on the page; the search runs in the worker.
 */
import { EngineClient } from "../analysis/engine-client.js";
import type { MoveSearcher } from "./play-controller.js";

/** A searcher over a new engine worker (`src`: its URL, "" for the one that comes with the viewer). */
export function engineSearcher(src: string): MoveSearcher {
  const client = new EngineClient(src, 1);
  return {
    async search(ask) {
      const report = await client.search({ dsfen: ask.dsfen, moves: ask.moves, rules: ask.rules, limits: ask.limits });
      return report?.bestMove ?? null;
    },
    newGame: () => {
      client.newGame();
    },
    stop: () => {
      client.stop();
    },
    close: () => {
      client.close();
    },
  };
}
