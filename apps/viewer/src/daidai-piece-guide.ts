import { css, html, LitElement, nothing, type TemplateResult } from "lit";
import { Position, parseSquare, squareName, type Color, type Square } from "@daidai/core";
import { defineOnce } from "./define.js";
import "./piece-card.js";
import { themeStyles } from "./theme.js";

/** Side of a board square below which a replay's tap opens its enlarged view instead (CSS px). */
const NARROW_SQUARE_PX = 32;

/** The board element as the guide uses it. */
type BoardLike = HTMLElement & { dsfen?: string; highlights?: readonly Square[] };

interface Shown {
  readonly board: BoardLike;
  readonly square: Square;
  readonly code: string;
  readonly color: Color;
  readonly destinations: readonly string[] | null;
  readonly previousHighlights: readonly Square[];
}

/**
 * `<daidai-piece-guide>`: put it once on a page and a click or tap on a piece of any board
 * — a `<daidai-board>`, or a `<daidai-replay>`'s board once enlarged (or directly when the
 * widget is wide) — opens the piece's card (`<daidai-piece-card>`) in a dialog and marks
 * its legal destinations on that board. It listens to the boards' `daidai-square-click`
 * events (and claims them), and to plain clicks on stand-alone boards. A narrow replay's
 * first tap is left to the replay (it opens the enlarged view).
 *
 * @summary Piece cards for every board of the page.
 */
export class DaidaiPieceGuide extends LitElement {
  static override properties = { shown: { state: true } };

  static override styles = [
    themeStyles,
    css`
      :host {
        display: contents;
      }
      dialog {
        border: none;
        border-radius: 6px;
        padding: 0;
        /* The page's own background: the card may sit over a board (enlarged view). */
        background: Canvas;
        color: CanvasText;
        max-width: min(34rem, 94vw);
        max-height: 90vh;
      }
      dialog::backdrop {
        background: rgba(0, 0, 0, 0.25);
      }
    `,
  ];

  declare private shown: Shown | null;

  constructor() {
    super();
    this.shown = null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener("daidai-square-click", this.onSquareClick);
    document.addEventListener("click", this.onClick);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener("daidai-square-click", this.onSquareClick);
    document.removeEventListener("click", this.onClick);
  }

  /** Opens the card of the piece on `square` of `board`; false when the square is empty. */
  show(board: BoardLike, square: string): boolean {
    const sq = parseSquare(square);
    const pos = Position.fromDsfen(board.dsfen ?? "");
    const made = pos.ok ? pos.value : Position.initial();
    const piece = sq >= 0 ? made.pieceAt(sq) : null;
    if (piece === null) return false;
    this.close();
    const destinations = piece.color === made.turn ? [...new Set(made.legalMovesFrom(sq).map((m) => m.to))] : null;
    const previous = board.highlights ?? [];
    if (destinations !== null) board.highlights = destinations;
    this.shown = { board, square: sq, code: piece.code, color: piece.color, destinations: destinations?.map(squareName) ?? null, previousHighlights: previous };
    return true;
  }

  /** Closes the card and gives the board its marks back. */
  close(): void {
    const s = this.shown;
    if (s === null) return;
    s.board.highlights = s.previousHighlights;
    this.shown = null;
  }

  /** The event of a board (viewer's `daidai-square-click`): claims it when it opens a card. */
  private readonly onSquareClick = (event: Event): void => {
    const detail = (event as CustomEvent<{ square?: unknown; piece?: unknown; enlarged?: unknown }>).detail;
    if (event.defaultPrevented || typeof detail.square !== "string" || detail.piece === null) return;
    const path = event.composedPath();
    const board = path.find((t): t is BoardLike => t instanceof HTMLElement && t.localName === "daidai-board");
    if (board === undefined || path.some((t) => t instanceof HTMLElement && t.localName === "daidai-analysis")) return;
    const inReplay = path.some((t) => t instanceof HTMLElement && t.localName === "daidai-replay");
    if (inReplay && detail.enlarged !== true && board.getBoundingClientRect().width / 17 < NARROW_SQUARE_PX) return;
    if (this.show(board, detail.square)) event.preventDefault();
  };

  /** Plain clicks on stand-alone boards (boards that send no `daidai-square-click`). */
  private readonly onClick = (event: MouseEvent): void => {
    if (event.defaultPrevented || event.button !== 0) return;
    const path = event.composedPath();
    if (path.some((t) => t instanceof HTMLElement && (t.localName === "daidai-replay" || t.localName === "daidai-analysis" || t === this))) return;
    const board = path.find((t): t is BoardLike => t instanceof HTMLElement && t.localName === "daidai-board");
    const cell = path.find((t): t is Element => t instanceof Element && t.hasAttribute("data-square"));
    if (board === undefined || cell === undefined) return;
    this.show(board, cell.getAttribute("data-square") ?? "");
  };

  override render(): TemplateResult {
    const s = this.shown;
    return html`<dialog aria-label="Piece card" @close=${() => { this.close(); }} @cancel=${() => { this.close(); }}>
      ${s === null
        ? nothing
        : html`<daidai-piece-card
            closable
            .code=${s.code}
            .color=${s.color}
            .square=${squareName(s.square)}
            .destinations=${s.destinations}
            @daidai-card-close=${() => { this.close(); }}
          ></daidai-piece-card>`}
    </dialog>`;
  }

  protected override updated(): void {
    const dialog = this.renderRoot.querySelector("dialog");
    if (dialog === null) return;
    if (this.shown !== null && !dialog.open) dialog.showModal();
    else if (this.shown === null && dialog.open) dialog.close();
  }
}

defineOnce("daidai-piece-guide", DaidaiPieceGuide);

declare global {
  interface HTMLElementTagNameMap {
    "daidai-piece-guide": DaidaiPieceGuide;
  }
}
