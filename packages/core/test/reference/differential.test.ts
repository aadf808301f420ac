/**
 * Differential test: packages/core against the independent reference of
 * ./reference-rules.ts on many seeded random positions.
 *
 * For every position: the SET of legal move strings (formats.md §2), the check status
 * (rules.md §9), DSFEN round trip, and the position after a few moves (captures preferred,
 * so promotion by capture, §7, is exercised) must agree.
 *
 * Position sources (fixed seed):
 *  a. random placements of 2–40 pieces (promoted pieces included), with and without kings,
 *     some crowded around a lion-family piece / hook mover / goblin / jumper, some with
 *     pieces on the lines of a lion dog / great elephant / furious fiend, some with
 *     forward-only pieces near their last rank (§8);
 *  b. random playouts from the initial position played with core and with the reference.
 * The main test only uses positions in which the side NOT to move is not in check; a
 * second test covers such unreachable positions separately (decision D1 in
 * reference-rules.ts).
 *
 * On a mismatch the test prints, per mismatch class, the number of positions and one
 * example minimised by removing pieces: its DSFEN, the moves only core gives and the
 * moves only the reference gives (or the differing check status / position), and fails.
 */
import { describe, expect, it } from "vitest";
import { Position, createRng, moveToString } from "../../src/index.js";
import {
  ORIGINAL_KINDS,
  type Owner,
  type RPiece,
  type RMove,
  type RPosition,
  applyMove,
  fileOf,
  initialPosition,
  isInCheck,
  legalMoves,
  moveString,
  onBoard,
  opponent,
  parseDsfen,
  pseudoLegalMoves,
  rankOf,
  specPiece,
  sqIndex,
  sqName,
  toDsfen,
} from "./reference-rules.js";

// DIFF_SEED / DIFF_SCALE let a longer search run by hand, e.g.
//   DIFF_SEED=7 DIFF_SCALE=5 npx vitest run test/reference/differential.test.ts
const SEED = Number(process.env.DIFF_SEED ?? 20240611);
const SCALE = Number(process.env.DIFF_SCALE ?? 1);

type Rng = () => number;

function pick<T>(rng: Rng, xs: readonly T[]): T {
  const x = xs[Math.floor(rng() * xs.length)];
  if (x === undefined) throw new Error("empty choice");
  return x;
}
function int(rng: Rng, lo: number, hi: number): number {
  return lo + Math.floor(rng() * (hi - lo + 1));
}

// ---------------------------------------------------------------------------------------
// Random positions.

const NON_KING_KINDS = ORIGINAL_KINDS.filter((k) => k !== "K");

function makePiece(rng: Rng, owner: Owner, code: string, promoteChance: number): RPiece {
  const promotesTo = specPiece(code).promotesTo;
  if (promotesTo !== null && rng() < promoteChance) return { owner, kind: promotesTo, orig: code };
  return { owner, kind: code, orig: null };
}

function emptyBoard(): (RPiece | null)[] {
  return new Array<RPiece | null>(289).fill(null);
}

function randomEmpty(rng: Rng, board: readonly (RPiece | null)[]): number {
  for (;;) {
    const s = int(rng, 0, 288);
    if (board[s] === null) return s;
  }
}

function placeKings(rng: Rng, board: (RPiece | null)[], near: number | null): void {
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

function randomNear(rng: Rng, board: readonly (RPiece | null)[], centre: number, radius: number): number | null {
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
function randomPlacement(rng: Rng): RPosition {
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
const FOCUS: readonly (readonly [string, boolean])[] = [
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

/** a'. Pieces crowded around a lion-family / hook / goblin / jumper piece. */
function crowdedPosition(rng: Rng): RPosition {
  const board = emptyBoard();
  const [code, promoted] = pick(rng, FOCUS);
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
      rng() < 0.2 ? pick(rng, FOCUS)[0] : pick(rng, ["P", "P", "G", "S", "C", "AB", "FL", "L", "HD", ...NON_KING_KINDS]);
    board[s] = makePiece(rng, rng() < 0.5 ? "b" : "w", k, 0.3);
  }
  const nFar = int(rng, 0, 8);
  for (let i = 0; i < nFar; i++) board[randomEmpty(rng, board)] = makePiece(rng, rng() < 0.5 ? "b" : "w", pick(rng, NON_KING_KINDS), 0.3);
  // Side to move: usually the focus piece's owner.
  return { board, side: rng() < 0.8 ? owner : opponent(owner) };
}

/** a3. Lion dog / great elephant / furious fiend with pieces along its lines (P1-P8). */
function lineCrowdPosition(rng: Rng): RPosition {
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
  const dirs: readonly (readonly [number, number])[] = [
    [0, 1],
    [0, -1],
    [1, 0],
    [-1, 0],
    [1, 1],
    [1, -1],
    [-1, 1],
    [-1, -1],
  ];
  const maxK = code === "LD" && promoted ? 6 : 3; // the great elephant also slides beyond 3
  for (const [df, dr] of dirs) {
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

/** a''. Forward-only pieces (§8) and other pieces near the last ranks. */
function lastRankPosition(rng: Rng): RPosition {
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

/** Positions that can arise in a game: the side not to move is not in check. */
function isValid(pos: RPosition): boolean {
  return !isInCheck(pos, opponent(pos.side));
}

// ---------------------------------------------------------------------------------------
// Comparison.

interface Mismatch {
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
  }
}

/** Compares core and reference on one position; returns the mismatches found. */
function compare(dsfen: string, rng: Rng | null): Mismatch[] {
  const out: Mismatch[] = [];
  const ref = parseDsfen(dsfen);
  let core: Position;
  try {
    core = Position.fromDsfen(dsfen);
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
  const refMoves = legalMoves(ref);
  const refSet = new Set(refMoves.map(moveString));
  const onlyCore = [...coreSet].filter((s) => !refSet.has(s)).sort();
  const onlyRef = [...refSet].filter((s) => !coreSet.has(s)).sort();
  if (onlyCore.length > 0 || onlyRef.length > 0) {
    // Class: which pieces are involved, and which side has the extra moves.
    const kinds = new Set([...onlyCore.map((s) => `core+${pieceAt(ref, s)}`), ...onlyRef.map((s) => `ref+${pieceAt(ref, s)}`)]);
    out.push({ cls: `moves differ: ${[...kinds].sort().join(",")}`, dsfen, detail: "", onlyCore, onlyRef });
  }
  const refCheck = isInCheck(ref);
  if (rng !== null) countCoverage(ref, refMoves, pseudoLegalMoves(ref).length, refCheck);
  if (core.isCheck() !== refCheck) {
    out.push({ cls: "check status", dsfen, detail: `core ${String(core.isCheck())}, reference ${String(refCheck)}`, onlyCore: [], onlyRef: [] });
  }
  // Positions after a few common moves (captures first: promotion, multi-capture removal).
  if (rng !== null) {
    const common = refMoves.filter((m) => coreSet.has(moveString(m)));
    const captures = common.filter((m) => m.caps.length > 0);
    const chosen: RMove[] = [];
    for (let i = 0; i < 2 && captures.length > 0; i++) chosen.push(pick(rng, captures));
    if (common.length > 0) chosen.push(pick(rng, common));
    for (const m of chosen) {
      const str = moveString(m);
      const c = Position.fromDsfen(dsfen);
      const cm = c.legalMoves().find((x) => moveToString(x) === str);
      if (cm === undefined) continue;
      c.play(cm);
      const after = stripNumber(toDsfen(applyMove(ref, m)));
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
function minimise(m: Mismatch, valid: (p: RPosition) => boolean): Mismatch {
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
      const found = compare(d, null).find((x) => x.cls === m.cls);
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

function format(m: Mismatch): string {
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
function corePlayout(rng: Rng, plies: number, every: number): string[] {
  const pos = Position.initial();
  const samples: string[] = [];
  for (let i = 1; i <= plies; i++) {
    const moves = pos.legalMoves();
    if (moves.length === 0) break;
    pos.play(pick(rng, moves));
    if (i % every === 0 || i === plies) samples.push(pos.toDsfen());
  }
  return samples;
}

/** b'. Random playout with the reference (random pseudo-legal move until a legal one). */
function referencePlayout(rng: Rng, plies: number, every: number): string[] {
  let pos = initialPosition();
  const samples: string[] = [];
  for (let i = 1; i <= plies; i++) {
    const pseudo = pseudoLegalMoves(pos);
    let next: RPosition | null = null;
    for (let tries = 0; tries < 50 && pseudo.length > 0; tries++) {
      const cand = applyMove(pos, pick(rng, pseudo));
      if (!isInCheck(cand, pos.side)) {
        next = cand;
        break;
      }
    }
    if (next === null) {
      const legal = legalMoves(pos);
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
function runBatch(label: string, positions: readonly { src: string; dsfen: string }[], rng: Rng, valid: (p: RPosition) => boolean): string[] {
  const tCmp0 = performance.now();
  const byClass = new Map<string, Mismatch[]>();
  const bySrc = new Map<string, { n: number; ms: number }>();
  for (const { src, dsfen } of positions) {
    const tp = performance.now();
    for (const m of compare(dsfen, rng)) {
      const list = byClass.get(m.cls) ?? [];
      list.push(m);
      byClass.set(m.cls, list);
    }
    const e = bySrc.get(src) ?? { n: 0, ms: 0 };
    bySrc.set(src, { n: e.n + 1, ms: e.ms + performance.now() - tp });
  }
  const sources = [...bySrc].map(([k, v]) => `${k} ${String(v.n)} in ${v.ms.toFixed(0)} ms`).join(", ");
  console.log(`${label}: ${String(positions.length)} positions compared in ${(performance.now() - tCmp0).toFixed(0)} ms (${sources})`);
  console.log(`${label} coverage: ${[...coverage].map(([k, v]) => `${k} ${String(v)}`).join("; ")}`);
  coverage.clear();
  const report: string[] = [];
  for (const list of byClass.values()) {
    const smallest = list.reduce((a, b) => (a.dsfen.length <= b.dsfen.length ? a : b));
    report.push(`${String(list.length)} position(s):\n${format(minimise(smallest, valid))}`);
  }
  if (report.length > 0) console.log(`${label} MISMATCHES (one minimised example per class):\n${report.join("\n")}`);
  return [...byClass.keys()];
}

describe("differential: core vs reference", () => {
  it("agrees on legal moves, check and move application for ~2000 random positions", () => {
    const rng = createRng(SEED);
    const positions: { src: string; dsfen: string }[] = [];
    const gen = (src: string, n: number, f: () => RPosition): void => {
      for (let made = 0; made < n; ) {
        const p = f();
        if (!isValid(p)) continue;
        positions.push({ src, dsfen: toDsfen(p) });
        made++;
      }
    };
    gen("placement", 600 * SCALE, () => randomPlacement(rng));
    gen("crowded", 600 * SCALE, () => crowdedPosition(rng));
    gen("lines", 400 * SCALE, () => lineCrowdPosition(rng));
    gen("last-rank", 250 * SCALE, () => lastRankPosition(rng));
    for (let i = 0; i < 16 * SCALE; i++) {
      for (const d of corePlayout(rng, int(rng, 20, 200), 10)) positions.push({ src: "core-playout", dsfen: d });
    }
    for (let i = 0; i < 6 * SCALE; i++) {
      for (const d of referencePlayout(rng, int(rng, 20, 200), 10)) positions.push({ src: "ref-playout", dsfen: d });
    }
    expect(runBatch("differential", positions, rng, isValid)).toEqual([]);
  }, 120_000 * SCALE);

  // Positions that cannot arise in a game (the side NOT to move is in check). The spec is
  // silent (decision D1 of reference-rules.ts; core's docs/rules-decisions.md #3); core
  // and the reference both apply the plain §9 rule, so a king capture that leaves the
  // mover's own king attacked is not generated. Kept separate so that a change of that
  // decision shows up here only.
  it("agrees on 200 unreachable positions (side not to move in check)", () => {
    const rng = createRng(SEED + 1);
    const positions: { src: string; dsfen: string }[] = [];
    while (positions.length < 200 * SCALE) {
      const f = pick(rng, [randomPlacement, crowdedPosition, lineCrowdPosition]);
      const p = f(rng);
      if (isValid(p)) continue;
      positions.push({ src: "unreachable", dsfen: toDsfen(p) });
    }
    expect(runBatch("unreachable", positions, rng, (p) => !isValid(p))).toEqual([]);
  }, 60_000 * SCALE);
});
