/**
 * Reader of a DSFEN with a move list (docs/formats/dsfen.md).
 */
import { positionFromStart } from "../core-adapter.js";
import { parse } from "../../generated/dsfen.js";
import { movesNotRead, subLoc, type DiagnosticList } from "../diagnostics.js";
import { looksLikeQboardFen } from "../qboard/fen.js";
import type { Located } from "../syntax.js";
import { createRecord, type GameRecord } from "../record.js";
import { parseWithRecovery } from "../recovery.js";
import { LineReplay, runStaged, synPly, type ReplayStage } from "../replay.js";
import { normalStart } from "../tree.js";

/**
 * The number of words of a QBoard FEN at the start: the board, then `w`/`b` and QBoard's
 * move number, or `-` and a move number (daidai's older writer), when present.
 */
function qboardWords(words: readonly Located<string>[]): number {
  let n = 1;
  if (words[n]?.value === "w" || words[n]?.value === "b") n++;
  else return n;
  if (words[n]?.value === "-") n++;
  if (/^\d+$/.test(words[n]?.value ?? "")) n++;
  return n;
}

/** The place of `offset` (in the words joined by single spaces) in the words. */
function locateIn(words: readonly Located<string>[], offset: number): Located<string>["loc"] | undefined {
  let at = 0;
  for (const w of words) {
    if (offset >= at && offset <= at + w.value.length) return subLoc(w.loc, offset - at, Math.min(w.value.length, offset - at + 1));
    at += w.value.length + 1;
  }
  return words[0]?.loc;
}

/** Reads `<QBoard FEN> <move strings…>` (docs/formats/qboard-fen.md). */
function readQboard(words: readonly Located<string>[], record: GameRecord, diagnostics: DiagnosticList, stage: ReplayStage | undefined): GameRecord {
  const count = qboardWords(words);
  const fen = words.slice(0, count);
  const moves = words.slice(count);
  const start = positionFromStart(fen.map((w) => w.value).join(" "));
  if (!start.ok) {
    diagnostics.error(`${start.error}${movesNotRead(moves.length)}`, locateIn(fen, start.offset ?? 0));
    return record;
  }
  for (const w of start.warnings ?? []) diagnostics.warning(w.message, locateIn(fen, w.offset));
  record.startDsfen = normalStart(start.value);
  runStaged(new LineReplay(start.value, record.root, moves.map((w) => synPly(w.value, w.loc)), diagnostics, "movestring"), stage);
  return record;
}

/** Reads `<DSFEN> <move strings…>` (or a QBoard FEN instead of the DSFEN); with a `stage`, only the first moves (see ReplayStage). */
export function readDsfen(text: string, diagnostics: DiagnosticList, stage?: ReplayStage): GameRecord {
  const record = createRecord();
  const words = parseWithRecovery((t) => parse(t), text, diagnostics, "DSFEN") ?? [];
  const [board, side, maybeNumber] = words;
  if (board === undefined) {
    diagnostics.error("empty record: expected a DSFEN (board and side to move) followed by move strings");
    return record;
  }
  if (looksLikeQboardFen(board.value)) return readQboard(words, record, diagnostics, stage);
  if (side === undefined || (side.value !== "b" && side.value !== "w")) {
    diagnostics.error(`expected the side to move (b or w) after the board`, side?.loc ?? board.loc);
    return record;
  }
  const hasNumber = maybeNumber !== undefined && /^\d+$/.test(maybeNumber.value);
  const dsfen = [board.value, side.value, ...(hasNumber ? [maybeNumber.value] : [])].join(" ");
  const moves = words.slice(hasNumber ? 3 : 2);
  const start = positionFromStart(dsfen);
  if (!start.ok) {
    diagnostics.error(`bad DSFEN: ${start.error}; the ${String(moves.length)} move(s) are not read`, board.loc);
    return record;
  }
  const pos = start.value;
  record.startDsfen = normalStart(pos);
  runStaged(new LineReplay(pos, record.root, moves.map((w) => synPly(w.value, w.loc)), diagnostics, "movestring"), stage);
  return record;
}
