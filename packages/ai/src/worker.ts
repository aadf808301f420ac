/**
 * Web Worker entry point of the engine. Importing this module starts serving requests, so a
 * page loads it as a module worker, e.g. with Vite a file `engine-worker.ts` containing
 * `import "@daidai/ai/worker";` and
 * `new Worker(new URL("./engine-worker.ts", import.meta.url), { type: "module" })`.
 * Talk to it with the messages of worker-protocol.ts ({@link WorkerRequest} in,
 * {@link WorkerResponse} out). It runs under any host that provides the worker globals
 * `postMessage` and `addEventListener("message", …)` (the tests run it in a Node worker
 * thread with those two globals).
 */
import { attachSearchWorker, type WorkerRequest, type WorkerResponse } from "./worker-protocol.js";

export type { WorkerRequest, WorkerResponse };

interface WorkerGlobal {
  postMessage(message: unknown): void;
  addEventListener(type: "message", listener: (event: { data: unknown }) => void): void;
}

const scope = globalThis as unknown as WorkerGlobal;
attachSearchWorker({
  postMessage: (message) => {
    scope.postMessage(message);
  },
  onMessage: (handler) => {
    scope.addEventListener("message", (event) => {
      handler(event.data);
    });
  },
});
