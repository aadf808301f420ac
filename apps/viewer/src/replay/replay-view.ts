/**
 * The replay's widget box in its three forms: a message while no record is shown (loading,
 * or why it failed), a static diagram, and the replay with its controls and move list. The
 * parts come rendered (board-view.ts, controls-view.ts, comment-view.ts, header-view.ts).
 */
import { html, nothing, type TemplateResult } from "lit";
import { t, type Lang } from "../i18n/i18n.js";
import type { ShowMoves } from "./replay-events.js";

type Part = TemplateResult | typeof nothing;

/** "Loading…" or why no record is shown, and the record's problems. */
export function messageView(lang: Lang, message: string, diagnostics: Part): TemplateResult {
  const loading = t(lang, "loading");
  return html`<div class="widget" part="widget" role="group" aria-label=${t(lang, "widget")}>
    <p class=${message === loading ? "loading" : "error"} part="error" role="alert">${message || loading}</p>
    ${diagnostics}
  </div>`;
}

/** A diagram without controls (`static`): the board, the move shown (`caption`, "" at the start), the hint line when it says something. */
export function staticView(lang: Lang, board: TemplateResult, caption: string, hint: Part, diagnostics: Part): TemplateResult {
  return html`<div class="widget" part="widget" role="group" aria-label=${t(lang, "widget")}>
    ${board}${caption ? html`<p class="keys">${caption}</p>` : nothing}${hint}${diagnostics}
  </div>`;
}

/** The replay's parts, rendered. */
export interface ReplayParts {
  readonly header: Part;
  /** The inline board, the controls, the menu, the clock line and the hint line. */
  readonly boardArea: unknown[];
  readonly comment: Part;
  /** The move list (left out with `show-moves="none"`). */
  readonly moves: unknown;
  readonly diagnostics: Part;
  /** The live region. */
  readonly live: TemplateResult;
  /** The enlarged view's dialog, while it is open. */
  readonly enlarged: Part;
  readonly onKeyDown: (event: KeyboardEvent) => void;
}

/** The replay: header, the board with its controls, beside or below it the comment and the move list, the problems and the keys' help. */
export function replayView(lang: Lang, show: ShowMoves, p: ReplayParts): TemplateResult {
  return html`<div class="widget" part="widget" role="group" aria-label=${t(lang, "widget")} tabindex="0" @keydown=${p.onKeyDown}>
    ${p.header}
    <div class="main ${show}">
      <div class="board-area">${p.boardArea}</div>
      ${show === "none" ? p.comment : html`<div class="side"><div class="side-inner">${p.comment}${p.moves}</div></div>`}
    </div>
    ${p.diagnostics}
    <p class="keys">${t(lang, "keys")}</p>
    ${p.live}
    ${p.enlarged}
  </div>`;
}
