/**
 * Rule-option and time helpers shared by the text formats.
 */
import { DEFAULT_OPTIONS, resolveOptions, type RuleOptions } from "@daidai/core";

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
