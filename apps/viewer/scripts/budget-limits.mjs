// The budgets of issue 5, shared by scripts/budgets.mjs and test/budgets.e2e.test.ts.
export const BUDGETS = {
  /**
   * ES module bundle including Lit and the record readers, gzip level 9. The target of issues
   * 5, 12 and 13 is 60 KB; after the phone, keyboard and menu work (issue 12) and notation's
   * dialects (issue 14) the bundle measures 62.6 KB, so the gate holds it at 64 KB until the
   * bundle is trimmed back (issue 12 stays open for it).
   */
  esmGzipBytes: 64 * 1024,
  /**
   * The analysis bundle (daidai-analysis.js: analysis board, piece guide, board; Lit and notation inside), gzip level 9.
   * Opt-in and separate from the replay bundle; set at 72 KB once notation's readers grew with
   * collections and the KIF/PGN dialects (measured 64.8 KB).
   */
  analysisGzipBytes: 72 * 1024,
  /** The engine's worker file (daidai-engine-worker.js, fetched on first "Analyse"), gzip level 9. */
  engineGzipBytes: 24 * 1024,
  /** First render of a 500-ply record in Chromium, as the first widget of a fresh page (median of 3 pages). */
  firstRenderMs: 100,
  /** Stepping one move in Chromium (mean over 100 steps). */
  stepMs: 16,
};

/**
 * Timing checks in the tests allow this factor over the budget: the machine has 2 cores
 * shared with other builds, so a test must not fail on noise. The budget script checks
 * the budgets themselves and prints the figures.
 */
export const TEST_TIMING_MARGIN = 3;
