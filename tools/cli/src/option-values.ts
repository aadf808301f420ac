/**
 * The one place in the command line that turns numeric option values into numbers. Every
 * command parses its numbers here against a named range of {@link RANGES} (kept in
 * `@daidai/ai/option-ranges`, which the match harness's player specifications share); a
 * value outside it (or no number at all) is a usage error (exit code 2) that says what is
 * allowed: `--depth must be an integer from 1 to 64, got '99999999999'`.
 *
 * Importing this module costs little at start-up: `@daidai/ai/option-ranges` imports nothing.
 */
import { parseDecimal, parseInteger, type NumberRange } from "@daidai/ai/option-ranges";
import { UsageError } from "./errors.js";

export { describeRange, RANGES, type NumberRange } from "@daidai/ai/option-ranges";

/** The integer value of option `name` (decimal digits only) within `range`. */
export function integerOption(name: string, text: string, range: NumberRange): number {
  const parsed = parseInteger(name, text, range);
  if ("error" in parsed) throw new UsageError(parsed.error);
  return parsed.value;
}

/** The decimal value of option `name` (`5`, `0.25`, `1e-3`) within `range`. */
export function decimalOption(name: string, text: string, range: NumberRange): number {
  const parsed = parseDecimal(name, text, range);
  if ("error" in parsed) throw new UsageError(parsed.error);
  return parsed.value;
}
