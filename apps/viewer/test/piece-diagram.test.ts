// Every movement diagram against core's move generator: the piece alone in the centre of an
// empty board (its king and the enemy king in far corners); the squares the generator lists
// inside the diagram's window must be exactly the diagram's marked cells.
import { BOARD_SIZE, KIND_DATA, Position, SQUARE_COUNT, pieceOf, type Piece } from "@daidai/core";
import { describe, expect, it } from "vitest";
import { cellKey, movementWords, pieceDiagram } from "../src/pieces/piece-diagram.js";

const CENTRE = 8 * BOARD_SIZE + 8;
// Screen offset of one step per direction for Black (rules.md §1.1), written out here on
// purpose rather than taken from the module under test.
const STEP = { f: [0, -1], b: [0, 1], l: [-1, 0], r: [1, 0], fl: [-1, -1], fr: [1, -1], bl: [-1, 1], br: [1, 1] } as const;

function alone(notation: string): Position {
  const board: (Piece | null)[] = new Array<Piece | null>(SQUARE_COUNT).fill(null);
  const piece = pieceOf(notation, "black");
  if (piece === undefined) throw new Error(`no piece ${notation}`);
  board[CENTRE] = piece;
  if (notation !== "K") board[SQUARE_COUNT - 1] = pieceOf("K", "black") ?? null;
  board[0] = pieceOf("K", "white") ?? null;
  const made = Position.fromSetup({ board, turn: "black", moveNumber: 1 });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

/** The generator's destinations as screen offsets from the centre (Black at the bottom). */
function generated(notation: string, radius: number): { cells: Set<string>; pass: boolean } {
  const cells = new Set<string>();
  let pass = false;
  for (const m of alone(notation).legalMovesFrom(CENTRE)) {
    if (m.to === CENTRE) {
      pass = true;
      continue;
    }
    const dx = (m.to % BOARD_SIZE) - 8;
    const dy = Math.floor(m.to / BOARD_SIZE) - 8;
    if (Math.abs(dx) <= radius && Math.abs(dy) <= radius) cells.add(cellKey(dx, dy));
  }
  return { cells, pass };
}

describe("piece diagrams", () => {
  it("cover all 68 kinds", () => {
    expect(KIND_DATA).toHaveLength(68);
  });

  for (const kind of KIND_DATA) {
    it(`${kind.code} (${kind.name}): marked cells = core's destinations on an empty board`, () => {
      const diagram = pieceDiagram(kind.code);
      const expected = generated(kind.notation, diagram.radius);
      expect(new Set(diagram.marks.keys())).toEqual(expected.cells);
      expect(diagram.canPass).toBe(expected.pass);
      expect(movementWords(kind.code).length).toBeGreaterThan(0);
    });
  }

  it("marks unlimited slides only where the generator goes past the window", () => {
    for (const kind of KIND_DATA) {
      const diagram = pieceDiagram(kind.code);
      const far = generated(kind.notation, 7).cells;
      for (const dir of diagram.unlimited) {
        const [x, y] = STEP[dir];
        expect(far.has(cellKey(x * (diagram.radius + 1), y * (diagram.radius + 1))), `${kind.code} ${dir}`).toBe(true);
      }
    }
  });
});
