/**
 * {@link Game}: a game in progress — a {@link Position} with its history plus the endings
 * that are not properties of a position: resignation and, with the `illegalMoveLoses`
 * option (§9), a recorded illegal move that loses for its author.
 */
import { opposite, type Color } from "./geometry.js";
import { parseMoveString } from "./move-string.js";
import type { RuleOptions } from "./options.js";
import { Position, type Move, type Outcome } from "./position.js";

/** Result of {@link Game.play}. */
export type GameMoveResult =
  | { readonly ok: true; readonly outcome: Outcome | null }
  | { readonly ok: false; readonly error: string; readonly outcome: Outcome | null };

/** A game: position, move history and outcome with its reason. */
export class Game {
  readonly position: Position;
  private ending: Outcome | null = null;
  private endingPly = -1;

  /** A game from the initial position, a DSFEN, or a given position (taken over, not copied). */
  constructor(start?: Position | string, options: Partial<RuleOptions> = {}) {
    if (start instanceof Position) this.position = start;
    else if (typeof start === "string") this.position = Position.fromDsfen(start, options);
    else this.position = Position.initial(options);
  }

  /** The moves played. */
  get moves(): Move[] {
    return this.position.history();
  }

  /** Side to move. */
  get turn(): Color {
    return this.position.turn;
  }

  /**
   * Plays a move (object or move string). An illegal move is refused with the reason; with
   * `illegalMoveLoses` it instead ends the game as a loss for the side to move.
   */
  play(move: Move | string): GameMoveResult {
    if (this.outcome() !== null) return { ok: false, error: "the game is over", outcome: this.outcome() };
    let error: string | undefined;
    let repetition = false;
    if (typeof move === "string") {
      const parsed = parseMoveString(this.position, move);
      if (parsed.ok) move = parsed.move;
      else {
        error = parsed.error;
        repetition = parsed.error.endsWith("forbidden by the repetition rule");
      }
    }
    if (error === undefined && typeof move !== "string") {
      const reason = this.position.illegalReason(move);
      if (reason === undefined) {
        this.position.play(move);
        return { ok: true, outcome: this.outcome() };
      }
      error = reason;
      repetition = reason === "forbidden by the repetition rule";
    }
    if (this.position.options.illegalMoveLoses) {
      this.ending = { winner: opposite(this.position.turn), reason: repetition ? "illegalRepetition" : "illegalMove" };
      this.endingPly = this.position.plyCount;
    }
    return { ok: false, error: error ?? "illegal move", outcome: this.outcome() };
  }

  /** Takes back the last move (and any ending recorded after it). */
  undo(): Move {
    const m = this.position.undo();
    if (this.endingPly > this.position.plyCount) this.clearEnding();
    return m;
  }

  /** The side `color` resigns. */
  resign(color: Color): Outcome {
    if (this.outcome() === null) {
      this.ending = { winner: opposite(color), reason: "resignation" };
      this.endingPly = this.position.plyCount;
    }
    return this.outcome() ?? { winner: opposite(color), reason: "resignation" };
  }

  /** The outcome with its reason, or null while the game goes on. */
  outcome(): Outcome | null {
    if (this.ending !== null && this.endingPly === this.position.plyCount) return this.ending;
    if (this.ending !== null) this.clearEnding();
    return this.position.outcome();
  }

  private clearEnding(): void {
    this.ending = null;
    this.endingPly = -1;
  }
}
