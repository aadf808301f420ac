/**
 * Writer of the KIF-style Japanese record (docs/formats/kif.md). Iterative: variations
 * nested at any depth use an explicit stack. Header keys and values that would read back
 * as something else are refused (a {@link KifWriteError}), never written wrongly.
 */
import type { Color, Position } from "@daidai/core";
import { playOrThrow } from "../core-adapter.js";
import { KIF_TAG_NAMES, RULE_TAGS, kifKeyOfTag } from "../metadata.js";
import { formatMoveText } from "../move-text/index.js";
import type { GameRecord, RecordNode } from "../record.js";
import { startPosition } from "../tree.js";
import type { WriteOptions } from "../write-options.js";
import { writeBoard } from "./board.js";
import { KIF_HEADER_FIELDS } from "./read.js";
import { terminationWord } from "./terminations.js";

/** A record that the KIF format cannot hold as it is (the message says what and why). */
export class KifWriteError extends RangeError {
  override name = "KifWriteError";
}

/** Keys the writer writes itself or that the reader gives a meaning. */
const RESERVED_KEYS = new Set(["手合割", "ルール", "変化", "手数", ...Object.keys(KIF_HEADER_FIELDS), ...KIF_TAG_NAMES.map(([k]) => k)]);

/** Why a header line `key：value` would not read back as this key and value (or undefined). */
export function kifHeaderProblem(key: string, value: string): string | undefined {
  if (key === "") return "an empty key";
  if (key !== key.trim() || value !== value.trim()) return "leading or trailing spaces (the reader trims them)";
  if (/[\r\n]/.test(key) || /[\r\n]/.test(value)) return "a line break";
  if (/[：:]/.test(key)) return "a colon in the key";
  if (/^[0-9０-９*#&|+]|^まで|^[先後上下]手(番|の持駒)$/.test(key)) return "a key that reads as another kind of line";
  return undefined;
}

function clockPart(ms: number, hours: boolean): string {
  const s = Math.floor(ms / 1000);
  const frac = ms % 1000 === 0 ? "" : `.${String(ms % 1000).padStart(3, "0")}`;
  if (hours) {
    const hh = String(Math.floor(s / 3600)).padStart(2, "0");
    return `${hh}:${String(Math.floor((s % 3600) / 60)).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}${frac}`;
  }
  return `${String(Math.floor(s / 60)).padStart(2, " ")}:${String(s % 60).padStart(2, "0")}${frac}`;
}

/** `( m:ss/hh:mm:ss)`: time spent on the move / that side's total; `.mmm` when not whole seconds. */
function clock(ms: number, total: number): string {
  return `(${clockPart(ms, false)}/${clockPart(total, true)})`;
}

/** `*` lines of comments; an empty line separates comments (also from `*` lines just written). */
function commentLines(comments: readonly string[], out: string[]): void {
  for (const c of comments) {
    if (out[out.length - 1]?.startsWith("*") === true) out.push("");
    for (const l of c.split("\n")) out.push(`*${l}`);
  }
}

function bookmarkLine(bookmark: string | undefined, out: string[]): void {
  if (bookmark === undefined) return;
  if (/[\r\n]/.test(bookmark)) throw new KifWriteError(`cannot write the bookmark ${JSON.stringify(bookmark.slice(0, 40))} in KIF: a bookmark is one line`);
  out.push(`&${bookmark}`);
}

interface Totals {
  black: number;
  white: number;
}

/** A line written: its nodes and what the position and clocks were before each. */
interface Frame {
  nodes: RecordNode[];
  /** Parent of each node (the branch point of its alternatives). */
  parents: RecordNode[];
  totals: Totals[];
  numbers: number[];
  /** Indices of nodes with alternatives, latest last (processed from the end). */
  branches: number[];
  /** Next alternative of the branch being written (0: none started). */
  alt: number;
  /** Moves of this line played on the position. */
  played: number;
}

/**
 * Writes the moves of the line starting at `parent.children[index]` (playing them on `pos`)
 * and returns its frame; its variation blocks are written later, latest branch first.
 */
function writeMoves(pos: Position, parent: RecordNode, index: number, start: Totals, out: string[], options: WriteOptions): Frame {
  const frame: Frame = { nodes: [], parents: [], totals: [], numbers: [], branches: [], alt: 0, played: 0 };
  let node = parent;
  let idx = index;
  const totals: Totals = { ...start };
  for (;;) {
    const child = node.children[idx];
    if (child?.move == null) break;
    const number = pos.moveNumber;
    const branch = idx === 0 && node.children.length > 1;
    if (branch) frame.branches.push(frame.nodes.length);
    frame.nodes.push(child);
    frame.parents.push(node);
    frame.totals.push({ ...totals });
    frame.numbers.push(number);
    commentLines(child.commentsBefore, out);
    const text = formatMoveText(pos, child.move, options.moveStyle ?? "japanese", {
      disambiguation: options.disambiguation ?? "short",
      previousTo: node.move === null ? undefined : node.move.to,
    });
    let line = `${String(number).padStart(4, " ")} ${text}`;
    if (child.timeSpentMs !== undefined) {
      const color: Color = pos.turn;
      totals[color] += child.timeSpentMs;
      line += `   ${clock(child.timeSpentMs, totals[color])}`;
    }
    if (branch) line += " +";
    out.push(line);
    bookmarkLine(child.bookmark, out);
    commentLines(child.comments, out);
    playOrThrow(pos, child.move);
    frame.played++;
    node = child;
    idx = 0;
  }
  frame.totals.push({ ...totals });
  return frame;
}

/** Writes the variation blocks of `first` and of every line under it (explicit stack). */
function writeBlocks(pos: Position, first: Frame, out: string[], options: WriteOptions): void {
  const stack: Frame[] = [first];
  while (stack.length > 0) {
    const f = stack[stack.length - 1] as Frame;
    const b = f.branches[f.branches.length - 1];
    if (b === undefined) {
      for (let k = 0; k < f.played; k++) pos.undo();
      stack.pop();
      continue;
    }
    // Back to the position before the branch's move.
    for (; f.played > b; f.played--) pos.undo();
    const parent = f.parents[b] as RecordNode;
    f.alt = f.alt === 0 ? 1 : f.alt;
    if (f.alt >= parent.children.length) {
      f.branches.pop();
      f.alt = 0;
      continue;
    }
    out.push("");
    out.push(`変化：${String(f.numbers[b])}手`);
    stack.push(writeMoves(pos, parent, f.alt, f.totals[b] as Totals, out, options));
    f.alt++;
  }
}

/** Writes a KIF-style record. Throws when a move of the record is not legal, or a {@link KifWriteError}. */
export function writeKif(record: GameRecord, options: WriteOptions = {}): string {
  const m = record.metadata;
  const out: string[] = ["#KIF version=2.0 encoding=UTF-8", "手合割：大大将棋"];
  const add = (key: string, value: string | undefined, checkKey = true): void => {
    if (value === undefined) return;
    const problem = kifHeaderProblem(checkKey ? key : "x", value);
    if (problem !== undefined) throw new KifWriteError(`cannot write the header ${JSON.stringify(key.slice(0, 40))} in KIF: ${problem}`);
    out.push(`${key}：${value}`);
  };
  add("開始日時", m.date, false);
  add("棋戦", m.event, false);
  add("場所", m.site, false);
  add("持ち時間", m.timeControl, false);
  add("先手", m.black, false);
  add("後手", m.white, false);
  const rules = RULE_TAGS.filter(([k]) => m.rules[k] !== undefined).map(([k]) => `${k}=${String(m.rules[k])}`);
  if (rules.length > 0) add("ルール", rules.join(", "), false);
  const word = terminationWord(m.termination);
  if (m.termination !== undefined && word === undefined) add("終局理由", m.termination, false);
  if (m.terminationTimeMs !== undefined && word === undefined) {
    throw new KifWriteError("cannot write the time of the ending in KIF without a termination word (投了, 中断, …)");
  }
  for (const [k, v] of Object.entries(m.tags)) {
    const key = kifKeyOfTag(k);
    if (key === k && RESERVED_KEYS.has(k)) throw new KifWriteError(`cannot write the tag ${JSON.stringify(k)} in KIF: the key has a meaning of its own there`);
    add(key, v);
  }
  const pos = startPosition(record);
  if (record.startDsfen !== null) {
    out.push(...writeBoard(pos.setup()));
    out.push(pos.turn === "black" ? "先手番" : "後手番");
    out.push(`手数＝${String(pos.moveNumber - 1)}`);
  }
  commentLines(record.root.comments, out);
  out.push("手数----指手---------消費時間--");
  bookmarkLine(record.root.bookmark, out);
  const main = writeMoves(pos, record.root, 0, { black: 0, white: 0 }, out, options);
  const last = pos.moveNumber;
  if (word !== undefined) {
    let line = `${String(last).padStart(4, " ")} ${word.word}`;
    if (m.terminationTimeMs !== undefined) {
      const totals = { ...(main.totals[main.totals.length - 1] as Totals) };
      totals[pos.turn] += m.terminationTimeMs;
      line += `   ${clock(m.terminationTimeMs, totals[pos.turn])}`;
    }
    out.push(line);
  }
  const summary = summaryLine(m.result, word?.word, last - 1);
  if (summary !== undefined) out.push(summary);
  writeBlocks(pos, main, out, options);
  return `${out.join("\n")}\n`;
}

/**
 * The `まで N手で…` line: the winner, 千日手 / 持将棋 / 引き分け for a draw, 中断 when the
 * game was interrupted; none for an unfinished game (`*`) otherwise (KIF's convention: the
 * record just ends).
 */
function summaryLine(result: GameRecord["metadata"]["result"], word: string | undefined, moves: number): string | undefined {
  const n = `まで${String(moves)}手で`;
  switch (result) {
    case "1-0":
      return `${n}先手の勝ち`;
    case "0-1":
      return `${n}後手の勝ち`;
    case "1/2-1/2":
      return `${n}${word === "千日手" || word === "持将棋" ? word : "引き分け"}`;
    case "*":
      return word === "中断" || word === "封じ手" ? `${n}${word}` : undefined;
    case undefined:
      return undefined;
  }
}
