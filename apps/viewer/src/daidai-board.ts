import { css, html, LitElement } from "lit";
import type { TemplateResult } from "lit";
import { BOARD_SIZE, squareName } from "@daidai/notation";

/**
 * `<daidai-board>`: an empty 17x17 dai dai shogi board.
 *
 * Written without decorators on purpose: Vite 8 does not lower standard
 * decorators (see TOOLCHAIN.md, pitfall 1).
 */
export class DaidaiBoard extends LitElement {
  static override properties = {
    flipped: { type: Boolean, reflect: true },
  };

  static override styles = css`
    :host {
      display: inline-block;
      --square-size: 2rem;
    }
    .board {
      display: grid;
      grid-template-columns: repeat(${BOARD_SIZE}, var(--square-size));
      grid-template-rows: repeat(${BOARD_SIZE}, var(--square-size));
      border: 2px solid #333;
      background: #e8c47c;
    }
    .square {
      box-sizing: border-box;
      border: 1px solid #8a6d3b;
    }
  `;

  /** Show the board from the second player's side. */
  declare flipped: boolean;

  constructor() {
    super();
    this.flipped = false;
  }

  override render(): TemplateResult {
    const squares: TemplateResult[] = [];
    for (let row = 0; row < BOARD_SIZE; row++) {
      for (let col = 0; col < BOARD_SIZE; col++) {
        // Shogi files count from the right, ranks from the top.
        const file = this.flipped ? col + 1 : BOARD_SIZE - col;
        const rank = this.flipped ? BOARD_SIZE - row : row + 1;
        const name = squareName(file, rank);
        squares.push(html`<div class="square" data-square=${name} title=${name}></div>`);
      }
    }
    return html`<div class="board" part="board">${squares}</div>`;
  }
}

if (!customElements.get("daidai-board")) {
  customElements.define("daidai-board", DaidaiBoard);
}

declare global {
  interface HTMLElementTagNameMap {
    "daidai-board": DaidaiBoard;
  }
}
