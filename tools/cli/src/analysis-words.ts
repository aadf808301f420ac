/**
 * The words of `daidai analyse`'s comments, in the language of the record's notation:
 * Japanese in KIF (評価値, 先手/後手, 手詰), English in the other formats. Values are from
 * Black's side (+ is good for Black), in pawns.
 */
import type { RecordFormat } from "@daidai/notation";

/** Language of the comments written into a record. */
export type CommentLanguage = "en" | "ja";

/** Japanese for KIF, English for JSON, PGN and DSFEN. */
export function commentLanguageOf(format: RecordFormat): CommentLanguage {
  return format === "kif" ? "ja" : "en";
}

type Side = "black" | "white";

interface Words {
  readonly side: Readonly<Record<Side, string>>;
  /** An evaluation in pawns, signed: `+0.35`. */
  readonly eval: (pawns: string) => string;
  /**
   * A forced mate: `winner` mates in `moves` of its own moves, `plies` half-moves from
   * the position (2·moves − 1 when the winner is to move, else 2·moves).
   */
  readonly mate: (winner: string, moves: number, plies: number) => string;
  /** A finished game. */
  readonly won: (winner: string) => string;
  /** A move of `side` as written in a comment (▲/△ before a Japanese move). */
  readonly move: (side: Side, text: string) => string;
  /** The comment on a move where the engine prefers another. */
  readonly prefers: (move: string, moveString: string, evaluation: string) => string;
  /** The comment on the engine's move, added as a variation. */
  readonly engine: (evaluation: string) => string;
}

const WORDS: Readonly<Record<CommentLanguage, Words>> = {
  en: {
    side: { black: "Black", white: "White" },
    eval: (pawns) => `eval ${pawns}`,
    mate: (winner, moves) => `${winner} mates in ${String(moves)}`,
    won: (winner) => `${winner} has won`,
    move: (_side, text) => text,
    prefers: (move, moveString, evaluation) => `engine prefers ${move} (${moveString}), ${evaluation}`,
    engine: (evaluation) => `engine: ${evaluation}`,
  },
  ja: {
    side: { black: "先手", white: "後手" },
    eval: (pawns) => `評価値 ${pawns}`,
    mate: (winner, _moves, plies) => `${winner}勝ち（${String(plies)}手詰）`,
    won: (winner) => `${winner}の勝ち`,
    move: (side, text) => `${side === "black" ? "▲" : "△"}${text}`,
    prefers: (move, moveString, evaluation) => `エンジンの推奨手 ${move}（${moveString}）、${evaluation}`,
    engine: (evaluation) => `エンジン: ${evaluation}`,
  },
};

/** Values at or beyond this are mates: ±(100000 − moves to mate); ±100000 is a finished game. */
const MATE_BOUND = 90_000;
const WON = 100_000;

/** An evaluation for a comment, from Black's view: `eval +0.35`, `Black mates in 3`, `White has won`. */
export function evalText(value: number, sideToMove: Side, language: CommentLanguage = "en"): string {
  const words = WORDS[language];
  const black = sideToMove === "black" ? value : -value;
  if (Math.abs(black) >= MATE_BOUND) {
    const moves = WON - Math.abs(black);
    const winnerSide: Side = black > 0 ? "black" : "white";
    const winner = words.side[winnerSide];
    if (moves === 0) return words.won(winner);
    return words.mate(winner, moves, winnerSide === sideToMove ? 2 * moves - 1 : 2 * moves);
  }
  return words.eval(`${black >= 0 ? "+" : "-"}${(Math.abs(black) / 100).toFixed(2)}`);
}

/** The comment on a move where the engine prefers `move` of `side` (written in the record's notation). */
export function prefersText(side: Side, move: string, moveString: string, evaluation: string, language: CommentLanguage): string {
  const words = WORDS[language];
  return words.prefers(words.move(side, move), moveString, evaluation);
}

/** The comment on the engine's move in its variation. */
export function engineText(evaluation: string, language: CommentLanguage): string {
  return WORDS[language].engine(evaluation);
}

/**
 * The summary line: `the engine prefers another move at moves 12, 31` (moves numbered one
 * per ply, as KIF and `--ply` number them), or `the engine prefers no other move`.
 */
export function preferredSummary(moveNumbers: readonly number[]): string {
  if (moveNumbers.length === 0) return "the engine prefers no other move";
  const label = moveNumbers.length === 1 ? "move" : "moves";
  return `the engine prefers another move at ${label} ${moveNumbers.join(", ")}`;
}
