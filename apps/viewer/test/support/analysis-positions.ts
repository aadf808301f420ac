// Small positions for entering special moves, built with core (kings in far corners).
import { BOARD_SIZE, Position, SQUARE_COUNT, pieceOf, type Move, type Piece, type Square } from "@daidai/core";

/** The square `up` rows towards rank a and `right` files to the right of the centre (Black's view). */
export function near(up: number, right: number): Square {
  return (8 - up) * BOARD_SIZE + 8 + right;
}

export const CENTRE = near(0, 0);

/** A position with Black's `code` on the centre and White's pieces where given; Black to move. */
export function positionWith(code: string, whites: Readonly<Record<number, string>>): Position {
  const board: (Piece | null)[] = new Array<Piece | null>(SQUARE_COUNT).fill(null);
  board[CENTRE] = pieceOf(code, "black") ?? null;
  board[SQUARE_COUNT - 1] = pieceOf("K", "black") ?? null;
  board[0] = pieceOf("K", "white") ?? null;
  for (const [sq, c] of Object.entries(whites)) board[Number(sq)] = pieceOf(c, "white") ?? null;
  const made = Position.fromSetup({ board, turn: "black", moveNumber: 1 });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

/** The cases entered by clicks: start position, clicks, and the move they must make. */
export interface ClickCase {
  readonly name: string;
  readonly start: Position;
  readonly clicks: readonly Square[];
  readonly move: Move;
}

export const CLICK_CASES: readonly ClickCase[] = [
  {
    name: "lion double capture",
    start: positionWith("Ln", { [near(1, 0)]: "P", [near(2, 1)]: "P" }),
    clicks: [CENTRE, near(1, 0), near(2, 1)],
    move: { from: CENTRE, to: near(2, 1), via: [near(1, 0)] },
  },
  {
    name: "lion igui",
    start: positionWith("Ln", { [near(1, 0)]: "P" }),
    clicks: [CENTRE, near(1, 0), CENTRE],
    move: { from: CENTRE, to: CENTRE, via: [near(1, 0)] },
  },
  {
    name: "lion-dog three-step capture",
    start: positionWith("LD", { [near(1, 0)]: "P", [near(2, 0)]: "P", [near(3, 0)]: "P" }),
    clicks: [CENTRE, near(1, 0), near(2, 0), near(3, 0)],
    move: { from: CENTRE, to: near(3, 0), via: [near(1, 0), near(2, 0)] },
  },
  {
    name: "hook mover round a corner",
    start: positionWith("HM", { [near(3, 0)]: "P" }),
    clicks: [CENTRE, near(3, 3)],
    move: { from: CENTRE, to: near(3, 3), via: [] },
  },
];

/** The DSFEN after the case's move, by core directly. */
export function expectedDsfen(c: ClickCase): string {
  const pos = c.start.clone();
  pos.playOrThrow(c.move);
  return pos.toDsfen();
}
