/**
 * A hand-written scanner for the common shape of PGN text, next to the Peggy grammar
 * (src/grammar/pgn.peggy), which stays the authority: for a text made only of plain tag
 * pairs, western moves, move numbers, `{…}` and `;` comments, `$n` NAGs, parentheses and a
 * result, {@link scanPgn} gives exactly the syntax the grammar gives (a differential test
 * checks it), in a fraction of the time. For anything else (escape lines, escapes in tag
 * values, unterminated comments or tags, stray characters, origins in parentheses, moves
 * that do not start with a capital or `+`…) it gives undefined and the reader uses the
 * grammar, which also reports the problems.
 */
import type { Locator } from "../locator.js";
import type { PgnSyntax, PgnTag, PgnToken } from "../syntax.js";

const TAB = 9;
const LF = 10;
const CR = 13;
const SPACE = 32;
const QUOTE = 34;
const DOLLAR = 36;
const OPEN = 40;
const CLOSE = 41;
const STAR = 42;
const DOT = 46;
const SEMICOLON = 59;
const BANG = 33;
const QUESTION = 63;
const LEFT_BRACKET = 91;
const BACKSLASH = 92;
const RIGHT_BRACKET = 93;
const LEFT_BRACE = 123;
const PLUS = 43;

/** Characters that end a plain run of a move (the grammar's `Plain` excludes them). */
const NOT_PLAIN = new Uint8Array(128);
for (const c of " \t\r\n{}()[];\"$!?") NOT_PLAIN[c.charCodeAt(0)] = 1;

function isPlain(c: number): boolean {
  return c >= 128 || (c >= 0 && NOT_PLAIN[c] === 0);
}

function isBlank(c: number): boolean {
  return c === SPACE || c === LF || c === TAB || c === CR;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** Reads the tag pairs from `i`; returns where the movetext starts, or -1 outside the fast subset. */
function scanTags(text: string, i: number, locator: Locator, tags: PgnTag[]): number {
  const n = text.length;
  for (;;) {
    while (i < n && isBlank(text.charCodeAt(i))) i++;
    if (i >= n || text.charCodeAt(i) !== LEFT_BRACKET) return i;
    const start = i;
    i++;
    while (text.charCodeAt(i) === SPACE || text.charCodeAt(i) === TAB) i++;
    const nameStart = i;
    for (let c = text.charCodeAt(i); i < n && !isBlank(c) && c !== QUOTE && c !== RIGHT_BRACKET; c = text.charCodeAt(++i));
    if (i === nameStart) return -1;
    const name = text.slice(nameStart, i);
    while (text.charCodeAt(i) === SPACE || text.charCodeAt(i) === TAB) i++;
    if (text.charCodeAt(i) !== QUOTE) return -1;
    // The value: \\ and \" stand for the character, \n for a line end, another \ for itself.
    let value = "";
    let from = ++i;
    for (let c = text.charCodeAt(i); i < n && c !== QUOTE && c !== LF && c !== CR; c = text.charCodeAt(i)) {
      if (c !== BACKSLASH) {
        i++;
        continue;
      }
      const next = text.charCodeAt(i + 1);
      value += text.slice(from, i) + (next === BACKSLASH || next === QUOTE ? String.fromCharCode(next) : next === 110 ? "\n" : "\\");
      i += next === BACKSLASH || next === QUOTE || next === 110 ? 2 : 1;
      from = i;
    }
    if (text.charCodeAt(i) !== QUOTE) return -1;
    value += text.slice(from, i);
    i++;
    while (text.charCodeAt(i) === SPACE || text.charCodeAt(i) === TAB) i++;
    if (text.charCodeAt(i) !== RIGHT_BRACKET) return -1;
    i++;
    tags.push({ name, value, closed: true, loc: locator.span(start, i) });
  }
}

/** End of a western move starting at `i` (a capital or `+`), or -1 when the grammar must decide. */
function moveEnd(text: string, i: number): number {
  const n = text.length;
  i++;
  for (;;) {
    while (i < n && isPlain(text.charCodeAt(i))) i++;
    const c = text.charCodeAt(i);
    if (c === OPEN) return -1;
    if (c !== BANG && c !== QUESTION) return i;
    let j = i;
    while (text.charCodeAt(j) === BANG || text.charCodeAt(j) === QUESTION) j++;
    if (j < n && isPlain(text.charCodeAt(j))) {
      i = j;
      continue;
    }
    return text.charCodeAt(j) === OPEN ? -1 : j;
  }
}

/** True if the text at `i` ends a result token (end of text or a blank). */
function endsToken(text: string, i: number): boolean {
  return i >= text.length || isBlank(text.charCodeAt(i));
}

/**
 * The syntax of a PGN text in the scanner's subset (see the module docs), equal to what the
 * grammar gives; undefined for any other text.
 */
export function scanPgn(text: string, locator: Locator): PgnSyntax | undefined {
  const n = text.length;
  if (n > 0 && text.charCodeAt(0) === 37) return undefined;
  const tags: PgnTag[] = [];
  let i = scanTags(text, 0, locator, tags);
  if (i < 0) return undefined;
  const tokens: PgnToken[] = [];
  while (i < n) {
    const c = text.charCodeAt(i);
    if (isBlank(c)) {
      i++;
      continue;
    }
    const start = i;
    if ((c >= 65 && c <= 90) || c === PLUS) {
      const end = moveEnd(text, i);
      if (end < 0) return undefined;
      tokens.push({ type: "move", text: text.slice(start, end), start, end });
      i = end;
    } else if (c === OPEN) {
      tokens.push({ type: "open", start, end: ++i });
    } else if (c === CLOSE) {
      tokens.push({ type: "close", start, end: ++i });
    } else if (isDigit(c)) {
      // The value as parseInt reads it (exact up to 2^53; longer numbers are read by parseInt).
      let value = 0;
      for (let d = text.charCodeAt(i); isDigit(d); d = text.charCodeAt(++i)) value = value * 10 + (d - 48);
      let j = i;
      while (text.charCodeAt(j) === SPACE || text.charCodeAt(j) === TAB) j++;
      if (text.charCodeAt(j) === DOT) {
        while (text.charCodeAt(j) === DOT) j++;
        const number = i - start <= 15 ? value : parseInt(text.slice(start, i), 10);
        tokens.push({ type: "number", number, start, end: j });
        i = j;
        continue;
      }
      const result = text.startsWith("1-0", start) || text.startsWith("0-1", start) ? 3 : text.startsWith("1/2-1/2", start) ? 7 : 0;
      if (result === 0 || !endsToken(text, start + result)) return undefined;
      i = start + result;
      tokens.push({ type: "result", result: text.slice(start, i), start, end: i });
    } else if (c === LEFT_BRACE) {
      const close = text.indexOf("}", i + 1);
      if (close < 0) return undefined;
      tokens.push({ type: "comment", text: text.slice(i + 1, close), closed: true, line: false, start, end: close + 1 });
      i = close + 1;
    } else if (c === SEMICOLON) {
      let j = i + 1;
      while (j < n && text.charCodeAt(j) !== LF && text.charCodeAt(j) !== CR) j++;
      tokens.push({ type: "comment", text: text.slice(i + 1, j), closed: true, line: true, start, end: j });
      i = j;
    } else if (c === DOLLAR) {
      i++;
      while (isDigit(text.charCodeAt(i))) i++;
      if (i === start + 1) return undefined;
      tokens.push({ type: "nag", nag: Number(text.slice(start + 1, i)), start, end: i });
    } else if (c === STAR) {
      if (!endsToken(text, i + 1)) return undefined;
      tokens.push({ type: "result", result: "*", start, end: ++i });
    } else {
      // "%" escape lines, "[", quotes, moves in other styles, stray characters: the grammar decides.
      return undefined;
    }
  }
  return { tags, tokens };
}
