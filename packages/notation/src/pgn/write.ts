/**
 * Writer of the PGN-style western record (docs/formats/pgn.md). Iterative: variations
 * nested at any depth use an explicit stack.
 */
import { playOrThrow } from "../core-adapter.js";
import { RULE_TAGS, pgnNameOfTag } from "../metadata.js";
import { formatMoveText } from "../move-text/index.js";
import type { GameRecord, RecordNode } from "../record.js";
import { startPosition } from "../tree.js";
import type { WriteOptions } from "../write-options.js";
import { bookmarkText, emtText, looksLikeCommand } from "./commands.js";
import { ROSTER_PLACEHOLDERS } from "./read.js";

/** Longest output line, where no single token is longer. */
const LINE_WIDTH = 80;

function quoteTag(value: string): string {
  return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\r\n|\r|\n/g, "\\n")}"`;
}

/** A movetext token; a `;` comment must end its line. */
interface Token {
  text: string;
  lineComment?: boolean;
}

/**
 * A comment as a token: `{text}`, or — when the text holds a `}` (PGN has no escapes) or
 * would read back as a command — `;` comments, one per line of the text, on consecutive
 * lines (readers join them back).
 */
function comment(text: string): Token {
  if (!text.includes("}") && !looksLikeCommand(text)) return { text: `{${text}}` };
  return { text: text.split("\n").map((l) => `;${l}`).join("\n"), lineComment: true };
}

/** Tag pairs: the seven-tag roster in order (with placeholders), then the others. */
function tags(record: GameRecord): string[] {
  const m = record.metadata;
  const out: string[] = [];
  const add = (name: string, value: string | undefined): void => {
    if (value !== undefined) out.push(`[${name} ${quoteTag(value)}]`);
  };
  const roster = (name: string, value: string | undefined): void => {
    add(name, value ?? ROSTER_PLACEHOLDERS[name]);
  };
  roster("Event", m.event);
  roster("Site", m.site);
  roster("Date", m.date);
  roster("Round", m.tags.Round);
  // PGN's White and Black: Black moves first in shogi, so the order of the roster is kept.
  roster("White", m.white);
  roster("Black", m.black);
  add("Result", m.result ?? "*");
  add("Variant", "Dai Dai Shogi");
  if (record.startDsfen !== null) {
    // Position is this format's tag; SetUp and FEN are chess PGN's, read by more programs.
    add("Position", record.startDsfen);
    add("SetUp", "1");
    add("FEN", record.startDsfen);
  }
  add("Termination", m.termination);
  if (m.terminationTimeMs !== undefined) add("TerminationTime", String(m.terminationTimeMs));
  add("TimeControl", m.timeControl);
  for (const [key, name] of RULE_TAGS) {
    const v = m.rules[key];
    if (v !== undefined) add(name, String(v));
  }
  for (const [k, v] of Object.entries(m.tags)) if (k !== "Round") add(pgnNameOfTag(k), v);
  return out;
}

/** One line being written: `node.children[i]` is its next move. */
interface Frame {
  node: RecordNode;
  i: number;
  played: number;
  /** Next alternative of the current move to write (0: none pending). */
  alt: number;
  needNumber: boolean;
}

/** The movetext tokens of the record's moves (the position is left as it was). */
function moveTokens(record: GameRecord, tokens: Token[], options: WriteOptions): void {
  const pos = startPosition(record);
  const stack: Frame[] = [{ node: record.root, i: 0, played: 0, alt: 0, needNumber: true }];
  while (stack.length > 0) {
    const f = stack[stack.length - 1] as Frame;
    const child = f.node.children[f.i];
    if (f.alt > 0 && child !== undefined) {
      if (f.alt < f.node.children.length) {
        // The alternatives are written from the position before the move they replace.
        tokens.push({ text: "(" });
        stack.push({ node: f.node, i: f.alt, played: 0, alt: 0, needNumber: true });
        f.alt++;
        continue;
      }
      f.alt = 0;
      playOrThrow(pos, child.move as NonNullable<RecordNode["move"]>);
      f.played++;
      f.node = child;
      f.i = 0;
      continue;
    }
    if (child?.move == null) {
      for (let k = 0; k < f.played; k++) pos.undo();
      stack.pop();
      const parent = stack[stack.length - 1];
      if (parent !== undefined) {
        tokens.push({ text: ")" });
        parent.needNumber = true;
      }
      continue;
    }
    for (const c of child.commentsBefore) tokens.push(comment(c));
    if (child.commentsBefore.length > 0) f.needNumber = true;
    const number = Math.ceil(pos.moveNumber / 2);
    const prefix = pos.turn === "black" ? `${String(number)}. ` : f.needNumber ? `${String(number)}... ` : "";
    // The number and its move form one token, so that line wrapping never separates them.
    const text = formatMoveText(pos, child.move, options.moveStyle ?? "western", {
      disambiguation: options.disambiguation ?? "short",
      previousTo: f.node.move === null ? undefined : f.node.move.to,
    });
    tokens.push({ text: `${prefix}${text}` });
    f.needNumber = false;
    for (const nag of child.nags ?? []) tokens.push({ text: `$${String(nag)}` });
    if (child.timeSpentMs !== undefined) tokens.push({ text: `{${emtText(child.timeSpentMs)}}` });
    if (child.bookmark !== undefined) tokens.push({ text: `{${bookmarkText(child.bookmark)}}` });
    for (const c of child.comments) tokens.push(comment(c));
    if (child.comments.length > 0 || child.timeSpentMs !== undefined || child.bookmark !== undefined) f.needNumber = true;
    if (f.i === 0 && f.node.children.length > 1) {
      f.alt = 1;
      continue;
    }
    playOrThrow(pos, child.move);
    f.played++;
    f.node = child;
    f.i = 0;
  }
}

/**
 * Joins tokens into lines of at most {@link LINE_WIDTH} characters (a longer token stands
 * on a line of its own). A `;` comment ends its line; two `;` comments in a row are
 * separated by an empty line, so that they are read back as two comments.
 */
function wrap(tokens: readonly Token[]): string {
  const lines: string[] = [];
  let line = "";
  let glue = false;
  let previousLineComment = false;
  for (const t of tokens) {
    if (t.lineComment === true) {
      if (previousLineComment) lines.push("");
      const parts = t.text.split("\n");
      const first = parts[0] ?? "";
      if (line !== "" && line.length + 1 + first.length <= LINE_WIDTH) lines.push(`${line} ${first}`);
      else {
        if (line !== "") lines.push(line);
        lines.push(first);
      }
      lines.push(...parts.slice(1));
      line = "";
      glue = true;
      previousLineComment = true;
      continue;
    }
    previousLineComment = false;
    const noSpace = !glue || t.text === ")" || line === "";
    if (line !== "" && line.length + (noSpace ? 0 : 1) + t.text.length > LINE_WIDTH) {
      // A "(" goes to the next line with the token it opens.
      const opening = !glue && line.endsWith("(");
      const rest = opening ? line.slice(0, -1).trimEnd() : line;
      if (rest !== "") lines.push(rest);
      line = opening ? `(${t.text}` : t.text;
    } else {
      line += noSpace ? t.text : ` ${t.text}`;
    }
    glue = t.text !== "(";
  }
  if (line !== "") lines.push(line);
  return lines.join("\n");
}

/** Writes a PGN-style record. Throws when a move of the record is not legal. */
export function writePgn(record: GameRecord, options: WriteOptions = {}): string {
  const tokens: Token[] = record.root.bookmark === undefined ? [] : [{ text: `{${bookmarkText(record.root.bookmark)}}` }];
  tokens.push(...record.root.comments.map(comment));
  moveTokens(record, tokens, options);
  tokens.push({ text: record.metadata.result ?? "*" });
  return `${tags(record).join("\n")}\n\n${wrap(tokens)}\n`;
}
