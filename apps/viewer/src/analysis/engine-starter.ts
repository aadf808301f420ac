/**
 * Starts an engine worker of the published ES modules: written as
 * `new Worker(new URL(…, import.meta.url), { type: "module" })`, the form that Vite, webpack 5
 * and Rollup's worker plugins recognise, so an app's bundler emits the engine's worker file
 * (`@daidai/ai`'s worker entry with core) and this code starts it from wherever the bundler
 * put it. The self-contained bundles use engine-starter-bundle.ts in its place
 * (vite.analysis.config.ts).
 */

/** A started worker, and where it came from (for messages). */
export interface StartedWorker {
  readonly worker: Worker;
  readonly from: string;
}

/** A new engine worker: from `src` when given, else the one the app's bundler emitted. */
export function startEngineWorker(src?: string): StartedWorker {
  if (src !== undefined && src !== "") return { worker: new Worker(src, { type: "module", name: "daidai-engine" }), from: src };
  const worker = new Worker(new URL("../engine/daidai-engine-worker.js", import.meta.url), { type: "module", name: "daidai-engine" });
  return { worker, from: "daidai-engine-worker.js as emitted by the app's bundler" };
}
