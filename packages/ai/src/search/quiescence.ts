/**
 * Quiescence search over every capture form: stand-pat, delta pruning, captures that lose by
 * static exchange evaluation dropped, lazy and frozen scanned terms; in check, every evasion
 * is searched and having none is mate.
 */
import { STATUS_KING_CAPTURED, STATUS_REPETITION_DRAW, STATUS_REPETITION_ILLEGAL, TYPE_MASK, codeFrom } from "@daidai/core/engine";
import { boundScore, clampEval } from "../evaluation/evaluator.js";
import { MAX_PLY } from "./move-order.js";
import { MATE } from "./scores.js";
import { MASK_NONE, SearchState } from "./state.js";

/** Margin (cp) beyond which quiescence skips the scanned evaluation terms. */
const LAZY_MARGIN = 250;

/** The quiescence search (the leaves of {@link AlphaBetaSearch}). */
export abstract class QuiescenceSearch extends SearchState {
  /**
   * Quiescence search. `frozen` is the scanned evaluation (Black's view) of the first
   * quiescence node, reused below it (captures change mobility and king safety little), or
   * NaN at that first node. In check there is no stand-pat: every evasion is searched.
   * Otherwise the captures that lose material by SEE are skipped. `inCheck`: whether the side
   * to move is in check, when the caller knows (undefined: tested here).
   */
  protected quiesce(ply: number, alpha: number, beta: number, frozen: number, inCheck: boolean | undefined): number {
    this.pvLength[ply] = ply;
    this.maskState[ply] = MASK_NONE;
    if (this.checkStop()) return 0;
    if (ply > this.seldepth) this.seldepth = ply;
    const pos = this.pos;
    if (ply < MAX_PLY - 1 && (inCheck ?? pos.inCheck())) return this.evasions(ply, alpha, beta, frozen);
    const white = pos.turnIndex === 1;
    const tempo = this.evaluator.tempo;
    const inc = this.inc[ply] ?? 0;
    const quick = boundScore(white ? -inc : inc) + tempo;
    let scanned = frozen;
    if (Number.isNaN(frozen)) {
      if (this.evaluator.mayConvert(this.lead[ply] ?? 0)) {
        // The conversion terms are not small: no lazy evaluation where they may apply.
        scanned = this.scanned(ply);
      } else {
        // Lazy evaluation: the scanned terms are small, so a clear margin skips them.
        if (quick - LAZY_MARGIN >= beta) return quick;
        scanned = quick + LAZY_MARGIN <= alpha ? 0 : this.scanned(ply);
      }
    }
    let standPat = quick + (white ? -scanned : scanned);
    // The threat terms depend on the side to move: computed at each node, never frozen.
    if (this.evaluator.threatsOn) standPat -= this.evaluator.threatCost(pos);
    standPat = clampEval(standPat);
    if (standPat >= beta || ply >= MAX_PLY - 1) return standPat;
    if (standPat > alpha) alpha = standPat;
    const board = pos.board;
    const start = this.order.tops[ply] ?? 0;
    if (this.order.full(start)) return standPat;
    const { moves, scores, pending } = this.order;
    const end0 = this.order.captureCache.generate(pos, moves, start, ply);
    const ev = this.evaluator;
    let end = start;
    for (let i = start; i < end0; i++) {
      const m = moves[i] ?? 0;
      const gain = ev.captureGain(board, m);
      if (gain <= 0 || standPat + gain + 200 <= alpha) continue;
      const mover = ev.value[(board[codeFrom(m)] ?? 0) & TYPE_MASK] ?? 0;
      // Losing captures (by SEE) cannot raise alpha: they are dropped when the picker meets them.
      moves[end] = m;
      scores[end] = gain * 16 - mover / 16;
      pending[end] = gain < mover ? 1 : 0;
      end++;
    }
    this.order.tops[ply + 1] = end;
    return this.quiescenceMoves(ply, start, end, alpha, beta, standPat, scanned);
  }

  /** Quiescence node in check: every legal move (captures first); no legal move is mate. */
  protected evasions(ply: number, alpha: number, beta: number, frozen: number): number {
    const pos = this.pos;
    const board = pos.board;
    const ev = this.evaluator;
    const start = this.order.tops[ply] ?? 0;
    if (this.order.full(start)) return this.evaluate(ply);
    const { moves, scores, pending } = this.order;
    const end = pos.generatePseudo(moves, start);
    for (let i = start; i < end; i++) {
      scores[i] = ev.captureGain(board, moves[i] ?? 0);
      pending[i] = 0;
    }
    this.order.tops[ply + 1] = end;
    return this.quiescenceMoves(ply, start, end, alpha, beta, -MATE + ply, frozen);
  }

  /**
   * The move loop of a quiescence node (captures, or every evasion in check): the scored
   * moves start…end, best first, from the score `best` (stand-pat, or mate when in check);
   * illegal moves are skipped. A capture cannot end in a repetition draw (it is irreversible),
   * so the draw case only ever applies to evasions.
   */
  protected quiescenceMoves(ply: number, start: number, end: number, alpha: number, beta: number, best: number, frozen: number): number {
    const pos = this.pos;
    const board = pos.board;
    const ev = this.evaluator;
    const us = pos.turnIndex;
    for (let i = start; i < end; i++) {
      end = this.order.pickCapture(i, end);
      if (i >= end) break;
      const m = this.order.moves[i] ?? 0;
      const delta = ev.moveDelta(board, m);
      const leadDelta = ev.materialDelta;
      const kingTest = this.legalMode && this.kingTestNeeded(m, ply);
      pos.makeMove(m);
      const status = pos.lastStatus();
      if (status === STATUS_REPETITION_ILLEGAL || (kingTest && this.exposed(us))) {
        pos.unmakeMove();
        continue;
      }
      this.nodes++;
      this.inc[ply + 1] = (this.inc[ply] ?? 0) + delta;
      this.lead[ply + 1] = (this.lead[ply] ?? 0) + leadDelta;
      let score: number;
      if (status === STATUS_KING_CAPTURED) score = MATE - (ply + 1);
      else if (status === STATUS_REPETITION_DRAW) score = this.drawScore(ply);
      else score = -this.quiesce(ply + 1, -beta, -alpha, frozen, undefined);
      pos.unmakeMove();
      if (this.stopped) return 0;
      if (score > best) {
        best = score;
        if (score > alpha) {
          alpha = score;
          this.updatePv(ply, m);
          if (score >= beta) break;
        }
      }
    }
    return best;
  }
}
