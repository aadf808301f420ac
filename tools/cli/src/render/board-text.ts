/**
 * A board diagram for the terminal: 17 × 17 cells, file numbers above (17 … 1 from Black's
 * side), rank letters on the right, White's pieces marked `v` (as in DSFEN), and with
 * colour: White's pieces cyan, promoted pieces red, the last move's squares and a king in
 * check highlighted. Without colour the text alone carries everything.
 */
import { BOARD_SIZE, fileOf, moveToString, rankOf, RANK_LETTERS, type Color, type Piece } from "@daidai/core";
import { moveSquares, squareAtCell, type BoardView } from "./board-view.js";
import { pieceLabel, type LabelStyle } from "./labels.js";
import { padEnd } from "./text-width.js";

/** How to draw the diagram. */
export interface TextBoardOptions {
  readonly style: LabelStyle;
  /** Use ANSI colours. */
  readonly color: boolean;
  /** The side drawn at the bottom (default Black). */
  readonly bottom?: Color;
}

const ANSI = {
  reset: "\x1b[0m",
  white: "\x1b[36m",
  promoted: "\x1b[31m",
  last: "\x1b[7m",
  check: "\x1b[41;97m",
  dim: "\x1b[2m",
} as const;

/** Width of a label in columns: two kanji, or a code of up to three letters (`+Ea`). */
function labelWidth(style: LabelStyle): number {
  return style === "kanji" ? 4 : 3;
}

/** Text of an empty square, centred in the label width. */
function emptyLabel(style: LabelStyle): string {
  return style === "kanji" ? " ・ " : " . ";
}

/** One cell: owner mark (`v` for White), label, and a promotion mark in kanji style. */
function cellText(piece: Piece | null, style: LabelStyle): string {
  const width = labelWidth(style);
  if (piece === null) return ` ${padEnd(emptyLabel(style), width)} `;
  const mark = piece.color === "white" ? "v" : " ";
  if (style === "kanji") return `${mark}${padEnd(pieceLabel(piece, style), width)}${piece.promoted ? "+" : " "}`;
  return `${mark}${padEnd(pieceLabel(piece, style), width)} `;
}

function paint(text: string, codes: string[], color: boolean): string {
  return color && codes.length > 0 ? `${codes.join("")}${text}${ANSI.reset}` : text;
}

/** The diagram as lines of text (no trailing newline), with a status line below. */
export function boardText(view: BoardView, options: TextBoardOptions): string {
  const { style, color } = options;
  const bottom = options.bottom ?? "black";
  const cellWidth = labelWidth(style) + 2;
  const last = new Set(view.lastMove === null ? [] : moveSquares(view.lastMove));
  const lines: string[] = [];

  let header = "";
  for (let col = 0; col < BOARD_SIZE; col++) {
    header += padEnd(` ${String(fileOf(squareAtCell(0, col, bottom)))}`, cellWidth);
  }
  lines.push(header.trimEnd());

  for (let row = 0; row < BOARD_SIZE; row++) {
    let line = "";
    for (let col = 0; col < BOARD_SIZE; col++) {
      const sq = squareAtCell(row, col, bottom);
      const piece = view.squares[sq] ?? null;
      const codes: string[] = [];
      if (sq === view.checkSquare) codes.push(ANSI.check);
      else if (last.has(sq)) codes.push(ANSI.last);
      if (piece?.promoted === true) codes.push(ANSI.promoted);
      else if (piece?.color === "white") codes.push(ANSI.white);
      else if (piece === null) codes.push(ANSI.dim);
      line += paint(cellText(piece, style), codes, color);
    }
    lines.push(`${line} ${RANK_LETTERS.charAt(rankOf(squareAtCell(row, 0, bottom)) - 1)}`);
  }

  const side = view.turn === "black" ? "Black" : "White";
  let status = `${side} to move, move ${String(view.moveNumber)}`;
  if (view.checkSquare >= 0) status += ", in check";
  if (view.lastMove !== null) status += `; last move ${moveToString(view.lastMove)}`;
  lines.push(status);
  return lines.join("\n");
}
