/** What the live region says when the reader steps to a move. */
import { squareName, type MoveDetails, type Piece } from "@daidai/core";
import { japaneseSquareName, kanjiName } from "../pieces/pieces.js";
import type { GameNode } from "../record/game.js";
import { t, type Lang } from "./i18n.js";

const FULL_WIDTH_DIGIT = /[０-９]/g;

/** A captured piece's Japanese name as a record writes it: `歩兵`, `成東夷` (a promoted eastern barbarian). */
function takenName(piece: Piece): string {
  return piece.promoted ? `成${kanjiName(piece.original)}` : kanjiName(piece.kind);
}

/**
 * What a move takes, in Japanese words after its notation: `、歩兵を取る` for a capture on the
 * final square, `、14十五の歩兵と13十四の銀将を取る` for a lion's double capture, ` 居喰い、…を取る`
 * for a capture without moving, ` じっと（パス）` for a pass. Empty for a quiet move.
 */
export function japaneseCaptureWords(details: MoveDetails): string {
  const { captures, move } = details;
  if (details.pass) return " じっと（パス）";
  if (captures.length === 0) return "";
  const onlyAtEnd = captures.length === 1 && captures[0]?.square === move.to && !details.igui;
  const named = captures.map((c) => (onlyAtEnd ? takenName(c.piece) : `${japaneseSquareName(squareName(c.square))}の${takenName(c.piece)}`));
  return `${details.igui ? " 居喰い" : ""}、${named.join("と")}を取る`;
}

/**
 * A Japanese move as spoken: `128手目 ☖9一歩兵`. `label` is the move in Japanese notation
 * (KIF style); the origin in parentheses (`(0316)`, a lion's `(1410→1511)`) is dropped —
 * `words` says what the move takes instead (see {@link japaneseCaptureWords}) — and full-width
 * digits become plain digits, so a screen reader says squares, not source coordinates.
 */
export function japaneseAnnouncement(moveNumber: number, black: boolean, label: string, check: string, words = ""): string {
  const move = label
    .replace(/\s*\([\d→]+\)\s*$/u, "")
    .replace(FULL_WIDTH_DIGIT, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, " ")
    .trim();
  return `${String(moveNumber)}手目 ${black ? "☗" : "☖"}${move}${words}${check === "" ? "" : ` ${check}`}`;
}

/** What the live region says for a node: the move in words (English), or in Japanese notation with its captures in words. */
export function announcement(node: GameNode, lang: Lang): string {
  if (node.ply === 0) return t(lang, "start");
  if (lang === "en") return node.words;
  const details = node.details;
  const words = details === null ? "" : japaneseCaptureWords(details);
  return japaneseAnnouncement(node.moveNumber, node.color === "black", node.labelIn("japanese"), node.checkSquare >= 0 ? t(lang, "check") : "", words);
}
