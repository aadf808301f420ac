/**
 * `<daidai-replay analysis>`'s way into the analysis board: "Analyse" loads the board's
 * code (the first time), copies the record (the replay's own is never changed) and shows
 * the board in place of the replay at the move shown; "Back to the replay" returns.
 */
import { html, type ReactiveControllerHost, type TemplateResult } from "lit";
import type { EnlargedView } from "../board/enlarged-view.js";
import type { Lang } from "../i18n/i18n.js";
import type { Notation } from "../record/game.js";
import { loadAnalysis } from "./analysis-loader.js";
import type { GameController } from "./game-controller.js";
import type { PieceHint } from "./piece-hint.js";
import type { Path } from "./replay-controller.js";

/** The analysis board of a replay, while it is open. */
export class AnalysisSwitch {
  /** The analysis board's record and starting node, while it is open. */
  #explore: { record: unknown; path: Path } | null = null;

  readonly #host: ReactiveControllerHost;
  readonly #game: GameController;
  readonly #hint: PieceHint;
  readonly #zoom: EnlargedView;
  constructor(host: ReactiveControllerHost, game: GameController, hint: PieceHint, zoom: EnlargedView) {
    this.#host = host;
    this.#game = game;
    this.#hint = hint;
    this.#zoom = zoom;
  }

  /** True while the analysis board is shown. */
  get open(): boolean {
    return this.#explore !== null;
  }

  /**
   * Shows the analysis board at the move shown, on a copy of the record read whole (the
   * enlarged view closes, autoplay stops); when its code cannot be loaded, the hint line says why.
   */
  async show(): Promise<void> {
    const game = this.#game;
    game.readRest();
    const loaded = game.loaded;
    if (game.cursor === null || loaded === null) return;
    this.#zoom.close();
    game.pause();
    try {
      this.#explore = { record: (await loadAnalysis()).copyRecord(loaded.record), path: game.path };
      this.#host.requestUpdate();
    } catch (e) {
      this.#hint.show(String(e), 6000);
    }
  }

  /** Back to the replay. */
  close(): void {
    if (this.#explore === null) return;
    this.#explore = null;
    this.#host.requestUpdate();
  }

  /** The analysis board (render only while {@link open}). */
  render(notation: Notation, orientation: string, lang: Lang, engineSrc: string): TemplateResult {
    const x = this.#explore;
    return html`<daidai-analysis closable engine-src=${engineSrc} .record=${x?.record} .startPath=${x?.path} .notation=${notation} .orientation=${orientation} lang=${lang} @daidai-analysis-close=${() => { this.close(); }}></daidai-analysis>`;
  }
}
