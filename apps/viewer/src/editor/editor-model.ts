/**
 * The position editor's state, without DOM: a board of 289 squares, the side to move and
 * the move number, edited square by square; read from a DSFEN or a QBoard FEN, written as
 * both, as a ready-to-paste snippet, and checked by core's setup checks as it is edited.
 */
import { INITIAL_DSFEN, KIND_DATA, Position, SQUARE_COUNT, parseDsfen, parseMoveString, pieceOf, setupProblems, writeDsfen, type Color, type Piece, type Setup, type SetupError, type Square } from "@daidai/core";
import { looksLikeQboardFen, parseQboardFen, writeQboardFen } from "@daidai/notation";

/**
 * Every piece the palette offers for one colour: each kind that can start on the board,
 * then each promoted form (`+Ln` and the other pieces that exist only by promotion among
 * them), in the order of core's piece table.
 */
export function paletteOf(color: Color): Piece[] {
  const originals: Piece[] = [];
  const promoted: Piece[] = [];
  for (const kind of KIND_DATA) {
    if (!kind.onlyByPromotion) {
      const piece = pieceOf(kind.code, color);
      if (piece !== undefined) originals.push(piece);
    }
    if (kind.promotesTo !== null) {
      const piece = pieceOf(`+${kind.code}`, color);
      if (piece !== undefined) promoted.push(piece);
    }
  }
  return [...originals, ...promoted];
}

/** Why a text could not be read as a position. */
export interface LoadError {
  readonly message: string;
}

/** The position being set up. */
export class EditorModel {
  board: (Piece | null)[];
  turn: Color = "black";
  moveNumber = 1;

  constructor(dsfen: string = INITIAL_DSFEN) {
    const setup = parseDsfen(dsfen);
    this.board = setup.ok ? [...setup.value.board] : new Array<Piece | null>(SQUARE_COUNT).fill(null);
    if (setup.ok) {
      this.turn = setup.value.turn;
      this.moveNumber = setup.value.moveNumber;
    }
  }

  /** The setup as core's value. */
  setup(): Setup {
    return { board: [...this.board], turn: this.turn, moveNumber: this.moveNumber };
  }

  /**
   * A tap on `sq` with `piece` chosen (null: the eraser): places it, or removes the piece
   * there when it is the same one (so that a second tap undoes the first).
   */
  tap(sq: Square, piece: Piece | null): void {
    if (sq < 0 || sq >= SQUARE_COUNT) return;
    const here = this.board[sq] ?? null;
    this.board[sq] = piece === null || (here !== null && here.code === piece.code && here.color === piece.color) ? null : piece;
  }

  /** Moves the piece on `from` to `to` (replacing what stands there), or off the board (`to` null). */
  move(from: Square, to: Square | null): void {
    if (from < 0 || from >= SQUARE_COUNT) return;
    const piece = this.board[from] ?? null;
    this.board[from] = null;
    if (to !== null && to >= 0 && to < SQUARE_COUNT) this.board[to] = piece;
  }

  /** An empty board (the side to move kept). */
  clear(): void {
    this.board = new Array<Piece | null>(SQUARE_COUNT).fill(null);
  }

  /** The initial position (rules.md §3). */
  initial(): void {
    this.load(INITIAL_DSFEN);
  }

  /**
   * Reads a DSFEN or a QBoard FEN, or a record in DSFEN + move strings (docs/formats/dsfen.md)
   * at `ply` (its last move when absent): the position is kept when the text is none of these.
   */
  load(text: string, ply?: number): LoadError | null {
    const trimmed = text.trim();
    let setup: Setup;
    if (looksLikeQboardFen(trimmed)) {
      const read = parseQboardFen(trimmed);
      if (!read.ok) return { message: read.error.message };
      setup = read.setup;
    } else {
      const words = trimmed.split(/\s+/);
      const head = words.length > 2 && /^\d+$/.test(words[2] ?? "") ? 3 : 2;
      const read = parseDsfen(words.slice(0, head).join(" "));
      if (!read.ok) return { message: read.error.message };
      setup = read.value;
      const moves = words.slice(head);
      if (moves.length > 0) {
        const played = playMoves(setup, moves, ply ?? moves.length);
        if ("message" in played) return played;
        setup = played;
      }
    }
    this.board = [...setup.board];
    this.turn = setup.turn;
    this.moveNumber = setup.moveNumber;
    return null;
  }

  /** Every problem core's setup checks find (two kings of a colour, the side not to move in check). */
  problems(): SetupError[] {
    return setupProblems(this.setup());
  }

  dsfen(): string {
    return writeDsfen(this.setup());
  }

  qboardFen(): string {
    return writeQboardFen(this.setup());
  }

  /** A `<daidai-board>` (or `<daidai-replay>`, starting from this position) to paste into a page. */
  snippet(element: "board" | "replay"): string {
    const dsfen = this.dsfen();
    return element === "board"
      ? `<daidai-board dsfen="${dsfen}"></daidai-board>`
      : `<daidai-replay format="dsfen"><script type="text/x-daidai">${dsfen}</script></daidai-replay>`;
  }
}

/** The setup after the first `ply` of `moves` (move strings) from `setup`, or where a move is not legal. */
function playMoves(setup: Setup, moves: readonly string[], ply: number): Setup | LoadError {
  const made = Position.fromSetup(setup);
  if (!made.ok) return { message: made.error.message };
  const position = made.value;
  for (const [i, text] of moves.slice(0, Math.max(0, ply)).entries()) {
    const move = parseMoveString(position, text);
    if (!move.ok) return { message: `move ${String(i + 1)} (${text}): ${move.error.message}` };
    position.playOrThrow(move.value);
  }
  return position.setup();
}
