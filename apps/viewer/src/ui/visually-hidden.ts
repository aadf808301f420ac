import { css } from "lit";

/** `.visually-hidden`: text for screen readers only (kept in the accessibility tree, not drawn). */
export const visuallyHiddenStyles = css`
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
