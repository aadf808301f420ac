/**
 * Hepburn romaji (as core's piece data writes readings: `gyokushō`, `honnō`, `namban`) in
 * hiragana, for the readings shown next to kanji names in Japanese (`獅子（しし）`). A long
 * vowel written with a macron is the vowel and う (`ō` → おう, `ū` → うう), as in the readings
 * of piece names; a doubled consonant is っ; `n` (or `m` before b, m, p) that starts no
 * syllable is ん.
 */

const VOWELS: Readonly<Record<string, number>> = { a: 0, i: 1, u: 2, e: 3, o: 4 };

/** Kana rows by consonant: the kana of a, i, u, e, o ("" where Hepburn spells the syllable otherwise). */
const ROWS: Readonly<Record<string, string>> = {
  "": "あいうえお",
  k: "かきくけこ",
  g: "がぎぐげご",
  s: "さ\0すせそ",
  z: "ざ\0ずぜぞ",
  t: "た\0\0てと",
  d: "だぢづでど",
  n: "なにぬねの",
  h: "はひ\0へほ",
  f: "\0\0ふ\0\0",
  b: "ばびぶべぼ",
  p: "ぱぴぷぺぽ",
  m: "まみむめも",
  y: "や\0ゆ\0よ",
  r: "らりるれろ",
  w: "わ\0\0\0を",
  sh: "\0し\0\0\0",
  ch: "\0ち\0\0\0",
  ts: "\0\0つ\0\0",
  j: "\0じ\0\0\0",
};

/** Syllables with a small ゃ, ゅ, ょ: the consonant's i-kana, then the small y-kana. */
const SMALL_Y: Readonly<Record<string, string>> = { a: "ゃ", u: "ゅ", o: "ょ" };
const Y_BASE: Readonly<Record<string, string>> = {
  ky: "き", gy: "ぎ", ny: "に", hy: "ひ", by: "び", py: "ぴ", my: "み", ry: "り",
  sh: "し", ch: "ち", j: "じ",
};

const MACRON: Readonly<Record<string, string>> = { ā: "aa", ī: "ii", ū: "uu", ē: "ei", ō: "ou" };

/** The hiragana of a romaji reading; undefined when some part of it is not romaji. */
export function romajiToKana(romaji: string): string | undefined {
  // Long vowels: the vowel and its lengthening kana (ō → ou → おう).
  const text = romaji.toLowerCase().normalize("NFC").replace(/[āīūēō]/g, (v) => MACRON[v] ?? v);
  let out = "";
  let i = 0;
  while (i < text.length) {
    const c = text.charAt(i);
    if (c === " " || c === "-" || c === "'") {
      i++;
      continue;
    }
    const vowel = VOWELS[c];
    if (vowel !== undefined) {
      out += ROWS[""]?.charAt(vowel) ?? "";
      i++;
      continue;
    }
    const next = text.charAt(i + 1);
    // ん: n (or m before b, m, p) that no vowel or y follows.
    if ((c === "n" && VOWELS[next] === undefined && next !== "y") || (c === "m" && (next === "b" || next === "m" || next === "p"))) {
      out += "ん";
      i++;
      continue;
    }
    // っ: a doubled consonant (tch as in matcha too).
    if (next === c || (c === "t" && next === "c")) {
      out += "っ";
      i++;
      continue;
    }
    const syllable = readSyllable(text, i);
    if (syllable === undefined) return undefined;
    out += syllable.kana;
    i += syllable.length;
  }
  return out;
}

/** The syllable at `i` (one or two consonant letters and a vowel): its kana and its length in letters. */
function readSyllable(text: string, i: number): { kana: string; length: number } | undefined {
  for (const size of [1, 2]) {
    const head = text.slice(i, i + size);
    const vowelChar = text.charAt(i + size);
    const vowel = VOWELS[vowelChar];
    if (vowel === undefined) continue;
    const plain = ROWS[head]?.charAt(vowel) ?? "";
    if (plain !== "" && plain !== "\0") return { kana: plain, length: size + 1 };
    // Syllables with a small ゃ, ゅ, ょ (kya, sho, ju), and shi, chi, ji.
    const base = Y_BASE[head];
    if (base === undefined) return undefined;
    if (vowelChar === "i") return head.endsWith("y") ? undefined : { kana: base, length: size + 1 };
    const small = SMALL_Y[vowelChar];
    return small === undefined ? undefined : { kana: `${base}${small}`, length: size + 1 };
  }
  return undefined;
}
