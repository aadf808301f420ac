/**
 * {@link Position}: a dai dai shogi game state with its history — the public API over the
 * fast {@link GameState}. It is mutable: {@link Position.play} and {@link Position.undo}
 * change it in place (use {@link Position.clone} for a copy).
 */
import { CELL_OF_SQUARE, SQUARE_COUNT, SQUARE_OF_CELL, opposite, squareName, type Color, type Square } from "./geometry.js";
import { INITIAL_DSFEN, parseDsfen, writeDsfen, type Setup } from "./dsfen.js";
import { codeFrom, codeTo, viaCells, viaFieldOf } from "./engine/move-code.js";
import {
  BLACK_BIT,
  GameState,
  MAX_MOVES,
  STATUS_KING_CAPTURED,
  STATUS_REPETITION_DRAW,
  STATUS_REPETITION_ILLEGAL,
  TYPE_MASK,
  WALL,
  WHITE_BIT,
} from "./engine/state.js";
import { resolveOptions, type RuleOptions } from "./options.js";
import { pieceOfType, type Piece } from "./piece.js";
import { KING_TYPE, TYPE_PROMOTES_TO, typeOfCode } from "./pieces/registry.js";

/**
 * A move: origin, final square, and the squares captured *before* the final arrival, in
 * capture order (formats.md §2). A capture on the final square is implied by an enemy
 * standing there. A pass has `to === from` and no `via`; igui has `to === from` and one via.
 */
export interface Move {
  readonly from: Square;
  readonly to: Square;
  readonly via: readonly Square[];
}

/** Everything a move does, for notation and display. */
export interface MoveDetails {
  readonly move: Move;
  /** The piece as it stood before the move. */
  readonly piece: Piece;
  /** Captured squares and pieces, in capture order (the final square last). */
  readonly captures: readonly { readonly square: Square; readonly piece: Piece }[];
  /** True if the piece promotes at the end of the move (§7). */
  readonly promotes: boolean;
  readonly pass: boolean;
  readonly igui: boolean;
}

/** How a game ended. */
export type OutcomeReason =
  | "checkmate"
  | "stalemate"
  | "kingCaptured"
  | "repetitionDraw"
  | "illegalRepetition"
  | "illegalMove"
  | "resignation";

/** The result of a finished game: `winner` null for a draw. */
export interface Outcome {
  readonly winner: Color | null;
  readonly reason: OutcomeReason;
}

/** Why a move is not legal. */
export type IllegalReason =
  | "no piece on the origin square"
  | "not the side to move's piece"
  | "not a move of that piece"
  | "leaves the king in check"
  | "forbidden by the repetition rule"
  | "the game is over";

/** Thrown by {@link Position.play} for an illegal move. */
export class IllegalMoveError extends Error {
  readonly reason: IllegalReason;
  constructor(move: Move, reason: IllegalReason) {
    super(`illegal move ${moveToString(move)}: ${reason}`);
    this.name = "IllegalMoveError";
    this.reason = reason;
  }
}

const buffer = new Int32Array(MAX_MOVES);

function colorIndex(color: Color): number {
  return color === "black" ? 0 : 1;
}

/** Converts an encoded move to a {@link Move}. */
export function decodeMove(code: number): Move {
  return {
    from: SQUARE_OF_CELL[codeFrom(code)] ?? -1,
    to: SQUARE_OF_CELL[codeTo(code)] ?? -1,
    via: viaCells(code).map((c) => SQUARE_OF_CELL[c] ?? -1),
  };
}

/** Encodes a {@link Move}; returns -1 when no move of any piece could have that shape. */
export function encodeMove(move: Move): number {
  const valid = (s: Square): boolean => Number.isInteger(s) && s >= 0 && s < SQUARE_COUNT;
  if (!valid(move.from) || !valid(move.to) || !move.via.every(valid)) return -1;
  const from = CELL_OF_SQUARE[move.from] ?? 0;
  const via = viaFieldOf(
    from,
    move.via.map((s) => CELL_OF_SQUARE[s] ?? 0),
  );
  if (via < 0) return -1;
  return from | ((CELL_OF_SQUARE[move.to] ?? 0) << 10) | (via << 20);
}

/** Move string of formats.md §2: origin, captures before the final square, final square. */
export function moveToString(move: Move): string {
  return [move.from, ...move.via, move.to].map(squareName).join("");
}

/** True if two moves are the same outcome. */
export function sameMove(a: Move, b: Move): boolean {
  return a.from === b.from && a.to === b.to && a.via.length === b.via.length && a.via.every((s, i) => s === b.via[i]);
}

/** A dai dai shogi position with the game history since it was set up. */
export class Position extends GameState {
  private readonly startMoveNumber: number;

  private constructor(setup: Setup, options: RuleOptions) {
    super(options);
    let kings = [0, 0];
    setup.board.forEach((p, sq) => {
      if (p === null) return;
      const t = typeOfCode(p.code);
      if (t < 0) throw new RangeError(`unknown piece code ${p.code}`);
      if (t === KING_TYPE) kings = kings.map((k, i) => (i === colorIndex(p.color) ? k + 1 : k));
      this.setCell(sq, (p.color === "black" ? BLACK_BIT : WHITE_BIT) | t);
    });
    if ((kings[0] ?? 0) > 1 || (kings[1] ?? 0) > 1) throw new RangeError("a side has more than one king");
    this.startMoveNumber = setup.moveNumber;
    this.resetHistory(colorIndex(setup.turn));
  }

  /** The initial position of rules.md §3 (Black to move). */
  static initial(options: Partial<RuleOptions> = {}): Position {
    return new Position(parseDsfen(INITIAL_DSFEN), resolveOptions(options));
  }

  /** A position from a DSFEN; throws {@link DsfenError} on bad syntax, RangeError for two kings of one side. */
  static fromDsfen(dsfen: string, options: Partial<RuleOptions> = {}): Position {
    return new Position(parseDsfen(dsfen), resolveOptions(options));
  }

  /** A position from a setup (see {@link parseDsfen}). */
  static fromSetup(setup: Setup, options: Partial<RuleOptions> = {}): Position {
    return new Position(setup, resolveOptions(options));
  }

  /** A copy with the same start and history. */
  clone(): Position {
    const copy = new Position(this.startSetup(), this.options);
    for (let k = 1; k <= this.ply; k++) copy.makeMove(this.moveAt(k));
    return copy;
  }

  private startSetup(): Setup {
    const moves: number[] = [];
    for (let k = 1; k <= this.ply; k++) moves.push(this.moveAt(k));
    for (let k = 0; k < moves.length; k++) this.unmakeMove();
    const setup = this.setup();
    for (const m of moves) this.makeMove(m);
    return { ...setup, moveNumber: this.startMoveNumber };
  }

  /** Side to move. */
  get turn(): Color {
    return this.turnIndex === 0 ? "black" : "white";
  }

  /** Number of the next move, counting both sides' moves. */
  get moveNumber(): number {
    return this.startMoveNumber + this.ply;
  }

  /** The moves played since the position was set up. */
  history(): Move[] {
    const out: Move[] = [];
    for (let k = 1; k <= this.ply; k++) out.push(decodeMove(this.moveAt(k)));
    return out;
  }

  /** The piece on a square, or null. */
  pieceAt(sq: Square): Piece | null {
    const c = this.board[CELL_OF_SQUARE[sq] ?? 0] ?? 0;
    if (c === 0 || c === WALL) return null;
    return pieceOfType(c & TYPE_MASK, (c >> 9) & 1);
  }

  /** The board, side to move and move number as a {@link Setup}. */
  setup(): Setup {
    const board: (Piece | null)[] = [];
    for (let sq = 0; sq < SQUARE_COUNT; sq++) board.push(this.pieceAt(sq));
    return { board, turn: this.turn, moveNumber: this.moveNumber };
  }

  /** Canonical DSFEN of the current position. */
  toDsfen(): string {
    return writeDsfen(this.setup());
  }

  /** The position key (§10) as 16 hex digits: equal keys ⇔ same board, kinds, promotion flags, side. */
  key(): string {
    return (this.hashHi >>> 0).toString(16).padStart(8, "0") + (this.hashLo >>> 0).toString(16).padStart(8, "0");
  }

  /** Square of a colour's king, or -1. */
  kingSquare(color: Color): Square {
    const c = this.kingCell[colorIndex(color)] ?? -1;
    return c < 0 ? -1 : (SQUARE_OF_CELL[c] ?? -1);
  }

  /** True if the side to move is in check. */
  isCheck(): boolean {
    return this.inCheck();
  }

  /** True if `color` could capture on `sq` (every capture form counts, §9). */
  isSquareAttacked(sq: Square, by: Color): boolean {
    return this.isAttacked(CELL_OF_SQUARE[sq] ?? 0, colorIndex(by));
  }

  /** All squares `color` attacks. */
  attackedSquares(by: Color): Square[] {
    const out: Square[] = [];
    for (let sq = 0; sq < SQUARE_COUNT; sq++) if (this.isSquareAttacked(sq, by)) out.push(sq);
    return out;
  }

  /** The legal moves of the side to move. */
  legalMoves(): Move[] {
    const n = this.generateLegal(buffer, 0);
    const out: Move[] = [];
    for (let i = 0; i < n; i++) out.push(decodeMove(buffer[i] ?? 0));
    return out;
  }

  /** The legal moves of the piece on `sq`. */
  legalMovesFrom(sq: Square): Move[] {
    return this.legalMoves().filter((m) => m.from === sq);
  }

  /**
   * For entering a move click by click: given the origin and the squares clicked so far
   * (captures of a lion-family move), the squares that can come next, each with the legal
   * move it completes when the move ends there (undefined when it only continues).
   */
  continuations(from: Square, path: readonly Square[] = []): { square: Square; move: Move | undefined }[] {
    const result = new Map<Square, Move | undefined>();
    for (const m of this.legalMovesFrom(from)) {
      const clicks = [...m.via, m.to];
      if (clicks.length <= path.length || !path.every((s, i) => clicks[i] === s)) continue;
      const next = clicks[path.length] ?? -1;
      const completes = clicks.length === path.length + 1 ? m : undefined;
      if (!result.has(next) || completes !== undefined) result.set(next, completes ?? result.get(next));
    }
    return [...result].map(([square, move]) => ({ square, move }));
  }

  /** True if `move` is legal here. */
  isLegal(move: Move): boolean {
    return this.illegalReason(move) === undefined;
  }

  /** Why `move` is illegal here, or undefined when it is legal. */
  illegalReason(move: Move): IllegalReason | undefined {
    if (this.isTerminal()) return "the game is over";
    const from = this.pieceAt(move.from);
    if (from === null) return "no piece on the origin square";
    if (from.color !== this.turn) return "not the side to move's piece";
    const code = encodeMove(move);
    if (code < 0) return "not a move of that piece";
    const fromCell = CELL_OF_SQUARE[move.from] ?? 0;
    const n = this.generatePiece(fromCell, this.board[fromCell] ?? 0, buffer, 0);
    let found = false;
    for (let i = 0; i < n; i++) if (buffer[i] === code) found = true;
    if (!found) return "not a move of that piece";
    const us = this.turnIndex;
    this.makeMove(code);
    const status = this.lastStatus();
    const king = this.kingCell[us] ?? -1;
    const exposed = this.options.legality === "legal" && king >= 0 && this.isAttacked(king, us ^ 1);
    this.unmakeMove();
    if (status === STATUS_REPETITION_ILLEGAL) return "forbidden by the repetition rule";
    if (exposed) return "leaves the king in check";
    return undefined;
  }

  /** What a (pseudo-legal) move does: piece, captures, promotion. */
  describeMove(move: Move): MoveDetails {
    const piece = this.pieceAt(move.from);
    if (piece === null) throw new RangeError(`no piece on ${squareName(move.from)}`);
    const captures: { square: Square; piece: Piece }[] = [];
    for (const s of move.via) {
      const p = this.pieceAt(s);
      if (p !== null) captures.push({ square: s, piece: p });
    }
    if (move.to !== move.from && !move.via.includes(move.to)) {
      const p = this.pieceAt(move.to);
      if (p !== null && p.color !== piece.color) captures.push({ square: move.to, piece: p });
    }
    const type = typeOfCode(piece.code);
    const promotes = captures.length > 0 && (TYPE_PROMOTES_TO[type] ?? -1) >= 0;
    return {
      move,
      piece,
      captures,
      promotes,
      pass: move.to === move.from && move.via.length === 0,
      igui: move.to === move.from && move.via.length > 0,
    };
  }

  /** Plays a legal move; throws {@link IllegalMoveError} otherwise. */
  play(move: Move): void {
    const reason = this.illegalReason(move);
    if (reason !== undefined) throw new IllegalMoveError(move, reason);
    this.makeMove(encodeMove(move));
  }

  /** Takes back the last move; throws when there is none. */
  undo(): Move {
    if (this.ply === 0) throw new Error("no move to take back");
    const m = decodeMove(this.moveAt(this.ply));
    this.unmakeMove();
    return m;
  }

  /** The outcome if the game is over (king captured, repetition draw, no legal move), else null. */
  outcome(): Outcome | null {
    const status = this.lastStatus();
    if (status === STATUS_KING_CAPTURED) return { winner: opposite(this.turn), reason: "kingCaptured" };
    if (status === STATUS_REPETITION_DRAW) return { winner: null, reason: "repetitionDraw" };
    if (this.generateLegal(buffer, 0) > 0) return null;
    return { winner: opposite(this.turn), reason: this.inCheck() ? "checkmate" : "stalemate" };
  }

  /** Number of plies since the position was set up. */
  get plyCount(): number {
    return this.ply;
  }
}
