/**
 * Web Worker entry point of the engine. Importing this module starts serving requests, so a
 * page loads it as a module worker, e.g. with Vite a file `engine-worker.ts` containing
 * `import "@daidai/ai/worker";` and
 * `new Worker(new URL("./engine-worker.ts", import.meta.url), { type: "module" })`.
 * Talk to it with the messages of worker-protocol.ts ({@link WorkerRequest} in,
 * {@link WorkerResponse} out). It runs under any host that provides the worker globals
 * `postMessage` and `addEventListener("message", …)` (the tests run it in a Node worker
 * thread with those two globals). Imported anywhere else (a page's main thread, Node's main
 * thread) it throws a {@link NotInWorkerError} instead of serving the page's own messages.
 */
import { attachSearchWorker, type WorkerRequest, type WorkerResponse } from "./worker-protocol.js";

export type { WorkerRequest, WorkerResponse };

interface WorkerGlobal {
  postMessage(message: unknown): void;
  addEventListener(type: "message", listener: (event: { data: unknown }) => void): void;
}

/** `@daidai/ai/worker` was imported outside a worker (where there is no worker scope to serve). */
export class NotInWorkerError extends Error {
  override readonly name = "NotInWorkerError";
}

/**
 * The worker scope: `postMessage` and `addEventListener` as globals, and no `document` (a
 * window has both functions too, but its messages are not this engine's to answer).
 */
function workerScope(): WorkerGlobal {
  const g = globalThis as { postMessage?: unknown; addEventListener?: unknown; document?: unknown };
  if (typeof g.postMessage === "function" && typeof g.addEventListener === "function" && g.document === undefined) {
    return globalThis as unknown as WorkerGlobal;
  }
  const where = g.document === undefined ? "a thread without the worker globals postMessage and addEventListener" : "a page's main thread";
  throw new NotInWorkerError(
    `@daidai/ai/worker is a worker's entry point, but it was imported in ${where}. ` +
      'Start it as a worker (new Worker(new URL("./engine-worker.js", import.meta.url), { type: "module" }) ' +
      'with a file that imports "@daidai/ai/worker"), or search in this thread with Engine from "@daidai/ai".',
  );
}

const scope = workerScope();
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
