/**
 * The pieces of `<daidai-board>`, drawn a row at a time: per row of the board, one path for
 * the wedges and one SVG text for the lettering, instead of a group, a polygon and two texts
 * per piece.
 *
 * The first render of a board lays out about 400 piece characters; as 400 text elements
 * that was a third of the widget's layout time. Pieces that point down (the opponent's) are
 * drawn upright in a copy of the board turned 180°, so no character needs a rotation of its
 * own. The layer takes no pointer events and is hidden from assistive technology: the
 * squares underneath carry the clicks and the spoken names. Lettering is only ever set with
 * `textContent` or a text node's `data`; nothing is parsed as markup.
 */
import { BOARD_SIZE, type Color, type Piece } from "@daidai/core";
import { squareAtCell } from "./board-model.js";
import { pieceGlyphs, type PieceStyle } from "../pieces/pieces.js";
import { svgElement } from "./svg-element.js";

/** What the pieces layer shows. */
export interface PiecesView {
  readonly pieces: readonly (Piece | null)[];
  readonly orientation: Color;
  readonly style: PieceStyle;
}

/** A line of lettering: its text, centred at (x, y) in board units, and its font size. */
type Line = readonly [text: string, x: number, y: number, size: number];

/**
 * The lettering of `piece` in the 60-unit cell whose top left corner is (x, y). Kanji stack
 * as on real pieces, one character a line; a code is one line, and on a turned wedge (wide
 * end at the top) it stays upright and moves up with the wide end.
 */
function lettering(piece: Piece, style: PieceStyle, turned: boolean, x: number, y: number): Line[] {
  const glyphs = pieceGlyphs(piece, style);
  const code = glyphs[0] ?? "";
  if (style === "compact") return [[code, x + 30, y + (turned ? 27 : 33), 31]];
  if (style !== "kanji") return [[code, x + 30, y + (turned ? 25 : 35), code.length > 2 ? 17 : 22]];
  return glyphs.length < 2 ? [[code, x + 30, y + 35, 23]] : [[code, x + 30, y + 23, 23], [glyphs[1] ?? "", x + 30, y + 45, 23]];
}

/** Sets an attribute unless it already has that value (setting it again makes the browser parse it again). */
function setAttr(el: Element, name: string, value: string): void {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

/**
 * Makes `text` show `lines`. Single characters (kanji, one-letter codes) go in the text's
 * `x` and `y` lists: each character with an x of its own starts a text chunk, which
 * `text-anchor: middle` centres there. The lists address UTF-16 code units, so longer codes
 * and characters outside the BMP get a `<tspan>` each, after them. The text node and the
 * `<tspan>`s already there are reused: a move changes one or two of a row's pieces.
 */
function letter(text: SVGElement, lines: readonly Line[]): void {
  const size = lines[0]?.[3];
  const listed = (l: Line): boolean => l[0].length === 1 && l[3] === size;
  const inList = lines.filter(listed);
  if (size !== undefined) setAttr(text, "font-size", String(size));
  setAttr(text, "x", inList.map((l) => l[1]).join(" "));
  setAttr(text, "y", inList.map((l) => l[2]).join(" "));
  const head = text.firstChild;
  const first = head instanceof Text ? head : text.insertBefore(document.createTextNode(""), head);
  const chars = inList.map((l) => l[0]).join("");
  if (first.data !== chars) first.data = chars;
  let next = first.nextSibling;
  for (const [code, x, y, fontSize] of lines.filter((l) => !listed(l))) {
    const span = next instanceof Element ? next : text.appendChild(svgElement("tspan"));
    setAttr(span, "x", String(x));
    setAttr(span, "y", String(y));
    setAttr(span, "font-size", String(fontSize));
    if (span.textContent !== code) span.textContent = code;
    next = span.nextSibling;
  }
  while (next !== null) {
    const after = next.nextSibling;
    next.remove();
    next = after;
  }
}

/**
 * One layer (upright or turned) of a board row: the wedges' path, the lettering of the
 * unpromoted pieces and that of the promoted ones, in that order. The three elements are made
 * the first time the layer has something to show and kept after: redrawing a row sets the
 * attributes and text that changed, instead of making new elements (and styles) every move.
 */
class RowLayer {
  private elements: { wedges: SVGElement; plain: SVGElement; promoted: SVGElement } | null = null;

  constructor(private readonly group: SVGElement) {}

  /** `lines`: the lettering of the unpromoted pieces, then that of the promoted ones. */
  draw(wedges: string, lines: readonly (readonly Line[])[], textClass: string): void {
    if (this.elements === null) {
      if (wedges === "" && lines.every((l) => l.length === 0)) return;
      this.elements = { wedges: svgElement("path", { class: "wedge" }), plain: svgElement("text"), promoted: svgElement("text") };
      this.group.append(this.elements.wedges, this.elements.plain, this.elements.promoted);
    }
    const { plain, promoted } = this.elements;
    setAttr(this.elements.wedges, "d", wedges);
    setAttr(plain, "class", textClass);
    letter(plain, lines[0] ?? []);
    setAttr(promoted, "class", `${textClass} promoted`);
    letter(promoted, lines[1] ?? []);
  }
}

/** The pieces layer of a board, updated a row at a time. */
export class BoardPieces {
  /** The layer; place it once inside the board's SVG, above the squares. */
  readonly root = svgElement("g", { part: "pieces", "aria-hidden": "true", "pointer-events": "none" });
  /** Per board row: its pieces in the upright layer and in the turned one, and what they show. */
  private readonly rows: { upright: RowLayer; turned: RowLayer; shown: string }[] = [];

  /** `left`, `top`: the board's top left corner; `cell`: the size of a square, in SVG units. */
  constructor(
    private readonly left: number,
    private readonly top: number,
    private readonly cell: number,
  ) {
    const half = (BOARD_SIZE * cell) / 2;
    const turnedLayer = svgElement("g", { transform: `rotate(180 ${String(left + half)} ${String(top + half)})` });
    const uprightLayer = svgElement("g");
    for (let row = 0; row < BOARD_SIZE; row++) {
      const upright = svgElement("g");
      const turned = svgElement("g");
      uprightLayer.append(upright);
      turnedLayer.append(turned);
      this.rows.push({ upright: new RowLayer(upright), turned: new RowLayer(turned), shown: "" });
    }
    // The turned layer first: codes on turned wedges are drawn upright, in the upright layer, over them.
    this.root.append(turnedLayer, uprightLayer);
  }

  /** Makes the layer show `view`, redrawing only the rows whose pieces changed. */
  update(view: PiecesView): void {
    this.rows.forEach((drawing, row) => {
      const pieces: (Piece | null)[] = [];
      let key = `${view.style} ${view.orientation}`;
      for (let col = 0; col < BOARD_SIZE; col++) {
        const piece = view.pieces[squareAtCell(row, col, view.orientation)] ?? null;
        pieces.push(piece);
        key += piece === null ? " ." : ` ${piece.color}${piece.code}${String(piece.promoted)}${piece.kind}`;
      }
      if (drawing.shown === key) return;
      drawing.shown = key;
      this.drawRow(row, pieces, drawing, view);
    });
  }

  private drawRow(row: number, pieces: readonly (Piece | null)[], drawing: { upright: RowLayer; turned: RowLayer }, view: PiecesView): void {
    // Per layer: the wedges' path, and the lettering of unpromoted and of promoted pieces.
    const layers = { upright: { wedges: "", lines: [[], []] as Line[][] }, turned: { wedges: "", lines: [[], []] as Line[][] } };
    pieces.forEach((piece, col) => {
      if (piece === null) return;
      const turned = piece.color !== view.orientation;
      // A turned piece is drawn upright in the board turned 180°: at the mirrored row and column.
      const x = this.left + (turned ? BOARD_SIZE - 1 - col : col) * this.cell;
      const y = this.top + (turned ? BOARD_SIZE - 1 - row : row) * this.cell;
      layers[turned ? "turned" : "upright"].wedges += `M${String(x + 30)} ${String(y + 3)}l19 8 6 46h-50l6-46z`;
      // Kanji turn with the wedge, as on a real board; codes stay upright in the piece's own cell.
      const kanjiTurned = turned && view.style === "kanji";
      const cellX = kanjiTurned ? x : this.left + col * this.cell;
      const cellY = kanjiTurned ? y : this.top + row * this.cell;
      layers[kanjiTurned ? "turned" : "upright"].lines[piece.promoted ? 1 : 0]?.push(...lettering(piece, view.style, turned, cellX, cellY));
    });
    const textClass = view.style === "compact" ? "piece-text compact" : "piece-text";
    for (const side of ["upright", "turned"] as const) drawing[side].draw(layers[side].wedges, layers[side].lines, textClass);
  }
}
