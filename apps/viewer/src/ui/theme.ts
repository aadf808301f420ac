/**
 * The theme: every colour and font is a public CSS custom property (`--daidai-*`, set by
 * the page on the element or any ancestor). With no `theme`, the widget follows the page:
 * the page's text colour, no background of its own (a light blog never gets a dark box);
 * `theme="light"` and `theme="dark"` give fixed colours, and `theme="auto"` follows the
 * reader's `prefers-color-scheme`. Inside the shadow roots the resolved values are the
 * private `--c-*` properties.
 */
import { css, unsafeCSS } from "lit";

/** The fonts of the pieces' kanji, unless the page sets `--daidai-piece-font` (pieces/glyphs.ts checks them too). */
export const PIECE_FONTS = '"Noto Serif CJK JP", "Hiragino Mincho ProN", "Yu Mincho", "Noto Sans CJK JP", "DejaVu Sans", serif';

/** The font of the widgets' text (and of the board's coordinates and codes), unless the page sets `--daidai-font`. */
export const UI_FONTS = 'system-ui, "DejaVu Sans", sans-serif';

/** The dark defaults, used both for a dark colour scheme and for `theme="dark"`. */
const darkTokens = css`
    --_board-bg: #7a5f33;
    --_grid: #2b2112;
    --_piece-bg: #e9dcc0;
    --_piece-edge: #1c150a;
    --_piece-text: #121212;
    --_promoted-text: #b3001b;
    --_coord: #d8d2c4;
    --_last-move: rgba(255, 166, 0, 0.5);
    --_capture: #ff6b5e;
    --_check: rgba(255, 60, 60, 0.65);
    --_mark: rgba(60, 200, 110, 0.45);
    --_bg: #1c1d20;
    --_fg: #ececec;
    --_muted: #b0b0b0;
    --_accent: #8ab4ff;
    --_current: #2c4a7a;
    --_focus: #8ab4ff;
    --_solid-bg: #1c1d20;
    --_solid-fg: #ececec;
`;

/** The light defaults (`theme="light"`, or `theme="auto"` in a light colour scheme). */
const lightTokens = css`
    --_coord: #3d3d3d;
    --_bg: #ffffff;
    --_solid-bg: #ffffff;
    --_solid-fg: #1b1b1b;
    --_fg: #1b1b1b;
    --_muted: #5c5c5c;
    --_accent: #1f5fbf;
    --_current: #d6e6ff;
    --_focus: #1f5fbf;
`;

/**
 * The board is light wood on any page. By default the rest follows the page: its text
 * colour, no background of its own, and an accent blue that keeps 3:1 contrast on white
 * and on near-black pages alike. The enlarged view, which needs a background, takes the
 * page's `Canvas` colour and its `CanvasText` (the page's `color-scheme`).
 */
export const themeStyles = css`
  :host {
    --_board-bg: #eecf8f;
    --_grid: #6b4f26;
    --_piece-bg: #fbf0d4;
    --_piece-edge: #5a4522;
    --_piece-text: #1a1a1a;
    --_promoted-text: #c0121f;
    --_last-move: rgba(255, 153, 0, 0.55);
    --_capture: #c8261e;
    --_check: rgba(230, 30, 30, 0.6);
    --_mark: rgba(40, 170, 90, 0.4);
    --_coord: currentColor;
    --_bg: transparent;
    --_fg: currentColor;
    --_muted: color-mix(in srgb, currentColor 72%, transparent);
    --_accent: #2f74d0;
    --_current: color-mix(in srgb, #2f74d0 28%, transparent);
    --_focus: #2f74d0;
    --c-board-bg: var(--daidai-board-bg, var(--_board-bg));
    --c-grid: var(--daidai-grid, var(--_grid));
    --c-piece-bg: var(--daidai-piece-bg, var(--_piece-bg));
    --c-piece-edge: var(--daidai-piece-edge, var(--_piece-edge));
    --c-piece-text: var(--daidai-piece-text, var(--_piece-text));
    --c-promoted-text: var(--daidai-promoted-text, var(--_promoted-text));
    --c-coord: var(--daidai-coord, var(--_coord));
    --c-last-move: var(--daidai-last-move, var(--_last-move));
    --c-capture: var(--daidai-capture, var(--_capture));
    --c-check: var(--daidai-check, var(--_check));
    --c-mark: var(--daidai-mark, var(--_mark));
    --c-bg: var(--daidai-bg, var(--_bg));
    --c-solid-bg: var(--daidai-bg, var(--_solid-bg, Canvas));
    --c-fg: var(--daidai-fg, var(--_fg));
    --c-muted: var(--daidai-muted, var(--_muted));
    --c-accent: var(--daidai-accent, var(--_accent));
    --c-current: var(--daidai-current, var(--_current));
    --c-focus: var(--daidai-focus, var(--_focus));
    --c-font: var(--daidai-font, ${unsafeCSS(UI_FONTS)});
    --c-piece-font: var(--daidai-piece-font, ${unsafeCSS(PIECE_FONTS)});
  }
  :host([theme="light"]),
  :host([theme="auto"]) {
    ${lightTokens}
  }
  @media (prefers-color-scheme: dark) {
    :host([theme="auto"]) {
      ${darkTokens}
    }
  }
  :host([theme="dark"]) {
    ${darkTokens}
  }
`;
