/**
 * Control icons as inline SVG (no icon font, no emoji: they render the same everywhere).
 * Play is a large solid triangle; stepping is a chevron; the ends are a chevron and a bar,
 * so Play/Pause and Next never look alike.
 */
import { svg, type SVGTemplateResult } from "lit";

const PATHS = {
  first: "M5 4h2.5v16H5zM18.5 5.5 17 4l-8 8 8 8 1.5-1.5L12 12z",
  prev: "M16.5 5.5 15 4l-8 8 8 8 1.5-1.5L10 12z",
  play: "M6 3.5v17L20.5 12z",
  pause: "M6 4h4.5v16H6zM13.5 4H18v16h-4.5z",
  next: "M7.5 5.5 9 4l8 8-8 8-1.5-1.5L14 12z",
  last: "M16.5 4H19v16h-2.5zM5.5 5.5 7 4l8 8-8 8-1.5-1.5L12 12z",
  flip: "M7 3l-4.5 5H6v9h2V8h3.5zM17 21l4.5-5H18V7h-2v9h-3.5z",
  zoom: "M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM9 7h2v2h2v2h-2v2H9v-2H7V9h2z",
  close: "M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z",
  menu: "M5 10a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm7 0a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm7 0a2 2 0 1 1 0 4 2 2 0 0 1 0-4z",
} as const;

/** Name of an icon. */
export type IconName = keyof typeof PATHS;

/** A 24 × 24 icon in the current text colour, hidden from screen readers. */
export function icon(name: IconName): SVGTemplateResult {
  return svg`<svg class="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" data-icon=${name}><path d=${PATHS[name]} fill="currentColor"></path></svg>`;
}
