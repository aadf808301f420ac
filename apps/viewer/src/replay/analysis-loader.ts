/**
 * Loads `<daidai-replay analysis>`'s analysis board on first use. In the ES bundle the
 * dynamic import is a chunk of its own, fetched only then. The classic-script bundle is
 * built with analysis-loader-classic.ts in place of this file (vite.classic.config.ts).
 */
import type { AnalysisMode } from "./analysis-mode.js";

/** The analysis board's module. */
export function loadAnalysis(): Promise<AnalysisMode> {
  return import("../analysis/replay-mode.js");
}
