/**
 * Reader of the KIF-style Japanese record (docs/formats/kif.md).
 */
import { Position } from "@daidai/core";
import { parse } from "../../generated/kif.js";
import type { DiagnosticList } from "../diagnostics.js";
import { RULE_TAGS, setRuleOption } from "../metadata.js";
import { createRecord, type GameRecord, type GameResult, type RecordMetadata } from "../record.js";
import { parseWithRecovery } from "../recovery.js";
import { replayMainLine, synPly, type SynPly } from "../replay.js";
import { normalStart } from "../tree.js";
import type { Loc } from "../syntax.js";
import { dsfenOfBoard, readBoardRow } from "./board.js";
import { TERMINATION_WORDS } from "./terminations.js";

const HEADER_FIELDS: Record<string, "event" | "site" | "date" | "black" | "white" | "termination" | "timeControl"> = {
  棋戦: "event",
  場所: "site",
  開始日時: "date",
  先手: "black",
  下手: "black",
  後手: "white",
  上手: "white",
  終局理由: "termination",
  持ち時間: "timeControl",
};

/** Result of a `まで…` summary line, or undefined. */
function resultOfSummary(text: string): GameResult | undefined {
  if (/(先手|下手)の(勝ち|反則勝ち)/.test(text) || /(後手|上手)の反則負け/.test(text)) return "1-0";
  if (/(後手|上手)の(勝ち|反則勝ち)/.test(text) || /(先手|下手)の反則負け/.test(text)) return "0-1";
  if (/千日手|引き分け|持将棋/.test(text)) return "1/2-1/2";
  if (/中断/.test(text)) return "*";
  return undefined;
}

function applyHeader(key: string, value: string, loc: Loc, meta: RecordMetadata, diagnostics: DiagnosticList): void {
  if (key === "手合割") {
    if (!value.includes("大大将棋")) diagnostics.warning(`手合割 '${value}' is not 大大将棋; reading it as dai dai shogi`, loc);
    return;
  }
  if (/^[先後上下]手の持駒$/.test(key)) {
    if (value !== "なし" && value !== "") diagnostics.warning(`${key}: dai dai shogi has no pieces in hand; ignored`, loc);
    return;
  }
  const field = HEADER_FIELDS[key];
  if (field !== undefined) {
    meta[field] = value;
    return;
  }
  if (key === "ルール") {
    for (const part of value.split(/[,、]/).map((p) => p.trim()).filter((p) => p !== "")) {
      const [name = "", option = ""] = part.split("=").map((p) => p.trim());
      const rule = RULE_TAGS.find(([k, tag]) => k === name || tag === name);
      if (rule === undefined) {
        diagnostics.error(`unknown rule option '${name}': expected one of ${RULE_TAGS.map(([k]) => k).join(", ")}`, loc);
        continue;
      }
      const error = setRuleOption(meta.rules, rule[0], option);
      if (error !== undefined) diagnostics.error(`bad ルール entry '${part}': ${error}`, loc);
    }
    return;
  }
  meta.tags[key] = value;
}

interface Line {
  plies: SynPly[];
  start: number;
  /** Where new comments go: pending before the first move. */
  pending: string[];
}

/** Reads a KIF-style record. */
export function readKif(text: string, diagnostics: DiagnosticList): GameRecord {
  const record = createRecord();
  const lines = parseWithRecovery((t) => parse(t), text, diagnostics, "KIF") ?? [];
  const meta = record.metadata;
  const boardRows: (string | null)[][] = [];
  let boardLoc: Loc | undefined;
  let side: "b" | "w" = "b";
  let moveCount = 0;
  const main: Line = { plies: [], start: -1, pending: [] };
  const allLines: Line[] = [main];
  let current: Line | undefined = main;
  let detached = 0;
  let comment: string[] | undefined;
  let terminationSeen = false;

  const flushComment = (): void => {
    if (comment === undefined) return;
    const text = comment.join("\n");
    comment = undefined;
    if (current === undefined) return;
    const last = current.plies[current.plies.length - 1];
    if (last === undefined) current.pending.push(text);
    else last.comments.push(text);
  };

  for (const line of lines) {
    if (line.type !== "comment") flushComment();
    switch (line.type) {
      case "blank":
      case "fileComment":
      case "boardDecoration":
        break;
      case "comment":
        (comment ??= []).push(line.text);
        break;
      case "header":
        applyHeader(line.key, line.value, line.loc, meta, diagnostics);
        break;
      case "boardRow": {
        boardLoc ??= line.loc;
        const row = readBoardRow(line.cells);
        if (typeof row === "string") diagnostics.error(`board diagram: ${row}`, line.loc);
        else if (row.length !== 17) diagnostics.error(`board diagram: a row must have 17 squares, found ${String(row.length)}`, line.loc);
        else boardRows.push(row);
        break;
      }
      case "turn":
        side = line.color === "black" ? "b" : "w";
        break;
      case "moveCount":
        moveCount = line.count;
        break;
      case "summary": {
        const r = resultOfSummary(line.text);
        if (r === undefined) diagnostics.warning(`summary line not understood: 'まで${line.text}'`, line.loc);
        else meta.result ??= r;
        break;
      }
      case "variation": {
        const target = [...allLines].reverse().find((l) => l.start >= 0 && line.number >= l.start && line.number < l.start + l.plies.length);
        const ply = target?.plies[line.number - (target.start)];
        if (ply === undefined) {
          diagnostics.error(`変化：${String(line.number)}手 does not match a move of an earlier line; its moves are not read`, line.loc);
          current = undefined;
          break;
        }
        const v: Line = { plies: [], start: line.number, pending: [] };
        ply.variations.push(v.plies);
        allLines.push(v);
        current = v;
        break;
      }
      case "move": {
        if (current === undefined) {
          detached++;
          break;
        }
        const word = TERMINATION_WORDS.find(([w]) => w === line.text);
        if (word !== undefined) {
          if (current === main) {
            meta.termination = word[1];
            terminationSeen = true;
          } else {
            diagnostics.warning(`${word[0]} in a variation is ignored (only the main line's ending is kept)`, line.loc);
          }
          break;
        }
        if (current === main && terminationSeen) {
          diagnostics.error(`move ${String(line.number)} after the end of the game (${meta.termination ?? ""}); it is not read`, line.loc);
          break;
        }
        if (current.start < 0) current.start = line.number;
        const expected = current.start + current.plies.length;
        if (line.number !== expected) diagnostics.warning(`move number ${String(line.number)} should be ${String(expected)}`, line.loc);
        const ply = synPly(line.text, line.textLoc);
        if (current.plies.length === 0 && current !== main) ply.commentsBefore = current.pending.splice(0);
        if (line.time !== null) ply.timeSpentMs = (line.time.minutes * 60 + line.time.seconds) * 1000;
        current.plies.push(ply);
        break;
      }
      case "junk":
        diagnostics.error(`line not understood: '${line.text.slice(0, 40)}'; expected a header (key：value), a move line, a *comment or 変化：N手`, line.loc);
        break;
    }
  }
  flushComment();
  if (detached > 0) diagnostics.warning(`${String(detached)} move line(s) of unattached variations were skipped`);
  record.root.comments = main.pending;

  let pos: Position;
  try {
    if (boardRows.length > 0 || boardLoc !== undefined) {
      if (boardRows.length !== 17) throw new Error(`the board diagram must have 17 rows, found ${String(boardRows.length)}`);
      pos = Position.fromDsfenOrThrow(dsfenOfBoard(boardRows, side, moveCount + 1), meta.rules);
      record.startDsfen = normalStart(pos);
    } else {
      pos = Position.initial(meta.rules);
    }
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    record.startDsfen = null;
    diagnostics.error(`bad starting position: ${reason}; the moves are not read`, boardLoc);
    return record;
  }
  if (main.start >= 0 && main.start !== pos.moveNumber && main.plies[0] !== undefined) {
    diagnostics.warning(`the first move is numbered ${String(main.start)} but the position's next move is ${String(pos.moveNumber)}`, main.plies[0].loc);
  }
  replayMainLine(pos, record, main.plies, diagnostics);
  return record;
}
