/**
 * @daidai/core — the rules of dai dai shogi (大大将棋): board, the 68 piece kinds, legal
 * move generation (lion, lion dog, furious fiend, great elephant, hook mover, long-nosed
 * goblin), promotion by capture, check, mate, stalemate, repetition, DSFEN, move strings
 * and perft. No runtime dependencies.
 *
 * Coordinates are squares (0…288, see {@link Square}); errors are values ({@link Result}).
 * The fast engine internals are the separate subpath `@daidai/core/engine`.
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
export { ok, err, unwrap, CoreError, type Result, type CoreErrorInfo } from "./result.js";
export { DEFAULT_OPTIONS, resolveOptions, type RuleOptions } from "./options.js";
export { KIND_DATA, kindData, kindIndex, type KindData, type MoveComponent, type RelativeDirection, type SpecialPower } from "./pieces/registry.js";
export { pieceOf, type Piece } from "./piece.js";
export { INITIAL_DSFEN, parseDsfen, parseDsfenOrThrow, writeDsfen, type DsfenError, type DsfenErrorCode, type Setup } from "./dsfen.js";
export { ILLEGAL_REASON_TEXT, type IllegalMoveError, type IllegalReason, type MoveStringError, type SetupError } from "./errors.js";
export { compareMoves, moveToString, sameMove, type Move, type MoveDetails } from "./move.js";
export { Position, type Outcome, type OutcomeReason } from "./position.js";
export { parseMoveString, splitMoveString } from "./move-string.js";
export { perft, perftDivide } from "./perft.js";
export { createRng } from "./random.js";
export { Game, type GameMoveResult } from "./game.js";
export { setupProblems, validateSetup } from "./setup-check.js";
