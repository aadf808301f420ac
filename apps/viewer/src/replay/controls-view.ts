/**
 * The replay's controls: first, previous, play or pause, next, last, flip, enlarge, analyse,
 * the menu button, the move slider with its counter; and the line of times used, when the
 * record has them.
 */
import { html, nothing, type TemplateResult } from "lit";
import { t, type Lang } from "../i18n/i18n.js";
import type { GameNode } from "../record/game.js";
import { icon, type IconName } from "../ui/icons.js";
import { clockText } from "./record-menu.js";
import type { Target } from "./replay-controller.js";

/** What the controls show. */
export interface ControlsState {
  readonly lang: Lang;
  readonly node: GameNode;
  readonly ply: number;
  /** Moves of the line shown. */
  readonly length: number;
  readonly playing: boolean;
  readonly flipped: boolean;
  /** Inside the enlarged view: no enlarge and no menu button. */
  readonly enlarged: boolean;
  /** Offer the analysis board. */
  readonly analysis: boolean;
  readonly menuOpen: boolean;
}

/** What the controls do. */
export interface ControlsActions {
  readonly go: (target: Target) => void;
  readonly toggleAutoplay: () => void;
  readonly flip: () => void;
  readonly enlarge: () => void;
  readonly analyse: () => void;
  readonly toggleMenu: () => void;
  /** A touch or keyboard focus on a control (its name on the hint line). */
  readonly onPointerDown: (event: PointerEvent) => void;
  readonly onFocus: (event: FocusEvent) => void;
  readonly onBlur: (event: FocusEvent) => void;
}

/**
 * The button row and the slider. The slider and its counter change at every step: they sit
 * in a box of fixed height whose size does not depend on them (replay-styles.ts), so that
 * moving them lays out that box alone, not the widget around it.
 */
export function controlsView(s: ControlsState, on: ControlsActions): TemplateResult {
  const { lang, ply, length } = s;
  const button = (name: IconName, label: string, action: () => void, disabled = false, pressed?: boolean): TemplateResult =>
    html`<button part="button" type="button" aria-label=${label} title=${label} ?disabled=${disabled} aria-pressed=${pressed === undefined ? nothing : pressed ? "true" : "false"} @click=${action}>${icon(name)}</button>`;
  const onSlider = (event: Event): void => {
    on.go(Number((event.target as HTMLInputElement).value));
  };
  return html`<div class="controls" part="controls" role="group" aria-label=${t(lang, "controls")} @pointerdown=${on.onPointerDown} @focusin=${on.onFocus} @focusout=${on.onBlur}>
    ${button("first", t(lang, "first"), () => { on.go("first"); }, ply === 0)}
    ${button("prev", t(lang, "prev"), () => { on.go("prev"); }, ply === 0)}
    ${button(s.playing ? "pause" : "play", s.playing ? t(lang, "pause") : t(lang, "play"), () => { on.toggleAutoplay(); }, false, s.playing)}
    ${button("next", t(lang, "next"), () => { on.go("next"); }, ply >= length)}
    ${button("last", t(lang, "last"), () => { on.go("last"); }, ply >= length)}
    ${button("flip", t(lang, "flip"), () => { on.flip(); }, false, s.flipped)}
    ${s.enlarged ? nothing : button("zoom", t(lang, "zoom"), () => { on.enlarge(); })}
    ${s.analysis ? html`<button part="button" type="button" class="analyse" @click=${() => { on.analyse(); }}>${t(lang, "analyse")}</button>` : nothing}
    ${s.enlarged ? nothing : html`<button part="button" type="button" class="menu-button" aria-label=${t(lang, "menu")} title=${t(lang, "menu")} aria-haspopup="true" aria-expanded=${s.menuOpen ? "true" : "false"} aria-controls="menu" @click=${() => { on.toggleMenu(); }}>${icon("menu")}</button>`}
    <div class="position">
      <div class="position-inner">
        <input part="slider" type="range" min="0" max=${length} .value=${String(ply)} aria-label=${t(lang, "slider")} aria-valuetext=${sliderText(s)} @input=${onSlider} />
        <span class="counter" aria-hidden="true">${ply} / ${length}</span>
      </div>
    </div>
  </div>`;
}

function sliderText(s: ControlsState): string {
  const { node, lang, length } = s;
  return node.ply === 0 ? t(lang, "startPosition", length) : `${t(lang, "position", node.ply, length)}: ${node.label}`;
}

/** Time used by the move shown and by each side so far (`nodes`: from the start to the move shown). */
export function clockView(lang: Lang, nodes: readonly GameNode[], node: GameNode): TemplateResult {
  const totals = { black: 0, white: 0 };
  for (const n of nodes) {
    const ms = n.source.timeSpentMs;
    if (n.color !== null && typeof ms === "number" && Number.isFinite(ms)) totals[n.color] += ms;
  }
  const own = node.source.timeSpentMs;
  const move = node.ply > 0 && typeof own === "number" ? `${clockText(own)} · ` : "";
  return html`<p class="clock" part="clock">${t(lang, "timeUsed")}: ${move}☗ ${clockText(totals.black)} · ☖ ${clockText(totals.white)}</p>`;
}
