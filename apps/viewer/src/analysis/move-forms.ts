/**
 * The analysis board's two text ways to move, for keyboards and screen readers: a square
 * name entered as a click (the same leg-by-leg entry as on the board), and a list of every
 * legal move of the position.
 */
import { html, type TemplateResult } from "lit";
import { moveToString, type Position } from "@daidai/core";
import { formatMove } from "@daidai/notation";
import type { Notation } from "../record/game.js";
import type { Lang } from "../i18n/i18n.js";
import { aw } from "./analysis-words.js";

/** What the forms report: a square name typed (true: taken, the field is cleared), or a legal move chosen (move string). */
export interface MoveFormHandlers {
  square(text: string): boolean;
  move(moveString: string): void;
}

/** The square field and the move list of `position`. */
export function moveForms(position: Position, notation: Notation, lang: Lang, on: MoveFormHandlers): TemplateResult {
  const moves = position.legalMoves();
  const onSubmit = (event: SubmitEvent): void => {
    event.preventDefault();
    const input = (event.currentTarget as HTMLFormElement).querySelector("input");
    if (input !== null && on.square(input.value)) input.value = "";
  };
  const onPlay = (event: Event): void => {
    const select = (event.currentTarget as HTMLElement).parentElement?.querySelector("select");
    if (select) on.move(select.value);
  };
  return html`<form class="row" @submit=${onSubmit}>
      <label for="square-input">${aw(lang, "squareInput")}</label>
      <input id="square-input" type="text" autocomplete="off" spellcheck="false" placeholder="9h" />
      <button type="submit">${aw(lang, "click")}</button>
    </form>
    <div class="row">
      <label for="move-select">${aw(lang, "move")}</label>
      <select id="move-select">
        ${moves.map((m) => html`<option value=${moveToString(m)}>${formatMove(position, m, notation)}</option>`)}
      </select>
      <button type="button" @click=${onPlay} ?disabled=${moves.length === 0}>${aw(lang, "play")}</button>
    </div>`;
}
