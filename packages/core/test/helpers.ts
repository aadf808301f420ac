import { Position, SQUARE_COUNT, parseSquare, pieceOf, squareName, type Color, type Move, type Piece, type RuleOptions } from "../src/index.js";

/**
 * Builds a position from `{ "9i": "Ln", "9h": "vP" }` (a `v` prefix for White, `+` for
 * promoted) — hand-built positions of the tests.
 */
export function positionOf(pieces: Record<string, string>, turn: Color = "black", options: Partial<RuleOptions> = {}): Position {
  const board: (Piece | null)[] = new Array<Piece | null>(SQUARE_COUNT).fill(null);
  for (const [sq, token] of Object.entries(pieces)) {
    const s = parseSquare(sq);
    if (s < 0) throw new Error(`bad square ${sq}`);
    const white = token.startsWith("v");
    const piece = pieceOf(white ? token.slice(1) : token, white ? "white" : "black");
    if (piece === undefined) throw new Error(`bad piece ${token}`);
    board[s] = piece;
  }
  return Position.fromSetupOrThrow({ board, turn, moveNumber: 1 }, options);
}

/** Move strings of a list of moves, sorted. */
export function strings(moves: readonly Move[]): string[] {
  return moves.map((m) => [m.from, ...m.via, m.to].map(squareName).join("")).sort();
}

/** Legal move strings of the piece on `sq`. */
export function movesFrom(pos: Position, sq: string): string[] {
  return strings(pos.legalMovesFrom(parseSquare(sq)));
}

/**
 * An empty board with the two kings on random squares, and `place(code)` that puts a piece
 * of that code, of a random colour, on a random free square (seeded random test positions).
 */
export function randomBoard(rand: () => number): { board: (Piece | null)[]; place: (code: string) => void } {
  const board: (Piece | null)[] = new Array<Piece | null>(SQUARE_COUNT).fill(null);
  const free = (): number => {
    for (;;) {
      const sq = Math.floor(rand() * SQUARE_COUNT);
      if (board[sq] === null) return sq;
    }
  };
  board[free()] = pieceOf("K", "black") ?? null;
  board[free()] = pieceOf("K", "white") ?? null;
  const place = (code: string): void => {
    board[free()] = pieceOf(code, rand() < 0.5 ? "black" : "white") ?? null;
  };
  return { board, place };
}
