/**
 * QBoard's FEN for dai dai shogi (docs/formats/qboard-fen.md): the board in "dressed
 * letters" — one letter per piece, with `'`, `!` or `~` after it for most kinds, upper
 * case for Black (the side that moves first), lower case for White — then, optionally,
 * the side to move (`w`: Black, the first player; `b`: White), `-` and the move number.
 *
 * The letters are derived from QBoard's published setup string (qboard/letters.ts). A
 * promoted piece is written `+` and its unpromoted letter: QBoard's own convention for
 * promoted pieces cannot be derived from published data, so this is our documented choice.
 */
import { SQUARE_COUNT, pieceOf, type Color, type Piece, type Setup } from "@daidai/core";
import { QBOARD_LETTERS } from "./letters.js";

const FILES = 17;

/** Code of each QBoard letter (upper case, with its dressing). */
const CODE_OF_LETTER = new Map(Object.entries(QBOARD_LETTERS).map(([code, letter]) => [letter, code]));

/** Why a QBoard FEN cannot be read, and where (`offset`, `length`: in the text given). */
export interface QboardFenError {
  readonly message: string;
  readonly offset: number;
  readonly length: number;
}

/** A QBoard FEN read into a setup, or why it cannot be. */
export type QboardFenResult = { readonly ok: true; readonly setup: Setup } | { readonly ok: false; readonly error: QboardFenError };

/**
 * True if the first word of `text` has the shape of a QBoard FEN board: 17 ranks and no
 * comma (a DSFEN board separates its codes with commas: any rank with a piece has one).
 */
export function looksLikeQboardFen(text: string): boolean {
  const board = text.trim().split(/\s/, 1)[0] ?? "";
  return !board.includes(",") && board.split("/").length === FILES && /[A-Za-z]/.test(board);
}

const TOKEN = /\d+|\+?[A-Za-z][~'!]?|./gu;

function fail(message: string, offset: number, length: number): QboardFenResult {
  return { ok: false, error: { message, offset, length: Math.max(1, length) } };
}

/** Reads a QBoard FEN (`<board> [w|b [- [move number]]]`). */
export function parseQboardFen(text: string): QboardFenResult {
  const start = text.length - text.trimStart().length;
  const fields = [...text.matchAll(/\S+/g)];
  const boardField = fields[0];
  if (boardField === undefined) return fail("empty QBoard FEN", 0, 1);
  const board: (Piece | null)[] = [];
  const ranks = boardField[0].split("/");
  if (ranks.length !== FILES) return fail(`a QBoard FEN board has 17 ranks separated by '/'; this one has ${String(ranks.length)}`, boardField.index, boardField[0].length);
  let offset = boardField.index;
  for (const [r, rank] of ranks.entries()) {
    let squares = 0;
    for (const m of rank.matchAll(TOKEN)) {
      const token = m[0];
      const at = offset + m.index;
      if (/^\d+$/.test(token)) {
        const n = Number(token);
        if (n < 1 || squares + n > FILES) return fail(`rank ${String(r + 1)}: ${token} empty squares do not fit in 17 files`, at, token.length);
        for (let i = 0; i < n; i++) board.push(null);
        squares += n;
        continue;
      }
      const promoted = token.startsWith("+");
      const letter = (promoted ? token.slice(1) : token).toUpperCase();
      const code = CODE_OF_LETTER.get(letter);
      if (!/^\+?[A-Za-z]/.test(token) || code === undefined) {
        return fail(`rank ${String(r + 1)}: '${token}' is not a QBoard piece letter (a letter, maybe followed by ' ! or ~, as in the letter table)`, at, token.length);
      }
      const color: Color = letter === (promoted ? token.slice(1) : token) ? "black" : "white";
      const piece = pieceOf(promoted ? `+${code}` : code, color);
      if (piece === undefined) return fail(`rank ${String(r + 1)}: '${token}': the ${code} does not promote`, at, token.length);
      if (squares >= FILES) return fail(`rank ${String(r + 1)} has more than 17 squares`, at, token.length);
      board.push(piece);
      squares++;
    }
    if (squares !== FILES) return fail(`rank ${String(r + 1)} has ${String(squares)} squares; expected 17`, offset, rank.length);
    offset += rank.length + 1;
  }
  let turn: Color = "black";
  let moveNumber = 1;
  const [, side, hand, number, ...rest] = fields;
  if (side !== undefined) {
    if (side[0] !== "w" && side[0] !== "b") return fail(`expected the side to move after the board: w (Black, who moves first) or b (White); got '${side[0]}'`, side.index, side[0].length);
    turn = side[0] === "w" ? "black" : "white";
  }
  if (hand !== undefined && hand[0] !== "-") return fail(`expected '-' (no pieces in hand) after the side to move; got '${hand[0]}'`, hand.index, hand[0].length);
  if (number !== undefined) {
    if (!/^[1-9]\d{0,8}$/.test(number[0])) return fail(`expected the move number (a positive integer); got '${number[0]}'`, number.index, number[0].length);
    moveNumber = Number(number[0]);
  }
  const extra = rest[0];
  if (extra !== undefined) return fail(`unexpected '${extra[0]}' after the QBoard FEN`, extra.index, extra[0].length);
  if (board.length !== SQUARE_COUNT) return fail("the board does not have 289 squares", start, boardField[0].length);
  return { ok: true, setup: { board, turn, moveNumber } };
}

/** QBoard's letters of a piece: `N` Black's lion, `n` White's, `+p` White's promoted pawn. */
function pieceText(piece: Piece): string {
  const original = piece.promoted ? piece.code.slice(1) : piece.code;
  const letter = QBOARD_LETTERS[original];
  if (letter === undefined) throw new RangeError(`no QBoard letter for ${piece.code}`);
  const cased = piece.color === "black" ? letter : letter.toLowerCase();
  return piece.promoted ? `+${cased}` : cased;
}

/**
 * Writes a setup as a QBoard FEN: the board, then the side to move (`w`: Black; `b`:
 * White) and `- <move number>`, each left out while it and what follows are the defaults
 * (Black to move, move 1), as in QBoard's own setup string.
 */
export function writeQboardFen(setup: Setup): string {
  const ranks: string[] = [];
  for (let r = 0; r < FILES; r++) {
    let rank = "";
    let empty = 0;
    for (let f = 0; f < FILES; f++) {
      const piece = setup.board[r * FILES + f] ?? null;
      if (piece === null) {
        empty++;
        continue;
      }
      if (empty > 0) rank += String(empty);
      empty = 0;
      rank += pieceText(piece);
    }
    if (empty > 0) rank += String(empty);
    ranks.push(rank);
  }
  const side = setup.turn === "black" ? "w" : "b";
  if (setup.moveNumber !== 1) return `${ranks.join("/")} ${side} - ${String(setup.moveNumber)}`;
  return setup.turn === "black" ? ranks.join("/") : `${ranks.join("/")} ${side}`;
}
