/**
 * Entry of the single-file CLI bundle (`pnpm --filter @daidai/cli bundle` writes
 * dist/bundle/daidai.mjs, attached to GitHub releases and run as `node daidai.mjs`).
 * `daidai match` starts its worker threads on this same file: a thread started with
 * `workerData.daidaiMatchThread` serves games instead of running the command line, and
 * `daidai engine`'s search thread (`workerData.daidaiSearchThread`) serves searches.
 */
import { isMainThread, parentPort, workerData } from "node:worker_threads";
import { attachSearchWorker } from "@daidai/ai";
import { serveMatchThread } from "@daidai/ai/match";
import { run } from "./src/main.js";

const role = workerData as { daidaiMatchThread?: boolean; daidaiSearchThread?: boolean; hashMb?: number } | null;
if (!isMainThread && parentPort !== null && role?.daidaiMatchThread === true) {
  serveMatchThread(parentPort);
} else if (!isMainThread && parentPort !== null && role?.daidaiSearchThread === true) {
  const port = parentPort;
  attachSearchWorker(
    {
      postMessage: (m) => {
        port.postMessage(m);
      },
      onMessage: (h) => {
        port.on("message", h);
      },
    },
    role.hashMb,
  );
} else {
  (globalThis as { DAIDAI_BUNDLE_URL?: string }).DAIDAI_BUNDLE_URL = import.meta.url;
  await run(process.argv);
}
