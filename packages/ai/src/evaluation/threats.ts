/**
 * Threats against the side to move, for the evaluation's threat terms (docs/engine.md):
 * what the opponent could win with one capture if it were its turn. The side to move's own
 * captures are left to the quiescence search; the opponent's are not searched at a leaf, and
 * the side to move can parry only one of them.
 *
 * Every capture of the opponent is generated with core's `generateCapturesOf` (every
 * capture form: igui, the double and triple captures of the lion family, promotion by
 * capture) and valued by static exchange evaluation, so a defended piece attacked by a more
 * valuable one is no threat and an undefended one is. Three maxima are read, each over the
 * opponent's captures that win material (SEE > 0):
 *
 * - `single`: captures of one piece — hanging pieces and pieces attacked by lesser ones;
 * - `multi`: captures of two or three pieces at once (lions, furious fiends, lion dogs,
 *   great elephants);
 * - `promotion`: the promotion gain (cp) of a capture that promotes its mover.
 *
 * Captures of the king are left out (a side in check is searched, not evaluated).
 */
import { KING_TYPE, MAX_MOVES, MoveEffects, TYPE_MASK, readMoveEffects, type GameState } from "@daidai/core/engine";
import { ExchangeEvaluator } from "../search/see.js";

/** Room for the captures of one side (core's bound for all the moves of a position). */
const CAPTURE_BUFFER = MAX_MOVES;

/** The three threat maxima of {@link ThreatReader.read} (cp, 0 when none). */
export class Threats {
  single = 0;
  multi = 0;
  promotion = 0;
}

/** Reads the opponent's threats; allocation-free after construction. */
export class ThreatReader {
  private readonly exchange: ExchangeEvaluator;
  private readonly value: Int32Array;
  private readonly moves = new Int32Array(CAPTURE_BUFFER);
  private readonly effects = new MoveEffects();

  /** `values`: the evaluation's piece values (cp) by type. */
  constructor(values: Int32Array) {
    this.value = Int32Array.from(values);
    this.exchange = new ExchangeEvaluator(values);
  }

  /** Fills `out` with the threats of the side not to move in `state` and returns it. */
  read(state: GameState, out: Threats): Threats {
    out.single = 0;
    out.multi = 0;
    out.promotion = 0;
    const board = state.board;
    const moves = this.moves;
    const n = state.generateCapturesOf(state.turnIndex ^ 1, moves, 0);
    const value = this.value;
    for (let i = 0; i < n; i++) {
      const m = moves[i] ?? 0;
      const e = readMoveEffects(board, m, this.effects);
      let gain = 0;
      let king = false;
      for (let k = 0; k < e.count; k++) {
        const t = (e.pieces[k] ?? 0) & TYPE_MASK;
        if (t === KING_TYPE) king = true;
        gain += value[t] ?? 0;
      }
      if (king) continue;
      const promotion = (value[e.moved & TYPE_MASK] ?? 0) - (value[e.piece & TYPE_MASK] ?? 0);
      gain += promotion;
      // SEE never exceeds the material the capture itself wins: skip it when that cannot raise a maximum.
      const multi = e.count >= 2;
      if (gain <= (multi ? out.multi : out.single) && (e.moved === e.piece || promotion <= out.promotion)) continue;
      const see = this.exchange.see(state, m);
      if (see <= 0) continue;
      if (multi) {
        if (see > out.multi) out.multi = see;
      } else if (see > out.single) out.single = see;
      if (e.moved !== e.piece && promotion > out.promotion) out.promotion = promotion;
    }
    return out;
  }
}
