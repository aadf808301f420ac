/**
 * The styles the play board and the position editor share: the board beside its panel on
 * wide screens and above it on phones, rows of controls with 44 px targets, focus rings,
 * headings, problem notes and read-only text boxes.
 */
import { css } from "lit";

export const panelStyles = css`
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
  .toolbar,
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-items: center;
    margin-bottom: 0.5rem;
  }
  h2 {
    font-size: 1rem;
    margin: 0.75rem 0 0.4rem;
  }
  button,
  select,
  input:not([type="checkbox"]) {
    font: inherit;
    min-height: 2.75rem;
    min-width: 2.75rem;
    border: 1px solid var(--c-muted);
    border-radius: 4px;
    background: var(--c-bg);
    color: var(--c-fg);
  }
  button {
    padding: 0 0.7rem;
    cursor: pointer;
  }
  button:disabled {
    cursor: default;
    opacity: 0.55;
  }
  .boardbox:focus-visible,
  button:focus-visible,
  select:focus-visible,
  input:focus-visible,
  textarea:focus-visible {
    outline: 3px solid var(--c-focus);
    outline-offset: 1px;
  }
  .alert,
  .problems {
    border-inline-start: 4px solid var(--c-check);
    padding-inline-start: 0.5rem;
  }
  textarea {
    width: 100%;
    box-sizing: border-box;
    min-height: 4rem;
    font-family: ui-monospace, monospace;
    font-size: 0.8rem;
  }
`;
