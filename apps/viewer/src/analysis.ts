/**
 * @daidai/viewer's analysis bundle (`dist/bundle/daidai-analysis.js`, classic script
 * `dist/bundle/daidai-analysis.iife.js`): `<daidai-analysis>` (analysis board), `<daidai-pieces>`
 * (the piece guide), `<daidai-piece-card>` and `<daidai-piece-guide>` (cards for every board), with `<daidai-board>`. A separate bundle so
 * that pages that only replay games load none of it; the engine itself is a third file,
 * `daidai-engine-worker.js`, fetched only when "Analyse" is pressed. On a page with the
 * classic replay bundle, this script also gives `<daidai-replay analysis>` its analysis board.
 */
export { DaidaiBoard, type SquareClickDetail } from "./board/daidai-board.js";
export { DaidaiPieceCard, kindFacts } from "./pieces/piece-card.js";
export { DaidaiPieceGuide } from "./pieces/daidai-piece-guide.js";
export { DaidaiPieces, matchesSearch, pieceGroups, type PieceGroup } from "./pieces/daidai-pieces.js";
export { DaidaiAnalysis, type AnalysisMoveDetail } from "./analysis/daidai-analysis.js";
export { scoreText } from "./analysis/engine-view.js";
export { copyRecord } from "./analysis/replay-mode.js";
export { AnalysisController, type ClickResult, type Entry, type NodePath } from "./analysis/analysis-controller.js";
export { pieceDiagram, movementWords, type DiagramMark, type PieceDiagram } from "./pieces/piece-diagram.js";
export { glyphsDrawable, kanjiDrawable } from "./pieces/glyphs.js";
export { EngineClient, type EngineReport } from "./analysis/engine-client.js";
export { exportRecord, withEvaluations } from "./analysis/record-export.js";
