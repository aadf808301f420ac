/**
 * Writer of the JSON record (docs/formats/json.md, schema/record.schema.json).
 */
import { moveToString } from "@daidai/core";
import { METADATA_STRING_FIELDS, type GameRecord, type RecordNode } from "../record.js";

/** Format name and version written in every JSON record. */
export const JSON_FORMAT = "daidai-record";
export const JSON_VERSION = 1;

type JsonNode = Record<string, unknown>;

function nodeJson(node: RecordNode, alternatives: readonly RecordNode[]): JsonNode {
  const out: JsonNode = { move: node.move === null ? null : moveToString(node.move) };
  if (node.moveNumber !== undefined) out.moveNumber = node.moveNumber;
  if (node.commentsBefore.length > 0) out.commentsBefore = node.commentsBefore;
  if (node.comments.length > 0) out.comments = node.comments;
  if (node.timeSpentMs !== undefined) out.timeSpentMs = node.timeSpentMs;
  if (alternatives.length > 0) out.variations = alternatives.map((a) => lineJson(a));
  return out;
}

/** The line starting at `first` (its alternatives are written by the caller). */
function lineJson(first: RecordNode): JsonNode[] {
  const out: JsonNode[] = [];
  let node: RecordNode | undefined = first;
  let alternatives: readonly RecordNode[] = [];
  while (node !== undefined) {
    out.push(nodeJson(node, alternatives));
    alternatives = node.children.slice(1);
    node = node.children[0];
  }
  return out;
}

/** The JSON value of a record. */
export function recordToJson(record: GameRecord): Record<string, unknown> {
  const m = record.metadata;
  const metadata: Record<string, unknown> = {};
  for (const f of METADATA_STRING_FIELDS) if (m[f] !== undefined) metadata[f] = m[f];
  if (m.result !== undefined) metadata.result = m.result;
  metadata.rules = m.rules;
  metadata.tags = m.tags;
  const out: Record<string, unknown> = { format: JSON_FORMAT, version: JSON_VERSION, metadata, start: record.startDsfen };
  if (record.root.commentsBefore.length > 0) out.commentsBefore = record.root.commentsBefore;
  if (record.root.comments.length > 0) out.comments = record.root.comments;
  const first = record.root.children[0];
  const moves = first === undefined ? [] : lineJson(first);
  const firstJson = moves[0];
  if (firstJson !== undefined && record.root.children.length > 1) {
    firstJson.variations = record.root.children.slice(1).map((a) => lineJson(a));
  }
  out.moves = moves;
  return out;
}

/** Writes a JSON record (2-space indentation). */
export function writeJson(record: GameRecord): string {
  return `${JSON.stringify(recordToJson(record), null, 2)}\n`;
}
