/**
 * A hand-written reader of western move text, next to the Peggy grammar
 * (src/grammar/western.peggy), which stays the authority: {@link scanWestern} accepts
 * exactly the texts the grammar accepts and gives exactly its syntax (a differential test
 * checks both), without the grammar's set-up per call (a collection reads thousands of
 * distinct move texts). For a text it does not accept, the grammar is run to say why.
 *
 * The grammar is a PEG: every optional part and repetition takes what it can and never
 * gives it back, and the body's three forms are tried in order. This reader does the same.
 */
import type { WesternBody, WesternMoveSyntax } from "../syntax.js";

const PLUS = 43;
const MINUS = 45;
const BANG = 33;
const X = 120;

function isCapital(c: number): boolean {
  return c >= 65 && c <= 90;
}

/** The grammar's second designation character: `[A-Za-wyz]` (never `x`). */
function isSecond(c: number): boolean {
  return isCapital(c) || (c >= 97 && c <= 122 && c !== X);
}

/** The grammar's rank: `[a-q]`. */
function isRank(c: number): boolean {
  return c >= 97 && c <= 113;
}

/** End of the square at `i` (`1` `[0-7]` `[a-q]`, else `[1-9]` `[a-q]`), or -1 when none starts there. */
function squareEnd(text: string, i: number): number {
  const c = text.charCodeAt(i);
  const d = text.charCodeAt(i + 1);
  if (c === 49 && d >= 48 && d <= 55 && isRank(text.charCodeAt(i + 2))) return i + 3;
  if (c >= 49 && c <= 57 && isRank(d)) return i + 2;
  return -1;
}

/** The body at `i` and where it ends, or undefined when none starts there. */
function body(text: string, i: number): { body: WesternBody; end: number } | undefined {
  // 1. "x"? "!" Square: an igui.
  const bang = text.charCodeAt(i) === X ? i + 1 : i;
  if (text.charCodeAt(bang) === BANG) {
    const end = squareEnd(text, bang + 1);
    if (end >= 0) return { body: { kind: "igui", square: text.slice(bang + 1, end) }, end };
  }
  // 2. ("x" Square)+ ("-" Square)?: captures.
  const captures: string[] = [];
  let j = i;
  while (text.charCodeAt(j) === X) {
    const end = squareEnd(text, j + 1);
    if (end < 0) break;
    captures.push(text.slice(j + 1, end));
    j = end;
  }
  if (captures.length > 0) {
    let final: string | null = null;
    if (text.charCodeAt(j) === MINUS) {
      const end = squareEnd(text, j + 1);
      if (end >= 0) {
        final = text.slice(j + 1, end);
        j = end;
      }
    }
    return { body: { kind: "captures", captures, final }, end: j };
  }
  // 3. "-" Square: a plain move.
  if (text.charCodeAt(i) === MINUS) {
    const end = squareEnd(text, i + 1);
    if (end >= 0) return { body: { kind: "move", final: text.slice(i + 1, end) }, end };
  }
  return undefined;
}

/** The syntax the grammar gives for `text`, or undefined when the grammar refuses it. */
export function scanWestern(text: string): WesternMoveSyntax | undefined {
  // Designation: "+"? [A-Z] [A-Za-wyz]?
  let i = text.charCodeAt(0) === PLUS ? 1 : 0;
  if (!isCapital(text.charCodeAt(i))) return undefined;
  i++;
  if (isSecond(text.charCodeAt(i))) i++;
  const designation = text.slice(0, i);
  // Square? (taken when one starts here, even if the body then fails)
  const originEnd = squareEnd(text, i);
  const origin = originEnd < 0 ? null : text.slice(i, originEnd);
  if (originEnd >= 0) i = originEnd;
  const b = body(text, i);
  if (b === undefined) return undefined;
  i = b.end;
  // "+"? and the end of the text.
  const promotionMark = text.charCodeAt(i) === PLUS;
  if (promotionMark) i++;
  if (i !== text.length) return undefined;
  return { designation, origin, body: b.body, promotionMark };
}
