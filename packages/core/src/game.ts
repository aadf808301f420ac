/**
 * {@link Game}: a game in progress — a {@link Position} with its history plus the endings
 * that are not properties of a position: resignation and, with the `illegalMoveLoses`
 * option (§9), a recorded illegal move that loses for its author.
 */
import type { MoveStringError } from "./errors.js";
import { opposite, type Color } from "./geometry.js";
import type { Move } from "./move.js";
import { parseMoveString } from "./move-string.js";
import type { RuleOptions } from "./options.js";
import { Position, type Outcome } from "./position.js";
import { unwrap } from "./result.js";

/** Result of {@link Game.play}: the outcome after the move, or why the move was refused (with the outcome then). */
export type GameMoveResult =
  | { readonly ok: true; readonly value: Outcome | null }
  | { readonly ok: false; readonly error: MoveStringError; readonly outcome: Outcome | null };

/** A game: position, move history and outcome with its reason. */
export class Game {
  readonly position: Position;
  private ending: Outcome | null = null;
  private endingPly = -1;

  /** A game from the initial position, a DSFEN (throws a `CoreError` when bad), or a given position (taken over, not copied). */
  constructor(start?: Position | string, options: Partial<RuleOptions> = {}) {
    if (start instanceof Position) this.position = start;
    else if (typeof start === "string") this.position = unwrap(Position.fromDsfen(start, options));
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
    const over = this.outcome();
    if (over !== null) {
      const text = typeof move === "string" ? move : "";
      return { ok: false, error: { code: "gameOver", text, message: "the game is over" }, outcome: over };
    }
    let error: MoveStringError;
    if (typeof move === "string") {
      const parsed = parseMoveString(this.position, move);
      if (parsed.ok) return this.playLegal(parsed.value);
      error = parsed.error;
    } else {
      const played = this.position.play(move);
      if (played.ok) return { ok: true, value: this.outcome() };
      error = { code: played.error.code, text: "", message: played.error.message };
    }
    if (this.position.options.illegalMoveLoses) {
      this.ending = { winner: opposite(this.position.turn), reason: error.code === "repetition" ? "illegalRepetition" : "illegalMove" };
      this.endingPly = this.position.plyCount;
    }
    return { ok: false, error, outcome: this.outcome() };
  }

  private playLegal(move: Move): GameMoveResult {
    this.position.playOrThrow(move);
    return { ok: true, value: this.outcome() };
  }

  /** Takes back the last move (and any ending recorded after it); undefined when there is none. */
  undo(): Move | undefined {
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
