/**
 * The main search below the root: principal variation search with the transposition table,
 * mate distance pruning, reverse futility, razoring, null move, the hash move before any
 * generation, staged move picking, futility, late-move and SEE pruning, late-move
 * reductions and the check extension (docs/engine.md, *Search*).
 */
import {
  STATUS_KING_CAPTURED,
  STATUS_REPETITION_DRAW,
  STATUS_REPETITION_ILLEGAL,
} from "@daidai/core/engine";
import { BAD_CAPTURE_BASE, BAD_CAPTURE_LIMIT, CAPTURE_SCORE, KILLER_SCORE, MAX_PLY } from "./move-order.js";
import { QuiescenceSearch } from "./quiescence.js";
import { INFINITE, MATE, MATE_BOUND, fromTable, toTable } from "./scores.js";
import { MASK_NONE } from "./state.js";
import { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER } from "./tt.js";

/** Returned by searchChild for a pseudo-legal move that is not legal. */
export const ILLEGAL = 0x40000000;
/** Returned by searchChild for a move pruned after making it (it gives no check). */
const PRUNED = 0x40000001;
// Selectivity (docs/engine.md): depth limits and margins in cp.
const RFP_DEPTH = 6;
const RFP_MARGIN = 100;
const RAZOR_DEPTH = 2;
const RAZOR_MARGIN = 350;
const FUTILITY_DEPTH = 3;
const FUTILITY_BASE = 100;
const FUTILITY_MARGIN = 150;
const LMP_DEPTH = 5;
const LMP_BASE = 6;
const SEE_PRUNE_DEPTH = 4;
const SEE_PRUNE_MARGIN = 150;

/** Principal variation search below the root. */
export abstract class AlphaBetaSearch extends QuiescenceSearch {
  /**
   * Makes `m` at `ply`, searches the child (PVS with reductions) and unmakes it. Returns
   * the score from the mover's point of view.
   */
  protected searchChild(
    m: number,
    ply: number,
    depth: number,
    alpha: number,
    beta: number,
    index: number,
    lmrReduction: number,
    prunable = false,
  ): number {
    const pos = this.pos;
    const delta = this.evaluator.moveDelta(pos.board, m);
    const leadDelta = this.evaluator.materialDelta;
    const irreversible = this.evaluator.captures !== 0;
    const us = pos.turnIndex;
    const kingTest = this.legalMode && this.kingTestNeeded(m, ply);
    pos.makeMove(m);
    const status = pos.lastStatus();
    const terminal = status === STATUS_KING_CAPTURED || status === STATUS_REPETITION_DRAW;
    const childCheck = !terminal && status !== STATUS_REPETITION_ILLEGAL && pos.inCheck();
    // A pruned quiet move is still searched when it gives check (it is not counted as a node);
    // one that gives no check is dropped before its legality is tested.
    if (prunable && !terminal && !childCheck) {
      pos.unmakeMove();
      return PRUNED;
    }
    // Moves come from the pseudo-legal generator: reject those core's legal generator would.
    if (status === STATUS_REPETITION_ILLEGAL || (kingTest && this.exposed(us))) {
      pos.unmakeMove();
      return ILLEGAL;
    }
    this.nodes++;
    this.inc[ply + 1] = (this.inc[ply] ?? 0) + delta;
    this.lead[ply + 1] = (this.lead[ply] ?? 0) + leadDelta;
    this.pvLength[ply + 1] = ply + 1;
    let score: number;
    if (status === STATUS_KING_CAPTURED) score = MATE - (ply + 1);
    else if (status === STATUS_REPETITION_DRAW) score = this.drawScore(ply);
    else if (this.repetition.moveMade(pos, ply, irreversible, childCheck)) score = this.drawScore(ply);
    else {
      const ext = childCheck && ply < 2 * this.rootDepth ? 1 : 0;
      const newDepth = depth - 1 + ext;
      if (index === 0) {
        score = -this.alphaBeta(newDepth, ply + 1, -beta, -alpha, childCheck);
      } else {
        // Never below 0: at newDepth 0 a negative "reduction" would search a late move one ply deeper.
        const reduction = this.useLmr && !childCheck ? Math.max(0, Math.min(lmrReduction, newDepth - 1)) : 0;
        score = -this.alphaBeta(newDepth - reduction, ply + 1, -alpha - 1, -alpha, childCheck);
        if (score > alpha && reduction > 0 && !this.stopped) score = -this.alphaBeta(newDepth, ply + 1, -alpha - 1, -alpha, childCheck);
        if (score > alpha && score < beta && !this.stopped) score = -this.alphaBeta(newDepth, ply + 1, -beta, -alpha, childCheck);
      }
    }
    pos.unmakeMove();
    return score;
  }

  protected alphaBeta(depth: number, ply: number, alpha: number, beta: number, inCheck: boolean): number {
    this.pvLength[ply] = ply;
    this.maskState[ply] = MASK_NONE;
    this.checkMaskState[ply] = MASK_NONE;
    if (depth <= 0 && !inCheck) return this.quiesce(ply, alpha, beta, NaN, false);
    if (depth < 1) depth = 1;
    if (this.checkStop()) return 0;
    if (ply > this.seldepth) this.seldepth = ply;
    if (ply >= MAX_PLY - 1) return this.evaluate(ply);
    const pos = this.pos;
    const pvNode = beta - alpha > 1;

    // Mate distance pruning.
    const mateAlpha = Math.max(alpha, -MATE + ply);
    const mateBeta = Math.min(beta, MATE - ply - 1);
    if (mateAlpha >= mateBeta) return mateAlpha;

    const keyLo = pos.hashLo;
    const keyHi = pos.hashHi;
    const tt = this.tt;
    let ttMove = 0;
    const slot = tt.probe(keyLo, keyHi);
    if (slot >= 0) {
      ttMove = tt.move(slot);
      if (!pvNode && tt.depth(slot) >= depth) {
        const s = fromTable(tt.score(slot), ply);
        const bound = tt.bound(slot);
        if (bound === BOUND_EXACT || (bound === BOUND_LOWER && s >= beta) || (bound === BOUND_UPPER && s <= alpha)) return s;
      }
    }

    // Static evaluation (cached) for the pruning decisions; none when in check.
    const staticEval = inCheck ? -INFINITE : this.evaluate(ply);
    this.evalStack[ply] = staticEval;
    const improving = !inCheck && (ply < 2 || staticEval > (this.evalStack[ply - 2] ?? -INFINITE));

    if (!pvNode && !inCheck && Math.abs(beta) < MATE_BOUND) {
      // Reverse futility: far above beta at low depth, the opponent will not get back.
      if (depth <= RFP_DEPTH && staticEval - RFP_MARGIN * (improving ? depth - 1 : depth) >= beta) return staticEval;
      // Razoring: far below alpha, only captures can save the node.
      if (depth <= RAZOR_DEPTH && staticEval + RAZOR_MARGIN * depth <= alpha) {
        const q = this.quiesce(ply, alpha, alpha + 1, NaN, false);
        if (this.stopped) return 0;
        if (q <= alpha) return q;
      }
    }

    // Null move: let the opponent move twice; if we still fail high, prune.
    if (this.useNull && !pvNode && !inCheck && depth >= 3 && staticEval >= beta && this.nullParity === 0 && Math.abs(beta) < MATE_BOUND) {
      const r = 2 + (depth >= 7 ? 1 : 0) + (staticEval - beta >= 200 ? 1 : 0);
      pos.makeNullMove();
      this.repetition.nullMove(pos, ply);
      this.nullParity = 1;
      this.inc[ply + 1] = this.inc[ply] ?? 0;
      this.lead[ply + 1] = this.lead[ply] ?? 0;
      this.order.tops[ply + 1] = this.order.tops[ply] ?? 0;
      this.evalStack[ply + 1] = -INFINITE;
      const s = -this.alphaBeta(depth - 1 - r, ply + 1, -beta, -beta + 1, pos.inCheck());
      pos.unmakeNullMove();
      this.nullParity = 0;
      if (this.stopped) return 0;
      if (s >= beta) return s >= MATE_BOUND ? beta : s;
    }

    const start = this.order.tops[ply] ?? 0;
    if (this.order.full(start)) return this.evaluate(ply);
    let best = -INFINITE;
    let bestMove = 0;
    const alpha0 = alpha;
    let searched = 0;
    let quiets = 0;
    const counterIndex = this.counterIndex();

    // The hash move first, before the other moves are generated: a cutoff saves generating
    // and ordering them. It is searched only if its piece's own generator produces it.
    let hashDone = false;
    if (ttMove !== 0 && this.order.generatesMove(ttMove, ply, start)) {
      hashDone = true;
      const quiet = this.evaluator.captureGain(pos.board, ttMove) === 0;
      if (quiet) quiets++;
      const score = this.searchChild(ttMove, ply, depth, alpha, beta, 0, 0);
      if (this.stopped) return 0;
      if (score !== ILLEGAL) {
        searched = 1;
        best = score;
        bestMove = ttMove;
        if (score > alpha) {
          alpha = score;
          this.updatePv(ply, ttMove);
          if (score >= beta) {
            if (quiet) this.rewardQuiet(ttMove, ply, depth, counterIndex);
            tt.store(keyLo, keyHi, ttMove, toTable(best, ply), depth, BOUND_LOWER);
            return best;
          }
        }
      }
    }

    // The other moves in stages (see nextMove): most cut nodes never generate the quiet moves.
    const order = this.order;
    order.begin(
      ply,
      start,
      hashDone ? ttMove : 0,
      this.killers[2 * ply] ?? 0,
      this.killers[2 * ply + 1] ?? 0,
      counterIndex >= 0 ? (this.counter[counterIndex] ?? 0) : 0,
    );

    const selective = !pvNode && !inCheck;
    const futile = selective && depth <= FUTILITY_DEPTH && staticEval + FUTILITY_BASE + FUTILITY_MARGIN * depth <= alpha;
    const lateQuiets = selective && depth <= LMP_DEPTH ? (improving ? LMP_BASE + 2 * depth * depth : LMP_BASE + depth * depth) : Infinity;
    for (;;) {
      const m = order.next(ply);
      if (m === 0) break;
      const score0 = order.pickedScore;
      const refutation = score0 >= KILLER_SCORE - 2 && score0 <= KILLER_SCORE;
      const badCapture = score0 < BAD_CAPTURE_LIMIT;
      const quiet = !badCapture && score0 < CAPTURE_SCORE;
      let prunable = false;
      if (searched > 0 && best > -MATE_BOUND) {
        // Futility and late-move pruning of quiet moves; losing captures at low depth.
        prunable = quiet && !refutation && (futile || quiets >= lateQuiets);
        // A move that cannot give check is pruned without making it.
        if (prunable && !this.mayCheck(m, ply)) {
          quiets++;
          if (this.checkStop()) return 0;
          continue;
        }
        if (badCapture && selective && depth <= SEE_PRUNE_DEPTH && score0 - BAD_CAPTURE_BASE < -SEE_PRUNE_MARGIN * depth && !this.mayCheck(m, ply)) continue;
      }
      if (quiet) quiets++;
      let reduction = 0;
      if (depth >= 3 && searched >= (pvNode ? 3 : 2) && (quiet || badCapture)) {
        reduction = this.lmr(depth, searched);
        if (pvNode) reduction--;
        if (refutation) reduction--;
        if (!improving) reduction++;
        if (badCapture) reduction--;
        if (reduction < 0) reduction = 0;
      }
      const score = this.searchChild(m, ply, depth, alpha, beta, searched, reduction, prunable);
      if (score === ILLEGAL) continue;
      if (score === PRUNED) {
        if (this.checkStop()) return 0;
        continue;
      }
      searched++;
      if (this.stopped) return 0;
      if (score > best) {
        best = score;
        bestMove = m;
        if (score > alpha) {
          alpha = score;
          this.updatePv(ply, m);
          if (score >= beta) {
            if (this.evaluator.captureGain(pos.board, m) === 0) this.rewardQuiet(m, ply, depth, counterIndex);
            break;
          }
        }
      }
    }
    // No legal move (futility skips nothing before the first legal move): checkmate or
    // stalemate, both lose (rules.md §9).
    if (searched === 0) return -MATE + ply;
    const bound = best >= beta ? BOUND_LOWER : best > alpha0 ? BOUND_EXACT : BOUND_UPPER;
    tt.store(keyLo, keyHi, bestMove, toTable(best, ply), depth, bound);
    return best;
  }
}
