/**
 * Reading record text. TEMPORARY: until `@daidai/notation`'s parseRecord lands, this reads
 * the one-line "DSFEN + move strings" form (an optional DSFEN, then move strings of
 * formats.md §2 separated by spaces; move numbers such as `12.` are skipped).
 */
import { Position, moveToString, parseMoveString, type Move } from "@daidai/core";
import type { MoveFormatter } from "./game.js";
import type { Diagnostic, RecordLike, RecordNodeLike } from "./record-types.js";

/** What reading a record text gives: never throws. */
export interface LoadedRecord {
  readonly record: RecordLike;
  readonly format: string | undefined;
  readonly diagnostics: Diagnostic[];
}

interface Token {
  readonly text: string;
  readonly line: number;
  readonly column: number;
}

function tokens(text: string): Token[] {
  const out: Token[] = [];
  const re = /\S+/g;
  let line = 1;
  let lineStart = 0;
  let lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    for (let i = lastIndex; i < m.index; i++) {
      if (text.charCodeAt(i) === 10) {
        line++;
        lineStart = i + 1;
      }
    }
    lastIndex = m.index;
    out.push({ text: m[0], line, column: m.index - lineStart + 1 });
  }
  return out;
}

/** Reads a record text (format: "dsfen" or undefined = detect). */
export function readRecord(text: string, format?: string): LoadedRecord {
  const diagnostics: Diagnostic[] = [];
  const list = tokens(text);
  let start: string | null = null;
  let i = 0;
  if (format !== undefined && format !== "" && format !== "dsfen") {
    diagnostics.push({ severity: "error", message: `The record format '${format}' is not supported yet.`, line: 1, column: 1 });
  }
  const first = list[0];
  if (first?.text.includes("/") === true) {
    const parts = [first.text];
    i = 1;
    for (; i < list.length && i < 3; i++) {
      const tok = list[i]?.text ?? "";
      if (i === 1 ? /^[bw]$/.test(tok) : /^\d+$/.test(tok)) parts.push(tok);
      else break;
    }
    start = parts.join(" ");
  }
  let pos: Position;
  try {
    pos = start === null ? Position.initial() : Position.fromDsfen(start);
  } catch (e) {
    diagnostics.push({ severity: "error", message: `Invalid DSFEN: ${e instanceof Error ? e.message : String(e)}`, line: first?.line ?? 1, column: first?.column ?? 1 });
    return { record: { startDsfen: start, root: { move: null, children: [] } }, format: "dsfen", diagnostics };
  }
  const root: { move: Move | null; children: RecordNodeLike[] } = { move: null, children: [] };
  let tail = root;
  for (; i < list.length; i++) {
    const tok = list[i];
    if (tok === undefined || /^\d+\.+$/.test(tok.text)) continue;
    const parsed = parseMoveString(pos, tok.text);
    if (!parsed.ok) {
      diagnostics.push({ severity: "error", message: parsed.error, line: tok.line, column: tok.column, ply: pos.plyCount + 1 });
      break;
    }
    pos.play(parsed.move);
    const node = { move: parsed.move, children: [] as RecordNodeLike[] };
    tail.children.push(node);
    tail = node;
  }
  if (list.length === 0) diagnostics.push({ severity: "error", message: "The record is empty.", line: 1, column: 1 });
  return { record: { startDsfen: start, root }, format: "dsfen", diagnostics };
}

/** TEMPORARY move text until notation's formatMove lands: the piece code and move string. */
export const formatMove: MoveFormatter = (position, move, style) => {
  const text = moveToString(move);
  if (style === "movestring") return text;
  return `${position.pieceAt(move.from)?.code ?? ""} ${text}`;
};

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/**
 * Undoes HTML escaping that some blog editors apply to the text of an inline record
 * (`&lt;` → `<`, `&#12354;` → `あ`). Plain string work: no HTML parser is involved.
 */
export function unescapeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#")) {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}
