/**
 * Replaying a record's moves fast: the one module of this package that uses the engine
 * subpath `@daidai/core/engine` (its API speaks squares and {@link Move}s like the rest).
 *
 * A {@link ReplayBoard} holds one engine state and walks the move tree with make/unmake:
 * no `Position` per move, no clone per variation, no list of every legal move. A move the
 * text names clearly (one candidate that its piece can make) is checked and played once;
 * anything else goes to the full resolver of move-text/, which works on a `Position` kept
 * equal to the board on demand ({@link ReplayBoard.position}) and gives the diagnostics.
 */
import { SQUARE_COUNT, type Color, type Move, type Position, type Square } from "@daidai/core";
import {
  BLACK_BIT,
  CELLS,
  CELL_OF_SQUARE,
  EXPOSURE_MASK_WORDS,
  MAX_MOVES,
  MoveEffects,
  SQUARE_OF_CELL,
  STATUS_REPETITION_ILLEGAL,
  TYPE_COUNT,
  TYPE_MASK,
  WALL,
  WHITE_BIT,
  codeFrom,
  decodeMove,
  encodeMove,
  engineState,
  makeCode,
  readMoveEffects,
  typeOfCode,
  viaFieldOf,
  type GameState,
} from "@daidai/core/engine";

/**
 * The move a text names, as far as the text says: the piece (`code`, or null for any piece
 * of the side to move), its origin when written (else every such piece is tried), the
 * final square (-1: back on the origin, an igui or a pass) and the squares captured before
 * it, in order.
 */
export interface MoveShape {
  readonly code: string | null;
  readonly origin: Square | null;
  readonly to: Square;
  readonly via: readonly Square[];
}

const NO_CELLS: readonly number[] = [];

/** Most moves a {@link CompiledShape} remembers (one per origin; a text names few pieces). */
const MOVES_REMEMBERED = 8;

/**
 * A {@link MoveShape} with what the board needs of it worked out once: the piece type, the
 * cells, and the moves it has named (frozen and shared by every record node that plays the
 * same move from the same origin: records repeat their move texts, and a move is read-only).
 * Make one per parsed move text ({@link compileShape}) and keep it with the text.
 */
export class CompiledShape implements MoveShape {
  readonly code: string | null;
  readonly origin: Square | null;
  readonly to: Square;
  readonly via: readonly Square[];
  /** Engine type of the designation (0: any piece of the side to move), or -1 when the code names no piece. */
  readonly type: number;
  /** Cell of the written origin (-1: none). */
  readonly originCell: number;
  /** Cell of the final square (-1: back on the origin). */
  readonly toCell: number;
  /** Cells of the squares captured before the final one. */
  readonly viaCells: readonly number[];
  /** Origin of the first move named (-1: none yet), kept here so that the common case reads no other object. */
  #firstFrom = -1;
  /** The first move named. */
  #first: Move | undefined;
  /** Further moves named (at most {@link MOVES_REMEMBERED} in all). */
  readonly #moves: Move[] = [];

  constructor(shape: MoveShape) {
    this.code = shape.code;
    this.origin = shape.origin;
    this.to = shape.to;
    this.via = shape.via;
    this.type = shape.code === null ? 0 : typeOfCode(shape.code);
    this.originCell = shape.origin === null ? -1 : (CELL_OF_SQUARE[shape.origin] ?? -1);
    this.toCell = shape.to < 0 ? -1 : (CELL_OF_SQUARE[shape.to] ?? -1);
    this.viaCells = shape.via.length === 0 ? NO_CELLS : shape.via.map((sq) => CELL_OF_SQUARE[sq] ?? 0);
  }

  /** The move of this shape from `from` (the same frozen object each time for the same origin). */
  moveFrom(from: Square): Move {
    if (this.#firstFrom === from && this.#first !== undefined) return this.#first;
    const moves = this.#moves;
    for (let i = 0; i < moves.length; i++) {
      const m = moves[i] as Move;
      if (m.from === from) return m;
    }
    const move: Move = Object.freeze({ from, to: this.to < 0 ? from : this.to, via: this.via });
    if (this.#first === undefined) {
      this.#first = move;
      this.#firstFrom = from;
    } else if (moves.length < MOVES_REMEMBERED - 1) {
      moves.push(move);
    }
    return move;
  }
}

/** The shape with its cells worked out (see {@link CompiledShape}). */
export function compileShape(shape: MoveShape): CompiledShape {
  return shape instanceof CompiledShape ? shape : new CompiledShape(shape);
}

/** What the one candidate move does, for the caller to check against the text (valid only during the check). */
export interface CandidateEffects {
  /** The candidate. */
  readonly move: Move;
  /** True if the mover promotes. */
  readonly promotes: boolean;
  /** The squares it captures, in order. */
  readonly captures: readonly Square[];
}

// Shared scratch (the replay is synchronous and never re-entered).
const buffer = new Int32Array(MAX_MOVES);
const effects = new MoveEffects();
const NO_CAPTURES: readonly Square[] = [];
/** What the candidate does, handed to the caller's check (only valid during the check). */
const candidate: { move: Move; promotes: boolean; captures: readonly Square[] } = { move: { from: -1, to: -1, via: [] }, promotes: false, captures: NO_CAPTURES };

/** Room for pieces of one type and colour in the index (a side has fewer pieces than this). */
const PER_LIST = 192;

/**
 * Where each piece is, by type and colour: so that finding the pieces a designation can mean
 * costs their number, not a scan of the board. Kept up to date by the board's moves.
 */
class PieceIndex {
  readonly #cells = new Int16Array(2 * TYPE_COUNT * PER_LIST);
  readonly #count = new Int32Array(2 * TYPE_COUNT);
  /** Place of each cell in its list. */
  readonly #slot = new Int16Array(CELLS);

  /** The list of a cell value (colour bit and type). */
  static list(c: number): number {
    return (c & BLACK_BIT ? 0 : TYPE_COUNT) + (c & TYPE_MASK);
  }

  add(c: number, cell: number): void {
    const l = PieceIndex.list(c);
    const n = this.#count[l] ?? 0;
    if (n >= PER_LIST) throw new RangeError("replay: too many pieces of one type");
    this.#cells[l * PER_LIST + n] = cell;
    this.#slot[cell] = n;
    this.#count[l] = n + 1;
  }

  remove(c: number, cell: number): void {
    const l = PieceIndex.list(c);
    const last = (this.#count[l] ?? 0) - 1;
    const at = this.#slot[cell] ?? 0;
    const moved = this.#cells[l * PER_LIST + last] ?? 0;
    this.#cells[l * PER_LIST + at] = moved;
    this.#slot[moved] = at;
    this.#count[l] = last;
  }

  /** Number of pieces of cell value `c`. */
  count(c: number): number {
    return this.#count[PieceIndex.list(c)] ?? 0;
  }

  /** Cell of the `i`-th piece of cell value `c` (in no particular order). */
  cell(c: number, i: number): number {
    return this.#cells[PieceIndex.list(c) * PER_LIST + i] ?? 0;
  }

  /** Applies (`sign` 1) or takes back (-1) the move whose effects are `e`. */
  update(e: MoveEffects, sign: 1 | -1): void {
    if (sign === 1) {
      this.remove(e.piece, e.from);
      for (let i = 0; i < e.count; i++) this.remove(e.pieces[i] ?? 0, e.cells[i] ?? 0);
      this.add(e.moved, e.to);
    } else {
      this.remove(e.moved, e.to);
      for (let i = 0; i < e.count; i++) this.add(e.pieces[i] ?? 0, e.cells[i] ?? 0);
      this.add(e.piece, e.from);
    }
  }
}

/** Moves played on a board and checks of the moves a text names. */
export class ReplayBoard {
  readonly #state: GameState;
  readonly #start: Position;
  readonly #startMoveNumber: number;
  readonly #pieces = new PieceIndex();
  /** A position kept equal to the board when asked ({@link position}); made on first use. */
  #shadow: Position | undefined;
  /** Lowest ply of the board since the shadow was last brought level: its moves up to here are the board's. */
  #low: number;

  /** Ply of the engine state at the start. */
  readonly #startPly: number;

  /**
   * The king test of moves tried in one position (a move and its variations): the second
   * check in a position writes core's exposure mask of it, and the moves that cannot expose
   * the king then skip the attack test (as core's legal move generation does). The mask
   * stays valid until the board goes back before its ply.
   */
  readonly #mask = new Int32Array(EXPOSURE_MASK_WORDS);
  /** Ply whose position the mask describes (-1: none). */
  #maskPly = -1;
  /** False when the mask says nothing (the side to move was in check): every move is tested. */
  #masked = false;
  /** Ply of the last legality check since the board was last below it (-1: none). */
  #checkedPly = -1;

  /** A board given back by {@link release}, for the next {@link acquire} from the same start. */
  static #spare: ReplayBoard | undefined;

  /**
   * A board at `start`: the one last given back with {@link release} when it is at that
   * very start (a collection's records mostly start from the same shared position), else a
   * new one. Saves setting up an engine state and a piece index per record.
   */
  static acquire(start: Position): ReplayBoard {
    const spare = ReplayBoard.#spare;
    ReplayBoard.#spare = undefined;
    if (spare !== undefined && spare.#start === start && spare.#state.ply === spare.#startPly) return spare;
    return new ReplayBoard(start);
  }

  /** Gives the board back for reuse by {@link acquire} (only when every move has been taken back). */
  release(): void {
    this.#maskPly = -1;
    this.#checkedPly = -1;
    if (this.#state.ply === this.#startPly) ReplayBoard.#spare = this;
  }

  /** A board at `start` (which is never changed). */
  constructor(start: Position) {
    this.#start = start;
    this.#state = engineState(start);
    this.#startMoveNumber = start.moveNumber - start.plyCount;
    this.#startPly = this.#state.ply;
    this.#low = this.#state.ply;
    const board = this.#state.board;
    for (let sq = 0; sq < SQUARE_COUNT; sq++) {
      const cell = CELL_OF_SQUARE[sq] ?? 0;
      const c = board[cell] ?? 0;
      if (c !== 0) this.#pieces.add(c, cell);
    }
  }

  /** Side to move. */
  get turn(): Color {
    return this.#state.turnIndex === 0 ? "black" : "white";
  }

  /** Number of the next move, counting both sides' moves. */
  get moveNumber(): number {
    return this.#startMoveNumber + this.#state.ply;
  }

  /**
   * Plays the move of `shape` when exactly one piece of the side to move can make it, it is
   * legal, and `check` accepts what it does; returns it. Else plays nothing and returns
   * undefined: the caller's full resolver then decides (and says why). Never plays a move
   * that `Position.play` would refuse.
   */
  playUnique(shape: CompiledShape, check: (e: CandidateEffects) => boolean): Move | undefined {
    const s = this.#state;
    if (s.isTerminal()) return undefined;
    const board = s.board;
    const own = s.turnIndex === 0 ? BLACK_BIT : WHITE_BIT;
    const type = shape.type;
    if (type < 0) return undefined;
    const want = type | own;
    const to = shape.toCell;
    const via = shape.viaCells;
    // The origins to try: the written one, else every piece of the designation.
    let origins: number;
    let single = 0;
    if (shape.origin !== null) {
      single = shape.originCell;
      const c = board[single] ?? 0;
      const mine = shape.code === null ? c !== 0 && c !== WALL && (c & own) !== 0 : c === want;
      origins = mine ? 1 : 0;
    } else {
      origins = shape.code === null ? 0 : this.#pieces.count(want);
    }
    let found = -1;
    for (let k = 0; k < origins; k++) {
      const cell = shape.origin !== null ? single : this.#pieces.cell(want, k);
      const field = via.length === 0 ? 0 : viaFieldOf(cell, via);
      if (field < 0) continue;
      const code = makeCode(cell, to < 0 ? cell : to, field);
      const n = s.generatePiece(cell, board[cell] ?? 0, buffer, 0);
      let i = 0;
      while (i < n && buffer[i] !== code) i++;
      if (i === n) continue;
      // Two pieces can make it: the full resolver says which is meant, or that it is ambiguous.
      if (found >= 0) return undefined;
      found = code;
    }
    if (found < 0) return undefined;
    const move = shape.moveFrom(SQUARE_OF_CELL[codeFrom(found)] ?? -1);
    const e = readMoveEffects(board, found, effects);
    let captures = NO_CAPTURES;
    if (e.count > 0) {
      const list: Square[] = [];
      for (let i = 0; i < e.count; i++) list.push(SQUARE_OF_CELL[e.cells[i] ?? 0] ?? -1);
      captures = list;
    }
    candidate.captures = captures;
    candidate.move = move;
    candidate.promotes = e.promotes;
    if (!check(candidate)) return undefined;
    return this.#makeLegal(found, e) ? move : undefined;
  }

  /** Plays a move the full resolver found legal on {@link position}; throws RangeError if the board disagrees (a bug). */
  playLegal(move: Move): void {
    const code = encodeMove(move);
    const s = this.#state;
    const cell = CELL_OF_SQUARE[move.from] ?? 0;
    const n = code < 0 ? 0 : s.generatePiece(cell, s.board[cell] ?? 0, buffer, 0);
    let pseudo = false;
    for (let i = 0; i < n && !pseudo; i++) pseudo = buffer[i] === code;
    if (!pseudo || !this.#makeLegal(code)) throw new RangeError("replay: the board and the position disagree on a move");
  }

  /** Makes a pseudo-legal move (`e`: its effects, when already read); takes it back and returns false when core's rules forbid it. */
  #makeLegal(code: number, e: MoveEffects = readMoveEffects(this.#state.board, code, effects)): boolean {
    const s = this.#state;
    const us = s.turnIndex;
    const ply = s.ply;
    let test = s.options.legality === "legal" && (s.kingCell[us] ?? -1) >= 0;
    if (test) {
      if (this.#maskPly !== ply && this.#checkedPly === ply) {
        this.#maskPly = ply;
        this.#masked = s.writeExposureMask(this.#mask, 0);
      }
      if (this.#maskPly === ply) {
        if (this.#masked) test = s.needsKingTest(code, this.#mask, 0);
      } else {
        this.#checkedPly = ply;
      }
    }
    this.#pieces.update(e, 1);
    s.makeMove(code);
    const exposed = test && s.isAttacked(s.kingCell[us] ?? -1, us ^ 1);
    if (s.lastStatus() === STATUS_REPETITION_ILLEGAL || exposed) {
      this.undo();
      return false;
    }
    return true;
  }

  /** Takes back the last move; returns it (encoded) for {@link redo}. */
  undo(): number {
    const s = this.#state;
    const code = s.moveAt(s.ply);
    s.unmakeMove();
    this.#pieces.update(readMoveEffects(s.board, code, effects), -1);
    if (s.ply < this.#low) this.#low = s.ply;
    if (s.ply < this.#maskPly) this.#maskPly = -1;
    if (s.ply < this.#checkedPly) this.#checkedPly = -1;
    return code;
  }

  /**
   * Plays again a move that {@link undo} took back, when the board is back in the position
   * it was played from (it was legal there, so it is not checked again).
   */
  redo(code: number): void {
    const s = this.#state;
    this.#pieces.update(readMoveEffects(s.board, code, effects), 1);
    s.makeMove(code);
  }

  /**
   * A position equal to the board (same start, same moves), for the full resolver. It stays
   * valid until the board changes. Bringing it level replays only the moves where it and
   * the board differ, so asking after every few moves of a walk costs in total what the
   * walk costs.
   */
  position(): Position {
    const s = this.#state;
    this.#shadow ??= this.#start.clone();
    const shadow = this.#shadow;
    const common = Math.min(this.#low, shadow.plyCount);
    while (shadow.plyCount > common) shadow.undo();
    for (let k = common + 1; k <= s.ply; k++) shadow.playOrThrow(decodeMove(s.moveAt(k)));
    this.#low = s.ply;
    return shadow;
  }
}
