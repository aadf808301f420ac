/**
 * {@link GameState}: the fast mutable game state of the engine subpath — board and history
 * (board-state.ts), attacks (attacks.ts), pseudo-legal generation (generation.ts) and the
 * repetition verdict (repetition.ts) — plus legal move generation, and the ways to create
 * and copy a state.
 */
import { DIR_DELTA, DIR_OPPOSITE, SQUARE_COUNT } from "../geometry.js";
import type { Setup } from "../dsfen.js";
import type { SetupError } from "../errors.js";
import type { RuleOptions } from "../options.js";
import { TYPE_COUNT, typeOfCode } from "../pieces/registry.js";
import { placementProblems } from "../setup-placement.js";
import { err, ok, type Result } from "../result.js";
import { STATUS_REPETITION_ILLEGAL } from "./board-state.js";
import { BLACK_BIT, TYPE_MASK, WALL, WHITE_BIT } from "./cells.js";
import { MoveEffects, applyEffectsToBoard, readMoveEffects, revertEffectsOnBoard } from "./effects.js";
import { codeFrom, codeTo, viaFirstCell, viaSecondCell } from "./move-code.js";
import { CELL_MASK_WORDS, hasBit, markHookPaths, setBit } from "./cell-mask.js";
import { RepetitionState } from "./repetition.js";

/** Int32 words of a king-exposure mask (a bitset over cells), see {@link GameState.writeExposureMask}. */
export const EXPOSURE_MASK_WORDS = CELL_MASK_WORDS;
/** The mask of {@link GameState.generateLegal}. */
const legalMask = new Int32Array(EXPOSURE_MASK_WORDS);
/** Scratch effects of the legality probe in {@link GameState.generateLegal}. */
const probe = new MoveEffects();

/** True if the move captures a hook mover (whose removal changes a hook list, not only the board). */
function capturesHookMover(e: MoveEffects, hookKind: Uint8Array): boolean {
  for (let i = 0; i < e.count; i++) if (hookKind[(e.pieces[i] ?? 0) & TYPE_MASK] !== 0) return true;
  return false;
}

/** Fast mutable game state. See the module documentation. */
export class GameState extends RepetitionState {
  private constructor(options: RuleOptions) {
    super(options);
  }

  /**
   * A state from a setup (the history starts here), or a {@link SetupError} for a piece code
   * the registry does not know or two kings of one side.
   */
  static fromSetup(setup: Setup, options: RuleOptions): Result<GameState, SetupError> {
    const problem = placementProblems(setup)[0];
    if (problem !== undefined) return err(problem);
    const state = new GameState(options);
    for (let sq = 0; sq < SQUARE_COUNT; sq++) {
      const p = setup.board[sq] ?? null;
      if (p !== null) state.setCell(sq, (p.color === "black" ? BLACK_BIT : WHITE_BIT) | typeOfCode(p.code));
    }
    state.resetHistory(setup.turn === "black" ? 0 : 1);
    return ok(state);
  }

  /** An exact copy (board, history, repetition filter): copies arrays, replays nothing, never changes this state. */
  clone(): GameState {
    const copy = new GameState(this.options);
    copy.copyFrom(this);
    return copy;
  }

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
    const masked = checkKing && this.writeExposureMask(legalMask, 0);
    const board = this.board;
    const hookKind = this.tables.hookKind;
    let w = start;
    for (let i = start; i < end; i++) {
      const m = out[i] ?? 0;
      const test = checkKing && (!masked || this.needsKingTest(m, legalMask, 0));
      if (!test && !repetition) {
        out[w++] = m;
        continue;
      }
      if (!repetition) {
        // The probe: the enemy's attacks depend on the board alone unless the move captures
        // one of their hook movers (their hook lists), so try the move on the board only.
        const e = readMoveEffects(board, m, probe);
        if (!capturesHookMover(e, hookKind)) {
          applyEffectsToBoard(board, e);
          const safe = !this.isAttacked(e.from === king ? e.to : king, them);
          revertEffectsOnBoard(board, e);
          if (safe) out[w++] = m;
          continue;
        }
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
   * Writes into `mask` (from word `offset`, {@link EXPOSURE_MASK_WORDS} words) the cells
   * whose vacating could expose the king of the side to move, for {@link needsKingTest}.
   * Returns false, and leaves the mask alone, when every move needs the test (the side to
   * move is in check) or none does (it has no king).
   *
   * The cells: on each of the king's eight lines, those up to the farthest enemy ray
   * attacker that would reach the king if the pieces before it were gone, looking at the
   * first four pieces only (a move empties at most three cells of a line: its origin and
   * two via captures; jumps and the lion family's reach ignore blockers); and the corner
   * paths of the enemy hook movers and goblins to the king with at most three pieces on them.
   */
  writeExposureMask(mask: Int32Array, offset: number): boolean {
    const us = this.turnIndex;
    const them = us ^ 1;
    const king = this.kingCell[us] ?? -1;
    if (king < 0 || this.isAttacked(king, them)) return false;
    mask.fill(0, offset, offset + EXPOSURE_MASK_WORDS);
    const board = this.board;
    const rayAttack = this.tables.rayAttack;
    const enemyBit = BLACK_BIT << them;
    const base = them * TYPE_COUNT;
    for (let d = 0; d < 8; d++) {
      const delta = DIR_DELTA[d] ?? 0;
      // The attacker moves in the opposite direction.
      const back = DIR_OPPOSITE[d] ?? 0;
      let reach = 0;
      let pieces = 0;
      let dist = 1;
      for (let p = king + delta; pieces < 4; p += delta, dist++) {
        const c = board[p] ?? WALL;
        if (c === WALL) break;
        if (c === 0) continue;
        pieces++;
        if ((c & enemyBit) !== 0 && (rayAttack[(base + (c & TYPE_MASK)) * 8 + back] ?? 0) >= dist) reach = dist;
      }
      for (let i = 1, p = king + delta; i <= reach; i++, p += delta) setBit(mask, offset, p);
    }
    // Hook movers and goblins: the cells of their corner paths to the king.
    markHookPaths(this, them, king, mask, offset);
    return true;
  }

  /**
   * True if the move `m` of the side to move could leave its king attacked, given the mask
   * {@link writeExposureMask} wrote for this position: a king move, or a move that empties
   * a masked cell (its origin, unless it ends there, or a via capture). A move for which
   * this is false is legal if it is pseudo-legal (repetition aside).
   */
  needsKingTest(m: number, mask: Int32Array, offset: number): boolean {
    const from = codeFrom(m);
    if (from === this.kingCell[this.turnIndex]) return true;
    if (from !== codeTo(m) && hasBit(mask, offset, from)) return true;
    const first = viaFirstCell(m);
    if (first === 0) return false;
    const second = viaSecondCell(m);
    return hasBit(mask, offset, first) || (second !== 0 && hasBit(mask, offset, second));
  }

  /** Counts the legal moves (for perft's last ply). */
  countLegal(buffer: Int32Array, offset: number): number {
    return this.generateLegal(buffer, offset) - offset;
  }
}
