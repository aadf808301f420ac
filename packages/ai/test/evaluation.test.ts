import { INITIAL_DSFEN, KIND_DATA, Position, SQUARE_COUNT, parseMoveString, pieceOf, type Piece } from "@daidai/core";
import { CELL_OF_SQUARE, MAX_MOVES, TYPE_CODE, TYPE_PROMOTES_TO, decodeMove, encodeMove, engineState, type GameState } from "@daidai/core/engine";
import { describe, expect, it } from "vitest";
import { BASE_VALUE, DEFAULT_WEIGHTS, Evaluator, VALUE_OVERRIDES, createRng } from "../src/index.js";
import { build } from "./helpers.js";

const typeOf = (code: string): number => TYPE_CODE.indexOf(code);

/** The engine state of a DSFEN. */
function stateOf(dsfen: string): GameState {
  return engineState(Position.fromDsfenOrThrow(dsfen));
}

describe("piece values", () => {
  it("come from pieces.json (pawn = 100) except the documented outliers", () => {
    expect(BASE_VALUE[typeOf("P")]).toBe(100);
    expect(BASE_VALUE[typeOf("Q")]).toBe(1500);
    expect(BASE_VALUE[typeOf("Ln")]).toBe(2200);
    // A promoted type is worth its new kind: +Ea moves as a lion, +Ln as a furious fiend.
    expect(BASE_VALUE[typeOf("+Ea")]).toBe(100 * (KIND_DATA.find((k) => k.code === "Ln")?.value ?? 0));
    expect(BASE_VALUE[typeOf("+Ln")]).toBe(100 * (KIND_DATA.find((k) => k.code === "FF")?.value ?? 0));
    // pieces.json says 114 and 46: the engine uses its overrides.
    expect(KIND_DATA.find((k) => k.code === "HM")?.value).toBe(114);
    expect(BASE_VALUE[typeOf("HM")]).toBe(100 * (VALUE_OVERRIDES.HM ?? 0));
    expect(BASE_VALUE[typeOf("+Po")]).toBe(BASE_VALUE[typeOf("HM")]);
    expect(BASE_VALUE[typeOf("+OK")]).toBe(100 * (VALUE_OVERRIDES.Lo ?? 0));
  });

  it("count a share of a pending promotion", () => {
    const ev = new Evaluator();
    const po = typeOf("Po");
    const gain = (BASE_VALUE[TYPE_PROMOTES_TO[po] ?? 0] ?? 0) - (BASE_VALUE[po] ?? 0);
    expect(ev.value[po]).toBe(Math.round((BASE_VALUE[po] ?? 0) + DEFAULT_WEIGHTS.pendingPromotion * gain));
    expect(ev.value[typeOf("Q")]).toBe(1500);
    expect(new Evaluator({ pendingPromotion: 0 }).value[po]).toBe(100);
  });
});

describe("Evaluator", () => {
  it("scores the initial position as equal but for the tempo", () => {
    const ev = new Evaluator();
    const pos = engineState(Position.initial());
    expect(ev.incrementalScore(pos)).toBe(0);
    expect(ev.scannedScore(pos)).toBe(0);
    expect(ev.evaluate(pos)).toBe(Math.round(DEFAULT_WEIGHTS.tempo));
  });

  it("is symmetric: the same position seen by the other side scores the same", () => {
    const ev = new Evaluator();
    const black = stateOf(build([["5q", "K", "black"], ["5a", "K", "white"], ["9i", "R", "black"], ["3c", "P", "white"]]));
    const white = stateOf(build([["13a", "K", "white"], ["13q", "K", "black"], ["9i", "R", "white"], ["15o", "P", "black"]], "white"));
    expect(ev.evaluate(black)).toBe(ev.evaluate(white));
  });

  it("keeps the incremental score and the material lead equal to a full recount along random games", () => {
    const ev = new Evaluator();
    const rng = createRng(9);
    const position = Position.fromDsfenOrThrow(INITIAL_DSFEN);
    const pos = engineState(position);
    let inc = ev.incrementalScore(pos);
    let lead = ev.materialLead(pos);
    expect(lead).toBe(0);
    let captures = 0;
    let converting = 0;
    for (let ply = 0; ply < 400 && position.outcome() === null; ply++) {
      const moves = position.legalMoves();
      // Prefer captures so that multi-captures and promotions happen.
      const caps = moves.filter((m) => ev.captureGain(pos.board, encodeMove(m)) > 0);
      const pick = caps.length > 0 && rng() < 0.7 ? caps : moves;
      const m = pick[Math.floor(rng() * pick.length)];
      if (m === undefined) break;
      const code = encodeMove(m);
      if (ev.captureGain(pos.board, code) > 0) captures++;
      inc += ev.moveDelta(pos.board, code);
      lead += ev.materialDelta;
      pos.makeMove(code);
      position.playOrThrow(m);
      expect(decodeMove(code)).toEqual(m);
      expect(inc).toBe(ev.incrementalScore(pos));
      expect(lead).toBe(ev.materialLead(pos));
      // The scanned terms read with the kept lead (the fast path below the conversion lead) equal the full scan.
      expect(ev.scannedScore(pos, lead)).toBe(ev.scannedScore(pos));
      if (ev.mayConvert(lead)) converting++;
    }
    expect(captures).toBeGreaterThan(20);
    expect(converting).toBeGreaterThan(0);
  });

  it("measures capture gains including multi-captures and promotion", () => {
    const ev = new Evaluator();
    const position = Position.fromDsfenOrThrow(build([["1a", "K", "white"], ["3c", "G", "white"], ["2c", "G", "white"], ["4c", "Ln", "black"], ["9q", "K", "black"]]));
    const pos = engineState(position);
    const move = position.legalMoves().find((m) => m.via.length === 1 && m.to === 2 * 17 + 15);
    expect(move).toBeDefined();
    if (move === undefined) return;
    const g = ev.value[typeOf("G")] ?? 0;
    const promo = (ev.value[typeOf("+Ln")] ?? 0) - (ev.value[typeOf("Ln")] ?? 0);
    expect(ev.captureGain(pos.board, encodeMove(move))).toBe(2 * g + promo);
    const cell = CELL_OF_SQUARE[2 * 17 + 13] ?? 0;
    expect(pos.board[cell]).not.toBe(0);
  });

  it("prefers a safe king and advanced pawns", () => {
    const ev = new Evaluator();
    const home = stateOf(build([["9q", "K", "black"], ["9a", "K", "white"], ["9p", "P", "black"], ["9b", "P", "white"]]));
    const exposed = stateOf(build([["9i", "K", "black"], ["9a", "K", "white"], ["9p", "P", "black"], ["9b", "P", "white"]]));
    expect(ev.evaluate(home)).toBeGreaterThan(ev.evaluate(exposed));
    const back = stateOf(build([["5q", "K", "black"], ["5a", "K", "white"], ["9l", "P", "black"]]));
    const ahead = stateOf(build([["5q", "K", "black"], ["5a", "K", "white"], ["9h", "P", "black"]]));
    // The tuned weights give pawn advance 0; with the term on, 9h (4 ranks further) gains 4 × 4 cp.
    const pawns = new Evaluator({ pawnAdvance: 4 });
    expect(pawns.evaluate(ahead) - pawns.evaluate(back)).toBe(16);
  });
});

describe("king attack by power and the conversion terms", () => {
  // Black has two rooks and a queen (3 000 cp kings aside) against a lone king.
  const lead = (whiteKing: string, rooks: readonly string[] = ["9i", "10i"]): GameState =>
    stateOf(build([["9q", "K", "black"], [whiteKing, "K", "white"], ["1q", "Q", "black"], ...rooks.map((sq) => [sq, "R", "black"] as const)]));
  const off = { conversionEdge: 0, conversionProximity: 0, conversionFlight: 0, conversionKing: 0 };

  it("edge: the lone king in a corner scores (8 - edge distance 0) · conversionEdge, in the centre 8 - 4", () => {
    const on = new Evaluator({ ...off, conversionEdge: 10 });
    const none = new Evaluator(off);
    const corner = lead("1a");
    const centre = lead("9e");
    // Worked by hand: 1a is on two edges (distance 0), 9e is 4 ranks from the edge (distance 4).
    // White has nothing left besides its king: the gate is fully open.
    expect(on.scannedScore(corner) - none.scannedScore(corner)).toBe(10 * 8);
    expect(on.scannedScore(centre) - none.scannedScore(centre)).toBe(10 * 4);
    // Below the lead threshold (one rook less and conversionLead above the remaining 2 300 cp) nothing changes.
    const strict = new Evaluator({ ...off, conversionEdge: 10, conversionLead: 2400 });
    const plain = new Evaluator({ ...off, conversionLead: 2400 });
    const small = lead("1a", ["9i"]);
    expect(strict.scannedScore(small)).toBe(plain.scannedScore(small));
  });

  it("proximity counts (16 - distance) for each piece of the winning side, the king by conversionKing", () => {
    const s = lead("1a");
    const base = new Evaluator(off).scannedScore(s);
    // Queen 1q: 16 ranks away -> 0; rooks 9i and 10i: distance 8 and 9 -> 8 + 7.
    expect(new Evaluator({ ...off, conversionProximity: 1 }).scannedScore(s) - base).toBe(0 + 8 + 7);
    // Black's king 9q to 1a: 16 -> 0; to 9e: 12 ranks -> 4.
    expect(new Evaluator({ ...off, conversionKing: 1 }).scannedScore(s) - base).toBe(0);
    const centre = lead("9e");
    expect(new Evaluator({ ...off, conversionKing: 1 }).scannedScore(centre) - new Evaluator(off).scannedScore(centre)).toBe(4);
  });

  it("flight squares: the lone king loses conversionFlight for each square it could step to", () => {
    const s = lead("1a");
    const base = new Evaluator(off).scannedScore(s);
    // King on 1a: neighbours 2a, 1b, 2b. Rooks on 9i and 10i attack files 9 and 10 and rank i;
    // the queen on 1q attacks file 1 up to the king (so 1b), rank q and the diagonal 2p…16b.
    // So 1b is taken; 2a and 2b are free.
    expect(new Evaluator({ ...off, conversionFlight: 1 }).scannedScore(s) - base).toBe(-2);
  });

  it("the gate fades with the loser's material: full with nothing left, none from conversionShare on", () => {
    const ev = new Evaluator();
    expect(ev.conversionGate(3000, 0)).toBe(1);
    expect(ev.conversionGate(40000, 5000)).toBeCloseTo(1 - 5000 / 40000 / 0.25, 10);
    expect(ev.conversionGate(40000, 10000)).toBe(0);
    expect(ev.conversionGate(40000, 39000)).toBe(0);
    // A small lead opens no gate, however little the loser has.
    expect(ev.conversionGate(1000, 0)).toBe(0);
    // The default conversion terms do apply to a lone king against two rooks and a queen.
    const s = lead("9e");
    expect(ev.scannedScore(s)).not.toBe(new Evaluator(off).scannedScore(s));
  });

  it("king attack by power counts each attacker's value / 300 units, squared", () => {
    const on = new Evaluator({ kingAttackPower: 1 });
    const off = new Evaluator({ kingAttackPower: 0 });
    // A White lion (2 200 cp: 7 units) and a White gold (300 cp: 1 unit) within 3 squares of Black's king on 9q.
    const s = stateOf(build([["9q", "K", "black"], ["9a", "K", "white"], ["9n", "Ln", "white"], ["10p", "G", "white"]]));
    expect(on.scannedScore(s) - off.scannedScore(s)).toBe(-((7 + 1) ** 2));
  });

  it("king safety counts attackers within 3 squares (big ones twice) and defenders within 2", () => {
    // Black king on 9q (the bottom edge). White: a lion (≥ 7 pawns: counts 2) on 9n, a gold on
    // 12o (distance 3: counts 1), a gold on 13o (distance 4: not counted). Black: golds on 8p
    // and 10o (within 2), a gold on 12q (distance 3: not a defender).
    const s = stateOf(
      build([["9q", "K", "black"], ["9a", "K", "white"], ["9n", "Ln", "white"], ["12o", "G", "white"], ["13o", "G", "white"], ["8p", "G", "black"], ["10o", "G", "black"], ["12q", "G", "black"]]),
    );
    const zero = { kingAttack: 0, kingDefender: 0, pawnCover: 0, kingAttackPower: 0 };
    const base = new Evaluator(zero).scannedScore(s);
    expect(new Evaluator({ ...zero, kingAttack: 1 }).scannedScore(s) - base).toBe(-(3 * 3));
    expect(new Evaluator({ ...zero, kingDefender: 1 }).scannedScore(s) - base).toBe(2);
    // Units: lion 2 200 / 300 → 7, gold 1.
    expect(new Evaluator({ ...zero, kingAttackPower: 1 }).scannedScore(s) - base).toBe(-((7 + 1) ** 2));
  });

  it("stays symmetric with the new terms on", () => {
    const ev = new Evaluator({ kingAttackPower: 2, conversionEdge: 6, conversionProximity: 5, conversionFlight: 7, conversionKing: 3 });
    const black = stateOf(build([["5q", "K", "black"], ["5a", "K", "white"], ["9i", "Q", "black"], ["8i", "R", "black"], ["4c", "G", "white"], ["6n", "Ln", "white"]]));
    const white = stateOf(build([["13a", "K", "white"], ["13q", "K", "black"], ["9i", "Q", "white"], ["10i", "R", "white"], ["14o", "G", "black"], ["12d", "Ln", "black"]], "white"));
    expect(ev.evaluate(black)).toBe(ev.evaluate(white));
  });
});

describe("incremental evaluation = full recount for every capture form (the lion-dog double count)", () => {
  it("the issue's repro: lion dog on 9i, White golds on 9h and 9g, move 9i9h9g9h", () => {
    const ev = new Evaluator();
    const position = Position.fromDsfenOrThrow(build([["9i", "LD", "black"], ["9h", "G", "white"], ["9g", "G", "white"], ["5q", "K", "black"], ["5a", "K", "white"]]));
    const parsed = parseMoveString(position, "9i9h9g9h");
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const state = engineState(position);
    const code = encodeMove(parsed.value);
    const before = ev.incrementalScore(state);
    const delta = ev.moveDelta(state.board, code);
    const gain = ev.captureGain(state.board, code);
    state.makeMove(code);
    expect(delta).toBe(ev.incrementalScore(state) - before);
    // Two golds, not three, plus the promotion of the lion dog.
    const g = ev.value[typeOf("G")] ?? 0;
    const promo = (ev.value[TYPE_PROMOTES_TO[typeOf("LD")] ?? 0] ?? 0) - (ev.value[typeOf("LD")] ?? 0);
    expect(gain).toBe(2 * g + promo);
  });

  /** A random position crowded with lion-family pieces, hook movers and pieces that promote, among enemies. */
  function crowded(rand: () => number): Position {
    const kinds = ["Ln", "LD", "+Ln", "FF", "+Ea", "GE", "HM", "Lo", "P", "G", "S", "Ln", "LD", "R", "B", "Q"];
    const board: (Piece | null)[] = new Array<Piece | null>(SQUARE_COUNT).fill(null);
    const free = (): number => {
      for (;;) {
        const sq = Math.floor(rand() * SQUARE_COUNT);
        if (board[sq] === null) return sq;
      }
    };
    board[free()] = pieceOf("K", "black") ?? null;
    board[free()] = pieceOf("K", "white") ?? null;
    for (let i = 0; i < 45; i++) board[free()] = pieceOf(kinds[Math.floor(rand() * kinds.length)] ?? "P", rand() < 0.5 ? "black" : "white") ?? null;
    return Position.fromSetupOrThrow({ board, turn: rand() < 0.5 ? "black" : "white", moveNumber: 1 });
  }

  it("for every legal move of a seeded corpus: moveDelta = recount after makeMove; captureGain = the values removed", () => {
    const ev = new Evaluator();
    const rand = createRng(4711);
    const buffer = new Int32Array(MAX_MOVES);
    const forms = { igui: 0, double: 0, triple: 0, promotion: 0, hook: 0 };
    let checked = 0;
    // Lion dogs facing three enemies in a line give triple captures; the rest is random.
    const lines = [
      build([["9i", "LD", "black"], ["9h", "G", "white"], ["9g", "P", "white"], ["9f", "S", "white"], ["5q", "K", "black"], ["5a", "K", "white"]]),
      build([["9i", "LD", "white"], ["9j", "G", "black"], ["10k", "P", "black"], ["11l", "S", "black"], ["5q", "K", "black"], ["5a", "K", "white"]], "white"),
    ].map((dsfen) => Position.fromDsfenOrThrow(dsfen));
    const corpus = [...lines, ...Array.from({ length: 90 }, () => crowded(rand))];
    for (const position of corpus) {
      const state = engineState(position);
      const base = ev.incrementalScore(state);
      const n = state.generateLegal(buffer, 0);
      for (let i = 0; i < n; i++) {
        const code = buffer[i] ?? 0;
        const move = decodeMove(code);
        const before = Uint16Array.from(state.board);
        const delta = ev.moveDelta(state.board, code);
        const gain = ev.captureGain(state.board, code);
        const mover = position.pieceAt(move.from);
        state.makeMove(code);
        expect(base + delta, `moveDelta of ${String(code)}`).toBe(ev.incrementalScore(state));
        // Independent of core's effects: what left the board, read from the boards before and after.
        let removed = 0;
        let capturedCount = 0;
        for (let sq = 0; sq < SQUARE_COUNT; sq++) {
          const cell = CELL_OF_SQUARE[sq] ?? 0;
          const was = before[cell] ?? 0;
          if (was === 0 || sq === move.from || ((was >> 9) & 1) === (mover?.color === "black" ? 0 : 1)) continue;
          if ((state.board[cell] ?? 0) !== was) {
            removed += ev.value[was & 0xff] ?? 0;
            capturedCount++;
          }
        }
        const after = state.board[CELL_OF_SQUARE[move.to] ?? 0] ?? 0;
        const promoGain = (ev.value[after & 0xff] ?? 0) - (ev.value[(before[CELL_OF_SQUARE[move.from] ?? 0] ?? 0) & 0xff] ?? 0);
        expect(gain, `captureGain of ${String(code)}`).toBe(capturedCount === 0 ? 0 : removed + promoGain);
        if (move.to === move.from && move.via.length > 0) forms.igui++;
        if (capturedCount === 2) forms.double++;
        if (capturedCount === 3) forms.triple++;
        if (capturedCount > 0 && promoGain !== 0) forms.promotion++;
        if (capturedCount > 0 && (mover?.kind === "HM" || mover?.kind === "Lo")) forms.hook++;
        state.unmakeMove();
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(5000);
    for (const [form, count] of Object.entries(forms)) expect(count, form).toBeGreaterThan(0);
  });
});
