import { Position, createRng, moveToString, parseSquare, pieceOf, writeDsfen, type Color, type Piece, type RuleOptions } from "@daidai/core";
import { decodeMove, engineState, type GameState } from "@daidai/core/engine";
import { BENCH_POSITIONS } from "../src/index.js";

/** A DSFEN from a list of [square, piece code, colour]. */
export function build(pieces: readonly (readonly [string, string, Color])[], turn: Color = "black"): string {
  const board: (Piece | null)[] = Array.from({ length: 289 }, () => null);
  for (const [sq, code, color] of pieces) {
    const p = pieceOf(code, color);
    if (p === undefined) throw new Error(`bad piece ${code}`);
    board[parseSquare(sq)] = p;
  }
  return writeDsfen({ board, turn, moveNumber: 1 });
}

/** Legal move strings of a position (core's generator). */
export function legalStrings(pos: Position): string[] {
  return pos.legalMoves().map(moveToString);
}

/** The mating moves of the side to move, found by brute force with core alone. */
export function matesInOne(pos: Position): string[] {
  const out: string[] = [];
  for (const m of pos.legalMoves()) {
    pos.playOrThrow(m);
    if (pos.outcome()?.reason === "checkmate") out.push(moveToString(m));
    pos.undo();
  }
  return out;
}

/** Plays a move string (throws if illegal). */
export function playString(pos: Position, text: string): void {
  const m = pos.legalMoves().find((x) => moveToString(x) === text);
  if (m === undefined) throw new Error(`not legal here: ${text}`);
  pos.playOrThrow(m);
}

export function codeToString(code: number): string {
  return moveToString(decodeMove(code));
}

export function position(dsfen: string, rules: Partial<RuleOptions> = {}): Position {
  return Position.fromDsfenOrThrow(dsfen, rules);
}

/**
 * The bench positions and positions of seeded random playouts of `plies` plies from each,
 * one kept every `every` plies: engine states with many kinds of nodes (some with many captures).
 */
export function benchPlayoutStates(seed: number, plies: number, every: number): GameState[] {
  const out: GameState[] = [];
  const rng = createRng(seed);
  for (const p of BENCH_POSITIONS) {
    const pos = Position.fromDsfenOrThrow(p.dsfen);
    out.push(engineState(pos));
    for (let ply = 0; ply < plies; ply++) {
      const moves = pos.legalMoves();
      const move = moves[Math.floor(rng() * moves.length)];
      if (move === undefined) break;
      pos.playOrThrow(move);
      if (ply % every === every - 1) out.push(engineState(pos));
    }
  }
  return out;
}
