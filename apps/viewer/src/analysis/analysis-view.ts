/**
 * The analysis board's parts, as templates: the toolbar (steps, back to the game, delete
 * the variation, flip), the piece card of the square chosen, and the words of the move
 * being entered. Pure functions of the board's state; the element wires their actions.
 */
import { html, nothing, type TemplateResult } from "lit";
import { squareName, type Position, type Square } from "@daidai/core";
import type { Lang } from "../i18n/i18n.js";
import type { AnalysisController, Entry } from "./analysis-controller.js";
import { aw } from "./analysis-words.js";

/**
 * The toolbar: `close` (the "Back to the replay" button) only on a closable board; `go` runs
 * a step of the controller (the element follows it with the card, the status and the engine).
 */
export function toolbarView(c: AnalysisController, lang: Lang, close: (() => void) | null, go: (step: () => unknown) => void, flip: () => void): TemplateResult {
  return html`<div class="toolbar" role="toolbar" aria-label=${aw(lang, "toolbar")}>
    ${close === null ? nothing : html`<button type="button" class="close-analysis" @click=${close}>${aw(lang, "closeAnalysis")}</button>`}
    <button type="button" @click=${() => { go(() => c.step(-1)); }} ?disabled=${c.path.length === 0}>${aw(lang, "back")}</button>
    <button type="button" @click=${() => { go(() => c.step(1)); }} ?disabled=${c.node.children.length === 0}>${aw(lang, "forward")}</button>
    <button type="button" class="back-to-game" @click=${() => { go(() => { c.backToGame(); }); }} ?disabled=${c.onGameLine && c.path.length === c.gamePly}>${aw(lang, "backToGame")}</button>
    <button type="button" @click=${() => { go(() => c.deleteVariation()); }} ?disabled=${c.onGameLine}>${aw(lang, "deleteVariation")}</button>
    <button type="button" @click=${flip}>${aw(lang, "flip")}</button>
  </div>`;
}

/** Destinations of the piece on `square` (its legal moves' final squares); none for a piece of the side not to move. */
export function cardTargets(position: Position, square: Square): Square[] {
  const piece = position.pieceAt(square);
  if (piece === null || piece.color !== position.turn) return [];
  return [...new Set(position.legalMovesFrom(square).map((m) => m.to))];
}

/** The card of the piece on `square` (-1: none) with its destinations; `close`: its close button. */
export function cardView(position: Position, square: Square, lang: Lang, close: () => void): TemplateResult | typeof nothing {
  const piece = square >= 0 ? position.pieceAt(square) : null;
  if (piece === null) return nothing;
  return html`<daidai-piece-card
    closable
    lang=${lang}
    .code=${piece.code}
    .color=${piece.color}
    .square=${squareName(square)}
    .destinations=${piece.color === position.turn ? cardTargets(position, square).map(squareName) : null}
    @daidai-card-close=${close}
  ></daidai-piece-card>`;
}

/** The move being entered, in words: the squares clicked so far and the ones that may come next. */
export function entryText(e: Entry, lang: Lang): string {
  const legs = [e.from, ...e.path].map(squareName).join("–");
  const targets = e.targets.map(squareName).join(", ");
  const finish = e.finish === undefined ? "" : aw(lang, "entryFinish", squareName(e.path[e.path.length - 1] ?? -1));
  return aw(lang, "entry", legs, targets === "" ? aw(lang, "none") : targets) + finish;
}

/**
 * The enlarged view's bar: the move shown (`caption`) until the status line has something to
 * say (the move being entered, the move played), and the Close button.
 */
export function enlargedBar(lang: Lang, caption: string, status: string, close: () => void): TemplateResult {
  return html`<div class="zoom-bar">
    <p class="zoom-title">${status === "" ? caption : nothing}<span class="status" role="status" aria-live="polite">${status}</span></p>
    <button type="button" class="close" @click=${close}>✕ ${aw(lang, "close")}</button>
  </div>`;
}
