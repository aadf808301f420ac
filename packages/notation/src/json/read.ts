/**
 * Reader of the JSON record (docs/formats/json.md): a located JSON parse (Peggy), a check
 * of the structure with located diagnostics, then the usual replay of the moves.
 */
import { Position } from "@daidai/core";
import { positionFromStart, sharedInitialPosition } from "../core-adapter.js";
import { DiagnosticList, quote } from "../diagnostics.js";
import { parseLocatedJson } from "./located.js";
import { RULE_TAGS, setRuleOption } from "../metadata.js";
import { METADATA_STRING_FIELDS, NO_COMMENTS, createRecord, isGameResult, type GameRecord } from "../record.js";
import { parseWithRecovery } from "../recovery.js";
import { replayMainLine, synPly, type SynPly } from "../replay.js";
import type { JsonValue, Loc } from "../syntax.js";
import { normalStart } from "../tree.js";
import { JSON_FORMAT, JSON_VERSION } from "./write.js";

type JsonObject = Extract<JsonValue, { type: "object" }>;

/** The value of a key; of its last occurrence when it is given twice (as JSON.parse does). */
function member(obj: JsonObject, key: string): JsonValue | undefined {
  return obj.members.findLast((m) => m.key.value === key)?.value;
}

/** Warns about each key given again later in the object (the last one is kept). */
function checkDuplicates(obj: JsonObject, where: string, diagnostics: DiagnosticList): void {
  if (obj.members.length < 2) return;
  const last = new Map<string, number>();
  obj.members.forEach((m, i) => last.set(m.key.value, i));
  if (last.size === obj.members.length) return;
  obj.members.forEach((m, i) => {
    if (last.get(m.key.value) !== i) diagnostics.warning(`key ${quote(m.key.value)} in ${where} is given again later: this value is not kept, the last one is`, m.key.loc);
  });
}

function checkKeys(obj: JsonObject, allowed: readonly string[], where: string, diagnostics: DiagnosticList): void {
  for (const m of obj.members) {
    if (!allowed.includes(m.key.value)) diagnostics.warning(`unknown key ${quote(m.key.value)} in ${where} ignored`, m.key.loc);
  }
  checkDuplicates(obj, where, diagnostics);
}

/**
 * The number of object keys in a JSON text: strings followed by `:`. More than the parsed
 * value has means a key is given twice (JSON.parse keeps one without a word).
 */
function keysInText(text: string): number {
  let keys = 0;
  const token = /"(?:[^"\\]|\\.)*"(\s*:)?|[^"]+/gy;
  for (let m = token.exec(text); m !== null; m = token.exec(text)) if (m[1] !== undefined) keys++;
  return keys;
}

/** The strings of a JSON array (undefined when absent, wrong or empty: no empty array per move). */
function stringList(value: JsonValue | undefined, what: string, diagnostics: DiagnosticList): string[] | undefined {
  if (value === undefined) return undefined;
  if (value.type !== "array") {
    diagnostics.error(`${what} must be an array of strings`, value.loc);
    return undefined;
  }
  if (value.items.length === 0) return undefined;
  const out: string[] = [];
  for (const item of value.items) {
    if (item.type === "string") out.push(item.value);
    else diagnostics.error(`${what} must contain strings only`, item.loc);
  }
  return out.length === 0 ? undefined : out;
}

const NODE_KEYS = ["move", "moveNumber", "commentsBefore", "comments", "timeSpentMs", "nags", "bookmark", "variations"];

/** Reads one move object into a ply (its variations are left to the caller). */
function readPly(item: Extract<JsonValue, { type: "object" }>, diagnostics: DiagnosticList): SynPly | undefined {
  checkKeys(item, NODE_KEYS, "a move", diagnostics);
  const move = member(item, "move");
  if (move?.type !== "string") {
    diagnostics.error("a move object needs \"move\": a move string such as \"9l9k\"; the rest of this line is not read", move?.loc ?? item.loc);
    return undefined;
  }
  const ply = synPly(move.value, move.loc);
  ply.commentsBefore = stringList(member(item, "commentsBefore"), "commentsBefore", diagnostics);
  ply.comments = stringList(member(item, "comments"), "comments", diagnostics);
  const time = member(item, "timeSpentMs");
  if (time !== undefined) {
    if (time.type === "number" && Number.isInteger(time.value) && time.value >= 0) ply.timeSpentMs = time.value;
    else diagnostics.error("timeSpentMs must be a non-negative integer", time.loc);
  }
  const nags = member(item, "nags");
  if (nags !== undefined) {
    const list = nags.type === "array" ? nags.items : [];
    const ok = nags.type === "array" && list.every((n) => n.type === "number" && Number.isInteger(n.value) && n.value >= 1 && n.value <= 255);
    if (ok) ply.nags = list.map((n) => (n.type === "number" ? n.value : 0));
    else diagnostics.error("nags must be an array of integers from 1 to 255", nags.loc);
  }
  const bookmark = member(item, "bookmark");
  if (bookmark !== undefined) {
    if (bookmark.type === "string") ply.bookmark = bookmark.value;
    else diagnostics.error("bookmark must be a string", bookmark.loc);
  }
  return ply;
}

/** Reads a line of move objects with its variations (iteratively: any depth). */
function readLine(value: JsonValue, diagnostics: DiagnosticList): SynPly[] {
  const top: SynPly[] = [];
  const work: { value: JsonValue; out: SynPly[] }[] = [{ value, out: top }];
  for (let w = work.pop(); w !== undefined; w = work.pop()) {
    if (w.value.type !== "array") {
      diagnostics.error("a line of moves must be an array of move objects", w.value.loc);
      continue;
    }
    for (const item of w.value.items) {
      if (item.type !== "object") {
        diagnostics.error("expected a move object such as {\"move\": \"9l9k\"}; the rest of this line is not read", item.loc);
        break;
      }
      const ply = readPly(item, diagnostics);
      if (ply === undefined) break;
      const variations = member(item, "variations");
      if (variations !== undefined) {
        if (variations.type !== "array") diagnostics.error("variations must be an array of lines", variations.loc);
        else {
          for (const v of variations.items) {
            const out: SynPly[] = [];
            (ply.variations ??= []).push(out);
            work.push({ value: v, out });
          }
        }
      }
      w.out.push(ply);
    }
  }
  return top;
}

const NO_LOC = { offset: 0, line: 1, column: 1, endOffset: 0, endLine: 1, endColumn: 1 };

/** A value from JSON.parse as a {@link JsonValue} without locations (the fast path; iterative). */
function unlocated(value: unknown, counted: { keys: number }): JsonValue {
  const convert = (v: unknown, fill: (j: JsonValue) => void): void => {
    if (v === null) fill({ type: "null", loc: NO_LOC });
    else if (Array.isArray(v)) {
      const items: JsonValue[] = new Array<JsonValue>(v.length);
      fill({ type: "array", items, loc: NO_LOC });
      v.forEach((x: unknown, i) => work.push([x, (j) => (items[i] = j)]));
    } else if (typeof v === "string") fill({ type: "string", value: v, loc: NO_LOC });
    else if (typeof v === "number") fill({ type: "number", value: v, loc: NO_LOC });
    else if (typeof v === "boolean") fill({ type: "boolean", value: v, loc: NO_LOC });
    else {
      const members: { key: { value: string; loc: Loc }; value: JsonValue }[] = [];
      fill({ type: "object", members, loc: NO_LOC });
      const entries = Object.entries(v as Record<string, unknown>);
      counted.keys += entries.length;
      for (const [k, x] of entries) {
        const m = { key: { value: k, loc: NO_LOC }, value: { type: "null", loc: NO_LOC } as JsonValue };
        members.push(m);
        work.push([x, (j) => (m.value = j)]);
      }
    }
  };
  const work: [unknown, (j: JsonValue) => void][] = [];
  let result: JsonValue = { type: "null", loc: NO_LOC };
  convert(value, (j) => (result = j));
  // Every value is filled into its own slot, so the order of the work does not matter.
  for (let w = work.pop(); w !== undefined; w = work.pop()) convert(w[0], w[1]);
  return result;
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
    return readJsonValue(parseWithRecovery(parseLocatedJson, text, diagnostics, "JSON"), diagnostics);
  }
  const quick = new DiagnosticList();
  const counted = { keys: 0 };
  const record = readJsonValue(unlocated(plain, counted), quick);
  if (quick.items.length === 0 && counted.keys === keysInText(text)) return record;
  return readJsonValue(parseWithRecovery(parseLocatedJson, text, diagnostics, "JSON"), diagnostics);
}

function readJsonValue(top: JsonValue | undefined, diagnostics: DiagnosticList): GameRecord {
  const record = createRecord();
  if (top === undefined) return record;
  if (top.type !== "object") {
    diagnostics.error(`expected a JSON object with "format": "${JSON_FORMAT}"`, top.loc);
    return record;
  }
  checkKeys(top, ["format", "version", "metadata", "start", "comments", "commentsBefore", "bookmark", "moves"], "the record", diagnostics);
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
    checkKeys(meta, [...METADATA_STRING_FIELDS, "result", "terminationTimeMs", "rules", "tags"], "metadata", diagnostics);
    const endTime = member(meta, "terminationTimeMs");
    if (endTime !== undefined) {
      if (endTime.type === "number" && Number.isInteger(endTime.value) && endTime.value >= 0) record.metadata.terminationTimeMs = endTime.value;
      else diagnostics.error("metadata.terminationTimeMs must be a non-negative integer", endTime.loc);
    }
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
      checkDuplicates(rules, "metadata.rules", diagnostics);
      for (const m of rules.members) {
        const rule = RULE_TAGS.find(([k]) => k === m.key.value);
        const v = m.value;
        if (rule === undefined) {
          diagnostics.error(`unknown rule option ${quote(m.key.value)}: expected one of ${RULE_TAGS.map(([k]) => k).join(", ")}`, m.key.loc);
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
      checkDuplicates(tags, "metadata.tags", diagnostics);
      for (const m of tags.members) {
        if (m.value.type === "string") record.metadata.tags[m.key.value] = m.value.value;
        else diagnostics.error(`tag ${quote(m.key.value)} must be a string`, m.value.loc);
      }
    } else if (tags !== undefined) diagnostics.error("metadata.tags must be an object", tags.loc);
  }
  record.root.comments = stringList(member(top, "comments"), "comments", diagnostics) ?? NO_COMMENTS;
  record.root.commentsBefore = stringList(member(top, "commentsBefore"), "commentsBefore", diagnostics) ?? NO_COMMENTS;
  const bookmark = member(top, "bookmark");
  if (bookmark?.type === "string") record.root.bookmark = bookmark.value;
  else if (bookmark !== undefined) diagnostics.error("bookmark must be a string", bookmark.loc);
  const moves = member(top, "moves");
  const plies = moves === undefined ? [] : readLine(moves, diagnostics);
  const start = member(top, "start");
  let pos: Position;
  if (start !== undefined && start.type === "string") {
    const p = positionFromStart(start.value, record.metadata.rules);
    if (!p.ok) {
      diagnostics.error(`bad start position: ${p.error}; the moves are not read`, start.loc);
      return record;
    }
    for (const w of p.warnings ?? []) diagnostics.warning(w.message, start.loc);
    pos = p.value;
    record.startDsfen = normalStart(pos);
  } else {
    if (start !== undefined && start.type !== "null") {
      diagnostics.error("bad start position: start must be a DSFEN string or null; the moves are not read", start.loc);
      return record;
    }
    pos = sharedInitialPosition(record.metadata.rules);
  }
  replayMainLine(pos, record, plies, diagnostics, "movestring");
  return record;
}
