/**
 * Pseudo-legal move generation into caller buffers (no allocation per move): rays, jumps,
 * the lion (§6.1), lion dog, furious fiend and great elephant (§6.2–6.4), hook movers and
 * goblins (§6.5, §6.6). Every distinct outcome (origin, final square, captures) once.
 */
import { CELLS, DIR_DELTA, DIR_OPPOSITE, PAD, SQUARE_COUNT, STRIDE } from "../geometry.js";
import { TYPE_COUNT } from "../pieces/registry.js";
import { AttackState } from "./attacks.js";
import { hookCornerPaths } from "./hook-paths.js";
import { BLACK_BIT, TYPE_MASK, WALL } from "./cells.js";
import { codeFrom, codeTo, codeVia, makeCode, viaBoth, viaFirstOnly, viaSecondOnly } from "./move-code.js";
import {
  LION_JUMP_DELTA,
  SPECIAL_FURIOUS_FIEND,
  SPECIAL_GOBLIN,
  SPECIAL_GREAT_ELEPHANT,
  SPECIAL_HOOK,
  SPECIAL_LION,
  SPECIAL_LIONDOG,
  type LionDogTable,
  type MoveTables,
} from "./tables.js";

/** The farthest {@link captureReach} for which {@link GeneratingState.generateCaptures} looks for a near enemy first. */
const MAX_NEAR_REACH = 3;

const reachCache = new WeakMap<MoveTables, Uint8Array>();

/** The Chebyshev length of a cell delta (a step, ray step or jump of the tables). */
function cheb(delta: number): number {
  const dr = Math.round(delta / STRIDE);
  return Math.max(Math.abs(dr), Math.abs(delta - dr * STRIDE));
}

/**
 * The farthest (Chebyshev distance) that each colour-type of `tables` can capture, every
 * leg and via capture included: its steps, ranges and jumps; 2 for the lion power, 3 for
 * the lion-dog lines; 16 (the whole board) for unlimited slides, the great elephant's slide
 * and hooks.
 */
export function captureReach(tables: MoveTables): Uint8Array {
  let reach = reachCache.get(tables);
  if (reach !== undefined) return reach;
  reach = new Uint8Array(2 * TYPE_COUNT);
  for (let ct = 0; ct < 2 * TYPE_COUNT; ct++) {
    let r = 0;
    for (let i = tables.rayStart[ct] ?? 0; i < (tables.rayStart[ct + 1] ?? 0); i++) r = Math.max(r, cheb(tables.rayDelta[i] ?? 0) * (tables.rayRange[i] ?? 0));
    for (let i = tables.jumpStart[ct] ?? 0; i < (tables.jumpStart[ct + 1] ?? 0); i++) r = Math.max(r, cheb(tables.jumpDelta[i] ?? 0));
    switch (tables.special[ct % TYPE_COUNT] ?? 0) {
      case SPECIAL_LION:
        r = Math.max(r, 2);
        break;
      case SPECIAL_LIONDOG:
      case SPECIAL_FURIOUS_FIEND:
        r = Math.max(r, 3);
        break;
      case SPECIAL_GREAT_ELEPHANT:
      case SPECIAL_HOOK:
      case SPECIAL_GOBLIN:
        r = 16;
        break;
      default:
        break;
    }
    reach[ct] = Math.min(r, 16);
  }
  reachCache.set(tables, reach);
  return reach;
}

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

/** Padded row and column of each cell. */
const CELL_ROW = Uint8Array.from({ length: CELLS }, (_, c) => Math.floor(c / STRIDE));
const CELL_COL = Uint8Array.from({ length: CELLS }, (_, c) => c % STRIDE);

/** True if the occupancy bits at `base` have a piece within Chebyshev distance `r` (≤ 3) of (row, col). */
function enemyNear(bits: Int32Array, base: number, row: number, col: number, r: number): boolean {
  // Padded rows and columns: row - r and col - r stay on the padding (PAD = 3), never below 0.
  const window = ((1 << (2 * r + 1)) - 1) << (col - r);
  for (let y = row - r; y <= row + r; y++) if (((bits[base + y] ?? 0) & window) !== 0) return true;
  return false;
}

/** Size of a move buffer that always suffices for one position. */
export const MAX_MOVES = 1 << 17;

// Scratch shared by all states (generation is single-threaded per agent).
let markStamp = 1;
const mark = new Uint32Array(CELLS);
const pieceScratch = new Int32Array(4096);

// Scratch of generateCapturesSince (its own marks: the hook generator it calls uses `mark`).
let affectedStamp = 0;
const affectedMark = new Uint32Array(CELLS);
const affectedCells = new Int32Array(CELLS);
/** The most plies {@link GeneratingState.generateCapturesSince} looks back over (5 changed cells a ply at most). */
const MAX_SINCE_PLIES = 16;
const changedScratch = new Int32Array(5 * MAX_SINCE_PLIES);
/** Corner paths of {@link GeneratingState.hookSees}. */
const hookCorners = new Int32Array(6);

/** {@link AttackState} with pseudo-legal move generation. */
export abstract class GeneratingState extends AttackState {
  /** {@link captureReach} and {@link jumpReach} of this state's tables, looked up once. */
  private readonly captureReaches = captureReach(this.tables);
  private readonly jumpReaches = jumpReach(this.tables);
  // ------------------------------------------------------------------------------------
  // Move generation

  /**
   * Writes the pseudo-legal moves of the side to move into `out` from index `n`; returns
   * the new end index. Every distinct outcome (origin, final square, captures) once.
   */
  generatePseudo(out: Int32Array, n: number): number {
    const board = this.board;
    const bits = this.rowBits;
    const base = this.turnIndex * STRIDE;
    for (let row = PAD; row < PAD + 17; row++) {
      // The side's pieces of this row, by occupancy bits, in column order.
      let b = bits[base + row] ?? 0;
      while (b !== 0) {
        const low = b & -b;
        b ^= low;
        const cell = row * STRIDE + 31 - Math.clz32(low);
        n = this.generatePiece(cell, board[cell] ?? 0, out, n);
      }
    }
    return n;
  }

  /**
   * Writes the pseudo-legal moves of the side to move that capture at least one piece
   * (for a quiescence search): the same moves as {@link generatePseudo} filtered to
   * captures, in the same order, without writing the quiet ones.
   */
  generateCaptures(out: Int32Array, n: number): number {
    return this.generateCapturesOf(this.turnIndex, out, n);
  }

  /**
   * {@link generateCaptures} for the pieces of colour `us` (0 Black, 1 White), whichever
   * side is to move: what that side could capture if it were its turn.
   */
  generateCapturesOf(us: number, out: Int32Array, n: number): number {
    const board = this.board;
    const bits = this.rowBits;
    const base = us * STRIDE;
    const enemyBase = (us ^ 1) * STRIDE;
    const reach = this.captureReaches;
    const colorBase = us === 0 ? 0 : TYPE_COUNT;
    for (let row = PAD; row < PAD + 17; row++) {
      let b = bits[base + row] ?? 0;
      if (b === 0) continue;
      // The columns with an enemy within 3 squares of this row (rows ±3, columns ±3).
      let e = 0;
      for (let y = row - MAX_NEAR_REACH; y <= row + MAX_NEAR_REACH; y++) e |= bits[enemyBase + y] ?? 0;
      e |= (e << 1) | (e >>> 1);
      e |= (e << 2) | (e >>> 2);
      while (b !== 0) {
        const low = b & -b;
        b ^= low;
        const col = 31 - Math.clz32(low);
        const cell = row * STRIDE + col;
        const c = board[cell] ?? 0;
        // A piece that captures only within a short distance and has no enemy that near captures nothing.
        const r = reach[colorBase + (c & TYPE_MASK)] ?? 0;
        if (r <= MAX_NEAR_REACH && ((e & low) === 0 || !enemyNear(bits, enemyBase, row, col, r))) continue;
        n = this.generatePieceCaptures(cell, c, out, n);
      }
    }
    return n;
  }

  /**
   * Writes what {@link generateCaptures} would write (the same moves in the same order),
   * derived from `prev[prevStart, prevEnd)`: what it wrote at ply `sincePly` of this
   * history, with the same side to move (so `ply - sincePly` is even, at most 16). Only the
   * pieces whose captures the plies since may have changed are generated again: those
   * standing on a cell a ply changed, those whose ray reaches such a cell (the first piece
   * along each line from it, within its range in that direction), the jumpers with such a
   * cell within the reach of their jumps, lion power or lion-dog lines, and the hook pieces
   * with such a cell on one of their hook paths. The other pieces' captures are copied from
   * `prev`, merged by origin in board order. Falls back to {@link generateCaptures} when
   * `sincePly` is out of reach. `prev` must not overlap the written range.
   */
  generateCapturesSince(prev: Int32Array, prevStart: number, prevEnd: number, sincePly: number, out: Int32Array, n: number): number {
    const plies = this.ply - sincePly;
    if (plies < 0 || plies > MAX_SINCE_PLIES || (plies & 1) !== 0) return this.generateCaptures(out, n);
    const board = this.board;
    const us = this.turnIndex;
    const own = BLACK_BIT << us;
    const rayAttack = this.tables.rayAttack;
    const ctBase = us * TYPE_COUNT;
    if (++affectedStamp === 0xffffffff) {
      affectedMark.fill(0);
      affectedStamp = 1;
    }
    const stamp = affectedStamp;
    let na = 0;
    let nc = 0;
    for (let k = sincePly + 1; k <= this.ply; k++) nc = this.changedCellsOfPly(k, changedScratch, nc);
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
    const reach = this.jumpReaches;
    const jumpers = us * SQUARE_COUNT;
    const jumperEnd = jumpers + (this.jumperCount[us] ?? 0);
    for (let k = jumpers; k < jumperEnd; k++) {
      const p = this.jumperCells[k] ?? 0;
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
      const last = first + (this.hookCount[list] ?? 0);
      for (let k = first; k < last; k++) {
        const p = this.hookCells[k] ?? 0;
        if (affectedMark[p] === stamp) continue;
        const diagonal = list === 2 * us + 1;
        for (let i = 0; i < nc; i++) {
          if (this.hookSees(p, changedScratch[i] ?? 0, diagonal)) {
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
      if (c !== WALL && (c & own) !== 0) n = this.generatePieceCaptures(cell, c, out, n);
    }
    for (; i < prevEnd; i++) {
      const m = prev[i] ?? 0;
      if (affectedMark[codeFrom(m)] !== stamp) out[n++] = m;
    }
    return n;
  }

  /**
   * Writes the pseudo-legal moves of the piece `c` standing on `cell` that capture at least
   * one piece: the captures of {@link generatePiece}, in the same order.
   */
  generatePieceCaptures(cell: number, c: number, out: Int32Array, n: number): number {
    const board = this.board;
    const t = this.tables;
    const own = c & WALL;
    const ct = (own === BLACK_BIT ? 0 : TYPE_COUNT) + (c & TYPE_MASK);
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
        if ((q & own) === 0) out[n++] = makeCode(cell, p, 0);
        break;
      }
    }
    const jumpEnd = t.jumpStart[ct + 1] ?? 0;
    for (let j = t.jumpStart[ct] ?? 0; j < jumpEnd; j++) {
      const p = cell + (t.jumpDelta[j] ?? 0);
      const q = board[p] ?? WALL;
      if (q !== 0 && (q & own) === 0) out[n++] = makeCode(cell, p, 0);
    }
    const special = t.special[c & TYPE_MASK] ?? 0;
    if (special === 0) return n;
    switch (special) {
      case SPECIAL_LION:
        return this.lionCaptures(cell, own, out, n);
      case SPECIAL_FURIOUS_FIEND:
        n = this.lionCaptures(cell, own, out, n);
        return this.lionDogLineCaptures(cell, own, ct, this.ldFiend, out, n);
      case SPECIAL_LIONDOG:
      case SPECIAL_GREAT_ELEPHANT:
        return this.lionDogLineCaptures(cell, own, ct, this.ldFull, out, n);
      case SPECIAL_HOOK:
      case SPECIAL_GOBLIN:
        return this.hookCaptures(cell, own, ct, out, n);
      default:
        return n;
    }
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
          out[n++] = makeCode(cell, p, 0);
          p += delta;
          continue;
        }
        if ((q & own) === 0) out[n++] = makeCode(cell, p, 0);
        break;
      }
    }
    // Jumps.
    const jumpEnd = t.jumpStart[ct + 1] ?? 0;
    for (let j = t.jumpStart[ct] ?? 0; j < jumpEnd; j++) {
      const p = cell + (t.jumpDelta[j] ?? 0);
      if (((board[p] ?? WALL) & own) === 0) out[n++] = makeCode(cell, p, 0);
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
        out[n++] = makeCode(cell, s1, 0);
        continue;
      }
      if ((q1 & own) !== 0) continue;
      // Enemy on S1: capture and stop, igui, or capture and step on.
      const via1 = viaFirstOnly(d);
      out[n++] = makeCode(cell, s1, 0);
      out[n++] = makeCode(cell, cell, via1);
      for (let d2 = 0; d2 < 8; d2++) {
        const s2 = s1 + (DIR_DELTA[d2] ?? 0);
        if (s2 === cell) continue;
        if (((board[s2] ?? WALL) & own) === 0) out[n++] = makeCode(cell, s2, via1);
      }
    }
    for (let j = 0; j < 16; j++) {
      const s2 = cell + (LION_JUMP_DELTA[j] ?? 0);
      if (((board[s2] ?? WALL) & own) === 0) out[n++] = makeCode(cell, s2, 0);
    }
    if (withPass && canPass) out[n++] = makeCode(cell, cell, 0);
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
        const via = pattern === 0 ? 0 : pattern === 1 ? viaFirstOnly(d) : pattern === 2 ? viaSecondOnly(d) : viaBoth(d);
        out[n++] = makeCode(cell, cell + (e & 3) * delta, via);
      }
      let range = t.ldSlide[i] ?? 0;
      if (range > 3 && s1 === 0 && s2 === 0 && s3 === 0) {
        range -= 3;
        let p = cell + 4 * delta;
        while (range-- > 0) {
          const q = board[p] ?? WALL;
          if (q === 0) {
            out[n++] = makeCode(cell, p, 0);
            p += delta;
            continue;
          }
          if ((q & own) === 0) out[n++] = makeCode(cell, p, 0);
          break;
        }
      }
    }
    if (withPass && canPass) out[n++] = makeCode(cell, cell, 0);
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
              out[n++] = makeCode(cell, p, 0);
            }
            if (q !== 0) break;
          }
        }
      }
    }
    return n;
  }


  /** The captures of {@link generateLion}, in its order (an enemy on S1 makes all its outcomes captures). */
  private lionCaptures(cell: number, own: number, out: Int32Array, n: number): number {
    const board = this.board;
    for (let d = 0; d < 8; d++) {
      const s1 = cell + (DIR_DELTA[d] ?? 0);
      const q1 = board[s1] ?? WALL;
      if (q1 === 0 || (q1 & own) !== 0) continue;
      const via1 = viaFirstOnly(d);
      out[n++] = makeCode(cell, s1, 0);
      out[n++] = makeCode(cell, cell, via1);
      for (let d2 = 0; d2 < 8; d2++) {
        const s2 = s1 + (DIR_DELTA[d2] ?? 0);
        if (s2 === cell) continue;
        if (((board[s2] ?? WALL) & own) === 0) out[n++] = makeCode(cell, s2, via1);
      }
    }
    for (let j = 0; j < 16; j++) {
      const s2 = cell + (LION_JUMP_DELTA[j] ?? 0);
      const q = board[s2] ?? WALL;
      if (q !== 0 && (q & own) === 0) out[n++] = makeCode(cell, s2, 0);
    }
    return n;
  }

  /**
   * The captures of {@link generateLionDogLines}, in its order: outcomes with a via capture
   * or ending on an enemy, and the end of a great elephant's long slide when it is an enemy.
   */
  private lionDogLineCaptures(cell: number, own: number, ct: number, table: LionDogTable, out: Int32Array, n: number): number {
    const board = this.board;
    const t = this.tables;
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
      const status = s1 * 9 + s2 * 3 + s3;
      if (status !== 0) {
        // Bit k set: the square at distance k holds an enemy.
        const enemyAt = (s1 === 1 ? 2 : 0) | (s2 === 1 ? 4 : 0) | (s3 === 1 ? 8 : 0);
        const oEnd = table.start[status + 1] ?? 0;
        for (let o = table.start[status] ?? 0; o < oEnd; o++) {
          const e = table.outcomes[o] ?? 0;
          const pattern = e >> 2;
          const dist = e & 3;
          if (pattern === 0 && ((enemyAt >> dist) & 1) === 0) continue;
          const via = pattern === 0 ? 0 : pattern === 1 ? viaFirstOnly(d) : pattern === 2 ? viaSecondOnly(d) : viaBoth(d);
          out[n++] = makeCode(cell, cell + dist * delta, via);
        }
        continue;
      }
      let range = (t.ldSlide[i] ?? 0) - 3;
      let p = cell + 4 * delta;
      while (range-- > 0) {
        const q = board[p] ?? WALL;
        if (q === 0) {
          p += delta;
          continue;
        }
        if ((q & own) === 0) out[n++] = makeCode(cell, p, 0);
        break;
      }
    }
    return n;
  }

  /**
   * True if cell `s` lies on a path that {@link hookCaptures} walks for the hook piece on
   * `cell` (`diagonal` for a goblin's hooks) round a corner: turned at an empty corner of a
   * clear first leg, up to and including the second leg's first piece. (A first leg lies
   * on one of the piece's rays, which its unlimited slides cover.)
   */
  private hookSees(cell: number, s: number, diagonal: boolean): boolean {
    const paths = hookCornerPaths(cell, s, diagonal, hookCorners);
    for (let k = 0; k < paths; k++) {
      if (this.hookPath(cell, hookCorners[3 * k] ?? 0, s, hookCorners[3 * k + 1] ?? 0, hookCorners[3 * k + 2] ?? 0)) return true;
    }
    return false;
  }

  /** The captures of {@link generateHooks}, in its order: hook paths that end on an enemy, each destination once. */
  private hookCaptures(cell: number, own: number, ct: number, out: Int32Array, n: number): number {
    const board = this.board;
    const t = this.tables;
    const stamp = ++markStamp;
    const end = t.hookStart[ct + 1] ?? 0;
    for (let i = t.hookStart[ct] ?? 0; i < end; i++) {
      const d1 = t.hookDir[i] ?? 0;
      const delta1 = DIR_DELTA[d1] ?? 0;
      const perpA = d1 < 2 ? 2 : d1 < 4 ? 0 : d1 === 4 || d1 === 7 ? 5 : 4;
      const perpB = d1 < 2 ? 3 : d1 < 4 ? 1 : d1 === 4 || d1 === 7 ? 6 : 7;
      for (let corner = cell + delta1; board[corner] === 0; corner += delta1) {
        for (let k = 0; k < 2; k++) {
          const delta2 = DIR_DELTA[k === 0 ? perpA : perpB] ?? 0;
          let p = corner + delta2;
          let q = board[p] ?? WALL;
          while (q === 0) {
            p += delta2;
            q = board[p] ?? WALL;
          }
          if ((q & own) === 0 && mark[p] !== stamp) {
            mark[p] = stamp;
            out[n++] = makeCode(cell, p, 0);
          }
        }
      }
    }
    return n;
  }

  /**
   * True if {@link generatePiece} of the piece `c` on `cell` writes the move `m` (for a move
   * that may come from another position: a hash move, a killer). A piece without a special
   * power and a move without via cells is answered from the tables (a ray in range with a
   * clear path, or a jump, onto a cell without an own piece); others by generating.
   */
  generatesMove(cell: number, c: number, m: number): boolean {
    if (codeFrom(m) !== cell) return false;
    const t = this.tables;
    const to = codeTo(m);
    if ((t.special[c & TYPE_MASK] ?? 0) !== 0 || codeVia(m) !== 0 || to === cell) {
      const end = this.generatePiece(cell, c, pieceScratch, 0);
      for (let i = 0; i < end; i++) if (pieceScratch[i] === m) return true;
      return false;
    }
    const board = this.board;
    const own = c & WALL;
    if (((board[to] ?? WALL) & own) !== 0) return false;
    const ct = (own === BLACK_BIT ? 0 : TYPE_COUNT) + (c & TYPE_MASK);
    const jumpEnd = t.jumpStart[ct + 1] ?? 0;
    for (let j = t.jumpStart[ct] ?? 0; j < jumpEnd; j++) if (cell + (t.jumpDelta[j] ?? 0) === to) return true;
    const dr = (CELL_ROW[to] ?? 0) - (CELL_ROW[cell] ?? 0);
    const dc = (CELL_COL[to] ?? 0) - (CELL_COL[cell] ?? 0);
    if (dr !== 0 && dc !== 0 && dr !== dc && dr !== -dc) return false;
    const dist = dr === 0 ? (dc < 0 ? -dc : dc) : dr < 0 ? -dr : dr;
    const delta = (to - cell) / dist;
    const rayEnd = t.rayStart[ct + 1] ?? 0;
    for (let r = t.rayStart[ct] ?? 0; r < rayEnd; r++) {
      if (t.rayDelta[r] !== delta) continue;
      if ((t.rayRange[r] ?? 0) < dist) return false;
      for (let p = cell + delta; p !== to; p += delta) if (board[p] !== 0) return false;
      return true;
    }
    return false;
  }

  /** True if the piece on `cell` could capture at least one enemy piece (pseudo-legally). */
  pieceAttacksSomething(cell: number): boolean {
    const c = this.board[cell] ?? 0;
    if (c === 0 || c === WALL) return false;
    const n = this.generatePiece(cell, c, pieceScratch, 0);
    const own = c & WALL;
    for (let i = 0; i < n; i++) {
      const m = pieceScratch[i] ?? 0;
      if (codeVia(m) !== 0) return true;
      const q = this.board[codeTo(m)] ?? 0;
      if (q !== 0 && (q & own) === 0) return true;
    }
    return false;
  }
}
