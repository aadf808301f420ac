import { css, html, LitElement, nothing, svg } from "lit";
import type { PropertyValues, SVGTemplateResult, TemplateResult } from "lit";
import { BOARD_SIZE, INITIAL_DSFEN, parseSquare, splitMoveString, type Color, type Piece, type Square } from "@daidai/core";
import { BoardCells } from "./board-cells.js";
import { boardOf, movePath, type BoardMove } from "./board-model.js";
import { boardViewBox, CELL, LEFT, RIGHT, SIZE, squareCentre, TOP, VIEW_W } from "./geometry.js";
import { defineOnce } from "../ui/define.js";
import { isNarrow } from "./narrow-board.js";
import { parseLang, rankLabel, t, type Lang } from "../i18n/i18n.js";
import { kanjiDrawable } from "../pieces/glyphs.js";
import { pieceStyleFollowsSize, resolvePieceStyle, type PieceStyle, type PieceStyleChoice } from "../pieces/pieces.js";
import { loadUiFonts } from "../ui/font-warmup.js";
import { prepareStyles, prepareSoon } from "../ui/idle.js";
import { themeStyles } from "../ui/theme.js";

/** True once a board has drawn a position: the fonts and styles are loaded then. */
let boardDrawn = false;

/**
 * `<daidai-board>`: a dai dai shogi position drawn as one scalable SVG — 17 × 17 squares
 * with file numbers and rank labels, wedge-shaped pieces (White's turned 180°), the last
 * move with every leg and captured square, and check. It knows no rules: the position
 * comes from a DSFEN and the highlights from its properties.
 *
 * Written without decorators on purpose: Vite 8 does not lower standard decorators
 * (TOOLCHAIN.md, pitfall 1).
 *
 * @summary Presentational dai dai shogi board.
 * @attr dsfen - The position (formats.md §1); the initial position when absent.
 * @attr orientation - `black` (default: Black at the bottom) or `white`.
 * @attr piece-style - `auto` (default: kanji, or `compact` when a square is under 32 CSS px),
 *   `kanji`, `abbreviation` (the rules.md codes) or `compact` (the codes, large and bold).
 * @attr hide-coordinates - Draw the squares only (a caller shows file and rank labels itself).
 * @attr lang - `en` (ranks a–q) or `ja` (ranks 一–十七); by default the page's language.
 * @attr last-move - The last move as a move string (`15p14o13n`).
 * @attr check-square - Square of a king in check (`9q`).
 * @attr highlights - Space-separated squares to mark (`9q 8p`).
 * @attr theme - `light`, `dark`, or `auto` (the reader's colour scheme); by default the
 *   labels take the page's text colour and the board stays light wood.
 * @fires daidai-square-click - A square was clicked or tapped; detail: `{square, piece}`
 *   (`square` like `9q`; `piece` null or `{color, code, kind, promoted}`). Cancelable:
 *   `preventDefault()` claims the tap, and `<daidai-replay>` then does nothing with it.
 * @csspart board - The SVG element.
 * @csspart square - Every square rectangle.
 * @csspart pieces - The pieces above the squares: their wedges (class `wedge`) and lettering
 *   (`<text class="piece-text">`, with class `promoted` for promoted pieces).
 * @csspart coordinates - File numbers and rank labels.
 * @csspart move-path - The line through the legs of the last move.
 * @csspart error - The message shown for an invalid DSFEN.
 * @cssprop --daidai-board-bg - Board colour.
 * @cssprop --daidai-grid - Grid line colour.
 * @cssprop --daidai-piece-bg - Piece face colour.
 * @cssprop --daidai-piece-edge - Piece outline colour.
 * @cssprop --daidai-piece-text - Piece text colour.
 * @cssprop --daidai-promoted-text - Text colour of promoted pieces (red by default).
 * @cssprop --daidai-piece-font - Font of the piece text.
 * @cssprop --daidai-coord - Colour of file numbers and rank labels.
 * @cssprop --daidai-last-move - Fill of the squares of the last move.
 * @cssprop --daidai-capture - Colour of capture marks and the move path.
 * @cssprop --daidai-check - Fill of a king's square in check.
 * @cssprop --daidai-mark - Fill of squares listed in `highlights`.
 */
export class DaidaiBoard extends LitElement {
  static override properties = {
    dsfen: { type: String },
    orientation: { type: String, reflect: true },
    pieceStyle: { type: String, attribute: "piece-style" },
    lang: { type: String },
    lastMove: { attribute: "last-move", converter: { fromAttribute: parseMoveAttribute } },
    checkSquare: { attribute: "check-square", converter: { fromAttribute: (v: string | null) => (v ? parseSquare(v.trim()) : -1) } },
    highlights: { converter: { fromAttribute: parseSquareList } },
    cursor: { attribute: false },
    theme: { type: String, reflect: true },
    hideCoordinates: { type: Boolean, attribute: "hide-coordinates" },
  };

  static override styles = [
    themeStyles,
    css`
      :host {
        display: block;
        max-width: 100%;
      }
      svg {
        display: block;
        width: 100%;
        height: auto;
        user-select: none;
        font-family: var(--c-font);
      }
      .frame {
        fill: var(--c-board-bg);
        stroke: var(--c-grid);
        stroke-width: 3;
      }
      .sq {
        fill: transparent;
        stroke: var(--c-grid);
        stroke-width: 1;
      }
      .sq.last {
        fill: var(--c-last-move);
      }
      .sq.mark {
        fill: var(--c-mark);
      }
      .sq.check {
        fill: var(--c-check);
      }
      .sq.cursor {
        stroke: var(--c-focus);
        stroke-width: 6;
      }
      .wedge {
        fill: var(--c-piece-bg);
        stroke: var(--c-piece-edge);
        stroke-width: 1.5;
      }
      .piece-text {
        fill: var(--c-piece-text);
        font-family: var(--c-piece-font);
        text-anchor: middle;
        dominant-baseline: central;
      }
      .piece-text.promoted {
        fill: var(--c-promoted-text);
      }
      .coord {
        fill: var(--c-coord);
        text-anchor: middle;
        dominant-baseline: central;
      }
      .path {
        fill: none;
        stroke: var(--c-capture);
        stroke-width: 5;
        stroke-linejoin: round;
        stroke-linecap: round;
        opacity: 0.55;
        pointer-events: none;
      }
      .dot {
        fill: var(--c-capture);
        opacity: 0.7;
        pointer-events: none;
      }
      .cross {
        fill: var(--c-capture);
        pointer-events: none;
      }
      .piece-text.compact {
        font-family: var(--c-font);
        font-weight: 700;
      }
      .error {
        margin: 0;
        padding: 1em;
        border: 2px solid var(--c-capture);
        color: var(--c-fg);
        background: var(--c-bg);
        white-space: pre-wrap;
        overflow-wrap: anywhere;
      }
    `,
  ];

  /** The position as DSFEN (formats.md §1). */
  declare dsfen: string | undefined;
  /** Which side sits at the bottom. */
  declare orientation: Color;
  /** Kanji or rules.md codes on the pieces; `auto` picks by the size of a square. */
  declare pieceStyle: PieceStyleChoice;
  /** Draw the squares only, without file numbers and rank labels. */
  declare hideCoordinates: boolean;
  /** Label language. */
  declare lang: string;
  /** The move to highlight, or null. */
  declare lastMove: BoardMove | null;
  /** Square of a king in check, or -1. */
  declare checkSquare: Square;
  /** Extra squares to mark. */
  declare highlights: readonly Square[];
  /** A keyboard cursor's square (outlined), or -1: set by the piece guide and the analysis board. */
  declare cursor: Square;
  /** `light`, `dark`, `auto` (the reader's preference), or empty to follow the page. */
  declare theme: string;

  private pieces: readonly (Piece | null)[] = [];
  private turn: Color = "black";
  private error = "";
  /** The squares, built once and patched on every update. */
  private readonly cells = new BoardCells(LEFT, TOP);
  /** Rendered size of a square in CSS px (0 until measured). */
  private squarePx = 0;
  private resizeObserver: ResizeObserver | undefined;

  constructor() {
    super();
    this.dsfen = undefined;
    this.orientation = "black";
    this.pieceStyle = "auto";
    this.hideCoordinates = false;
    this.lang = "";
    this.lastMove = null;
    this.checkSquare = -1;
    this.highlights = [];
    this.cursor = -1;
    this.theme = "";
  }

  /** The piece style drawn now (`auto` resolved by the measured square size). */
  get shownPieceStyle(): PieceStyle {
    return resolvePieceStyle(this.pieceStyle, this.squarePx, kanjiDrawable);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (typeof ResizeObserver !== "function") return;
    this.resizeObserver ??= new ResizeObserver((entries) => {
      const before = this.shownPieceStyle;
      this.measured(entries[entries.length - 1]?.contentRect.width ?? 0);
      if (this.shownPieceStyle !== before) this.requestUpdate();
    });
    this.resizeObserver.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resizeObserver?.disconnect();
  }

  /** Takes the board's width in CSS px (coordinates included, unless hidden) as the size of its squares. */
  private measured(width: number): void {
    this.squarePx = (width * CELL) / (this.hideCoordinates ? SIZE : VIEW_W);
  }

  /** Tells listeners which square was clicked; a listener that calls preventDefault() claims the click. */
  private readonly onClick = (event: MouseEvent): void => {
    const cell = event.composedPath().find((n): n is Element => n instanceof Element && n.hasAttribute("data-square"));
    const square = cell?.getAttribute("data-square");
    if (square === undefined || square === null) return;
    const piece = this.pieces[parseSquare(square)] ?? null;
    const detail: SquareClickDetail = {
      square,
      piece: piece === null ? null : { color: piece.color, code: piece.code, kind: piece.kind, promoted: piece.promoted },
    };
    const claimed = !this.dispatchEvent(new CustomEvent("daidai-square-click", { detail, bubbles: true, composed: true, cancelable: true }));
    if (claimed) event.preventDefault();
  };

  protected override willUpdate(changed: PropertyValues<this>): void {
    // The first drawing already has the style of the board's size where the window is too
    // narrow for kanji on a board (the resize observer reports the size only after that
    // drawing): a phone's inline board draws codes, and does not load the piece font (a CJK
    // font of several MB) for kanji it would replace right away. The window's width is taken
    // for the board's (no layout forced); a larger board, as the enlarged view's, gets its
    // size and kanji from the observer before the first paint.
    if (this.squarePx === 0 && pieceStyleFollowsSize(this.pieceStyle) && isNarrow(window.innerWidth)) this.measured(window.innerWidth);
    if (changed.has("dsfen") || this.pieces.length === 0) {
      const board = boardOf(this.dsfen ?? INITIAL_DSFEN);
      if (board.ok) {
        this.pieces = board.value.pieces;
        this.turn = board.value.turn;
        this.error = "";
      } else {
        this.pieces = [];
        this.error = board.error.message;
      }
    }
  }

  override render(): TemplateResult {
    const lang: Lang = parseLang(this.lang || this.parentElement?.closest("[lang]")?.getAttribute("lang"));
    if (this.error !== "") {
      return html`<p class="error" part="error" role="alert">Invalid position (DSFEN): ${this.error}</p>`;
    }
    boardDrawn = true;
    const orientation: Color = this.orientation === "white" ? "white" : "black";
    const style = this.shownPieceStyle;
    const last = this.lastMove;
    this.cells.update({
      pieces: this.pieces,
      orientation,
      style,
      lang,
      checkSquare: this.checkSquare,
      lastSquares: new Set<Square>(last ? [last.from, last.to, ...last.via] : []),
      marks: new Set(this.highlights),
      cursor: this.cursor,
    });
    const label = t(lang, "boardOf", t(lang, this.turn));
    const viewBox = boardViewBox(this.hideCoordinates);
    // The move path lies under the squares' pieces: it never crosses a glyph.
    return html`<svg part="board" viewBox=${viewBox} role="table" aria-label=${label} aria-rowcount=${BOARD_SIZE} aria-colcount=${BOARD_SIZE} @click=${this.onClick}>
      <rect class="frame" x=${LEFT} y=${TOP} width=${SIZE} height=${SIZE}></rect>
      ${this.hideCoordinates ? nothing : this.renderCoordinates(orientation, lang, style === "compact")} ${last ? this.renderMovePath(last, orientation) : nothing} ${this.cells.root}
    </svg>`;
  }

  /** File numbers and rank labels; `large` on small boards (compact style), so that they stay readable there too. */
  private renderCoordinates(orientation: Color, lang: Lang, large: boolean): SVGTemplateResult {
    const labels: SVGTemplateResult[] = [];
    const size = large ? 30 : 22;
    for (let i = 0; i < BOARD_SIZE; i++) {
      const file = orientation === "black" ? BOARD_SIZE - i : i + 1;
      const rank = orientation === "black" ? i + 1 : BOARD_SIZE - i;
      labels.push(svg`<text class="coord" x=${LEFT + i * CELL + CELL / 2} y=${TOP / 2} font-size=${size}>${file}</text>`);
      const rankText = rankLabel(rank, lang);
      labels.push(svg`<text class="coord" x=${LEFT + SIZE + RIGHT / 2} y=${TOP + i * CELL + CELL / 2} font-size=${rankText.length > 1 ? size - 5 : size}>${rankText}</text>`);
    }
    return svg`<g part="coordinates" aria-hidden="true">${labels}</g>`;
  }

  private renderMovePath(move: BoardMove, orientation: Color): SVGTemplateResult {
    const centre = (sq: Square): [number, number] => squareCentre(sq, orientation);
    const points = movePath(move).map(centre);
    // A capture is marked by triangles in two corners of the square, clear of the wedge.
    const crosses = (move.captures ?? move.via).map((sq) => {
      const [x, y] = centre(sq);
      const h = CELL / 2;
      return svg`<path class="cross" d="M${x - h} ${y - h}h13l-13 13z"></path><path class="cross" d="M${x + h} ${y + h}h-13l13 -13z"></path>`;
    });
    const legs = points.length > 1 && !(points.length === 2 && move.from === move.to);
    return svg`<g part="move-path" aria-hidden="true">${
      legs ? svg`<polyline class="path" points=${points.map((p) => p.join(",")).join(" ")}></polyline>` : nothing
    }${points.slice(1, -1).map(([x, y]) => svg`<circle class="dot" cx=${x} cy=${y} r="6"></circle>`)}${crosses}</g>`;
  }
}

/** Detail of `daidai-square-click`. */
export interface SquareClickDetail {
  /** The square's name, e.g. `9q`. */
  readonly square: string;
  /** The piece on it, or null. */
  readonly piece: { readonly color: Color; readonly code: string; readonly kind: string; readonly promoted: boolean } | null;
}

function parseMoveAttribute(value: string | null): BoardMove | null {
  if (value === null || value.trim() === "") return null;
  const parts = splitMoveString(value);
  if (parts === undefined) return null;
  const { squares } = parts;
  return { from: squares[0] ?? -1, to: squares[squares.length - 1] ?? -1, via: squares.slice(1, -1) };
}

function parseSquareList(value: string | null): Square[] {
  return (value ?? "")
    .split(/[\s,]+/)
    .map((s) => parseSquare(s))
    .filter((sq) => sq >= 0);
}

defineOnce("daidai-board", DaidaiBoard);
// While the page waits for records: the kanji check (which loads the piece font, a CJK font of
// several MB: 150 of a replay's 500 ms first render with the CPU slowed 4x), the text font
// and the styles. Not after a board was drawn (a record in the page is drawn before this runs);
// the kanji check not where the window is too narrow for kanji on a board (a phone's boards
// draw codes until the reader enlarges one).
prepareSoon(() => {
  if (boardDrawn) return;
  if (!isNarrow(window.innerWidth)) kanjiDrawable();
  loadUiFonts();
  prepareStyles(DaidaiBoard);
});

declare global {
  interface HTMLElementTagNameMap {
    "daidai-board": DaidaiBoard;
  }
  interface HTMLElementEventMap {
    /** A square of a `<daidai-board>` was clicked (cancelable: `preventDefault()` claims the click). */
    "daidai-square-click": CustomEvent<SquareClickDetail>;
  }
}
