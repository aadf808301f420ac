/**
 * The one table of piece names that Shift_JIS cannot hold and the spelling written in their
 * place (docs/formats/kif.md, *Encodings*). Every kanji of the pieces (docs/spec/pieces.json)
 * is in JIS X 0208, the character set of Shift_JIS, except 𠵇 (U+20D47, 口 + 奇) of 𠵇犬,
 * the howling dog: chu and dai shogi sources written in Shift_JIS spell it 奇犬 (the tables
 * of 中将棋連盟, chushogi-renmei.com: "奇犬は「口」へんに「奇」です"; Wikipedia's dai dai
 * shogi setup diagrams).
 *
 * Writers that encode Shift_JIS (`daidai convert --encoding-out shift_jis`) replace each
 * canonical name with its substitute; readers take the substitute as the same piece
 * (`codeOfJapaneseName`, the KIF board diagram), and text decoded from Shift_JIS gets the
 * canonical names back ({@link fromShiftJisSpelling}), so a record round-trips exactly.
 */

/** A piece name outside JIS X 0208 and what Shift_JIS text writes instead. */
export interface ShiftJisSubstitute {
  /** The name in the record model and in UTF-8 text (`𠵇犬`). */
  readonly canonical: string;
  /** The name written in Shift_JIS (`奇犬`). */
  readonly substitute: string;
  /** The character of `canonical` that Shift_JIS lacks, as `U+XXXXX`. */
  readonly missing: string;
}

/** The substitutes, one per piece name that has a character outside JIS X 0208. */
export const SHIFT_JIS_SUBSTITUTES: readonly ShiftJisSubstitute[] = Object.freeze([
  Object.freeze({ canonical: "𠵇犬", substitute: "奇犬", missing: "U+20D47" }),
]);


/**
 * The text with every canonical name replaced by its substitute, ready for a Shift_JIS
 * encoder, and the substitutes it used (to tell the user). Other characters that
 * Shift_JIS cannot hold are left for the encoder to refuse.
 */
export function toShiftJisSpelling(text: string): { text: string; used: ShiftJisSubstitute[] } {
  const used: ShiftJisSubstitute[] = [];
  let out = text;
  for (const s of SHIFT_JIS_SUBSTITUTES) {
    if (!out.includes(s.canonical)) continue;
    used.push(s);
    out = out.replaceAll(s.canonical, s.substitute);
  }
  return { text: out, used };
}

/** Text decoded from Shift_JIS with the canonical names restored (`奇犬` → `𠵇犬`). */
export function fromShiftJisSpelling(text: string): string {
  let out = text;
  for (const s of SHIFT_JIS_SUBSTITUTES) if (out.includes(s.substitute)) out = out.replaceAll(s.substitute, s.canonical);
  return out;
}
