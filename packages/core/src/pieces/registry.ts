/**
 * The piece registry: the 68 kinds of rules.md §2 and the 85 *piece types* the engine
 * distinguishes on the board — the 64 kinds that start the game, plus the 21 promoted
 * forms (`+Ea` moves as a lion but is a different type from an original `Ln`, because it
 * can never promote again and is written differently; rules.md §7, §10).
 */
import { KIND_DATA } from "./data.js";
import type { KindData } from "./types.js";

export { KIND_DATA };
export type { KindData, MoveComponent, RelativeDirection, SpecialPower } from "./types.js";

const KIND_INDEX = new Map<string, number>(KIND_DATA.map((k, i) => [k.code, i]));

/** Index 0…67 of a kind code, or -1. */
export function kindIndex(code: string): number {
  return KIND_INDEX.get(code) ?? -1;
}

/** The data of a kind by code; throws for an unknown code. */
export function kindData(code: string): KindData {
  const i = KIND_INDEX.get(code);
  if (i === undefined) throw new RangeError(`unknown piece kind: ${code}`);
  return KIND_DATA[i] as KindData;
}

/** Number of piece types (64 original kinds + 21 promoted forms). */
export const TYPE_COUNT = 85;

/** Code of each type as written in notation and DSFEN: `Ln`, `+Ea`, `+Ln` … */
export const TYPE_CODE: string[] = [];
/** Kind index (0…67) each type moves as. */
export const TYPE_KIND = new Int16Array(TYPE_COUNT);
/** Kind index the piece had before promotion (= TYPE_KIND for unpromoted types). */
export const TYPE_ORIGINAL = new Int16Array(TYPE_COUNT);
/** 1 for promoted types. */
export const TYPE_PROMOTED = new Uint8Array(TYPE_COUNT);
/** Type a piece becomes when it promotes, or -1. */
export const TYPE_PROMOTES_TO = new Int16Array(TYPE_COUNT).fill(-1);

const TYPE_BY_CODE = new Map<string, number>();
{
  let t = 0;
  KIND_DATA.forEach((k, i) => {
    if (k.onlyByPromotion) return;
    TYPE_CODE.push(k.code);
    TYPE_KIND[t] = i;
    TYPE_ORIGINAL[t] = i;
    TYPE_BY_CODE.set(k.code, t);
    t++;
  });
  KIND_DATA.forEach((k, i) => {
    if (k.onlyByPromotion || k.promotesTo === null) return;
    const target = kindIndex(k.promotesTo);
    const code = `+${k.code}`;
    TYPE_CODE.push(code);
    TYPE_KIND[t] = target;
    TYPE_ORIGINAL[t] = i;
    TYPE_PROMOTED[t] = 1;
    TYPE_PROMOTES_TO[TYPE_BY_CODE.get(k.code) ?? -1] = t;
    TYPE_BY_CODE.set(code, t);
    t++;
  });
  if (t !== TYPE_COUNT) throw new Error(`registry: expected ${String(TYPE_COUNT)} types, built ${String(t)}`);
}

/** Type index of a notation code (`Ln`, `+Ea`), or -1 (also for FF, GE, MW, WS, which never appear). */
export function typeOfCode(code: string): number {
  return TYPE_BY_CODE.get(code) ?? -1;
}

/** Type index of the king. */
export const KING_TYPE = typeOfCode("K");

/** Kind data each type moves as. */
export function typeKindData(type: number): KindData {
  return KIND_DATA[TYPE_KIND[type] ?? -1] as KindData;
}
