// The mate prover of the mate suite: an exhaustive AND-OR search written on @daidai/core's
// public rules API (`Position`: legalMoves, play, undo, isCheck), independent of the
// engine's search. The attacker (the side to move) plays only moves that give check; the
// defender answers with every legal move. A line in which the defender, in check, has no
// legal move is a checkmate (rules.md §9), so a mate found this way is a proof: restricting
// the attacker can only miss mates, never invent one. "No mate" therefore means "no mate
// in n by checks alone" — a quiet first move (or a stalemate, which also loses) may still
// win sooner.
//
// Positions are proved as given (a DSFEN, no game history): the repetition rule cannot act
// within the few plies of a proof from a position without history.
import { Position, moveToString } from "@daidai/core";

/** Thrown inside a proof when its node budget is spent; never escapes the exported functions. */
class BudgetSpent extends Error {}

/** A search over one root position: caches of the checks and replies of each position seen. */
class Prover {
  /**
   * @param {Position} pos the position, changed in place by play/undo and left as found
   * @param {number} budget positions the proof may visit (moves played) before it gives up
   */
  constructor(pos, budget) {
    this.pos = pos;
    this.budget = budget;
    this.nodes = 0;
    /** @type {Map<string, import("@daidai/core").Move[]>} position key → checking moves */
    this.checks = new Map();
    /** @type {Map<string, import("@daidai/core").Move[]>} position key → legal moves, ordered */
    this.replies = new Map();
    /** @type {Map<string, boolean>} `${key}:${n}` → whether the attacker mates within n */
    this.solved = new Map();
  }

  play(move) {
    if (++this.nodes > this.budget) throw new BudgetSpent();
    this.pos.playOrThrow(move);
  }

  /** The legal moves of the side to move that give check (played, tested, taken back). */
  checkingMoves() {
    const key = this.pos.key();
    let list = this.checks.get(key);
    if (list === undefined) {
      list = [];
      for (const m of this.pos.legalMoves()) {
        this.play(m);
        if (this.pos.isCheck()) list.push(m);
        this.pos.undo();
      }
      this.checks.set(key, list);
    }
    return list;
  }

  /** Every legal move of the side to move, king moves first, then captures (refutations are usually found sooner). */
  defences() {
    const key = this.pos.key();
    let list = this.replies.get(key);
    if (list === undefined) {
      const rank = (m) => {
        if (this.pos.pieceAt(m.from)?.kind === "K") return 0;
        return m.via.length > 0 || this.pos.pieceAt(m.to) !== null ? 1 : 2;
      };
      list = this.pos.legalMoves().map((m) => [rank(m), m]).sort((a, b) => a[0] - b[0]).map(([, m]) => m);
      this.replies.set(key, list);
    }
    return list;
  }

  /** True if the side to move mates within n of its moves, playing checks only. */
  attackerMates(n) {
    const memo = `${this.pos.key()}:${n}`;
    const known = this.solved.get(memo);
    if (known !== undefined) return known;
    let result = false;
    for (const m of this.checkingMoves()) {
      this.play(m);
      const wins = this.defenderLost(n - 1);
      this.pos.undo();
      if (wins) {
        result = true;
        break;
      }
    }
    this.solved.set(memo, result);
    return result;
  }

  /** True if the side to move (in check) is mated before the attacker's `n` more moves run out. */
  defenderLost(n) {
    const replies = this.defences();
    if (replies.length === 0) return true; // checkmate: in check with no legal move
    if (n === 0) return false;
    for (const r of replies) {
      this.play(r);
      const mated = this.attackerMates(n);
      this.pos.undo();
      if (!mated) return false;
    }
    return true;
  }

  /** The first checking move that mates within n (null if none). */
  firstMove(n) {
    for (const m of this.checkingMoves()) {
      this.play(m);
      const wins = this.defenderLost(n - 1);
      this.pos.undo();
      if (wins) return m;
    }
    return null;
  }
}

/** A position to prove: a `Position` (copied, never changed) or a DSFEN. */
function rootOf(position) {
  return typeof position === "string" ? Position.fromDsfenOrThrow(position) : position.clone();
}

/**
 * Looks for the shortest mate by checks of the side to move, in 1 to `maxMoves` moves.
 *
 * @param {Position | string} position
 * @param {number} maxMoves the longest mate looked for, in the attacker's moves
 * @param {{ budget?: number }} [options] `budget`: moves the search may play before it gives up (default unlimited)
 * @returns {{ status: "mate", moves: number, move: string, nodes: number }
 *   | { status: "none" | "unknown", moves: null, move: null, nodes: number }}
 *   `mate`: a forced mate in `moves` (the least such number by checks) starting with `move`;
 *   `none`: no mate in `maxMoves` or fewer by checks; `unknown`: the budget ran out first.
 */
export function proveMate(position, maxMoves, options = {}) {
  const prover = new Prover(rootOf(position), options.budget ?? Infinity);
  try {
    for (let n = 1; n <= maxMoves; n++) {
      const move = prover.firstMove(n);
      if (move !== null) return { status: "mate", moves: n, move: moveToString(move), nodes: prover.nodes };
    }
    return { status: "none", moves: null, move: null, nodes: prover.nodes };
  } catch (e) {
    if (e instanceof BudgetSpent) return { status: "unknown", moves: null, move: null, nodes: prover.nodes };
    throw e;
  }
}

/**
 * Checks one claimed proof: `move` is legal, gives check, and every defence is mated within
 * `moves - 1` more checking moves of the attacker.
 *
 * @param {Position | string} position
 * @param {string} move a move string (formats.md §2)
 * @param {number} moves the claimed length of the mate, in the attacker's moves
 * @param {{ budget?: number }} [options]
 * @returns {"proved" | "refuted" | "unknown"}
 */
export function checkMateProof(position, move, moves, options = {}) {
  const prover = new Prover(rootOf(position), options.budget ?? Infinity);
  const m = prover.pos.legalMoves().find((x) => moveToString(x) === move);
  if (m === undefined) return "refuted";
  try {
    prover.play(m);
    const proved = prover.pos.isCheck() && prover.defenderLost(moves - 1);
    return proved ? "proved" : "refuted";
  } catch (e) {
    if (e instanceof BudgetSpent) return "unknown";
    throw e;
  }
}
