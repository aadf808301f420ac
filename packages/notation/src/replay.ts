/**
 * Phase 2 of reading a text record: replays the moves of a syntax tree with
 * `@daidai/core`, building the record's move tree and reporting every move that cannot
 * be resolved as a located diagnostic (with its move number and the reason).
 */
import type { Color, Position, Square } from "@daidai/core";
import { subLoc, type DiagnosticList } from "./diagnostics.js";
import { parseMoveTextIn, type MoveStyle } from "./move-text/index.js";
import { createNode, type GameRecord, type RecordNode } from "./record.js";
import type { Loc } from "./syntax.js";

/** A move as read from the text, before replay. */
export interface SynPly {
  text: string;
  loc: Loc;
  commentsBefore: string[];
  comments: string[];
  timeSpentMs?: number;
  /** A PGN move number written before the move (checked against the position: ⌈move number / 2⌉). */
  pgnNumber?: { number: number; loc: Loc };
  /** Alternatives to this move, each a line starting with the alternative move. */
  variations: SynPly[][];
}

/** Creates a syntax ply. */
export function synPly(text: string, loc: Loc): SynPly {
  return { text, loc, commentsBefore: [], comments: [], variations: [] };
}

function countPlies(line: readonly SynPly[]): number {
  let n = 0;
  for (const p of line) {
    n += 1;
    for (const v of p.variations) n += countPlies(v);
  }
  return n;
}

/**
 * Replays `line` from `pos` (left unchanged afterwards), appending nodes under `parent`.
 * Stops the line at the first move that cannot be played, with an error that says how
 * many moves after it are not read.
 */
export function replayLine(
  pos: Position,
  parent: RecordNode,
  line: readonly SynPly[],
  diagnostics: DiagnosticList,
  style?: MoveStyle,
  illegalMoveLoses = false,
): { illegalBy?: Color } {
  let node = parent;
  let played = 0;
  for (let i = 0; i < line.length; i++) {
    const ply = line[i];
    if (ply === undefined) break;
    const number = pos.moveNumber;
    if (ply.pgnNumber !== undefined && ply.pgnNumber.number !== Math.ceil(number / 2)) {
      diagnostics.warning(`move number ${String(ply.pgnNumber.number)} should be ${String(Math.ceil(number / 2))}`, ply.pgnNumber.loc, number);
    }
    const previousTo: Square | undefined = node.move === null ? undefined : node.move.to;
    const r = parseMoveTextIn(pos, ply.text, style, previousTo);
    if (!r.ok) {
      const skipped = countPlies(line.slice(i)) - 1;
      const rest = skipped > 0 ? `; ${String(skipped)} later move(s) of this line and its variations are not read` : "";
      const loc = r.offset === undefined ? ply.loc : subLoc(ply.loc, r.offset, Math.max(r.offset + 1, ply.text.length));
      if (illegalMoveLoses && r.illegal === true) {
        // rules.md §9, option illegalMoveLoses: the recorded illegal move ends the game.
        const loser = pos.turn;
        const message = `move ${String(number)} (${ply.text}): ${r.error}; with illegalMoveLoses the game ends here, lost by ${loser}${rest}`;
        diagnostics.warning(message, loc, number);
        for (let k = 0; k < played; k++) pos.undo();
        return { illegalBy: loser };
      }
      diagnostics.error(`move ${String(number)} (${ply.text}): ${r.error}${rest}`, loc, number);
      break;
    }
    const child = createNode(r.move);
    child.moveNumber = number;
    child.commentsBefore = [...ply.commentsBefore];
    child.comments = [...ply.comments];
    if (ply.timeSpentMs !== undefined) child.timeSpentMs = ply.timeSpentMs;
    node.children.push(child);
    for (const v of ply.variations) replayLine(pos, node, v, diagnostics, style);
    // The move was checked by the resolver (core's illegalReason).
    pos.playOrThrow(r.move);
    played++;
    node = child;
  }
  for (let k = 0; k < played; k++) pos.undo();
  return {};
}

/**
 * Replays the main line of a record (with its variations) from `pos`. With the record's
 * rule `illegalMoveLoses`, an illegal main-line move ends the game (a warning; termination
 * `illegalMove` and the result are filled in when the record has none).
 */
export function replayMainLine(pos: Position, record: GameRecord, line: readonly SynPly[], diagnostics: DiagnosticList, style?: MoveStyle): void {
  const { illegalBy } = replayLine(pos, record.root, line, diagnostics, style, record.metadata.rules.illegalMoveLoses === true);
  if (illegalBy === undefined) return;
  record.metadata.termination ??= "illegalMove";
  record.metadata.result ??= illegalBy === "black" ? "0-1" : "1-0";
}
