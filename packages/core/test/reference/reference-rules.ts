/**
 * Independent reference implementation of the dai dai shogi move rules.
 *
 * Written straight from docs/spec/rules.md, pieces.json and formats.md, WITHOUT reading
 * packages/core/src. It is deliberately slow and literal: every rule is coded the way the
 * spec states it, with the section in a comment. It imports nothing from ../../src.
 *
 * Rule options (rules.md §12): every function that depends on them takes an optional
 * trailing `options` argument (a Partial<RefOptions>); left out, it means the DEFAULT rules:
 *   legality "legal" (§9), lionDogStepThenJump false (§14.2), neighboringKing "K" (§14.4).
 * Also selectable: legality "kingCapture" (§9), lionDogStepThenJump true (§14.2, §6.2–6.4),
 * neighboringKing "FfrlW" (§14.4, §5). Not implemented: repetition (positions carry no
 * history; see reference-repetition.ts) and illegalMoveLoses (records only, no effect on
 * move generation).
 *
 * Decisions where the spec is silent or could be read two ways (a player's reading):
 *  D1. Board positions that cannot arise in a game (side NOT to move in check, i.e. its king
 *      could be captured right now): the spec does not say what is legal there. The
 *      reference applies the plain §9 rule anyway — a move is legal iff after it the mover's
 *      own king is not attacked — including moves that capture the enemy king. The
 *      differential test avoids such positions (it only uses positions where the side not
 *      to move is not in check), so this choice is not compared.
 *  D2. A side without a king: it can never be in check, so all its pseudo-legal moves are
 *      legal (§9 only forbids exposing one's own king). Two kings of one side never occur.
 *  D3. A pass is legal iff the mover's king is not attacked afterwards (§9: "a pass ... that
 *      leaves the own king in check is illegal"); since the board does not change, a pass is
 *      illegal exactly when the mover is in check.
 *  D4. Lion double step (§6.1 item 3) is generated literally: O→S1 (S1 open, captured if
 *      enemy) → S2 (neighbour of S1, open or O). With an empty S1 this only re-creates
 *      step/jump/pass outcomes, which are removed by the outcome dedupe; S1 empty and S2 = O
 *      is exactly the pass of item 4 ("at least one adjacent square is empty").
 *  D5. Move strings (formats.md §2): captures listed in capture order, except that a capture
 *      made on the final square at the moment the piece arrives there is not listed (the
 *      final square is written last anyway). A square captured earlier and returned to
 *      (lion dog P6) is listed.
 *  D6. Great elephant (§6.4): its slides along f, b, l, r, bl, br are ordinary slides
 *      (blocked by the first piece, capture the first enemy); the lion-dog power adds the
 *      jumps / multi-captures within distance 3 on those lines. Union, deduped by outcome.
 *  D7. Hook mover / goblin (§6.5, §6.6): the corner T is any empty square reached by the
 *      first leg (≥ 1 square); the second leg goes ≥ 1 square perpendicular, through empty
 *      squares, ending on an empty square or the first enemy (captured). Friendly pieces
 *      and the board edge stop the second leg.
 *  D8. Promotion (§7) happens after a move with ≥ 1 capture when the piece's current kind
 *      has a `promotesTo` in pieces.json and the piece has never been promoted. It affects
 *      the position after the move (used by playouts / perft), never the move string.
 *
 * Readings for the OPTIONS where the spec is silent:
 *  O1. kingCapture, terminal positions (§9 "the game ends when a king is captured"; "A
 *      position in which a king has been captured is terminal"): terminal = reached by a
 *      move that captured a king (applyMove records it in RPosition.capturedKing). A
 *      position SET UP without one or both kings (a DSFEN has no history) is not terminal:
 *      no king has been captured in it; it is played on as under D2 and ends only if the
 *      remaining king is captured or a side cannot move. (A board-only reading — "a side
 *      without a king has lost" — was considered: it would make king-less setups, e.g.
 *      tsume-like problems, unplayable under kingCapture.) Under the default legality a
 *      king capture only arises from unreachable positions (D1) and the flag is ignored,
 *      so the default rules behave exactly as before.
 *  O2. kingCapture perft ("perft counts it as a leaf and generates nothing below it"): a
 *      terminal node counts 1 whatever the remaining depth, i.e. perft(terminal, d) = 1 for
 *      every d ≥ 0. (The other reading — counting only nodes at exactly depth d, so that a
 *      king capture before the last ply contributes 0 — is not the one taken; core takes
 *      it, see the test "kingCapture perft: …" in options.test.ts.)
 *  O3. kingCapture legal moves = all pseudo-legal moves (§4–§6) of a non-terminal position:
 *      no §9 filter at all, so a pass or igui while in check is allowed, and a king capture
 *      that leaves the own king attacked is allowed (D1 does not arise). "Check" keeps its
 *      §9 meaning (the king could be captured if it were the opponent's turn).
 *  O4. kingCapture outcome: terminal → the capturer (the side not to move) wins, reason
 *      "kingCaptured"; otherwise no moves at all → the side to move loses (§9 "The player
 *      who cannot move at all loses"), named checkmate / stalemate as under the default.
 *  O5. lionDogStepThenJump (§14.2): on every lion-dog line (LD and +We on 8 lines, the
 *      lion-dog lines of FF (8) and GE (f, b, l, r, bl, br)) ONE extra outcome: final S3,
 *      captures S1 then S3 (if enemy), when S1 holds an enemy and S3 is open, whatever is on
 *      S2 (empty, friend or enemy; an enemy on S2 is jumped, not captured). With S2 empty it
 *      is the P5 outcome (same final square and captures, same string O·S1·S3) and is
 *      generated once. Its string is origin, S1, S3 (formats.md §2). It adds no attacked
 *      square (S1 and S3 are attacked by P1/P8 anyway). No other new path (e.g. no return
 *      to S1 or O after the jump) is added: the spec names exactly this outcome.
 *  O6. neighboringKing "FfrlW" (§14.4): the neighbouring king steps one square in the 7
 *      directions f, l, r, fl, fr, bl, br (owner-relative, all but straight back), for its
 *      moves and for its attacks (check). It stays non-royal and still promotes to SB (§2,
 *      §7): the option changes only how an unpromoted NK moves. Nothing else is affected
 *      (a promoted NK is a standard bearer).
 */
import { readFileSync } from "node:fs";

// ---------------------------------------------------------------------------------------
// Rule options (rules.md §12).

/**
 * Rule options of rules.md §12 that change move generation (same field names and values as
 * the RuleOptions of core, so one object can be given to both). Defaults = the default rules.
 */
export interface RefOptions {
  /** §9: "legal" (moves exposing the own king are not generated) or "kingCapture". */
  readonly legality: "legal" | "kingCapture";
  /** §14.2: the lion-dog "step-capture then jump" outcome (decision O5). */
  readonly lionDogStepThenJump: boolean;
  /** §14.4: the neighbouring king moves as a king (K) or as a drunk elephant (FfrlW, O6). */
  readonly neighboringKing: "K" | "FfrlW";
}

export const DEFAULT_REF_OPTIONS: RefOptions = {
  legality: "legal",
  lionDogStepThenJump: false,
  neighboringKing: "K",
};

/** Fills in the defaults (an absent field = the default rule). */
export function refOptions(partial: Partial<RefOptions> = {}): RefOptions {
  return {
    legality: partial.legality ?? DEFAULT_REF_OPTIONS.legality,
    lionDogStepThenJump: partial.lionDogStepThenJump ?? DEFAULT_REF_OPTIONS.lionDogStepThenJump,
    neighboringKing: partial.neighboringKing ?? DEFAULT_REF_OPTIONS.neighboringKing,
  };
}

/** Short label of an option set, e.g. "kingCapture+neighboringKing=FfrlW" ("default" for the defaults). */
export function optionsLabel(partial: Partial<RefOptions> = {}): string {
  const o = refOptions(partial);
  const parts: string[] = [];
  if (o.legality !== "legal") parts.push(o.legality);
  if (o.lionDogStepThenJump) parts.push("lionDogStepThenJump");
  if (o.neighboringKing !== "K") parts.push(`neighboringKing=${o.neighboringKing}`);
  return parts.length === 0 ? "default" : parts.join("+");
}

// ---------------------------------------------------------------------------------------
// Spec data (read at runtime from the repository copy of the spec).

type DirName = "f" | "b" | "l" | "r" | "fl" | "fr" | "bl" | "br";

interface SpecMove {
  readonly dirs: readonly DirName[];
  readonly kind: "step" | "slide" | "range" | "jump";
  readonly n?: number;
}

interface SpecSpecial {
  readonly kind: "lion" | "liondog" | "hook" | "goblin" | "furiousfiend" | "greatelephant";
  readonly dirs?: readonly DirName[];
  readonly liondogDirs?: readonly DirName[];
}

export interface SpecPiece {
  readonly code: string;
  readonly promotesTo: string | null;
  readonly onlyByPromotion: boolean;
  readonly promotedFrom?: string;
  readonly moves: readonly SpecMove[];
  readonly special: SpecSpecial | null;
}

function readSpecJson(name: string): unknown {
  const url = new URL(`../../../../docs/spec/${name}`, import.meta.url);
  return JSON.parse(readFileSync(url, "utf8")) as unknown;
}

export const SPEC_PIECES: readonly SpecPiece[] = readSpecJson("pieces.json") as SpecPiece[];
export const SPEC_SETUP = readSpecJson("setup.json") as {
  readonly black: Readonly<Record<string, string>>;
  readonly white: Readonly<Record<string, string>>;
};

const PIECE_BY_CODE = new Map<string, SpecPiece>();
for (const p of SPEC_PIECES) PIECE_BY_CODE.set(p.code, p);

export function specPiece(code: string): SpecPiece {
  const p = PIECE_BY_CODE.get(code);
  if (p === undefined) throw new Error(`unknown piece code ${code}`);
  return p;
}

/** All 68 kind codes (pieces.json order). */
export const ALL_KINDS: readonly string[] = SPEC_PIECES.map((p) => p.code);
/** The 64 kinds that can stand in a DSFEN without "+". */
export const ORIGINAL_KINDS: readonly string[] = SPEC_PIECES.filter((p) => !p.onlyByPromotion).map(
  (p) => p.code,
);
/** The 21 kinds that promote (§2 promotion summary). */
export const PROMOTING_KINDS: readonly string[] = SPEC_PIECES.filter((p) => p.promotesTo !== null).map(
  (p) => p.code,
);

// ---------------------------------------------------------------------------------------
// Board, squares, pieces (§1).

export type Owner = "b" | "w";

export interface RPiece {
  readonly owner: Owner;
  /** Current kind (pieces.json code, FF/GE/MW/WS included). */
  readonly kind: string;
  /** Kind before promotion, or null for a never-promoted piece (§7, §12). */
  readonly orig: string | null;
}

export interface RPosition {
  /** 289 squares, index = (rank − 1) * 17 + (file − 1), rank a = 1 … q = 17. */
  readonly board: readonly (RPiece | null)[];
  readonly side: Owner;
  /**
   * Set by applyMove when the move captured a king: the owner of that king. Absent in
   * set-up positions (a DSFEN has no history). Makes the position terminal under the
   * kingCapture option (§9, decision O1).
   */
  readonly capturedKing?: Owner;
}

export interface RMove {
  readonly from: number;
  readonly to: number;
  /** Captured squares in the order they are captured. */
  readonly caps: readonly number[];
}

const RANKS = "abcdefghijklmnopq";

export function sqIndex(file: number, rank: number): number {
  return (rank - 1) * 17 + (file - 1);
}
export function fileOf(s: number): number {
  return (s % 17) + 1;
}
export function rankOf(s: number): number {
  return Math.floor(s / 17) + 1;
}
export function onBoard(file: number, rank: number): boolean {
  return file >= 1 && file <= 17 && rank >= 1 && rank <= 17;
}
export function sqName(s: number): string {
  return `${String(fileOf(s))}${RANKS.charAt(rankOf(s) - 1)}`;
}
export function parseSq(name: string): number {
  const m = /^(\d{1,2})([a-q])$/.exec(name);
  if (m === null) throw new Error(`bad square ${name}`);
  const file = Number(m[1]);
  const rank = RANKS.indexOf(m[2] ?? "") + 1;
  if (!onBoard(file, rank)) throw new Error(`bad square ${name}`);
  return sqIndex(file, rank);
}

// §1.1: vectors for Black as (Δfile, ΔrankIndex); White's are the negation.
const BLACK_VECTORS: Readonly<Record<DirName, readonly [number, number]>> = {
  f: [0, -1],
  b: [0, 1],
  l: [1, 0],
  r: [-1, 0],
  fl: [1, -1],
  fr: [-1, -1],
  bl: [1, 1],
  br: [-1, 1],
};
const ALL_DIRS: readonly DirName[] = ["f", "b", "l", "r", "fl", "fr", "bl", "br"];

function vec(dir: DirName, owner: Owner): readonly [number, number] {
  const [df, dr] = BLACK_VECTORS[dir];
  return owner === "b" ? [df, dr] : [-df, -dr];
}

/** Square at k steps of (df, dr) from s, or null when off the board. */
function offset(s: number, df: number, dr: number, k = 1): number | null {
  const f = fileOf(s) + df * k;
  const r = rankOf(s) + dr * k;
  return onBoard(f, r) ? sqIndex(f, r) : null;
}

export function opponent(o: Owner): Owner {
  return o === "b" ? "w" : "b";
}

// ---------------------------------------------------------------------------------------
// DSFEN (formats.md §1).

export function parseDsfen(text: string): RPosition {
  // The board may contain spaces after commas, so take side / number from the end.
  const m = /^(.*\S)\s+([bw])(?:\s+(\d+))?$/su.exec(text.trim());
  if (m === null) throw new Error(`bad DSFEN: ${text}`);
  const boardText = m[1] ?? "";
  const side = m[2] as Owner;
  const fields = boardText.split("/");
  if (fields.length !== 17) throw new Error(`DSFEN needs 17 rank fields, got ${String(fields.length)}`);
  const board: (RPiece | null)[] = new Array<RPiece | null>(289).fill(null);
  fields.forEach((field, ri) => {
    const rank = ri + 1;
    let file = 17;
    for (const raw of field.split(",")) {
      const tok = raw.trim();
      if (/^\d+$/u.test(tok)) {
        const n = Number(tok);
        if (n < 1 || n > 17) throw new Error(`bad count ${tok} in rank ${RANKS.charAt(ri)}`);
        file -= n;
        continue;
      }
      const pm = /^(v?)(\+?)([A-Za-z]+)$/u.exec(tok);
      if (pm === null) throw new Error(`bad token ${tok} in rank ${RANKS.charAt(ri)}`);
      const owner: Owner = pm[1] === "v" ? "w" : "b";
      const code = pm[3] ?? "";
      const spec = specPiece(code);
      let piece: RPiece;
      if (pm[2] === "+") {
        // "+" + code of the kind before promoting; only promoting kinds may carry it.
        if (spec.promotesTo === null) throw new Error(`+${code}: kind cannot promote`);
        piece = { owner, kind: spec.promotesTo, orig: code };
      } else {
        if (spec.onlyByPromotion) throw new Error(`${code} only exists as a promoted piece`);
        piece = { owner, kind: code, orig: null };
      }
      if (file < 1) throw new Error(`rank ${RANKS.charAt(ri)} too long`);
      board[sqIndex(file, rank)] = piece;
      file -= 1;
    }
    if (file !== 0) throw new Error(`rank ${RANKS.charAt(ri)} covers ${String(17 - file)} squares`);
  });
  return { board, side };
}

export function pieceToken(p: RPiece): string {
  return (p.owner === "w" ? "v" : "") + (p.orig !== null ? `+${p.orig}` : p.kind);
}

export function toDsfen(pos: RPosition, moveNumber = 1): string {
  const fields: string[] = [];
  for (let rank = 1; rank <= 17; rank++) {
    const toks: string[] = [];
    let empty = 0;
    for (let file = 17; file >= 1; file--) {
      const p = pos.board[sqIndex(file, rank)] ?? null;
      if (p === null) {
        empty++;
      } else {
        if (empty > 0) toks.push(String(empty));
        empty = 0;
        toks.push(pieceToken(p));
      }
    }
    if (empty > 0) toks.push(String(empty));
    fields.push(toks.join(","));
  }
  return `${fields.join("/")} ${pos.side} ${String(moveNumber)}`;
}

/** §3: the initial array from setup.json, Black to move. */
export function initialPosition(): RPosition {
  const board: (RPiece | null)[] = new Array<RPiece | null>(289).fill(null);
  for (const [name, code] of Object.entries(SPEC_SETUP.black)) {
    board[parseSq(name)] = { owner: "b", kind: code, orig: null };
  }
  for (const [name, code] of Object.entries(SPEC_SETUP.white)) {
    board[parseSq(name)] = { owner: "w", kind: code, orig: null };
  }
  return { board, side: "b" };
}

// ---------------------------------------------------------------------------------------
// Move strings (formats.md §2).

export function moveString(m: RMove): string {
  // Captures before the final arrival, in order; a capture made on arrival at the final
  // square is the last capture and equals `to` — it is not listed (decision D5).
  const listed = [...m.caps];
  if (listed.length > 0 && listed[listed.length - 1] === m.to) listed.pop();
  return [m.from, ...listed, m.to].map(sqName).join("");
}

// ---------------------------------------------------------------------------------------
// Pseudo-legal move generation (§4–§6).

/** Collects outcomes (origin, final square, set of captured squares) once each (§6). */
class Collector {
  readonly moves: RMove[] = [];
  private readonly seen = new Map<string, string>();
  constructor(private readonly from: number) {}
  add(caps: readonly number[], to: number): void {
    const key = `${String(to)}|${[...caps].sort((a, b) => a - b).join(",")}`;
    const m: RMove = { from: this.from, to, caps: [...caps] };
    const str = moveString(m);
    const prev = this.seen.get(key);
    if (prev !== undefined) {
      // Same outcome by another path: one move (§6). Its string must be the same.
      if (prev !== str) throw new Error(`one outcome, two strings: ${prev} ${str}`);
      return;
    }
    this.seen.set(key, str);
    this.moves.push(m);
  }
}

type SqState = "off" | "empty" | "friend" | "enemy";

function stateOf(board: readonly (RPiece | null)[], s: number | null, owner: Owner): SqState {
  if (s === null) return "off";
  const p = board[s] ?? null;
  if (p === null) return "empty";
  return p.owner === owner ? "friend" : "enemy";
}
function isOpen(st: SqState): boolean {
  return st === "empty" || st === "enemy";
}

/**
 * §4: from `from`, up to `max` squares along (df, dr) over empty squares; each empty square
 * is a move, the first enemy is a capture that ends the line, a friend or the edge ends it.
 * The origin square itself is never a destination.
 */
function walkLine(board: readonly (RPiece | null)[], from: number, df: number, dr: number, max: number, owner: Owner, out: Collector): void {
  for (let k = 1; k <= max; k++) {
    const t = offset(from, df, dr, k);
    const st = stateOf(board, t, owner);
    if (t === null || st === "friend") break;
    if (st === "enemy") {
      out.add([t], t);
      break;
    }
    out.add([], t);
  }
}

/** §4: step / slide / limited slide / jump, one direction. */
function genSimple(
  board: readonly (RPiece | null)[],
  from: number,
  owner: Owner,
  mv: SpecMove,
  out: Collector,
): void {
  for (const dir of mv.dirs) {
    const [df, dr] = vec(dir, owner);
    if (mv.kind === "jump") {
      // Jump: lands exactly n squares away whatever stands between; target open.
      const t = offset(from, df, dr, mv.n ?? 0);
      const st = stateOf(board, t, owner);
      if (t !== null && isOpen(st)) out.add(st === "enemy" ? [t] : [], t);
      continue;
    }
    // step = 1, range = n, slide = unlimited; over empty squares, stop at first piece.
    const max = mv.kind === "step" ? 1 : mv.kind === "range" ? (mv.n ?? 0) : 16;
    walkLine(board, from, df, dr, max, owner, out);
  }
}

/** §6.1 lion power. */
function genLion(board: readonly (RPiece | null)[], from: number, owner: Owner, out: Collector): void {
  const f0 = fileOf(from);
  const r0 = rankOf(from);
  // 2. Jump to the 16 squares at distance exactly 2 (Chebyshev), whatever is between.
  for (let df = -2; df <= 2; df++) {
    for (let dr = -2; dr <= 2; dr++) {
      if (Math.max(Math.abs(df), Math.abs(dr)) !== 2) continue;
      if (!onBoard(f0 + df, r0 + dr)) continue;
      const t = sqIndex(f0 + df, r0 + dr);
      const st = stateOf(board, t, owner);
      if (isOpen(st)) out.add(st === "enemy" ? [t] : [], t);
    }
  }
  // 1. Step to an adjacent open square; 3./4. then optionally a second king step.
  for (let df1 = -1; df1 <= 1; df1++) {
    for (let dr1 = -1; dr1 <= 1; dr1++) {
      if (df1 === 0 && dr1 === 0) continue;
      if (!onBoard(f0 + df1, r0 + dr1)) continue;
      const s1 = sqIndex(f0 + df1, r0 + dr1);
      const st1 = stateOf(board, s1, owner);
      if (!isOpen(st1)) continue; // never onto a friendly piece
      const caps1 = st1 === "enemy" ? [s1] : [];
      out.add(caps1, s1);
      // Second step from S1 to any neighbour S2 (open, or O which the lion vacated).
      // S1 enemy: igui (S2 = O), double capture, or capture-then-move (§6.1.3).
      // S1 empty: S2 = O is the pass (§6.1.4); other S2 repeat step/jump outcomes.
      for (let df2 = -1; df2 <= 1; df2++) {
        for (let dr2 = -1; dr2 <= 1; dr2++) {
          if (df2 === 0 && dr2 === 0) continue;
          const f2 = f0 + df1 + df2;
          const r2 = r0 + dr1 + dr2;
          if (!onBoard(f2, r2)) continue;
          const s2 = sqIndex(f2, r2);
          if (s2 === from) {
            out.add(caps1, from);
            continue;
          }
          const st2 = stateOf(board, s2, owner);
          if (!isOpen(st2)) continue;
          out.add(st2 === "enemy" ? [...caps1, s2] : caps1, s2);
        }
      }
    }
  }
}

/** §6.2 lion-dog power along one line (table P1–P8; with §14.2 step-then-jump, O5). */
function genLionDogLine(
  board: readonly (RPiece | null)[],
  from: number,
  owner: Owner,
  dir: DirName,
  out: Collector,
  stepThenJump: boolean,
): void {
  const [df, dr] = vec(dir, owner);
  const s1 = offset(from, df, dr, 1);
  const s2 = offset(from, df, dr, 2);
  const s3 = offset(from, df, dr, 3);
  const t1 = stateOf(board, s1, owner);
  const t2 = stateOf(board, s2, owner);
  const t3 = stateOf(board, s3, owner);
  const c = (s: number | null, t: SqState): number[] => (s !== null && t === "enemy" ? [s] : []);
  // P1 O→S1
  if (s1 !== null && isOpen(t1)) out.add(c(s1, t1), s1);
  // P2 O→S1→O: igui (S1 enemy) or pass (S1 empty)
  if (s1 !== null && isOpen(t1)) out.add(c(s1, t1), from);
  // P3 O→S1→S2
  if (s1 !== null && s2 !== null && isOpen(t1) && isOpen(t2)) out.add([...c(s1, t1), ...c(s2, t2)], s2);
  // P4 O⇒S2
  if (s2 !== null && isOpen(t2)) out.add(c(s2, t2), s2);
  // P5 O→S1→S2→S3
  if (s1 !== null && s2 !== null && s3 !== null && isOpen(t1) && isOpen(t2) && isOpen(t3)) {
    out.add([...c(s1, t1), ...c(s2, t2), ...c(s3, t3)], s3);
  }
  // P6 O→S1→S2→S1 (S2 enemy)
  if (s1 !== null && s2 !== null && isOpen(t1) && t2 === "enemy") out.add([...c(s1, t1), s2], s1);
  // P7 O⇒S2→S3
  if (s2 !== null && s3 !== null && isOpen(t2) && isOpen(t3)) out.add([...c(s2, t2), ...c(s3, t3)], s3);
  // P8 O⇒S3
  if (s3 !== null && isOpen(t3)) out.add(c(s3, t3), s3);
  // §14.2 option lionDogStepThenJump: O→S1 (enemy, captured) ⇒ S3 (open), S2 anything,
  // untouched: "add outcome (S3, {S1, S3 if enemy}) when S1 is enemy and S3 open, whatever
  // is on S2". With S2 empty this equals P5 and the Collector keeps one copy (O5).
  if (stepThenJump && s1 !== null && s3 !== null && t1 === "enemy" && isOpen(t3)) {
    out.add([s1, ...c(s3, t3)], s3);
  }
}

/** §6.5 / §6.6: hook along the given lines (turn 90° once at an empty corner). */
function genHooks(
  board: readonly (RPiece | null)[],
  from: number,
  owner: Owner,
  dirs: readonly DirName[],
  out: Collector,
): void {
  for (const dir of dirs) {
    const [df, dr] = vec(dir, owner);
    // Perpendicular directions: rotate (df, dr) by ±90°.
    const perps: readonly (readonly [number, number])[] = [
      [-dr, df],
      [dr, -df],
    ];
    for (let k = 1; ; k++) {
      const corner = offset(from, df, dr, k);
      if (corner === null || board[corner] !== null) break; // first leg: empty squares only, T empty
      for (const [pf, pr] of perps) walkLine(board, corner, pf, pr, 16, owner, out);
    }
  }
}

/** §14.4 / §5 option neighboringKing "FfrlW": drunk-elephant steps, all but straight back (O6). */
const NK_DRUNK_ELEPHANT: readonly SpecMove[] = [{ dirs: ["f", "l", "r", "fl", "fr", "bl", "br"], kind: "step" }];

/** All pseudo-legal moves of the piece on `from` (whoever's turn it is). */
export function pieceMoves(board: readonly (RPiece | null)[], from: number, options?: Partial<RefOptions>): RMove[] {
  return pieceMovesR(board, from, refOptions(options));
}

function pieceMovesR(board: readonly (RPiece | null)[], from: number, opts: RefOptions): RMove[] {
  const p = board[from] ?? null;
  if (p === null) return [];
  const spec = specPiece(p.kind);
  const out = new Collector(from);
  // Ordinary moves of pieces.json (§2, §4, §5); also the slides of HM, Lo, GE. The NK
  // (never a promoted piece: nothing promotes to NK) moves per option neighboringKing.
  const moves = p.kind === "NK" && opts.neighboringKing === "FfrlW" ? NK_DRUNK_ELEPHANT : spec.moves;
  for (const mv of moves) genSimple(board, from, p.owner, mv, out);
  const stj = opts.lionDogStepThenJump; // §14.2: "Same switch applies to FF and GE lines."
  const sp = spec.special;
  if (sp !== null) {
    switch (sp.kind) {
      case "lion": // §6.1
        genLion(board, from, p.owner, out);
        break;
      case "liondog": // §6.2 on all 8 lines
        for (const d of sp.dirs ?? ALL_DIRS) genLionDogLine(board, from, p.owner, d, out, stj);
        break;
      case "furiousfiend": // §6.3 lion ∪ lion dog (8 lines)
        genLion(board, from, p.owner, out);
        for (const d of sp.liondogDirs ?? ALL_DIRS) genLionDogLine(board, from, p.owner, d, out, stj);
        break;
      case "greatelephant": // §6.4 slides (in moves) ∪ lion-dog power on 6 lines
        for (const d of sp.liondogDirs ?? []) genLionDogLine(board, from, p.owner, d, out, stj);
        break;
      case "hook": // §6.5 rook (in moves) + orthogonal hooks
        genHooks(board, from, p.owner, sp.dirs ?? [], out);
        break;
      case "goblin": // §6.6 bishop + orthogonal step (in moves) + diagonal hooks
        genHooks(board, from, p.owner, sp.dirs ?? [], out);
        break;
    }
  }
  return out.moves;
}

export function pseudoLegalMoves(pos: RPosition, options?: Partial<RefOptions>): RMove[] {
  const opts = refOptions(options);
  const res: RMove[] = [];
  for (let s = 0; s < 289; s++) {
    const p = pos.board[s] ?? null;
    if (p !== null && p.owner === pos.side) res.push(...pieceMovesR(pos.board, s, opts));
  }
  return res;
}

// ---------------------------------------------------------------------------------------
// Making moves (§4 capture by displacement, §7 promotion).

export function applyMove(pos: RPosition, m: RMove): RPosition {
  const board = [...pos.board];
  const piece = board[m.from] ?? null;
  if (piece === null) throw new Error("no piece on origin");
  for (const c of m.caps) board[c] = null;
  board[m.from] = null;
  let moved = piece;
  const promotesTo = specPiece(piece.kind).promotesTo;
  // §7: first capturing move of a promoting kind that has never promoted; once.
  if (m.caps.length > 0 && piece.orig === null && promotesTo !== null) {
    moved = { owner: piece.owner, kind: promotesTo, orig: piece.kind };
  }
  board[m.to] = moved;
  // §7/§9: "Capturing the enemy king ends the game" — remembered for kingCapture (O1).
  const king = m.caps.map((c) => pos.board[c]).find((p): p is RPiece => p?.kind === "K");
  if (king !== undefined) return { board, side: opponent(pos.side), capturedKing: king.owner };
  return { board, side: opponent(pos.side) };
}

// ---------------------------------------------------------------------------------------
// Check and legality (§9).

function kingSquare(board: readonly (RPiece | null)[], owner: Owner): number | null {
  for (let s = 0; s < 289; s++) {
    const p = board[s] ?? null;
    if (p !== null && p.owner === owner && p.kind === "K") return s;
  }
  return null;
}

/** Could `by` capture on `target` with some move of some leg if it were his turn? (§9) */
export function isAttacked(
  board: readonly (RPiece | null)[],
  target: number,
  by: Owner,
  options?: Partial<RefOptions>,
): boolean {
  const opts = refOptions(options);
  for (let s = 0; s < 289; s++) {
    const p = board[s] ?? null;
    if (p === null || p.owner !== by) continue;
    // Speed-up only: apart from the hook pieces (HM, Lo), every move of every kind ends or
    // captures on a straight line through the piece or within distance 2 of it.
    const sp = specPiece(p.kind).special;
    if (sp?.kind !== "hook" && sp?.kind !== "goblin") {
      const df = Math.abs(fileOf(s) - fileOf(target));
      const dr = Math.abs(rankOf(s) - rankOf(target));
      if (df !== 0 && dr !== 0 && df !== dr && Math.max(df, dr) > 2) continue;
    }
    for (const m of pieceMovesR(board, s, opts)) if (m.caps.includes(target)) return true;
  }
  return false;
}

export function isInCheck(pos: RPosition, who: Owner = pos.side, options?: Partial<RefOptions>): boolean {
  const k = kingSquare(pos.board, who);
  return k !== null && isAttacked(pos.board, k, opponent(who), options);
}

/** O1: a position reached by a move that captured a king (terminal under kingCapture, §9). */
export function kingCaptured(pos: RPosition): boolean {
  return pos.capturedKing !== undefined;
}

/**
 * §9 legal moves. Default ("legal"): the move must not leave (or put) the mover's king in
 * check. "kingCapture" (O1, O3): none in a terminal position, else every pseudo-legal move.
 */
export function legalMoves(pos: RPosition, options?: Partial<RefOptions>): RMove[] {
  const opts = refOptions(options);
  if (opts.legality === "kingCapture") return kingCaptured(pos) ? [] : pseudoLegalMoves(pos, opts);
  return pseudoLegalMoves(pos, opts).filter((m) => !isInCheck(applyMove(pos, m), pos.side, opts));
}

export function legalMoveStrings(pos: RPosition, options?: Partial<RefOptions>): string[] {
  return legalMoves(pos, options).map(moveString);
}

/**
 * Leaf count at `depth` plies. Under kingCapture a terminal position (a king has just been
 * captured) is a leaf counted 1 whatever the remaining depth (§9, decision O2); any other
 * position without moves contributes 0 when depth > 0, as usual.
 */
export function perft(pos: RPosition, depth: number, options?: Partial<RefOptions>): number {
  const opts = refOptions(options);
  if (depth === 0) return 1;
  if (opts.legality === "kingCapture" && kingCaptured(pos)) return 1;
  const moves = legalMoves(pos, opts);
  if (depth === 1) return moves.length;
  let n = 0;
  for (const m of moves) n += perft(applyMove(pos, m), depth - 1, opts);
  return n;
}

export interface ROutcome {
  readonly winner: Owner;
  readonly reason: "kingCaptured" | "checkmate" | "stalemate";
}

/**
 * §9 end of game (no history, so no repetition): under kingCapture a terminal position is
 * won by the side that captured the king (O4); otherwise a side to move without a legal
 * move loses — "checkmate" when in check, "stalemate" when not (both are losses). Under
 * the default rules a side without a king is not terminal (D2).
 */
export function outcome(pos: RPosition, options?: Partial<RefOptions>): ROutcome | null {
  const opts = refOptions(options);
  if (opts.legality === "kingCapture" && pos.capturedKing !== undefined) {
    return { winner: opponent(pos.capturedKing), reason: "kingCaptured" };
  }
  if (legalMoves(pos, opts).length > 0) return null;
  return { winner: opponent(pos.side), reason: isInCheck(pos, pos.side, opts) ? "checkmate" : "stalemate" };
}

/** Empty board with one piece (test helper for §13). */
export function lonePiece(kind: string, owner: Owner, square: string): RPosition {
  const board: (RPiece | null)[] = new Array<RPiece | null>(289).fill(null);
  const spec = specPiece(kind);
  board[parseSq(square)] = { owner, kind, orig: spec.onlyByPromotion ? (spec.promotedFrom ?? null) : null };
  return { board, side: owner };
}
