/**
 * Reader of the PGN-style western record (docs/formats/pgn.md).
 */
import { Position } from "@daidai/core";
import { parse } from "../../generated/pgn.js";
import type { DiagnosticList } from "../diagnostics.js";
import { RULE_TAGS, setRuleOption } from "../metadata.js";
import { createRecord, isGameResult, type GameRecord, type RecordMetadata } from "../record.js";
import { parseWithRecovery } from "../recovery.js";
import { replayMainLine, synPly, type SynPly } from "../replay.js";
import type { PgnElement, PgnTag } from "../syntax.js";
import { normalStart } from "../tree.js";

const STRING_TAGS: Record<string, "event" | "site" | "date" | "black" | "white" | "termination" | "timeControl"> = {
  Event: "event",
  Site: "site",
  Date: "date",
  Black: "black",
  White: "white",
  Termination: "termination",
  TimeControl: "timeControl",
};

const EMT = /^\[%emt (\d+):(\d\d):(\d\d)(?:\.(\d{3}))?\]$/;

/** Milliseconds of a `[%emt h:mm:ss(.mmm)]` comment, or undefined. */
function emtOf(text: string): number | undefined {
  const m = EMT.exec(text);
  if (m === null) return undefined;
  return ((Number(m[1]) * 60 + Number(m[2])) * 60 + Number(m[3])) * 1000 + Number(m[4] ?? "0");
}

function applyTag(tag: PgnTag, record: GameRecord, diagnostics: DiagnosticList): { position?: PgnTag } {
  if (!tag.closed) diagnostics.error(`unterminated tag [${tag.name} …: expected '"' and ']'`, tag.loc);
  const meta: RecordMetadata = record.metadata;
  const field = STRING_TAGS[tag.name];
  if (field !== undefined) {
    meta[field] = tag.value;
    return {};
  }
  if (tag.name === "Result") {
    if (isGameResult(tag.value)) meta.result = tag.value;
    else diagnostics.error(`bad result '${tag.value}': expected 1-0, 0-1, 1/2-1/2 or *`, tag.loc);
    return {};
  }
  if (tag.name === "Variant") {
    if (!/^dai\s*dai(\s*shogi)?$/i.test(tag.value)) diagnostics.warning(`variant '${tag.value}' is not Dai Dai Shogi; reading it as dai dai shogi`, tag.loc);
    return {};
  }
  if (tag.name === "Position") return { position: tag };
  const rule = RULE_TAGS.find(([, name]) => name === tag.name);
  if (rule !== undefined) {
    const error = setRuleOption(meta.rules, rule[0], tag.value);
    if (error !== undefined) diagnostics.error(`bad ${tag.name} tag: ${error}`, tag.loc);
    return {};
  }
  meta.tags[tag.name] = tag.value;
  return {};
}

interface LineResult {
  plies: SynPly[];
  leading: string[];
  result?: { value: string; loc: PgnElement["loc"] };
}

function buildLine(elements: readonly PgnElement[], top: boolean, diagnostics: DiagnosticList): LineResult {
  const out: LineResult = { plies: [], leading: [] };
  let last: SynPly | undefined;
  let pending: string[] = [];
  let number: { number: number; loc: PgnElement["loc"] } | undefined;
  for (const el of elements) {
    if (out.result !== undefined && el.type !== "comment") {
      diagnostics.error("unexpected text after the result; expected the end of the game", el.loc);
      break;
    }
    switch (el.type) {
      case "comment": {
        if (!el.closed) diagnostics.error("unterminated comment: expected '}'", el.loc);
        const ms = emtOf(el.text);
        if (ms !== undefined && last !== undefined && pending.length === 0) {
          last.timeSpentMs = ms;
        } else if (last === undefined || pending.length > 0) {
          pending.push(el.text);
        } else {
          last.comments.push(el.text);
        }
        break;
      }
      case "variation": {
        if (!el.closed) diagnostics.error("unterminated variation: expected ')'", el.loc);
        const inner = buildLine(el.elements, false, diagnostics);
        if (last === undefined) {
          diagnostics.error(`a variation must follow the move it replaces; its ${String(inner.plies.length)} move(s) are not read`, el.loc);
          break;
        }
        if (inner.plies.length === 0) {
          diagnostics.warning("empty variation ignored", el.loc);
          break;
        }
        last.variations.push(inner.plies);
        break;
      }
      case "number":
        number = { number: el.number, loc: el.loc };
        break;
      case "result":
        if (top) out.result = { value: el.result, loc: el.loc };
        else diagnostics.error(`a result (${el.result}) cannot stand inside a variation`, el.loc);
        break;
      case "move": {
        const ply = synPly(el.text, el.loc);
        if (number !== undefined) ply.pgnNumber = number;
        number = undefined;
        if (last === undefined) out.leading = pending;
        else last.comments.push(...pending);
        pending = [];
        if (last === undefined && !top) ply.commentsBefore = out.leading.splice(0);
        out.plies.push(ply);
        last = ply;
        break;
      }
      case "junk":
        diagnostics.error(`unexpected '${el.text}': expected a move, a move number, {comment}, (variation) or result`, el.loc);
        break;
    }
  }
  if (last === undefined) out.leading.push(...pending);
  else last.comments.push(...pending);
  return out;
}

/** Reads a PGN-style record. */
export function readPgn(text: string, diagnostics: DiagnosticList): GameRecord {
  const record = createRecord();
  const syntax = parseWithRecovery((t) => parse(t), text, diagnostics, "PGN");
  if (syntax === undefined) return record;
  let positionTag: PgnTag | undefined;
  for (const tag of syntax.tags) {
    const r = applyTag(tag, record, diagnostics);
    if (r.position !== undefined) positionTag = r.position;
  }
  const line = buildLine(syntax.elements, true, diagnostics);
  record.root.comments = line.leading;
  if (line.result !== undefined) {
    const token = line.result.value;
    const tagged = record.metadata.result;
    if (tagged !== undefined && tagged !== token) {
      diagnostics.warning(`the result ${token} differs from the Result tag (${tagged}); keeping the tag`, line.result.loc);
    } else if (tagged === undefined && token !== "*" && isGameResult(token)) {
      record.metadata.result = token;
    }
  }
  let pos: Position;
  try {
    if (positionTag !== undefined) {
      pos = Position.fromDsfenOrThrow(positionTag.value, record.metadata.rules);
      record.startDsfen = normalStart(pos);
    } else {
      pos = Position.initial(record.metadata.rules);
    }
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    diagnostics.error(`bad starting position: ${reason}; the ${String(line.plies.length)} move(s) are not read`, positionTag?.loc);
    return record;
  }
  replayMainLine(pos, record, line.plies, diagnostics);
  return record;
}
