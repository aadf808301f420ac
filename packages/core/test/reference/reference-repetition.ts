/**
 * Independent reference implementation of the history-dependent rules of dai dai shogi:
 * repetition (sennichite) and passes, rules.md §10 (§10.1 JCSA rule, §10.2 simple rule,
 * §10.3 passes), on top of the move generator of ./reference-rules.ts.
 *
 * Written from rules.md / formats.md only, WITHOUT reading packages/core/src, core's tests
 * or docs/rules-decisions.md. It is deliberately literal and slow: a game is a start
 * position plus the list of moves played; every question is answered by walking that list
 * the way §10 words it.
 *
 * Terms (§10.1): ply t (t = 1, 2, …) turns position P(t−1) into P(t); P(0) is the start.
 * For a candidate move m in P(k) by player X, P = key of P(k+1); n = number of i in 0..k
 * with key(P(i)) = P; j = the largest such i. The cycle is plies j+1 … k+1 (m = ply k+1).
 * P(j) and P(k+1) have the same side to move (the key contains it), which is Y, so the
 * cycle starts with a ply of Y and ends with m, a ply of X, as §10.1 says.
 *
 * Readings where the spec is silent (a player's reading; each one is a decision):
 *  R1. History starts at the start position of the game record: for a game set up from a
 *      DSFEN (formats.md: "a record may start from any DSFEN") the DSFEN position is
 *      P(0) and counts as an occurrence of its key; nothing before it is known or assumed.
 *  R2. Position key (§10): per square empty or (owner, current kind, original kind for a
 *      promoted piece / "never promoted"), plus the side to move. The move number is not
 *      part of it. Two keys are equal iff the DSFENs without the move number are equal.
 *  R3. Only the most recent earlier occurrence defines the cycle; by construction no other
 *      occurrence of P lies strictly inside it. Earlier occurrences only count towards n,
 *      whatever happened between them (earlier loops may have contained other moves,
 *      checks or passes). At the 5th, 6th, … occurrence (n = 4, 5, …) the move is judged
 *      again, each time on its own, most recent, cycle.
 *  R4. A cycle never contains a capture (a capture lowers the number of pieces for good,
 *      so P could not recur), hence no igui and no promotion either; but nothing in the
 *      code relies on that.
 *  R5. "Gave check" (§10.1(1)): after the ply, the king of the player who did NOT make the
 *      ply is attacked in the sense of §9 (`isInCheck` of reference-rules.ts). A discovered
 *      check counts. A pass can only give check if the opponent was already in check
 *      before it, which cannot happen in a legal game. A side without a king is never
 *      checked.
 *  R6. "Attacking ply" (§10.1(2)): after the ply, the moved piece stands on the move's
 *      final square (for a pass or igui that is its origin: "the piece that passed /
 *      stayed") and it attacks an enemy piece if some pseudo-legal move of that piece,
 *      as generated when it would be its owner's turn, captures that piece on some leg —
 *      the SAME notion of "could capture" that §9 uses for check (a pinned piece still
 *      gives check in §9, so it also still attacks; "however useless the attack" in
 *      §10.1(2)). The enemy king counts as an enemy piece, so a direct check is an
 *      attacking ply. The other reading (only captures that would be legal, i.e. not
 *      leave the attacker's own king in check) is available as `attack: "legal"` for
 *      diagnosis; it is not the default.
 *  R7. Rule order (§10.1 "in this order"): rule 1 applies when at least one side checked
 *      on every one of its plies of the cycle (X only → m illegal; Y only → m legal, the
 *      game goes on; both → draw). Rule 2 applies only when rule 1 did not, and decides
 *      only when exactly one side attacked on every ply; when both or neither did, rules
 *      3/4 follow. Rule 3 applies when every ply of the cycle is a pass; its "unbroken run
 *      of passes that ends with m" may extend back beyond the cycle (to before P(j)),
 *      but not before ply 1 of the record. "m is legal" in rules 1–3 means: m may be
 *      played and the game goes on (no draw).
 *  R8. A move that draws (rule 1 both, rule 4) ends the game at once, even if the
 *      opponent would have no legal move afterwards (the draw is decided "as soon as m is
 *      played"). Otherwise, a side to move with no legal move — §9 legal moves minus those
 *      forbidden by the repetition rule — loses (§9, last sentence of §10.1): reason
 *      "checkmate" when in check, "stalemate" otherwise.
 *  R9. Simple rule (§10.2): m is illegal iff n ≥ 1 (the key after m occurred at any
 *      earlier point, the start position included, R1). It never draws. Hence two
 *      consecutive passes are impossible (§10.3), and a side whose every move recreates
 *      an earlier position loses (R8).
 *  R10. The repetition rule only removes moves from the §9 legal set; it never adds any.
 *      The reference only implements the default §9 legality ("legal"); a move is judged
 *      by §10 only if it is §9-legal.
 */
import {
  type Owner,
  type RMove,
  type RPosition,
  applyMove,
  isInCheck,
  legalMoves as legalMovesNoHistory,
  moveString,
  opponent,
  parseDsfen,
  pieceMoves,
  sqName,
} from "./reference-rules.js";

export type RepetitionRule = "jcsa" | "simple";
/** R6: "pseudo" (default) = could capture in the sense of §9; "legal" = legal capture. */
export type AttackReading = "pseudo" | "legal";

export interface RepetitionOptions {
  readonly repetition: RepetitionRule;
  readonly attack: AttackReading;
}

export const DEFAULT_REPETITION_OPTIONS: RepetitionOptions = { repetition: "jcsa", attack: "pseudo" };

/** R2: the position key of §10. */
export function positionKey(pos: RPosition): string {
  const parts: string[] = [];
  for (let s = 0; s < 289; s++) {
    const p = pos.board[s] ?? null;
    parts.push(p === null ? "." : `${p.owner}:${p.kind}:${p.orig ?? "-"}`);
  }
  return `${parts.join(",")}|${pos.side}`;
}

export function isPass(m: RMove): boolean {
  return m.from === m.to && m.caps.length === 0;
}

/** R6: does the piece on `sq` (after a ply) attack at least one enemy piece? */
export function pieceAttacksEnemy(pos: RPosition, sq: number, reading: AttackReading): boolean {
  const piece = pos.board[sq] ?? null;
  if (piece === null) return false;
  for (const mv of pieceMoves(pos.board, sq)) {
    if (mv.caps.length === 0) continue; // pieceMoves only lists captures of enemy pieces
    if (reading === "pseudo") return true;
    // "legal": the capture must not leave the attacker's own king attacked (§9).
    const asIfHisTurn: RPosition = { board: pos.board, side: piece.owner };
    if (!isInCheck(applyMove(asIfHisTurn, mv), piece.owner)) return true;
  }
  return false;
}

/** What §10.1 needs to know about one ply. */
export interface PlyFacts {
  readonly move: RMove;
  readonly mover: Owner;
  readonly pass: boolean;
  /** R5: after the ply the opponent's king is attacked. */
  readonly gaveCheck: boolean;
  /** R6: after the ply the moved piece attacks an enemy piece. */
  readonly attacking: boolean;
}

export function plyFacts(before: RPosition, after: RPosition, m: RMove, reading: AttackReading): PlyFacts {
  const mover = before.side;
  return {
    move: m,
    mover,
    pass: isPass(m),
    gaveCheck: isInCheck(after, opponent(mover)),
    attacking: pieceAttacksEnemy(after, m.to, reading),
  };
}

/** Judgement of a (§9-legal) candidate move under the repetition rule. */
export interface Verdict {
  readonly legal: boolean;
  /** The game is drawn as soon as the move is played (JCSA rule 1 "both" or rule 4). */
  readonly draw: boolean;
  /** Which clause decided, for messages. */
  readonly why: string;
  /** n of §10.1: earlier occurrences of the key the move produces. */
  readonly n: number;
}

export interface RefOutcome {
  readonly winner: Owner | null;
  readonly reason: "repetitionDraw" | "checkmate" | "stalemate";
}

/** A game: start position + moves, with the history facts cached per ply. */
export class RefGame {
  readonly options: RepetitionOptions;
  /** P(0) … P(k). */
  private readonly positions: RPosition[];
  private readonly keys: string[];
  /** facts[t − 1] describes ply t. */
  private readonly facts: PlyFacts[] = [];
  private drawn = false;
  /** Judged moves of the current position (cleared by play). */
  private judged: { move: RMove; verdict: Verdict }[] | null = null;

  constructor(start: RPosition | string, options: Partial<RepetitionOptions> = {}) {
    this.options = { ...DEFAULT_REPETITION_OPTIONS, ...options };
    const p0 = typeof start === "string" ? parseDsfen(start) : start;
    this.positions = [p0];
    this.keys = [positionKey(p0)];
  }

  get position(): RPosition {
    const p = this.positions[this.positions.length - 1];
    if (p === undefined) throw new Error("empty game");
    return p;
  }

  get plyCount(): number {
    return this.facts.length;
  }

  /** Keys of P(0) … P(k). */
  keyHistory(): readonly string[] {
    return this.keys;
  }

  /** The moves played so far, as move strings. */
  moveStrings(): string[] {
    return this.facts.map((f) => moveString(f.move));
  }

  /** Earlier occurrences (indices into P(0..k)) of a key. */
  private occurrences(key: string): number[] {
    const res: number[] = [];
    this.keys.forEach((k, i) => {
      if (k === key) res.push(i);
    });
    return res;
  }

  /** §10: judge a move that is legal by §9 in the current position. */
  judge(m: RMove): Verdict {
    const before = this.position;
    const after = applyMove(before, m);
    const occ = this.occurrences(positionKey(after));
    const n = occ.length;
    if (this.options.repetition === "simple") {
      // §10.2 (R9).
      return n >= 1
        ? { legal: false, draw: false, why: "simple rule: key occurred earlier", n }
        : { legal: true, draw: false, why: "new key", n };
    }
    // §10.1
    if (n < 3) return { legal: true, draw: false, why: `n = ${String(n)} < 3`, n };
    const j = occ[occ.length - 1] ?? 0;
    const mFacts = plyFacts(before, after, m, this.options.attack);
    const cycle: PlyFacts[] = [...this.facts.slice(j), mFacts]; // plies j+1 … k+1
    const x = before.side;
    const xPlies = cycle.filter((f) => f.mover === x);
    const yPlies = cycle.filter((f) => f.mover !== x);
    // Sanity of the definition: alternating, starting with Y, ending with X.
    cycle.forEach((f, i) => {
      const expected = (cycle.length - 1 - i) % 2 === 0 ? x : opponent(x);
      if (f.mover !== expected) throw new Error("cycle does not alternate");
    });
    const all = (xs: readonly PlyFacts[], p: (f: PlyFacts) => boolean): boolean => xs.every(p);
    // 1. Perpetual check.
    const xCheck = all(xPlies, (f) => f.gaveCheck);
    const yCheck = all(yPlies, (f) => f.gaveCheck);
    if (xCheck && !yCheck) return { legal: false, draw: false, why: "rule 1: perpetual check by the mover", n };
    if (yCheck && !xCheck) return { legal: true, draw: false, why: "rule 1: perpetual check by the opponent", n };
    if (xCheck && yCheck) return { legal: true, draw: true, why: "rule 1: mutual perpetual check (draw)", n };
    // 2. Perpetual chase.
    const xAtt = all(xPlies, (f) => f.attacking);
    const yAtt = all(yPlies, (f) => f.attacking);
    if (xAtt && !yAtt) return { legal: false, draw: false, why: "rule 2: perpetual chase by the mover", n };
    if (yAtt && !xAtt) return { legal: true, draw: false, why: "rule 2: perpetual chase by the opponent", n };
    // 3. Consecutive passes.
    if (cycle.every((f) => f.pass)) {
      // First pass of the unbroken run of passes that ends with m (R7: may reach back
      // beyond the cycle, not beyond ply 1).
      const all2 = [...this.facts, mFacts];
      let first = all2.length - 1;
      while (first > 0 && all2[first - 1]?.pass === true) first--;
      const firstPasser = all2[first]?.mover;
      return firstPasser === x
        ? { legal: false, draw: false, why: "rule 3: the mover made the first pass of the run", n }
        : { legal: true, draw: false, why: "rule 3: the opponent made the first pass of the run", n };
    }
    // 4. Draw.
    return { legal: true, draw: true, why: "rule 4: repetition draw", n };
  }

  /** §9 legal moves with their verdicts (empty once the game is over by a draw). */
  judgedMoves(): { move: RMove; verdict: Verdict }[] {
    if (this.drawn) return [];
    this.judged ??= legalMovesNoHistory(this.position).map((move) => ({ move, verdict: this.judge(move) }));
    return this.judged;
  }

  /** Legal moves in this game: §9 legal minus the ones the repetition rule forbids. */
  legalMoves(): RMove[] {
    return this.judgedMoves()
      .filter((x) => x.verdict.legal)
      .map((x) => x.move);
  }

  legalMoveStrings(): string[] {
    return this.legalMoves().map(moveString);
  }

  /** R8. */
  outcome(): RefOutcome | null {
    if (this.drawn) return { winner: null, reason: "repetitionDraw" };
    if (this.legalMoves().length > 0) return null;
    const side = this.position.side;
    return { winner: opponent(side), reason: isInCheck(this.position) ? "checkmate" : "stalemate" };
  }

  /** Plays a legal move (object or move string); throws on an illegal one. */
  play(move: RMove | string): Verdict {
    if (this.drawn) throw new Error("the game is over (repetition draw)");
    const str = typeof move === "string" ? move : moveString(move);
    const judged = this.judgedMoves().find((x) => moveString(x.move) === str);
    if (judged === undefined) throw new Error(`${str} is not a legal move (§9) in ${this.describe()}`);
    const { move: found, verdict } = judged;
    if (!verdict.legal) throw new Error(`${str} is forbidden by the repetition rule (${verdict.why})`);
    const before = this.position;
    const after = applyMove(before, found);
    this.facts.push(plyFacts(before, after, found, this.options.attack));
    this.positions.push(after);
    this.keys.push(positionKey(after));
    this.judged = null;
    if (verdict.draw) this.drawn = true;
    return verdict;
  }

  /** Facts of ply t (1-based), for tests and messages. */
  ply(t: number): PlyFacts | undefined {
    return this.facts[t - 1];
  }

  private describe(): string {
    const pieces: string[] = [];
    this.position.board.forEach((p, s) => {
      if (p !== null) pieces.push(`${p.owner}${p.orig !== null ? `+${p.orig}` : p.kind}@${sqName(s)}`);
    });
    return `${pieces.join(" ")} (${this.position.side} to move)`;
  }
}
