/**
 * Rule-option and time helpers shared by the text formats.
 */
import { DEFAULT_OPTIONS, resolveOptions, type RuleOptions } from "@daidai/core";
import { quote, type DiagnosticList } from "./diagnostics.js";
import type { RecordMetadata } from "./record.js";
import type { Loc } from "./syntax.js";

/** PGN tag / KIF key of each rule option. */
export const RULE_TAGS: readonly (readonly [keyof RuleOptions, string])[] = [
  ["legality", "Legality"],
  ["repetition", "Repetition"],
  ["illegalMoveLoses", "IllegalMoveLoses"],
  ["lionDogStepThenJump", "LionDogStepThenJump"],
  ["neighboringKing", "NeighboringKing"],
];

/**
 * Sets a rule option from its text value; returns an error message when the value is not
 * allowed.
 */
export function setRuleOption(rules: Partial<RuleOptions>, key: keyof RuleOptions, text: string): string | undefined {
  const value: unknown = typeof DEFAULT_OPTIONS[key] === "boolean" ? (text === "true" ? true : text === "false" ? false : text) : text;
  try {
    resolveOptions({ [key]: value });
  } catch (e) {
    return (e as Error).message;
  }
  (rules as Record<string, unknown>)[key] = value;
  return undefined;
}

/** `h:mm:ss` with `.mmm` when there are milliseconds. */
export function formatClock(ms: number): string {
  const total = Math.floor(ms / 1000);
  const rest = ms % 1000;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const base = `${String(h)}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
  return rest === 0 ? base : `${base}.${String(rest).padStart(3, "0")}`;
}

/**
 * KIF header keys without a field of their own and the ASCII tag name each is kept under
 * (docs/formats/kif.md): KIF readers store `戦型：…` as the tag `Opening`, the KIF writer
 * writes the tag `Opening` as `戦型：…`, PGN reads and writes `Opening`.
 */
export const KIF_TAG_NAMES: readonly (readonly [string, string])[] = [
  ["表題", "Title"],
  ["戦型", "Opening"],
  ["終了日時", "EndDate"],
  ["対局日", "GameDate"],
  ["秒読み", "Byoyomi"],
  ["消費時間", "TimeUsed"],
  ["記録係", "Recorder"],
  ["解説", "Annotator"],
  ["備考", "Remark"],
  ["作者", "Author"],
  ["出典", "Source"],
  ["発表誌", "Publication"],
];

/** The record's tag name of a KIF header key (the ASCII name of {@link KIF_TAG_NAMES}, else the key). */
export function tagOfKifKey(key: string): string {
  return KIF_TAG_NAMES.find(([k]) => k === key)?.[1] ?? key;
}

/** The KIF header key of a record tag name. */
export function kifKeyOfTag(tag: string): string {
  return KIF_TAG_NAMES.find(([, t]) => t === tag)?.[0] ?? tag;
}

/** A PGN tag name: a letter, then letters, digits and `_` (PGN standard §8.1.1). */
const PGN_TAG_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const ENCODED_TAG = /^Tag_((?:[0-9A-F]{2})*)$/;

/**
 * The PGN tag name of a record tag: the name itself when PGN allows it, else `Tag_` and
 * the UTF-8 bytes of the name in hex (`備考` is a KIF key, kept as `Remark`; a name such as
 * `対局者 (2)` becomes `Tag_E5AFBE…`). {@link tagOfPgnName} reverses it.
 */
export function pgnNameOfTag(tag: string): string {
  if (PGN_TAG_NAME.test(tag) && !ENCODED_TAG.test(tag)) return tag;
  // encodeURIComponent gives the UTF-8 bytes as %XX, except for a few ASCII characters.
  const hex = encodeURIComponent(tag).replace(/%([0-9A-F]{2})|([^%])/g, (_, byte: string | undefined, ch: string | undefined) =>
    byte ?? (ch ?? "").charCodeAt(0).toString(16).toUpperCase().padStart(2, "0"));
  return `Tag_${hex}`;
}

/** The record tag of a PGN tag name (see {@link pgnNameOfTag}). */
export function tagOfPgnName(name: string): string {
  const m = ENCODED_TAG.exec(name);
  if (m === null) return name;
  try {
    return decodeURIComponent((m[1] ?? "").replace(/../g, "%$&"));
  } catch {
    return name;
  }
}

/**
 * Header lines given twice in one record (a PGN tag pair, a KIF `key：value` line): the
 * first value stays where it belongs; a later, different value is kept as the free tag
 * `<name> (2)` (`(3)`…) when the record can hold it; a warning says which, either way.
 */
export class RepeatedHeaders {
  private readonly seen = new Map<string, { count: number; value: string }>();

  /**
   * True when `name` is given for the first time (the caller applies it). Otherwise keeps a
   * different value as a tag when `keepable` (else drops it), warns, and returns false.
   * `what` names the line in messages ("tag", "header").
   */
  first(name: string, value: string, loc: Loc, meta: RecordMetadata, diagnostics: DiagnosticList, what: string, keepable: boolean): boolean {
    const before = this.seen.get(name);
    if (before === undefined) {
      this.seen.set(name, { count: 1, value });
      return true;
    }
    before.count++;
    if (before.value === value) {
      diagnostics.warning(`${what} ${name} given again with the same value ${quote(value)}`, loc);
      return false;
    }
    if (!keepable) {
      diagnostics.warning(`${what} ${name} given again: the first value ${quote(before.value)} is kept, ${quote(value)} is not`, loc);
      return false;
    }
    let n = 2;
    while (meta.tags[`${name} (${String(n)})`] !== undefined) n++;
    const tag = `${name} (${String(n)})`;
    meta.tags[tag] = value;
    diagnostics.warning(`${what} ${name} given again: the first value ${quote(before.value)} is kept; ${quote(value)} is kept as the tag ${quote(tag)}`, loc);
    return false;
  }
}
