/**
 * @daidai/viewer's play bundle (`dist/bundle/daidai-play.js`, classic script
 * `dist/bundle/daidai-play.iife.js`): `<daidai-play>` (a game against the engine or by link),
 * and `<daidai-editor>` (set up a position), with `<daidai-board>`. A separate bundle so that pages that only replay games load none of
 * it; the engine itself is `daidai-engine-worker.js`, fetched at the engine's first move.
 */
export { DaidaiBoard, type SquareClickDetail } from "./board/daidai-board.js";
export { DaidaiPlay, LINK_KEY, type PlayMoveDetail } from "./play/daidai-play.js";
export { PlayController, type MoveSearcher, type PlayEnvironment, type PlayStorage, type SearchAsk } from "./play/play-controller.js";
export { PlayGame, type PlayMode, type PlaySettings, type SavedGame } from "./play/play-game.js";
export { endingText, type PlayEnding } from "./play/outcome-words.js";
export { PLAY_LEVELS, type PlayLevel } from "@daidai/ai/levels";
export { DaidaiEditor, type EditorChangeDetail } from "./editor/daidai-editor.js";
export { EditorModel, paletteOf } from "./editor/editor-model.js";
// The editor opens piece cards (a long press).
export { DaidaiPieceCard } from "./pieces/piece-card.js";
