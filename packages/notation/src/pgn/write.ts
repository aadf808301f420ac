/**
 * Writer of the PGN-style western record (docs/formats/pgn.md).
 */
import type { Position } from "@daidai/core";
import { RULE_TAGS, formatClock } from "../metadata.js";
import { formatMoveText } from "../move-text/index.js";
import type { GameRecord, RecordNode } from "../record.js";
import { startPosition } from "../tree.js";
import type { WriteOptions } from "../write-options.js";

function quote(value: string): string {
  return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\r\n|\r|\n/g, "\\n")}"`;
}

function comment(text: string): string {
  return `{${text.replace(/\\/g, "\\\\").replace(/([{}])/g, "\\$1")}}`;
}

/** Tag pairs in a fixed order. */
function tags(record: GameRecord): string[] {
  const m = record.metadata;
  const out: string[] = [];
  const add = (name: string, value: string | undefined): void => {
    if (value !== undefined) out.push(`[${name} ${quote(value)}]`);
  };
  add("Event", m.event);
  add("Site", m.site);
  add("Date", m.date);
  add("Black", m.black);
  add("White", m.white);
  add("Result", m.result);
  add("Variant", "Dai Dai Shogi");
  if (record.startDsfen !== null) add("Position", record.startDsfen);
  add("Termination", m.termination);
  add("TimeControl", m.timeControl);
  for (const [key, name] of RULE_TAGS) {
    const v = m.rules[key];
    if (v !== undefined) add(name, String(v));
  }
  for (const [k, v] of Object.entries(m.tags)) add(k, v);
  return out;
}

/** Emits the line starting at `parent.children[index]` (later moves follow children[0]). */
function emitLine(pos: Position, parent: RecordNode, index: number, tokens: string[], options: WriteOptions): void {
  let node = parent;
  let idx = index;
  let needNumber = true;
  let played = 0;
  for (;;) {
    const child = node.children[idx];
    if (child?.move == null) break;
    for (const c of child.commentsBefore) tokens.push(comment(c));
    if (child.commentsBefore.length > 0) needNumber = true;
    const number = Math.ceil(pos.moveNumber / 2);
    const prefix = pos.turn === "black" ? `${String(number)}. ` : needNumber ? `${String(number)}... ` : "";
    // The number and its move form one token, so that line wrapping never separates them.
    const text = formatMoveText(pos, child.move, options.moveStyle ?? "western", {
      disambiguation: options.disambiguation ?? "short",
      previousTo: node.move === null ? undefined : node.move.to,
    });
    tokens.push(`${prefix}${text}`);
    needNumber = false;
    if (child.timeSpentMs !== undefined) tokens.push(comment(`[%emt ${formatClock(child.timeSpentMs)}]`));
    for (const c of child.comments) tokens.push(comment(c));
    if (child.comments.length > 0 || child.timeSpentMs !== undefined) needNumber = true;
    if (idx === 0) {
      for (let k = 1; k < node.children.length; k++) {
        tokens.push("(");
        emitLine(pos, node, k, tokens, options);
        tokens.push(")");
        needNumber = true;
      }
    }
    pos.playOrThrow(child.move);
    played++;
    node = child;
    idx = 0;
  }
  for (let k = 0; k < played; k++) pos.undo();
}

/** Joins tokens into lines of at most about 80 characters. */
function wrap(tokens: readonly string[]): string {
  const lines: string[] = [];
  let line = "";
  let glue = false;
  for (const t of tokens) {
    const noSpace = !glue || t === ")" || line === "";
    if (!noSpace && line.length + 1 + t.length > 80) {
      lines.push(line);
      line = t;
    } else {
      line += noSpace ? t : ` ${t}`;
    }
    glue = t !== "(";
  }
  if (line !== "") lines.push(line);
  return lines.join("\n");
}

/** Writes a PGN-style record. Throws when a move of the record is not legal. */
export function writePgn(record: GameRecord, options: WriteOptions = {}): string {
  const tokens: string[] = record.root.comments.map(comment);
  emitLine(startPosition(record), record.root, 0, tokens, options);
  tokens.push(record.metadata.result ?? "*");
  return `${tags(record).join("\n")}\n\n${wrap(tokens)}\n`;
}
