/**
 * The one place that knows what a move does to the board: which cells it captures, in
 * order, where the mover ends, and what it becomes (promotion by capture, rules.md §7).
 * {@link GameState.makeMove}, `Position.describeMove`, the notation writers, the viewer's
 * highlights and the engine's evaluation all read a move's effects from here.
 *
 * The captured cells are: the via cells (captured before the arrival, formats.md §2),
 * then the final cell when it holds an enemy piece that the via captures did not already
 * remove (a lion-family move may come back to a square it captured on). A pass and an
 * igui end on the origin; igui captures its via cell only.
 */
import { TYPE_MASK } from "./cells.js";
import { codeFrom, codeTo, writeViaCells } from "./move-code.js";
import { TYPE_PROMOTES_TO } from "../pieces/registry.js";

/** What a move does, filled in place by {@link readMoveEffects} (no allocation per call). */
export class MoveEffects {
  /** Origin cell. */
  from = 0;
  /** Final cell. */
  to = 0;
  /** The mover's cell value before the move. */
  piece = 0;
  /** The mover's cell value after the move (promoted when it captured and can promote). */
  moved = 0;
  /** Number of captures (0…3). */
  count = 0;
  /** Captured cells, in capture order (`count` of them). */
  readonly cells: Int32Array = new Int32Array(3);
  /** Captured cell values, in the same order. */
  readonly pieces: Int32Array = new Int32Array(3);

  /** True if the mover promotes. */
  get promotes(): boolean {
    return this.moved !== this.piece;
  }
}

/**
 * Reads the effects of the pseudo-legal move `m` on `board` (cell values, see cells.ts)
 * into `out` and returns it. The board is not changed.
 */
export function readMoveEffects(board: Uint16Array, m: number, out: MoveEffects): MoveEffects {
  const from = codeFrom(m);
  const to = codeTo(m);
  const piece = board[from] ?? 0;
  const cells = out.cells;
  const pieces = out.pieces;
  let count = writeViaCells(m, cells);
  for (let i = 0; i < count; i++) pieces[i] = board[cells[i] ?? 0] ?? 0;
  // The final square captures unless the move ends where it started or on a via cell it emptied.
  if (to !== from && (count === 0 || (to !== cells[0] && (count === 1 || to !== cells[1])))) {
    const target = board[to] ?? 0;
    if (target !== 0) {
      cells[count] = to;
      pieces[count] = target;
      count++;
    }
  }
  let moved = piece;
  if (count > 0) {
    const promo = TYPE_PROMOTES_TO[piece & TYPE_MASK] ?? -1;
    if (promo >= 0) moved = (piece & ~TYPE_MASK) | promo;
  }
  out.from = from;
  out.to = to;
  out.piece = piece;
  out.moved = moved;
  out.count = count;
  return out;
}

/**
 * Puts the effects read by {@link readMoveEffects} on the board and nothing else (no hash,
 * history, king cells or hook lists): the board update that {@link GameState.makeMove} and
 * the legality probe of move generation share. Undo it with {@link revertEffectsOnBoard}.
 */
export function applyEffectsToBoard(board: Uint16Array, e: MoveEffects): void {
  board[e.from] = 0;
  const cells = e.cells;
  for (let i = 0; i < e.count; i++) board[cells[i] ?? 0] = 0;
  board[e.to] = e.moved;
}

/** Takes back {@link applyEffectsToBoard} (same effects, board unchanged since). */
export function revertEffectsOnBoard(board: Uint16Array, e: MoveEffects): void {
  board[e.to] = 0;
  const cells = e.cells;
  const pieces = e.pieces;
  for (let i = e.count - 1; i >= 0; i--) board[cells[i] ?? 0] = pieces[i] ?? 0;
  board[e.from] = e.piece;
}
