/**
 * Captures derived from an earlier list of the same side (for a search, which meets a
 * position two plies after one whose captures it has generated): only the pieces whose
 * captures the plies since may have changed are generated again. Engine-only code, kept
 * out of `GeneratingState` so that bundles which never call it do not carry it.
 */
import { CELLS, CELL_COL, CELL_ROW, DIR_DELTA, DIR_OPPOSITE, SQUARE_COUNT } from "../geometry.js";
import { TYPE_COUNT } from "../pieces/registry.js";
import { BLACK_BIT, TYPE_MASK, WALL } from "./cells.js";
import { cheb, type GeneratingState } from "./generation.js";
import { codeFrom } from "./move-code.js";
import { SPECIAL_FURIOUS_FIEND, SPECIAL_LION, type MoveTables } from "./tables.js";

// Scratch (its own marks: the generators it calls use generation.ts's).
let affectedStamp = 0;
const affectedMark = new Uint32Array(CELLS);
const affectedCells = new Int32Array(CELLS);
/** The most plies {@link generateCapturesSince} looks back over (5 changed cells a ply at most). */
const MAX_SINCE_PLIES = 16;
const changedScratch = new Int32Array(5 * MAX_SINCE_PLIES);

const jumpReachCache = new WeakMap<MoveTables, Uint8Array>();

/**
 * For each colour-type of `tables`: how far (Chebyshev distance) the captures that are not
 * along its rays reach — jumps, the lion power (2), lion-dog lines (3) — or 0 for none.
 * Beyond that distance such a piece captures only along rays through empty squares.
 */
function jumpReach(tables: MoveTables): Uint8Array {
  let reach = jumpReachCache.get(tables);
  if (reach !== undefined) return reach;
  reach = new Uint8Array(2 * TYPE_COUNT);
  for (let ct = 0; ct < 2 * TYPE_COUNT; ct++) {
    let r = 0;
    for (let i = tables.jumpStart[ct] ?? 0; i < (tables.jumpStart[ct + 1] ?? 0); i++) r = Math.max(r, cheb(tables.jumpDelta[i] ?? 0));
    const special = tables.special[ct % TYPE_COUNT] ?? 0;
    if (special === SPECIAL_LION || special === SPECIAL_FURIOUS_FIEND) r = Math.max(r, 2);
    if ((tables.ldStart[ct + 1] ?? 0) > (tables.ldStart[ct] ?? 0)) r = Math.max(r, 3);
    reach[ct] = r;
  }
  jumpReachCache.set(tables, reach);
  return reach;
}

let lastTables: MoveTables | undefined;
let lastJumpReach: Uint8Array = new Uint8Array(0);

/** {@link jumpReach} of `tables`, remembered for the last tables asked (one rule set at a time in practice). */
function jumpReaches(tables: MoveTables): Uint8Array {
  if (tables !== lastTables) {
    lastJumpReach = jumpReach(tables);
    lastTables = tables;
  }
  return lastJumpReach;
}

/**
 * Writes what `state.generateCaptures` would write (the same moves in the same order),
 * derived from `prev[prevStart, prevEnd)`: what it wrote at ply `sincePly` of this
 * history, with the same side to move (so `ply - sincePly` is even, at most 16). Only the
 * pieces whose captures the plies since may have changed are generated again: those
 * standing on a cell a ply changed, those whose ray reaches such a cell (the first piece
 * along each line from it, within its range in that direction), the jumpers with such a
 * cell within the reach of their jumps, lion power or lion-dog lines, and the hook pieces
 * with such a cell on one of their hook paths. The other pieces' captures are copied from
 * `prev`, merged by origin in board order. Falls back to `state.generateCaptures` when
 * `sincePly` is out of reach. `prev` must not overlap the written range.
 */
export function generateCapturesSince(
  state: GeneratingState,
  prev: Int32Array,
  prevStart: number,
  prevEnd: number,
  sincePly: number,
  out: Int32Array,
  n: number,
): number {
  const plies = state.ply - sincePly;
  if (plies < 0 || plies > MAX_SINCE_PLIES || (plies & 1) !== 0) return state.generateCaptures(out, n);
  const board = state.board;
  const us = state.turnIndex;
  const own = BLACK_BIT << us;
  const rayAttack = state.tables.rayAttack;
  const ctBase = us * TYPE_COUNT;
  if (++affectedStamp === 0xffffffff) {
    affectedMark.fill(0);
    affectedStamp = 1;
  }
  const stamp = affectedStamp;
  let na = 0;
  let nc = 0;
  for (let k = sincePly + 1; k <= state.ply; k++) nc = state.changedCellsOfPly(k, changedScratch, nc);
  // Each changed cell once.
  let unique = 0;
  for (let i = 0; i < nc; i++) {
    const s = changedScratch[i] ?? 0;
    let seen = false;
    for (let j = 0; j < unique && !seen; j++) seen = changedScratch[j] === s;
    if (!seen) changedScratch[unique++] = s;
  }
  nc = unique;
  for (let i = 0; i < nc; i++) {
    const s = changedScratch[i] ?? 0;
    if (affectedMark[s] !== stamp) {
      affectedMark[s] = stamp;
      affectedCells[na++] = s;
    }
    // The first piece along each line from s: ours, with a ray back through s in range.
    for (let d = 0; d < 8; d++) {
      const delta = DIR_DELTA[d] ?? 0;
      let p = s + delta;
      let dist = 1;
      while (board[p] === 0) {
        p += delta;
        dist++;
      }
      const q = board[p] ?? WALL;
      if ((q & own) === 0 || q === WALL || affectedMark[p] === stamp) continue;
      if ((rayAttack[(ctBase + (q & TYPE_MASK)) * 8 + (DIR_OPPOSITE[d] ?? 0)] ?? 0) < dist) continue;
      affectedMark[p] = stamp;
      affectedCells[na++] = p;
    }
  }
  // A jumper's other captures reach a few squares: it is generated again when a changed cell is that near.
  const reach = jumpReaches(state.tables);
  const jumpers = us * SQUARE_COUNT;
  const jumperEnd = jumpers + (state.jumperCount[us] ?? 0);
  for (let k = jumpers; k < jumperEnd; k++) {
    const p = state.jumperCells[k] ?? 0;
    if (affectedMark[p] === stamp) continue;
    const r = reach[ctBase + ((board[p] ?? 0) & TYPE_MASK)] ?? 0;
    const row = CELL_ROW[p] ?? 0;
    const col = CELL_COL[p] ?? 0;
    for (let i = 0; i < nc; i++) {
      const s = changedScratch[i] ?? 0;
      if (Math.abs((CELL_ROW[s] ?? 0) - row) <= r && Math.abs((CELL_COL[s] ?? 0) - col) <= r) {
        affectedMark[p] = stamp;
        affectedCells[na++] = p;
        break;
      }
    }
  }
  // A hook piece (list 2·us: hook movers, 2·us + 1: goblins): when a changed cell lies on one of its hook paths.
  for (let list = 2 * us; list < 2 * us + 2; list++) {
    const first = list * SQUARE_COUNT;
    const last = first + (state.hookCount[list] ?? 0);
    for (let k = first; k < last; k++) {
      const p = state.hookCells[k] ?? 0;
      if (affectedMark[p] === stamp) continue;
      const diagonal = list === 2 * us + 1;
      for (let i = 0; i < nc; i++) {
        if (state.hookReaches(p, changedScratch[i] ?? 0, diagonal)) {
          affectedMark[p] = stamp;
          affectedCells[na++] = p;
          break;
        }
      }
    }
  }
  // Board order (insertion sort: a few dozen cells at most).
  for (let i = 1; i < na; i++) {
    const v = affectedCells[i] ?? 0;
    let j = i - 1;
    while (j >= 0 && (affectedCells[j] ?? 0) > v) {
      affectedCells[j + 1] = affectedCells[j] ?? 0;
      j--;
    }
    affectedCells[j + 1] = v;
  }
  let i = prevStart;
  for (let a = 0; a < na; a++) {
    const cell = affectedCells[a] ?? 0;
    for (; i < prevEnd; i++) {
      const m = prev[i] ?? 0;
      const from = codeFrom(m);
      if (from > cell) break;
      if (affectedMark[from] !== stamp) out[n++] = m;
    }
    const c = board[cell] ?? 0;
    if (c !== WALL && (c & own) !== 0) n = state.generatePieceCaptures(cell, c, out, n);
  }
  for (; i < prevEnd; i++) {
    const m = prev[i] ?? 0;
    if (affectedMark[codeFrom(m)] !== stamp) out[n++] = m;
  }
  return n;
}
