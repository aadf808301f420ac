/**
 * Move ordering of the search: the move buffer shared by the nodes of the current line, the
 * staged picker of the main search's nodes (hash move apart: the search tries it before any
 * generation), and the capture picker of quiescence.
 *
 * Stages of a node ({@link MoveOrder.begin}, {@link MoveOrder.next}): captures that do not
 * lose by static exchange evaluation, most valuable victim first; the two killers; the
 * counter-move; the quiet moves by history (passes last); the captures that lose by SEE,
 * least losing first. Captures are generated first; killers and the counter-move are tested
 * by their piece's own generator; the quiet moves are generated only when a node gets to
 * them (most cut nodes never do).
 */
import { CaptureCache } from "./capture-cache.js";
import { CELLS, BLACK_BIT, TYPE_COUNT, TYPE_MASK, WALL, codeFrom, codeTo, codeVia, generatesMove, isPassCode, type GameState } from "@daidai/core/engine";
import { chebyshev, type Evaluator } from "../evaluation/evaluator.js";
import type { ExchangeEvaluator } from "./see.js";

/** Slots of the move buffer. */
const BUFFER_SIZE = 1 << 20;
/** Room a node keeps free past its moves (a position's moves, and a sort's scratch). */
export const BUFFER_RESERVE = 1 << 15;
/** Deepest ply the search reaches (iterations, extensions and quiescence included). */
export const MAX_PLY = 100;
const PLIES = MAX_PLY + 2;

/** Scores of the moves a node's picker returns ({@link MoveOrder.pickedScore}). */
export const CAPTURE_SCORE = 1 << 28;
export const KILLER_SCORE = 1 << 27;
/** Scores of captures that lose by SEE: BAD_CAPTURE_BASE + SEE (≥ -BAD_CAPTURE_SPAN). */
export const BAD_CAPTURE_BASE = -(1 << 28);
const BAD_CAPTURE_SPAN = 1 << 20;
export const BAD_CAPTURE_LIMIT = BAD_CAPTURE_BASE + 1;
/** Order bonus of a quiet move of a converting side to a square next to the losing king, or two squares from it (above any history). */
const HUNT_NEAR = 1 << 26;
const HUNT_CLOSE = 1 << 25;
/** Quiet moves picked by selection before the rest are sorted at once. */
const PICK_FIRST_QUIETS = 4;
const SORT_MAX = 1 << 14;
// Stages of a node (next).
const STAGE_CAPTURES = 0;
const STAGE_GOOD_CAPTURES = 1;
const STAGE_REFUTATIONS = 2;
const STAGE_QUIETS = 3;
const STAGE_BAD_CAPTURES = 4;
const STAGE_DONE = 5;

/** Index of the history (and counter-move) tables for `piece` arriving on `to`. */
export function historyIndex(piece: number, to: number): number {
  return (((piece >> 9) & 1) * TYPE_COUNT + (piece & TYPE_MASK)) * CELLS + to;
}

/** Size of the history table that {@link historyIndex} indexes. */
export const HISTORY_SIZE = 2 * TYPE_COUNT * CELLS;

/**
 * True if the pseudo-legal move `m` captures something (what core's `readMoveEffects`
 * would count), read from its code and target cell alone: a via capture, or an occupied
 * final square other than its origin (a pass or igui ends on the mover itself).
 */
export function mayCapture(board: Uint16Array, m: number): boolean {
  if (codeVia(m) !== 0) return true;
  const to = codeTo(m);
  return to !== codeFrom(m) && board[to] !== 0;
}

/** The move buffer and the pickers. See the module documentation. */
export class MoveOrder {
  /** The moves of the nodes of the current line; a node at ply p writes from {@link tops}[p]. */
  readonly moves = new Int32Array(BUFFER_SIZE);
  /** Score of each slot of {@link moves}. */
  readonly scores = new Int32Array(BUFFER_SIZE);
  /** 1 for a capture whose SEE is left pending until a picker reaches it. */
  readonly pending = new Uint8Array(BUFFER_SIZE);
  /** First free slot of the buffer for the node at each ply. */
  readonly tops = new Int32Array(PLIES);
  /** The position searched (set before each search). */
  state: GameState;
  /** The side converting a won position (its quiet moves near the losing king come first), or -1 (set before each search). */
  hunter = -1;
  /** Core's capture generation, cached by position key (the same moves, cheaper). */
  readonly captureCache = new CaptureCache();

  /**
   * `history`: the search's history table ({@link historyIndex}), read to order quiet moves.
   */
  constructor(
    state: GameState,
    private readonly evaluator: Evaluator,
    private readonly exchange: ExchangeEvaluator,
    private readonly history: Int32Array,
  ) {
    this.state = state;
  }

  /** Room left past `start` is too little for a node: the search evaluates instead. */
  full(start: number): boolean {
    return start + BUFFER_RESERVE > BUFFER_SIZE;
  }

  /**
   * Sets up the staged move order of the node at `ply`, whose free buffer starts at `start`:
   * captures that do not lose by SEE (most valuable victim first); the two killers; the
   * counter-move; quiet moves by history; passes; captures that lose by SEE, least losing
   * first. `ttMove` (0 if none) was searched already and is left out. {@link next}
   * generates each stage's moves only when the node reaches it.
   */
  begin(ply: number, start: number, ttMove: number, killer1: number, killer2: number, counterMove: number): void {
    this.stage[ply] = STAGE_CAPTURES;
    this.cursor[ply] = start;
    this.stageHash[ply] = ttMove;
    const r = 3 * ply;
    this.refuters[r] = killer1;
    this.refuters[r + 1] = killer2;
    this.refuters[r + 2] = counterMove;
  }

  /**
   * The next move of the node at `ply` in the staged order of {@link begin} (its score
   * in {@link pickedScore}), or 0 when there is none left. Captures are generated first
   * (their SEE left pending, scored as winning and flagged in {@link pending}, until
   * {@link pickScored} reaches them: most nodes cut off before); killers and the
   * counter-move are tested by their piece's generator; the quiet moves are generated only
   * when the node gets to them, and the losing captures come last.
   */
  next(ply: number): number {
    for (;;) {
      switch (this.stage[ply]) {
        case STAGE_CAPTURES: {
          const end = this.scoreCaptures(ply, this.cursor[ply] ?? 0);
          this.captureEnd[ply] = end;
          this.tops[ply + 1] = end;
          this.stage[ply] = STAGE_GOOD_CAPTURES;
          break;
        }
        case STAGE_GOOD_CAPTURES: {
          const i = this.cursor[ply] ?? 0;
          const end = this.captureEnd[ply] ?? 0;
          if (i < end) {
            const m = this.pickScored(i, end);
            const s = this.scores[i] ?? 0;
            if (s >= CAPTURE_SCORE) {
              this.cursor[ply] = i + 1;
              this.pickedScore = s;
              return m;
            }
          }
          // What is left of the captures loses by SEE (every pending one was resolved on the way).
          this.stage[ply] = STAGE_REFUTATIONS;
          this.refIndex[ply] = 0;
          break;
        }
        case STAGE_REFUTATIONS: {
          const k = this.refIndex[ply] ?? 0;
          if (k === 3) {
            this.stage[ply] = STAGE_QUIETS;
            this.quietCursor[ply] = this.captureEnd[ply] ?? 0;
            this.quietEnd[ply] = this.scoreQuiets(ply, this.captureEnd[ply] ?? 0);
            this.tops[ply + 1] = this.quietEnd[ply] ?? 0;
            break;
          }
          this.refIndex[ply] = k + 1;
          const m = this.refuters[3 * ply + k] ?? 0;
          if (this.refutationPlayable(m, ply, k)) {
            this.pickedScore = KILLER_SCORE - k;
            return m;
          }
          this.refuters[3 * ply + k] = 0;
          break;
        }
        case STAGE_QUIETS: {
          const begin = this.captureEnd[ply] ?? 0;
          const i = this.quietCursor[ply] ?? 0;
          const end = this.quietEnd[ply] ?? 0;
          if (i < end) {
            // Selection for the first moves (a cutoff often comes early), then one sort of the rest.
            if (i - begin === PICK_FIRST_QUIETS) this.sortRest(i, end);
            const m = i - begin < PICK_FIRST_QUIETS ? this.pickScored(i, end) : (this.moves[i] ?? 0);
            this.quietCursor[ply] = i + 1;
            this.pickedScore = this.scores[i] ?? 0;
            return m;
          }
          this.stage[ply] = STAGE_BAD_CAPTURES;
          break;
        }
        case STAGE_BAD_CAPTURES: {
          const i = this.cursor[ply] ?? 0;
          const end = this.captureEnd[ply] ?? 0;
          if (i < end) {
            this.swapSlots(i, this.bestSlot(i, end));
            this.cursor[ply] = i + 1;
            this.pickedScore = this.scores[i] ?? 0;
            return this.moves[i] ?? 0;
          }
          this.stage[ply] = STAGE_DONE;
          return 0;
        }
        default:
          return 0;
      }
    }
  }

  /**
   * Writes the captures of the node at `ply` from `start`, scored (winning ones by victim
   * and mover, SEE pending when the mover is worth more than the gain), leaving out the
   * hash move and any capture that gains nothing (it is ordered with the quiet moves);
   * returns the end.
   */
  private scoreCaptures(ply: number, start: number): number {
    const pos = this.state;
    const board = pos.board;
    const ev = this.evaluator;
    const moves = this.moves;
    const hash = this.stageHash[ply] ?? 0;
    const end0 = this.captureCache.generate(pos, moves, start, ply);
    let end = start;
    let odd = 0;
    for (let i = start; i < end0; i++) {
      const m = moves[i] ?? 0;
      if (m === hash) continue;
      const gain = ev.captureGain(board, m);
      if (gain <= 0) {
        odd = 1;
        continue;
      }
      const mover = ev.value[(board[codeFrom(m)] ?? 0) & TYPE_MASK] ?? 0;
      moves[end] = m;
      this.scores[end] = CAPTURE_SCORE + gain * 16 - (mover >> 4);
      this.pending[end] = gain < mover ? 1 : 0;
      end++;
    }
    this.zeroGainCaptures[ply] = odd;
    return end;
  }

  /** True if the gainful capture test of {@link scoreCaptures} would keep `m`. */
  private gainfulCapture(m: number): boolean {
    const board = this.state.board;
    return mayCapture(board, m) && this.evaluator.captureGain(board, m) > 0;
  }

  /**
   * True if refutation `k` (killer 1, killer 2, counter-move) of the node at `ply` is to be
   * searched: a move not searched yet in this node, not a gainful capture (those had their
   * stage), and pseudo-legal here (its piece's generator produces it).
   */
  private refutationPlayable(m: number, ply: number, k: number): boolean {
    if (m === 0 || m === this.stageHash[ply]) return false;
    const r = 3 * ply;
    for (let j = 0; j < k; j++) if (this.refuters[r + j] === m) return false;
    if (this.gainfulCapture(m)) return false;
    return this.generatesMove(m, ply, this.captureEnd[ply] ?? 0);
  }

  /**
   * Writes the quiet moves of the node at `ply` from `start`, scored by history (passes -1):
   * every pseudo-legal move but the gainful captures, the hash move and the refutations
   * already searched. Returns the end.
   */
  private scoreQuiets(ply: number, start: number): number {
    const pos = this.state;
    const board = pos.board;
    const moves = this.moves;
    const end0 = pos.generatePseudo(moves, start);
    const hash = this.stageHash[ply] ?? 0;
    const r = 3 * ply;
    const k1 = this.refuters[r] ?? 0;
    const k2 = this.refuters[r + 1] ?? 0;
    const k3 = this.refuters[r + 2] ?? 0;
    const odd = this.zeroGainCaptures[ply] !== 0;
    // Converting a won position: the quiet moves next to the losing king (checks, flight squares taken) first.
    const prey = this.hunter === pos.turnIndex ? (pos.kingCell[pos.turnIndex ^ 1] ?? -1) : -1;
    let end = start;
    for (let i = start; i < end0; i++) {
      const m = moves[i] ?? 0;
      if (m === hash || m === k1 || m === k2 || m === k3) continue;
      if (mayCapture(board, m) && (!odd || this.evaluator.captureGain(board, m) > 0)) continue;
      moves[end] = m;
      let score = isPassCode(m) ? -1 : (this.history[historyIndex(board[codeFrom(m)] ?? 0, codeTo(m))] ?? 0);
      if (prey >= 0 && score >= 0 && chebyshev(codeTo(m), prey) <= 2) score += chebyshev(codeTo(m), prey) === 1 ? HUNT_NEAR : HUNT_CLOSE;
      this.scores[end] = score;
      this.pending[end] = 0;
      end++;
    }
    return end;
  }

  // The staged picker's state per ply (begin, next).
  private readonly stage = new Uint8Array(PLIES);
  /** Next capture slot (good captures, then the losing ones). */
  private readonly cursor = new Int32Array(PLIES);
  private readonly captureEnd = new Int32Array(PLIES);
  private readonly quietCursor = new Int32Array(PLIES);
  private readonly quietEnd = new Int32Array(PLIES);
  /** The hash move already searched at the node (0 if none). */
  private readonly stageHash = new Int32Array(PLIES);
  /** Killer 1, killer 2 and counter-move of each node; 0 once found unplayable or a duplicate. */
  private readonly refuters = new Int32Array(3 * PLIES);
  private readonly refIndex = new Uint8Array(PLIES);
  /** 1 when a capture that gains nothing was left for the quiet stage. */
  private readonly zeroGainCaptures = new Uint8Array(PLIES);
  /** Score of the move {@link next} returned last. */
  pickedScore = 0;

  /** Computes the pending SEE of the capture in slot `i`: a losing one drops to the losing captures' scores. */
  private resolve(i: number): void {
    this.pending[i] = 0;
    const m = this.moves[i] ?? 0;
    // The value only matters for a losing capture (to order it): cut short otherwise.
    const exchange = this.exchange.seeIfLosing(this.state, m);
    if (exchange >= 0) return;
    this.scores[i] = BAD_CAPTURE_BASE + Math.max(exchange, -BAD_CAPTURE_SPAN);
  }

  /**
   * Swaps the best-scored move of [i, end) (moves scored by {@link scoreCaptures} or {@link scoreQuiets}) into slot i
   * and returns it; a pending capture that comes out on top has its SEE computed first, and
   * the pick is made again.
   */
  private pickScored(i: number, end: number): number {
    const pending = this.pending;
    for (;;) {
      const bi = this.bestSlot(i, end);
      if (pending[bi] !== 0) {
        this.resolve(bi);
        continue;
      }
      this.swapSlots(i, bi);
      return this.moves[i] ?? 0;
    }
  }

  /** The slot of the best score in [i, end) (the first of equal scores). */
  private bestSlot(i: number, end: number): number {
    const scores = this.scores;
    let bi = i;
    let bs = scores[i] ?? 0;
    for (let j = i + 1; j < end; j++) {
      const s = scores[j] ?? 0;
      if (s > bs) {
        bs = s;
        bi = j;
      }
    }
    return bi;
  }

  /** Swaps slots `a` and `b` of the move list: move, score and pending SEE. */
  private swapSlots(a: number, b: number): void {
    if (a === b) return;
    const moves = this.moves;
    const scores = this.scores;
    const pending = this.pending;
    const m = moves[a] ?? 0;
    const s = scores[a] ?? 0;
    const p = pending[a] ?? 0;
    moves[a] = moves[b] ?? 0;
    scores[a] = scores[b] ?? 0;
    pending[a] = pending[b] ?? 0;
    moves[b] = m;
    scores[b] = s;
    pending[b] = p;
  }

  /**
   * True if `m` is a pseudo-legal move of the side to move: its origin holds one of its
   * pieces and that piece's generator produces it (core's `generatesMove`; a table move may
   * come from another position with the same hash slot). Sets the child's buffer start to
   * `start`.
   */
  generatesMove(m: number, ply: number, start: number): boolean {
    const pos = this.state;
    this.tops[ply + 1] = start;
    const from = codeFrom(m);
    const c = pos.board[from] ?? 0;
    if (c === 0 || c === WALL || (c & (BLACK_BIT << pos.turnIndex)) === 0) return false;
    return generatesMove(pos, from, c, m);
  }

  /**
   * The picker of quiescence: swaps the best-scored move of [i, end) into slot i (the
   * first of equal scores) and returns the new end. A capture whose SEE is pending (quiesce) is
   * tested when it would be picked or moved, and dropped (the rest shifted, in order) if it
   * loses: the moves then come out in exactly the order of a list from which the losing
   * captures were removed beforehand, while a cutoff saves the tests of the rest.
   */
  pickCapture(i: number, end: number): number {
    const pending = this.pending;
    while (i < end) {
      // The slot's move is swapped away below, so it must be known to stay first.
      if (pending[i] !== 0 && !this.keepCapture(i)) {
        end = this.dropMove(i, end);
        continue;
      }
      const bi = this.bestSlot(i, end);
      if (pending[bi] !== 0) {
        if (!this.keepCapture(bi)) end = this.dropMove(bi, end);
        continue;
      }
      this.swapSlots(i, bi);
      return end;
    }
    return end;
  }

  /** Resolves the pending SEE of slot `k`: true if the capture does not lose. */
  private keepCapture(k: number): boolean {
    this.pending[k] = 0;
    return this.exchange.seeNonNegative(this.state, this.moves[k] ?? 0);
  }

  /**
   * Removes slot `k` of [k, end), keeping the order of the rest; returns the new end. (A
   * loop: the few slots of a quiescence node move faster than through `copyWithin`.)
   */
  private dropMove(k: number, end: number): number {
    const moves = this.moves;
    const scores = this.scores;
    const pending = this.pending;
    for (let j = k + 1; j < end; j++) {
      moves[j - 1] = moves[j] ?? 0;
      scores[j - 1] = scores[j] ?? 0;
      pending[j - 1] = pending[j] ?? 0;
    }
    return end - 1;
  }

  private readonly sortKeys = new Float64Array(SORT_MAX);

  /**
   * Sorts moves [i, end) by score, best first, equal scores in reverse slot order (scores
   * stay with their moves). Only the positive scores (quiet moves with a history) go through
   * a sort: the many moves with none (0), and the passes (-1), are only reversed.
   */
  private sortRest(i: number, end: number): void {
    const n = end - i;
    if (n < 2 || n > SORT_MAX) return;
    const moves = this.moves;
    const scores = this.scores;
    const keys = this.sortKeys;
    let positive = 0;
    let zero = 0;
    for (let k = 0; k < n; k++) {
      const s = scores[i + k] ?? 0;
      // Key: the score (below 2^31) times 2^20 plus the index; exact in a double.
      if (s > 0) keys[positive++] = s * 1048576 + k;
      else if (s === 0) zero++;
      else if (s !== -1) {
        this.sortAll(i, end);
        return;
      }
    }
    const sorted = keys.subarray(0, positive);
    sorted.sort();
    // Reorder through the scratch area just past `end` (the buffer has room: BUFFER_RESERVE).
    let w = end;
    for (let k = positive - 1; k >= 0; k--) {
      const key = sorted[k] ?? 0;
      const from = i + (key - Math.floor(key / 1048576) * 1048576);
      moves[w] = moves[from] ?? 0;
      scores[w++] = scores[from] ?? 0;
    }
    let wz = w;
    let wn = w + zero;
    for (let from = end - 1; from >= i; from--) {
      const s = scores[from] ?? 0;
      if (s > 0) continue;
      const to = s === 0 ? wz++ : wn++;
      moves[to] = moves[from] ?? 0;
      scores[to] = s;
    }
    moves.copyWithin(i, end, end + n);
    scores.copyWithin(i, end, end + n);
  }

  /** {@link sortRest} for any scores: one sort of them all. */
  private sortAll(i: number, end: number): void {
    const n = end - i;
    const keys = this.sortKeys.subarray(0, n);
    for (let k = 0; k < n; k++) keys[k] = (this.scores[i + k] ?? 0) * 1048576 + k;
    keys.sort();
    const moves = this.moves;
    const scores = this.scores;
    for (let k = 0; k < n; k++) {
      const key = keys[n - 1 - k] ?? 0;
      const from = i + (key - Math.floor(key / 1048576) * 1048576);
      moves[end + k] = moves[from] ?? 0;
      scores[end + k] = scores[from] ?? 0;
    }
    moves.copyWithin(i, end, end + n);
    scores.copyWithin(i, end, end + n);
  }

}
