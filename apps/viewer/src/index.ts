/** @daidai/viewer — web components that embed dai dai shogi positions and game replays. */
export { DaidaiBoard, type SquareClickDetail } from "./daidai-board.js";
export type { BoardMove } from "./board-model.js";
export type { PieceStyle } from "./pieces.js";
export type { Lang } from "./i18n.js";
export { DaidaiReplay, type ErrorDetail, type LoadDetail, type PlyChangeDetail, type ReplayEventDetails, type ShowMoves } from "./daidai-replay.js";
export { ReplayController, type Clock, type Path, type Target, type TreeNode } from "./replay-controller.js";
export type { Notation } from "./game.js";
export type { Diagnostic, MetadataLike, RecordLike, RecordNodeLike } from "./record-types.js";
