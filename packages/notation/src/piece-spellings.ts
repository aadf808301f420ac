/**
 * Spellings of piece names that readers take for the names of docs/spec/pieces.json (the
 * writers write the names themselves): the Shift_JIS substitutes (shift-jis-substitutes.ts,
 * 奇犬 for 𠵇犬) and the variants real sources use — 竜 for 龍, 鈎 for 鉤, 堅 for 竪, 叉 and
 * 刃 for 刄. The Japanese move reader and the KIF board diagram read them (one list).
 */
import { SHIFT_JIS_SUBSTITUTES } from "./shift-jis-substitutes.js";

/** Variant spelling → the name it stands for. */
export const VARIANT_SPELLINGS: readonly (readonly [string, string])[] = [
  ["竜王", "龍王"],
  ["竜馬", "龍馬"],
  ["飛竜", "飛龍"],
  ["青竜", "青龍"],
  ["大竜", "大龍"],
  ["鈎行", "鉤行"],
  ["堅行", "竪行"],
  ["猫叉", "猫刄"],
  ["猫刃", "猫刄"],
];

/** Every other spelling a reader takes for a piece name, and the name. */
export const READ_SPELLINGS: ReadonlyMap<string, string> = new Map([
  ...SHIFT_JIS_SUBSTITUTES.map((s): [string, string] => [s.substitute, s.canonical]),
  ...VARIANT_SPELLINGS,
]);
