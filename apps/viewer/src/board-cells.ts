/**
 * The 289 squares of `<daidai-board>`, built once with DOM calls and then patched in place.
 *
 * A Lit template per square made the first render of the board its most expensive part (289
 * template instances, each cloned and bound) and re-rendered every square on every step.
 * Here the squares are cloned from two small prototypes and each update touches only what
 * changed: stepping through a game rewrites a few squares. Text is only ever set with
 * `textContent` and attributes with `setAttribute`; nothing is parsed as markup.
 */
import { BOARD_SIZE, squareName, type Color, type Piece, type Square } from "@daidai/core";
import { squareAtCell } from "./board-model.js";
import { t, type Lang } from "./i18n.js";
import { japanesePieceLabel, ownedPieceName, pieceGlyphs, type PieceStyle } from "./pieces.js";

const SVG_NS = "http://www.w3.org/2000/svg";

/** Size of a square in SVG units. */
export const CELL = 60;
/** A wedge-shaped piece pointing up, in cell coordinates. */
const WEDGE = "30,3 49,11 55,57 5,57 11,11";

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

function svgElement(tag: string, attributes: Readonly<Record<string, string>>): SVGElement {
  const el = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  return el;
}

/** `<g role=cell><rect part=square/></g>`, cloned for every square. */
function cellPrototype(): SVGElement {
  const cell = svgElement("g", { role: "cell" });
  cell.append(svgElement("rect", { part: "square", class: "sq", width: String(CELL), height: String(CELL) }));
  return cell;
}

/** The piece shapes: two stacked kanji, one line of text, or a large code (compact). */
type PieceShape = "two" | "one" | "compact";

/** A piece with one line of text or two stacked lines, cloned for every piece. */
function piecePrototype(shape: PieceShape): SVGElement {
  const group = svgElement("g", { part: "piece", class: shape === "compact" ? "piece compact" : "piece" });
  group.append(svgElement("polygon", { class: "wedge", points: WEDGE }));
  if (shape === "two") {
    group.append(svgElement("text", { x: "30", y: "23", "font-size": "23" }), svgElement("text", { x: "30", y: "45", "font-size": "23" }));
  } else if (shape === "compact") {
    group.append(svgElement("text", { x: "30", y: "33", "font-size": "31" }));
  } else {
    group.append(svgElement("text", { x: "30", y: "35", "font-size": "22" }));
  }
  return group;
}

function squareClass(sq: Square, view: CellsView): string {
  const cls = sq === view.checkSquare ? "sq check" : view.lastSquares.has(sq) ? "sq last" : view.marks.has(sq) ? "sq mark" : "sq";
  return sq === view.cursor ? `${cls} cursor` : cls;
}

function pieceLabel(piece: Piece | null, lang: Lang): string {
  if (piece === null) return t(lang, "emptySquare");
  return lang === "ja" ? japanesePieceLabel(piece) : ownedPieceName(piece);
}

/** The squares of a board as SVG groups in 17 rows, updated in place. */
export class BoardCells {
  /** The element holding the rows; place it once inside the board's SVG. */
  readonly root: SVGElement;
  private readonly cells: SVGElement[] = [];
  private readonly rects: SVGElement[] = [];
  private readonly pieceGroups: (SVGElement | null)[] = [];
  /** What each drawing cell shows now, to skip unchanged cells. */
  private readonly squareShown: Square[] = [];
  private readonly pieceShown: string[] = [];
  private readonly labelShown: string[] = [];
  private readonly classShown: string[] = [];
  /** The piece object each cell was last drawn from, and the style, language and orientation then. */
  private readonly pieceObjectShown: (Piece | null | undefined)[] = [];
  private contextShown = "";
  private readonly prototypes = { cell: cellPrototype(), one: piecePrototype("one"), two: piecePrototype("two"), compact: piecePrototype("compact") };

  constructor(left: number, top: number) {
    this.root = svgElement("g", {});
    for (let row = 0; row < BOARD_SIZE; row++) {
      const rowGroup = svgElement("g", { role: "row" });
      for (let col = 0; col < BOARD_SIZE; col++) {
        const cell = this.prototypes.cell.cloneNode(true) as SVGElement;
        cell.setAttribute("transform", `translate(${String(left + col * CELL)} ${String(top + row * CELL)})`);
        rowGroup.append(cell);
        this.cells.push(cell);
        this.rects.push(cell.firstChild as SVGElement);
        this.pieceGroups.push(null);
        this.squareShown.push(-1);
        this.pieceShown.push("");
        this.labelShown.push("");
        this.classShown.push("sq");
        this.pieceObjectShown.push(undefined);
      }
      this.root.append(rowGroup);
    }
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
        (this.rects[i] as SVGElement).setAttribute("class", cls);
      }
      // Stepping changes a few squares: the others keep their label and piece.
      if (sameContext && this.squareShown[i] === sq && this.pieceObjectShown[i] === piece) continue;
      this.pieceObjectShown[i] = piece;
      this.drawCell(i, sq, piece, view);
    }
  }

  /** Square name, label and piece of one drawing cell. */
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
    const glyphs = piece === null ? [] : pieceGlyphs(piece, view.style);
    const turned = piece !== null && piece.color !== view.orientation;
    const key = piece === null ? "" : `${glyphs.join("\n")}|${String(piece.promoted)}|${String(turned)}`;
    if (this.pieceShown[i] !== key) {
      this.pieceShown[i] = key;
      this.pieceGroups[i]?.remove();
      const group = piece === null ? null : this.pieceGroup(glyphs, piece.promoted, turned, view.style);
      this.pieceGroups[i] = group;
      if (group !== null) cell.append(group);
    }
  }

  /**
   * A piece: the opponent's (`turned`) points down. Kanji turn with the wedge, as on a real
   * board; letters stay upright (only the wedge turns), so codes read at a glance.
   */
  private pieceGroup(glyphs: readonly string[], promoted: boolean, turned: boolean, style: PieceStyle): SVGElement {
    const two = glyphs.length >= 2;
    const prototype = style === "compact" ? this.prototypes.compact : two ? this.prototypes.two : this.prototypes.one;
    const group = prototype.cloneNode(true) as SVGElement;
    if (promoted) group.setAttribute("class", `${group.getAttribute("class") ?? "piece"} promoted`);
    if (turned && style === "kanji") group.setAttribute("transform", "rotate(180 30 30)");
    else if (turned) {
      group.firstElementChild?.setAttribute("transform", "rotate(180 30 30)");
      // The wedge's wide end is now at the top: move the letters up with it.
      group.querySelector("text")?.setAttribute("y", style === "compact" ? "27" : "25");
    }
    const texts = group.querySelectorAll("text");
    texts.forEach((text, line) => {
      text.textContent = glyphs[line] ?? "";
    });
    const first = glyphs[0] ?? "";
    if (!two && first.length > 2) texts[0]?.setAttribute("font-size", "17");
    return group;
  }
}
