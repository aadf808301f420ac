/** @daidai/viewer — web components that embed dai dai shogi positions and game replays. */
export { DaidaiBoard, type SquareClickDetail } from "./board/daidai-board.js";
export type { BoardMove } from "./board/board-model.js";
export type { PieceStyle } from "./pieces/pieces.js";
export type { Lang } from "./i18n/i18n.js";
export { DaidaiReplay, type ErrorDetail, type LoadDetail, type PlyChangeDetail, type ReplayEventDetails, type ShowMoves } from "./replay/daidai-replay.js";
export { ReplayController, type Clock, type Path, type Target, type TreeNode } from "./replay/replay-controller.js";
export type { Notation } from "./record/game.js";
export type { Diagnostic, MetadataLike, RecordLike, RecordNodeLike } from "./record/record-types.js";
