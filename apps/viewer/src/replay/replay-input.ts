/**
 * The replay's input, what the reader asks for: the keys of the widget (keys.ts), a click on
 * the board (a step back or forward by the half clicked, or the enlarged view on a narrow
 * widget) and the controls' buttons. The live region speaks the steps the reader asked for.
 */
import type { EnlargedView } from "../board/enlarged-view.js";
import type { NarrowBoard } from "../board/narrow-board.js";
import type { ControlsActions } from "./controls-view.js";
import type { GameController } from "./game-controller.js";
import { replayKey } from "./keys.js";
import type { LiveRegion } from "./live-region.js";
import type { PieceHint } from "./piece-hint.js";
import type { Target } from "./replay-controller.js";
import type { ReplayMenu } from "./replay-menu.js";

/** What the input acts on besides the game: the element's own public methods. */
export interface InputHost extends HTMLElement {
  flip(): void;
  toggleAutoplay(): void;
  openEnlarged(): void;
  openAnalysis(): Promise<void>;
  readonly renderRoot: HTMLElement | DocumentFragment;
}

/** The input of one replay. */
export class ReplayInput {
  readonly #host: InputHost;
  readonly #game: GameController;
  readonly #live: LiveRegion;
  readonly #menu: ReplayMenu;
  readonly #hint: PieceHint;
  readonly #zoom: EnlargedView;
  readonly #width: NarrowBoard;
  constructor(host: InputHost, game: GameController, live: LiveRegion, menu: ReplayMenu, hint: PieceHint, zoom: EnlargedView, width: NarrowBoard) {
    this.#host = host;
    this.#game = game;
    this.#live = live;
    this.#menu = menu;
    this.#hint = hint;
    this.#zoom = zoom;
    this.#width = width;
  }

  /** Navigation asked for by the reader: the live region says where it went. */
  go(target: Target): void {
    this.#live.expect();
    if (!this.#game.goTo(target)) this.#live.cancel();
  }

  readonly onKeyDown = (event: KeyboardEvent): void => {
    const cursor = this.#game.cursor;
    if (cursor === null) return;
    if (event.key === "Escape" && this.#menu.open) {
      event.preventDefault();
      void this.#menu.close(true);
      return;
    }
    const action = replayKey(event, cursor.alternatives);
    if (action === undefined) return;
    event.preventDefault();
    this.#live.expect();
    if (action === "flip") this.#host.flip();
    else if (action === "autoplay") this.#host.toggleAutoplay();
    else if (action === "variationUp") cursor.switchVariation(-1);
    else if (action === "variationDown") cursor.switchVariation(1);
    else cursor.goTo(action);
    this.#live.cancel();
  };

  /**
   * A click on the board that no `daidai-square-click` listener claimed: on a narrow
   * widget it opens the enlarged view; on a wide one the left half steps back, the right
   * half forward; in the enlarged view it does nothing (the reader pans there).
   */
  readonly onBoardClick = (event: MouseEvent): void => {
    if (this.#hint.takePress()) return;
    if (event.defaultPrevented || event.button !== 0 || this.#zoom.open) return;
    if (this.#width.narrow) {
      this.#host.openEnlarged();
      return;
    }
    const board = this.#host.renderRoot.querySelector(".board-scroll daidai-board");
    if (board === null) return;
    const rect = board.getBoundingClientRect();
    this.go(event.clientX - rect.left < rect.width / 2 ? "prev" : "next");
  };

  /** What the controls' buttons do. */
  readonly actions: ControlsActions = {
    go: (target) => { this.go(target); },
    toggleAutoplay: () => { this.#host.toggleAutoplay(); },
    flip: () => { this.#host.flip(); },
    enlarge: () => { this.#host.openEnlarged(); },
    analyse: () => { void this.#host.openAnalysis(); },
    toggleMenu: () => { this.#menu.toggle(); },
    onPointerDown: (event) => { this.#hint.onControlPointerDown(event); },
    onFocus: (event) => { this.#hint.onControlFocus(event); },
    onBlur: () => { this.#hint.onControlBlur(); },
  };
}
