/** What the live region says when the reader steps to a move. */
import type { GameNode } from "../record/game.js";
import { t, type Lang } from "./i18n.js";

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

/** What the live region says for a node: the move in words (English) or in Japanese notation. */
export function announcement(node: GameNode, lang: Lang): string {
  if (node.ply === 0) return t(lang, "start");
  if (lang === "en") return node.words;
  return japaneseAnnouncement(node.moveNumber, node.color === "black", node.labelIn("japanese"), node.checkSquare >= 0 ? t(lang, "check") : "");
}
