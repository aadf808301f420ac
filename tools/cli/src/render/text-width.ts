/**
 * Terminal display width of text: East Asian wide and full-width characters (kanji, kana,
 * full-width forms) take two columns, everything else one. Enough for piece labels and
 * board diagrams; it does not handle combining marks or emoji sequences.
 */

const WIDE_RANGES: readonly (readonly [number, number])[] = [
  [0x1100, 0x115f], // Hangul Jamo
  [0x2e80, 0x303e], // CJK radicals, Kangxi, CJK symbols and punctuation
  [0x3041, 0x33ff], // kana, CJK compatibility
  [0x3400, 0x4dbf], // CJK extension A
  [0x4e00, 0x9fff], // CJK unified ideographs
  [0xa000, 0xa4cf], // Yi
  [0xac00, 0xd7a3], // Hangul syllables
  [0xf900, 0xfaff], // CJK compatibility ideographs
  [0xfe30, 0xfe4f], // CJK compatibility forms
  [0xff00, 0xff60], // full-width forms
  [0xffe0, 0xffe6], // full-width signs
  [0x20000, 0x3fffd], // CJK extensions B… (e.g. 𠵇 of the howling dog)
];

/** Columns one code point takes in a terminal. */
export function charWidth(codePoint: number): 1 | 2 {
  for (const [lo, hi] of WIDE_RANGES) if (codePoint >= lo && codePoint <= hi) return 2;
  return 1;
}

/** Columns a string (without escape sequences) takes in a terminal. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += charWidth(ch.codePointAt(0) ?? 0);
  return width;
}

/** `text` followed by spaces up to `width` columns. */
export function padEnd(text: string, width: number): string {
  return text + " ".repeat(Math.max(0, width - displayWidth(text)));
}
