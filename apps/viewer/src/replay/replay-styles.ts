/**
 * Styles of `<daidai-replay>`: layout by container queries, never by the viewport.
 * (Comments stay out of the CSS text: it is shipped as written.)
 *
 * - The move list goes beside the board from 860 px on, where the board keeps squares of
 *   32 px or more (kanji legible).
 * - The enlarged view's own styles are board/enlarged-view.ts's.
 * - Fit by height as well as width: the board's width is capped so that the header, the board
 *   and the controls fit in the available height, `--daidai-fit-height` (the reader's screen,
 *   `100dvh`, unless the page says otherwise); 7rem is the header, the controls and the widget's
 *   padding; VIEW_W/VIEW_H is the board's drawing (with its labels) width over height. The floor
 *   (18rem) keeps a landscape phone's board usable; it then scrolls.
 * - The current move is marked by colours only: a change of size would lay out the whole
 *   list again on every step.
 * - The slider and its counter change at every step: their box (.position-inner) has a fixed
 *   height (a line of text, as tall as the slider), the width its flex item gives it, and size
 *   and layout containment, so that a step lays out that box alone (without it, the whole
 *   page: about 3 of a step's 12 ms with the CPU slowed 4x).
 */
import { css } from "lit";
import { VIEW_H, VIEW_W } from "../board/geometry.js";

export const replayStyles = css`
  :host {
    display: block;
    container-type: inline-size;
    --_board-max: max(18rem, calc((var(--daidai-fit-height, 100dvh) - 7rem) * ${VIEW_W} / ${VIEW_H}));
    color: var(--c-fg);
    font-family: var(--c-font);
    font-size: 1rem;
    line-height: 1.4;
  }
  :host([hidden]) {
    display: none;
  }
  .widget {
    background: var(--c-bg);
    border: 1px solid color-mix(in srgb, var(--c-fg) 20%, transparent);
    border-radius: 6px;
    padding: 0.5rem;
    box-sizing: border-box;
  }
  .widget:focus-visible,
  button:focus-visible,
  input:focus-visible,
  .moves:focus-visible {
    outline: 3px solid var(--c-focus);
    outline-offset: 2px;
  }
  header {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    margin: 0 0 0.4rem;
    font-size: 0.95em;
  }
  header .players {
    font-weight: 600;
  }
  header .info {
    color: var(--c-muted);
  }
  .main {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.5rem;
  }
  .board-area {
    width: 100%;
    max-width: var(--_board-max);
    justify-self: center;
  }
  @container (min-width: 860px) {
    .main.auto {
      grid-template-columns: minmax(0, var(--_board-max)) minmax(200px, 280px);
      justify-content: center;
    }
    .main.auto .side {
      position: relative;
    }
    .main.auto .side-inner {
      position: absolute;
      inset: 0;
    }
    .main.auto .side-inner .moves {
      max-height: none;
    }
  }
  .main.side {
    grid-template-columns: minmax(0, var(--_board-max)) minmax(140px, 280px);
    justify-content: center;
  }
  .main.side .side {
    position: relative;
  }
  .main.side .side-inner {
    position: absolute;
    inset: 0;
  }
  .side-inner {
    display: flex;
    flex-direction: column;
    gap: 0.4rem;
    min-height: 0;
  }
  .board-scroll {
    overflow: hidden;
    cursor: pointer;
  }
  :host([static]) .board-scroll {
    cursor: auto;
  }
  .board-scroll.narrow {
    cursor: zoom-in;
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem;
    margin-top: 0.4rem;
  }
  .controls button,
  .zoom-bar button,
  .menu-items button {
    min-width: 2.5rem;
    min-height: 2.25rem;
    padding: 0.2rem 0.5rem;
    font: inherit;
    color: var(--c-fg);
    background: color-mix(in srgb, var(--c-fg) 8%, var(--c-bg));
    border: 1px solid color-mix(in srgb, var(--c-fg) 30%, transparent);
    border-radius: 4px;
    cursor: pointer;
  }
  .controls button[aria-pressed="true"] {
    background: var(--c-current);
  }
  .position {
    flex: 1 1 13.75rem;
    min-width: 11.75rem;
  }
  .position-inner {
    display: flex;
    align-items: center;
    gap: 0.25rem;
    block-size: 1.4em;
    contain: size layout style;
  }
  .controls input[type="range"] {
    flex: 1 1 8rem;
    min-width: 6rem;
    accent-color: var(--c-accent);
  }
  .counter {
    min-width: 5.5em;
    text-align: right;
    font-variant-numeric: tabular-nums;
    color: var(--c-muted);
  }
  .comment {
    margin: 0;
    padding: 0.35rem 0.5rem;
    border-left: 4px solid var(--c-accent);
    background: color-mix(in srgb, var(--c-accent) 10%, var(--c-bg));
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    max-height: 10em;
    overflow: auto;
    /* Beside the board the list takes the room left: the comment never shrinks to a sliver. */
    flex: 0 0 auto;
  }
  /* In the enlarged view the comment takes a few lines at most: the board keeps the room. */
  dialog.enlarged .comment {
    flex: none;
    max-height: 4.2em;
  }
  .moves {
    flex: 1 1 auto;
    min-height: 0;
    max-height: 20em;
    overflow: auto;
    padding: 0.25rem;
    border: 1px solid color-mix(in srgb, var(--c-fg) 15%, transparent);
    border-radius: 4px;
    overflow-wrap: anywhere;
    contain: layout paint;
  }
  .main.side .moves {
    max-height: none;
  }
  .moves .mv {
    white-space: nowrap;
  }
  .controls .icon {
    display: block;
    margin: auto;
  }
  .moves .num {
    color: var(--c-muted);
    margin-left: 0.3em;
    font-variant-numeric: tabular-nums;
  }
  .moves button.move {
    font: inherit;
    color: inherit;
    background: none;
    border: 1px solid transparent;
    border-radius: 3px;
    padding: 0 0.2em;
    margin: 1px 0;
    cursor: pointer;
  }
  .moves button.move:hover {
    border-color: var(--c-accent);
  }
  .moves button.move[aria-current="step"] {
    background: var(--c-current);
    border-color: var(--c-accent);
  }
  .moves .chunk {
    content-visibility: auto;
    contain-intrinsic-size: auto 5em;
  }
  @media print {
    .moves .chunk {
      content-visibility: visible;
    }
  }
  .moves .note {
    display: block;
    margin: 0.15rem 0 0.15rem 0.5rem;
    color: var(--c-muted);
    font-style: italic;
    white-space: pre-wrap;
  }
  .variation {
    display: block;
    margin: 0.1rem 0 0.1rem 0.8rem;
    padding-left: 0.4rem;
    border-left: 2px solid color-mix(in srgb, var(--c-fg) 25%, transparent);
  }
  .error,
  .diagnostics {
    margin: 0.4rem 0 0;
    padding: 0.5rem 0.75rem;
    border: 2px solid var(--c-capture);
    border-radius: 4px;
    overflow-wrap: anywhere;
    max-height: 12em;
    overflow: auto;
  }
  .error,
  .diagnostics li {
    white-space: pre-wrap;
  }
  .diagnostics ul {
    margin: 0.25rem 0 0;
    padding-left: 1.2rem;
  }
  .menu-items {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    margin-top: 0.4rem;
    padding: 0.4rem;
    border: 1px solid color-mix(in srgb, var(--c-fg) 25%, transparent);
    border-radius: 4px;
  }
  .clock {
    margin: 0.3rem 0 0;
    font-size: 0.9em;
    font-variant-numeric: tabular-nums;
  }
  .hover {
    margin: 0.3rem 0 0;
    min-height: 1.3em;
    font-size: 0.9em;
    color: var(--c-muted);
  }
  .keys {
    margin: 0.3rem 0 0;
    font-size: 0.8em;
    color: var(--c-muted);
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }
  @container (max-width: 420px) {
    .widget {
      padding: 0.25rem;
    }
    .controls button {
      min-width: 2.25rem;
      padding: 0.2rem 0.3rem;
    }
    .keys {
      display: none;
    }
  }
`;
