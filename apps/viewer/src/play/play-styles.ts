/** The play board's own styles (the layout and controls are panel-styles.ts). */
import { css } from "lit";

export const playStyles = css`
  .boardbox {
    position: relative;
    touch-action: manipulation;
  }
  button.confirm {
    border-color: var(--c-check);
    font-weight: 600;
  }
  .status {
    min-height: 1.4em;
    font-weight: 600;
  }
  .note {
    font-size: 0.9rem;
  }
  .alert {
    font-weight: 600;
  }
  .clocks {
    display: flex;
    gap: 1rem;
    font-variant-numeric: tabular-nums;
  }
  .clock.running b {
    text-decoration: underline;
  }
  .link-panel input {
    flex: 1 1 12rem;
    min-width: 0;
  }
  .moves {
    min-height: 2rem;
    max-height: 14rem;
    overflow: auto;
    border: 1px solid var(--c-muted);
    border-radius: 4px;
    padding: 0.4rem;
    line-height: 1.9;
  }
  .moves button {
    border: none;
    min-height: 0;
    min-width: 0;
    padding: 0.05rem 0.25rem;
  }
  .moves button[aria-current="step"] {
    background: var(--c-current);
    font-weight: 600;
  }
  .moves .num {
    color: var(--c-muted);
    margin-inline-end: 0.15rem;
  }
  textarea {
    min-height: 6rem;
  }
  .zoom-below {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
  }
`;
