/** KIF termination words (docs/formats/kif.md) and the record's termination values. */
export const TERMINATION_WORDS: readonly (readonly [string, string])[] = [
  ["投了", "resignation"],
  ["詰み", "checkmate"],
  ["手詰まり", "stalemate"],
  ["玉取り", "kingCaptured"],
  ["千日手", "repetition"],
  ["中断", "interrupted"],
  ["切れ負け", "timeForfeit"],
  ["反則負け", "illegalMove"],
];
