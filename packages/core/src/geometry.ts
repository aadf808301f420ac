/**
 * Board geometry: 17 files × 17 ranks (rules.md §1).
 *
 * A {@link Square} is a number 0…288: `row * 17 + col`, where row 0 is rank `a` (White's
 * back rank) and col 0 is file 17 (Black's left edge). This is the reading order of a
 * board drawn from Black's side, so a diagram is drawn by iterating squares in order.
 *
 * Internally the engine uses a padded "mailbox" of 23 × 23 cells (three guard cells on
 * every side) so that steps, jumps and lion moves never index outside the array.
 */

/** Number of files and ranks. */
export const BOARD_SIZE = 17;
/** Number of squares. */
export const SQUARE_COUNT = 289;
/** A square index 0…288 (see module docs). */
export type Square = number;
/** A side. Black (sente) moves first. */
export type Color = "black" | "white";

/** Rank letters from rank a (row 0) to rank q (row 16). */
export const RANK_LETTERS = "abcdefghijklmnopq";

/** File number 1…17 of a square. */
export function fileOf(sq: Square): number {
  return BOARD_SIZE - (sq % BOARD_SIZE);
}

/** Rank index 1…17 (a = 1 … q = 17) of a square. */
export function rankOf(sq: Square): number {
  return Math.floor(sq / BOARD_SIZE) + 1;
}

/** The square at file 1…17 and rank index 1…17, or -1 when off the board. */
export function squareAt(file: number, rank: number): Square {
  if (!Number.isInteger(file) || !Number.isInteger(rank)) return -1;
  if (file < 1 || file > BOARD_SIZE || rank < 1 || rank > BOARD_SIZE) return -1;
  return (rank - 1) * BOARD_SIZE + (BOARD_SIZE - file);
}

const SQUARE_NAMES: readonly string[] = Array.from(
  { length: SQUARE_COUNT },
  (_, sq) => `${String(fileOf(sq))}${RANK_LETTERS.charAt(rankOf(sq) - 1)}`,
);

/** Name of a square, e.g. `9q`, `1a`, `17q`. */
export function squareName(sq: Square): string {
  const name = SQUARE_NAMES[sq];
  if (name === undefined) throw new RangeError(`not a square index: ${String(sq)}`);
  return name;
}

/**
 * Parses a square name such as `9q` (file 1–17 without a leading zero, rank a–q); returns -1
 * when the text is not a square. Read by character codes: records name thousands of squares.
 */
export function parseSquare(name: string): Square {
  const length = name.length;
  if (length !== 2 && length !== 3) return -1;
  const rank = name.charCodeAt(length - 1) - 96; // "a" is 97
  const first = name.charCodeAt(0) - 48; // "0" is 48
  let file = first;
  if (length === 3) {
    const second = name.charCodeAt(1) - 48;
    if (first !== 1 || second < 0 || second > 7) return -1;
    file = 10 + second;
  } else if (first < 1 || first > 9) return -1;
  if (rank < 1 || rank > BOARD_SIZE) return -1;
  return squareAt(file, rank);
}

/** The square seen from the other side (180° rotation): file f ↔ 18 − f, rank r ↔ 18 − r. */
export function rotateSquare(sq: Square): Square {
  return SQUARE_COUNT - 1 - sq;
}

/** The other colour. */
export function opposite(color: Color): Color {
  return color === "black" ? "white" : "black";
}

// ---------------------------------------------------------------------------------------
// Padded mailbox (internal, but exported for the engine's hot path).

/** Guard cells on each side of the padded board. */
export const PAD = 3;
/** Width of a padded row. */
export const STRIDE = BOARD_SIZE + 2 * PAD;
/** Number of cells of the padded board. */
export const CELLS = STRIDE * STRIDE;

/** Padded cell of each square. */
export const CELL_OF_SQUARE: Int16Array = new Int16Array(SQUARE_COUNT);
/** Square of each padded cell, or -1 for guard cells. */
export const SQUARE_OF_CELL: Int16Array = new Int16Array(CELLS).fill(-1);
/** Padded row of each cell. */
export const CELL_ROW: Uint8Array = Uint8Array.from({ length: CELLS }, (_, c) => Math.floor(c / STRIDE));
/** Padded column of each cell. */
export const CELL_COL: Uint8Array = Uint8Array.from({ length: CELLS }, (_, c) => c % STRIDE);
for (let sq = 0; sq < SQUARE_COUNT; sq++) {
  const row = Math.floor(sq / BOARD_SIZE);
  const col = sq % BOARD_SIZE;
  const cell = (row + PAD) * STRIDE + col + PAD;
  CELL_OF_SQUARE[sq] = cell;
  SQUARE_OF_CELL[cell] = sq;
}

/**
 * Relative directions in a fixed order. Index i of this list is also the index of the
 * *absolute* direction that Black's direction i points to (so absolute direction 0 is
 * "towards rank a").
 */
export const DIRECTIONS = ["f", "b", "l", "r", "fl", "fr", "bl", "br"] as const;

/** Cell delta of each absolute direction (Black's view: f = towards rank a, l = towards file 17). */
export const DIR_DELTA: Int32Array = Int32Array.from([
  -STRIDE, // f
  STRIDE, // b
  -1, // l (towards file 17 = column 0)
  1, // r
  -STRIDE - 1, // fl
  -STRIDE + 1, // fr
  STRIDE - 1, // bl
  STRIDE + 1, // br
]);

/** Row/column deltas of each absolute direction. */
export const DIR_DROW: Int32Array = Int32Array.from([-1, 1, 0, 0, -1, -1, 1, 1]);
export const DIR_DCOL: Int32Array = Int32Array.from([0, 0, -1, 1, -1, 1, -1, 1]);

/** Index of the opposite absolute direction. */
export const DIR_OPPOSITE: Int32Array = Int32Array.from([1, 0, 3, 2, 7, 6, 5, 4]);

/** Absolute direction index of a relative direction for a colour. */
export function absoluteDirection(dir: (typeof DIRECTIONS)[number], color: Color): number {
  const i = DIRECTIONS.indexOf(dir);
  return color === "black" ? i : (DIR_OPPOSITE[i] ?? 0);
}
