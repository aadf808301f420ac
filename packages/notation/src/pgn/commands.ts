/**
 * The comment commands of the PGN-style record (docs/formats/pgn.md): the time spent
 * `[%emt h:mm:ss(.mmm)]` and the bookmark `[%bookmark name]`, and the suffix annotations.
 */
import { formatClock } from "../metadata.js";

/** Suffix annotations, read as the NAGs $1…$6 in this order. */
export const SUFFIX_NAGS: readonly string[] = ["!", "?", "!!", "??", "!?", "?!"];

const EMT = /^\[%emt (\d+):(\d\d):(\d\d)(?:\.(\d{3}))?\]$/;
const BOOKMARK = /^\[%bookmark ([^\]]*)\]$/;

/** Milliseconds of a `[%emt h:mm:ss(.mmm)]` comment, or undefined. */
export function emtOf(text: string): number | undefined {
  const m = EMT.exec(text);
  if (m === null) return undefined;
  return ((Number(m[1]) * 60 + Number(m[2])) * 60 + Number(m[3])) * 1000 + Number(m[4] ?? "0");
}

/** The `[%emt …]` comment text of a time. */
export function emtText(ms: number): string {
  return `[%emt ${formatClock(ms)}]`;
}

/** The bookmark of a `[%bookmark …]` comment (its `%XX` escapes decoded), or undefined. */
export function decodeBookmark(text: string): string | undefined {
  const m = BOOKMARK.exec(text);
  if (m === null) return undefined;
  try {
    return decodeURIComponent(m[1] ?? "");
  } catch {
    return undefined;
  }
}

/** The `[%bookmark …]` comment text of a bookmark: `%`, `]`, `}` and line breaks as `%XX`. */
export function bookmarkText(name: string): string {
  return `[%bookmark ${name.replace(/[%\]}\r\n]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`)}]`;
}

/** True when a comment's text would read back as a command (it is then written as a `;` comment). */
export function looksLikeCommand(text: string): boolean {
  return emtOf(text) !== undefined || decodeBookmark(text) !== undefined;
}
