/**
 * The play board's panels around the board, as templates: the status line, the game's
 * buttons (take back, hint, resign, flip, enlarge), the clocks, the link to send in a game
 * by link, and the form that starts a new game.
 */
import { html, nothing, type TemplateResult } from "lit";
import { PLAY_LEVELS } from "@daidai/ai/levels";
import type { Lang } from "../i18n/i18n.js";
import type { TimeControl } from "./clock.js";
import type { PlayController } from "./play-controller.js";
import { pw } from "./play-words.js";

/** The time controls offered (ms), the first none. */
export const TIME_CONTROLS: readonly (TimeControl | null)[] = [
  null,
  { mainMs: 0, byoyomiMs: 30_000 },
  { mainMs: 10 * 60_000, byoyomiMs: 30_000 },
  { mainMs: 30 * 60_000, byoyomiMs: 60_000 },
];

function timeControlName(tc: TimeControl | null, lang: Lang): string {
  if (tc === null) return pw(lang, "noClock");
  const s = tc.byoyomiMs / 1000;
  return tc.mainMs === 0 ? pw(lang, "byoyomiOnly", s) : pw(lang, "mainAndByoyomi", tc.mainMs / 60_000, s);
}

/** m:ss of a time in ms, rounded up (a clock shows 0:00 only when the time is out). */
export function clockFace(ms: number): string {
  const s = Math.ceil(Math.max(0, ms) / 1000);
  return `${String(Math.floor(s / 60))}:${String(s % 60).padStart(2, "0")}`;
}

/** What the game's buttons do. */
export interface GameActions {
  readonly takeBack: () => void;
  readonly hint: () => void;
  readonly resign: () => void;
  readonly flip: () => void;
  readonly enlarge: (() => void) | null;
}

/** The game's buttons; `confirmResign` while the resign button asks again. */
export function gameButtons(c: PlayController, lang: Lang, confirmResign: boolean, on: GameActions): TemplateResult {
  const over = c.game.ending() !== null;
  return html`<div class="toolbar" role="toolbar" aria-label=${pw(lang, "game")}>
    <button type="button" class="take-back" @click=${on.takeBack} ?disabled=${c.game.moves.length === 0 || (c.game.settings.mode === "link" && !c.linkMoveMade)}>${pw(lang, "takeBack")}</button>
    <button type="button" class="hint" @click=${on.hint} ?disabled=${!c.canMove || c.hinting}>${pw(lang, "hint")}</button>
    <button type="button" class=${confirmResign ? "resign confirm" : "resign"} @click=${on.resign} ?disabled=${over}>${confirmResign ? pw(lang, "confirmResign") : pw(lang, "resign")}</button>
    <button type="button" class="flip" @click=${on.flip}>${pw(lang, "flip")}</button>
    ${on.enlarge === null ? nothing : html`<button type="button" class="enlarge" @click=${on.enlarge}>${pw(lang, "enlarge")}</button>`}
  </div>`;
}

/** Both clocks, the running one marked. */
export function clocksView(c: PlayController, lang: Lang, now: number): TemplateResult | typeof nothing {
  const clock = c.game.clock;
  if (clock === null) return nothing;
  const face = (color: "black" | "white"): TemplateResult => {
    const r = clock.read(color, now);
    const text = r.inByoyomi ? clockFace(r.byoyomiMs) : clockFace(r.mainMs);
    return html`<span class=${clock.running === color ? "clock running" : "clock"}>${pw(lang, color === "black" ? "blackClock" : "whiteClock")} <b>${text}</b></span>`;
  };
  return html`<p class="clocks" role="timer" aria-live="off">${face("black")} ${face("white")}</p>`;
}

/** The link to send after a move in a game by link. */
export function linkPanel(url: string, lang: Lang, copy: () => void): TemplateResult {
  return html`<section class="link-panel">
    <label for="link-text">${pw(lang, "linkSend")}</label>
    <div class="row"><input id="link-text" readonly .value=${url} @focus=${(e: FocusEvent) => { (e.target as HTMLInputElement).select(); }} /><button type="button" class="copy-link" @click=${copy}>${pw(lang, "copyLink")}</button></div>
  </section>`;
}

/** What the new-game form starts. */
export interface NewGameChoice {
  readonly human: "black" | "white";
  readonly level: number;
  readonly timeControl: TimeControl | null;
}

/** The form that starts a game against the engine or by link (its fields show the current settings). */
export function newGameForm(c: PlayController, lang: Lang, start: (choice: NewGameChoice | null) => void): TemplateResult {
  const s = c.game.settings;
  const read = (form: HTMLFormElement): NewGameChoice => {
    const data = new FormData(form);
    const tc = TIME_CONTROLS[Number(data.get("clock"))] ?? null;
    return { human: data.get("side") === "white" ? "white" : "black", level: Number(data.get("level")) || 1, timeControl: tc };
  };
  const current = TIME_CONTROLS.findIndex((t) => t?.mainMs === s.timeControl?.mainMs && t?.byoyomiMs === s.timeControl?.byoyomiMs);
  return html`<form class="new-game" @submit=${(e: SubmitEvent) => { e.preventDefault(); start(read(e.target as HTMLFormElement)); }}>
    <h2>${pw(lang, "newGame")}</h2>
    <div class="row">
      <label>${pw(lang, "side")} <select name="side">
        <option value="black" ?selected=${s.human === "black"}>${pw(lang, "black")}</option>
        <option value="white" ?selected=${s.human === "white"}>${pw(lang, "white")}</option>
      </select></label>
      <label>${pw(lang, "level")} <select name="level">
        ${PLAY_LEVELS.map((l) => html`<option value=${l.level} ?selected=${l.level === s.level}>${pw(lang, "levelName", l.level)}</option>`)}
      </select></label>
      <label>${pw(lang, "clock")} <select name="clock">
        ${TIME_CONTROLS.map((tc, i) => html`<option value=${i} ?selected=${i === Math.max(0, current)}>${timeControlName(tc, lang)}</option>`)}
      </select></label>
    </div>
    <div class="row">
      <button type="submit" class="start">${pw(lang, "start")}</button>
      <button type="button" class="by-link" @click=${() => { start(null); }}>${pw(lang, "byLink")}</button>
    </div>
  </form>`;
}
