/**
 * The 289 squares of `<daidai-board>` and the pieces on them, built once with DOM calls and
 * then patched in place.
 *
 * A Lit template per square made the first render of the board its most expensive part (289
 * template instances, each cloned and bound) and re-rendered every square on every step.
 * Here the squares are cloned from a small prototype and each update touches only what
 * changed: stepping through a game rewrites a few squares and a few rows of pieces
 * ({@link BoardPieces}). Attributes are only ever set with `setAttribute`; nothing is parsed
 * as markup.
 */
import { BOARD_SIZE, squareName, type Color, type Piece, type Square } from "@daidai/core";
import { squareAtCell } from "./board-model.js";
import { t, type Lang } from "../i18n/i18n.js";
import { BoardPieces } from "./board-pieces.js";
import { japanesePieceLabel, ownedPieceName, type PieceStyle } from "../pieces/pieces.js";
import { svgElement } from "./svg-element.js";
import { CELL } from "./geometry.js";

/** Everything the squares show. */
export interface CellsView {
  readonly pieces: readonly (Piece | null)[];
  readonly orientation: Color;
  readonly style: PieceStyle;
  readonly lang: Lang;
  readonly checkSquare: Square;
  readonly lastSquares: ReadonlySet<Square>;
  readonly marks: ReadonlySet<Square>;
  /** The keyboard cursor's square, or -1. */
  readonly cursor?: Square;
}

/** `<rect role=cell part=square>`, cloned for every square: the square is its own table cell (no group around it). */
function cellPrototype(): SVGElement {
  return svgElement("rect", { role: "cell", part: "square", class: "sq", width: String(CELL), height: String(CELL) });
}

function squareClass(sq: Square, view: CellsView): string {
  const cls = sq === view.checkSquare ? "sq check" : view.lastSquares.has(sq) ? "sq last" : view.marks.has(sq) ? "sq mark" : "sq";
  return sq === view.cursor ? `${cls} cursor` : cls;
}

function pieceLabel(piece: Piece | null, lang: Lang): string {
  if (piece === null) return t(lang, "emptySquare");
  return lang === "ja" ? japanesePieceLabel(piece) : ownedPieceName(piece);
}

/** The squares of a board as SVG groups in 17 rows, and the pieces above them, updated in place. */
export class BoardCells {
  /** The element holding the rows and the pieces; place it once inside the board's SVG. */
  readonly root: SVGElement;
  private readonly pieces: BoardPieces;
  private readonly cells: SVGElement[] = [];
  /** What each drawing cell shows now, to skip unchanged cells. */
  private readonly squareShown: Square[] = [];
  private readonly labelShown: string[] = [];
  private readonly classShown: string[] = [];
  /** The piece object each cell was last drawn from, and the style, language and orientation then. */
  private readonly pieceObjectShown: (Piece | null | undefined)[] = [];
  private contextShown = "";
  private readonly cellPrototype = cellPrototype();

  constructor(left: number, top: number) {
    this.root = svgElement("g");
    for (let row = 0; row < BOARD_SIZE; row++) {
      const rowGroup = svgElement("g", { role: "row" });
      for (let col = 0; col < BOARD_SIZE; col++) {
        const cell = this.cellPrototype.cloneNode(false) as SVGElement;
        cell.setAttribute("x", String(left + col * CELL));
        cell.setAttribute("y", String(top + row * CELL));
        rowGroup.append(cell);
        this.cells.push(cell);
        this.squareShown.push(-1);
        this.labelShown.push("");
        this.classShown.push("sq");
        this.pieceObjectShown.push(undefined);
      }
      this.root.append(rowGroup);
    }
    this.pieces = new BoardPieces(left, top, CELL);
    this.root.append(this.pieces.root);
  }

  /** Makes the squares show `view`, changing only the cells that differ. */
  update(view: CellsView): void {
    const context = `${view.style}|${view.lang}|${view.orientation}`;
    const sameContext = context === this.contextShown;
    this.contextShown = context;
    for (let i = 0; i < this.cells.length; i++) {
      const sq = squareAtCell(Math.floor(i / BOARD_SIZE), i % BOARD_SIZE, view.orientation);
      const piece = view.pieces[sq] ?? null;
      const cls = squareClass(sq, view);
      if (this.classShown[i] !== cls) {
        this.classShown[i] = cls;
        (this.cells[i] as SVGElement).setAttribute("class", cls);
      }
      // Stepping changes a few squares: the others keep their label and piece.
      if (sameContext && this.squareShown[i] === sq && this.pieceObjectShown[i] === piece) continue;
      this.pieceObjectShown[i] = piece;
      this.drawCell(i, sq, piece, view);
    }
    this.pieces.update(view);
  }

  /** Square name and spoken label (square and piece) of one drawing cell. */
  private drawCell(i: number, sq: Square, piece: Piece | null, view: CellsView): void {
    const cell = this.cells[i] as SVGElement;
    const name = squareName(sq);
    if (this.squareShown[i] !== sq) {
      this.squareShown[i] = sq;
      cell.setAttribute("data-square", name);
    }
    const label = `${name}, ${pieceLabel(piece, view.lang)}`;
    if (this.labelShown[i] !== label) {
      this.labelShown[i] = label;
      cell.setAttribute("aria-label", label);
    }
  }
}
