// Lone-king endings for the conversion benchmark (bench/lone-king.mjs): the defender has its
// king alone; the attacker has its king and 3 to 6 pieces drawn at random from the kinds
// that range (an unlimited slide in some direction, hook movers and goblins included) or
// move like a lion (lion, lion dog, furious fiend, great elephant). Positions are legal
// (core accepts the setup), neither king is in check, every attacking piece has a legal
// move, and the attacker is to move; optionally the defender's king starts at a distance
// from the attacker's men. Seeded: ending `index` of seed `seed` is always the same.
import { KIND_DATA, Position, SQUARE_COUNT, createRng, fileOf, pieceOf, rankOf, writeDsfen } from "@daidai/core";

/** The kinds the attacker's pieces are drawn from, by code (data-driven from core's kind table). */
export const ENDING_KINDS = Object.freeze(
  KIND_DATA.filter((k) => k.code !== "K" && (k.special !== null || k.moves.some((m) => m.kind === "slide"))).map((k) => k.code),
);

const NOTATION = new Map(KIND_DATA.map((k) => [k.code, k.notation]));

/** A seed for ending `index` of a run with `seed` (so one ending does not depend on how many are made). */
function endingSeed(seed, index) {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  return (h ^ (h >>> 15)) >>> 0;
}

/**
 * One lone-king ending.
 *
 * @param {number} seed
 * @param {number} index
 * @param {{ minDistance?: number }} [options] `minDistance`: the defender's king stands at least
 *   this many king steps from every attacking piece and the attacking king (default 0: anywhere)
 * @returns {{ dsfen: string, attacker: "black" | "white", pieces: string[] }}
 *   the position (attacker to move), the attacker's colour and the codes of its pieces besides the king
 */
export function loneKingEnding(seed, index, options = {}) {
  const minDistance = options.minDistance ?? 0;
  const distance = (a, b) => Math.max(Math.abs(fileOf(a) - fileOf(b)), Math.abs(rankOf(a) - rankOf(b)));
  const rng = createRng(endingSeed(seed, index));
  const pick = (n) => Math.floor(rng() * n);
  for (;;) {
    const attacker = rng() < 0.5 ? "black" : "white";
    const defender = attacker === "black" ? "white" : "black";
    const count = 3 + pick(4);
    const pieces = Array.from({ length: count }, () => ENDING_KINDS[pick(ENDING_KINDS.length)]);
    const board = Array.from({ length: SQUARE_COUNT }, () => null);
    const place = (code, color) => {
      let sq;
      do sq = pick(SQUARE_COUNT);
      while (board[sq] !== null);
      board[sq] = pieceOf(NOTATION.get(code) ?? code, color);
      return sq;
    };
    const king = place("K", defender);
    const attackerKing = place("K", attacker);
    const squares = pieces.map((code) => place(code, attacker));
    if ([attackerKing, ...squares].some((sq) => distance(sq, king) < minDistance)) continue;
    const dsfen = writeDsfen({ board, turn: attacker, moveNumber: 1 });
    const pos = Position.fromDsfen(dsfen);
    if (!pos.ok) continue;
    const p = pos.value;
    if (p.isCheck() || p.isSquareAttacked(p.kingSquare(defender), attacker)) continue;
    if (squares.some((sq) => p.legalMovesFrom(sq).length === 0)) continue;
    return { dsfen, attacker, pieces };
  }
}
