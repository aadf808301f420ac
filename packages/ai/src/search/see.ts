/**
 * Static exchange evaluation (SEE): the material a move wins or loses if both sides then
 * keep capturing on the square the mover ends on, each with its least valuable attacker,
 * and each free to stop when going on would lose.
 *
 * Every capture form counts, because what the first move captures and whether it promotes
 * come from core's `readMoveEffects`: a lion's or lion dog's double capture removes both
 * pieces, an igui leaves the mover on its origin (which is then the contested square), and
 * a capture that promotes puts the promoted piece on the square. Each recapture promotes
 * the recapturer when it can, and a lion or furious fiend next to the square recaptures by
 * igui: it stays where it is, so the exchange ends there.
 *
 * Attackers are found as core's attack test finds them (rays through empty squares and the
 * blocker-free jump attacks from core's movement tables), on the board as the exchange
 * changes it, so a piece behind a capturer joins in (x-rays). Not counted: recaptures that
 * reach the square round a corner (hook movers and goblins), double captures by
 * recapturers, and pins. SEE works on the state's own board, changing cells and putting
 * them back before it returns; it allocates nothing.
 */
import {
  BLACK_BIT,
  jumpAttackIndex,
  KING_TYPE,
  MoveEffects,
  SPECIAL_FURIOUS_FIEND,
  SPECIAL_LION,
  TYPE_COUNT,
  TYPE_MASK,
  TYPE_PROMOTES_TO,
  WALL,
  DIR_DELTA,
  DIR_OPPOSITE,
  STRIDE,
  readMoveEffects,
  type GameState,
  type MoveTables,
} from "@daidai/core/engine";
import { SQUARE_COUNT } from "@daidai/core";

/** Value of a king in an exchange: more than any material, so capturing it ends the exchange. */
export const SEE_KING_VALUE = 100000;
const MAX_SWAPS = 64;
// Modes of ExchangeEvaluator.swap.
const FULL = 0;
const SIGN_ONLY = 1;
const LOSS_EXACT = 2;
const MAX_CHANGES = 80;

/** Static exchange evaluator for one table of piece values. */
export class ExchangeEvaluator {
  /** Exchange value (cp) of each piece type; the king is worth {@link SEE_KING_VALUE}. */
  private readonly value: Int32Array;
  private readonly effects = new MoveEffects();
  private readonly gains = new Int32Array(MAX_SWAPS);
  private readonly changedCell = new Int32Array(MAX_CHANGES);
  private readonly changedValue = new Int32Array(MAX_CHANGES);
  private changes = 0;
  // Result of the last attacker search.
  private attackerCell = 0;
  private attackerIgui = false;

  /** `values`: the exchange value (cp) of each piece type (the king's is replaced). */
  constructor(values: Int32Array) {
    this.value = Int32Array.from(values);
    this.value[KING_TYPE] = SEE_KING_VALUE;
  }

  /** The exchange value of piece type `t` (cp). */
  valueOf(t: number): number {
    return this.value[t] ?? 0;
  }

  /**
   * What the pseudo-legal move `m` wins (positive) or loses (negative) for its mover in cp,
   * after the best sequence of recaptures on the square it ends on. A quiet move scores 0
   * or less (less when the mover can be taken with profit).
   */
  see(state: GameState, m: number): number {
    return this.swap(state, m, FULL);
  }

  /**
   * True if {@link see} of `m` is 0 or more, found with fewer attacker searches: the swap
   * stops as soon as the sign is settled.
   */
  seeNonNegative(state: GameState, m: number): boolean {
    return this.swap(state, m, SIGN_ONLY) >= 0;
  }

  /**
   * 0 if {@link see} of `m` is 0 or more, else that (negative) value: the exchange is
   * cut short only once it is known not to lose (one pass where {@link seeNonNegative}
   * and then {@link see} would take two).
   */
  seeIfLosing(state: GameState, m: number): number {
    return Math.min(0, this.swap(state, m, LOSS_EXACT));
  }

  /**
   * The swap algorithm behind {@link see}. With `mode` SIGN_ONLY, returns a number of the
   * sign of the exchange instead (0 or more, or below 0), stopping at the first gain that
   * settles it: the exchange is `min(g0, max(-g1, min(g2, …)))`, so a gain below 0 at an
   * even step, or 0 or less at an odd step, decides it whatever follows. With LOSS_EXACT,
   * stops (returning 1) only when the first settling step finds it not losing; otherwise
   * it returns the exact value.
   */
  private swap(state: GameState, m: number, mode: number): number {
    const signOnly = mode === SIGN_ONLY;
    const board = state.board;
    const tables = state.tables;
    const value = this.value;
    const e = readMoveEffects(board, m, this.effects);
    let gain = 0;
    let kingTaken = false;
    for (let i = 0; i < e.count; i++) {
      const t = (e.pieces[i] ?? 0) & TYPE_MASK;
      if (t === KING_TYPE) kingTaken = true;
      gain += value[t] ?? 0;
    }
    if (kingTaken) return gain;
    gain += (value[e.moved & TYPE_MASK] ?? 0) - (value[e.piece & TYPE_MASK] ?? 0);
    if (signOnly && gain < 0) return -1;
    this.changes = 0;
    this.set(board, e.from, 0);
    for (let i = 0; i < e.count; i++) this.set(board, e.cells[i] ?? 0, 0);
    this.set(board, e.to, e.moved);
    const target = e.to;
    const gains = this.gains;
    gains[0] = gain;
    let onTarget = value[e.moved & TYPE_MASK] ?? 0;
    let side = ((e.piece >> 9) & 1) ^ 1;
    let d = 0;
    // A first gain below 0 settles it as losing (LOSS_EXACT then needs the value).
    let settled = gain < 0 ? -1 : 0;
    while (d < MAX_SWAPS - 1 && this.changes < MAX_CHANGES - 2) {
      if (!this.leastAttacker(state, board, tables, target, side)) break;
      const from = this.attackerCell;
      const attacker = board[from] ?? 0;
      const promo = TYPE_PROMOTES_TO[attacker & TYPE_MASK] ?? -1;
      const after = promo >= 0 ? (attacker & ~TYPE_MASK) | promo : attacker;
      d++;
      const g = onTarget + (value[after & TYPE_MASK] ?? 0) - (value[attacker & TYPE_MASK] ?? 0) - (gains[d - 1] ?? 0);
      gains[d] = g;
      if (signOnly) {
        if ((d & 1) === 0 ? g < 0 : g <= 0) {
          settled = (d & 1) === 0 ? -1 : 1;
          break;
        }
      } else if (mode === LOSS_EXACT && settled === 0 && ((d & 1) === 0 ? g < 0 : g <= 0)) {
        // Settled: not losing (an odd step) ends it here; losing (an even one) needs the value.
        if ((d & 1) === 1) {
          this.restore(board);
          return 1;
        }
        settled = -1;
      }
      // A captured king ends the game, and so the exchange.
      if (onTarget >= SEE_KING_VALUE) break;
      if (this.attackerIgui) {
        this.set(board, target, 0);
        break;
      }
      this.set(board, from, 0);
      this.set(board, target, after);
      onTarget = value[after & TYPE_MASK] ?? 0;
      side ^= 1;
    }
    this.restore(board);
    // Unsettled, the last gain decides: kept at an even step (0 or more), refuted at an odd one.
    if (signOnly) return settled !== 0 ? settled : (d & 1) === 0 ? 1 : -1;
    while (d > 0) {
      gains[d - 1] = -Math.max(-(gains[d - 1] ?? 0), gains[d] ?? 0);
      d--;
    }
    return gains[0];
  }

  private set(board: Uint16Array, cell: number, v: number): void {
    const k = this.changes++;
    this.changedCell[k] = cell;
    this.changedValue[k] = board[cell] ?? 0;
    board[cell] = v;
  }

  private restore(board: Uint16Array): void {
    for (let k = this.changes - 1; k >= 0; k--) board[this.changedCell[k] ?? 0] = this.changedValue[k] ?? 0;
    this.changes = 0;
  }

  /**
   * Finds the least valuable piece of colour `ci` that attacks `cell` on `board` (rays and
   * jump attacks); sets {@link attackerCell} and {@link attackerIgui}. False if none.
   */
  private leastAttacker(state: GameState, board: Uint16Array, tables: MoveTables, cell: number, ci: number): boolean {
    const own = BLACK_BIT << ci;
    const base = ci * TYPE_COUNT;
    const rayAttack = tables.rayAttack;
    const value = this.value;
    let bestValue = Infinity;
    let bestCell = -1;
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
      if (c === WALL || (c & own) === 0) continue;
      const back = DIR_OPPOSITE[d] ?? 0;
      const t = c & TYPE_MASK;
      if ((rayAttack[(base + t) * 8 + back] ?? 0) >= dist && (value[t] ?? 0) < bestValue) {
        bestValue = value[t] ?? 0;
        bestCell = p;
      }
    }
    // The side's jumpers (core keeps their cells; one that has moved in this exchange no
    // longer stands on its cell): the least valuable, the first by jump-attack index among equals.
    const jumpAttack = tables.jumpAttack;
    let jumpValue = Infinity;
    let jumpIndex = 32;
    let jumpCell = -1;
    const jumpers = ci * SQUARE_COUNT;
    const jumperEnd = jumpers + (state.jumperCount[ci] ?? 0);
    for (let k = jumpers; k < jumperEnd; k++) {
      const p = state.jumperCells[k] ?? 0;
      const i = jumpAttackIndex(cell - p);
      if (i < 0) continue;
      const c = board[p] ?? WALL;
      if (c === 0 || c === WALL || (c & own) === 0) continue;
      const t = c & TYPE_MASK;
      if ((((jumpAttack[base + t] ?? 0) >>> i) & 1) === 0) continue;
      const v = value[t] ?? 0;
      if (v < jumpValue || (v === jumpValue && i < jumpIndex)) {
        jumpValue = v;
        jumpIndex = i;
        jumpCell = p;
      }
    }
    if (jumpValue < bestValue) bestCell = jumpCell;
    if (bestCell < 0) return false;
    this.attackerCell = bestCell;
    const special = tables.special[(board[bestCell] ?? 0) & TYPE_MASK] ?? 0;
    const diff = bestCell - cell;
    const a = Math.abs(diff);
    const adjacent = a === 1 || a === STRIDE || a === STRIDE - 1 || a === STRIDE + 1;
    this.attackerIgui = adjacent && (special === SPECIAL_LION || special === SPECIAL_FURIOUS_FIEND);
    return true;
  }
}
