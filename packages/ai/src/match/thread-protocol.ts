/**
 * Messages between the match runner and its worker threads, and the thread's side:
 * {@link serveMatchThread} plays the games it is sent, one at a time.
 */
import { PlayerPool, playPlannedGame, type MatchPlan, type PlayedGame } from "./plan.js";

/** Runner → thread. */
export type ThreadRequest =
  | { readonly type: "plan"; readonly plan: MatchPlan }
  | { readonly type: "game"; readonly index: number }
  | { readonly type: "close" };

/** Thread → runner. */
export type ThreadReply =
  | { readonly type: "played"; readonly played: PlayedGame }
  | { readonly type: "error"; readonly index: number; readonly message: string };

/** The thread's end of a message port (Node's `parentPort`). */
export interface ThreadPort {
  postMessage(message: ThreadReply): void;
  on(event: "message", listener: (message: ThreadRequest) => void): unknown;
  close(): void;
}

/** Serves a runner on `port`: plays each requested game of the plan and posts the result. */
export function serveMatchThread(port: ThreadPort): void {
  let plan: MatchPlan | undefined;
  let pool: PlayerPool | undefined;
  let queue = Promise.resolve();
  port.on("message", (msg) => {
    queue = queue.then(async () => {
      if (msg.type === "plan") {
        plan = msg.plan;
        pool = new PlayerPool(msg.plan);
      } else if (msg.type === "game") {
        try {
          if (plan === undefined || pool === undefined) throw new Error("no plan");
          port.postMessage({ type: "played", played: await playPlannedGame(plan, msg.index, pool) });
        } catch (e) {
          port.postMessage({ type: "error", index: msg.index, message: (e as Error).message });
        }
      } else {
        await pool?.close();
        port.close();
      }
    });
  });
}
