/** Checking numeric command-line values; a bad value is a usage error (exit code 2). */
import { UsageError } from "./errors.js";

/** The integer value of option `name` (decimal digits only), at least `min`. */
export function integerOption(name: string, text: string, min = 0): number {
  if (!/^\d+$/.test(text) || Number(text) < min) throw new UsageError(`${name} must be an integer >= ${String(min)}, got '${text}'`);
  return Number(text);
}
