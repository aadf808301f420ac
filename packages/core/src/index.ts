/**
 * @daidai/core — the rules of dai dai shogi (大大将棋): board, the 68 piece kinds, legal
 * move generation (lion, lion dog, furious fiend, great elephant, hook mover, long-nosed
 * goblin), promotion by capture, check, mate, stalemate, repetition, DSFEN, move strings
 * and perft. No runtime dependencies.
 */
export {
  BOARD_SIZE,
  SQUARE_COUNT,
  RANK_LETTERS,
  fileOf,
  rankOf,
  squareAt,
  squareName,
  parseSquare,
  rotateSquare,
  opposite,
  type Color,
  type Square,
} from "./geometry.js";
export { DEFAULT_OPTIONS, resolveOptions, type RuleOptions } from "./options.js";
export { KIND_DATA, kindData, kindIndex, type KindData, type MoveComponent, type RelativeDirection, type SpecialPower } from "./pieces/registry.js";
export { pieceOf, type Piece } from "./piece.js";
export { DsfenError, INITIAL_DSFEN, parseDsfen, writeDsfen, type Setup } from "./dsfen.js";
export {
  Position,
  IllegalMoveError,
  decodeMove,
  encodeMove,
  moveToString,
  sameMove,
  type IllegalReason,
  type Move,
  type MoveDetails,
  type Outcome,
  type OutcomeReason,
} from "./position.js";
export { parseMoveString, splitMoveString, type MoveStringResult } from "./move-string.js";
export { perft, perftDivide } from "./perft.js";
export { createRng } from "./random.js";
export { Game, type GameMoveResult } from "./game.js";

export * from "./internals.js";
