/**
 * Keyboard use of a board: the arrow keys move a cursor over the squares (in the directions
 * seen on the screen, either orientation), Enter or Space acts on the cursor's square as a
 * click would, Escape takes the cursor away. The cursor is outlined on the board
 * (`<daidai-board>`'s `cursor`) and named in words by the caller's live region.
 */
import { BOARD_SIZE, type Color, type Square } from "@daidai/core";
import { cellOfSquare, squareAtCell } from "./board-model.js";

const STEPS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** What a key did to the cursor. */
export type CursorAction = { readonly kind: "moved"; readonly square: Square } | { readonly kind: "pick"; readonly square: Square } | { readonly kind: "cleared" };

/**
 * The cursor square after `key` (a `KeyboardEvent.key`), or undefined when the key is not a
 * board key. From no cursor (-1), the first arrow puts it on `start`.
 */
export function cursorKey(key: string, cursor: Square, orientation: Color, start: Square): CursorAction | undefined {
  const step = STEPS[key];
  if (step !== undefined) {
    if (cursor < 0) return { kind: "moved", square: start };
    const { row, col } = cellOfSquare(cursor, orientation);
    const r = Math.min(BOARD_SIZE - 1, Math.max(0, row + step[0]));
    const c = Math.min(BOARD_SIZE - 1, Math.max(0, col + step[1]));
    return { kind: "moved", square: squareAtCell(r, c, orientation) };
  }
  if ((key === "Enter" || key === " ") && cursor >= 0) return { kind: "pick", square: cursor };
  if (key === "Escape" && cursor >= 0) return { kind: "cleared" };
  return undefined;
}
