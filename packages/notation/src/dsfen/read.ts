/**
 * Reader of a DSFEN with a move list (docs/formats/dsfen.md).
 */
import { positionFromDsfen } from "../core-adapter.js";
import { parse } from "../../generated/dsfen.js";
import type { DiagnosticList } from "../diagnostics.js";
import { createRecord, type GameRecord } from "../record.js";
import { parseWithRecovery } from "../recovery.js";
import { replayLine, synPly } from "../replay.js";
import { normalStart } from "../tree.js";

/** Reads `<DSFEN> <move strings…>`. */
export function readDsfen(text: string, diagnostics: DiagnosticList): GameRecord {
  const record = createRecord();
  const words = parseWithRecovery((t) => parse(t), text, diagnostics, "DSFEN") ?? [];
  const [board, side, maybeNumber] = words;
  if (board === undefined) {
    diagnostics.error("empty record: expected a DSFEN (board and side to move) followed by move strings");
    return record;
  }
  if (side === undefined || (side.value !== "b" && side.value !== "w")) {
    diagnostics.error(`expected the side to move (b or w) after the board`, side?.loc ?? board.loc);
    return record;
  }
  const hasNumber = maybeNumber !== undefined && /^\d+$/.test(maybeNumber.value);
  const dsfen = [board.value, side.value, ...(hasNumber ? [maybeNumber.value] : [])].join(" ");
  const moves = words.slice(hasNumber ? 3 : 2);
  const start = positionFromDsfen(dsfen);
  if (!start.ok) {
    diagnostics.error(`bad DSFEN: ${start.error}; the ${String(moves.length)} move(s) are not read`, board.loc);
    return record;
  }
  const pos = start.value;
  record.startDsfen = normalStart(pos);
  replayLine(pos, record.root, moves.map((w) => synPly(w.value, w.loc)), diagnostics, "movestring");
  return record;
}
