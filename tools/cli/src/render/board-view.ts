/** What a board diagram shows, taken from a position: pieces, side to move, last move, check. */
import { SQUARE_COUNT, type Color, type Move, type Piece, type Position, type Square } from "@daidai/core";

/** A position as a diagram shows it (it knows no rules). */
export interface BoardView {
  /** The piece on each square (index = core's Square: rank a first, file 17 first). */
  readonly squares: readonly (Piece | null)[];
  readonly turn: Color;
  readonly moveNumber: number;
  /** The move that led here, if known. */
  readonly lastMove: Move | null;
  /** The king square of the side to move when it is in check, else -1. */
  readonly checkSquare: Square;
}

/** The view of a position (its last history move is the last move). */
export function viewOf(position: Position): BoardView {
  const squares: (Piece | null)[] = [];
  for (let sq = 0; sq < SQUARE_COUNT; sq++) squares.push(position.pieceAt(sq));
  return {
    squares,
    turn: position.turn,
    moveNumber: position.moveNumber,
    lastMove: position.history().at(-1) ?? null,
    checkSquare: position.isCheck() ? position.kingSquare(position.turn) : -1,
  };
}

/** Squares of a move: origin, captures before the end, final square. */
export function moveSquares(move: Move): Square[] {
  return [move.from, ...move.via, move.to];
}

/** The square drawn at a row and column (0…16, from the top left) when Black (or White) sits at the bottom. */
export function squareAtCell(row: number, col: number, bottom: Color): Square {
  const sq = row * 17 + col;
  return bottom === "black" ? sq : SQUARE_COUNT - 1 - sq;
}
