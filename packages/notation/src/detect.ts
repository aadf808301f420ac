/**
 * Guessing the format of a record from its text.
 */
import type { RecordFormat } from "./record.js";

/** Removes a leading byte-order mark. */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** The start of a PGN tag pair: a name, then its quoted value (or the end of the line, when cut short). */
const PGN_TAG_START = /^\[[ \t]*[A-Za-z][\w]*[ \t]*("|\r?\n|$)/;
/** A move number and the start of a move: western (a capital or +) or Japanese (a digit or 同). */
const PGN_MOVE_START = /^\d+\.+\s*[+A-Z０-９同1-9]/;

const KIF_MARKERS = /^(#KIF|手合割|[先後]手の持駒|[先後]手番|先手[：:]|後手[：:]|開始日時|棋戦|手数----|変化[：:]|\s*\d+\s+([０-９]|同|投了))/m;

/**
 * The format of a record, guessed from its first characters: `{` JSON; `[` tag pairs or
 * a move number `1.` PGN; Japanese header lines, `手数----` or a numbered Japanese move
 * KIF; a 17-rank board DSFEN. Undefined when none fits.
 */
export function detectFormat(text: string): RecordFormat | undefined {
  const t = stripBom(text).trimStart();
  if (t === "") return undefined;
  if (/^\{\s*("|\}|$)/.test(t)) return "json";
  // PGN: a tag pair ([Name "…"]), a comment, an escape line, or a move number and a move.
  if (PGN_TAG_START.test(t) || t.startsWith("{") || t.startsWith(";") || t.startsWith("%") || PGN_MOVE_START.test(t)) return "pgn";
  if (KIF_MARKERS.test(t)) return "kif";
  const first = t.split(/\s/, 1)[0] ?? "";
  if (first.split("/").length === 17) return "dsfen";
  if (/^[+]?[A-Z][A-Za-z]?(1[0-7]|[1-9])?[a-q]?[-x!]/.test(t)) return "pgn";
  return undefined;
}
