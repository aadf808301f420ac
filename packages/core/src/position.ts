/**
 * {@link Position}: the public, safe view of a dai dai shogi game state with its history.
 * It wraps a private engine {@link GameState} (composition, not inheritance): there is no
 * way to set the side to move or to make an unchecked move through it. `play` and `undo`
 * change it in place; {@link Position.clone} makes an independent copy.
 *
 * The fast API (cells, encoded moves, make/unmake) is the `@daidai/core/engine` subpath.
 */
import { CELL_OF_SQUARE, SQUARE_COUNT, SQUARE_OF_CELL, opposite, squareName, type Color, type Square } from "./geometry.js";
import { INITIAL_DSFEN, parseDsfen, parseDsfenOrThrow, writeDsfen, type DsfenError, type Setup } from "./dsfen.js";
import { ILLEGAL_REASON_TEXT, type IllegalMoveError, type IllegalReason, type SetupError } from "./errors.js";
import { STATUS_KING_CAPTURED, STATUS_REPETITION_DRAW, STATUS_REPETITION_ILLEGAL } from "./engine/board-state.js";
import { BLACK_BIT, TYPE_MASK, WALL, WHITE_BIT, cellColor } from "./engine/cells.js";
import { MoveEffects, readMoveEffects } from "./engine/effects.js";
import { MAX_MOVES } from "./engine/generation.js";
import { decodeMove, encodeMove } from "./engine/move-convert.js";
import { GameState } from "./engine/state.js";
import { compareMoves, type Move, type MoveDetails } from "./move.js";
import { resolveOptions, type RuleOptions } from "./options.js";
import { pieceOfType, type Piece } from "./piece.js";
import { typeOfCode } from "./pieces/registry.js";
import { err, ok, unwrap, type Result } from "./result.js";

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

const buffer = new Int32Array(MAX_MOVES);
const effects = new MoveEffects();

/**
 * The initial position's state for each set of rule options asked for (32 sets exist), made
 * once and only ever copied: {@link Position.initial} then skips reading and checking the setup.
 */
const initialStates = new Map<string, GameState>();

function pieceOfCell(c: number): Piece | null {
  return c === 0 || c === WALL ? null : pieceOfType(c & TYPE_MASK, cellColor(c));
}

/** A move string for messages; a number that is no square shows as `?` (the move given may be anything). */
function moveText(move: Move): string {
  const name = (sq: Square): string => (Number.isInteger(sq) && sq >= 0 && sq < SQUARE_COUNT ? squareName(sq) : "?");
  return [move.from, ...move.via, move.to].map(name).join("");
}

/** Gives the engine subpath a copy of a position's state (see `engineState`). */
let stateOf: (position: Position) => GameState;

/**
 * A dai dai shogi position with the game history since it was set up.
 * @example
 * const position = Position.initial();
 * const move = position.legalMoves()[0];
 * if (move !== undefined) position.play(move);
 */
export class Position {
  readonly #state: GameState;
  readonly #startMoveNumber: number;

  static {
    stateOf = (position) => position.#state;
  }

  private constructor(state: GameState, startMoveNumber: number) {
    this.#state = state;
    this.#startMoveNumber = startMoveNumber;
  }

  /** The initial position of rules.md §3 (Black to move): a copy of one made once per set of rule options. */
  static initial(options: Partial<RuleOptions> = {}): Position {
    const resolved = resolveOptions(options);
    const key = JSON.stringify(resolved);
    let state = initialStates.get(key);
    if (state === undefined) {
      state = unwrap(GameState.fromSetup(parseDsfenOrThrow(INITIAL_DSFEN), resolved));
      initialStates.set(key, state);
    }
    return new Position(state.clone(), 1);
  }

  /** A position from a DSFEN, or the {@link DsfenError} / {@link SetupError} that prevents it. */
  static fromDsfen(dsfen: string, options: Partial<RuleOptions> = {}): Result<Position, DsfenError | SetupError> {
    if (dsfen === INITIAL_DSFEN) return ok(Position.initial(options));
    const setup = parseDsfen(dsfen);
    return setup.ok ? Position.fromSetup(setup.value, options) : setup;
  }

  /** {@link Position.fromDsfen}, throwing a `CoreError` on bad input. */
  static fromDsfenOrThrow(dsfen: string, options: Partial<RuleOptions> = {}): Position {
    return unwrap(Position.fromDsfen(dsfen, options));
  }

  /** A position from a setup (see {@link parseDsfen}), or the {@link SetupError} that prevents it. */
  static fromSetup(setup: Setup, options: Partial<RuleOptions> = {}): Result<Position, SetupError> {
    const state = GameState.fromSetup(setup, resolveOptions(options));
    return state.ok ? ok(new Position(state.value, setup.moveNumber)) : state;
  }

  /** {@link Position.fromSetup}, throwing a `CoreError` on bad input. */
  static fromSetupOrThrow(setup: Setup, options: Partial<RuleOptions> = {}): Position {
    return unwrap(Position.fromSetup(setup, options));
  }

  /** A copy with the same start and history: copies the state's arrays, replays nothing, and only reads this position. */
  clone(): Position {
    return new Position(this.#state.clone(), this.#startMoveNumber);
  }

  /** The rule options in force. */
  get options(): RuleOptions {
    return this.#state.options;
  }

  /** Side to move. */
  get turn(): Color {
    return this.#state.turnIndex === 0 ? "black" : "white";
  }

  /** Number of the next move, counting both sides' moves. */
  get moveNumber(): number {
    return this.#startMoveNumber + this.#state.ply;
  }

  /** Number of plies played since the position was set up. */
  get plyCount(): number {
    return this.#state.ply;
  }

  /** The moves played since the position was set up. */
  history(): Move[] {
    const out: Move[] = [];
    for (let k = 1; k <= this.#state.ply; k++) out.push(decodeMove(this.#state.moveAt(k)));
    return out;
  }

  /** The piece on a square, or null (also for a number that is not a square). */
  pieceAt(sq: Square): Piece | null {
    const cell = CELL_OF_SQUARE[sq];
    return cell === undefined ? null : pieceOfCell(this.#state.board[cell] ?? 0);
  }

  /** The squares that hold `piece` (its colour and code), in square order. */
  squaresOf(piece: Piece): Square[] {
    const out: Square[] = [];
    const type = typeOfCode(piece.code);
    if (type < 0) return out;
    const wanted = (piece.color === "black" ? BLACK_BIT : WHITE_BIT) | type;
    const board = this.#state.board;
    for (let sq = 0; sq < SQUARE_COUNT; sq++) if (board[CELL_OF_SQUARE[sq] ?? 0] === wanted) out.push(sq);
    return out;
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
    const s = this.#state;
    return (s.hashHi >>> 0).toString(16).padStart(8, "0") + (s.hashLo >>> 0).toString(16).padStart(8, "0");
  }

  /** Square of a colour's king, or -1. */
  kingSquare(color: Color): Square {
    const c = this.#state.kingCell[color === "black" ? 0 : 1] ?? -1;
    return c < 0 ? -1 : (SQUARE_OF_CELL[c] ?? -1);
  }

  /** True if the side to move is in check. */
  isCheck(): boolean {
    return this.#state.inCheck();
  }

  /** True if `by` could capture on `sq` (every capture form counts, §9). */
  isSquareAttacked(sq: Square, by: Color): boolean {
    const cell = CELL_OF_SQUARE[sq];
    return cell !== undefined && this.#state.isAttacked(cell, by === "black" ? 0 : 1);
  }

  /** All squares `by` attacks. */
  attackedSquares(by: Color): Square[] {
    const out: Square[] = [];
    for (let sq = 0; sq < SQUARE_COUNT; sq++) if (this.isSquareAttacked(sq, by)) out.push(sq);
    return out;
  }

  /** The legal moves of the side to move. */
  legalMoves(): Move[] {
    const n = this.#state.generateLegal(buffer, 0);
    const out: Move[] = [];
    for (let i = 0; i < n; i++) out.push(decodeMove(buffer[i] ?? 0));
    return out;
  }

  /**
   * The legal moves in the canonical order of {@link compareMoves}: the same list in every
   * version of this library, whatever order the moves are generated in (game links index it).
   */
  legalMovesInOrder(): Move[] {
    return this.legalMoves().sort(compareMoves);
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
    const s = this.#state;
    if (s.isTerminal()) return "gameOver";
    const from = this.pieceAt(move.from);
    if (from === null) return "noPiece";
    if (from.color !== this.turn) return "notYourPiece";
    const code = encodeMove(move);
    if (code < 0) return "notAMove";
    const fromCell = CELL_OF_SQUARE[move.from] ?? 0;
    const n = s.generatePiece(fromCell, s.board[fromCell] ?? 0, buffer, 0);
    let found = false;
    for (let i = 0; i < n; i++) if (buffer[i] === code) found = true;
    if (!found) return "notAMove";
    const us = s.turnIndex;
    s.makeMove(code);
    const status = s.lastStatus();
    const king = s.kingCell[us] ?? -1;
    const exposed = s.options.legality === "legal" && king >= 0 && s.isAttacked(king, us ^ 1);
    s.unmakeMove();
    if (status === STATUS_REPETITION_ILLEGAL) return "repetition";
    if (exposed) return "leavesKingInCheck";
    return undefined;
  }

  /**
   * What a move of the piece on its origin does — piece, captures in order, promotion —
   * read from core's single source of a move's effects. The move must have a move's shape
   * and a piece on its origin (RangeError otherwise); it need not be legal.
   */
  describeMove(move: Move): MoveDetails {
    const code = encodeMove(move);
    const piece = this.pieceAt(move.from);
    if (code < 0 || piece === null) throw new RangeError(`no move ${moveText(move)} here`);
    const e = readMoveEffects(this.#state.board, code, effects);
    const captures: { square: Square; piece: Piece }[] = [];
    for (let i = 0; i < e.count; i++) {
      const captured = pieceOfCell(e.pieces[i] ?? 0);
      if (captured !== null) captures.push({ square: SQUARE_OF_CELL[e.cells[i] ?? 0] ?? -1, piece: captured });
    }
    return {
      move,
      piece,
      captures,
      promotes: e.promotes,
      result: pieceOfCell(e.moved) ?? piece,
      pass: move.to === move.from && move.via.length === 0,
      igui: move.to === move.from && move.via.length > 0,
    };
  }

  /**
   * Plays a legal move and returns what it did, or an {@link IllegalMoveError} (the position
   * is then unchanged).
   */
  play(move: Move): Result<MoveDetails, IllegalMoveError> {
    const reason = this.illegalReason(move);
    if (reason !== undefined) {
      return err({ code: reason, move, message: `illegal move ${moveText(move)}: ${ILLEGAL_REASON_TEXT[reason]}` });
    }
    const details = this.describeMove(move);
    this.#state.makeMove(encodeMove(move));
    return ok(details);
  }

  /** {@link Position.play}, throwing a `CoreError` for an illegal move. */
  playOrThrow(move: Move): MoveDetails {
    return unwrap(this.play(move));
  }

  /** Takes back the last move and returns it, or undefined when no move was played. */
  undo(): Move | undefined {
    const s = this.#state;
    if (s.ply === 0) return undefined;
    const m = decodeMove(s.moveAt(s.ply));
    s.unmakeMove();
    return m;
  }

  /** The outcome if the game is over (king captured, repetition draw, no legal move), else null. */
  outcome(): Outcome | null {
    const s = this.#state;
    const status = s.lastStatus();
    if (status === STATUS_KING_CAPTURED) return { winner: opposite(this.turn), reason: "kingCaptured" };
    if (status === STATUS_REPETITION_DRAW) return { winner: null, reason: "repetitionDraw" };
    if (s.generateLegal(buffer, 0) > 0) return null;
    return { winner: opposite(this.turn), reason: s.inCheck() ? "checkmate" : "stalemate" };
  }
}

/**
 * A copy of a position's engine state, for engines and tools on the `@daidai/core/engine`
 * subpath. Changing the copy never changes the position.
 */
export function engineState(position: Position): GameState {
  return stateOf(position).clone();
}
