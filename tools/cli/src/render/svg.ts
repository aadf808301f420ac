/**
 * A static SVG board diagram (for documents and social posts) with the look of the
 * viewer's `<daidai-board>`: 60-unit squares, file numbers above, rank letters on the
 * right, wedge-shaped pieces with their kanji stacked vertically (White's turned 180°),
 * promoted pieces' text in red, the last move's squares tinted and its legs drawn, a king
 * in check marked. The viewer draws its board with Lit templates; this module is a
 * dependency-free string writer for Node.
 */
import { BOARD_SIZE, fileOf, rankOf, RANK_LETTERS, squareName, type Color, type Piece, type Square } from "@daidai/core";
import { moveSquares, squareAtCell, type BoardView } from "./board-view.js";
import { pieceLabel, type LabelStyle } from "./labels.js";

/** How to draw the diagram. */
export interface SvgBoardOptions {
  readonly style?: LabelStyle;
  /** The side drawn at the bottom (default Black). */
  readonly bottom?: Color;
  /** Text of the `<title>` element (default: a description of the position). */
  readonly title?: string;
}

const CELL = 60;
const LEFT = 6;
const TOP = 38;
const SIZE = BOARD_SIZE * CELL;
const WIDTH = LEFT + SIZE + 38;
const HEIGHT = TOP + SIZE + 6;
/** A wedge pointing up, in cell coordinates (the same outline as the viewer's). */
const WEDGE = "30,3 49,11 55,57 5,57 11,11";

/** The light palette of the viewer's theme. */
const COLORS = {
  boardBg: "#eecf8f",
  grid: "#6b4f26",
  pieceBg: "#fbf0d4",
  pieceEdge: "#5a4522",
  pieceText: "#1a1a1a",
  promotedText: "#c0121f",
  coord: "#3d3d3d",
  lastMove: "rgba(64,140,255,0.38)",
  capture: "#c8261e",
  check: "rgba(230,30,30,0.6)",
} as const;

const PIECE_FONT = "'Noto Serif CJK JP','Hiragino Mincho ProN','Yu Mincho','Noto Sans CJK JP','DejaVu Sans',serif";
const COORD_FONT = "system-ui,'DejaVu Sans',sans-serif";

/** Escapes text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${String(c.codePointAt(0))};`);
}

function cellOrigin(sq: Square, bottom: Color): { x: number; y: number } {
  const index = bottom === "black" ? sq : BOARD_SIZE * BOARD_SIZE - 1 - sq;
  return { x: LEFT + (index % BOARD_SIZE) * CELL, y: TOP + Math.floor(index / BOARD_SIZE) * CELL };
}

function pieceSvg(piece: Piece, sq: Square, style: LabelStyle, bottom: Color): string {
  const { x, y } = cellOrigin(sq, bottom);
  const label = pieceLabel(piece, style);
  const glyphs = style === "kanji" ? Array.from(label) : [label];
  const text =
    glyphs.length >= 2
      ? glyphs
          .slice(0, 2)
          .map((g, i) => `<text x="30" y="${String(23 + i * 22)}" font-size="23">${escapeXml(g)}</text>`)
          .join("")
      : `<text x="30" y="35" font-size="${label.length > 2 ? "17" : "22"}">${escapeXml(label)}</text>`;
  const turned = piece.color !== bottom ? ` rotate(180 30 30)` : "";
  const cls = `piece ${piece.color}${piece.promoted ? " promoted" : ""}`;
  return `<g class="${cls}" data-square="${squareName(sq)}" data-piece="${escapeXml(piece.code)}" transform="translate(${String(x)} ${String(y)})${turned}"><polygon class="wedge" points="${WEDGE}"/>${text}</g>`;
}

function styleSheet(): string {
  return [
    `.frame{fill:${COLORS.boardBg};stroke:${COLORS.grid};stroke-width:3}`,
    `.grid{stroke:${COLORS.grid};stroke-width:1}`,
    `.last{fill:${COLORS.lastMove}}`,
    `.check{fill:${COLORS.check}}`,
    `.wedge{fill:${COLORS.pieceBg};stroke:${COLORS.pieceEdge};stroke-width:1.5}`,
    `.piece text{fill:${COLORS.pieceText};font-family:${PIECE_FONT};text-anchor:middle;dominant-baseline:central}`,
    `.piece.promoted text{fill:${COLORS.promotedText}}`,
    `.coord{fill:${COLORS.coord};font-family:${COORD_FONT};font-size:22px;text-anchor:middle;dominant-baseline:central}`,
    `.path{fill:none;stroke:${COLORS.capture};stroke-width:5;stroke-linejoin:round;stroke-linecap:round;opacity:.55}`,
    `.cross{stroke:${COLORS.capture};stroke-width:5;stroke-linecap:round}`,
  ].join("");
}

/** A default title: side to move and move number. */
function defaultTitle(view: BoardView): string {
  const side = view.turn === "black" ? "Black" : "White";
  return `Dai dai shogi position, ${side} to move (move ${String(view.moveNumber)})`;
}

/** The diagram as a standalone SVG document. */
export function boardSvg(view: BoardView, options: SvgBoardOptions = {}): string {
  const style = options.style ?? "kanji";
  const bottom = options.bottom ?? "black";
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${String(WIDTH)} ${String(HEIGHT)}" width="${String(WIDTH)}" height="${String(HEIGHT)}" role="img">`,
    `<title>${escapeXml(options.title ?? defaultTitle(view))}</title>`,
    `<style>${styleSheet()}</style>`,
    `<rect class="frame" x="${String(LEFT)}" y="${String(TOP)}" width="${String(SIZE)}" height="${String(SIZE)}"/>`,
  );

  // Highlights under the grid and pieces: last move, then check.
  const highlight = (sq: Square, cls: string): void => {
    const { x, y } = cellOrigin(sq, bottom);
    out.push(`<rect class="${cls}" x="${String(x)}" y="${String(y)}" width="${String(CELL)}" height="${String(CELL)}"/>`);
  };
  const lastSquares = view.lastMove === null ? [] : [...new Set(moveSquares(view.lastMove))];
  for (const sq of lastSquares) highlight(sq, "last");
  if (view.checkSquare >= 0) highlight(view.checkSquare, "check");

  const grid: string[] = [];
  for (let i = 1; i < BOARD_SIZE; i++) {
    grid.push(`M${String(LEFT + i * CELL)} ${String(TOP)}v${String(SIZE)}`, `M${String(LEFT)} ${String(TOP + i * CELL)}h${String(SIZE)}`);
  }
  out.push(`<path class="grid" d="${grid.join("")}"/>`);

  const coords: string[] = [];
  for (let i = 0; i < BOARD_SIZE; i++) {
    const file = fileOf(squareAtCell(0, i, bottom));
    const rank = RANK_LETTERS.charAt(rankOf(squareAtCell(i, 0, bottom)) - 1);
    coords.push(`<text x="${String(LEFT + i * CELL + CELL / 2)}" y="${String(TOP / 2)}">${String(file)}</text>`);
    coords.push(`<text x="${String(LEFT + SIZE + 19)}" y="${String(TOP + i * CELL + CELL / 2)}">${rank}</text>`);
  }
  out.push(`<g class="coord">${coords.join("")}</g>`);

  const pieces: string[] = [];
  view.squares.forEach((piece, sq) => {
    if (piece !== null) pieces.push(pieceSvg(piece, sq, style, bottom));
  });
  out.push(`<g class="pieces">${pieces.join("")}</g>`);

  if (view.lastMove !== null) out.push(movePathSvg(view, bottom));
  out.push("</svg>");
  return `${out.join("\n")}\n`;
}

/** The legs of the last move as a line through its squares, with a cross on each capture before the end. */
function movePathSvg(view: BoardView, bottom: Color): string {
  const move = view.lastMove;
  if (move === null) return "";
  const centre = (sq: Square): [number, number] => {
    const { x, y } = cellOrigin(sq, bottom);
    return [x + CELL / 2, y + CELL / 2];
  };
  const parts: string[] = [];
  const points = moveSquares(move).map(centre);
  const pass = move.from === move.to && move.via.length === 0;
  if (!pass) parts.push(`<polyline class="path" points="${points.map((p) => p.join(",")).join(" ")}"/>`);
  for (const sq of move.via) {
    const [x, y] = centre(sq);
    parts.push(`<path class="cross" d="M${String(x - 27)} ${String(y - 27)}l10 10m0 -10l-10 10"/>`);
  }
  return `<g class="move">${parts.join("")}</g>`;
}
