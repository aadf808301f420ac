/**
 * Shared machinery of the differential tests (differential.test.ts for the default rules,
 * options.test.ts for the rule options of rules.md §12): seeded random positions, the
 * comparison of core with the reference on one position, minimisation and reporting.
 * Imports core only through src/index.ts.
 */
import { Position, moveToString } from "../../src/index.js";
import {
  ORIGINAL_KINDS,
  type Owner,
  type RPiece,
  type RMove,
  type RPosition,
  type RefOptions,
  applyMove,
  fileOf,
  initialPosition,
  isInCheck,
  legalMoves,
  moveString,
  onBoard,
  opponent,
  optionsLabel,
  outcome as refOutcome,
  parseDsfen,
  parseSq,
  pseudoLegalMoves,
  rankOf,
  refOptions,
  specPiece,
  sqIndex,
  sqName,
  toDsfen,
} from "./reference-rules.js";

export type Rng = () => number;

export function pick<T>(rng: Rng, xs: readonly T[]): T {
  const x = xs[Math.floor(rng() * xs.length)];
  if (x === undefined) throw new Error("empty choice");
  return x;
}
export function int(rng: Rng, lo: number, hi: number): number {
  return lo + Math.floor(rng() * (hi - lo + 1));
}

// ---------------------------------------------------------------------------------------
// Random positions.

export const NON_KING_KINDS = ORIGINAL_KINDS.filter((k) => k !== "K");

export function makePiece(rng: Rng, owner: Owner, code: string, promoteChance: number): RPiece {
  const promotesTo = specPiece(code).promotesTo;
  if (promotesTo !== null && rng() < promoteChance) return { owner, kind: promotesTo, orig: code };
  return { owner, kind: code, orig: null };
}

export function emptyBoard(): (RPiece | null)[] {
  return new Array<RPiece | null>(289).fill(null);
}

export function randomEmpty(rng: Rng, board: readonly (RPiece | null)[]): number {
  for (;;) {
    const s = int(rng, 0, 288);
    if (board[s] === null) return s;
  }
}

export function placeKings(rng: Rng, board: (RPiece | null)[], near: number | null): void {
  for (const owner of ["b", "w"] as const) {
    if (rng() < 0.15) continue; // some positions without a king
    let s = randomEmpty(rng, board);
    if (near !== null && rng() < 0.4) {
      const t = randomNear(rng, board, near, 3);
      if (t !== null) s = t;
    }
    board[s] = { owner, kind: "K", orig: null };
  }
}

export function randomNear(rng: Rng, board: readonly (RPiece | null)[], centre: number, radius: number): number | null {
  for (let tries = 0; tries < 30; tries++) {
    const f = fileOf(centre) + int(rng, -radius, radius);
    const r = rankOf(centre) + int(rng, -radius, radius);
    if (!onBoard(f, r)) continue;
    const s = sqIndex(f, r);
    if (board[s] === null) return s;
  }
  return null;
}

/** a. Uniform random placement of 2–40 pieces. */
export function randomPlacement(rng: Rng): RPosition {
  const board = emptyBoard();
  placeKings(rng, board, null);
  const n = int(rng, 2, 40);
  const promoteChance = pick(rng, [0, 0.3, 0.7]);
  let count = board.filter((p) => p !== null).length;
  while (count < n) {
    board[randomEmpty(rng, board)] = makePiece(rng, rng() < 0.5 ? "b" : "w", pick(rng, NON_KING_KINDS), promoteChance);
    count++;
  }
  return { board, side: rng() < 0.5 ? "b" : "w" };
}

/** Pieces with special powers (as DSFEN-able codes + promoted flag). */
export type Focus = readonly (readonly [string, boolean])[];
export const FOCUS: Focus = [
  ["Ln", false],
  ["Ln", true], // furious fiend
  ["LD", false],
  ["LD", true], // great elephant
  ["Ea", true], // lion that cannot promote
  ["We", true], // lion dog that cannot promote
  ["HM", false],
  ["Po", true], // hook mover from a snake
  ["Lo", false],
  ["OK", true], // goblin from an old kite
  ["Ph", false],
  ["Kr", false],
  ["Po", false],
];

/** a'. Pieces crowded around a lion-family / hook / goblin / jumper piece (or another focus). */
export function crowdedPosition(rng: Rng, focus: Focus = FOCUS): RPosition {
  const board = emptyBoard();
  const [code, promoted] = pick(rng, focus);
  const owner: Owner = rng() < 0.5 ? "b" : "w";
  const centre = rng() < 0.3 ? sqIndex(pick(rng, [1, 2, 3, 15, 16, 17]), int(rng, 1, 17)) : int(rng, 0, 288);
  board[centre] = makePiece(rng, owner, code, promoted ? 1 : 0);
  placeKings(rng, board, centre);
  const radius = code === "HM" || code === "Lo" || promoted ? pick(rng, [2, 3, 4]) : pick(rng, [1, 2, 3]);
  const nNear = int(rng, 2, 16);
  for (let i = 0; i < nNear; i++) {
    const s = randomNear(rng, board, centre, radius);
    if (s === null) break;
    // Mostly cheap pieces, sometimes another special piece.
    const k =
      rng() < 0.2 ? pick(rng, focus)[0] : pick(rng, ["P", "P", "G", "S", "C", "AB", "FL", "L", "HD", ...NON_KING_KINDS]);
    board[s] = makePiece(rng, rng() < 0.5 ? "b" : "w", k, 0.3);
  }
  const nFar = int(rng, 0, 8);
  for (let i = 0; i < nFar; i++) board[randomEmpty(rng, board)] = makePiece(rng, rng() < 0.5 ? "b" : "w", pick(rng, NON_KING_KINDS), 0.3);
  // Side to move: usually the focus piece's owner.
  return { board, side: rng() < 0.8 ? owner : opponent(owner) };
}

/** The eight lines from a square as (file, rank) steps, in the order the generators draw them. */
const LINES: readonly (readonly [number, number])[] = [
  [0, 1],
  [0, -1],
  [1, 0],
  [-1, 0],
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];

/** A lion dog, great elephant (+LD), furious fiend (+Ln) or promoted western barbarian (+We) of a random owner on a random square of an empty board. */
function lionDogFamilyOnEmptyBoard(rng: Rng): { board: (RPiece | null)[]; owner: Owner; centre: number; greatElephant: boolean } {
  const board = emptyBoard();
  const [code, promoted] = pick(rng, [
    ["LD", false],
    ["LD", true],
    ["Ln", true],
    ["We", true],
  ] as const);
  const owner: Owner = rng() < 0.5 ? "b" : "w";
  const centre = sqIndex(int(rng, 1, 17), int(rng, 1, 17));
  board[centre] = makePiece(rng, owner, code, promoted ? 1 : 0);
  return { board, owner, centre, greatElephant: code === "LD" && promoted };
}

/** a3. Lion dog / great elephant / furious fiend with pieces along its lines (P1-P8). */
export function lineCrowdPosition(rng: Rng): RPosition {
  const { board, owner, centre, greatElephant } = lionDogFamilyOnEmptyBoard(rng);
  const maxK = greatElephant ? 6 : 3; // the great elephant also slides beyond 3
  for (const [df, dr] of LINES) {
    if (rng() < 0.4) continue;
    for (let k = 1; k <= maxK; k++) {
      const f = fileOf(centre) + df * k;
      const r = rankOf(centre) + dr * k;
      if (!onBoard(f, r) || rng() < 0.4) continue;
      const side = rng() < 0.65 ? opponent(owner) : owner;
      board[sqIndex(f, r)] = makePiece(rng, side, pick(rng, ["P", "G", "S", "FL", ...NON_KING_KINDS]), 0.3);
    }
  }
  placeKings(rng, board, centre);
  return { board, side: rng() < 0.85 ? owner : opponent(owner) };
}

/**
 * a4. Pieces between a king and the enemy's line attackers (one to three of them, some
 * lions and lion dogs that can capture two on the line), and enemy hook movers and
 * goblins among a few other pieces: the cells whose vacating legal generation must test.
 */
export function kingLinesPosition(rng: Rng): RPosition {
  const board = emptyBoard();
  const side: Owner = rng() < 0.5 ? "b" : "w";
  const enemy = opponent(side);
  const king = sqIndex(int(rng, 1, 17), int(rng, 1, 17));
  board[king] = { owner: side, kind: "K", orig: null };
  const attackers = ["Q", "R", "B", "DK", "DH", "HM", "Lo", "SD", "Dv", "VO", "FD", "L", "Rv"];
  const blockers = ["Ln", "LD", "P", "G", "HM", "Lo", ...NON_KING_KINDS];
  for (let l = int(rng, 1, 4); l > 0; l--) {
    const [df, dr] = pick(rng, LINES);
    const count = int(rng, 1, 3);
    let k = 0;
    for (let b = 0; b <= count; b++) {
      k += rng() < 0.7 ? 1 : int(rng, 2, 3);
      const f = fileOf(king) + df * k;
      const r = rankOf(king) + dr * k;
      if (!onBoard(f, r)) break;
      const s = sqIndex(f, r);
      if (board[s] !== null) continue;
      board[s] =
        b === count
          ? makePiece(rng, enemy, pick(rng, attackers), 0)
          : b === 0 && rng() < 0.5
            ? makePiece(rng, side, pick(rng, ["Ln", "LD"]), 0.3) // can empty two or three cells of the line
            : makePiece(rng, rng() < 0.6 ? side : enemy, pick(rng, blockers), 0.3);
    }
  }
  for (let i = int(rng, 0, 3); i > 0; i--) board[randomEmpty(rng, board)] = makePiece(rng, enemy, pick(rng, ["HM", "Lo"]), 0);
  for (let i = int(rng, 2, 14); i > 0; i--) {
    board[randomEmpty(rng, board)] = makePiece(rng, rng() < 0.5 ? side : enemy, pick(rng, blockers), 0.3);
  }
  if (rng() < 0.85) board[randomEmpty(rng, board)] = { owner: enemy, kind: "K", orig: null };
  return { board, side };
}

/** a''. Forward-only pieces (§8) and other pieces near the last ranks. */
export function lastRankPosition(rng: Rng): RPosition {
  const board = emptyBoard();
  placeKings(rng, board, null);
  const n = int(rng, 3, 20);
  for (let i = 0; i < n; i++) {
    const owner: Owner = rng() < 0.5 ? "b" : "w";
    const depth = int(rng, 1, 3); // 1 = the owner's last rank
    const rank = owner === "b" ? depth : 18 - depth;
    const s = sqIndex(int(rng, 1, 17), rank);
    if (board[s] !== null) continue;
    const k = rng() < 0.7 ? pick(rng, ["P", "L", "I", "W", "St", "HD", "Po", "EW", "S"]) : pick(rng, NON_KING_KINDS);
    board[s] = makePiece(rng, owner, k, 0.2);
  }
  for (let i = int(rng, 0, 6); i > 0; i--) board[randomEmpty(rng, board)] = makePiece(rng, rng() < 0.5 ? "b" : "w", pick(rng, NON_KING_KINDS), 0.3);
  return { board, side: rng() < 0.5 ? "b" : "w" };
}

/** c. Both kings within a few squares of each other, a few pieces around them (king captures). */
export function kingsClosePosition(rng: Rng): RPosition {
  const board = emptyBoard();
  const bk = int(rng, 0, 288);
  board[bk] = { owner: "b", kind: "K", orig: null };
  const wk = randomNear(rng, board, bk, pick(rng, [2, 3, 4])) ?? randomEmpty(rng, board);
  board[wk] = { owner: "w", kind: "K", orig: null };
  for (let i = int(rng, 1, 10); i > 0; i--) {
    const s = randomNear(rng, board, pick(rng, [bk, wk]), 3);
    if (s === null) continue;
    const k = rng() < 0.3 ? pick(rng, FOCUS)[0] : pick(rng, NON_KING_KINDS);
    board[s] = makePiece(rng, rng() < 0.5 ? "b" : "w", k, 0.3);
  }
  return { board, side: rng() < 0.5 ? "b" : "w" };
}

/** e. Lion-dog-family piece with an enemy on S1 and a piece on S2 of some lines (§14.2). */
export function stepThenJumpPosition(rng: Rng): RPosition {
  const { board, owner, centre } = lionDogFamilyOnEmptyBoard(rng);
  const cheap = ["P", "G", "S", "FL", "C", "AB", ...NON_KING_KINDS];
  for (const [df, dr] of LINES) {
    if (rng() < 0.5) continue;
    const at = (k: number): number | null =>
      onBoard(fileOf(centre) + df * k, rankOf(centre) + dr * k) ? sqIndex(fileOf(centre) + df * k, rankOf(centre) + dr * k) : null;
    const s1 = at(1);
    const s2 = at(2);
    const s3 = at(3);
    if (s1 !== null && rng() < 0.85) board[s1] = makePiece(rng, opponent(owner), pick(rng, cheap), 0.3);
    if (s2 !== null && rng() < 0.8) board[s2] = makePiece(rng, rng() < 0.5 ? owner : opponent(owner), pick(rng, cheap), 0.3);
    if (s3 !== null && rng() < 0.4) board[s3] = makePiece(rng, rng() < 0.6 ? opponent(owner) : owner, pick(rng, cheap), 0.3);
  }
  placeKings(rng, board, centre);
  return { board, side: rng() < 0.85 ? owner : opponent(owner) };
}

/** d. Neighbouring kings (§14.4), mostly next to a king, with a few pieces around them. */
export function nkPosition(rng: Rng): RPosition {
  const board = emptyBoard();
  placeKings(rng, board, null);
  // Often an NK with a king on its straight-back square: attacked under "K", not "FfrlW".
  for (const k of board.flatMap((p, s) => (p?.kind === "K" ? [s] : []))) {
    if (rng() < 0.5) continue;
    const owner: Owner = rng() < 0.5 ? "b" : "w";
    const r = rankOf(k) + (owner === "b" ? -1 : 1); // Black's back is +1 rank, White's −1
    if (onBoard(fileOf(k), r) && board[sqIndex(fileOf(k), r)] === null) board[sqIndex(fileOf(k), r)] = { owner, kind: "NK", orig: null };
  }
  for (let i = int(rng, 1, 3); i > 0; i--) {
    const kings = board.flatMap((p, s) => (p?.kind === "K" ? [s] : []));
    const near = kings.length > 0 && rng() < 0.8 ? randomNear(rng, board, pick(rng, kings), pick(rng, [1, 1, 2])) : null;
    const s = near ?? randomEmpty(rng, board);
    board[s] = { owner: rng() < 0.5 ? "b" : "w", kind: "NK", orig: null };
    for (let j = int(rng, 0, 5); j > 0; j--) {
      const t = randomNear(rng, board, s, 1);
      if (t === null) break;
      board[t] = makePiece(rng, rng() < 0.5 ? "b" : "w", pick(rng, ["P", "G", "S", "NK", ...NON_KING_KINDS]), 0.2);
    }
  }
  for (let i = int(rng, 0, 6); i > 0; i--) board[randomEmpty(rng, board)] = makePiece(rng, rng() < 0.5 ? "b" : "w", pick(rng, NON_KING_KINDS), 0.3);
  return { board, side: rng() < 0.5 ? "b" : "w" };
}

/** A position from "square: token" pairs, tokens as in a DSFEN ("vP", "+Ln", "v+LD"). */
export function positionFrom(side: Owner, pieces: Readonly<Record<string, string>>): RPosition {
  const board = emptyBoard();
  for (const [sq, tok] of Object.entries(pieces)) {
    const m = /^(v?)(\+?)([A-Za-z]+)$/u.exec(tok);
    if (m === null) throw new Error(`bad token ${tok}`);
    const owner: Owner = m[1] === "v" ? "w" : "b";
    const code = m[3] ?? "";
    const promotesTo = specPiece(code).promotesTo;
    if (m[2] === "+" && promotesTo === null) throw new Error(`+${code} cannot promote`);
    board[parseSq(sq)] = m[2] === "+" && promotesTo !== null ? { owner, kind: promotesTo, orig: code } : { owner, kind: code, orig: null };
  }
  return { board, side };
}

/** Positions that can arise in a game: the side not to move is not in check. */
export function isValid(pos: RPosition, options?: Partial<RefOptions>): boolean {
  return !isInCheck(pos, opponent(pos.side), options);
}

// ---------------------------------------------------------------------------------------
// Comparison.

export interface Mismatch {
  readonly cls: string;
  readonly dsfen: string;
  readonly detail: string;
  readonly onlyCore: readonly string[];
  readonly onlyRef: readonly string[];
}

function stripNumber(dsfen: string): string {
  return dsfen.trim().replace(/\s+\d+$/u, "");
}

function pieceAt(pos: RPosition, moveStr: string): string {
  const m = /^(\d{1,2}[a-q])/u.exec(moveStr);
  if (m === null) return "?";
  const sq = m[1] ?? "";
  for (let s = 0; s < 289; s++) {
    if (sqName(s) === sq) {
      const p = pos.board[s] ?? null;
      return p === null ? "empty" : p.orig !== null ? `+${p.orig}` : p.kind;
    }
  }
  return "?";
}

/** How often the tricky cases occur among the compared (reference) legal moves. */
const coverage = new Map<string, number>();
function bump(key: string): void {
  coverage.set(key, (coverage.get(key) ?? 0) + 1);
}
function countCoverage(ref: RPosition, moves: readonly RMove[], pseudo: number, inCheck: boolean): void {
  bump("positions");
  if (inCheck) bump("positions in check");
  if (moves.length === 0) bump("positions without legal moves");
  const removed = "pseudo-legal moves removed by §9";
  coverage.set(removed, (coverage.get(removed) ?? 0) + pseudo - moves.length);
  for (const m of moves) {
    bump("legal moves");
    const p = ref.board[m.from] ?? null;
    if (p === null) continue;
    const df = Math.abs(fileOf(m.to) - fileOf(m.from));
    const dr = Math.abs(rankOf(m.to) - rankOf(m.from));
    if (m.to === m.from) bump(m.caps.length === 0 ? "pass" : "igui");
    if (m.caps.length === 2) bump("double capture");
    if (m.caps.length === 3) bump("triple capture");
    if (m.caps.length > 0 && m.caps[0] === m.to && m.caps.length > 1) bump("capture, capture, back (P6)");
    if (m.caps.length > 0 && !m.caps.includes(m.to) && m.to !== m.from) bump("capture then move on");
    if ((p.kind === "HM" || p.kind === "Lo") && df !== 0 && dr !== 0 && df !== dr && Math.max(df, dr) > 1) bump("hook move");
    if (m.caps.length > 0 && p.orig === null && specPiece(p.kind).promotesTo !== null) bump("promoting move");
    if (m.caps.length > 0 && p.orig !== null && specPiece(p.kind).promotesTo !== null) bump("capture by promoted +Ea/+We (no promotion)");
    if (optionCoverage) {
      if (m.caps.some((c) => ref.board[c]?.kind === "K")) bump("king capture");
      if (p.kind === "NK") bump("NK move");
      if (isStepThenJump(ref, m)) bump("step-then-jump (§14.2)");
    }
  }
}

/** A lion-dog-family move that captured on S1 and jumped S2 to S3 (§14.2; P5 otherwise). */
function isStepThenJump(ref: RPosition, m: RMove): boolean {
  const kind = ref.board[m.from]?.kind;
  if (kind !== "LD" && kind !== "FF" && kind !== "GE") return false;
  const df = fileOf(m.to) - fileOf(m.from);
  const dr = rankOf(m.to) - rankOf(m.from);
  if (Math.max(Math.abs(df), Math.abs(dr)) !== 3 || (df !== 0 && dr !== 0 && Math.abs(df) !== Math.abs(dr))) return false;
  const s1 = sqIndex(fileOf(m.from) + Math.sign(df), rankOf(m.from) + Math.sign(dr));
  const s2 = sqIndex(fileOf(m.from) + 2 * Math.sign(df), rankOf(m.from) + 2 * Math.sign(dr));
  return m.caps[0] === s1 && ref.board[s2] !== null && !m.caps.includes(s2);
}

let optionCoverage = false;

export interface CompareConfig {
  /** Rule options given to both core and the reference (default: the default rules). */
  readonly options?: Partial<RefOptions>;
  /** Also compare Position.outcome() with the reference's §9 outcome. */
  readonly outcome?: boolean;
}

function outcomeDifference(core: Position, ref: RPosition, opts: Partial<RefOptions>): string | null {
  const ro = refOutcome(ref, opts);
  const co = core.outcome();
  const rs = ro === null ? "none" : `${ro.winner === "b" ? "black" : "white"} ${ro.reason}`;
  const cs = co === null ? "none" : `${co.winner ?? "nobody"} ${co.reason}`;
  return rs === cs ? null : `core ${cs} / reference ${rs}`;
}

function hasKing(pos: RPosition, owner: Owner): boolean {
  return pos.board.some((p) => p !== null && p.owner === owner && p.kind === "K");
}

/** Compares core and reference on one position; returns the mismatches found. */
export function compare(dsfen: string, rng: Rng | null, cfg: CompareConfig = {}): Mismatch[] {
  const out: Mismatch[] = [];
  const opts = cfg.options ?? {};
  const ref = parseDsfen(dsfen);
  let core: Position;
  try {
    core = Position.fromDsfenOrThrow(dsfen, opts);
  } catch (e) {
    return [{ cls: "core rejects DSFEN", dsfen, detail: String(e), onlyCore: [], onlyRef: [] }];
  }
  if (stripNumber(core.toDsfen()) !== stripNumber(toDsfen(ref))) {
    out.push({ cls: "DSFEN round trip", dsfen, detail: core.toDsfen(), onlyCore: [], onlyRef: [] });
  }
  const coreList = core.legalMoves().map(moveToString);
  const coreSet = new Set(coreList);
  if (coreSet.size !== coreList.length) {
    const seen = new Set<string>();
    const dups = coreList.filter((s) => (seen.has(s) ? true : (seen.add(s), false)));
    out.push({ cls: "core lists a move twice", dsfen, detail: dups.join(" "), onlyCore: [], onlyRef: [] });
  }
  const refMoves = legalMoves(ref, opts);
  const refSet = new Set(refMoves.map(moveString));
  const onlyCore = [...coreSet].filter((s) => !refSet.has(s)).sort();
  const onlyRef = [...refSet].filter((s) => !coreSet.has(s)).sort();
  if (onlyCore.length > 0 || onlyRef.length > 0) {
    // Class: which pieces are involved, and which side has the extra moves.
    const kinds = new Set([...onlyCore.map((s) => `core+${pieceAt(ref, s)}`), ...onlyRef.map((s) => `ref+${pieceAt(ref, s)}`)]);
    out.push({ cls: `moves differ: ${[...kinds].sort().join(",")}`, dsfen, detail: "", onlyCore, onlyRef });
  }
  const refCheck = isInCheck(ref, ref.side, opts);
  if (rng !== null) countCoverage(ref, refMoves, pseudoLegalMoves(ref, opts).length, refCheck);
  if (core.isCheck() !== refCheck) {
    out.push({ cls: "check status", dsfen, detail: `core ${String(core.isCheck())}, reference ${String(refCheck)}`, onlyCore: [], onlyRef: [] });
  }
  // §9 end of game. Under the default legality only compared with both kings on the board
  // (a king-less side is decision D2); under kingCapture always (O1, O4).
  const kingCapture = refOptions(opts).legality === "kingCapture";
  if (cfg.outcome === true && (kingCapture || (hasKing(ref, "b") && hasKing(ref, "w")))) {
    const d = outcomeDifference(core, ref, opts);
    if (d !== null) out.push({ cls: `outcome: ${d}`, dsfen, detail: "", onlyCore: [], onlyRef: [] });
  }
  // Positions after a few common moves (captures first: promotion, multi-capture removal).
  if (rng !== null) {
    const common = refMoves.filter((m) => coreSet.has(moveString(m)));
    const captures = common.filter((m) => m.caps.length > 0);
    const chosen: RMove[] = [];
    for (let i = 0; i < 2 && captures.length > 0; i++) chosen.push(pick(rng, captures));
    if (common.length > 0) chosen.push(pick(rng, common));
    // kingCapture: also a king capture when there is one; the game must end (O1, O4).
    const kingCaptures = kingCapture ? common.filter((m) => m.caps.some((c) => ref.board[c]?.kind === "K")) : [];
    if (kingCaptures.length > 0) chosen.push(pick(rng, kingCaptures));
    for (const m of chosen) {
      const str = moveString(m);
      const c = Position.fromDsfenOrThrow(dsfen, opts);
      const cm = c.legalMoves().find((x) => moveToString(x) === str);
      if (cm === undefined) continue;
      c.playOrThrow(cm);
      const refAfter = applyMove(ref, m);
      const after = stripNumber(toDsfen(refAfter));
      if (refAfter.capturedKing !== undefined && kingCapture) {
        // After a king capture (history known to both): no moves, the capturer has won.
        const cMoves = c.legalMoves().map(moveToString);
        const rMoves = legalMoves(refAfter, opts).map(moveString);
        const d = outcomeDifference(c, refAfter, opts);
        if (cMoves.length !== rMoves.length || d !== null) {
          out.push({
            cls: `after a king capture: ${cMoves.length > 0 ? "core has moves" : ""} ${d ?? ""}`,
            dsfen,
            detail: `move ${str}; core moves ${String(cMoves.length)}, reference ${String(rMoves.length)}`,
            onlyCore: cMoves.slice(0, 10),
            onlyRef: rMoves.slice(0, 10),
          });
        }
      }
      if (stripNumber(c.toDsfen()) !== after) {
        out.push({
          cls: `position after move differs (${pieceAt(ref, str)})`,
          dsfen,
          detail: `move ${str}: core ${c.toDsfen()} / reference ${after}`,
          onlyCore: [],
          onlyRef: [],
        });
      }
    }
  }
  return out;
}

/** Removes pieces while the same mismatch class persists (for readable reports). */
export function minimise(m: Mismatch, valid: (p: RPosition) => boolean, cfg: CompareConfig = {}): Mismatch {
  let pos = parseDsfen(m.dsfen);
  let best = m;
  const occupied = (p: RPosition): number[] => p.board.flatMap((x, i) => (x === null ? [] : [i]));
  let chunk = Math.max(1, Math.floor(occupied(pos).length / 2));
  while (chunk >= 1) {
    let progress = false;
    const occ = occupied(pos);
    for (let i = 0; i < occ.length; i += chunk) {
      const remove = new Set(occ.slice(i, i + chunk));
      const board = pos.board.map((x, s) => (remove.has(s) ? null : x));
      const cand: RPosition = { board, side: pos.side };
      if (!valid(cand)) continue;
      const d = toDsfen(cand);
      const found = compare(d, null, cfg).find((x) => x.cls === m.cls);
      if (found !== undefined) {
        pos = cand;
        best = found;
        progress = true;
        break;
      }
    }
    if (!progress) chunk = Math.floor(chunk / 2);
    else chunk = Math.min(chunk, Math.max(1, Math.floor(occupied(pos).length / 2)));
  }
  return best;
}

export function format(m: Mismatch): string {
  return [
    `  [${m.cls}]`,
    `    DSFEN: ${m.dsfen}`,
    ...(m.detail !== "" ? [`    ${m.detail}`] : []),
    ...(m.onlyCore.length > 0 || m.onlyRef.length > 0
      ? [`    only core:      ${m.onlyCore.join(" ") || "-"}`, `    only reference: ${m.onlyRef.join(" ") || "-"}`]
      : []),
  ].join("\n");
}

// ---------------------------------------------------------------------------------------
// Playouts.

/** b. Random playout with core; returns DSFENs sampled along the way. */
export function corePlayout(rng: Rng, plies: number, every: number, options: Partial<RefOptions> = {}): string[] {
  const pos = Position.initial(options);
  const samples: string[] = [];
  for (let i = 1; i <= plies; i++) {
    const moves = pos.legalMoves();
    if (moves.length === 0) break;
    pos.playOrThrow(pick(rng, moves));
    if (i % every === 0 || i === plies) samples.push(pos.toDsfen());
  }
  return samples;
}

/** b'. Random playout with the reference (random pseudo-legal move until a legal one). */
export function referencePlayout(rng: Rng, plies: number, every: number, options: Partial<RefOptions> = {}): string[] {
  let pos = initialPosition();
  const samples: string[] = [];
  const opts = refOptions(options);
  for (let i = 1; i <= plies; i++) {
    if (opts.legality === "kingCapture") {
      // Every pseudo-legal move is legal; a captured king ends the playout (O1, O3).
      const moves = legalMoves(pos, opts);
      if (moves.length === 0) break;
      pos = applyMove(pos, pick(rng, moves));
      if (i % every === 0 || i === plies) samples.push(toDsfen(pos, i + 1));
      continue;
    }
    const pseudo = pseudoLegalMoves(pos, opts);
    let next: RPosition | null = null;
    for (let tries = 0; tries < 50 && pseudo.length > 0; tries++) {
      const cand = applyMove(pos, pick(rng, pseudo));
      if (!isInCheck(cand, pos.side, opts)) {
        next = cand;
        break;
      }
    }
    if (next === null) {
      const legal = legalMoves(pos, opts);
      if (legal.length === 0) break;
      next = applyMove(pos, pick(rng, legal));
    }
    pos = next;
    if (i % every === 0 || i === plies) samples.push(toDsfen(pos, i + 1));
  }
  return samples;
}

// ---------------------------------------------------------------------------------------

/** Compares every position, logs timing, coverage and one minimised example per class. */
export function runBatch(
  label: string,
  positions: readonly { src: string; dsfen: string }[],
  rng: Rng,
  valid: (p: RPosition) => boolean,
  cfg: CompareConfig = {},
): string[] {
  const tCmp0 = performance.now();
  optionCoverage = cfg.options !== undefined;
  const byClass = new Map<string, Mismatch[]>();
  const bySrc = new Map<string, { n: number; ms: number }>();
  for (const { src, dsfen } of positions) {
    const tp = performance.now();
    for (const m of compare(dsfen, rng, cfg)) {
      const list = byClass.get(m.cls) ?? [];
      list.push(m);
      byClass.set(m.cls, list);
    }
    const e = bySrc.get(src) ?? { n: 0, ms: 0 };
    bySrc.set(src, { n: e.n + 1, ms: e.ms + performance.now() - tp });
  }
  const sources = [...bySrc].map(([k, v]) => `${k} ${String(v.n)} in ${v.ms.toFixed(0)} ms`).join(", ");
  const optLabel = cfg.options !== undefined ? ` [options ${optionsLabel(cfg.options)}]` : "";
  console.log(`${label}${optLabel}: ${String(positions.length)} positions compared in ${(performance.now() - tCmp0).toFixed(0)} ms (${sources})`);
  console.log(`${label} coverage: ${[...coverage].map(([k, v]) => `${k} ${String(v)}`).join("; ")}`);
  coverage.clear();
  const report: string[] = [];
  for (const list of byClass.values()) {
    const smallest = list.reduce((a, b) => (a.dsfen.length <= b.dsfen.length ? a : b));
    report.push(`${String(list.length)} position(s):\n${format(minimise(smallest, valid, cfg))}`);
  }
  if (report.length > 0) console.log(`${label}${optLabel} MISMATCHES (one minimised example per class):\n${report.join("\n")}`);
  return [...byClass.keys()];
}
