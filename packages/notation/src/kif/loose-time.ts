/**
 * A move's time that a KIF move line holds in a form the grammar does not take (the text
 * after the move is then a comment): full-width digits, a missing `)`, or a comment written
 * between the move and its time. Read when the time itself is unambiguous, with the reason
 * for a warning.
 */

/** Full-width digits and signs of a time, as ASCII. */
function halfWidth(text: string): string {
  return text.replace(/[０-９：／．（）［］]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
}

const CLOCK = String.raw`(\d+):(\d+)(?::(\d+))?(?:\.(\d+))?`;
const TOTAL = String.raw`(?:\s*\/\s*[0-9:.]*)?`;
/** A time at the start of the text: its `)` may be missing. */
const AT_START = new RegExp(String.raw`^([(\[])\s*${CLOCK}${TOTAL}\s*([)\]])?\s*(.*)$`, "su");
/** A time, complete, at the end of the text, after other text. */
const AT_END = new RegExp(String.raw`^(.*?\S)\s*([(\[])\s*${CLOCK}${TOTAL}\s*([)\]])\s*$`, "su");

function milliseconds(a: string, b: string, c: string | undefined, frac: string | undefined): number {
  const seconds = c === undefined ? Number(a) * 60 + Number(b) : (Number(a) * 60 + Number(b)) * 60 + Number(c);
  return seconds * 1000 + (frac === undefined ? 0 : Math.round(Number(`0.${frac}`) * 1000));
}

/** The time found in a move line's trailing text, the text left as a comment, and why it is a warning. */
export interface LooseTime {
  readonly ms: number;
  readonly comment: string | null;
  readonly problems: readonly string[];
}

/** Reads a time out of the text after a move, or undefined when the text holds none. */
export function looseTime(trailing: string): LooseTime | undefined {
  const ascii = halfWidth(trailing);
  const problems: string[] = ascii === trailing ? [] : ["full-width digits"];
  const start = AT_START.exec(ascii);
  if (start !== null) {
    const [, open, a = "", b = "", c, frac, close, rest = ""] = start;
    if (close === undefined) problems.push(`no closing '${open === "(" ? ")" : "]"}'`);
    else if ((open === "(") !== (close === ")")) return undefined;
    if (problems.length === 0) return undefined;
    return { ms: milliseconds(a, b, c, frac), comment: rest === "" ? null : trailing.slice(trailing.length - rest.length), problems };
  }
  const end = AT_END.exec(ascii);
  if (end === null) return undefined;
  const [, before = "", open, a = "", b = "", c, frac, close] = end;
  if ((open === "(") !== (close === ")")) return undefined;
  problems.push("a comment between the move and its time");
  return { ms: milliseconds(a, b, c, frac), comment: trailing.slice(0, before.length), problems };
}
