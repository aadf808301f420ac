/// <reference types="node" />
// Node only: the browser-safe entry "." (index.ts) never imports this module.
/** Worker-thread entry of the match runner (started by runMatch with `concurrency` > 1). */
import { parentPort } from "node:worker_threads";
import { serveMatchThread } from "./thread-protocol.js";

if (parentPort !== null) serveMatchThread(parentPort);
