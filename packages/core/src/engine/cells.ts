/**
 * Values of the padded board's cells (16 bits): 0 empty, `BLACK_BIT | type` or
 * `WHITE_BIT | type` for a piece, `WALL` for a guard cell. For a side whose bit is `own`,
 * a cell is *open* (may be landed on) when `(cell & own) === 0`, and holds an enemy when
 * it is open and non-zero.
 */
export const BLACK_BIT = 0x100;
export const WHITE_BIT = 0x200;
export const WALL = 0x300;
export const TYPE_MASK = 0xff;

/** Colour index (0 Black, 1 White) of a piece cell value. */
export function cellColor(c: number): number {
  return (c >> 9) & 1;
}
