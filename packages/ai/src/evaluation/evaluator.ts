/**
 * Static evaluation (docs/engine.md lists every term and weight). Two parts:
 *
 * - an **incremental** part, material + pending promotion + piece-square terms, kept by the
 *   search from {@link Evaluator.moveDelta} (one table lookup per piece the move touches);
 * - a **scanned** part, computed at the leaves from the board: mobility of the long-range
 *   pieces and king safety.
 *
 * Scores are centipawns (pawn = 100) from Black's point of view unless a function says
 * otherwise.
 */
import { KIND_DATA, SQUARE_COUNT } from "@daidai/core";
import {
  BLACK_BIT,
  CELLS,
  CELL_OF_SQUARE,
  DIR_DELTA,
  DIRECTIONS,
  KING_TYPE,
  PAD,
  MoveEffects,
  STRIDE,
  TYPE_CODE,
  TYPE_COUNT,
  TYPE_KIND,
  TYPE_PROMOTES_TO,
  TYPE_MASK,
  WALL,
  readMoveEffects,
  type GameState,
} from "@daidai/core/engine";
import { ThreatReader, Threats } from "./threats.js";
import { BASE_VALUE, DEFAULT_WEIGHTS, type EvalWeights } from "./weights.js";

/** The incremental score (material and placement, cp) counts one for one up to ±EVAL_LINEAR, and a quarter beyond ({@link boundScore}). */
export const EVAL_LINEAR = 10000;
/** Where {@link boundScore} saturates (cp). */
export const INCREMENTAL_LIMIT = 20000;
/**
 * No static evaluation goes beyond ±EVAL_LIMIT (cp): well inside the search's mate scores
 * (29 000 and up) and a 16-bit table entry. A whole army is worth about 44 000 cp, so the
 * material of a won game would cross both without the bound.
 */
export const EVAL_LIMIT = 24000;

/**
 * The incremental score (side to move's view) bounded to ±{@link INCREMENTAL_LIMIT}:
 * unchanged up to ±{@link EVAL_LINEAR}, then growing a quarter as fast (so more material
 * still counts), saturating at the limit. Odd and monotone, and never changes a score by
 * more than it changes its argument. The scanned terms are added after it (they are
 * small, and the conversion terms keep their full weight in a won position), then the sum
 * is clamped by {@link clampEval}.
 */
export function boundScore(s: number): number {
  if (s > EVAL_LINEAR) return Math.min(INCREMENTAL_LIMIT, EVAL_LINEAR + ((s - EVAL_LINEAR) >> 2));
  if (s < -EVAL_LINEAR) return Math.max(-INCREMENTAL_LIMIT, -EVAL_LINEAR - ((-s - EVAL_LINEAR) >> 2));
  return s;
}

/** A static evaluation clamped to ±{@link EVAL_LIMIT}. */
export function clampEval(s: number): number {
  return s > EVAL_LIMIT ? EVAL_LIMIT : s < -EVAL_LIMIT ? -EVAL_LIMIT : s;
}

const FORWARD_ONLY = new Set(["P", "L", "I", "W", "St"]);
const PAWN_TYPE = TYPE_CODE.indexOf("P");

const MAX_LINES = 8;

/** Row and column (0…22) of each padded cell. */
const CELL_ROW = Int8Array.from({ length: CELLS }, (_, c) => Math.floor(c / STRIDE));
const CELL_COL = Int8Array.from({ length: CELLS }, (_, c) => c % STRIDE);

/** Material value (cp) of each piece type for the mop-up lead: the king counts 0. */
const MATERIAL = Int32Array.from(BASE_VALUE, (v, t) => (t === KING_TYPE ? 0 : v));

/** King-attack units of each piece type: its value / 300, from 1 to 8. */
const ATTACK_UNITS = Uint8Array.from({ length: TYPE_COUNT }, (_, t) => Math.max(1, Math.min(8, Math.round((BASE_VALUE[t] ?? 0) / 300))));

/** Number of set bits of a 32-bit integer. */
function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** Squares from `cell` to the nearest edge of the board (0 on the edge, 8 in the centre). */
function edgeDistance(cell: number): number {
  const r = (CELL_ROW[cell] ?? 0) - PAD;
  const c = (CELL_COL[cell] ?? 0) - PAD;
  return Math.min(r, 16 - r, c, 16 - c);
}

/** Chebyshev distance (king steps) between two cells of the padded board. */
export function chebyshev(a: number, b: number): number {
  return Math.max(Math.abs((CELL_ROW[a] ?? 0) - (CELL_ROW[b] ?? 0)), Math.abs((CELL_COL[a] ?? 0) - (CELL_COL[b] ?? 0)));
}

/** The eight king steps on the padded board. */
const KING_STEPS: readonly number[] = [-STRIDE - 1, -STRIDE, -STRIDE + 1, -1, 1, STRIDE - 1, STRIDE, STRIDE + 1];

/** Evaluation tables compiled for one set of weights. */
export class Evaluator {
  readonly weights: EvalWeights;
  /** The side to move's bonus in whole centipawns (the `tempo` weight rounded). */
  readonly tempo: number;
  /** Value (cp) of each type including the pending-promotion share: used for material and ordering. */
  readonly value: Int32Array;
  /** Signed incremental score (Black's view) of a piece value on a cell: indexed by colour, type and cell. */
  private readonly psq: Int32Array;
  /** Slide lines counted for mobility, per colour-type: deltas at `lines[ct * 8 + i]`, count `lineCount[ct]`. */
  private readonly lines: Int32Array;
  private readonly lineCount: Uint8Array;
  private readonly effects = new MoveEffects();
  /** Reads the opponent's threats when a threat weight is not 0 (null: the terms are off and cost nothing). */
  private readonly threatReader: ThreatReader | null;
  private readonly threats = new Threats();

  constructor(weights: Partial<EvalWeights> = {}) {
    this.weights = Object.freeze({ ...DEFAULT_WEIGHTS, ...weights });
    const w = this.weights;
    this.tempo = Math.round(w.tempo);
    this.value = new Int32Array(TYPE_COUNT);
    for (let t = 0; t < TYPE_COUNT; t++) {
      const base = BASE_VALUE[t] ?? 0;
      const promo = TYPE_PROMOTES_TO[t] ?? -1;
      const gain = promo >= 0 ? Math.max(0, (BASE_VALUE[promo] ?? 0) - base) : 0;
      this.value[t] = Math.round(base + w.pendingPromotion * gain);
    }
    this.converting = w.conversionEdge !== 0 || w.conversionProximity !== 0 || w.conversionFlight !== 0 || w.conversionKing !== 0;
    this.threatReader = w.threat !== 0 || w.multiCaptureThreat !== 0 || w.promotionThreat !== 0 ? new ThreatReader(this.value) : null;
    this.psq = new Int32Array(2 * TYPE_COUNT * CELLS);
    for (let ci = 0; ci < 2; ci++) {
      for (let t = 0; t < TYPE_COUNT; t++) {
        for (let sq = 0; sq < SQUARE_COUNT; sq++) {
          const cell = CELL_OF_SQUARE[sq] ?? 0;
          const s = (this.value[t] ?? 0) + this.placement(t, ci, sq);
          this.psq[(ci * TYPE_COUNT + t) * CELLS + cell] = ci === 0 ? s : -s;
        }
      }
    }
    this.lines = new Int32Array(2 * TYPE_COUNT * MAX_LINES);
    this.lineCount = new Uint8Array(2 * TYPE_COUNT);
    for (let ci = 0; ci < 2; ci++) {
      for (let t = 0; t < TYPE_COUNT; t++) {
        const kind = KIND_DATA[TYPE_KIND[t] ?? 0];
        if (kind === undefined) continue;
        const dirs = new Set<number>();
        for (const comp of kind.moves) {
          if (comp.kind === "slide" || (comp.kind === "range" && (comp.n ?? 0) >= 3)) {
            for (const rel of comp.dirs) dirs.add(DIRECTIONS.indexOf(rel));
          }
        }
        const ct = ci * TYPE_COUNT + t;
        let n = 0;
        for (const d of dirs) {
          const delta = DIR_DELTA[d] ?? 0;
          this.lines[ct * MAX_LINES + n++] = ci === 0 ? delta : -delta;
        }
        this.lineCount[ct] = n;
      }
    }
  }

  /** Placement term (cp, for the piece's owner) of type `t` of colour `ci` on square `sq`. */
  private placement(t: number, ci: number, sq: number): number {
    const w = this.weights;
    const row = Math.floor(sq / 17);
    const col = sq % 17;
    const rank = ci === 0 ? 16 - row : row; // 0 = own back rank, 16 = the enemy's
    const centre = 8 - Math.abs(col - 8);
    const code = TYPE_CODE[t] ?? "";
    if (t === KING_TYPE) return -w.kingAdvance * Math.max(0, rank - 2);
    let s = 0;
    if (code === "P") s += w.pawnAdvance * Math.min(7, Math.max(0, rank - 5));
    else {
      s += w.centre * centre;
      if ((BASE_VALUE[t] ?? 0) <= 500) s += w.minorAdvance * Math.min(11, rank);
    }
    // A forward-only piece on the last rank can never move again (rules.md §8).
    if (rank === 16 && FORWARD_ONLY.has(code)) s -= Math.round((this.value[t] ?? 0) / 2);
    return s;
  }

  /** Incremental score (Black's view) of a whole board: the sum of {@link pieceScore} over its pieces. */
  incrementalScore(state: GameState): number {
    let s = 0;
    const board = state.board;
    for (let sq = 0; sq < SQUARE_COUNT; sq++) {
      const cell = CELL_OF_SQUARE[sq] ?? 0;
      const p = board[cell] ?? 0;
      if (p !== 0) s += this.pieceScore(p, cell);
    }
    return s;
  }

  /** Signed incremental score of piece value `p` (a board cell value) on `cell`. */
  pieceScore(p: number, cell: number): number {
    return this.psq[(((p >> 9) & 1) * TYPE_COUNT + (p & TYPE_MASK)) * CELLS + cell] ?? 0;
  }

  /**
   * Change of the incremental score (Black's view) that the encoded move `m` will make;
   * call before making it. The captures and the promotion come from core's
   * `readMoveEffects`, so a lion-family move that comes back to a square it captured on
   * counts that piece once.
   */
  moveDelta(board: Uint16Array, m: number): number {
    const e = readMoveEffects(board, m, this.effects);
    let d = this.pieceScore(e.moved, e.to) - this.pieceScore(e.piece, e.from);
    let mat = (MATERIAL[e.moved & TYPE_MASK] ?? 0) - (MATERIAL[e.piece & TYPE_MASK] ?? 0);
    for (let i = 0; i < e.count; i++) {
      const q = e.pieces[i] ?? 0;
      d -= this.pieceScore(q, e.cells[i] ?? 0);
      mat += MATERIAL[q & TYPE_MASK] ?? 0;
    }
    this.materialDelta = (e.piece & BLACK_BIT) !== 0 ? mat : -mat;
    this.captures = e.count;
    return d;
  }

  /** The number of pieces the move of the last {@link moveDelta} call captures (0: a quiet move, which can lead to a repetition). */
  captures = 0;

  /**
   * The change of {@link materialLead} that the move of the last {@link moveDelta} call will
   * make (set by that call, so a search can keep the lead along with the incremental score).
   */
  materialDelta = 0;

  /** Black's material lead (cp, kings aside, without the pending-promotion share) on the board. */
  materialLead(state: GameState): number {
    let s = 0;
    const board = state.board;
    for (let sq = 0; sq < SQUARE_COUNT; sq++) {
      const p = board[CELL_OF_SQUARE[sq] ?? 0] ?? 0;
      if (p !== 0) s += (p & BLACK_BIT) !== 0 ? (MATERIAL[p & TYPE_MASK] ?? 0) : -(MATERIAL[p & TYPE_MASK] ?? 0);
    }
    return s;
  }

  /**
   * Material gain (cp) of a move for its mover: the values of the captured pieces plus the
   * promotion gain; 0 for a quiet move. Used for move ordering and delta pruning.
   */
  captureGain(board: Uint16Array, m: number): number {
    const e = readMoveEffects(board, m, this.effects);
    if (e.count === 0) return 0;
    let gain = 0;
    for (let i = 0; i < e.count; i++) gain += this.value[(e.pieces[i] ?? 0) & TYPE_MASK] ?? 0;
    if (e.promotes) gain += (this.value[e.moved & TYPE_MASK] ?? 0) - (this.value[e.piece & TYPE_MASK] ?? 0);
    return gain;
  }

  /**
   * The scanned terms (Black's view, whole centipawns): mobility of the long-range pieces,
   * king safety and the conversion terms ({@link conversion}).
   * Reads the board once; allocation-free. With `lead`, the {@link materialLead} of this
   * board (a search keeps it by move), only the squares round the kings are read when the
   * weights of the board-wide terms are 0 and the conversion terms cannot apply (see
   * {@link mayConvert}): same result.
   */
  scannedScore(state: GameState, lead?: number): number {
    const board = state.board;
    const w = this.weights;
    if (lead !== undefined && w.mobility === 0 && w.tropism === 0 && !this.mayConvert(lead)) {
      return Math.round(this.kingSafety(state, state.kingCell[0] ?? -1, 0) - this.kingSafety(state, state.kingCell[1] ?? -1, 1));
    }
    const cap = w.mobilityCap;
    const bk = state.kingCell[0] ?? -1;
    const wk = state.kingCell[1] ?? -1;
    let mob = 0;
    // Material (kings aside), closeness of the big pieces (tropism) and of all pieces
    // (conversion) to the enemy king, per colour.
    let matB = 0;
    let matW = 0;
    let nearB = 0;
    let nearW = 0;
    let closeB = 0;
    let closeW = 0;
    const near = w.tropism !== 0 || this.converting;
    const mobile = w.mobility !== 0;
    const lines = this.lines;
    const lineCount = this.lineCount;
    for (let row = 0; row < 17; row++) {
      const first = (row + PAD) * STRIDE + PAD;
      for (let cell = first; cell < first + 17; cell++) {
        const p = board[cell] ?? 0;
        if (p === 0) continue;
        const black = (p & BLACK_BIT) !== 0;
        const t = p & TYPE_MASK;
        const v = MATERIAL[t] ?? 0;
        if (black) matB += v;
        else matW += v;
        if (near && t !== KING_TYPE) {
          const enemyKing = black ? wk : bk;
          if (enemyKing >= 0) {
            const d = Math.max(Math.abs(row + PAD - (CELL_ROW[enemyKing] ?? 0)), Math.abs((CELL_COL[cell] ?? 0) - (CELL_COL[enemyKing] ?? 0)));
            if (black) {
              closeB += 16 - d;
              if (v >= 500) nearB += 16 - d;
            } else {
              closeW += 16 - d;
              if (v >= 500) nearW += 16 - d;
            }
          }
        }
        if (!mobile) continue;
        const ct = ((p >> 9) & 1) * TYPE_COUNT + t;
        const n = lineCount[ct] ?? 0;
        if (n === 0) continue;
        let count = 0;
        for (let i = 0; i < n; i++) {
          const delta = lines[ct * MAX_LINES + i] ?? 0;
          let q = cell + delta;
          for (let k = 0; k < cap && board[q] === 0; k++) {
            count++;
            q += delta;
          }
        }
        mob += black ? count : -count;
      }
    }
    const trop = nearB - nearW;
    let s = mob * w.mobility + trop * w.tropism;
    s += this.kingSafety(state, bk, 0);
    s -= this.kingSafety(state, wk, 1);
    if (this.converting) {
      s += this.conversion(state, matB, matW, closeB, bk, wk, 0);
      s -= this.conversion(state, matW, matB, closeW, wk, bk, 1);
    }
    // Whole centipawns (weights may be fractions, as the tuner writes them).
    return Math.round(s);
  }

  /** True when a conversion weight is not 0. */
  private readonly converting: boolean;

  /**
   * False when the conversion terms cannot apply to a board with Black's material lead
   * `lead` (cp, kings aside): their weights are 0, or neither side leads by `conversionLead`.
   */
  mayConvert(lead: number): boolean {
    return this.converting && (lead >= this.weights.conversionLead || -lead >= this.weights.conversionLead);
  }

  /**
   * The share (0…1) of the conversion terms that applies to a side with material `own`
   * against an opponent with `theirs` (cp, kings aside): 0 unless it leads by
   * `conversionLead` and the opponent keeps less than `conversionShare` of its material;
   * 1 when the opponent has nothing left.
   */
  conversionGate(own: number, theirs: number): number {
    const w = this.weights;
    if (own - theirs < w.conversionLead || own <= 0) return 0;
    const share = theirs / own;
    return share >= w.conversionShare ? 0 : 1 - share / w.conversionShare;
  }

  /**
   * The side (0 Black, 1 White) to which the conversion terms apply on this board, or -1:
   * it leads by `conversionLead` (`lead`: Black's {@link materialLead}) and the gate is open.
   */
  convertingSide(state: GameState, lead: number): number {
    if (!this.mayConvert(lead)) return -1;
    const board = state.board;
    let matB = 0;
    let matW = 0;
    for (let sq = 0; sq < SQUARE_COUNT; sq++) {
      const p = board[CELL_OF_SQUARE[sq] ?? 0] ?? 0;
      if (p === 0) continue;
      if ((p & BLACK_BIT) !== 0) matB += MATERIAL[p & TYPE_MASK] ?? 0;
      else matW += MATERIAL[p & TYPE_MASK] ?? 0;
    }
    if (this.conversionGate(matB, matW) > 0) return 0;
    return this.conversionGate(matW, matB) > 0 ? 1 : -1;
  }

  /**
   * Conversion terms (cp, for the side `ci` with material `own`; `close` is the sum over its
   * pieces, king aside, of 16 − Chebyshev distance to the enemy king): drive the enemy king
   * to the edge, bring the pieces and the king near it, take its flight squares — scaled by
   * {@link conversionGate}, so they apply only where the opponent has little left.
   */
  private conversion(state: GameState, own: number, theirs: number, close: number, ownKing: number, theirKing: number, ci: number): number {
    if (theirKing < 0) return 0;
    const gate = this.conversionGate(own, theirs);
    if (gate === 0) return 0;
    const w = this.weights;
    let s = w.conversionEdge * (8 - edgeDistance(theirKing)) + w.conversionProximity * close;
    if (ownKing >= 0) s += w.conversionKing * (16 - chebyshev(ownKing, theirKing));
    if (w.conversionFlight !== 0) s -= w.conversionFlight * this.flightSquares(state, theirKing, ci);
    return gate * s;
  }

  /**
   * Squares next to `king` (a king of the side other than `ci`) that it could step to: on
   * the board, not holding one of its own pieces, and not attacked by side `ci` (squares
   * behind the king on an attacker's line count as free: the king itself blocks the ray).
   */
  private flightSquares(state: GameState, king: number, ci: number): number {
    const board = state.board;
    const own = BLACK_BIT << (ci ^ 1);
    let free = 0;
    for (const delta of KING_STEPS) {
      const cell = king + delta;
      const c = board[cell] ?? WALL;
      if (c === WALL || (c & own) !== 0) continue;
      if (!state.isAttacked(cell, ci)) free++;
    }
    return free;
  }

  /** True when a threat weight is not 0, so {@link threatCost} has work to do. */
  get threatsOn(): boolean {
    return this.threatReader !== null;
  }

  /**
   * The threat terms: what the side to move is charged (whole cp, 0 or more) for the
   * opponent's threats (threats.ts). Not part of {@link scannedScore}: it depends on the
   * side to move, so a search adds it at every node where it evaluates.
   */
  threatCost(state: GameState): number {
    const reader = this.threatReader;
    if (reader === null) return 0;
    const w = this.weights;
    const t = reader.read(state, this.threats);
    return Math.round(w.threat * t.single + w.multiCaptureThreat * t.multi + w.promotionThreat * t.promotion);
  }

  /** King safety (cp, for the king's owner): attackers near the king, defenders, pawn cover. */
  private kingSafety(state: GameState, king: number, ci: number): number {
    if (king < 0) return 0;
    const board = state.board;
    const w = this.weights;
    const own = BLACK_BIT << ci;
    const forward = ci === 0 ? -STRIDE : STRIDE;
    let attackers = 0;
    let power = 0;
    let defenders = 0;
    let cover = 0;
    // The pieces within 3 squares, read from core's occupancy bits (rows and columns stay
    // on the padded board: the padding is 3 wide and holds no pieces).
    const bits = state.rowBits;
    const row = CELL_ROW[king] ?? 0;
    const col = CELL_COL[king] ?? 0;
    const enemyBase = (ci ^ 1) * STRIDE;
    const window3 = 0x7f << (col - 3);
    for (let y = row - 3; y <= row + 3; y++) {
      let b = (bits[enemyBase + y] ?? 0) & window3;
      while (b !== 0) {
        const low = b & -b;
        b ^= low;
        const t = (board[y * STRIDE + 31 - Math.clz32(low)] ?? 0) & TYPE_MASK;
        attackers += (BASE_VALUE[t] ?? 0) >= 700 ? 2 : 1;
        power += ATTACK_UNITS[t] ?? 1;
      }
    }
    if (w.kingDefender !== 0) {
      // Own pieces within 2 squares, the king itself left out.
      const ownBase = ci * STRIDE;
      const window2 = 0x1f << (col - 2);
      for (let y = row - 2; y <= row + 2; y++) defenders += popcount((bits[ownBase + y] ?? 0) & window2);
      defenders--;
    }
    for (let k = 1; k <= 3; k++) {
      for (let dc = -1; dc <= 1; dc++) {
        const c = board[king + k * forward + dc] ?? WALL;
        if (c !== WALL && (c & own) !== 0 && (c & TYPE_MASK) === PAWN_TYPE) cover++;
      }
    }
    return (
      -w.kingAttack * Math.min(attackers * attackers, 100) -
      w.kingAttackPower * Math.min(power * power, 400) +
      w.kingDefender * Math.min(defenders, 8) +
      w.pawnCover * Math.min(cover, 3)
    );
  }

  /** Full static evaluation from the side to move's point of view, bounded ({@link boundScore}, {@link clampEval}; for tools and tests). */
  evaluate(state: GameState): number {
    const inc = this.incrementalScore(state);
    const sc = this.scannedScore(state);
    const black = state.turnIndex === 0;
    return clampEval(boundScore(black ? inc : -inc) + (black ? sc : -sc) + this.tempo - this.threatCost(state));
  }
}
