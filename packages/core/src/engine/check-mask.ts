/**
 * Which moves can give check, without making them (the search's pruning of quiet moves
 * keeps those that check). {@link writeCheckMask} marks, once per position, the cells
 * whose vacating could uncover an attack on the enemy king; {@link mayGiveCheck} then tests
 * one move in constant time, plus a walk along one line. Both follow the attack test of
 * attacks.ts (rays, jumps and the lion family's reach, hooks round a corner), so a move for
 * which `mayGiveCheck` is false leaves the enemy king unattacked. Engine-only code, kept out
 * of `GameState` so that bundles which never call it do not carry it.
 */
import { CELL_COL, CELL_ROW, DIR_DELTA, DIR_OPPOSITE, STRIDE } from "../geometry.js";
import { TYPE_COUNT } from "../pieces/registry.js";
import { jumpAttackIndex } from "./attacks.js";
import { CELL_MASK_WORDS, hasBit, markHookPaths, setBit } from "./cell-mask.js";
import { BLACK_BIT, TYPE_MASK, WALL } from "./cells.js";
import type { GeneratingState } from "./generation.js";
import { codeFrom, codeTo, codeVia } from "./move-code.js";

/** Int32 words of a check mask (a bitset over cells), see {@link writeCheckMask}. */
export const CHECK_MASK_WORDS = CELL_MASK_WORDS;

/**
 * Writes into `mask` (from word `offset`, {@link CHECK_MASK_WORDS} words) the cells whose
 * vacating could uncover an attack of the side to move on the enemy king, for
 * {@link mayGiveCheck}: on each of the king's eight lines, the first piece when the next one
 * beyond it is the side's own ray attacker that would reach the king; and the cells of the
 * corner paths of the side's hook movers and goblins to the king with at most three pieces
 * on them (the exposure mask's marking, state.ts).
 * Returns false, and leaves the mask alone, when the enemy has no king or it is attacked
 * already (every move then counts as one that may give check).
 */
export function writeCheckMask(state: GeneratingState, mask: Int32Array, offset: number): boolean {
  const us = state.turnIndex;
  const king = state.kingCell[us ^ 1] ?? -1;
  if (king < 0 || state.isAttacked(king, us)) return false;
  mask.fill(0, offset, offset + CHECK_MASK_WORDS);
  const board = state.board;
  const rayAttack = state.tables.rayAttack;
  const ownBit = BLACK_BIT << us;
  const base = us * TYPE_COUNT;
  for (let d = 0; d < 8; d++) {
    const delta = DIR_DELTA[d] ?? 0;
    let p = king + delta;
    let dist = 1;
    while (board[p] === 0) {
      p += delta;
      dist++;
    }
    if ((board[p] ?? WALL) === WALL) continue;
    const first = p;
    do {
      p += delta;
      dist++;
    } while (board[p] === 0);
    const c = board[p] ?? WALL;
    // The attacker moves towards the king: the direction opposite to d.
    if (c !== WALL && (c & ownBit) !== 0 && (rayAttack[(base + (c & TYPE_MASK)) * 8 + (DIR_OPPOSITE[d] ?? 0)] ?? 0) >= dist) {
      setBit(mask, offset, first);
    }
  }
  markHookPaths(state, us, king, mask, offset);
  return true;
}

/**
 * False only if the pseudo-legal move `m` of the side to move leaves the enemy king
 * unattacked, given the mask {@link writeCheckMask} wrote (and returned true for) in this
 * position: a move to an empty square without via captures, from a cell outside the mask,
 * whose piece on its destination reaches the king neither by a jump (or the lion family's
 * reach), nor by a ray over empty squares, nor (a hook mover or goblin) round a corner.
 * True for every other move (captures and passes included).
 */
export function mayGiveCheck(state: GeneratingState, m: number, mask: Int32Array, offset: number): boolean {
  const from = codeFrom(m);
  const to = codeTo(m);
  const board = state.board;
  if (from === to || codeVia(m) !== 0 || board[to] !== 0 || hasBit(mask, offset, from)) return true;
  const tables = state.tables;
  const type = (board[from] ?? 0) & TYPE_MASK;
  const us = state.turnIndex;
  const king = state.kingCell[us ^ 1] ?? -1;
  // The board still holds the mover on its origin. That changes no answer below: were the
  // origin on the line or corner path from the destination to the king, the mover would
  // attack the king from its origin already (its rays run along the lines it moves on).
  const hook = tables.hookKind[type] ?? 0;
  if (hook !== 0 && state.hookReaches(to, king, hook === 2)) return true;
  const ct = us * TYPE_COUNT + type;
  const jump = jumpAttackIndex(king - to);
  if (jump >= 0 && (((tables.jumpAttack[ct] ?? 0) >>> jump) & 1) !== 0) return true;
  const dr = (CELL_ROW[king] ?? 0) - (CELL_ROW[to] ?? 0);
  const dc = (CELL_COL[king] ?? 0) - (CELL_COL[to] ?? 0);
  if (dr !== 0 && dc !== 0 && dr !== dc && dr !== -dc) return false;
  const dist = Math.max(Math.abs(dr), Math.abs(dc));
  const d = directionOf(Math.sign(dr) * STRIDE + Math.sign(dc));
  if ((tables.rayAttack[ct * 8 + d] ?? 0) < dist) return false;
  const delta = DIR_DELTA[d] ?? 0;
  for (let p = to + delta; p !== king; p += delta) if (board[p] !== 0) return false;
  return true;
}

/** The absolute direction (0…7) whose one-step cell delta is `delta`. */
function directionOf(delta: number): number {
  for (let d = 0; d < 8; d++) if (DIR_DELTA[d] === delta) return d;
  return 0;
}
