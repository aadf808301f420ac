/**
 * The replay's live region: it speaks the reader's own steps (buttons, keys, the list, the
 * slider, autoplay the reader started) and stays quiet at load and when a script moves the
 * widget — in words in English, in Japanese with `lang="ja"` (i18n/speech.ts).
 */
import { html, type ReactiveControllerHost, type TemplateResult } from "lit";
import type { Lang } from "../i18n/i18n.js";
import { announcement } from "../i18n/speech.js";
import type { GameNode } from "../record/game.js";

/** What a replay says. */
export class LiveRegion {
  /** What the region says now. */
  text = "";
  /** The next move comes from the reader. */
  #expected = false;
  /** Autoplay was started by the reader: its moves are spoken. */
  #autoplayByReader = false;

  readonly #host: ReactiveControllerHost;
  constructor(host: ReactiveControllerHost) {
    this.#host = host;
  }

  /** The reader asks for a move: the next change of the node shown is spoken. */
  expect(): void {
    this.#expected = true;
  }

  /** The move asked for did not happen. */
  cancel(): void {
    this.#expected = false;
  }

  /** Autoplay starts (by the reader or not) or stops. */
  autoplay(byReader: boolean): void {
    this.#autoplayByReader = byReader;
  }

  /** The node shown changed (during autoplay when `playing`): speak it when the reader caused it. */
  moved(node: GameNode, lang: Lang, playing: boolean): void {
    if (this.#expected || (playing && this.#autoplayByReader)) {
      this.text = announcement(node, lang);
      this.#host.requestUpdate();
    }
    this.#expected = false;
  }

  render(): TemplateResult {
    return html`<div class="sr-only" aria-live="polite" aria-atomic="true">${this.text}</div>`;
  }
}
