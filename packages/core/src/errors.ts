/**
 * The typed errors of the public API (besides {@link DsfenError}, in dsfen.ts): each has a
 * `code` to branch on and a `message` for people.
 */
import type { Square } from "./geometry.js";
import type { Move } from "./move.js";

/**
 * A setup that parses but is not a position (two kings of one side, an unknown piece), or,
 * from `setupProblems`, one that cannot arise in a game (the side not to move in check).
 */
export interface SetupError {
  readonly code: "twoKings" | "unknownPiece" | "oppositeCheck";
  readonly message: string;
  /** The squares concerned (the kings, the unknown piece), when known. */
  readonly squares?: readonly Square[];
}

/** Why a move is not legal. */
export type IllegalReason = "noPiece" | "notYourPiece" | "notAMove" | "leavesKingInCheck" | "repetition" | "gameOver";

/** The words for each {@link IllegalReason}. */
export const ILLEGAL_REASON_TEXT: Readonly<Record<IllegalReason, string>> = {
  noPiece: "no piece on the origin square",
  notYourPiece: "not the side to move's piece",
  notAMove: "not a move of that piece",
  leavesKingInCheck: "leaves the king in check",
  repetition: "forbidden by the repetition rule",
  gameOver: "the game is over",
};

/** An illegal move given to `Position.play`. */
export interface IllegalMoveError {
  readonly code: IllegalReason;
  readonly move: Move;
  readonly message: string;
}

/** Why a move string was refused: not a move string, an illegal move, or a `+` on a move that does not promote. */
export interface MoveStringError {
  readonly code: "notAMoveString" | "doesNotPromote" | IllegalReason;
  /** The text given. */
  readonly text: string;
  readonly message: string;
}
