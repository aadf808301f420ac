/**
 * Entry of the single-file CLI bundle (`pnpm --filter @daidai/cli bundle` writes
 * dist/bundle/daidai.mjs, attached to GitHub releases and run as `node daidai.mjs`).
 * `daidai match` starts its worker threads on this same file: a thread started with
 * `workerData.daidaiMatchThread` serves games instead of running the command line.
 */
import { isMainThread, parentPort, workerData } from "node:worker_threads";
import { serveMatchThread, type ThreadPort } from "@daidai/ai/match";
import { run } from "./src/main.js";

if (!isMainThread && parentPort !== null && (workerData as { daidaiMatchThread?: boolean } | null)?.daidaiMatchThread === true) {
  serveMatchThread(parentPort as unknown as ThreadPort);
} else {
  (globalThis as { DAIDAI_BUNDLE_URL?: string }).DAIDAI_BUNDLE_URL = import.meta.url;
  await run(process.argv);
}
