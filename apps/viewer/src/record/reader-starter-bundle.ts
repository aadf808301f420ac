/**
 * The bundles' starter of the record-reading worker (vite.config.ts and
 * vite.analysis.config.ts put it in place of reader-starter.ts): `daidai-reader-worker.js`
 * from next to the bundle that contains this code. A same-origin file, no blob: it works
 * under `script-src 'self'`.
 */

// A classic script has no import.meta.url: the URL of its <script>, read while it runs.
const classicScript = typeof document !== "undefined" && document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : undefined;

/** A new reading worker: from `src` when given, else `daidai-reader-worker.js` next to the bundle. */
export function startReaderWorker(src?: string): Worker {
  const here = (import.meta as { url?: string }).url ?? classicScript ?? document.baseURI;
  const url = src !== undefined && src !== "" ? src : new URL("daidai-reader-worker.js", here).href;
  return new Worker(url, { type: "module", name: "daidai-reader" });
}
