/**
 * The replay's boards: the inline board (a click steps, or opens the enlarged view on a
 * narrow widget; the pointer names pieces) and the enlarged view's content around its board.
 */
import { html, type nothing, type TemplateResult } from "lit";
import type { EnlargedView } from "../board/enlarged-view.js";
import { t, type Lang } from "../i18n/i18n.js";
import type { PieceStyleChoice } from "../pieces/pieces.js";
import type { GameNode } from "../record/game.js";
import { icon } from "../ui/icons.js";
import type { PieceHint } from "./piece-hint.js";

/** What a replay's board shows. */
export interface BoardState {
  readonly lang: Lang;
  readonly node: GameNode;
  readonly orientation: "black" | "white";
  readonly pieceStyle: PieceStyleChoice;
  readonly theme: string;
}

/** The board of the node shown; in the enlarged view without coordinates (the view has sticky ones). */
export function boardView(s: BoardState, enlarged: boolean): TemplateResult {
  const { node } = s;
  return html`<daidai-board
    .dsfen=${node.dsfen}
    .orientation=${s.orientation}
    .pieceStyle=${s.pieceStyle}
    .lang=${s.lang}
    .theme=${s.theme}
    .lastMove=${node.boardMove}
    .checkSquare=${node.checkSquare}
    ?hide-coordinates=${enlarged}
  ></daidai-board>`;
}

/** The inline board in its box: `onClick` is left out for a static diagram. */
export function inlineBoardView(s: BoardState, narrow: boolean, hint: PieceHint, onClick: ((event: MouseEvent) => void) | undefined): TemplateResult {
  return html`<div
    class=${narrow && onClick !== undefined ? "board-scroll narrow" : "board-scroll"}
    @click=${onClick}
    @pointermove=${hint.onPointerMove}
    @pointerleave=${hint.onPointerLeave}
    @pointerdown=${hint.onPointerDown}
    @pointerup=${hint.onPointerEnd}
    @pointercancel=${hint.onPointerEnd}
  >${boardView(s, false)}</div>`;
}

/** What the enlarged view shows around the board. */
export interface EnlargedParts {
  /** The move shown, as its number and text (`20… FL-6f`), or the start. */
  readonly caption: string;
  readonly controls: TemplateResult;
  /** The comment of the move shown (nothing without one). */
  readonly comment: TemplateResult | typeof nothing;
  /** The strip of the moves around the one shown, with the way into variations. */
  readonly strip: TemplateResult;
  readonly hint: PieceHint;
  readonly onClick: (event: MouseEvent) => void;
}

/** The enlarged view's dialog: a title bar with Close, the board, the controls, the comment, the move strip and the hint line. */
export function enlargedReplayView(zoom: EnlargedView, s: BoardState, parts: EnlargedParts): TemplateResult {
  const { lang } = s;
  const hint = parts.hint;
  const bar = html`<div class="zoom-bar">
    <span class="zoom-title">${parts.caption}</span>
    <button part="button" type="button" class="close" @click=${() => { zoom.close(); }}>${icon("close")}<span>${t(lang, "close")}</span></button>
  </div>`;
  return zoom.render({
    label: t(lang, "enlargedBoard"),
    bar,
    board: boardView(s, true),
    orientation: s.orientation,
    lang,
    below: html`${parts.controls}${parts.comment}${parts.strip}${hint.render()}`,
    on: { click: parts.onClick, pointermove: hint.onPointerMove, pointerleave: hint.onPointerLeave, pointerdown: hint.onPointerDown, pointerup: hint.onPointerEnd, pointercancel: hint.onPointerEnd },
  });
}
