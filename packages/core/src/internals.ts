/**
 * The fast API for engines and tools that need speed: the padded mailbox, encoded moves,
 * make/unmake and buffer-based generation of {@link GameState} (which {@link Position}
 * extends), and the piece-type tables. Cells are padded-board indices (see geometry.ts);
 * convert with CELL_OF_SQUARE / SQUARE_OF_CELL.
 */
export { CELL_OF_SQUARE, SQUARE_OF_CELL, CELLS, STRIDE, PAD, DIR_DELTA, DIRECTIONS } from "./geometry.js";
export {
  GameState,
  BLACK_BIT,
  WHITE_BIT,
  WALL,
  TYPE_MASK,
  MAX_MOVES,
  NULL_MOVE,
  STATUS_NONE,
  STATUS_KING_CAPTURED,
  STATUS_REPETITION_DRAW,
  STATUS_REPETITION_ILLEGAL,
} from "./engine/state.js";
export { codeFrom, codeTo, codeVia, makeCode, viaCells } from "./engine/move-code.js";
export {
  TYPE_COUNT,
  TYPE_CODE,
  TYPE_KIND,
  TYPE_ORIGINAL,
  TYPE_PROMOTED,
  TYPE_PROMOTES_TO,
  KING_TYPE,
  typeOfCode,
  typeKindData,
} from "./pieces/registry.js";
export { pieceOfType } from "./piece.js";
