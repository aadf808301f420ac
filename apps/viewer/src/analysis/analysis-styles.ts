/**
 * The analysis board's styles (layout, engine panel, move list, export, enlarged view). The
 * enlarged view's side is beside the board on a wide screen (board/enlarged-view.ts), where
 * the moves take the height left.
 */
import { css } from "lit";
import { WIDE_ENLARGED } from "../board/enlarged-view.js";

export const analysisStyles = css`
      :host {
        display: block;
        color: var(--c-fg);
        background: var(--c-bg);
        font-family: var(--c-font);
      }
      .layout {
        display: grid;
        grid-template-columns: minmax(0, 3fr) minmax(16rem, 2fr);
        gap: 1rem;
        align-items: start;
      }
      @media (max-width: 760px) {
        .layout {
          grid-template-columns: minmax(0, 1fr);
        }
      }
      .boardbox {
        position: relative;
      }
      .overlay {
        position: absolute;
        inset: 0;
        width: 100%;
        height: auto;
        pointer-events: none;
      }
      .arrow {
        stroke: #1565c0;
        stroke-width: 12;
        stroke-linecap: round;
        opacity: 0.7;
        fill: none;
      }
      .arrowhead {
        fill: #1565c0;
        opacity: 0.8;
      }
      .origin {
        fill: none;
        stroke: #1565c0;
        stroke-width: 6;
      }
      .toolbar,
      .row {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        align-items: center;
        margin-bottom: 0.5rem;
      }
      button,
      select,
      input {
        font: inherit;
        min-height: 2.2rem;
        border: 1px solid var(--c-muted);
        border-radius: 4px;
        background: var(--c-bg);
        color: var(--c-fg);
      }
      button:focus-visible,
      select:focus-visible,
      input:focus-visible,
      .moves button:focus-visible {
        outline: 3px solid var(--c-focus);
        outline-offset: 1px;
      }
      input[type="text"] {
        width: 6rem;
      }
      .status {
        font-size: 0.9rem;
        min-height: 1.3em;
      }
      .moves {
        max-height: 18rem;
        overflow: auto;
        border: 1px solid var(--c-muted);
        border-radius: 4px;
        padding: 0.4rem;
        line-height: 1.9;
      }
      .moves button {
        border: none;
        min-height: 0;
        padding: 0.05rem 0.25rem;
        cursor: pointer;
      }
      .moves button.current {
        background: var(--c-current);
        font-weight: 600;
      }
      .moves .num {
        color: var(--c-muted);
        margin-inline-end: 0.15rem;
      }
      .moves .variation {
        display: block;
        margin-inline-start: 1rem;
        border-inline-start: 2px solid var(--c-muted);
        padding-inline-start: 0.4rem;
      }
      .moves .variation::before {
        content: "";
      }
      /* A comment moves to the next line whole ("eval -3.55" never splits); a long one wraps inside. */
      .note {
        display: inline-block;
        max-width: 100%;
        box-sizing: border-box;
        vertical-align: top;
        overflow-wrap: anywhere;
        color: var(--c-muted);
        font-style: italic;
        margin: 0 0.3rem;
      }
      .engine {
        border: 1px solid var(--c-muted);
        border-radius: 4px;
        padding: 0.4rem;
        margin-bottom: 0.5rem;
      }
      .evalbar {
        width: 100%;
        height: 0.9rem;
        display: block;
      }
      .evalbar .white {
        fill: #f4f4f4;
        stroke: var(--c-muted);
      }
      .evalbar .black {
        fill: #222;
      }
      .pv {
        font-size: 0.9rem;
        overflow-wrap: anywhere;
      }
      textarea {
        width: 100%;
        min-height: 6rem;
        font-family: ui-monospace, monospace;
        font-size: 0.8rem;
        box-sizing: border-box;
      }
      daidai-piece-card {
        margin-bottom: 0.5rem;
      }
      h2 {
        font-size: 1rem;
        margin: 0.6rem 0 0.3rem;
      }

      .boardbox:focus-visible {
        outline: 3px solid var(--c-focus);
        outline-offset: 2px;
      }
      .boardbox.narrow {
        cursor: zoom-in;
      }
      .hint {
        font-size: 0.85rem;
        color: var(--c-muted);
        margin: 0.3rem 0;
      }
      .zoom-row .boardbox {
        flex: none;
      }
      dialog.enlarged {
        /* Below the board on a phone: the steps, the engine and a few lines of moves. */
        --zoom-below: 20rem;
      }
      /* The bar is one row: the move shown (or the status) and the Close button. */
      .zoom-bar .zoom-title {
        margin: 0;
      }
      .zoom-side {
        /* Below the enlarged board: the steps, the card, the engine and the moves, as tall as
           they are up to a third of the screen (scrolled on their own then); the board has the rest. */
        display: block;
        flex: none;
        max-height: 34%;
        overflow: auto;
        padding: 0 0.25rem;
      }
      .zoom-side .toolbar,
      .zoom-side .engine {
        margin-bottom: 0.3rem;
      }
      .zoom-side h2 {
        margin: 0.2rem 0;
      }
      .zoom-side .moves {
        max-height: 6rem;
      }
      @media ${WIDE_ENLARGED} {
        .zoom-side .moves {
          max-height: none;
        }
      }
`;
