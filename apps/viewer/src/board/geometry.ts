/**
 * The board's drawing in SVG units, in one place: the size of a square, the margins that hold
 * the file numbers (above) and the rank labels (right), the view box, and where a square's
 * centre is for either orientation. `<daidai-board>` draws with it; anything drawn over a
 * board (the analysis board's best-move arrow), narrow-board's `isNarrow` and the replay's
 * fit-by-height CSS use the same.
 */
import { BOARD_SIZE, type Color, type Square } from "@daidai/core";
import { cellOfSquare } from "./board-model.js";

/** Size of a square. */
export const CELL = 60;
/** Left edge of the squares. */
export const LEFT = 6;
/** Top edge of the squares (the file numbers are drawn above it). */
export const TOP = 38;
/** Width of the band right of the squares, where the rank labels are drawn. */
export const RIGHT = 46;
/** The margin under the squares. */
const BOTTOM = 6;
/** Width and height of the 17 × 17 squares. */
export const SIZE = BOARD_SIZE * CELL;
/** Width of the whole drawing, labels included. */
export const VIEW_W = LEFT + SIZE + RIGHT;
/** Height of the whole drawing, labels included. */
export const VIEW_H = TOP + SIZE + BOTTOM;

/** The board's view box: the whole drawing, or the squares only (`hideCoordinates`). */
export function boardViewBox(hideCoordinates: boolean): string {
  return hideCoordinates ? `${String(LEFT)} ${String(TOP)} ${String(SIZE)} ${String(SIZE)}` : `0 0 ${String(VIEW_W)} ${String(VIEW_H)}`;
}

/** The centre of a square in the drawing, for an orientation. */
export function squareCentre(sq: Square, orientation: Color): [x: number, y: number] {
  const { row, col } = cellOfSquare(sq, orientation);
  return [LEFT + col * CELL + CELL / 2, TOP + row * CELL + CELL / 2];
}
