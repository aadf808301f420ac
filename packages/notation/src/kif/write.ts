/**
 * Writer of the KIF-style Japanese record (docs/formats/kif.md).
 */
import { Position, type Color } from "@daidai/core";
import { RULE_TAGS } from "../metadata.js";
import { formatMoveText } from "../move-text/index.js";
import type { GameRecord, RecordNode } from "../record.js";
import { startPosition } from "../tree.js";
import type { WriteOptions } from "../write-options.js";
import { writeBoard } from "./board.js";
import { TERMINATION_WORDS } from "./terminations.js";

function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, " ");
}

/** `*` lines of comments; an empty line separates comments (also from `*` lines just written). */
function commentLines(comments: readonly string[], out: string[]): void {
  comments.forEach((c) => {
    if (out[out.length - 1]?.startsWith("*") === true) out.push("");
    for (const l of c.split(/\r\n|\r|\n/)) out.push(`*${l}`);
  });
}

function clock(ms: number, total: number): string {
  const s = Math.round(ms / 1000);
  const t = Math.round(total / 1000);
  const hh = String(Math.floor(t / 3600)).padStart(2, "0");
  const mm = String(Math.floor((t % 3600) / 60)).padStart(2, "0");
  const ss = String(t % 60).padStart(2, "0");
  return `(${String(Math.floor(s / 60)).padStart(2, " ")}:${String(s % 60).padStart(2, "0")}/${hh}:${mm}:${ss})`;
}

interface Totals {
  black: number;
  white: number;
}

interface PendingVariation {
  parent: RecordNode;
  totals: Totals;
  number: number;
}

/** Writes the line starting at `parent.children[index]`, then its variations (latest branch first). */
function writeLine(pos: Position, parent: RecordNode, index: number, start: Totals, out: string[], options: WriteOptions): { last: number } {
  let node = parent;
  let idx = index;
  let played = 0;
  const totals: Totals = { ...start };
  const branches: PendingVariation[] = [];
  for (;;) {
    const child = node.children[idx];
    if (child?.move == null) break;
    const number = pos.moveNumber;
    if (idx === 0 && node.children.length > 1) branches.push({ parent: node, totals: { ...totals }, number });
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
    if (idx === 0 && node.children.length > 1) line += " +";
    out.push(line);
    commentLines(child.comments, out);
    pos.playOrThrow(child.move);
    played++;
    node = child;
    idx = 0;
  }
  const last = pos.moveNumber;
  for (let k = 0; k < played; k++) pos.undo();
  // Latest branch point first, so that each 変化 block attaches to the right line.
  for (const b of branches.reverse()) {
    const replay = b.number - pos.moveNumber;
    const moves: RecordNode[] = [];
    // Walk from the line's first node to the branch point.
    let n: RecordNode | undefined = parent.children[index];
    for (let k = 0; k < replay && n !== undefined; k++) {
      moves.push(n);
      n = n.children[0];
    }
    for (const m of moves) if (m.move !== null) pos.playOrThrow(m.move);
    for (let k = 1; k < b.parent.children.length; k++) {
      out.push("");
      out.push(`変化：${String(b.number)}手`);
      writeLine(pos, b.parent, k, b.totals, out, options);
    }
    for (let k = 0; k < moves.length; k++) pos.undo();
  }
  return { last };
}

/** Writes a KIF-style record. Throws when a move of the record is not legal. */
export function writeKif(record: GameRecord, options: WriteOptions = {}): string {
  const m = record.metadata;
  const out: string[] = ["#KIF version=2.0 encoding=UTF-8", "手合割：大大将棋"];
  const add = (key: string, value: string | undefined): void => {
    if (value !== undefined) out.push(`${key}：${oneLine(value)}`);
  };
  add("開始日時", m.date);
  add("棋戦", m.event);
  add("場所", m.site);
  add("持ち時間", m.timeControl);
  add("先手", m.black);
  add("後手", m.white);
  const rules = RULE_TAGS.filter(([k]) => m.rules[k] !== undefined).map(([k]) => `${k}=${String(m.rules[k])}`);
  if (rules.length > 0) add("ルール", rules.join(", "));
  const word = TERMINATION_WORDS.find(([, t]) => t === m.termination);
  if (m.termination !== undefined && word === undefined) add("終局理由", m.termination);
  for (const [k, v] of Object.entries(m.tags)) add(oneLine(k).replace(/[：:]/g, "_"), v);
  const pos = startPosition(record);
  if (record.startDsfen !== null) {
    out.push(...writeBoard(pos.setup()));
    out.push(pos.turn === "black" ? "先手番" : "後手番");
    out.push(`手数＝${String(pos.moveNumber - 1)}`);
  }
  commentLines(record.root.comments, out);
  out.push("手数----指手---------消費時間--");
  const body: string[] = [];
  const { last } = writeLine(pos, record.root, 0, { black: 0, white: 0 }, body, options);
  // Main line first, then the termination and summary, then the variation blocks.
  const firstVariation = body.findIndex((l) => l.startsWith("変化："));
  const mainPart = firstVariation < 0 ? body : body.slice(0, firstVariation - 1);
  const rest = firstVariation < 0 ? [] : body.slice(firstVariation - 1);
  out.push(...mainPart);
  if (word !== undefined) out.push(`${String(last).padStart(4, " ")} ${word[0]}`);
  const r = m.result;
  if (r !== undefined) {
    const n = String(last - 1);
    const summary = r === "1-0" ? "先手の勝ち" : r === "0-1" ? "後手の勝ち" : r === "1/2-1/2" ? "引き分け" : "中断";
    out.push(`まで${n}手で${summary}`);
  }
  out.push(...rest);
  return `${out.join("\n")}\n`;
}
