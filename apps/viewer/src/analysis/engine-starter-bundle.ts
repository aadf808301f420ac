/**
 * The analysis bundle's starter of engine workers (vite.analysis.config.ts puts it in place
 * of engine-starter.ts): `daidai-engine-worker.js` from next to the bundle that contains this
 * code. A same-origin file, no blob: it works under `script-src 'self'`.
 */
import type { StartedWorker } from "./engine-starter.js";

// A classic script has no import.meta.url: the URL of its <script>, read while it runs.
const classicScript = typeof document !== "undefined" && document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : undefined;

/** A new engine worker: from `src` when given, else `daidai-engine-worker.js` next to the bundle. */
export function startEngineWorker(src?: string): StartedWorker {
  const here = (import.meta as { url?: string }).url ?? classicScript ?? document.baseURI;
  const from = src !== undefined && src !== "" ? src : new URL("daidai-engine-worker.js", here).href;
  return { worker: new Worker(from, { type: "module", name: "daidai-engine" }), from };
}
