/**
 * Scanning the board for the pieces a designation can mean.
 */
import { SQUARE_COUNT, type Color, type Position, type Square } from "@daidai/core";

/** The squares holding a piece of `color` whose notation code is `code` (`Ln`, `+Ea`). */
export function squaresWithPiece(pos: Position, code: string, color: Color): Square[] {
  const out: Square[] = [];
  for (let sq = 0; sq < SQUARE_COUNT; sq++) {
    const p = pos.pieceAt(sq);
    if (p !== null && p.color === color && p.code === code) out.push(sq);
  }
  return out;
}
