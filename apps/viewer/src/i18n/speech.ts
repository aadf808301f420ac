/** What the live region says when the reader steps to a move. */

const FULL_WIDTH_DIGIT = /[０-９]/g;

/**
 * A Japanese move as spoken: `128手目 ☖9一歩`. `label` is the move in Japanese notation
 * (KIF style); the origin in parentheses (`(0316)`) is dropped and full-width digits
 * become plain digits, so a screen reader says the square, not source coordinates.
 */
export function japaneseAnnouncement(moveNumber: number, black: boolean, label: string, check: string): string {
  const move = label
    .replace(/\s*\(\d+\)\s*$/u, "")
    .replace(FULL_WIDTH_DIGIT, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, " ")
    .trim();
  return `${String(moveNumber)}手目 ${black ? "☗" : "☖"}${move}${check === "" ? "" : ` ${check}`}`;
}
