/**
 * Running a generated parser so that a syntax error becomes a diagnostic and the text
 * before it is still read.
 */
import { locOfPeggyError, type DiagnosticList, type PeggyLikeError } from "./diagnostics.js";

/**
 * Parses `text`; on a syntax error reports it (the message says what was expected) and
 * parses the text before the error instead (a few times at most). Undefined when nothing
 * parses.
 */
export function parseWithRecovery<T>(parse: (text: string) => T, text: string, diagnostics: DiagnosticList, what: string): T | undefined {
  let input = text;
  for (let attempt = 0; attempt < 4; attempt++) {
    try {
      return parse(input);
    } catch (e) {
      const err = e as PeggyLikeError;
      const loc = locOfPeggyError(err);
      if (attempt === 0) {
        diagnostics.error(`${what} syntax error: ${err.message}; the text from here on is not read`, loc);
      }
      if (loc.offset <= 0 || loc.offset >= input.length) return undefined;
      input = input.slice(0, loc.offset);
    }
  }
  return undefined;
}
