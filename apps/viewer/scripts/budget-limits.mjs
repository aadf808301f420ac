// The budgets of issue 5, shared by scripts/budgets.mjs and test/budgets.e2e.test.ts.
export const BUDGETS = {
  /**
   * The ES module bundle (daidai-viewer.js: Lit, core, the replay; the target of issues 5, 12
   * and 13), gzip level 9. The record readers and the menu's writers are files of their own
   * that it loads when needed (see readerGzipBytes). 60 KB until the replay element was split
   * into a game controller and small view modules (issue 31: 59.1 → 60.7 KB, the members the
   * modules share keep their names in the minified code), then 62 KB until Japanese all the
   * way came in (issue 31: the pieces' readings in kana from core's romaji, lion moves spoken
   * in Japanese with every capture, the check for missing kanji glyphs: 60.9 → 62.6 KB), then
   * 64 KB until issue 30's readers came in (today's QBoard letters and files, older QBoards told
   * apart, the spellings sources use: 63.6 → 64.7 KB), then 66 KB until a step came to lay out
   * the slider's box and the board only, redraw the pieces' rows in place and move the cursor
   * without walking the path from the root (issue 31: 67 391 → 67 634 B; a step at 390 × 844
   * with the CPU 4× slower 11.7 → 9.7 ms, README's Performance).
   */
  esmGzipBytes: 67 * 1024,
  /**
   * What a page loads on top of the ES module bundle to read a record of one format: that
   * format's reader file and the files it imports (the largest format, KIF, counts), gzip -9.
   */
  readerGzipBytes: 12 * 1024,
  /**
   * The record-reading worker file (daidai-reader-worker.js: notation's readers and core,
   * fetched for texts of 64 K characters or more), gzip level 9: measured 36.4 KB, then
   * 40.1 KB once notation's engine replay and qboard setups landed; 44 KB until notation's
   * fast readers and its resumable replay (firstMoves) came in (44.1 KB on 2026-12-01); 46 KB
   * until issue 30's readers came in (QBoard's letter sets, repeated headers, SetUp/FEN, KIF
   * times and まで lines: 44.4 → 47.0 KB).
   */
  readerWorkerGzipBytes: 48 * 1024,
  /**
   * The analysis bundle (daidai-analysis.js: analysis board, piece guide, board; Lit and notation inside), gzip level 9.
   * Opt-in and separate from the replay bundle; set at 72 KB once notation's readers grew with
   * collections and the KIF/PGN dialects (measured 64.8 KB), then at 80 KB when the analysis
   * mode of the replay, its Japanese text and keyboard cursor (71.0 KB) and notation's
   * engine replay and QBoard FEN positions (75.1 KB) came in, then at 82 KB when notation's
   * hand-written fast paths (the PGN scanner and the western move reader, kept next to the
   * grammars that stay the authority) and the viewer's compile hint came in (79.8 → 80.9 KB),
   * then at 83 KB when the board came to draw its pieces a row at a time (board-pieces.ts:
   * 81.6 → 82.0 KB; about 15 ms less main-thread time in the replay's first render), then at
   * 85 KB when the piece guide and cards came to name the pieces in Japanese with their readings
   * and the board to check for missing kanji glyphs (issue 31: 83.0 → 84.6 KB), then at 88 KB when
   * issue 30's readers came in (84.7 → 87.4 KB; see readerWorkerGzipBytes), then at 89 KB when the
   * enlarged analysis board came to share the replay's enlarged view (sticky coordinates; issue 31:
   * 87.4 → 88.5 KB, scripts/budgets.mjs on main ab281f8 and on the change), then at 90 KB when
   * the start-up work that needs no record came to run before the record (issue 31: 91 114 →
   * 91 289 B, README's "Start-up work before the record").
   */
  analysisGzipBytes: 90 * 1024,
  /**
   * The engine's worker file (daidai-engine-worker.js, fetched on first "Analyse"), gzip level 9.
   * 24 KB until core's occupancy bits and attacker lists, the lazy exposure mask, the pending
   * SEE and the threat terms came in (2026-12-01: 22.7 → 25.1 KB); 26 KB until the staged move
   * generation (move-order.ts) and the capture cache came in (25.1 → 26.1 KB); 27 KB until
   * core's captures derived from two plies before (generateCapturesSince), generatesMove and
   * the one-pass losing-capture SEE came in (26.1 → 27.3 KB); 28 KB until issue 33's bounded
   * evaluation, repetition seen early with the game's history and gated conversion terms
   * came in (2026-12-04: 27.7 → 29.4 KB).
   */
  engineGzipBytes: 30 * 1024,
  /**
   * The play bundle (daidai-play.js: the play board, the board, the enlarged view and move
   * list it shares with the replay; Lit, core, notation's writers and game links inside),
   * gzip level 9: measured 56.8 KB for the play board alone, 60.3 KB with the position
   * editor, 60.8 KB with its SVG diagram, 67.8 KB with the piece card the editor opens on a
   * long press (its movement diagrams; 2026-12-05); 71 KB when a game link came to set the
   * game it replaces aside instead of overwriting it (issue 32: 69.6 → 70.2 KB, measured
   * with scripts/budgets.mjs on main ab281f8 and on the change); 72 KB when core came to compute
   * its Zobrist keys per index and read square names by character codes, a start-up about 60 ms
   * shorter with the CPU slowed 4× (issue 31: 72 662 → 72 710 B, 6 B over).
   */
  playGzipBytes: 72 * 1024,
  /** First render of a 500-ply record in Chromium, as the first widget of a fresh page (median of 3 pages). */
  firstRenderMs: 100,
  /** Stepping one move in Chromium (mean over 100 steps). */
  stepMs: 16,
};

