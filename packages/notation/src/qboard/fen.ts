/**
 * QBoard's FEN for dai dai shogi (docs/formats/qboard-fen.md): 17 ranks of letters from
 * rank a (the second player's side) to rank q, each rank from **file 1 to file 17** (QBoard
 * stands its dai dai setup that way round), upper case for the first player (our Black),
 * lower case for the other; then the side to move (`w`: Black, the first player; `b`:
 * White) and, when not the first move, QBoard's move number (full moves, as its
 * `MoveCount` counts them). The letters are in qboard/letters.ts.
 *
 * A save of an older QBoard (four other letters, files from 17 to 1) is read when the
 * letters tell it apart, with a warning; when both readings are possible and differ, the
 * current one is taken, with a warning that says so.
 */
import { SQUARE_COUNT, pieceOf, type Color, type Piece, type Setup } from "@daidai/core";
import { QBOARD_DEMOTED_SPELLINGS, QBOARD_LETTERS, QBOARD_OLD_LETTERS, QBOARD_PROMOTED_SPELLINGS } from "./letters.js";

const FILES = 17;

/** A problem in a QBoard FEN and where it is (`offset`, `length`: in the text given). */
export interface QboardFenError {
  readonly message: string;
  readonly offset: number;
  readonly length: number;
}

/** A QBoard FEN read into a setup (with what the reader had to assume), or why it cannot be. */
export type QboardFenResult =
  | { readonly ok: true; readonly setup: Setup; readonly warnings: readonly QboardFenError[] }
  | { readonly ok: false; readonly error: QboardFenError };

/** Which QBoard wrote the text: today's, or one before its letters and files changed. */
type Dialect = "current" | "old";

/** Code (with `+` when promoted) of each upper-case spelling, per dialect. */
const CURRENT_CODES = new Map<string, string>([
  ...Object.entries(QBOARD_LETTERS).map(([code, letter]): [string, string] => [letter, code]),
  ...Object.entries(QBOARD_PROMOTED_SPELLINGS),
]);
const OLD_CODES = new Map<string, string>(
  Object.entries({ ...QBOARD_LETTERS, ...QBOARD_OLD_LETTERS }).map(([code, letter]): [string, string] => [letter, code]),
);

/** The spellings only one of the two dialects has: a board with one of them is of that dialect. */
const ONLY_OLD = new Set([...OLD_CODES.keys()].filter((s) => !CURRENT_CODES.has(s)));
const ONLY_CURRENT = new Set([...CURRENT_CODES.keys()].filter((s) => !s.startsWith("+") && !OLD_CODES.has(s)));

/**
 * True if the first word of `text` has the shape of a QBoard FEN board: 17 ranks and no
 * comma (a DSFEN board separates its codes with commas: any rank with a piece has one).
 */
export function looksLikeQboardFen(text: string): boolean {
  const board = text.trim().split(/\s/, 1)[0] ?? "";
  return !board.includes(",") && board.split("/").length === FILES && /[A-Za-z]/.test(board);
}

interface Token {
  readonly text: string;
  readonly offset: number;
  /** Rank index 0–16 (rank a first) and the number of squares before it in its rank. */
  readonly rank: number;
  readonly square: number;
}

const LETTER = "(a letter, maybe followed by ' ! or ~, as in the letter table)";
const TOKEN = /\d+|\+?[A-Za-z][~'!`]*|./gu;

function problem(message: string, offset: number, length: number): QboardFenError {
  return { message, offset, length: Math.max(1, length) };
}

/** The pieces of the board word (numbers expanded), or the first problem of its shape. */
function tokenize(board: string, at: number): Token[] | QboardFenError {
  const ranks = board.split("/");
  if (ranks.length !== FILES) return problem(`a QBoard FEN board has 17 ranks separated by '/'; this one has ${String(ranks.length)}`, at, board.length);
  const tokens: Token[] = [];
  let offset = at;
  for (const [r, rank] of ranks.entries()) {
    let squares = 0;
    for (const m of rank.matchAll(TOKEN)) {
      const text = m[0];
      const where = offset + m.index;
      if (/^\d+$/.test(text)) {
        const n = Number(text);
        if (n < 1 || squares + n > FILES) return problem(`rank ${String(r + 1)}: ${text} empty squares do not fit in 17 files`, where, text.length);
        squares += n;
        continue;
      }
      if (!/^\+?[A-Za-z]/.test(text)) return problem(`rank ${String(r + 1)}: '${text}' is not a QBoard piece letter ${LETTER}`, where, text.length);
      if (/^\+?N!'$/i.test(text)) {
        return problem(`rank ${String(r + 1)}: '${text}' is an older QBoard's unreadable lion dog: write N!`, where, text.length);
      }
      if (squares >= FILES) return problem(`rank ${String(r + 1)} has more than 17 squares`, where, text.length);
      tokens.push({ text, offset: where, rank: r, square: squares });
      squares++;
    }
    if (squares !== FILES) return problem(`rank ${String(r + 1)} has ${String(squares)} squares; expected 17`, offset, rank.length);
    offset += rank.length + 1;
  }
  return tokens;
}

/** The side of a token: upper case is the first player's (our Black). */
function colorOf(letters: string): Color | undefined {
  if (letters === letters.toUpperCase()) return "black";
  return letters === letters.toLowerCase() ? "white" : undefined;
}

/** The pieces of the tokens read in one dialect, or the first token it cannot read. */
function readPieces(tokens: readonly Token[], dialect: Dialect, warnings: QboardFenError[]): (Piece | null)[] | QboardFenError {
  const board: (Piece | null)[] = Array.from({ length: SQUARE_COUNT }, () => null);
  const codes = dialect === "current" ? CURRENT_CODES : OLD_CODES;
  for (const token of tokens) {
    const promoted = token.text.startsWith("+");
    const letters = promoted ? token.text.slice(1) : token.text;
    const color = colorOf(letters);
    const spelling = (promoted ? "+" : "") + letters.toUpperCase();
    let code = codes.get(spelling) ?? (promoted ? plusCode(codes.get(letters.toUpperCase())) : undefined);
    const where = `rank ${String(token.rank + 1)}: '${token.text}'`;
    if (code === undefined && dialect === "current" && !promoted) {
      code = QBOARD_DEMOTED_SPELLINGS[spelling];
      if (code !== undefined) {
        const kind = code === "+BM" ? "a promoted blind monkey" : "a promoted old rat";
        warnings.push(problem(`${where} read as ${kind} (QBoard's +${spelling} as QBoard reads it back)`, token.offset, token.text.length));
      }
    }
    if (code === undefined || color === undefined) return problem(`${where} is not a QBoard piece letter ${LETTER}`, token.offset, token.text.length);
    const piece = pieceOf(code, color);
    if (piece === undefined) return problem(`${where}: the ${code.slice(1)} does not promote`, token.offset, token.text.length);
    // Today's QBoard lists a rank from file 1 to file 17; the older one from 17 to 1.
    const column = dialect === "current" ? FILES - 1 - token.square : token.square;
    board[token.rank * FILES + column] = piece;
  }
  return board;
}

function plusCode(code: string | undefined): string | undefined {
  return code === undefined || code.startsWith("+") ? undefined : `+${code}`;
}

interface Fields {
  readonly turn: Color;
  /** The move number in each dialect's convention, or why the fields cannot be read. */
  readonly moveNumber: number;
  /** `-` before the number: only daidai's own older writer wrote it. */
  readonly legacy: boolean;
}

/** The fields after the board: `[w|b [<full moves> | - <move number>]]`. */
function readFields(fields: readonly RegExpMatchArray[]): Fields | QboardFenError {
  const [, side, third, fourth, ...rest] = fields;
  let turn: Color = "black";
  if (side !== undefined) {
    if (side[0] !== "w" && side[0] !== "b") return problem(`expected the side to move after the board: w (Black, who moves first) or b (White); got '${side[0]}'`, side.index ?? 0, side[0].length);
    turn = side[0] === "w" ? "black" : "white";
  }
  const legacy = third?.[0] === "-";
  const number = legacy ? fourth : third;
  const extra = legacy ? rest[0] : fourth;
  if (extra !== undefined) return problem(`unexpected '${extra[0]}' after the QBoard FEN`, extra.index ?? 0, extra[0].length);
  if (number === undefined) return { turn, moveNumber: 1, legacy };
  if (!/^[1-9]\d{0,8}$/.test(number[0])) return problem(`expected the move number (a positive integer); got '${number[0]}'`, number.index ?? 0, number[0].length);
  const n = Number(number[0]);
  // QBoard counts full moves (1 for the first move of each side); daidai's older writer, plies + 1.
  return { turn, moveNumber: legacy ? n : 2 * (n - 1) + (turn === "black" ? 1 : 2), legacy };
}

function sameBoard(a: readonly (Piece | null)[], b: readonly (Piece | null)[]): boolean {
  return a.every((p, i) => p?.code === b[i]?.code && p?.color === b[i]?.color);
}

/** Reads a QBoard FEN (`<board> [w|b [<move number>]]`); also the older QBoard's, see the module comment. */
export function parseQboardFen(text: string): QboardFenResult {
  const fields = [...text.matchAll(/\S+/g)];
  const boardField = fields[0];
  if (boardField === undefined) return { ok: false, error: problem("empty QBoard FEN", 0, 1) };
  const tokens = tokenize(boardField[0], boardField.index);
  if (!Array.isArray(tokens)) return { ok: false, error: tokens };
  const read = readFields(fields);
  if ("message" in read) return { ok: false, error: read };
  const boardAt = boardField.index;
  const boardLength = boardField[0].length;
  const spellings = tokens.map((t) => t.text.replace(/^\+/, "").toUpperCase());
  const oldMarker = read.legacy ? "the '-' before the move number" : spellings.find((s) => ONLY_OLD.has(s));
  const currentMarker = fields.length > 2 && !read.legacy ? "a move number" : spellings.find((s) => ONLY_CURRENT.has(s));
  if (oldMarker !== undefined && currentMarker !== undefined) {
    return { ok: false, error: problem(`today's QBoard FEN (${currentMarker}) mixed with an older one (${oldMarker})`, boardAt, boardLength) };
  }
  const currentWarnings: QboardFenError[] = [];
  const current = oldMarker === undefined ? readPieces(tokens, "current", currentWarnings) : undefined;
  const old = currentMarker === undefined ? readPieces(tokens, "old", []) : undefined;
  const setupOf = (board: (Piece | null)[]): Setup => ({ board, turn: read.turn, moveNumber: read.moveNumber });
  if (Array.isArray(current)) {
    if (Array.isArray(old) && !sameBoard(current, old)) {
      currentWarnings.push(
        problem("read as today's QBoard FEN; as an older QBoard's (files 17 to 1, X' Y' M' other pieces) it would be another position", boardAt, boardLength),
      );
    }
    return { ok: true, setup: setupOf(current), warnings: currentWarnings };
  }
  if (Array.isArray(old)) {
    const warning = problem(`read as an older QBoard's FEN (told by ${oldMarker ?? "its letters"}: files 17 to 1, other letters); today's QBoard cannot open it`, boardAt, boardLength);
    return { ok: true, setup: setupOf(old), warnings: [warning] };
  }
  const error = current ?? old;
  return { ok: false, error: error ?? problem("not a QBoard FEN", boardAt, boardLength) };
}

/** QBoard's spelling of a piece: `N` Black's lion, `n` White's, `+p` White's promoted pawn. */
function pieceText(piece: Piece): string {
  const original = piece.promoted ? piece.code.slice(1) : piece.code;
  const letter = QBOARD_LETTERS[original];
  if (letter === undefined) throw new RangeError(`no QBoard letter for ${piece.code}`);
  const cased = piece.color === "black" ? letter : letter.toLowerCase();
  return piece.promoted ? `+${cased}` : cased;
}

/**
 * Writes a setup as QBoard saves a dai dai position: the board, then `w` (Black to move)
 * or `b`, then QBoard's move number (full moves) unless it is the first move. A move number
 * that disagrees with the side to move (an odd one with White to move) cannot be written in
 * QBoard's full moves: the nearest one that agrees is written.
 */
export function writeQboardFen(setup: Setup): string {
  const ranks: string[] = [];
  for (let r = 0; r < FILES; r++) {
    let rank = "";
    let empty = 0;
    for (let x = 0; x < FILES; x++) {
      const piece = setup.board[r * FILES + (FILES - 1 - x)] ?? null;
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
  const fullMoves = Math.floor((setup.moveNumber - 1) / 2) + 1;
  return setup.moveNumber === 1 ? `${ranks.join("/")} ${side}` : `${ranks.join("/")} ${side} ${String(fullMoves)}`;
}
