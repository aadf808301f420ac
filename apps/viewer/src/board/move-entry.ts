/**
 * Entering a move click by click on a board, without DOM: the analysis board and the play
 * board use it alike.
 *
 * Input is driven by core's `Position.continuations`: after the origin and each clicked
 * square, only the squares core lists can be clicked next, so an illegal move cannot be
 * entered. A lion-family move is entered leg by leg (igui: the captured square, then the
 * origin; pass: the origin itself). When a square both ends a move and can be continued
 * from, clicking it again ends the move there. Promotion needs no choice: it is compulsory
 * on a promoting piece's first capture (rules.md §7), so every move is made of squares.
 */
import type { Move, Position, Square } from "@daidai/core";

/** The move being entered. */
export interface Entry {
  readonly from: Square;
  /** Squares clicked after the origin (captures of a lion-family move so far). */
  readonly path: readonly Square[];
  /** Squares that may be clicked next. */
  readonly targets: readonly Square[];
  /** The move that ends on the last clicked square, when clicking it again finishes. */
  readonly finish: Move | undefined;
}

/** What a click did; `complete` is a legal move the clicks made (not played yet). */
export type EntryStep =
  | { readonly kind: "selected"; readonly entry: Entry }
  | { readonly kind: "continued"; readonly entry: Entry }
  | { readonly kind: "complete"; readonly move: Move }
  | { readonly kind: "cleared" };

/** The move being entered on a board, square by square. */
export class MoveEntry {
  /** The move being entered, or null. */
  entry: Entry | null = null;

  /**
   * A click on `sq` in `position`: selects a piece of the side to move, continues or
   * completes the move being entered, or clears the selection.
   */
  click(position: Position, sq: Square): EntryStep {
    const e = this.entry;
    if (e !== null) {
      const last = e.path[e.path.length - 1];
      if (e.finish !== undefined && sq === last) return this.complete(e.finish);
      if (e.targets.includes(sq)) return this.advance(position, e.from, [...e.path, sq]);
    }
    if (e !== null && sq === e.from && e.path.length === 0) return this.clear();
    const piece = position.pieceAt(sq);
    if (piece !== null && piece.color === position.turn && position.legalMovesFrom(sq).length > 0) {
      this.entry = entryAt(position, sq, []);
      return { kind: "selected", entry: this.entry };
    }
    return this.clear();
  }

  /** Cancels the move being entered. */
  cancel(): void {
    this.entry = null;
  }

  /** The squares to mark on the board: those that may be clicked next, and the one that finishes. */
  marks(): Square[] {
    const e = this.entry;
    if (e === null) return [];
    const last = e.path[e.path.length - 1];
    return e.finish !== undefined && last !== undefined ? [...e.targets, last] : [...e.targets];
  }

  private clear(): EntryStep {
    this.entry = null;
    return { kind: "cleared" };
  }

  private complete(move: Move): EntryStep {
    this.entry = null;
    return { kind: "complete", move };
  }

  private advance(position: Position, from: Square, path: Square[]): EntryStep {
    const before = position.continuations(from, path.slice(0, -1));
    const chosen = before.find((c) => c.square === path[path.length - 1]);
    const further = position.continuations(from, path);
    if (chosen?.move !== undefined && further.length === 0) return this.complete(chosen.move);
    this.entry = entryAt(position, from, path);
    return { kind: "continued", entry: this.entry };
  }
}

function entryAt(position: Position, from: Square, path: readonly Square[]): Entry {
  const next = position.continuations(from, path);
  let finish: Move | undefined;
  if (path.length > 0) {
    const here = position.continuations(from, path.slice(0, -1)).find((c) => c.square === path[path.length - 1]);
    finish = here?.move;
  }
  return { from, path, targets: next.map((c) => c.square), finish };
}
