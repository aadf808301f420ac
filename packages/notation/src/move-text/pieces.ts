/**
 * The pieces a designation can mean.
 */
import { pieceOf, type Color, type Position, type Square } from "@daidai/core";

/** The squares holding a piece of `color` whose notation code is `code` (`Ln`, `+Ea`). */
export function squaresWithPiece(pos: Position, code: string, color: Color): Square[] {
  const piece = pieceOf(code, color);
  return piece === undefined ? [] : pos.squaresOf(piece);
}
