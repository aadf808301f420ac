/**
 * Reader of the JSON record (docs/formats/json.md): a located JSON parse (Peggy), a check
 * of the structure with located diagnostics, then the usual replay of the moves.
 */
import { Position } from "@daidai/core";
import { parse } from "../../generated/json.js";
import { DiagnosticList } from "../diagnostics.js";
import { RULE_TAGS, setRuleOption } from "../metadata.js";
import { METADATA_STRING_FIELDS, createRecord, isGameResult, type GameRecord } from "../record.js";
import { parseWithRecovery } from "../recovery.js";
import { replayMainLine, synPly, type SynPly } from "../replay.js";
import type { JsonValue } from "../syntax.js";
import { normalStart } from "../tree.js";
import { JSON_FORMAT, JSON_VERSION } from "./write.js";

type JsonObject = Extract<JsonValue, { type: "object" }>;

function member(obj: JsonObject, key: string): JsonValue | undefined {
  return obj.members.find((m) => m.key.value === key)?.value;
}

function checkKeys(obj: JsonObject, allowed: readonly string[], where: string, diagnostics: DiagnosticList): void {
  for (const m of obj.members) {
    if (!allowed.includes(m.key.value)) diagnostics.warning(`unknown key '${m.key.value}' in ${where} ignored`, m.key.loc);
  }
}

function stringList(value: JsonValue | undefined, what: string, diagnostics: DiagnosticList): string[] {
  if (value === undefined) return [];
  if (value.type !== "array") {
    diagnostics.error(`${what} must be an array of strings`, value.loc);
    return [];
  }
  const out: string[] = [];
  for (const item of value.items) {
    if (item.type === "string") out.push(item.value);
    else diagnostics.error(`${what} must contain strings only`, item.loc);
  }
  return out;
}

const NODE_KEYS = ["move", "moveNumber", "commentsBefore", "comments", "timeSpentMs", "variations"];

function readLine(value: JsonValue, diagnostics: DiagnosticList): SynPly[] {
  if (value.type !== "array") {
    diagnostics.error("a line of moves must be an array of move objects", value.loc);
    return [];
  }
  const plies: SynPly[] = [];
  for (const item of value.items) {
    if (item.type !== "object") {
      diagnostics.error("expected a move object such as {\"move\": \"9l9k\"}; the rest of this line is not read", item.loc);
      break;
    }
    checkKeys(item, NODE_KEYS, "a move", diagnostics);
    const move = member(item, "move");
    if (move?.type !== "string") {
      diagnostics.error("a move object needs \"move\": a move string such as \"9l9k\"; the rest of this line is not read", move?.loc ?? item.loc);
      break;
    }
    const ply = synPly(move.value, move.loc);
    ply.commentsBefore = stringList(member(item, "commentsBefore"), "commentsBefore", diagnostics);
    ply.comments = stringList(member(item, "comments"), "comments", diagnostics);
    const time = member(item, "timeSpentMs");
    if (time !== undefined) {
      if (time.type === "number" && Number.isInteger(time.value) && time.value >= 0) ply.timeSpentMs = time.value;
      else diagnostics.error("timeSpentMs must be a non-negative integer", time.loc);
    }
    const variations = member(item, "variations");
    if (variations !== undefined) {
      if (variations.type !== "array") diagnostics.error("variations must be an array of lines", variations.loc);
      else for (const v of variations.items) ply.variations.push(readLine(v, diagnostics));
    }
    plies.push(ply);
  }
  return plies;
}

const NO_LOC = { offset: 0, line: 1, column: 1, endOffset: 0, endLine: 1, endColumn: 1 };

/** A value from JSON.parse as a {@link JsonValue} without locations (the fast path). */
function unlocated(value: unknown): JsonValue {
  if (value === null) return { type: "null", loc: NO_LOC };
  if (Array.isArray(value)) return { type: "array", items: value.map(unlocated), loc: NO_LOC };
  switch (typeof value) {
    case "string":
      return { type: "string", value, loc: NO_LOC };
    case "number":
      return { type: "number", value, loc: NO_LOC };
    case "boolean":
      return { type: "boolean", value, loc: NO_LOC };
    default:
      return {
        type: "object",
        members: Object.entries(value as Record<string, unknown>).map(([k, v]) => ({ key: { value: k, loc: NO_LOC }, value: unlocated(v) })),
        loc: NO_LOC,
      };
  }
}

/**
 * Reads a JSON record. Fast path: JSON.parse and read; only when that finds a problem is
 * the text parsed again with the located Peggy grammar, so that every diagnostic has its
 * line and column.
 */
export function readJson(text: string, diagnostics: DiagnosticList): GameRecord {
  let plain: unknown;
  try {
    plain = JSON.parse(text);
  } catch {
    return readJsonValue(parseWithRecovery((t) => parse(t), text, diagnostics, "JSON"), diagnostics);
  }
  const quick = new DiagnosticList();
  const record = readJsonValue(unlocated(plain), quick);
  if (quick.items.length === 0) return record;
  return readJsonValue(parseWithRecovery((t) => parse(t), text, diagnostics, "JSON"), diagnostics);
}

function readJsonValue(top: JsonValue | undefined, diagnostics: DiagnosticList): GameRecord {
  const record = createRecord();
  if (top === undefined) return record;
  if (top.type !== "object") {
    diagnostics.error(`expected a JSON object with "format": "${JSON_FORMAT}"`, top.loc);
    return record;
  }
  checkKeys(top, ["format", "version", "metadata", "start", "comments", "commentsBefore", "moves"], "the record", diagnostics);
  const format = member(top, "format");
  if (format?.type !== "string" || format.value !== JSON_FORMAT) {
    diagnostics.error(`expected "format": "${JSON_FORMAT}"`, format?.loc ?? top.loc);
    return record;
  }
  const version = member(top, "version");
  if (version?.type !== "number" || version.value !== JSON_VERSION) {
    diagnostics.error(`unsupported version: expected "version": ${String(JSON_VERSION)}`, version?.loc ?? top.loc);
    return record;
  }
  const meta = member(top, "metadata");
  if (meta !== undefined && meta.type !== "object") diagnostics.error("metadata must be an object", meta.loc);
  if (meta?.type === "object") {
    checkKeys(meta, [...METADATA_STRING_FIELDS, "result", "rules", "tags"], "metadata", diagnostics);
    for (const f of METADATA_STRING_FIELDS) {
      const v = member(meta, f);
      if (v === undefined) continue;
      if (v.type === "string") record.metadata[f] = v.value;
      else diagnostics.error(`metadata.${f} must be a string`, v.loc);
    }
    const result = member(meta, "result");
    if (result !== undefined) {
      if (result.type === "string" && isGameResult(result.value)) record.metadata.result = result.value;
      else diagnostics.error("metadata.result must be \"1-0\", \"0-1\", \"1/2-1/2\" or \"*\"", result.loc);
    }
    const rules = member(meta, "rules");
    if (rules?.type === "object") {
      for (const m of rules.members) {
        const rule = RULE_TAGS.find(([k]) => k === m.key.value);
        const v = m.value;
        if (rule === undefined) {
          diagnostics.error(`unknown rule option '${m.key.value}': expected one of ${RULE_TAGS.map(([k]) => k).join(", ")}`, m.key.loc);
        } else if (v.type !== "string" && v.type !== "boolean") {
          diagnostics.error(`rule option ${rule[0]} must be a string or a boolean`, v.loc);
        } else {
          const error = setRuleOption(record.metadata.rules, rule[0], String(v.value));
          if (error !== undefined) diagnostics.error(error, v.loc);
        }
      }
    } else if (rules !== undefined) diagnostics.error("metadata.rules must be an object", rules.loc);
    const tags = member(meta, "tags");
    if (tags?.type === "object") {
      for (const m of tags.members) {
        if (m.value.type === "string") record.metadata.tags[m.key.value] = m.value.value;
        else diagnostics.error(`tag '${m.key.value}' must be a string`, m.value.loc);
      }
    } else if (tags !== undefined) diagnostics.error("metadata.tags must be an object", tags.loc);
  }
  record.root.comments = stringList(member(top, "comments"), "comments", diagnostics);
  record.root.commentsBefore = stringList(member(top, "commentsBefore"), "commentsBefore", diagnostics);
  const moves = member(top, "moves");
  const plies = moves === undefined ? [] : readLine(moves, diagnostics);
  const start = member(top, "start");
  let pos: Position;
  try {
    if (start !== undefined && start.type === "string") {
      pos = Position.fromDsfenOrThrow(start.value, record.metadata.rules);
      record.startDsfen = normalStart(pos);
    } else {
      if (start !== undefined && start.type !== "null") throw new TypeError("start must be a DSFEN string or null");
      pos = Position.initial(record.metadata.rules);
    }
  } catch (e) {
    diagnostics.error(`bad start position: ${e instanceof Error ? e.message : String(e)}; the moves are not read`, start?.loc);
    return record;
  }
  replayMainLine(pos, record, plies, diagnostics, "movestring");
  return record;
}
