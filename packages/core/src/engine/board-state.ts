/**
 * The board half of the fast game state: the padded 23 × 23 mailbox, kings and hook-piece
 * lists, make/unmake with an undo stack, incremental Zobrist hashing and the history of
 * position keys. What a move does comes from {@link readMoveEffects}; the repetition
 * verdict of a move is delegated to {@link BoardState.repetitionVerdict} (repetition.ts).
 */
import { CELLS, CELL_OF_SQUARE, SQUARE_COUNT, STRIDE } from "../geometry.js";
import type { RuleOptions } from "../options.js";
import { KING_TYPE, TYPE_COUNT } from "../pieces/registry.js";
import { TYPE_MASK, WALL, cellColor } from "./cells.js";
import { MoveEffects, applyEffectsToBoard, readMoveEffects } from "./effects.js";
import { codeFrom, codeTo } from "./move-code.js";
import { SIDE_KEY_HI, SIDE_KEY_LO, ZOBRIST_HI, ZOBRIST_LO, zobristIndex } from "./zobrist.js";
import { lionDogTable, moveTables, type LionDogTable, type MoveTables } from "./tables.js";

/** What the last move did to the game (stored per ply). */
export const STATUS_NONE = 0;
export const STATUS_KING_CAPTURED = 1;
export const STATUS_REPETITION_DRAW = 2;
export const STATUS_REPETITION_ILLEGAL = 3;

/** The code {@link BoardState.makeNullMove} stores for its ply (no real move has it). */
export const NULL_MOVE = -1;

const REP_BUCKETS = 1 << 16;

/** Padded row and column of each cell (for the occupancy bits). */
const CELL_ROW = Uint8Array.from({ length: CELLS }, (_, c) => Math.floor(c / STRIDE));
const CELL_COL = Uint8Array.from({ length: CELLS }, (_, c) => c % STRIDE);
const HOOK_LISTS = 4; // (colour, hook kind) pairs

/** Board, history and make/unmake. See the module documentation. */
export abstract class BoardState {
  readonly options: RuleOptions;
  /** The movement tables of {@link options}. */
  readonly tables: MoveTables;
  protected readonly ldFull: LionDogTable;
  protected readonly ldFiend: LionDogTable;

  /** The padded board (cell values, see cells.ts). */
  readonly board: Uint16Array = new Uint16Array(CELLS).fill(WALL);
  /** Side to move: 0 Black, 1 White. */
  turnIndex = 0;
  /** Side to move at the start of the history. */
  startTurnIndex = 0;
  /** Number of plies played since the start of the history. */
  ply = 0;
  hashLo = 0;
  hashHi = 0;
  /** King cell of each colour, or -1. */
  readonly kingCell: Int32Array = new Int32Array(2).fill(-1);

  /**
   * Hook movers (orthogonal hooks) and goblins (diagonal hooks) of each colour: list
   * `colour * 2 + hookKind - 1` holds `hookCount[list]` cells at `hookCells[list * SQUARE_COUNT …]`.
   */
  readonly hookCells = new Int16Array(HOOK_LISTS * SQUARE_COUNT);
  readonly hookCount = new Int32Array(HOOK_LISTS);

  /**
   * Occupancy bits by colour and padded row: bit `col` of `rowBits[colour * STRIDE + row]`
   * is set when a piece of that colour stands on cell `row * STRIDE + col`. Kept by
   * make/unmake (not by the board-only probes of the legality test, which put the board back).
   */
  readonly rowBits = new Int32Array(2 * STRIDE);

  /**
   * The pieces of each colour that attack some square regardless of blockers (the lion
   * family, the phoenix, the kirin, …: a non-zero `tables.jumpAttack`): `jumperCount[colour]`
   * cells at `jumperCells[colour * SQUARE_COUNT …]`, in no particular order. The attack
   * test reads them instead of the 32 squares such a piece could attack from.
   */
  readonly jumperCells = new Int16Array(2 * SQUARE_COUNT);
  readonly jumperCount = new Int32Array(2);
  /** 1 for each type whose pieces are jumpers (see {@link jumperCells}). */
  private readonly jumperType: Uint8Array;

  // Undo stack and history, indexed by ply (entry k describes ply k, 1-based; hash k is the
  // position after k plies, hash 0 the starting position). Captures: 3 slots per ply.
  private capacity = 0;
  protected uMove = new Int32Array(0);
  private uPiece = new Int32Array(0);
  private uCapCount = new Uint8Array(0);
  private uCapCell = new Int32Array(0);
  private uCapPiece = new Int32Array(0);
  private uKing = new Int32Array(0);
  protected uStatus = new Uint8Array(0);
  protected hLo = new Int32Array(0);
  protected hHi = new Int32Array(0);
  /** Index of the last ply that captured or promoted (0 = the start): no earlier position can recur. */
  private uIrreversible = new Int32Array(0);

  // Counting filter of the position keys in the history, to skip repetition work.
  private readonly repCount = new Uint16Array(REP_BUCKETS);
  /** Number of filter buckets at or above the threshold: 0 ⇒ no move can repeat a position. */
  protected repHot = 0;
  private readonly repThreshold: number;
  protected suppressRepetition = false;
  private readonly effects = new MoveEffects();

  constructor(options: RuleOptions) {
    this.options = options;
    this.tables = moveTables(options);
    this.ldFull = lionDogTable(options.lionDogStepThenJump, false);
    this.ldFiend = lionDogTable(options.lionDogStepThenJump, true);
    this.repThreshold = options.repetition === "jcsa" ? 3 : 1;
    const jumpAttack = this.tables.jumpAttack;
    this.jumperType = Uint8Array.from({ length: TYPE_COUNT }, (_, t) => ((jumpAttack[t] ?? 0) !== 0 || (jumpAttack[TYPE_COUNT + t] ?? 0) !== 0 ? 1 : 0));
    for (let sq = 0; sq < SQUARE_COUNT; sq++) this.board[CELL_OF_SQUARE[sq] ?? 0] = 0;
    this.grow(256);
  }

  /** Decides the status of the move just made, whose position may repeat (§10). */
  protected abstract repetitionVerdict(): number;

  // ------------------------------------------------------------------------------------
  // Setup and copies

  /** Puts a piece (or 0 for empty) on a square before {@link resetHistory}. */
  protected setCell(sq: number, value: number): void {
    this.board[CELL_OF_SQUARE[sq] ?? 0] = value;
  }

  /** Recomputes everything derived from the board and starts a new history here. */
  protected resetHistory(turnIndex: number): void {
    this.turnIndex = turnIndex;
    this.startTurnIndex = turnIndex;
    this.ply = 0;
    this.kingCell.fill(-1);
    this.hookCount.fill(0);
    this.rowBits.fill(0);
    this.jumperCount.fill(0);
    let lo = turnIndex === 1 ? SIDE_KEY_LO : 0;
    let hi = turnIndex === 1 ? SIDE_KEY_HI : 0;
    for (let sq = 0; sq < SQUARE_COUNT; sq++) {
      const cell = CELL_OF_SQUARE[sq] ?? 0;
      const p = this.board[cell] ?? 0;
      if (p === 0) continue;
      const zi = zobristIndex(p, cell);
      lo ^= ZOBRIST_LO[zi] ?? 0;
      hi ^= ZOBRIST_HI[zi] ?? 0;
      if ((p & TYPE_MASK) === KING_TYPE) this.kingCell[cellColor(p)] = cell;
      this.hookAdd(p, cell);
      this.jumperAdd(p, cell);
      this.bitSet(cellColor(p), cell);
    }
    this.hashLo = lo;
    this.hashHi = hi;
    this.repCount.fill(0);
    this.repHot = 0;
    this.hLo[0] = lo;
    this.hHi[0] = hi;
    this.uStatus[0] = STATUS_NONE;
    this.uIrreversible[0] = 0;
    this.repAdd(lo);
  }

  /** Makes this state an exact copy of `source` (board, history, filters); `source` is only read. */
  protected copyFrom(source: BoardState): void {
    this.board.set(source.board);
    this.turnIndex = source.turnIndex;
    this.startTurnIndex = source.startTurnIndex;
    this.ply = source.ply;
    this.hashLo = source.hashLo;
    this.hashHi = source.hashHi;
    this.kingCell.set(source.kingCell);
    this.hookCells.set(source.hookCells);
    this.hookCount.set(source.hookCount);
    this.rowBits.set(source.rowBits);
    this.jumperCells.set(source.jumperCells);
    this.jumperCount.set(source.jumperCount);
    const n = source.ply + 1;
    this.grow(n + 1);
    this.uMove.set(source.uMove.subarray(0, n));
    this.uPiece.set(source.uPiece.subarray(0, n));
    this.uCapCount.set(source.uCapCount.subarray(0, n));
    this.uCapCell.set(source.uCapCell.subarray(0, 3 * n));
    this.uCapPiece.set(source.uCapPiece.subarray(0, 3 * n));
    this.uKing.set(source.uKing.subarray(0, n));
    this.uStatus.set(source.uStatus.subarray(0, n));
    this.hLo.set(source.hLo.subarray(0, n));
    this.hHi.set(source.hHi.subarray(0, n));
    this.uIrreversible.set(source.uIrreversible.subarray(0, n));
    this.repCount.set(source.repCount);
    this.repHot = source.repHot;
  }

  private grow(min: number): void {
    if (min <= this.capacity) return;
    const cap = Math.max(min, this.capacity * 2);
    const g32 = (a: Int32Array, size = cap): Int32Array<ArrayBuffer> => {
      const b = new Int32Array(size);
      b.set(a);
      return b;
    };
    const g8 = (a: Uint8Array): Uint8Array<ArrayBuffer> => {
      const b = new Uint8Array(cap);
      b.set(a);
      return b;
    };
    this.uMove = g32(this.uMove);
    this.uPiece = g32(this.uPiece);
    this.uCapCount = g8(this.uCapCount);
    this.uCapCell = g32(this.uCapCell, 3 * cap);
    this.uCapPiece = g32(this.uCapPiece, 3 * cap);
    this.uKing = g32(this.uKing);
    this.hLo = g32(this.hLo);
    this.hHi = g32(this.hHi);
    this.uIrreversible = g32(this.uIrreversible);
    this.uStatus = g8(this.uStatus);
    this.capacity = cap;
  }

  // ------------------------------------------------------------------------------------
  // Hook-piece lists

  private hookAdd(p: number, cell: number): void {
    const hk = this.tables.hookKind[p & TYPE_MASK] ?? 0;
    if (hk === 0) return;
    const list = cellColor(p) * 2 + hk - 1;
    const n = this.hookCount[list] ?? 0;
    this.hookCells[list * SQUARE_COUNT + n] = cell;
    this.hookCount[list] = n + 1;
  }

  private hookRemove(p: number, cell: number): void {
    const hk = this.tables.hookKind[p & TYPE_MASK] ?? 0;
    if (hk === 0) return;
    const list = cellColor(p) * 2 + hk - 1;
    const base = list * SQUARE_COUNT;
    const n = (this.hookCount[list] ?? 0) - 1;
    for (let i = 0; i <= n; i++) {
      if (this.hookCells[base + i] === cell) {
        this.hookCells[base + i] = this.hookCells[base + n] ?? 0;
        this.hookCount[list] = n;
        return;
      }
    }
  }

  // ------------------------------------------------------------------------------------
  // Jumper lists

  private jumperAdd(p: number, cell: number): void {
    if (this.jumperType[p & TYPE_MASK] === 0) return;
    const ci = cellColor(p);
    const n = this.jumperCount[ci] ?? 0;
    this.jumperCells[ci * SQUARE_COUNT + n] = cell;
    this.jumperCount[ci] = n + 1;
  }

  private jumperRemove(p: number, cell: number): void {
    if (this.jumperType[p & TYPE_MASK] === 0) return;
    const ci = cellColor(p);
    const base = ci * SQUARE_COUNT;
    const n = (this.jumperCount[ci] ?? 0) - 1;
    for (let i = 0; i <= n; i++) {
      if (this.jumperCells[base + i] === cell) {
        this.jumperCells[base + i] = this.jumperCells[base + n] ?? 0;
        this.jumperCount[ci] = n;
        return;
      }
    }
  }

  // ------------------------------------------------------------------------------------
  // Occupancy bits

  private bitSet(ci: number, cell: number): void {
    const i = ci * STRIDE + (CELL_ROW[cell] ?? 0);
    this.rowBits[i] = (this.rowBits[i] ?? 0) | (1 << (CELL_COL[cell] ?? 0));
  }

  private bitClear(ci: number, cell: number): void {
    const i = ci * STRIDE + (CELL_ROW[cell] ?? 0);
    this.rowBits[i] = (this.rowBits[i] ?? 0) & ~(1 << (CELL_COL[cell] ?? 0));
  }

  // ------------------------------------------------------------------------------------
  // Repetition filter

  private repAdd(lo: number): void {
    const b = lo & (REP_BUCKETS - 1);
    const c = (this.repCount[b] ?? 0) + 1;
    this.repCount[b] = c;
    if (c === this.repThreshold) this.repHot++;
  }

  private repRemove(lo: number): void {
    const b = lo & (REP_BUCKETS - 1);
    const c = this.repCount[b] ?? 0;
    if (c === this.repThreshold) this.repHot--;
    this.repCount[b] = c - 1;
  }

  // ------------------------------------------------------------------------------------
  // History

  /** Status of the last move (STATUS_*), or STATUS_NONE at the start of the history. */
  lastStatus(): number {
    return this.uStatus[this.ply] ?? STATUS_NONE;
  }

  /** True when the game has ended by a king capture or a repetition draw. */
  isTerminal(): boolean {
    const s = this.uStatus[this.ply] ?? STATUS_NONE;
    return s === STATUS_KING_CAPTURED || s === STATUS_REPETITION_DRAW;
  }

  /** The encoded move of ply k (1-based). */
  moveAt(k: number): number {
    return this.uMove[k] ?? 0;
  }

  /** True if the position after `k` plies of the history (0: the start), `k` ≤ {@link ply}, has the key `lo`, `hi`. */
  keyAtPlyIs(k: number, lo: number, hi: number): boolean {
    return k >= 0 && k <= this.ply && this.hLo[k] === lo && this.hHi[k] === hi;
  }

  /**
   * Writes into `out` from index `n` the cells whose content ply `k` (1-based, ≤ {@link ply})
   * changed: its origin, its final cell and the cells it captured on (a cell may come twice;
   * nothing for a null move). Returns the new end index.
   */
  changedCellsOfPly(k: number, out: Int32Array, n: number): number {
    const m = this.uMove[k] ?? NULL_MOVE;
    if (m === NULL_MOVE) return n;
    out[n++] = codeFrom(m);
    out[n++] = codeTo(m);
    const slot = 3 * k;
    const count = this.uCapCount[k] ?? 0;
    for (let i = 0; i < count; i++) out[n++] = this.uCapCell[slot + i] ?? 0;
    return n;
  }

  /** The first ply whose position may recur now: the last capture or promotion (0 without one). */
  protected lastIrreversiblePly(): number {
    return this.uIrreversible[this.ply] ?? 0;
  }

  // ------------------------------------------------------------------------------------
  // Make / unmake

  /** Plays an encoded pseudo-legal move. */
  makeMove(m: number): void {
    const board = this.board;
    const e = readMoveEffects(board, m, this.effects);
    const from = e.from;
    const to = e.to;
    const piece = e.piece;
    const moved = e.moved;
    const count = e.count;
    const k = this.ply + 1;
    if (k >= this.capacity) this.grow(k + 1);
    const kingCell = this.kingCell;
    this.uKing[k] = ((kingCell[0] ?? -1) + 1) | (((kingCell[1] ?? -1) + 1) << 16);
    let lo = this.hashLo ^ SIDE_KEY_LO;
    let hi = this.hashHi ^ SIDE_KEY_HI;
    let zi = zobristIndex(piece, from);
    lo ^= ZOBRIST_LO[zi] ?? 0;
    hi ^= ZOBRIST_HI[zi] ?? 0;
    applyEffectsToBoard(board, e);
    const ci = cellColor(piece);
    this.bitClear(ci, from);
    let status = STATUS_NONE;
    const hookKind = this.tables.hookKind;
    const slot = 3 * k;
    for (let i = 0; i < count; i++) {
      const c = e.cells[i] ?? 0;
      const q = e.pieces[i] ?? 0;
      zi = zobristIndex(q, c);
      lo ^= ZOBRIST_LO[zi] ?? 0;
      hi ^= ZOBRIST_HI[zi] ?? 0;
      if ((q & TYPE_MASK) === KING_TYPE) {
        kingCell[cellColor(q)] = -1;
        status = STATUS_KING_CAPTURED;
      }
      if (hookKind[q & TYPE_MASK] !== 0) this.hookRemove(q, c);
      this.jumperRemove(q, c);
      this.bitClear(ci ^ 1, c);
      this.uCapCell[slot + i] = c;
      this.uCapPiece[slot + i] = q;
    }
    zi = zobristIndex(moved, to);
    lo ^= ZOBRIST_LO[zi] ?? 0;
    hi ^= ZOBRIST_HI[zi] ?? 0;
    this.bitSet(ci, to);
    if ((piece & TYPE_MASK) === KING_TYPE) kingCell[cellColor(piece)] = to;
    if (hookKind[piece & TYPE_MASK] !== 0 || hookKind[moved & TYPE_MASK] !== 0) {
      this.hookRemove(piece, from);
      this.hookAdd(moved, to);
    }
    if (this.jumperType[piece & TYPE_MASK] !== 0 || this.jumperType[moved & TYPE_MASK] !== 0) {
      this.jumperRemove(piece, from);
      this.jumperAdd(moved, to);
    }

    this.uMove[k] = m;
    this.uPiece[k] = piece;
    this.uCapCount[k] = count;
    this.uIrreversible[k] = count > 0 ? k : (this.uIrreversible[k - 1] ?? 0);
    this.hLo[k] = lo;
    this.hHi[k] = hi;
    this.hashLo = lo;
    this.hashHi = hi;
    this.turnIndex ^= 1;
    this.ply = k;
    this.repAdd(lo);
    if (status === STATUS_NONE && !this.suppressRepetition && (this.repCount[lo & (REP_BUCKETS - 1)] ?? 0) > this.repThreshold) {
      status = this.repetitionVerdict();
    }
    this.uStatus[k] = status;
  }

  /**
   * Hands the move to the opponent without moving: for null-move pruning in a search only
   * (it is not a legal move of the game). Updates the hash and the history like a move;
   * take it back with {@link unmakeMove} or {@link unmakeNullMove}.
   */
  makeNullMove(): void {
    const k = this.ply + 1;
    if (k >= this.capacity) this.grow(k + 1);
    const lo = this.hashLo ^ SIDE_KEY_LO;
    const hi = this.hashHi ^ SIDE_KEY_HI;
    this.uMove[k] = NULL_MOVE;
    this.uPiece[k] = 0;
    this.uCapCount[k] = 0;
    this.uIrreversible[k] = this.uIrreversible[k - 1] ?? 0;
    this.uKing[k] = ((this.kingCell[0] ?? -1) + 1) | (((this.kingCell[1] ?? -1) + 1) << 16);
    this.hLo[k] = lo;
    this.hHi[k] = hi;
    this.hashLo = lo;
    this.hashHi = hi;
    this.turnIndex ^= 1;
    this.ply = k;
    this.repAdd(lo);
    this.uStatus[k] = STATUS_NONE;
  }

  /** Takes back a {@link makeNullMove}. */
  unmakeNullMove(): void {
    const k = this.ply;
    if (k === 0 || this.uMove[k] !== NULL_MOVE) throw new Error("the last move is not a null move");
    this.repRemove(this.hashLo);
    this.ply = k - 1;
    this.hashLo = this.hLo[k - 1] ?? 0;
    this.hashHi = this.hHi[k - 1] ?? 0;
    this.turnIndex ^= 1;
  }

  /** Takes back the last move (or null move). */
  unmakeMove(): void {
    const k = this.ply;
    if (k === 0) throw new Error("no move to take back");
    const m = this.uMove[k] ?? 0;
    if (m === NULL_MOVE) {
      this.unmakeNullMove();
      return;
    }
    const board = this.board;
    const piece = this.uPiece[k] ?? 0;
    const to = codeTo(m);
    const origin = codeFrom(m);
    const moved = board[to] ?? 0;
    const hookKind = this.tables.hookKind;
    if (hookKind[piece & TYPE_MASK] !== 0 || hookKind[moved & TYPE_MASK] !== 0) {
      this.hookRemove(moved, to);
      this.hookAdd(piece, origin);
    }
    if (this.jumperType[piece & TYPE_MASK] !== 0 || this.jumperType[moved & TYPE_MASK] !== 0) {
      this.jumperRemove(moved, to);
      this.jumperAdd(piece, origin);
    }
    board[to] = 0;
    const ci = cellColor(piece);
    this.bitClear(ci, to);
    const slot = 3 * k;
    for (let i = (this.uCapCount[k] ?? 0) - 1; i >= 0; i--) {
      const c = this.uCapCell[slot + i] ?? 0;
      const q = this.uCapPiece[slot + i] ?? 0;
      board[c] = q;
      this.hookAdd(q, c);
      this.jumperAdd(q, c);
      this.bitSet(ci ^ 1, c);
    }
    board[origin] = piece;
    this.bitSet(ci, origin);
    const kings = this.uKing[k] ?? 0;
    this.kingCell[0] = (kings & 0xffff) - 1;
    this.kingCell[1] = (kings >>> 16) - 1;
    this.repRemove(this.hashLo);
    this.ply = k - 1;
    this.hashLo = this.hLo[k - 1] ?? 0;
    this.hashHi = this.hHi[k - 1] ?? 0;
    this.turnIndex ^= 1;
  }
}
