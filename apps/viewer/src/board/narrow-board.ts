/**
 * Watches the width of a board as a Lit reactive controller: `narrow` is true when a square
 * is under 32 CSS px, too small to tap a piece with confidence. The analysis board then
 * opens an enlarged view on a tap, and pieces and moves are chosen there.
 */
import type { ReactiveController, ReactiveControllerHost } from "lit";
import { CELL, VIEW_W } from "./geometry.js";
import { MIN_KANJI_SQUARE_PX } from "../pieces/pieces.js";

/** Is a board of this width (CSS px, coordinates included) too small to tap, and for kanji (squares under 32 px)? */
export function isNarrow(width: number): boolean {
  return width > 0 && (width * CELL) / VIEW_W < MIN_KANJI_SQUARE_PX;
}

/** The width watch of one board of the host. */
export class NarrowBoard implements ReactiveController {
  narrow = false;
  #observer: ResizeObserver | undefined;
  #watched: Element | null = null;

  readonly #host: ReactiveControllerHost;
  readonly #board: () => Element | null;
  constructor(
    host: ReactiveControllerHost,
    board: () => Element | null,
  ) {
    this.#host = host;
    this.#board = board;
    host.addController(this);
  }

  hostUpdated(): void {
    const board = this.#board();
    if (board === this.#watched || typeof ResizeObserver !== "function") return;
    this.#observer ??= new ResizeObserver(() => {
      this.#measure();
    });
    if (this.#watched !== null) this.#observer.unobserve(this.#watched);
    this.#watched = board;
    if (board !== null) this.#observer.observe(board);
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
    this.#watched = null;
  }

  #measure(): void {
    const narrow = isNarrow(this.#watched?.getBoundingClientRect().width ?? 0);
    if (narrow === this.narrow) return;
    this.narrow = narrow;
    this.#host.requestUpdate();
  }
}
