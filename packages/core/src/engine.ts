/**
 * `@daidai/core/engine` — the fast API for engines, benchmarks and tools that need speed.
 *
 * - {@link GameState}: the padded 23 × 23 mailbox of 16-bit cells (cells.ts), make/unmake
 *   with an undo stack, buffer-based generation (legal, pseudo-legal, captures), the
 *   attack test, Zobrist hashing and the repetition rules. Get one from a public
 *   `Position` with {@link engineState} (a copy) or from a setup with `GameState.fromSetup`.
 * - Encoded moves: one integer per move (move-code.ts), read only through the accessors
 *   (`codeFrom`, `codeTo`, `viaFirstCell`, …); convert with {@link decodeMove} /
 *   {@link encodeMove}.
 * - {@link readMoveEffects}: the one source of what a move captures and whether it promotes.
 * - Piece-type tables (`TYPE_*`) and the compiled movement tables.
 *
 * Cells are padded-board indices; squares (0…288) are the public coordinates. Convert
 * with CELL_OF_SQUARE / SQUARE_OF_CELL. Nothing here validates its input: a state only
 * accepts moves its own generators produced.
 */
export { CELL_OF_SQUARE, SQUARE_OF_CELL, CELLS, STRIDE, PAD, DIR_DELTA, DIR_OPPOSITE, DIRECTIONS } from "./geometry.js";
export { BLACK_BIT, WHITE_BIT, WALL, TYPE_MASK, cellColor } from "./engine/cells.js";
export { GameState, EXPOSURE_MASK_WORDS } from "./engine/state.js";
export { NULL_MOVE, STATUS_NONE, STATUS_KING_CAPTURED, STATUS_REPETITION_DRAW, STATUS_REPETITION_ILLEGAL } from "./engine/board-state.js";
export { MAX_MOVES } from "./engine/generation.js";
export { generateCapturesSince } from "./engine/derived-captures.js";
export { generatesMove } from "./engine/generates-move.js";
export { CHECK_MASK_WORDS, mayGiveCheck, writeCheckMask } from "./engine/check-mask.js";
export {
  codeFrom,
  codeTo,
  codeVia,
  makeCode,
  viaCells,
  viaFirstCell,
  viaSecondCell,
  viaFirstOnly,
  viaSecondOnly,
  viaBoth,
  viaFieldOf,
  isPassCode,
} from "./engine/move-code.js";
export { MoveEffects, readMoveEffects } from "./engine/effects.js";
export { decodeMove, encodeMove } from "./engine/move-convert.js";
export { ZOBRIST_LO, ZOBRIST_HI, SIDE_KEY_LO, SIDE_KEY_HI, zobristIndex } from "./engine/zobrist.js";
export { JUMP_ATTACK_DELTA, SPECIAL_FURIOUS_FIEND, SPECIAL_LION, moveTables, type MoveTables } from "./engine/tables.js";
export { jumpAttackIndex } from "./engine/attacks.js";
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
export { engineState } from "./position.js";
