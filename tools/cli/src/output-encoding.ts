/**
 * The encoding of written records: UTF-8, or Shift_JIS for `.kif` files (the KIF
 * convention: `.kif` is Shift_JIS, `.kifu` UTF-8). Node's TextDecoder decodes Shift_JIS
 * but has no encoder, so the encoding table is built once from the decoder: every
 * single- and double-byte code is decoded and the character it gives maps back to it
 * (the first code wins where several decode to one character); records-io.ts decodes with
 * the same decoder, so what is written reads back as itself.
 *
 * Piece names that Shift_JIS cannot hold are written with the substitutes of
 * `SHIFT_JIS_SUBSTITUTES` (@daidai/notation: 𠵇犬 → 奇犬), which the reader maps back; the
 * encoder tells the user once per run. Any other character Shift_JIS cannot hold is
 * refused with its line, never replaced.
 */
import { SHIFT_JIS_SUBSTITUTES, toShiftJisSpelling, type CollectionFormat, type ShiftJisSubstitute } from "@daidai/notation";
import { InputError, UsageError } from "./errors.js";

/** The output encodings. */
export type OutputEncoding = "utf8" | "sjis";

/** Checks --encoding-out (Shift_JIS only for KIF, and not for a .kifu file). */
export function parseOutputEncoding(value: string | undefined, to: CollectionFormat, output: string | undefined): OutputEncoding {
  if (value === undefined || value === "utf8" || value === "utf-8") return "utf8";
  if (value !== "sjis" && value !== "shift_jis" && value !== "shift-jis") throw new UsageError(`--encoding-out must be utf8 or shift_jis; got '${value}'`);
  if (to !== "kif") throw new UsageError("--encoding-out shift_jis is only for KIF output");
  if (output?.toLowerCase().endsWith(".kifu") === true) throw new UsageError("a .kifu file is UTF-8 by convention; write Shift_JIS to a .kif file");
  return "sjis";
}

let table: Map<string, number[]> | undefined;

/** Character → Shift_JIS bytes, from the decoder. */
function sjisTable(): Map<string, number[]> {
  if (table !== undefined) return table;
  const decoder = new TextDecoder("shift_jis", { fatal: true });
  const map = new Map<string, number[]>();
  const add = (bytes: number[]): void => {
    let c: string;
    try {
      c = decoder.decode(Uint8Array.from(bytes));
    } catch {
      return;
    }
    if (Array.from(c).length === 1 && !map.has(c)) map.set(c, bytes);
  };
  for (let b = 0; b < 0x100; b++) add([b]);
  for (let lead = 0x81; lead <= 0xfc; lead++) {
    if (lead > 0x9f && lead < 0xe0) continue;
    for (let trail = 0x40; trail <= 0xfc; trail++) if (trail !== 0x7f) add([lead, trail]);
  }
  table = map;
  return map;
}

function codePoint(c: string): string {
  return `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
}

/** The note printed the first time a substitute is written. */
export function substituteNote(s: ShiftJisSubstitute): string {
  return `note: Shift_JIS has no ${Array.from(s.canonical)[0] ?? ""} (${s.missing}): ${s.canonical} is written ${s.substitute}, which daidai reads back as ${s.canonical} (docs/formats/kif.md, Encodings)`;
}

/**
 * Encodes the output texts of one run. `note` receives each note once per encoder: a
 * substitute written, or a substitute already in the text (it will read back as the
 * canonical name).
 */
export class OutputEncoder {
  readonly #noted = new Set<string>();

  constructor(
    readonly encoding: OutputEncoding,
    private readonly note: (text: string) => void,
  ) {}

  #noteOnce(key: string, text: string): void {
    if (this.#noted.has(key)) return;
    this.#noted.add(key);
    this.note(text);
  }

  /**
   * The text in the encoding; throws an InputError (with its line: `firstLine` is the line
   * of the text's start in the output) for a character Shift_JIS cannot hold.
   */
  encode(text: string, firstLine = 1): string | Uint8Array {
    if (this.encoding === "utf8") return text;
    for (const s of SHIFT_JIS_SUBSTITUTES) {
      if (text.includes(s.substitute)) this.#noteOnce(`as-is ${s.substitute}`, `note: the text has ${s.substitute}, the Shift_JIS spelling of ${s.canonical}: read back, it is ${s.canonical}`);
    }
    const spelled = toShiftJisSpelling(text.replaceAll("#KIF version=2.0 encoding=UTF-8", "#KIF version=2.0 encoding=Shift_JIS"));
    for (const s of spelled.used) this.#noteOnce(s.canonical, substituteNote(s));
    const map = sjisTable();
    const bytes: number[] = [];
    let line = firstLine;
    for (const c of spelled.text) {
      if (c === "\n") line++;
      const b = map.get(c);
      if (b === undefined) throw new InputError(`line ${String(line)}: '${c}' (${codePoint(c)}) cannot be written in Shift_JIS; write UTF-8 (a .kifu file) instead`);
      bytes.push(...b);
    }
    return Uint8Array.from(bytes);
  }
}
