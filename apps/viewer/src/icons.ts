/** Control icons as inline SVG (no icon font, no emoji: they render the same everywhere). */
import { svg, type SVGTemplateResult } from "lit";

const PATHS = {
  first: "M5 4h2.5v16H5zM20 4v16L8.5 12z",
  prev: "M18 4v16L6 12z",
  play: "M7 4v16l13-8z",
  pause: "M6 4h4.5v16H6zM13.5 4H18v16h-4.5z",
  next: "M6 4v16l12-8z",
  last: "M16.5 4H19v16h-2.5zM4 4v16l11.5-8z",
  flip: "M7 3l-4.5 5H6v9h2V8h3.5zM17 21l4.5-5H18V7h-2v9h-3.5z",
  zoom: "M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM9 7h2v2h2v2h-2v2H9v-2H7V9h2z",
} as const;

/** Name of an icon. */
export type IconName = keyof typeof PATHS;

/** A 24 × 24 icon in the current text colour, hidden from screen readers. */
export function icon(name: IconName): SVGTemplateResult {
  return svg`<svg class="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d=${PATHS[name]} fill="currentColor"></path></svg>`;
}
