/**
 * The enlarged view of a board, as a Lit reactive controller: a full-screen modal dialog
 * with the board at 40 CSS px a square or more, panned with a finger in both directions,
 * its file numbers and rank labels sticky at the top and right edges. It opens centred on a
 * square (the last move's, or the one tapped). Escape and its Close button close it; with
 * `history`, so does the browser's back gesture (a history entry is pushed while it is open).
 *
 * The dialog's content around the board (a title, controls, a comment, a move strip) is
 * the host's: see {@link EnlargedView.render}. On a phone the bar is above the board and the
 * controls below it; on a wide screen ({@link WIDE_ENLARGED}) both sit beside the board,
 * which has the whole height.
 */
import { css, html, unsafeCSS, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from "lit";
import { BOARD_SIZE, squareName, type Color, type Square } from "@daidai/core";
import { rankLabel, t, type Lang } from "../i18n/i18n.js";

/** Options of an enlarged view. */
export interface EnlargedOptions {
  /** Push a history entry while open (the back gesture closes the view). */
  readonly history: boolean;
  /** The square to centre when the view opens (-1: the middle). */
  readonly centre: () => Square;
  /** Runs when the view opens or closes. */
  readonly changed?: (open: boolean) => void;
}

/** What the dialog shows. */
export interface EnlargedContent {
  /** The dialog's accessible name. */
  readonly label: string;
  /** The bar at the top (a title or status, and the close button). */
  readonly bar: TemplateResult;
  /** The board element (drawn without coordinates: the view shows sticky ones). */
  readonly board: TemplateResult;
  readonly orientation: Color;
  readonly lang: Lang;
  /**
   * The element's controls (a comment, moves): below the board on a phone, where they are
   * items of the dialog's column as they are (their `.zoom-side` box is `display: contents`
   * unless the element styles it), beside it on a wide screen, in a scrolling column.
   */
  readonly below: TemplateResult;
  /** Listeners on the board's scrolling box (clicks, pointer events). */
  readonly on?: Partial<Record<"click" | "pointermove" | "pointerleave" | "pointerdown" | "pointerup" | "pointercancel", (event: never) => void>>;
}

let serials = 0;

/** The focused element, looked for through shadow roots (null when nothing has the focus). */
function focusedElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/** The enlarged view of one element's board. */
export class EnlargedView implements ReactiveController {
  /** The view is open. */
  open = false;
  #historyPushed = false;
  /** What had the focus when the view opened: it gets it back when the view closes. */
  #returnFocus: HTMLElement | null = null;
  readonly #serial = ++serials;

  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #options: EnlargedOptions;
  constructor(
    host: ReactiveControllerHost & HTMLElement,
    options: EnlargedOptions,
  ) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  hostUpdated(): void {
    const dialog = this.#host.shadowRoot?.querySelector("dialog.enlarged");
    if (!(dialog instanceof HTMLDialogElement) || !this.open || dialog.open) return;
    dialog.showModal();
    requestAnimationFrame(() => {
      this.centreOn(this.#options.centre());
    });
  }

  hostDisconnected(): void {
    this.close();
  }

  /** Opens the view. */
  show(): void {
    if (this.open) return;
    this.open = true;
    this.#returnFocus = focusedElement();
    if (this.#options.history && typeof history !== "undefined" && typeof history.pushState === "function") {
      history.pushState({ ...(history.state as object | null), daidaiEnlarged: this.#serial }, "");
      this.#historyPushed = true;
      window.addEventListener("popstate", this.#onPopState);
    }
    this.#options.changed?.(true);
    this.#host.requestUpdate();
  }

  /** Closes the view (also by Escape, its Close button and the back gesture). */
  close(): void {
    if (!this.open) return;
    this.open = false;
    window.removeEventListener("popstate", this.#onPopState);
    if (this.#historyPushed) {
      this.#historyPushed = false;
      if ((history.state as { daidaiEnlarged?: number } | null)?.daidaiEnlarged === this.#serial) history.back();
    }
    this.#options.changed?.(false);
    this.#host.requestUpdate();
    // The dialog leaves the DOM on close, so the browser cannot give the focus back itself.
    const back = this.#returnFocus;
    this.#returnFocus = null;
    if (back !== null) {
      void (this.#host as ReactiveControllerHost).updateComplete.then(() => {
        if (back.isConnected) back.focus();
      });
    }
  }

  /** The back gesture closes the view (its history entry is gone already). */
  readonly #onPopState = (): void => {
    this.#historyPushed = false;
    this.close();
  };

  /** Scrolls the board so that `square` is in the middle of the view. */
  centreOn(square: Square): void {
    const scroller = this.#host.shadowRoot?.querySelector(".zoom-scroller");
    const board = scroller?.querySelector("daidai-board");
    if (!scroller || !board || square < 0) return;
    const cell = board.shadowRoot?.querySelector(`[data-square="${squareName(square)}"]`);
    if (!cell) return;
    const outer = scroller.getBoundingClientRect();
    const inner = cell.getBoundingClientRect();
    scroller.scrollLeft += inner.left + inner.width / 2 - (outer.left + outer.width / 2);
    scroller.scrollTop += inner.top + inner.height / 2 - (outer.top + outer.height / 2);
  }

  /** The dialog (render it only while {@link open}). */
  render(c: EnlargedContent): TemplateResult {
    const black = c.orientation !== "white";
    const files = Array.from({ length: BOARD_SIZE }, (_, i) => (black ? BOARD_SIZE - i : i + 1));
    const ranks = Array.from({ length: BOARD_SIZE }, (_, i) => rankLabel(black ? i + 1 : BOARD_SIZE - i, c.lang));
    const on = c.on ?? {};
    return html`<dialog class="enlarged" part="enlarged" aria-label=${c.label} @close=${() => { this.close(); }}>
      ${c.bar}
      <div
        class="zoom-scroller"
        tabindex="0"
        role="group"
        aria-label=${t(c.lang, "panBoard")}
        @click=${on.click}
        @pointermove=${on.pointermove}
        @pointerleave=${on.pointerleave}
        @pointerdown=${on.pointerdown}
        @pointerup=${on.pointerup}
        @pointercancel=${on.pointercancel}
      >
        <div class="zoom-content">
          <div class="files" aria-hidden="true">${files.map((f) => html`<span>${f}</span>`)}<span class="corner"></span></div>
          <div class="zoom-row">${c.board}<div class="ranks" aria-hidden="true">${ranks.map((r) => html`<span>${r}</span>`)}</div></div>
        </div>
      </div>
      <div class="zoom-side">${c.below}</div>
    </dialog>`;
  }
}

/**
 * A wide screen, for the enlarged view: the dialog fills the screen, so the viewport is the
 * dialog's size and a media query can lay it out (`@media ${WIDE_ENLARGED} { … }`).
 */
export const WIDE_ENLARGED = unsafeCSS("(min-width: 760px) and (min-aspect-ratio: 5/4)");

/**
 * The enlarged view's styles: the dialog fills the screen; squares are `--sq`, at least
 * 40 CSS px; the labels stick to the top and right edges of the scrolling box.
 *
 * On a phone the dialog is one column: the bar, the board, then the controls, whose
 * `.zoom-side` box is `display: contents` (unless the element styles it); the squares leave
 * `--zoom-below` (15rem unless the element says) of the height to the bar and the controls.
 *
 * On a wide screen ({@link WIDE_ENLARGED}) the bar and the controls take a column of 16rem or
 * more beside the board, which has the whole height: the squares leave 2.5rem to the file
 * labels and the padding, and 19rem of the width to the rank labels, the gap and that column
 * (1280 × 720: 40 px squares, 1440 × 900: 50 px; all 17 files and ranks in view, unpanned).
 * `dialog.enlarged > .zoom-side` wins over the element's own `.zoom-side` (for a phone).
 * (The comments stay out of the CSS: it ships as written.)
 */
export const enlargedStyles = css`
  dialog.enlarged {
    /* 15rem: the bar, labels, controls, a comment and the move strip. */
    --sq: max(40px, min(calc((100vw - 3rem) / 17), calc((100dvh - var(--zoom-below, 15rem)) / 17)));
    box-sizing: border-box;
    width: 100vw;
    height: 100dvh;
    max-width: none;
    max-height: none;
    margin: 0;
    padding: 0.25rem;
    border: 0;
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    color: var(--daidai-fg, var(--_solid-fg, CanvasText));
    background: var(--c-solid-bg);
    font-family: var(--c-font);
  }
  .zoom-bar {
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
  .zoom-title {
    flex: 1 1 auto;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .zoom-bar button {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
  }
  .zoom-scroller {
    flex: 1 1 auto;
    min-height: 0;
    overflow: auto;
    overscroll-behavior: contain;
    background: inherit;
  }
  .zoom-content {
    width: max-content;
    background: inherit;
  }
  .files,
  .zoom-row {
    display: flex;
    background: inherit;
  }
  .files {
    position: sticky;
    top: 0;
    z-index: 1;
    height: 1.6rem;
  }
  .files span {
    flex: none;
    width: var(--sq);
    text-align: center;
    line-height: 1.6rem;
    font-variant-numeric: tabular-nums;
  }
  .files .corner,
  .ranks {
    position: sticky;
    right: 0;
    width: 2.2rem;
    background: inherit;
  }
  .files .corner {
    z-index: 2;
  }
  .zoom-row daidai-board {
    flex: none;
    width: calc(17 * var(--sq));
    max-width: none;
  }
  .ranks {
    flex: none;
    z-index: 1;
    display: flex;
    flex-direction: column;
  }
  .ranks span {
    display: flex;
    align-items: center;
    justify-content: center;
    height: var(--sq);
  }
  .zoom-side {
    display: contents;
  }
  @media ${WIDE_ENLARGED} {
    dialog.enlarged {
      --sq: max(40px, min(calc((100dvh - 2.5rem) / 17), calc((100vw - 19rem) / 17)));
      display: grid;
      grid-template-columns: minmax(0, max-content) minmax(16rem, 1fr);
      grid-template-rows: auto minmax(0, 1fr);
    }
    .zoom-bar {
      grid-column: 2;
      grid-row: 1;
    }
    .zoom-scroller {
      grid-column: 1;
      grid-row: 1 / -1;
    }
    dialog.enlarged > .zoom-side {
      grid-column: 2;
      grid-row: 2;
      display: flex;
      flex-direction: column;
      gap: 0.25rem;
      min-height: 0;
      max-height: none;
      overflow: auto;
    }
  }
`;
