/**
 * The fast game state: a padded 23 × 23 mailbox of 16-bit cells, make/unmake with an undo
 * stack, incremental Zobrist hashing, pseudo-legal and legal move generation into caller
 * buffers (no allocation per move), the attack test, and the repetition rules (§10).
 *
 * Cell values: 0 empty, `BLACK_BIT | type` or `WHITE_BIT | type` for a piece, `WALL` for a
 * guard cell. For a side whose bit is `own`, a cell is *open* (may be landed on) when
 * `(cell & own) === 0`, and holds an enemy when it is open and non-zero.
 */
import { CELLS, CELL_OF_SQUARE, DIR_DELTA, PAD, SQUARE_COUNT, STRIDE } from "../geometry.js";
import type { RuleOptions } from "../options.js";
import { KING_TYPE, TYPE_COUNT, TYPE_PROMOTES_TO } from "../pieces/registry.js";
import {
  JUMP_ATTACK_DELTA,
  LION_JUMP_DELTA,
  SPECIAL_FURIOUS_FIEND,
  SPECIAL_GOBLIN,
  SPECIAL_GREAT_ELEPHANT,
  SPECIAL_HOOK,
  SPECIAL_LION,
  SPECIAL_LIONDOG,
  lionDogTable,
  moveTables,
  type LionDogTable,
  type MoveTables,
} from "./tables.js";

export const BLACK_BIT = 0x100;
export const WHITE_BIT = 0x200;
export const WALL = 0x300;
export const TYPE_MASK = 0xff;

/** What the last move did to the game (stored per ply). */
export const STATUS_NONE = 0;
export const STATUS_KING_CAPTURED = 1;
export const STATUS_REPETITION_DRAW = 2;
export const STATUS_REPETITION_ILLEGAL = 3;

/** The code {@link GameState.makeNullMove} stores for its ply (no real move has it). */
export const NULL_MOVE = -1;

/** Size of a move buffer that always suffices for one position. */
export const MAX_MOVES = 1 << 17;

// Zobrist keys: two 32-bit halves per (colour, type, cell) and for the side to move.
const ZOBRIST_LO = new Int32Array(2 * TYPE_COUNT * CELLS);
const ZOBRIST_HI = new Int32Array(2 * TYPE_COUNT * CELLS);
let SIDE_LO = 0;
let SIDE_HI = 0;
{
  // SplitMix32: deterministic keys, identical on every run and platform.
  let seed = 0x9e3779b9 | 0;
  const next = (): number => {
    seed = (seed + 0x9e3779b9) | 0;
    let z = seed;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) | 0;
  };
  for (let i = 0; i < ZOBRIST_LO.length; i++) {
    ZOBRIST_LO[i] = next();
    ZOBRIST_HI[i] = next();
  }
  SIDE_LO = next();
  SIDE_HI = next();
}

/** Index into the Zobrist tables of a piece cell value on a padded cell. */
function zIndex(piece: number, cell: number): number {
  return (((piece >> 9) & 1) * TYPE_COUNT + (piece & TYPE_MASK)) * CELLS + cell;
}

const REP_BUCKETS = 1 << 16;
const HOOK_LISTS = 4; // (colour, hook kind) pairs

// Scratch shared by all states (the engine is single-threaded).
let markStamp = 1;
const mark = new Uint32Array(CELLS);
let sensitiveStamp = 1;
const sensitive = new Uint32Array(CELLS);
const pieceScratch = new Int32Array(4096);

/** Fast mutable game state. See the module documentation. */
export class GameState {
  readonly options: RuleOptions;
  protected readonly tables: MoveTables;
  private readonly ldFull: LionDogTable;
  private readonly ldFiend: LionDogTable;

  /** The padded board. */
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

  // Hook movers (orthogonal hooks) and goblins (diagonal hooks) of each colour: list
  // (ci * 2 + hookKind - 1) holds `hookCount[list]` cells at `hookCells[list * SQUARE_COUNT …]`.
  private readonly hookCells = new Int16Array(HOOK_LISTS * SQUARE_COUNT);
  private readonly hookCount = new Int32Array(HOOK_LISTS);

  // Undo stack and history, indexed by ply (entry k describes ply k, 1-based; hash k is the
  // position after k plies, hash 0 the starting position).
  private capacity = 0;
  private uMove = new Int32Array(0);
  private uPiece = new Int32Array(0);
  private uCap1 = new Int32Array(0);
  private uCap2 = new Int32Array(0);
  private uCapTo = new Int32Array(0);
  private uKing = new Int32Array(0);
  private uStatus = new Uint8Array(0);
  private hLo = new Int32Array(0);
  private hHi = new Int32Array(0);

  // Counting filter of the position keys in the history, to skip repetition work.
  private readonly repCount = new Uint16Array(REP_BUCKETS);
  private repHot = 0;
  private readonly repThreshold: number;
  private suppressRepetition = false;

  constructor(options: RuleOptions) {
    this.options = options;
    this.tables = moveTables(options);
    this.ldFull = lionDogTable(options.lionDogStepThenJump, false);
    this.ldFiend = lionDogTable(options.lionDogStepThenJump, true);
    this.repThreshold = options.repetition === "jcsa" ? 3 : 1;
    for (let sq = 0; sq < SQUARE_COUNT; sq++) this.board[CELL_OF_SQUARE[sq] ?? 0] = 0;
    this.grow(256);
  }

  // ------------------------------------------------------------------------------------
  // Setup

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
    let lo = turnIndex === 1 ? SIDE_LO : 0;
    let hi = turnIndex === 1 ? SIDE_HI : 0;
    for (let sq = 0; sq < SQUARE_COUNT; sq++) {
      const cell = CELL_OF_SQUARE[sq] ?? 0;
      const p = this.board[cell] ?? 0;
      if (p === 0) continue;
      const zi = zIndex(p, cell);
      lo ^= ZOBRIST_LO[zi] ?? 0;
      hi ^= ZOBRIST_HI[zi] ?? 0;
      const ci = (p >> 9) & 1;
      if ((p & TYPE_MASK) === KING_TYPE) this.kingCell[ci] = cell;
      this.hookAdd(p, cell);
    }
    this.hashLo = lo;
    this.hashHi = hi;
    this.repCount.fill(0);
    this.repHot = 0;
    this.hLo[0] = lo;
    this.hHi[0] = hi;
    this.uStatus[0] = STATUS_NONE;
    this.repAdd(lo);
  }

  private grow(min: number): void {
    if (min <= this.capacity) return;
    const cap = Math.max(min, this.capacity * 2);
    const g32 = (a: Int32Array): Int32Array<ArrayBuffer> => {
      const b = new Int32Array(cap);
      b.set(a);
      return b;
    };
    this.uMove = g32(this.uMove);
    this.uPiece = g32(this.uPiece);
    this.uCap1 = g32(this.uCap1);
    this.uCap2 = g32(this.uCap2);
    this.uCapTo = g32(this.uCapTo);
    this.uKing = g32(this.uKing);
    this.hLo = g32(this.hLo);
    this.hHi = g32(this.hHi);
    const s = new Uint8Array(cap);
    s.set(this.uStatus);
    this.uStatus = s;
    this.capacity = cap;
  }

  // ------------------------------------------------------------------------------------
  // Hook-piece lists

  private hookAdd(p: number, cell: number): void {
    const hk = this.tables.hookKind[p & TYPE_MASK] ?? 0;
    if (hk === 0) return;
    const list = ((p >> 9) & 1) * 2 + hk - 1;
    const n = this.hookCount[list] ?? 0;
    this.hookCells[list * SQUARE_COUNT + n] = cell;
    this.hookCount[list] = n + 1;
  }

  private hookRemove(p: number, cell: number): void {
    const hk = this.tables.hookKind[p & TYPE_MASK] ?? 0;
    if (hk === 0) return;
    const list = ((p >> 9) & 1) * 2 + hk - 1;
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
  // Make / unmake

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

  /** Plays an encoded pseudo-legal move. */
  makeMove(m: number): void {
    const board = this.board;
    const from = m & 0x3ff;
    const to = (m >>> 10) & 0x3ff;
    const via = m >>> 20;
    const k = this.ply + 1;
    if (k >= this.capacity) this.grow(k + 1);
    const piece = board[from] ?? 0;
    let lo = this.hashLo ^ SIDE_LO;
    let hi = this.hashHi ^ SIDE_HI;
    let zi = zIndex(piece, from);
    lo ^= ZOBRIST_LO[zi] ?? 0;
    hi ^= ZOBRIST_HI[zi] ?? 0;
    board[from] = 0;
    let cap1 = 0;
    let cap2 = 0;
    if (via !== 0) {
      const d = (via - 1) & 7;
      const pattern = (via - 1) >> 3;
      const delta = DIR_DELTA[d] ?? 0;
      if (pattern !== 1) {
        const c = from + delta;
        cap1 = board[c] ?? 0;
        board[c] = 0;
        zi = zIndex(cap1, c);
        lo ^= ZOBRIST_LO[zi] ?? 0;
        hi ^= ZOBRIST_HI[zi] ?? 0;
      }
      if (pattern !== 0) {
        const c = from + 2 * delta;
        cap2 = board[c] ?? 0;
        board[c] = 0;
        zi = zIndex(cap2, c);
        lo ^= ZOBRIST_LO[zi] ?? 0;
        hi ^= ZOBRIST_HI[zi] ?? 0;
      }
    }
    const capTo = board[to] ?? 0;
    if (capTo !== 0) {
      zi = zIndex(capTo, to);
      lo ^= ZOBRIST_LO[zi] ?? 0;
      hi ^= ZOBRIST_HI[zi] ?? 0;
    }
    let moved = piece;
    if ((cap1 | cap2 | capTo) !== 0) {
      const promo = TYPE_PROMOTES_TO[piece & TYPE_MASK] ?? -1;
      if (promo >= 0) moved = (piece & ~TYPE_MASK) | promo;
    }
    board[to] = moved;
    zi = zIndex(moved, to);
    lo ^= ZOBRIST_LO[zi] ?? 0;
    hi ^= ZOBRIST_HI[zi] ?? 0;

    // Kings and hook lists.
    const kingCell = this.kingCell;
    this.uKing[k] = ((kingCell[0] ?? -1) + 1) | (((kingCell[1] ?? -1) + 1) << 16);
    let status = STATUS_NONE;
    if ((piece & TYPE_MASK) === KING_TYPE) kingCell[(piece >> 9) & 1] = to;
    const hookKind = this.tables.hookKind;
    if (cap1 !== 0) {
      if ((cap1 & TYPE_MASK) === KING_TYPE) {
        kingCell[(cap1 >> 9) & 1] = -1;
        status = STATUS_KING_CAPTURED;
      }
      if (hookKind[cap1 & TYPE_MASK] !== 0) this.hookRemove(cap1, from + (DIR_DELTA[(via - 1) & 7] ?? 0));
    }
    if (cap2 !== 0) {
      if ((cap2 & TYPE_MASK) === KING_TYPE) {
        kingCell[(cap2 >> 9) & 1] = -1;
        status = STATUS_KING_CAPTURED;
      }
      if (hookKind[cap2 & TYPE_MASK] !== 0) this.hookRemove(cap2, from + 2 * (DIR_DELTA[(via - 1) & 7] ?? 0));
    }
    if (capTo !== 0) {
      if ((capTo & TYPE_MASK) === KING_TYPE) {
        kingCell[(capTo >> 9) & 1] = -1;
        status = STATUS_KING_CAPTURED;
      }
      if (hookKind[capTo & TYPE_MASK] !== 0) this.hookRemove(capTo, to);
    }
    if (hookKind[piece & TYPE_MASK] !== 0 || hookKind[moved & TYPE_MASK] !== 0) {
      this.hookRemove(piece, from);
      this.hookAdd(moved, to);
    }

    this.uMove[k] = m;
    this.uPiece[k] = piece;
    this.uCap1[k] = cap1;
    this.uCap2[k] = cap2;
    this.uCapTo[k] = capTo;
    this.hLo[k] = lo;
    this.hHi[k] = hi;
    this.hashLo = lo;
    this.hashHi = hi;
    this.turnIndex ^= 1;
    this.ply = k;
    this.repAdd(lo);
    if (status === STATUS_NONE && !this.suppressRepetition && (this.repCount[lo & (REP_BUCKETS - 1)] ?? 0) > this.repThreshold) {
      status = this.repetitionStatus();
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
    const lo = this.hashLo ^ SIDE_LO;
    const hi = this.hashHi ^ SIDE_HI;
    this.uMove[k] = NULL_MOVE;
    this.uPiece[k] = 0;
    this.uCap1[k] = 0;
    this.uCap2[k] = 0;
    this.uCapTo[k] = 0;
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
    const board = this.board;
    const m = this.uMove[k] ?? 0;
    if (m === NULL_MOVE) {
      this.unmakeNullMove();
      return;
    }
    const from = m & 0x3ff;
    const to = (m >>> 10) & 0x3ff;
    const via = m >>> 20;
    const piece = this.uPiece[k] ?? 0;
    const moved = board[to] ?? 0;
    const cap1 = this.uCap1[k] ?? 0;
    const cap2 = this.uCap2[k] ?? 0;
    const capTo = this.uCapTo[k] ?? 0;
    const hookKind = this.tables.hookKind;
    if (hookKind[piece & TYPE_MASK] !== 0 || hookKind[moved & TYPE_MASK] !== 0) {
      this.hookRemove(moved, to);
      this.hookAdd(piece, from);
    }
    board[to] = capTo;
    if (capTo !== 0) this.hookAdd(capTo, to);
    if (via !== 0) {
      const delta = DIR_DELTA[(via - 1) & 7] ?? 0;
      const pattern = (via - 1) >> 3;
      if (pattern !== 0) {
        board[from + 2 * delta] = cap2;
        this.hookAdd(cap2, from + 2 * delta);
      }
      if (pattern !== 1) {
        board[from + delta] = cap1;
        this.hookAdd(cap1, from + delta);
      }
    }
    board[from] = piece;
    const kings = this.uKing[k] ?? 0;
    this.kingCell[0] = (kings & 0xffff) - 1;
    this.kingCell[1] = (kings >>> 16) - 1;
    this.repRemove(this.hashLo);
    this.ply = k - 1;
    this.hashLo = this.hLo[k - 1] ?? 0;
    this.hashHi = this.hHi[k - 1] ?? 0;
    this.turnIndex ^= 1;
  }

  // ------------------------------------------------------------------------------------
  // Attacks

  /** True if a piece of colour `byCi` could capture on `cell` (rules.md §9: every leg, hooks, jumps). */
  isAttacked(cell: number, byCi: number): boolean {
    const board = this.board;
    const t = this.tables;
    const enemyBit = BLACK_BIT << byCi;
    const rayAttack = t.rayAttack;
    const base = byCi * TYPE_COUNT;
    // Rays: the first piece met in each direction.
    for (let d = 0; d < 8; d++) {
      const delta = DIR_DELTA[d] ?? 0;
      let p = cell + delta;
      let dist = 1;
      let c = board[p] ?? WALL;
      while (c === 0) {
        p += delta;
        dist++;
        c = board[p] ?? WALL;
      }
      if (c !== WALL && (c & enemyBit) !== 0) {
        // The attacker moves in the opposite direction: d ^ 1 swaps f/b, l/r; diagonals pair 4↔7, 5↔6.
        const back = d < 4 ? d ^ 1 : 11 - d;
        if ((rayAttack[(base + (c & TYPE_MASK)) * 8 + back] ?? 0) >= dist) return true;
      }
    }
    // Jumps and the lion family's blocker-free attacks.
    const jumpAttack = t.jumpAttack;
    for (let i = 0; i < 32; i++) {
      const c = board[cell - (JUMP_ATTACK_DELTA[i] ?? 0)] ?? WALL;
      if (c === 0 || c === WALL || (c & enemyBit) === 0) continue;
      if ((((jumpAttack[base + (c & TYPE_MASK)] ?? 0) >>> i) & 1) !== 0) return true;
    }
    // Hooks round a corner (straight-line attacks of these pieces are rays above).
    const tr = Math.floor(cell / STRIDE);
    const tc = cell % STRIDE;
    for (let hk = 0; hk < 2; hk++) {
      const list = byCi * 2 + hk;
      const n = this.hookCount[list] ?? 0;
      for (let i = 0; i < n; i++) {
        const h = this.hookCells[list * SQUARE_COUNT + i] ?? 0;
        if (hk === 0 ? this.orthogonalHookReaches(h, tr, tc) : this.diagonalHookReaches(h, tr, tc)) return true;
      }
    }
    return false;
  }

  /** True if all cells strictly between a and b (on one line, step `delta`) are empty. */
  private clearBetween(a: number, b: number, delta: number): boolean {
    const board = this.board;
    for (let p = a + delta; p !== b; p += delta) if (board[p] !== 0) return false;
    return true;
  }

  /** Path a → corner (empty) → target, both legs over empty squares. */
  private hookPath(h: number, corner: number, target: number, d1: number, d2: number): boolean {
    return this.board[corner] === 0 && this.clearBetween(h, corner, d1) && this.clearBetween(corner, target, d2);
  }

  private orthogonalHookReaches(h: number, tr: number, tc: number): boolean {
    const hr = Math.floor(h / STRIDE);
    const hc = h % STRIDE;
    if (hr === tr || hc === tc) return false;
    const target = tr * STRIDE + tc;
    const dRow = tr > hr ? STRIDE : -STRIDE;
    const dCol = tc > hc ? 1 : -1;
    // Corner on the hook's file then along the target's rank, or the other way round.
    return this.hookPath(h, tr * STRIDE + hc, target, dRow, dCol) || this.hookPath(h, hr * STRIDE + tc, target, dCol, dRow);
  }

  private diagonalHookReaches(h: number, tr: number, tc: number): boolean {
    const hr = Math.floor(h / STRIDE);
    const hc = h % STRIDE;
    const dr = tr - hr;
    const dc = tc - hc;
    if (((dr + dc) & 1) !== 0) return false;
    const a = (dr + dc) / 2; // steps along (+1, +1)
    const b = (dr - dc) / 2; // steps along (+1, −1)
    if (a === 0 || b === 0) return false;
    const target = tr * STRIDE + tc;
    const du = (a > 0 ? 1 : -1) * (STRIDE + 1);
    const dv = (b > 0 ? 1 : -1) * (STRIDE - 1);
    const inside = (r: number, c: number): boolean => r >= PAD && r < PAD + 17 && c >= PAD && c < PAD + 17;
    const c1r = hr + a;
    const c1c = hc + a;
    if (inside(c1r, c1c) && this.hookPath(h, c1r * STRIDE + c1c, target, du, dv)) return true;
    const c2r = hr + b;
    const c2c = hc - b;
    return inside(c2r, c2c) && this.hookPath(h, c2r * STRIDE + c2c, target, dv, du);
  }

  /** True if the side to move has a king and it is attacked. */
  inCheck(): boolean {
    const k = this.kingCell[this.turnIndex] ?? -1;
    return k >= 0 && this.isAttacked(k, this.turnIndex ^ 1);
  }

  // ------------------------------------------------------------------------------------
  // Move generation

  /**
   * Writes the pseudo-legal moves of the side to move into `out` from index `n`; returns
   * the new end index. Every distinct outcome (origin, final square, captures) once.
   */
  generatePseudo(out: Int32Array, n: number): number {
    const board = this.board;
    const own = BLACK_BIT << this.turnIndex;
    for (let row = PAD; row < PAD + 17; row++) {
      const end = row * STRIDE + PAD + 17;
      for (let cell = row * STRIDE + PAD; cell < end; cell++) {
        const c = board[cell] ?? 0;
        if ((c & own) === 0 || c === WALL) continue;
        n = this.generatePiece(cell, c, out, n);
      }
    }
    return n;
  }

  /**
   * Writes the pseudo-legal moves of the side to move that capture at least one piece
   * (for a quiescence search): the same moves as {@link generatePseudo} filtered to
   * captures, without writing the quiet ones of the ordinary pieces.
   */
  generateCaptures(out: Int32Array, n: number): number {
    const board = this.board;
    const t = this.tables;
    const own = BLACK_BIT << this.turnIndex;
    const colorBase = this.turnIndex === 0 ? 0 : TYPE_COUNT;
    for (let row = PAD; row < PAD + 17; row++) {
      const rowEnd = row * STRIDE + PAD + 17;
      for (let cell = row * STRIDE + PAD; cell < rowEnd; cell++) {
        const c = board[cell] ?? 0;
        if ((c & own) === 0 || c === WALL) continue;
        if ((t.special[c & TYPE_MASK] ?? 0) !== 0) {
          const start = n;
          const end = this.generatePiece(cell, c, out, n);
          for (let i = start; i < end; i++) {
            const m = out[i] ?? 0;
            const q = board[(m >>> 10) & 0x3ff] ?? 0;
            if (m >>> 20 !== 0 || (q !== 0 && (q & own) === 0)) out[n++] = m;
          }
          continue;
        }
        const ct = colorBase + (c & TYPE_MASK);
        const rayEnd = t.rayStart[ct + 1] ?? 0;
        for (let r = t.rayStart[ct] ?? 0; r < rayEnd; r++) {
          const delta = t.rayDelta[r] ?? 0;
          let range = t.rayRange[r] ?? 0;
          let p = cell + delta;
          while (range-- > 0) {
            const q = board[p] ?? WALL;
            if (q === 0) {
              p += delta;
              continue;
            }
            if ((q & own) === 0) out[n++] = cell | (p << 10);
            break;
          }
        }
        const jumpEnd = t.jumpStart[ct + 1] ?? 0;
        for (let j = t.jumpStart[ct] ?? 0; j < jumpEnd; j++) {
          const p = cell + (t.jumpDelta[j] ?? 0);
          const q = board[p] ?? WALL;
          if (q !== 0 && (q & own) === 0) out[n++] = cell | (p << 10);
        }
      }
    }
    return n;
  }

  /** Writes the pseudo-legal moves of the piece `c` standing on `cell`. */
  generatePiece(cell: number, c: number, out: Int32Array, n: number): number {
    const board = this.board;
    const t = this.tables;
    const own = c & WALL;
    const ct = (own === BLACK_BIT ? 0 : TYPE_COUNT) + (c & TYPE_MASK);
    // Rays (steps, limited and unlimited slides).
    const rayEnd = t.rayStart[ct + 1] ?? 0;
    for (let r = t.rayStart[ct] ?? 0; r < rayEnd; r++) {
      const delta = t.rayDelta[r] ?? 0;
      let range = t.rayRange[r] ?? 0;
      let p = cell + delta;
      while (range-- > 0) {
        const q = board[p] ?? WALL;
        if (q === 0) {
          out[n++] = cell | (p << 10);
          p += delta;
          continue;
        }
        if ((q & own) === 0) out[n++] = cell | (p << 10);
        break;
      }
    }
    // Jumps.
    const jumpEnd = t.jumpStart[ct + 1] ?? 0;
    for (let j = t.jumpStart[ct] ?? 0; j < jumpEnd; j++) {
      const p = cell + (t.jumpDelta[j] ?? 0);
      if (((board[p] ?? WALL) & own) === 0) out[n++] = cell | (p << 10);
    }
    const special = t.special[c & TYPE_MASK] ?? 0;
    if (special === 0) return n;
    switch (special) {
      case SPECIAL_LION:
        return this.generateLion(cell, own, out, n, true);
      case SPECIAL_FURIOUS_FIEND:
        n = this.generateLion(cell, own, out, n, true);
        return this.generateLionDogLines(cell, own, ct, this.ldFiend, out, n, false);
      case SPECIAL_LIONDOG:
      case SPECIAL_GREAT_ELEPHANT:
        return this.generateLionDogLines(cell, own, ct, this.ldFull, out, n, true);
      case SPECIAL_HOOK:
      case SPECIAL_GOBLIN:
        return this.generateHooks(cell, own, ct, out, n);
      default:
        return n;
    }
  }

  /** Lion power (§6.1): steps, 16 jumps, double steps after a capture (igui, double capture), pass. */
  private generateLion(cell: number, own: number, out: Int32Array, n: number, withPass: boolean): number {
    const board = this.board;
    let canPass = false;
    for (let d = 0; d < 8; d++) {
      const s1 = cell + (DIR_DELTA[d] ?? 0);
      const q1 = board[s1] ?? WALL;
      if (q1 === 0) {
        canPass = true;
        out[n++] = cell | (s1 << 10);
        continue;
      }
      if ((q1 & own) !== 0) continue;
      // Enemy on S1: capture and stop, igui, or capture and step on.
      const viaBits = (1 + d) << 20;
      out[n++] = cell | (s1 << 10);
      out[n++] = cell | (cell << 10) | viaBits;
      for (let d2 = 0; d2 < 8; d2++) {
        const s2 = s1 + (DIR_DELTA[d2] ?? 0);
        if (s2 === cell) continue;
        if (((board[s2] ?? WALL) & own) === 0) out[n++] = cell | (s2 << 10) | viaBits;
      }
    }
    for (let j = 0; j < 16; j++) {
      const s2 = cell + (LION_JUMP_DELTA[j] ?? 0);
      if (((board[s2] ?? WALL) & own) === 0) out[n++] = cell | (s2 << 10);
    }
    if (withPass && canPass) out[n++] = cell | (cell << 10);
    return n;
  }

  /** Lion-dog power (§6.2) along the piece's lines, plus a great elephant's slide beyond distance 3. */
  private generateLionDogLines(
    cell: number,
    own: number,
    ct: number,
    table: LionDogTable,
    out: Int32Array,
    n: number,
    withPass: boolean,
  ): number {
    const board = this.board;
    const t = this.tables;
    let canPass = false;
    const end = t.ldStart[ct + 1] ?? 0;
    for (let i = t.ldStart[ct] ?? 0; i < end; i++) {
      const d = t.ldDir[i] ?? 0;
      const delta = DIR_DELTA[d] ?? 0;
      const q1 = board[cell + delta] ?? WALL;
      const q2 = board[cell + 2 * delta] ?? WALL;
      const q3 = board[cell + 3 * delta] ?? WALL;
      const s1 = q1 === 0 ? 0 : (q1 & own) === 0 ? 1 : 2;
      const s2 = q2 === 0 ? 0 : (q2 & own) === 0 ? 1 : 2;
      const s3 = q3 === 0 ? 0 : (q3 & own) === 0 ? 1 : 2;
      if (s1 === 0) canPass = true;
      const status = s1 * 9 + s2 * 3 + s3;
      const oEnd = table.start[status + 1] ?? 0;
      for (let o = table.start[status] ?? 0; o < oEnd; o++) {
        const e = table.outcomes[o] ?? 0;
        const pattern = e >> 2;
        const via = pattern === 0 ? 0 : pattern === 1 ? 1 + d : pattern === 2 ? 9 + d : 17 + d;
        out[n++] = cell | ((cell + (e & 3) * delta) << 10) | (via << 20);
      }
      let range = t.ldSlide[i] ?? 0;
      if (range > 3 && s1 === 0 && s2 === 0 && s3 === 0) {
        range -= 3;
        let p = cell + 4 * delta;
        while (range-- > 0) {
          const q = board[p] ?? WALL;
          if (q === 0) {
            out[n++] = cell | (p << 10);
            p += delta;
            continue;
          }
          if ((q & own) === 0) out[n++] = cell | (p << 10);
          break;
        }
      }
    }
    if (withPass && canPass) out[n++] = cell | (cell << 10);
    return n;
  }

  /** Hooks (§6.5, §6.6): slide to an empty corner, turn 90°, slide on; each destination once. */
  private generateHooks(cell: number, own: number, ct: number, out: Int32Array, n: number): number {
    const board = this.board;
    const t = this.tables;
    const stamp = ++markStamp;
    const end = t.hookStart[ct + 1] ?? 0;
    for (let i = t.hookStart[ct] ?? 0; i < end; i++) {
      const d1 = t.hookDir[i] ?? 0;
      const delta1 = DIR_DELTA[d1] ?? 0;
      // The two perpendicular directions: orthogonal 0/1 ↔ 2/3; diagonal fl/br ↔ fr/bl.
      const perpA = d1 < 2 ? 2 : d1 < 4 ? 0 : d1 === 4 || d1 === 7 ? 5 : 4;
      const perpB = d1 < 2 ? 3 : d1 < 4 ? 1 : d1 === 4 || d1 === 7 ? 6 : 7;
      for (let corner = cell + delta1; board[corner] === 0; corner += delta1) {
        for (let k = 0; k < 2; k++) {
          const delta2 = DIR_DELTA[k === 0 ? perpA : perpB] ?? 0;
          for (let p = corner + delta2; ; p += delta2) {
            const q = board[p] ?? WALL;
            if ((q & own) !== 0) break;
            if (mark[p] !== stamp) {
              mark[p] = stamp;
              out[n++] = cell | (p << 10);
            }
            if (q !== 0) break;
          }
        }
      }
    }
    return n;
  }

  // ------------------------------------------------------------------------------------
  // Legal moves

  /**
   * Writes the legal moves of the side to move into `out` from index `n`; returns the new
   * end index. Applies the legality option and the repetition rule; a terminal position
   * (king captured, repetition draw) has no moves.
   */
  generateLegal(out: Int32Array, n: number): number {
    if (this.isTerminal()) return n;
    const start = n;
    const end = this.generatePseudo(out, n);
    const us = this.turnIndex;
    const them = us ^ 1;
    const legal = this.options.legality === "legal";
    const king = this.kingCell[us] ?? -1;
    const checkKing = legal && king >= 0;
    const repetition = this.repHot > 0;
    if (!checkKing && !repetition) return end;
    let inCheck = false;
    let stamp = 0;
    if (checkKing) {
      inCheck = this.isAttacked(king, them);
      if (!inCheck) stamp = this.markSensitive(king, them);
    }
    let w = start;
    for (let i = start; i < end; i++) {
      const m = out[i] ?? 0;
      let test = false;
      if (checkKing) {
        if (inCheck) test = true;
        else {
          const from = m & 0x3ff;
          const to = (m >>> 10) & 0x3ff;
          if (from === king || (from !== to && sensitive[from] === stamp)) test = true;
          else {
            const via = m >>> 20;
            if (via !== 0) {
              const delta = DIR_DELTA[(via - 1) & 7] ?? 0;
              const pattern = (via - 1) >> 3;
              if ((pattern !== 1 && sensitive[from + delta] === stamp) || (pattern !== 0 && sensitive[from + 2 * delta] === stamp)) test = true;
            }
          }
        }
      }
      if (!test && !repetition) {
        out[w++] = m;
        continue;
      }
      this.makeMove(m);
      const ok =
        this.uStatus[this.ply] !== STATUS_REPETITION_ILLEGAL &&
        (!test || !this.isAttacked(this.kingCell[us] ?? -1, them));
      this.unmakeMove();
      if (ok) out[w++] = m;
    }
    return w;
  }

  /**
   * Marks the cells whose vacating could expose the king at `king` to `them`: the king's
   * eight lines, and the lines of the enemy hook movers and goblins. Returns the stamp.
   */
  private markSensitive(king: number, them: number): number {
    const board = this.board;
    const stamp = ++sensitiveStamp;
    for (let d = 0; d < 8; d++) {
      const delta = DIR_DELTA[d] ?? 0;
      for (let p = king + delta; board[p] !== WALL; p += delta) sensitive[p] = stamp;
    }
    for (let hk = 0; hk < 2; hk++) {
      const list = them * 2 + hk;
      const count = this.hookCount[list] ?? 0;
      for (let i = 0; i < count; i++) {
        const h = this.hookCells[list * SQUARE_COUNT + i] ?? 0;
        for (let d = hk === 0 ? 0 : 4; d < (hk === 0 ? 4 : 8); d++) {
          const delta = DIR_DELTA[d] ?? 0;
          for (let p = h + delta; board[p] !== WALL; p += delta) sensitive[p] = stamp;
        }
      }
    }
    return stamp;
  }

  /** Counts the legal moves (for perft's last ply). */
  countLegal(buffer: Int32Array, offset: number): number {
    return this.generateLegal(buffer, offset) - offset;
  }

  /** True if the piece on `cell` could capture at least one enemy piece (pseudo-legally). */
  pieceAttacksSomething(cell: number): boolean {
    const c = this.board[cell] ?? 0;
    if (c === 0 || c === WALL) return false;
    const n = this.generatePiece(cell, c, pieceScratch, 0);
    const own = c & WALL;
    for (let i = 0; i < n; i++) {
      const m = pieceScratch[i] ?? 0;
      if (m >>> 20 !== 0) return true;
      const q = this.board[(m >>> 10) & 0x3ff] ?? 0;
      if (q !== 0 && (q & own) === 0) return true;
    }
    return false;
  }

  // ------------------------------------------------------------------------------------
  // Repetition (§10)

  /** Number of earlier occurrences of the current position and the ply of the most recent one. */
  private earlierOccurrences(): { count: number; last: number } {
    const lo = this.hashLo;
    const hi = this.hashHi;
    let count = 0;
    let last = -1;
    for (let k = this.ply - 2; k >= 0; k -= 2) {
      if (this.hLo[k] === lo && this.hHi[k] === hi) {
        count++;
        if (last < 0) last = k;
      }
    }
    return { count, last };
  }

  /** Mover (0/1) of ply k. */
  private moverOf(k: number): number {
    return (this.startTurnIndex + k - 1) & 1;
  }

  private isPassPly(k: number): boolean {
    const m = this.uMove[k] ?? 0;
    return (m & 0x3ff) === ((m >>> 10) & 0x3ff) && m >>> 20 === 0;
  }

  /** Decides the status of the move just made, whose position may repeat (§10.1, §10.2). */
  private repetitionStatus(): number {
    const { count, last } = this.earlierOccurrences();
    if (this.options.repetition === "simple") return count >= 1 ? STATUS_REPETITION_ILLEGAL : STATUS_NONE;
    if (count < 3) return STATUS_NONE;
    const cur = this.ply;
    // A cycle through a search's null move is no game history: no verdict.
    for (let k = last + 1; k <= cur; k++) if (this.uMove[k] === NULL_MOVE) return STATUS_NONE;
    const x = this.moverOf(cur);
    // Flags of each ply of the cycle last+1 … cur, computed on the positions after them.
    const len = cur - last;
    const gaveCheck = new Uint8Array(len);
    const attacking = new Uint8Array(len);
    const saved: number[] = [];
    this.suppressRepetition = true;
    for (let k = cur; k > last; k--) {
      gaveCheck[k - last - 1] = this.inCheck() ? 1 : 0;
      const m = this.uMove[k] ?? 0;
      attacking[k - last - 1] = this.pieceAttacksSomething((m >>> 10) & 0x3ff) ? 1 : 0;
      if (k > last + 1) {
        saved.push(this.uStatus[k] ?? 0, m);
        this.unmakeMove();
      }
    }
    for (let i = saved.length - 2; i >= 0; i -= 2) {
      this.makeMove(saved[i + 1] ?? 0);
      this.uStatus[this.ply] = saved[i] ?? 0;
    }
    this.suppressRepetition = false;

    let xCheck = true;
    let yCheck = true;
    let xAttack = true;
    let yAttack = true;
    let allPass = true;
    for (let k = last + 1; k <= cur; k++) {
      const i = k - last - 1;
      const isX = this.moverOf(k) === x;
      if (gaveCheck[i] === 0) {
        if (isX) xCheck = false;
        else yCheck = false;
      }
      if (attacking[i] === 0) {
        if (isX) xAttack = false;
        else yAttack = false;
      }
      if (!this.isPassPly(k)) allPass = false;
    }
    if (xCheck && yCheck) return STATUS_REPETITION_DRAW;
    if (xCheck) return STATUS_REPETITION_ILLEGAL;
    if (yCheck) return STATUS_NONE;
    if (xAttack && !yAttack) return STATUS_REPETITION_ILLEGAL;
    if (yAttack && !xAttack) return STATUS_NONE;
    if (allPass) {
      let first = cur;
      while (first > 1 && this.isPassPly(first - 1)) first--;
      return this.moverOf(first) === x ? STATUS_REPETITION_ILLEGAL : STATUS_NONE;
    }
    return STATUS_REPETITION_DRAW;
  }
}
