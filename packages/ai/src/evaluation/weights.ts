/**
 * The evaluation's weights (docs/engine.md lists every term): their type, the defaults and
 * the hand-set weights they replaced, and the material values of the piece types.
 */
import { KIND_DATA } from "@daidai/core";
import { TYPE_COUNT, TYPE_KIND } from "@daidai/core/engine";

/** Tunable weights of the evaluation (centipawns unless noted). */
export interface EvalWeights {
  /** Fraction (0…1) of the gain of a pending promotion counted in the piece's value. */
  readonly pendingPromotion: number;
  /** Per empty square a long-range piece sees along its slides (up to `mobilityCap` per line). */
  readonly mobility: number;
  /** Squares counted per line for mobility. */
  readonly mobilityCap: number;
  /** Per enemy piece within distance 3 of the king (squared, so several attackers weigh more). */
  readonly kingAttack: number;
  /** Per own piece within distance 2 of the king (up to 8). */
  readonly kingDefender: number;
  /** Per own pawn on the three files of the king, 1–3 ranks ahead (up to 3). */
  readonly pawnCover: number;
  /** Per rank a pawn has advanced from its starting rank (up to 7 ranks). */
  readonly pawnAdvance: number;
  /** Per rank a minor piece (value ≤ 5) stands from its back rank (up to 11 ranks). */
  readonly minorAdvance: number;
  /** Per file closer to the centre file, for every piece but the king and pawns. */
  readonly centre: number;
  /** Penalty per rank the king stands beyond its second rank. */
  readonly kingAdvance: number;
  /** Per piece worth ≥ 5 pawns, per square of Chebyshev distance closer to the enemy king than 16. */
  readonly tropism: number;
  /** Bonus for the side to move. */
  readonly tempo: number;
  /**
   * King attack scaled by the attackers' power: per squared attack unit (an enemy piece
   * within distance 3 of the king adds its value / 300, 1 to 8 units; at most 400 units²).
   */
  readonly kingAttackPower: number;
  /**
   * Conversion (a won position): the terms below apply to a side that leads by this much
   * material or more (cp, kings aside)…
   */
  readonly conversionLead: number;
  /**
   * …and whose opponent keeps less than this share of its material: fully when the opponent
   * has nothing left, fading to nothing at the share (the gate, docs/engine.md).
   */
  readonly conversionShare: number;
  /** Conversion: per square the losing king stands closer to the edge than 8 (its centre distance). */
  readonly conversionEdge: number;
  /** Conversion: per piece of the winning side (king aside), per square closer than 16 to the losing king (Chebyshev). */
  readonly conversionProximity: number;
  /** Conversion: per square next to the losing king that it could step to (empty or an enemy piece, and not attacked). */
  readonly conversionFlight: number;
  /** Conversion: per square the winning king stands closer than 16 to the losing king. */
  readonly conversionKing: number;
  /**
   * Threats (fraction of the cp won): the side to move loses this share of the most the
   * opponent could win by SEE with a capture of one piece — a hanging piece, or one attacked
   * by a lesser piece (threats.ts).
   */
  readonly threat: number;
  /** The same for the opponent's best double or triple capture (lions, lion dogs and their promoted forms). */
  readonly multiCaptureThreat: number;
  /** The same for the largest promotion gain of a winning capture of the opponent that promotes its mover. */
  readonly promotionThreat: number;
}

/** The default weights (docs/engine.md explains them). */
export const DEFAULT_WEIGHTS: EvalWeights = Object.freeze({
  // Tuned by `daidai tune` (packages/ai/tuning/weights-2026-12-01.json, docs/engine.md): +102 ± 43 Elo
  // against the hand-set weights over 200 games at 1 000 nodes a move. The conversion terms
  // replace the mop-up terms (which lost Elo ungated): set by hand and gated by material
  // (docs/engine.md, *Converting a won position*).
  pendingPromotion: 0.016,
  mobility: 0,
  mobilityCap: 5,
  kingAttack: 6,
  kingDefender: 0,
  pawnCover: 10,
  pawnAdvance: 0,
  minorAdvance: 5.45,
  centre: 6.19,
  kingAdvance: 15,
  tropism: 0,
  tempo: 3.055,
  kingAttackPower: 0,
  conversionLead: 1500,
  conversionShare: 0.25,
  conversionEdge: 12,
  conversionProximity: 2,
  conversionFlight: 15,
  conversionKing: 4,
  threat: 0,
  multiCaptureThreat: 0,
  promotionThreat: 0,
});

/** The hand-set weights that {@link DEFAULT_WEIGHTS} replaced (for comparison matches: `engine:` with these values). */
export const HAND_SET_WEIGHTS: EvalWeights = Object.freeze({
  pendingPromotion: 0.2,
  mobility: 2,
  mobilityCap: 5,
  kingAttack: 6,
  kingDefender: 4,
  pawnCover: 10,
  pawnAdvance: 4,
  minorAdvance: 2,
  centre: 1,
  kingAdvance: 15,
  tropism: 0,
  tempo: 10,
  kingAttackPower: 0,
  conversionLead: 1500,
  conversionShare: 0.25,
  conversionEdge: 0,
  conversionProximity: 0,
  conversionFlight: 0,
  conversionKing: 0,
  threat: 0,
  multiCaptureThreat: 0,
  promotionThreat: 0,
});

/**
 * Engine value (in pawns) of the kinds whose pieces.json value is an outlier: the table of
 * rules.md §14.8 gives the hook mover 114 and the long-nosed goblin 46, which would make a
 * hook mover worth more than all other pieces together. The engine uses these instead.
 */
export const VALUE_OVERRIDES: Readonly<Record<string, number>> = Object.freeze({ HM: 13, Lo: 11 });

/** Value in pawns of the kind a piece type moves as (with {@link VALUE_OVERRIDES}). */
function kindValue(type: number): number {
  const kind = KIND_DATA[TYPE_KIND[type] ?? 0];
  if (kind === undefined) return 0;
  return VALUE_OVERRIDES[kind.code] ?? kind.value;
}

/** Material value in centipawns of each piece type, without the pending-promotion share. */
export const BASE_VALUE: Int32Array = Int32Array.from({ length: TYPE_COUNT }, (_, t) => Math.round(kindValue(t) * 100));
