/**
 * Loads the widgets' text font before the first render needs it: the first use of a font in
 * a page loads it (the system's font files, read and prepared for shaping), which took about
 * 40 of a replay's 300 ms first render with the CPU slowed 4×. A few words drawn in each
 * weight the widgets use, on a canvas that is never shown, load the same faces. The piece
 * font is loaded by the kanji check (pieces/glyphs.ts).
 */
import { UI_FONTS } from "./theme.js";

/** The weights of the widgets' text: body, headings and current move (600), codes on pieces (700). */
const WEIGHTS = ["400", "600", "700"] as const;

/** Draws a few words in each weight of the text font (a page's `--daidai-font` is not seen here). */
export function loadUiFonts(): void {
  if (typeof document === "undefined") return;
  const ctx = document.createElement("canvas").getContext("2d");
  if (ctx === null) return;
  for (const weight of WEIGHTS) {
    ctx.font = `${weight} 16px ${UI_FONTS}`;
    ctx.fillText("Move 12 9a", 0, 16);
  }
}
