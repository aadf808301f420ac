/**
 * Repetition (rules.md §10): packages/core against the independent reference of
 * ./reference-repetition.ts (written from the spec without reading core).
 *
 * a. Hand-built scenarios of §10.1 / §10.2 / §10.3, each checked against the reference
 *    AND core: at every ply the full set of legal move strings and the outcome must agree,
 *    and the scenario's own expectations (which move is forbidden, when the game is drawn)
 *    must hold for both.
 * b. A differential search: seeded random games on small positions built to repeat (each
 *    side mostly takes back its previous move or passes), under repetition "jcsa" and
 *    "simple". At every ply: legal move sets, outcome (draw / loss / none), the reason core
 *    gives for every move the reference forbids, and (per game) that core's position keys
 *    repeat exactly when the reference's do.
 *
 * On a mismatch the test prints the start DSFEN, the moves, the ply, the moves only core /
 * only the reference allows (with the reference's reason) and both outcomes, then fails.
 * REP_SEED / REP_SCALE / REP_ATTACK ("pseudo" | "legal", reading R6 of the reference)
 * allow longer or diagnostic runs by hand, e.g.
 *   REP_SEED=5 REP_SCALE=4 npx vitest run test/reference/repetition.test.ts
 */
import { describe, expect, it } from "vitest";
import {
  Position,
  createRng,
  moveToString,
  splitMoveString,
  type Move,
  type Outcome,
} from "../../src/index.js";
import { type Owner, type RPiece, type RPosition, applyMove, isInCheck, moveString, opponent, parseSq, specPiece, sqIndex, toDsfen } from "./reference-rules.js";
import { type AttackReading, type RefOutcome, type RepetitionRule, RefGame } from "./reference-repetition.js";

const SEED = Number(process.env.REP_SEED ?? 20240612);
const SCALE = Number(process.env.REP_SCALE ?? 1);
const ATTACK: AttackReading = process.env.REP_ATTACK === "legal" ? "legal" : "pseudo";

// ---------------------------------------------------------------------------------------
// Positions.

/** DSFEN from { square: token } with tokens like "K", "vK", "+Ln", "vLD". */
function build(pieces: Readonly<Record<string, string>>, side: Owner): string {
  const board: (RPiece | null)[] = new Array<RPiece | null>(289).fill(null);
  for (const [sq, tok] of Object.entries(pieces)) board[parseSq(sq)] = tokenPiece(tok);
  return toDsfen({ board, side });
}

function tokenPiece(tok: string): RPiece {
  const m = /^(v?)(\+?)([A-Za-z]+)$/u.exec(tok);
  if (m === null) throw new Error(`bad token ${tok}`);
  const owner: Owner = m[1] === "v" ? "w" : "b";
  const code = m[3] ?? "";
  if (m[2] === "+") {
    const to = specPiece(code).promotesTo;
    if (to === null) throw new Error(`${code} cannot promote`);
    return { owner, kind: to, orig: code };
  }
  return { owner, kind: code, orig: null };
}

// ---------------------------------------------------------------------------------------
// A game played in core and in the reference side by side.

function colorOf(o: Owner | null): "black" | "white" | null {
  return o === null ? null : o === "b" ? "black" : "white";
}

function fmtRef(o: RefOutcome | null): string {
  return o === null ? "none" : `${colorOf(o.winner) ?? "draw"} (${o.reason})`;
}
function fmtCore(o: Outcome | null): string {
  return o === null ? "none" : `${o.winner ?? "draw"} (${o.reason})`;
}

/** Same outcome: both none, or same winner and same reason. */
function sameOutcome(r: RefOutcome | null, c: Outcome | null): boolean {
  if (r === null || c === null) return r === c;
  return colorOf(r.winner) === c.winner && r.reason === c.reason;
}

/** A core Move from a move string (also for moves core does not list). */
function coreMove(text: string): Move {
  const sp = splitMoveString(text);
  if (sp === undefined) throw new Error(`bad move string ${text}`);
  const sq = sp.squares;
  const from = sq[0];
  const to = sq[sq.length - 1];
  if (from === undefined || to === undefined) throw new Error(`bad move string ${text}`);
  return { from, to, via: sq.slice(1, -1) };
}

interface Mismatch {
  readonly cls: string;
  readonly report: string;
  readonly ply: number;
}

class Pair {
  readonly ref: RefGame;
  readonly core: Position;
  readonly moves: string[] = [];
  readonly coreKeys: string[] = [];

  constructor(
    readonly start: string,
    readonly rule: RepetitionRule,
    attack: AttackReading = ATTACK,
  ) {
    this.ref = new RefGame(start, { repetition: rule, attack });
    this.core = Position.fromDsfenOrThrow(start, { repetition: rule });
    this.coreKeys.push(this.core.key());
  }

  refLegal(): string[] {
    return this.ref.legalMoveStrings();
  }

  /** Core's legal moves (none once the game is over, e.g. drawn). */
  coreLegal(): string[] {
    return this.core.legalMoves().map(moveToString);
  }

  /** Compares the current ply; returns the mismatches found. */
  compare(): Mismatch[] {
    const out: Mismatch[] = [];
    const ply = this.moves.length;
    const refOut = this.ref.outcome();
    const coreOut = this.core.outcome();
    const refSet = new Set(this.refLegal());
    const coreSet = new Set(this.coreLegal());
    const onlyCore = [...coreSet].filter((s) => !refSet.has(s)).sort();
    const onlyRef = [...refSet].filter((s) => !coreSet.has(s)).sort();
    const why = new Map(this.ref.judgedMoves().map((x) => [moveString(x.move), x.verdict.why]));
    const lines = (extra: string[]): string =>
      [
        `    rule:      repetition = ${this.rule}`,
        `    start:     ${this.start}`,
        `    moves:     ${this.moves.join(" ") || "-"}`,
        `    at ply:    ${String(ply + 1)} (${this.ref.position.side === "b" ? "Black" : "White"} to move, ${String(ply)} plies played)`,
        ...extra,
        `    outcome:   reference ${fmtRef(refOut)}, core ${fmtCore(coreOut)}`,
      ].join("\n");
    if (onlyCore.length > 0 || onlyRef.length > 0) {
      const refWhy = (s: string): string => why.get(s) ?? (refOut !== null ? `game over: ${fmtRef(refOut)}` : "not legal by §9");
      const desc = (s: string): string => `${s} [reference: ${refWhy(s)}]`;
      const kinds = [
        ...new Set([
          ...onlyCore.map((s) => `core allows, reference: ${refWhy(s).replace(/n = \d+/u, "n")}`),
          ...onlyRef.map((s) => `reference allows (${(why.get(s) ?? "?").replace(/n = \d+/u, "n")}), core forbids`),
        ]),
      ];
      out.push({
        cls: `${this.rule}: legal moves differ: ${kinds.sort().join(" / ")}`,
        ply,
        report: lines([`    only core:      ${onlyCore.map(desc).join(" ") || "-"}`, `    only reference: ${onlyRef.map(desc).join(" ") || "-"}`]),
      });
    }
    if (!sameOutcome(refOut, coreOut)) {
      out.push({ cls: `${this.rule}: outcome differs: reference ${fmtRef(refOut)}, core ${fmtCore(coreOut)}`, ply, report: lines([]) });
    }
    // Moves the reference forbids by repetition: core must give that reason.
    if (refOut === null && coreOut === null) {
      for (const { move, verdict } of this.ref.judgedMoves()) {
        if (verdict.legal) continue;
        const s = moveString(move);
        const reason = this.core.illegalReason(coreMove(s));
        if (reason !== "repetition") {
          out.push({
            cls: `${this.rule}: core's reason for a move the reference forbids: ${String(reason)}`,
            ply,
            report: lines([`    move ${s}: reference ${verdict.why}; core illegalReason ${String(reason)}`]),
          });
        }
      }
    }
    return out;
  }

  /** Plays a move in both; throws if either refuses it. */
  play(s: string): void {
    this.ref.play(s);
    const r = this.core.illegalReason(coreMove(s));
    if (r !== undefined) throw new Error(`core refuses ${s} after ${this.moves.join(" ") || "-"}: ${r}`);
    this.core.playOrThrow(coreMove(s));
    this.moves.push(s);
    this.coreKeys.push(this.core.key());
  }

  /** Core keys repeat exactly where the reference keys do (§10 position key). */
  keyMismatch(): Mismatch | null {
    const rk = this.ref.keyHistory();
    for (let i = 0; i < rk.length; i++) {
      for (let j = i + 1; j < rk.length; j++) {
        if ((rk[i] === rk[j]) !== (this.coreKeys[i] === this.coreKeys[j])) {
          return {
            cls: `${this.rule}: position keys: reference ${rk[i] === rk[j] ? "equal" : "different"}, core ${this.coreKeys[i] === this.coreKeys[j] ? "equal" : "different"}`,
            ply: j,
            report: `    start: ${this.start}\n    moves: ${this.moves.join(" ")}\n    positions after ply ${String(i)} and ply ${String(j)}`,
          };
        }
      }
    }
    return null;
  }
}

// ---------------------------------------------------------------------------------------
// a. Scenarios.

interface Step {
  /** The move to play at this ply. */
  readonly play: string;
  /** Moves that must be forbidden (by both) before `play` is made. */
  readonly forbidden?: readonly string[];
  /** Outcome expected after `play` (default: none). */
  readonly after?: "draw";
}

/**
 * Plays `steps` in core and the reference from `start`; compares everything at every ply;
 * then checks that `finallyForbidden` is forbidden in the last position.
 */
function runScenario(start: string, rule: RepetitionRule, steps: readonly Step[], finallyForbidden: readonly string[] = [], attack: AttackReading = ATTACK): Pair {
  const pair = new Pair(start, rule, attack);
  const fail = (msg: string): never => {
    throw new Error(`${msg}\n    start: ${start}\n    moves: ${pair.moves.join(" ") || "-"}`);
  };
  const checkForbidden = (list: readonly string[]): void => {
    const r = new Set(pair.refLegal());
    const c = new Set(pair.coreLegal());
    for (const f of list) {
      if (r.has(f)) fail(`reference allows ${f}, expected forbidden`);
      if (c.has(f)) fail(`core allows ${f}, expected forbidden`);
      const reason = pair.core.illegalReason(coreMove(f));
      if (reason !== "repetition") fail(`core: ${f} illegal because ${String(reason)}`);
      const played = pair.core.clone().play(coreMove(f));
      expect(played.ok ? undefined : played.error.code).toBe("repetition");
    }
  };
  for (const step of steps) {
    const mm = pair.compare();
    if (mm.length > 0) fail(`mismatch:\n${mm.map((m) => `  [${m.cls}]\n${m.report}`).join("\n")}`);
    checkForbidden(step.forbidden ?? []);
    pair.play(step.play);
    const refOut = pair.ref.outcome();
    const coreOut = pair.core.outcome();
    if (step.after === "draw") {
      if (refOut?.reason !== "repetitionDraw") fail(`reference: expected a repetition draw after ${step.play}, got ${fmtRef(refOut)}`);
      if (coreOut?.reason !== "repetitionDraw" || coreOut.winner !== null) fail(`core: expected a repetition draw after ${step.play}, got ${fmtCore(coreOut)}`);
    } else {
      if (refOut !== null) fail(`reference: unexpected outcome ${fmtRef(refOut)} after ${step.play}`);
      if (coreOut !== null) fail(`core: unexpected outcome ${fmtCore(coreOut)} after ${step.play}`);
    }
  }
  const mm = pair.compare();
  if (mm.length > 0) fail(`mismatch:\n${mm.map((m) => `  [${m.cls}]\n${m.report}`).join("\n")}`);
  checkForbidden(finallyForbidden);
  const km = pair.keyMismatch();
  if (km !== null) fail(`${km.cls}\n${km.report}`);
  return pair;
}

/** `cycle` repeated to `n` plies. */
function repeat(cycle: readonly string[], n: number): Step[] {
  return Array.from({ length: n }, (_, i) => ({ play: cycle[i % cycle.length] ?? "" }));
}

function withStep(steps: Step[], ply: number, extra: Partial<Step>): Step[] {
  const s = steps[ply - 1];
  if (s === undefined) throw new Error("no such ply");
  steps[ply - 1] = { ...s, ...extra };
  return steps;
}

describe("repetition scenarios (rules.md §10), reference and core", () => {
  const kings = { "9q": "K", "9a": "vK" };

  it("§10.1(3) pass-back war: the first passer (Black) must deviate", () => {
    // Two lions far apart pass in turn. P0 (Black to move) recurs after plies 2, 4, 6; ply 6
    // (White's pass) is its 4th occurrence: cycle = plies 5-6, all passes, first pass of the
    // run = ply 1 by Black ≠ X → legal. Ply 7 (Black's pass) makes the 4th occurrence of
    // P1: first passer Black = X → forbidden.
    const start = build({ ...kings, "9k": "Ln", "9e": "vLn" }, "b");
    const pair = runScenario(start, "jcsa", repeat(["9k9k", "9e9e"], 6), ["9k9k"]);
    expect(pair.ref.judgedMoves().find((x) => moveString(x.move) === "9k9k")?.verdict.why).toMatch(/rule 3/u);
    // Black may do anything else, e.g. a lion step.
    expect(pair.refLegal()).toContain("9k9j");
    expect(pair.coreLegal()).toContain("9k9j");
  });

  it("§10.1(3) pass-back war started by White after a king move: White must deviate", () => {
    // Ply 1 is a king move; passes from ply 2 (White) on. Ply 7 (Black's pass) is the 4th
    // occurrence of P1; the run of passes began with White → legal. Ply 8 (White's pass)
    // is the 4th occurrence of P2 and White made the first pass → forbidden.
    const start = build({ ...kings, "9k": "Ln", "9e": "vLn" }, "b");
    runScenario(start, "jcsa", [{ play: "9q9p" }, ...repeat(["9e9e", "9k9k"], 6)], ["9e9e"]);
  });

  it("§10.1(2) before (3): a pass war in which only Black's lion attacks — the attacker must deviate", () => {
    // As above (White passes first), but Black's lion attacks a white pawn two squares
    // away on every pass: rule 2 (perpetual chase by Black) decides before rule 3 would
    // have blamed White: at ply 7 Black's pass (4th occurrence of P1) is forbidden.
    const start = build({ ...kings, "9k": "Ln", "9e": "vLn", "9i": "vP" }, "b");
    const pair = runScenario(start, "jcsa", [{ play: "9q9p" }, ...repeat(["9e9e", "9k9k"], 5)], ["9k9k"]);
    expect(pair.ref.judgedMoves().find((x) => moveString(x.move) === "9k9k")?.verdict.why).toMatch(/rule 2/u);
  });

  it("§10.1(1) perpetual check: the checking side's 4th-occurrence move is illegal", () => {
    // Black's rook checks the white king in the corner from file 1 and file 2 in turn.
    // Ply 12 (White's king move) is the 4th occurrence of P0: only Y (Black) checked on
    // every ply → legal, game goes on. Ply 13 (Black's check 2i1i) is the 4th occurrence of
    // P1 and X = Black checked on every ply → forbidden; another rook move is fine.
    const start = build({ "9q": "K", "1a": "vK", "2i": "R" }, "b");
    const pair = runScenario(start, "jcsa", repeat(["2i1i", "1a2a", "1i2i", "2a1a"], 12), ["2i1i"]);
    expect(pair.refLegal()).toContain("2i3i");
    expect(pair.coreLegal()).toContain("2i3i");
  });

  it("§10.1(1) mutual perpetual check is a draw", () => {
    // Black's king steps out of the queen's check (file 8) and uncovers a hook-mover check
    // (9e-8e-7e-6e, turn, 6f…6k); White's queen interposes on 6i with check (6i-9f). The
    // king steps back, uncovering the other hook (9e…9k, turn, 8k-7k-6k); the queen
    // interposes on 8k with check. Every ply is a check (a king move with a discovered
    // check, or an interposition with a direct check; with kings, rooks, bishops and queens
    // alone a 4-ply mutual perpetual check cannot exist, the hook's bent line makes it
    // possible). Ply 12 is the 4th occurrence of P0 → draw.
    const start = build({ "8e": "K", "9e": "HM", "6k": "vK", "8k": "vQ" }, "b");
    const steps = repeat(["8e9f", "8k6i", "9f8e", "6i8k"], 12);
    withStep(steps, 12, { after: "draw" });
    const pair = runScenario(start, "jcsa", steps);
    for (let t = 1; t <= 12; t++) expect(pair.ref.ply(t)?.gaveCheck).toBe(true);
    expect(pair.coreLegal()).toEqual([]);
  });

  it("§10.1(2) perpetual chase: the chasing side's 4th-occurrence move is illegal", () => {
    // Black's rook attacks a white gold on every ply; the gold steps aside, attacking
    // nothing. Ply 12 (gold, 4th occurrence of P0) is legal; ply 13 (rook) is forbidden.
    const start = build({ ...kings, "6i": "R", "5e": "vG" }, "b");
    runScenario(start, "jcsa", repeat(["6i5i", "5e6e", "5i6i", "6e5e"], 12), ["6i5i"]);
  });

  it("§10.1(1) only the most recent cycle counts (reading R3); the 5th occurrence is judged again", () => {
    // P0 = rook 2i, king 1a, Black to move. Loop Q (plies 1-4) is quiet; loops C (plies
    // 5-8, 9-12) are perpetual checks. Ply 12 is the 4th occurrence of P0: its cycle (plies
    // 9-12) has Black checking on every ply, White not → legal, the game goes on (a cycle
    // taken from the FIRST occurrence would contain quiet Black plies → draw). Plies 13-15
    // make 3rd occurrences; ply 16 is the 5th occurrence of P0 (legal again, rule 1 for Y);
    // ply 17 (2i1i) is the 4th occurrence of P1, Black checked throughout → forbidden.
    const start = build({ "9q": "K", "1a": "vK", "2i": "R" }, "b");
    const quiet = ["2i3i", "1a1b", "3i2i", "1b1a"];
    const check = ["2i1i", "1a2a", "1i2i", "2a1a"];
    const pair = runScenario(start, "jcsa", [...repeat(quiet, 4), ...repeat(check, 12)], ["2i1i"]);
    expect(pair.ref.judgedMoves().find((x) => moveString(x.move) === "2i1i")?.verdict.why).toMatch(/rule 1: perpetual check by the mover/u);
  });

  it("§10.1(2) a check is also an attack (the king is an enemy piece)", () => {
    // Black's rook checks from 1i, then attacks the gold on 3c from 3i, in turn; the white
    // king shuffles. Rule 1 does not apply (not every Black ply is a check), rule 2 does:
    // every Black ply attacks (king or gold). Ply 12 (king, 4th occurrence of P0) is legal;
    // ply 13 (the check 3i1i) is forbidden. Were the check not an attack, ply 12 would draw.
    const start = build({ "9q": "K", "1a": "vK", "3c": "vG", "3i": "R" }, "b");
    const pair = runScenario(start, "jcsa", repeat(["3i1i", "1a2a", "1i3i", "2a1a"], 12), ["3i1i"]);
    expect(pair.ref.judgedMoves().find((x) => moveString(x.move) === "3i1i")?.verdict.why).toMatch(/rule 2: perpetual chase by the mover/u);
  });

  it("§10.1(2) when both sides attack on every ply, rule 2 does not decide: rule 4 draws", () => {
    // Two lions two squares apart step sideways in step; each attacks the other after every
    // ply. Ply 12 (4th occurrence of P0) is a draw.
    const start = build({ "9q": "K", "9a": "vK", "9i": "Ln", "9g": "vLn" }, "b");
    const steps = repeat(["9i8i", "9g8g", "8i9i", "8g9g"], 12);
    withStep(steps, 12, { after: "draw" });
    const pair = runScenario(start, "jcsa", steps);
    for (let t = 1; t <= 12; t++) expect(pair.ref.ply(t)?.attacking).toBe(true);
  });

  it("§10 position key: promoted flag / original kind and side to move are part of it", () => {
    const ln = build({ ...kings, "9i": "Ln" }, "b");
    const ea = build({ ...kings, "9i": "+Ea" }, "b");
    const ff = build({ ...kings, "9i": "+Ln" }, "b");
    const lnW = build({ ...kings, "9i": "Ln" }, "w");
    const core = [ln, ea, ff, lnW].map((d) => Position.fromDsfenOrThrow(d).key());
    expect(new Set(core).size).toBe(4);
    const ref = [ln, ea, ff, lnW].map((d) => new RefGame(d).keyHistory()[0]);
    expect(new Set(ref).size).toBe(4);
    // The move number is not part of it.
    expect(Position.fromDsfenOrThrow(ln.replace(/ 1$/u, " 37")).key()).toBe(core[0]);
  });

  it("§10.1(4) plain repetition: draw on the 4th occurrence, not before", () => {
    const steps = repeat(["9q9p", "9a9b", "9p9q", "9b9a"], 12);
    withStep(steps, 12, { after: "draw" });
    runScenario(build(kings, "b"), "jcsa", steps);
  });

  it("§10.1: the DSFEN start position counts as the first occurrence (reading R1)", () => {
    // White to move at the start: the start key recurs after plies 4, 8, 12 → draw at ply 12.
    const steps = repeat(["9a9b", "9q9p", "9b9a", "9p9q"], 12);
    withStep(steps, 12, { after: "draw" });
    runScenario(build(kings, "w"), "jcsa", steps);
  });

  it("§10.1(2) reading R6: a pinned chaser still attacks (pseudo-legal attack, as §9's check)", () => {
    // Black's lion on rank i is pinned against its king by a white rook; it swings between
    // 6i and 5i, attacking a white gold two squares away each time, but capturing it would
    // expose the king. With R6 ("could capture", as in §9) this is a perpetual chase: ply 13
    // is forbidden. With the other reading (legal captures only) ply 12 would be a draw.
    const start = build({ "1i": "K", "17a": "vK", "6i": "Ln", "9i": "vR", "5g": "vG" }, "b");
    const cycle = ["6i5i", "5g4g", "5i6i", "4g5g"];
    runScenario(start, "jcsa", repeat(cycle, 12), ["6i5i"], "pseudo");
    const legal = new RefGame(start, { repetition: "jcsa", attack: "legal" });
    for (let t = 0; t < 12; t++) legal.play(cycle[t % 4] ?? "");
    expect(legal.outcome()?.reason).toBe("repetitionDraw");
  });

  it("§10.2 simple rule: no key may recur (kings, check, passes)", () => {
    // Kings: ply 4 would recreate P0.
    runScenario(build(kings, "b"), "simple", repeat(["9q9p", "9a9b", "9p9q"], 3), ["9b9a"]);
    // The checking rook: ply 4 would recreate P0.
    runScenario(build({ "9q": "K", "1a": "vK", "2i": "R" }, "b"), "simple", repeat(["2i1i", "1a2a", "1i2i"], 3), ["2a1a"]);
    // §10.3: two consecutive passes are impossible — White cannot pass back, and after
    // White's step Black cannot pass twice in a row either.
    const lions = build({ ...kings, "9k": "Ln", "9e": "vLn" }, "b");
    runScenario(lions, "simple", [{ play: "9k9k" }], ["9e9e"]);
    const p = runScenario(lions, "simple", [{ play: "9k9k" }, { play: "9e9f" }, { play: "9k9k" }], ["9f9f"]);
    expect(p.refLegal().length).toBeGreaterThan(0);
  });
});

// ---------------------------------------------------------------------------------------
// b. Differential search.

type Rng = () => number;

function pick<T>(rng: Rng, xs: readonly T[]): T {
  const x = xs[Math.floor(rng() * xs.length)];
  if (x === undefined) throw new Error("empty choice");
  return x;
}
function int(rng: Rng, lo: number, hi: number): number {
  return lo + Math.floor(rng() * (hi - lo + 1));
}

/** Pieces of the small positions: pass-capable ones and checkers/chasers. */
const PASSERS = ["Ln", "LD", "+Ln", "+LD", "+Ea", "+We"] as const;
const OTHERS = ["R", "Q", "B", "DK", "DH", "G", "S", "P", "Kr", "Ph", "SM", "VM", "FL"] as const;
const CHECKERS = ["R", "Q", "B", "DK", "DH"] as const;

/** 2 kings + 1–5 pieces in a window of the board (so that pieces interact). */
function smallPosition(rng: Rng): string | null {
  const w = int(rng, 5, 9);
  // Sometimes in a corner of the board, where kings have few squares (perpetual checks).
  const corner = rng() < 0.4;
  const f0 = corner ? pick(rng, [1, 18 - w]) : int(rng, 1, 18 - w);
  const r0 = corner ? pick(rng, [1, 18 - w]) : int(rng, 1, 18 - w);
  const board: (RPiece | null)[] = new Array<RPiece | null>(289).fill(null);
  const empty = (): number => {
    for (;;) {
      const s = sqIndex(f0 + int(rng, 0, w - 1), r0 + int(rng, 0, w - 1));
      if (board[s] === null) return s;
    }
  };
  board[empty()] = tokenPiece("K");
  board[empty()] = tokenPiece("vK");
  const n = int(rng, 1, 5);
  for (let i = 0; i < n; i++) {
    const tok = rng() < (corner ? 0.25 : 0.45) ? pick(rng, PASSERS) : corner && rng() < 0.5 ? pick(rng, CHECKERS) : pick(rng, OTHERS);
    board[empty()] = tokenPiece((rng() < 0.5 ? "v" : "") + tok);
  }
  const pos: RPosition = { board, side: rng() < 0.5 ? "b" : "w" };
  // Only positions that can arise in a game: the side not to move is not in check.
  if (isInCheck(pos, opponent(pos.side))) return null;
  return toDsfen(pos);
}

/** Reverse of a simple (non-capturing, non-pass) move string, or null. */
function reverse(s: string): string | null {
  const m = /^(\d{1,2}[a-q])(\d{1,2}[a-q])$/u.exec(s);
  if (m === null || m[1] === m[2]) return null;
  return `${m[2] ?? ""}${m[1] ?? ""}`;
}

/** Next move: mostly take back one's own previous move or pass, sometimes anything. */
function chooseMove(rng: Rng, legal: readonly string[], pair: Pair): string {
  const mine = pair.moves.length >= 2 ? pair.moves[pair.moves.length - 2] : undefined;
  const r = rng();
  if (r < 0.55 && mine !== undefined) {
    const back = reverse(mine);
    if (back !== null && legal.includes(back)) return back;
    if (legal.includes(mine) && rng() < 0.5) return mine; // e.g. a pass again
  }
  if (r < 0.75) {
    const passes = legal.filter((s) => {
      const m = /^(\d{1,2}[a-q])(\d{1,2}[a-q])$/u.exec(s);
      return m !== null && m[1] === m[2];
    });
    if (passes.length > 0) return pick(rng, passes);
  }
  // Quiet moves keep the material (so positions can recur); captures now and then.
  const legalSet = new Set(legal);
  const quiet = pair.ref
    .judgedMoves()
    .filter((x) => x.move.caps.length === 0 && legalSet.has(moveString(x.move)))
    .map((x) => x.move);
  if (rng() < 0.35) {
    // A check when there is one (checks repeated by both sides make perpetual checks).
    const pos = pair.ref.position;
    const checks = quiet.filter((m) => isInCheck(applyMove(pos, m), opponent(pos.side)));
    if (checks.length > 0) return moveString(pick(rng, checks));
  }
  return quiet.length > 0 && rng() < 0.9 ? moveString(pick(rng, quiet)) : pick(rng, legal);
}

interface Stats {
  games: number;
  plies: number;
  verdicts: Map<string, number>;
  outcomes: Map<string, number>;
}

function bump(m: Map<string, number>, k: string): void {
  m.set(k, (m.get(k) ?? 0) + 1);
}

function playGames(rule: RepetitionRule, seed: number, games: number, maxPlies: number, stats: Stats): Mismatch[] {
  const rng = createRng(seed);
  const found: Mismatch[] = [];
  for (let g = 0; g < games; g++) {
    let start: string | null = null;
    while (start === null) start = smallPosition(rng);
    const pair = new Pair(start, rule);
    stats.games++;
    for (let ply = 0; ply <= maxPlies; ply++) {
      const mm = pair.compare();
      found.push(...mm);
      if (mm.length > 0) break;
      for (const { verdict } of pair.ref.judgedMoves()) if (verdict.n >= (rule === "simple" ? 1 : 3)) bump(stats.verdicts, verdict.why);
      const out = pair.ref.outcome();
      if (out !== null) {
        const onlyRepetition = out.reason !== "repetitionDraw" && pair.ref.judgedMoves().length > 0;
        bump(stats.outcomes, `${out.reason}${onlyRepetition ? " (all moves forbidden by repetition)" : ""}`);
        break;
      }
      if (ply === maxPlies) break;
      pair.play(chooseMove(rng, pair.refLegal(), pair));
      stats.plies++;
    }
    const km = pair.keyMismatch();
    if (km !== null) found.push(km);
  }
  return found;
}

describe("differential: repetition in core vs the reference", () => {
  // One test per rule. Each is a synchronous loop bounded by its games and plies (4 s of CPU
  // for both on an idle machine); a timeout cannot stop it, and would only fail it for being
  // slow on a loaded machine, so it is generous: speed belongs to the benchmarks.
  it.each([
    ["jcsa", 120, 40],
    ["simple", 60, 30],
  ] as const)("agrees at every ply of seeded repeating games (%s)", (rule, games, plies) => {
    const stats: Stats = { games: 0, plies: 0, verdicts: new Map(), outcomes: new Map() };
    const t = performance.now();
    const all = playGames(rule, SEED + (rule === "jcsa" ? 0 : 1), games * SCALE, plies, stats);
    console.log(
      `repetition differential, attack reading ${ATTACK}: ${rule}: ${String(stats.games)} games, ${String(stats.plies)} plies in ${(performance.now() - t).toFixed(0)} ms; ` +
        `candidate moves judged at n ≥ ${rule === "simple" ? "1" : "3"}: ${[...stats.verdicts].map(([k, v]) => `${k} ${String(v)}`).join("; ") || "-"}; ` +
        `endings: ${[...stats.outcomes].map(([k, v]) => `${k} ${String(v)}`).join("; ") || "-"}`,
    );
    const byClass = new Map<string, Mismatch[]>();
    for (const m of all) byClass.set(m.cls, [...(byClass.get(m.cls) ?? []), m]);
    const report = [...byClass].map(([cls, list]) => {
      const first = list.reduce((a, b) => (a.ply <= b.ply ? a : b));
      return `  [${cls}] ${String(list.length)} game(s); earliest:\n${first.report}`;
    });
    if (report.length > 0) console.log(`REPETITION MISMATCHES:\n${report.join("\n")}`);
    expect([...byClass.keys()]).toEqual([]);
  }, 900_000 * SCALE);
});
