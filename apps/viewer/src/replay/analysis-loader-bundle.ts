/**
 * The bundles' loader of `<daidai-replay analysis>`'s analysis board (vite.config.ts puts it
 * in place of analysis-loader.ts): the analysis bundle `daidai-analysis.js`, fetched from
 * next to the replay bundle the first time the reader asks for it. A page that loaded the
 * analysis bundle already (the classic `daidai-analysis.iife.js` as a second script, global
 * `DaidaiAnalysis`) fetches nothing. Same-origin files only: it works under `script-src 'self'`.
 */
import type { AnalysisMode } from "./analysis-mode.js";

// A classic script has no import.meta.url: the URL of its <script>, read while it runs.
const here = (import.meta as { url?: string }).url ?? (typeof document === "undefined" ? undefined : (document.currentScript as HTMLScriptElement | null)?.src);

/** The analysis board's module. */
export function loadAnalysis(): Promise<AnalysisMode> {
  const loaded = (globalThis as { DaidaiAnalysis?: AnalysisMode }).DaidaiAnalysis;
  if (loaded?.copyRecord !== undefined) return Promise.resolve(loaded);
  return import(/* @vite-ignore */ new URL("daidai-analysis.js", here ?? document.baseURI).href) as Promise<AnalysisMode>;
}
