import { css, html, LitElement, nothing, type TemplateResult } from "lit";
import { Position, parseSquare, squareName, type Color, type Square } from "@daidai/core";
import { cursorKey } from "../board/board-keys.js";
import { defineOnce } from "../ui/define.js";
import { parseLang, type Lang } from "../i18n/i18n.js";
import { describePiece, japaneseSquareName } from "./pieces.js";
import "./piece-card.js";
import { themeStyles } from "../ui/theme.js";
import { visuallyHiddenStyles } from "../ui/visually-hidden.js";

/** Side of a board square below which a replay's tap opens its enlarged view instead (CSS px). */
const NARROW_SQUARE_PX = 32;

/** The board element as the guide uses it. */
type BoardLike = HTMLElement & { dsfen?: string; highlights?: readonly Square[]; cursor?: Square; orientation?: string; lang?: string };

interface Shown {
  readonly board: BoardLike;
  readonly square: Square;
  readonly code: string;
  readonly color: Color;
  readonly destinations: readonly string[] | null;
  readonly previousHighlights: readonly Square[];
  readonly lang: Lang;
}

/**
 * `<daidai-piece-guide>`: put it once on a page and a click or tap on a piece of any board
 * — a `<daidai-board>`, or a `<daidai-replay>`'s board once enlarged (or directly when the
 * widget is wide) — opens the piece's card (`<daidai-piece-card>`) in a dialog and marks
 * its legal destinations on that board. It listens to the boards' `daidai-square-click`
 * events (and claims them), and to plain clicks on stand-alone boards. A narrow replay's
 * first tap is left to the replay (it opens the enlarged view). Stand-alone boards become
 * keyboard-usable: Tab to a board, the arrow keys move a cursor (named in a live region),
 * Enter or Space opens the card of the piece under it. `lang="ja"` on the board or the page
 * gives the card in Japanese.
 *
 * @summary Piece cards for every board of the page.
 */
export class DaidaiPieceGuide extends LitElement {
  static override properties = { shown: { state: true }, said: { state: true } };

  static override styles = [
    themeStyles,
    visuallyHiddenStyles,
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
  /** What the live region says (the square under a keyboard cursor). */
  declare private said: string;

  constructor() {
    super();
    this.shown = null;
    this.said = "";
  }

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener("daidai-square-click", this.onSquareClick);
    document.addEventListener("click", this.onClick);
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", this.watchBoards, { once: true });
    else this.watchBoards();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener("daidai-square-click", this.onSquareClick);
    document.removeEventListener("click", this.onClick);
    this.observer?.disconnect();
  }

  /**
   * Every board of the page takes the keyboard focus: stand-alone boards, and the boards
   * inside replay widgets (watched, as a replay draws its enlarged board when it opens).
   */
  private readonly watchBoards = (): void => {
    this.makeFocusable(document);
    const replays = [...document.querySelectorAll("daidai-replay")].map((r) => r.shadowRoot).filter((r): r is ShadowRoot => r !== null);
    if (replays.length === 0 || typeof MutationObserver !== "function") return;
    this.observer ??= new MutationObserver((records) => {
      for (const root of new Set(records.map((r) => r.target.getRootNode()))) if (root instanceof ShadowRoot) this.makeFocusable(root);
    });
    for (const root of replays) {
      this.makeFocusable(root);
      this.observer.observe(root, { childList: true, subtree: true });
    }
  };

  private observer: MutationObserver | undefined;
  private readonly keyed = new WeakSet<Element>();

  /** The boards under `root` take the focus; arrows, Enter and Space work on them. */
  private makeFocusable(root: Document | ShadowRoot): void {
    for (const board of root.querySelectorAll<BoardLike>("daidai-board")) {
      if (this.keyed.has(board) || board.closest("daidai-analysis") !== null) continue;
      this.keyed.add(board);
      board.addEventListener("keydown", this.onKeyDown);
      board.addEventListener("blur", this.onBlur);
      if (board.hasAttribute("tabindex")) continue;
      board.tabIndex = 0;
      board.setAttribute("role", "group");
      const ja = parseLang(board.lang || board.closest("[lang]")?.getAttribute("lang") || document.documentElement.lang) === "ja";
      board.setAttribute("aria-label", ja ? "盤（矢印キーでマスを移動、Enter で駒の説明）" : "Board (arrow keys move over the squares, Enter opens the piece card)");
    }
  }

  /**
   * Arrow keys, Enter and Space on a focused board: they move its cursor and open cards (a
   * replay widget's own keys, which step through the moves, work when its board is not focused).
   */
  private readonly onKeyDown = (event: KeyboardEvent): void => {
    const b = event.currentTarget as BoardLike;
    if (event.defaultPrevented || this.shown !== null) return;
    const action = cursorKey(event.key, b.cursor ?? -1, b.orientation === "white" ? "white" : "black", parseSquare("9i"));
    if (action === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    if (action.kind === "cleared") {
      b.cursor = -1;
      this.said = "";
    } else if (action.kind === "moved") {
      b.cursor = action.square;
      const pos = Position.fromDsfen(b.dsfen ?? "");
      const piece = (pos.ok ? pos.value : Position.initial()).pieceAt(action.square);
      const lang = parseLang(b.lang || b.closest("[lang]")?.getAttribute("lang") || document.documentElement.lang);
      const name = squareName(action.square);
      this.said = piece === null ? (lang === "ja" ? japaneseSquareName(name) : name) : describePiece(piece, name, lang);
    } else this.show(b, squareName(action.square));
  };

  /** The cursor goes when the board loses the focus (not when its card takes it). */
  private readonly onBlur = (event: FocusEvent): void => {
    const b = event.currentTarget as BoardLike;
    if (this.shown?.board !== b) b.cursor = -1;
  };

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
    const lang = parseLang(board.lang || board.closest("[lang]")?.getAttribute("lang") || document.documentElement.lang);
    this.shown = { board, square: sq, code: piece.code, color: piece.color, destinations: destinations?.map(squareName) ?? null, previousHighlights: previous, lang };
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
    return html`<p class="visually-hidden" role="status" aria-live="polite">${this.said}</p>
      <dialog aria-label=${s?.lang === "ja" ? "駒の説明" : "Piece card"} @close=${() => { this.close(); }} @cancel=${() => { this.close(); }}>
      ${s === null
        ? nothing
        : html`<daidai-piece-card
            closable
            lang=${s.lang}
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
