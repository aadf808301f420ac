/**
 * The record written as KIF, PGN or JSON for the widget's menu (notation's writers). The
 * widget imports this module on first use of the menu: in the ES module bundle it is a
 * separate file, so pages that never copy a record never load the writers.
 */
import { NO_CHILDREN, addChild, writeRecord, type GameRecord, type RecordNode } from "@daidai/notation";
import type { RecordLike, RecordNodeLike } from "./record-types.js";

/** The formats the menu copies a record as. */
export type CopyFormat = "kif" | "pgn" | "json";

/**
 * A notation record with the content of `record`, which may be a hand-built object of the
 * same shape with fields left out (walked without recursion).
 */
export function toGameRecord(record: RecordLike): GameRecord {
  const copy = (node: RecordNodeLike): RecordNode => {
    const out: RecordNode = { move: node.move, commentsBefore: [...(node.commentsBefore ?? [])], comments: [...(node.comments ?? [])], children: NO_CHILDREN };
    if (node.moveNumber !== undefined) out.moveNumber = node.moveNumber;
    if (node.timeSpentMs !== undefined) out.timeSpentMs = node.timeSpentMs;
    const extra = node as { nags?: number[]; bookmark?: string };
    if (extra.nags !== undefined) out.nags = [...extra.nags];
    if (extra.bookmark !== undefined) out.bookmark = extra.bookmark;
    return out;
  };
  const root = copy(record.root);
  const stack: [RecordNodeLike, RecordNode][] = [[record.root, root]];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [from, to] = top;
    for (const child of from.children) {
      const made = copy(child);
      addChild(to, made);
      stack.push([child, made]);
    }
  }
  // A hand-built record may hold any text as its result: the writers check what they write.
  const metadata = (record.metadata ?? {}) as Partial<GameRecord["metadata"]>;
  return { metadata: { ...metadata, rules: { ...metadata.rules }, tags: { ...metadata.tags } }, startDsfen: record.startDsfen, root };
}

/** The record as text of `format` (throws when a move of it is not legal, or KIF cannot hold its header). */
export function writeAs(record: RecordLike, format: CopyFormat): string {
  return writeRecord(toGameRecord(record), format);
}
