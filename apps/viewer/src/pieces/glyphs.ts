/**
 * Can the browser draw the pieces' kanji? A page read on a machine without a CJK font draws
 * every kanji as the same empty box, and the board falls back to the rules.md codes then.
 * Told by drawing on a small canvas: a character whose pixels equal those of a code point
 * that no font has (or that draws nothing) has no glyph. Checked once per font list.
 *
 * The browser draws a character that no font has with the missing-glyph box of the list's
 * first installed font, after trying every other font of the list. So the box is drawn in
 * that font alone: drawn in the whole list it loads every font of it (a second CJK font of
 * a few MB among them), which made the first render of a replay ~150 ms slower.
 */
import { PIECE_FONTS } from "../ui/theme.js";

/** A code point that no font maps (unassigned in Unicode): it draws the missing-glyph box. */
const NO_GLYPH = "\u0378";
/** Kanji the pieces use most, among them rare ones that small CJK fonts lack. */
const PIECE_KANJI = "歩兵獅子鵰";
/** A text whose width differs from font to font (for telling whether a font is installed). */
const PROBE = "mmmmmmmmmmlli";

const known = new Map<string, boolean>();
let watching = false;

/** True when every character of `text` has a glyph in `fontFamily` (a CSS font-family list, with the browser's fallback fonts). */
export function glyphsDrawable(text: string, fontFamily = "serif"): boolean {
  const key = `${fontFamily}\n${text}`;
  const cached = known.get(key);
  if (cached !== undefined) return cached;
  if (!watching && typeof document !== "undefined") {
    watching = true;
    // A web font that arrives later may bring the glyphs: check again then.
    document.fonts.addEventListener("loadingdone", () => {
      known.clear();
    });
  }
  const result = measure(text, fontFamily);
  if (result !== undefined) known.set(key, result);
  return result ?? true;
}

/**
 * True when the pieces' kanji can be drawn in `fontFamily` (by default the board's own list;
 * the browser's fallback fonts count too, so any CJK font on the machine does).
 */
export function kanjiDrawable(fontFamily = PIECE_FONTS): boolean {
  return glyphsDrawable(PIECE_KANJI, fontFamily);
}

/** Undefined where there is no canvas (outside a browser): then the glyphs are taken as drawable. */
function measure(text: string, fontFamily: string): boolean | undefined {
  if (typeof document === "undefined") return undefined;
  const canvas = document.createElement("canvas");
  canvas.width = 32;
  canvas.height = 32;
  const ctx = canvas.getContext("2d", { willReadFrequently: true });
  if (ctx === null) return undefined;
  ctx.textBaseline = "middle";
  const draw = (ch: string, family: string): string => {
    ctx.font = `24px ${family}`;
    ctx.clearRect(0, 0, 32, 32);
    ctx.fillText(ch, 4, 16);
    const data = ctx.getImageData(0, 0, 32, 32).data;
    // The alpha channel says where the character drew.
    let alpha = "";
    for (let i = 3; i < data.length; i += 4) alpha += String.fromCharCode(data[i] ?? 0);
    return alpha;
  };
  const blank = "\0".repeat(32 * 32);
  const drawn = Array.from(text, (ch) => draw(ch, fontFamily));
  const box = draw(NO_GLYPH, firstInstalled(ctx, fontFamily) ?? fontFamily);
  return drawn.every((d) => d !== box && d !== blank);
}

/**
 * The first family of a CSS font-family list that is installed (quoted as in the list), or
 * undefined if none is: a family is installed when text set in it, with a generic family
 * behind it, measures differently from the generic family alone (for two generic families).
 */
function firstInstalled(ctx: CanvasRenderingContext2D, fontFamily: string): string | undefined {
  const width = (family: string): number => {
    ctx.font = `24px ${family}`;
    return ctx.measureText(PROBE).width;
  };
  const mono = width("monospace");
  const sans = width("sans-serif");
  // A generic family (serif, monospace…) passes too: it differs from at least one of the two.
  return fontFamily.split(",").find((family) => width(`${family}, monospace`) !== mono || width(`${family}, sans-serif`) !== sans);
}
