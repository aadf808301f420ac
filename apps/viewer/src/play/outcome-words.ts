/**
 * The end of a game in words, from core's outcome (and the endings a game on a page adds:
 * resignation, time), in English and Japanese.
 */
import type { Color, OutcomeReason } from "@daidai/core";
import type { Lang } from "../i18n/i18n.js";

/** How a game on a page ended: core's reasons plus running out of time. */
export type EndReason = OutcomeReason | "timeForfeit";

/** A finished game: `winner` null for a draw. */
export interface PlayEnding {
  readonly winner: Color | null;
  readonly reason: EndReason;
}

const SIDE: Readonly<Record<Lang, Readonly<Record<Color, string>>>> = {
  en: { black: "Black", white: "White" },
  ja: { black: "先手", white: "後手" },
};

const EN: Readonly<Record<EndReason, string>> = {
  checkmate: "Checkmate: {w} wins.",
  stalemate: "{l} has no legal move (stalemate): {w} wins.",
  kingCaptured: "{l}'s king is captured: {w} wins.",
  repetitionDraw: "The same position for the fourth time: a draw by repetition.",
  illegalRepetition: "{l} made a move the repetition rule forbids: {w} wins.",
  illegalMove: "{l} made an illegal move: {w} wins.",
  resignation: "{l} resigns: {w} wins.",
  timeForfeit: "{l} ran out of time: {w} wins.",
};

const JA: Readonly<Record<EndReason, string>> = {
  checkmate: "詰み。{w}の勝ち。",
  stalemate: "{l}に指せる手がありません（手詰まり）。{w}の勝ち。",
  kingCaptured: "{l}の玉が取られました。{w}の勝ち。",
  repetitionDraw: "同一局面が四回現れました。千日手で引き分け。",
  illegalRepetition: "{l}の千日手の反則。{w}の勝ち。",
  illegalMove: "{l}の反則手。{w}の勝ち。",
  resignation: "{l}の投了。{w}の勝ち。",
  timeForfeit: "{l}の時間切れ。{w}の勝ち。",
};

/** The ending as a sentence: who won and why (a draw says so). */
export function endingText(ending: PlayEnding, lang: Lang): string {
  const words = lang === "ja" ? JA : EN;
  const side = SIDE[lang];
  const winner = ending.winner;
  const loser = winner === null ? null : winner === "black" ? "white" : "black";
  return words[ending.reason].replace("{w}", winner === null ? "" : side[winner]).replace("{l}", loser === null ? "" : side[loser]);
}

/** The record's `termination` for an ending (notation's words). */
export function terminationOf(reason: EndReason): string {
  if (reason === "repetitionDraw" || reason === "illegalRepetition") return "repetition";
  return reason;
}
