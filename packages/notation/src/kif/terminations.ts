/**
 * KIF termination words (docs/formats/kif.md): the record's termination value of each and
 * who wins when the record has no `まで` summary line. `mover` is the side whose turn it is
 * on the termination line.
 */
export interface TerminationWord {
  readonly word: string;
  readonly termination: string;
  /** The outcome: the side to move loses or wins, a draw, unfinished, or not known from the word. */
  readonly outcome: "moverLoses" | "moverWins" | "draw" | "unfinished" | "unknown";
}

export const TERMINATION_WORDS: readonly TerminationWord[] = [
  { word: "投了", termination: "resignation", outcome: "moverLoses" },
  { word: "詰み", termination: "checkmate", outcome: "moverLoses" },
  { word: "手詰まり", termination: "stalemate", outcome: "unknown" },
  { word: "玉取り", termination: "kingCaptured", outcome: "unknown" },
  { word: "千日手", termination: "repetition", outcome: "draw" },
  { word: "持将棋", termination: "impasse", outcome: "draw" },
  { word: "中断", termination: "interrupted", outcome: "unfinished" },
  { word: "封じ手", termination: "sealedMove", outcome: "unfinished" },
  { word: "切れ負け", termination: "timeForfeit", outcome: "moverLoses" },
  { word: "反則負け", termination: "illegalMove", outcome: "moverLoses" },
  { word: "反則勝ち", termination: "opponentIllegalMove", outcome: "moverWins" },
  { word: "入玉勝ち", termination: "enteringKing", outcome: "moverWins" },
  { word: "不戦勝", termination: "defaultWin", outcome: "moverWins" },
  { word: "不戦敗", termination: "defaultLoss", outcome: "moverLoses" },
];

/** The termination word of a record termination value, if any. */
export function terminationWord(termination: string | undefined): TerminationWord | undefined {
  return termination === undefined ? undefined : TERMINATION_WORDS.find((t) => t.termination === termination);
}
