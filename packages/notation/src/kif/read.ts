/**
 * Reader of the KIF-style Japanese record (docs/formats/kif.md).
 */
import { Position, type Color } from "@daidai/core";
import { parse } from "../../generated/kif.js";
import { positionFromDsfen, sharedInitialPosition } from "../core-adapter.js";
import { quote, type DiagnosticList } from "../diagnostics.js";

import { RULE_TAGS, RepeatedHeaders, formatClock, setRuleOption, tagOfKifKey } from "../metadata.js";
import { NO_COMMENTS, createRecord, type GameRecord, type GameResult, type RecordMetadata } from "../record.js";
import { Locator } from "../locator.js";
import { parseWithRecovery } from "../recovery.js";
import { plyLoc, replayMainLine, synPly, type ReplayStage, type SynPly } from "../replay.js";
import { normalStart } from "../tree.js";
import type { KifLine, Loc } from "../syntax.js";
import { dsfenOfBoard, readBoardRow } from "./board.js";
import { looseTime } from "./loose-time.js";
import { TERMINATION_WORDS, type TerminationWord } from "./terminations.js";

/** Header keys that fill a metadata field. */
export const KIF_HEADER_FIELDS: Record<string, "event" | "site" | "date" | "black" | "white" | "termination" | "timeControl"> = {
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
  if (/(先手|下手)の(勝ち|反則勝ち|入玉勝ち)/.test(text) || /(後手|上手)の(反則負け|切れ負け)/.test(text)) return "1-0";
  if (/(後手|上手)の(勝ち|反則勝ち|入玉勝ち)/.test(text) || /(先手|下手)の(反則負け|切れ負け)/.test(text)) return "0-1";
  if (/千日手|引き分け|持将棋/.test(text)) return "1/2-1/2";
  if (/中断|封じ手/.test(text)) return "*";
  return undefined;
}

function applyHeader(key: string, value: string, loc: Loc, meta: RecordMetadata, diagnostics: DiagnosticList, repeated: RepeatedHeaders): void {
  const field = KIF_HEADER_FIELDS[key];
  const fixed = key === "手合割" || key === "ルール" || /^[先後上下]手の持駒$/.test(key);
  if (!repeated.first(key, value, loc, meta, diagnostics, "header", !fixed)) return;
  if (key === "手合割") {
    if (!value.includes("大大将棋")) diagnostics.warning(`手合割 ${quote(value)} is not 大大将棋; reading it as dai dai shogi`, loc);
    return;
  }
  if (/^[先後上下]手の持駒$/.test(key)) {
    if (value !== "なし" && value !== "") diagnostics.warning(`${key}: dai dai shogi has no pieces in hand; ignored`, loc);
    return;
  }
  if (field !== undefined) {
    meta[field] = value;
    return;
  }
  if (key === "ルール") {
    for (const part of value.split(/[,、]/).map((p) => p.trim()).filter((p) => p !== "")) {
      const [name = "", option = ""] = part.split("=").map((p) => p.trim());
      const rule = RULE_TAGS.find(([k, tag]) => k === name || tag === name);
      if (rule === undefined) {
        diagnostics.error(`unknown rule option ${quote(name)}: expected one of ${RULE_TAGS.map(([k]) => k).join(", ")}`, loc);
        continue;
      }
      const error = setRuleOption(meta.rules, rule[0], option);
      if (error !== undefined) diagnostics.error(`bad ルール entry ${quote(part)}: ${error}`, loc);
    }
    return;
  }
  meta.tags[tagOfKifKey(key)] = value;
}

/** Header keys that programs also write after the moves (the game's end time). */
export const KIF_TRAILING_KEYS: ReadonlySet<string> = new Set(["終了日時"]);

interface Line {
  plies: SynPly[];
  start: number;
  /** Comments before the first move of the line. */
  pending: string[];
  /** The move this line is an alternative to (undefined: the main line). */
  owner: SynPly | undefined;
}

/** Where the ending of the main line was written. */
interface Ending {
  word: TerminationWord;
  number: number;
}

/** Reads a KIF-style record. */
export function readKif(text: string, diagnostics: DiagnosticList, stage?: ReplayStage): GameRecord {
  const record = createRecord();
  const locator = diagnostics.locator ?? new Locator(text);
  const lines: readonly KifLine[] = parseWithRecovery((t) => parse(t, { locator }), text, diagnostics, "KIF") ?? [];
  const meta = record.metadata;
  const boardRows: (string | null)[][] = [];
  let boardLoc: Loc | undefined;
  let side: "b" | "w" = "b";
  let moveCount = 0;
  const main: Line = { plies: [], start: -1, pending: [], owner: undefined };
  // Lines that a 変化 block may still branch from, innermost last (KIF writers list the
  // branches of a line latest first, so a line left for an earlier move is never needed again).
  const open: Line[] = [main];
  let current: Line | undefined = main;
  let detached = 0;
  let comment: string[] | undefined;
  let ending: Ending | undefined;
  let movesStarted = false;
  let rootBookmark: { text: string; loc: Loc } | undefined;
  const repeated = new RepeatedHeaders();
  /** The まで lines of the main line: their result and how many main-line moves came before. */
  const summaries: { result: GameResult; moves: number; text: string; loc: Loc }[] = [];

  const lastPly = (): SynPly | undefined => current?.plies[current.plies.length - 1];
  const flushComment = (): void => {
    if (comment === undefined) return;
    const text = comment.join("\n");
    comment = undefined;
    if (current === undefined) return;
    const last = lastPly();
    if (last === undefined) current.pending.push(text);
    else (last.comments ??= []).push(text);
  };

  for (const line of lines) {
    if (line.type !== "comment") flushComment();
    switch (line.type) {
      case "blank":
      case "fileComment":
        break;
      case "boardDecoration":
        if (line.digits === true && movesStarted) diagnostics.warning(`a line of full-width digits between the moves is not read: ${quote((line.text ?? "").trim())}`, line.loc);
        break;
      case "comment":
        (comment ??= []).push(line.text);
        break;
      case "bookmark": {
        const last = lastPly();
        if (last === undefined) {
          if (current === main && rootBookmark === undefined) rootBookmark = { text: line.text, loc: line.loc };
          else diagnostics.warning(`bookmark ${quote(line.text)} before the first move of a variation is not kept`, line.loc);
        } else if (last.bookmark !== undefined) {
          diagnostics.warning(`a second bookmark ${quote(line.text)} on one move is not kept (the first is ${quote(last.bookmark)})`, line.loc);
        } else {
          last.bookmark = line.text;
        }
        break;
      }
      case "header":
        if (movesStarted && !KIF_TRAILING_KEYS.has(line.key)) {
          diagnostics.error(`line not understood after the first move: ${quote(line.text)}; header lines (key：value) come before the moves`, line.loc);
        } else {
          applyHeader(line.key, line.value, line.loc, meta, diagnostics, repeated);
        }
        break;
      case "boardRow": {
        if (movesStarted) {
          diagnostics.error("a board diagram after the first move is not read", line.loc);
          break;
        }
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
        if (r === undefined) diagnostics.warning(`summary line not understood: ${quote(`まで${line.text}`)}`, line.loc);
        else if (current !== main) diagnostics.warning(`${quote(`まで${line.text}`)} ends a variation: only the main line's result is kept`, line.loc);
        else summaries.push({ result: r, moves: main.plies.length, text: `まで${line.text}`, loc: line.loc });
        break;
      }
      case "variation": {
        movesStarted = true;
        const contains = (l: Line): boolean => l.start >= 0 && line.number >= l.start && line.number < l.start + l.plies.length;
        while (open.length > 1 && !contains(open[open.length - 1] as Line)) open.pop();
        let target = open[open.length - 1] as Line;
        // Another alternative to the first move of a variation is one more alternative to the
        // move that variation replaces: a sibling, not nested (no line grows with the siblings).
        if (target.owner !== undefined && target.start === line.number) target = { ...target, plies: [target.owner] };
        const ply = contains(target) ? target.plies[line.number - target.start] : undefined;
        if (ply === undefined) {
          diagnostics.error(`変化：${String(line.number)}手 does not match a move of an earlier line; its moves are not read`, line.loc);
          current = undefined;
          break;
        }
        const v: Line = { plies: [], start: line.number, pending: [], owner: ply };
        (ply.variations ??= []).push(v.plies);
        open.push(v);
        current = v;
        break;
      }
      case "move": {
        movesStarted = true;
        if (current === undefined) {
          detached++;
          break;
        }
        const { time, trailing } = timeAndComment(line, diagnostics);
        const word = TERMINATION_WORDS.find((w) => w.word === line.text);
        if (word !== undefined) {
          if (current === main) {
            meta.termination = word.termination;
            if (time !== null) meta.terminationTimeMs = time;
            ending = { word, number: line.number };
          } else {
            diagnostics.warning(`${word.word} in a variation is ignored (only the main line's ending is kept)`, line.loc);
          }
          if (trailing !== null) diagnostics.warning(`text after ${word.word} is not kept: ${quote(trailing)}`, line.trailing?.loc);
          break;
        }
        if (current === main && ending !== undefined) {
          diagnostics.error(`move ${String(line.number)} after the end of the game (${ending.word.word}); it is not read`, line.loc);
          break;
        }
        if (current.start < 0) current.start = line.number;
        const expected = current.start + current.plies.length;
        if (line.number !== expected) diagnostics.warning(`move number ${String(line.number)} should be ${String(expected)}`, line.loc);
        const ply = synPly(line.text, line.textLoc);
        if (current.plies.length === 0 && current !== main) ply.commentsBefore = current.pending.splice(0);
        if (time !== null) ply.timeSpentMs = time;
        if (trailing !== null) ply.comments = [trailing];
        current.plies.push(ply);
        break;
      }
      case "junk":
        diagnostics.error(`line not understood: ${quote(line.text)}; expected a header (key：value), a move line, a *comment or 変化：N手`, line.loc);
        break;
    }
  }
  flushComment();
  const summarized = resultOfSummaries(summaries, main.plies.length, diagnostics);
  if (summarized !== undefined) meta.result ??= summarized;
  if (detached > 0) diagnostics.warning(`${String(detached)} move line(s) of unattached variations were skipped`);
  record.root.comments = main.pending.length === 0 ? NO_COMMENTS : main.pending;
  if (rootBookmark !== undefined) record.root.bookmark = rootBookmark.text;

  let pos: Position;
  if (boardRows.length > 0 || boardLoc !== undefined) {
    const start = boardRows.length === 17
      ? positionFromDsfen(dsfenOfBoard(boardRows, side, moveCount + 1), meta.rules)
      : { ok: false as const, error: `the board diagram must have 17 rows, found ${String(boardRows.length)}` };
    if (!start.ok) {
      diagnostics.error(`bad starting position: ${start.error}; the moves are not read`, boardLoc);
      return record;
    }
    pos = start.value;
    record.startDsfen = normalStart(pos);
  } else {
    pos = sharedInitialPosition(meta.rules);
  }
  const startNumber = pos.moveNumber;
  const startTurn = pos.turn;
  if (main.start >= 0 && main.start !== startNumber && main.plies[0] !== undefined) {
    diagnostics.warning(`the first move is numbered ${String(main.start)} but the position's next move is ${String(startNumber)}`, plyLoc(main.plies[0], diagnostics));
  }
  // The result from the ending is set once every move is read (with a stage, later).
  replayMainLine(pos, record, main.plies, diagnostics, undefined, stage, () => {
    resultFromEnding(meta, ending, startNumber, startTurn);
  });
  return record;
}

/** A move line's time and comment, with a time the grammar left in the comment read out of it. */
function timeAndComment(line: Extract<KifLine, { type: "move" }>, diagnostics: DiagnosticList): { time: number | null; trailing: string | null } {
  const trailing = line.trailing?.text ?? null;
  if (line.time !== null || trailing === null) return { time: line.time, trailing };
  const loose = looseTime(trailing);
  if (loose === undefined) return { time: null, trailing };
  diagnostics.warning(`time of move ${String(line.number)} read with ${loose.problems.join(" and ")}: ${formatClock(loose.ms)}`, line.trailing?.loc);
  return { time: loose.ms, trailing: loose.comment };
}

/**
 * The result of the main line's まで lines: those after its last move. A まで line with
 * moves after it, and one that disagrees with the first, are reported and not used.
 */
function resultOfSummaries(summaries: readonly { result: GameResult; moves: number; text: string; loc: Loc }[], moves: number, diagnostics: DiagnosticList): GameResult | undefined {
  let kept: { result: GameResult; text: string } | undefined;
  for (const s of summaries) {
    if (s.moves < moves) {
      diagnostics.warning(`${quote(s.text)} comes before move ${String(s.moves + 1)} of the main line, which goes on: it is not the game's end, its result is not kept`, s.loc);
    } else if (kept === undefined) {
      kept = s;
    } else if (kept.result !== s.result) {
      diagnostics.warning(`${quote(s.text)} gives another result (${s.result}) than ${quote(kept.text)} (${kept.result}): the first is kept`, s.loc);
    }
  }
  return kept?.result;
}

/** Sets a result that no まで line gave from the ending and whose turn it was. */
function resultFromEnding(meta: RecordMetadata, ending: Ending | undefined, startNumber: number, startTurn: Color): void {
  if (meta.result === undefined && ending !== undefined) {
    // No まで line: the result follows from the ending and whose turn it was.
    const moverIsBlack = ((ending.number - startNumber) % 2 === 0) === (startTurn === "black");
    switch (ending.word.outcome) {
      case "moverLoses":
        meta.result = moverIsBlack ? "0-1" : "1-0";
        break;
      case "moverWins":
        meta.result = moverIsBlack ? "1-0" : "0-1";
        break;
      case "draw":
        meta.result = "1/2-1/2";
        break;
      case "unfinished":
        meta.result = "*";
        break;
      case "unknown":
        break;
    }
  }
}
