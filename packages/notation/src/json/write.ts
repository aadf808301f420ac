/**
 * Writer of the JSON record (docs/formats/json.md, schema/record.schema.json). Iterative
 * throughout, and its size grows linearly with the nesting of variations: indentation
 * stops growing after {@link MAX_INDENT_LEVEL} levels, and an object or array holding no
 * object or array is written on one line.
 */
import { moveToString } from "@daidai/core";
import { METADATA_STRING_FIELDS, type GameRecord, type RecordNode } from "../record.js";

/** Format name and version written in every JSON record. */
export const JSON_FORMAT = "daidai-record";
export const JSON_VERSION = 1;

/** Deepest level that gets its own indentation. */
export const MAX_INDENT_LEVEL = 8;

type JsonNode = Record<string, unknown>;

function nodeJson(node: RecordNode): JsonNode {
  const out: JsonNode = { move: node.move === null ? null : moveToString(node.move) };
  if (node.moveNumber !== undefined) out.moveNumber = node.moveNumber;
  if (node.commentsBefore.length > 0) out.commentsBefore = node.commentsBefore;
  if (node.comments.length > 0) out.comments = node.comments;
  if (node.timeSpentMs !== undefined) out.timeSpentMs = node.timeSpentMs;
  if (node.nags !== undefined && node.nags.length > 0) out.nags = node.nags;
  if (node.bookmark !== undefined) out.bookmark = node.bookmark;
  return out;
}

/**
 * The JSON lines of the tree: the line starting at `first`, each move's alternatives as
 * its `variations` (built with an explicit stack: any depth).
 */
function lineJson(first: RecordNode, firstAlternatives: readonly RecordNode[]): JsonNode[] {
  const top: JsonNode[] = [];
  const work: { first: RecordNode; alternatives: readonly RecordNode[]; out: JsonNode[] }[] = [{ first, alternatives: firstAlternatives, out: top }];
  for (let w = work.pop(); w !== undefined; w = work.pop()) {
    let node: RecordNode | undefined = w.first;
    let alternatives = w.alternatives;
    while (node !== undefined) {
      const json = nodeJson(node);
      if (alternatives.length > 0) {
        json.variations = alternatives.map((a) => {
          const out: JsonNode[] = [];
          work.push({ first: a, alternatives: [], out });
          return out;
        });
      }
      w.out.push(json);
      alternatives = node.children.slice(1);
      node = node.children[0];
    }
  }
  return top;
}

/** The JSON value of a record. */
export function recordToJson(record: GameRecord): Record<string, unknown> {
  const m = record.metadata;
  const metadata: Record<string, unknown> = {};
  for (const f of METADATA_STRING_FIELDS) if (m[f] !== undefined) metadata[f] = m[f];
  if (m.result !== undefined) metadata.result = m.result;
  if (m.terminationTimeMs !== undefined) metadata.terminationTimeMs = m.terminationTimeMs;
  metadata.rules = m.rules;
  metadata.tags = m.tags;
  const out: Record<string, unknown> = { format: JSON_FORMAT, version: JSON_VERSION, metadata, start: record.startDsfen };
  if (record.root.commentsBefore.length > 0) out.commentsBefore = record.root.commentsBefore;
  if (record.root.comments.length > 0) out.comments = record.root.comments;
  if (record.root.bookmark !== undefined) out.bookmark = record.root.bookmark;
  const first = record.root.children[0];
  out.moves = first === undefined ? [] : lineJson(first, []);
  const firstJson = (out.moves as JsonNode[])[0];
  if (firstJson !== undefined && record.root.children.length > 1) {
    firstJson.variations = record.root.children.slice(1).map((a) => lineJson(a, []));
  }
  return out;
}

function isContainer(v: unknown): v is object {
  return typeof v === "object" && v !== null;
}

/**
 * JSON text of a value built from plain objects, arrays, strings, numbers, booleans and
 * null, without recursion: containers of scalars on one line, others one member per line.
 */
export function stringifyJson(value: unknown, options: { compact?: boolean; level?: number } = {}): string {
  const parts: string[] = [];
  const compact = options.compact === true;
  const pad = (level: number): string => (compact ? "" : `\n${"  ".repeat(Math.min(level, MAX_INDENT_LEVEL))}`);
  type Work = { kind: "value"; value: unknown; level: number } | { kind: "text"; text: string };
  const work: Work[] = [{ kind: "value", value, level: options.level ?? 0 }];
  for (let w = work.pop(); w !== undefined; w = work.pop()) {
    if (w.kind === "text") {
      parts.push(w.text);
      continue;
    }
    const v = w.value;
    if (!isContainer(v)) {
      parts.push(v === undefined ? "null" : JSON.stringify(v));
      continue;
    }
    const entries: [string | undefined, unknown][] = Array.isArray(v)
      ? v.map((x) => [undefined, x])
      : Object.entries(v).filter(([, x]) => x !== undefined);
    const [open, close] = Array.isArray(v) ? ["[", "]"] : ["{", "}"];
    if (entries.length === 0) {
      parts.push(`${open}${close}`);
      continue;
    }
    if (entries.every(([, x]) => !isContainer(x) || Object.values(x).every((y) => !isContainer(y)))) {
      // Only scalars and containers of scalars: one line.
      parts.push(JSON.stringify(v));
      continue;
    }
    parts.push(open);
    const inner = pad(w.level + 1);
    // Pushed in reverse: the work list is a stack.
    work.push({ kind: "text", text: `${pad(w.level)}${close}` });
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, x] = entries[i] as [string | undefined, unknown];
      work.push({ kind: "value", value: x, level: w.level + 1 });
      work.push({ kind: "text", text: `${i === 0 ? "" : ","}${inner}${key === undefined ? "" : `${JSON.stringify(key)}:${compact ? "" : " "}`}` });
    }
  }
  return parts.join("");
}

/** Writes a JSON record. */
export function writeJson(record: GameRecord): string {
  return `${stringifyJson(recordToJson(record))}\n`;
}
