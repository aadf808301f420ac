/**
 * Web Worker entry point of the engine: load it with
 * `new Worker(new URL("@daidai/ai/worker", import.meta.url), { type: "module" })` and talk
 * to it with the messages of worker-protocol.ts ({@link WorkerRequest} in,
 * {@link WorkerResponse} out). It also runs under any host that provides the worker
 * globals `postMessage` and `addEventListener("message", …)`.
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
