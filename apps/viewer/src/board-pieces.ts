/**
 * The pieces of `<daidai-board>`, drawn a row at a time: per row of the board, one path for
 * the wedges and one SVG text for the characters (each character placed by the text's `x`
 * and `y` lists, or by a `<tspan>` per multi-letter code), instead of a group, a polygon and
 * two texts per piece.
 *
 * The first render of a board lays out about 400 piece characters; as 400 separate text
 * elements that was half the widget's layout time. Pieces that point down (the opponent's)
 * are drawn upright in a copy of the board turned 180°, so no character needs a rotation of
 * its own. The layer takes no pointer events and is hidden from assistive technology: the
 * squares underneath carry the clicks and the spoken names. Characters are only ever set
 * with `textContent`; nothing is parsed as markup.
 */
import { BOARD_SIZE, type Color, type Piece } from "@daidai/core";
import { squareAtCell } from "./board-model.js";
import { pieceGlyphs, type PieceStyle } from "./pieces.js";

const SVG_NS = "http://www.w3.org/2000/svg";

/** What the pieces layer shows. */
export interface PiecesView {
  readonly pieces: readonly (Piece | null)[];
  readonly orientation: Color;
  readonly style: PieceStyle;
}

/** The wedge of a piece pointing up, as a relative path from its cell's top left corner. */
function wedgePath(x: number, y: number): string {
  return `M${String(x + 30)} ${String(y + 3)}l19 8 6 46h-50l6-46z`;
}

/** Font size of kanji: two stacked on a piece, centred 23 and 45 units down its 60-unit cell. */
const KANJI_SIZE = 23;
const KANJI_LINES = [[35], [23, 45]] as const;

/** A line of lettering: its text, centred at (x, y) in board units, and its font size. */
interface Line {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly size: number;
}

/**
 * The lettering of `piece` in the cell whose top left corner is (x, y). Kanji stack as on
 * real pieces (one character a line); codes are one line, and on a turned wedge (wide end
 * at the top) they stay upright and move up with the wide end.
 */
function lettering(piece: Piece, style: PieceStyle, turned: boolean, x: number, y: number): Line[] {
  const glyphs = pieceGlyphs(piece, style);
  if (style === "kanji") {
    const ys = KANJI_LINES[glyphs.length >= 2 ? 1 : 0];
    return ys.map((dy, i) => ({ text: glyphs[i] ?? "", x: x + 30, y: y + dy, size: KANJI_SIZE }));
  }
  const code = glyphs[0] ?? "";
  if (style === "compact") return [{ text: code, x: x + 30, y: y + (turned ? 27 : 33), size: 31 }];
  return [{ text: code, x: x + 30, y: y + (turned ? 25 : 35), size: code.length > 2 ? 17 : 22 }];
}

/** The pieces of one board row, in the upright layer and in the turned one. */
interface RowDrawing {
  readonly upright: SVGGElement;
  readonly turned: SVGGElement;
  shown: string;
}

/**
 * The lines of one text element. Single characters (kanji, one-letter codes) go in the
 * text's `x` and `y` lists: each character with an x of its own starts a text chunk, which
 * `text-anchor: middle` centres there. Longer codes get a `<tspan>` each, after them.
 */
class TextRun {
  private readonly lines: Line[] = [];

  add(line: Line): void {
    this.lines.push(line);
  }

  /** The `<text>` element, or null when the run is empty. */
  element(className: string): SVGTextElement | null {
    const first = this.lines[0];
    if (first === undefined) return null;
    const text = document.createElementNS(SVG_NS, "text");
    text.setAttribute("class", className);
    text.setAttribute("font-size", String(first.size));
    // The lists address UTF-16 code units: a character outside the BMP (a rare kanji) gets a tspan.
    const listed = this.lines.filter((l) => l.text.length === 1 && l.size === first.size);
    if (listed.length > 0) {
      text.setAttribute("x", listed.map((l) => l.x).join(" "));
      text.setAttribute("y", listed.map((l) => l.y).join(" "));
      text.textContent = listed.map((l) => l.text).join("");
    }
    for (const line of this.lines) {
      if (line.text.length === 1 && line.size === first.size) continue;
      const tspan = document.createElementNS(SVG_NS, "tspan");
      tspan.setAttribute("x", String(line.x));
      tspan.setAttribute("y", String(line.y));
      if (line.size !== first.size) tspan.setAttribute("font-size", String(line.size));
      tspan.textContent = line.text;
      text.append(tspan);
    }
    return text;
  }
}

/** The pieces layer of a board, updated a row at a time. */
export class BoardPieces {
  /** The layer; place it once inside the board's SVG, above the squares. */
  readonly root: SVGGElement;
  private readonly rows: RowDrawing[] = [];

  /** `left`, `top`: the board's top left corner; `cell`: the size of a square, in SVG units. */
  constructor(
    private readonly left: number,
    private readonly top: number,
    private readonly cell: number,
  ) {
    this.root = document.createElementNS(SVG_NS, "g");
    this.root.setAttribute("part", "pieces");
    this.root.setAttribute("aria-hidden", "true");
    this.root.setAttribute("pointer-events", "none");
    const uprightLayer = document.createElementNS(SVG_NS, "g");
    const turnedLayer = document.createElementNS(SVG_NS, "g");
    const half = (BOARD_SIZE * cell) / 2;
    turnedLayer.setAttribute("transform", `rotate(180 ${String(left + half)} ${String(top + half)})`);
    for (let row = 0; row < BOARD_SIZE; row++) {
      const drawing: RowDrawing = { upright: document.createElementNS(SVG_NS, "g"), turned: document.createElementNS(SVG_NS, "g"), shown: "" };
      uprightLayer.append(drawing.upright);
      turnedLayer.append(drawing.turned);
      this.rows.push(drawing);
    }
    // The turned layer first: codes on turned wedges are drawn upright, in the upright layer, over them.
    this.root.append(turnedLayer, uprightLayer);
  }

  /** Makes the layer show `view`, redrawing only the rows that changed. */
  update(view: PiecesView): void {
    for (let row = 0; row < BOARD_SIZE; row++) {
      const drawing = this.rows[row] as RowDrawing;
      const key = this.rowKey(row, view);
      if (drawing.shown === key) continue;
      drawing.shown = key;
      this.drawRow(row, drawing, view);
    }
  }

  /** What a row shows: its pieces (by code, owner and promotion) and how they are drawn. */
  private rowKey(row: number, view: PiecesView): string {
    let key = `${view.style}|${view.orientation}|`;
    for (let col = 0; col < BOARD_SIZE; col++) {
      const piece = view.pieces[squareAtCell(row, col, view.orientation)] ?? null;
      key += piece === null ? "." : `${piece.color === "black" ? "b" : "w"}${piece.code}${piece.promoted ? "+" : ""}${piece.kind},`;
    }
    return key;
  }

  private drawRow(row: number, drawing: RowDrawing, view: PiecesView): void {
    const wedges = { upright: "", turned: "" };
    const runs = { upright: [new TextRun(), new TextRun()], turned: [new TextRun(), new TextRun()] };
    for (let col = 0; col < BOARD_SIZE; col++) {
      const piece = view.pieces[squareAtCell(row, col, view.orientation)] ?? null;
      if (piece === null) continue;
      const turned = piece.color !== view.orientation;
      // A turned piece is drawn upright in the board turned 180°: at the mirrored row and column.
      const x = this.left + (turned ? BOARD_SIZE - 1 - col : col) * this.cell;
      const y = this.top + (turned ? BOARD_SIZE - 1 - row : row) * this.cell;
      if (turned) wedges.turned += wedgePath(x, y);
      else wedges.upright += wedgePath(x, y);
      // Kanji turn with the wedge, as on a real board; codes stay upright in the piece's own cell.
      const kanjiTurned = turned && view.style === "kanji";
      const lines = kanjiTurned
        ? lettering(piece, view.style, turned, x, y)
        : lettering(piece, view.style, turned, this.left + col * this.cell, this.top + row * this.cell);
      const run = (kanjiTurned ? runs.turned : runs.upright)[piece.promoted ? 1 : 0] as TextRun;
      for (const line of lines) run.add(line);
    }
    const textClass = view.style === "compact" ? "piece-text compact" : "piece-text";
    for (const side of ["upright", "turned"] as const) {
      const children: SVGElement[] = [];
      if (wedges[side] !== "") {
        const path = document.createElementNS(SVG_NS, "path");
        path.setAttribute("class", "wedge");
        path.setAttribute("d", wedges[side]);
        children.push(path);
      }
      const [plain, promoted] = runs[side] as [TextRun, TextRun];
      const plainText = plain.element(textClass);
      const promotedText = promoted.element(`${textClass} promoted`);
      if (plainText) children.push(plainText);
      if (promotedText) children.push(promotedText);
      drawing[side].replaceChildren(...children);
    }
  }
}
