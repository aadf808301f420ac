/**
 * Starts the record-reading worker of the published ES modules: written as
 * `new Worker(new URL(…, import.meta.url), { type: "module" })`, the form that Vite, webpack 5
 * and Rollup's worker plugins recognise, so an app's bundler emits the worker file (notation's
 * readers with core) and this code starts it from wherever the bundler put it. The
 * self-contained bundles use reader-starter-bundle.ts in its place (vite.config.ts).
 */

/** A new reading worker: from `src` when given, else the one the app's bundler emitted. */
export function startReaderWorker(src?: string): Worker {
  if (src !== undefined && src !== "") return new Worker(src, { type: "module", name: "daidai-reader" });
  return new Worker(new URL("../reader/daidai-reader-worker.js", import.meta.url), { type: "module", name: "daidai-reader" });
}
