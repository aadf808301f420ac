/**
 * Phase 2 of reading a text record: replays the moves of a syntax tree with
 * `@daidai/core`, building the record's move tree and reporting every move that cannot
 * be resolved as a located diagnostic (with its move number and the reason).
 *
 * Iterative: an explicit stack of lines, so that variations nested at any depth need no
 * call stack. One {@link ReplayBoard} walks the whole tree: each move is resolved and
 * checked once, and variations take moves back instead of copying positions. A replay can
 * stop after its first moves and go on later ({@link ReplayStage}, {@link LineReplay}).
 */
import type { Color, Move, Position, Square } from "@daidai/core";
import { clip, subLoc, type DiagnosticList } from "./diagnostics.js";
import { ReplayBoard } from "./engine-replay.js";
import { playMoveTextFast, playMoveTextFully, type MoveStyle } from "./move-text/index.js";
import { NO_CHILDREN, NO_COMMENTS, addChild, type GameRecord, type RecordNode } from "./record.js";
import type { Loc } from "./syntax.js";

/**
 * A move named in a message as the record numbers it: a text that numbers full moves (PGN:
 * `60.`, `60...`) gets `move 60. K-9a` for Black and `move 60... K-9a` for White; KIF, JSON
 * and move strings count plies, `move 119 (K-9a)`. `number` counts plies (the position's
 * move number).
 */
export function moveAsWritten(number: number, turn: Color, text: string, fullMoves: boolean): string {
  if (!fullMoves) return `move ${String(number)} (${text})`;
  return `move ${String(Math.ceil(number / 2))}${turn === "black" ? "." : "..."} ${text}`;
}

/** A move as read from the text, before replay. */
export interface SynPly {
  text: string;
  /**
   * Where the move is written: a location, or (PGN, to make no object per move) the offsets
   * of the text, located with the diagnostics' locator when a diagnostic needs them.
   */
  loc: Loc | { readonly start: number; readonly end: number };
  /** Comments before the move (undefined: none; made when the first one is read). */
  commentsBefore: string[] | undefined;
  /** Comments after the move (undefined: none). */
  comments: string[] | undefined;
  timeSpentMs: number | undefined;
  nags: number[] | undefined;
  bookmark: string | undefined;
  /**
   * A PGN move number written before the move (checked against the position: ⌈move number
   * / 2⌉), with the offsets of its text (located with the diagnostics' locator when wrong).
   */
  pgnNumber: { readonly number: number; readonly start: number; readonly end: number } | undefined;
  /** Alternatives to this move, each a line starting with the alternative move (undefined: none). */
  variations: SynPly[][] | undefined;
}

/**
 * Creates a syntax ply (no comments, no variations: those fields are made when needed).
 * Every field is there from the start, so that all plies share one shape (the replay reads
 * them in its inner loop).
 */
export function synPly(text: string, loc: SynPly["loc"]): SynPly {
  return { text, loc, commentsBefore: undefined, comments: undefined, timeSpentMs: undefined, nags: undefined, bookmark: undefined, pgnNumber: undefined, variations: undefined };
}

const NOWHERE: Loc = { offset: 0, line: 1, column: 1, endOffset: 0, endLine: 1, endColumn: 1 };

/** The location of a ply's move text. */
export function plyLoc(ply: SynPly, diagnostics: DiagnosticList): Loc {
  const loc = ply.loc;
  if ("line" in loc) return loc;
  return diagnostics.locator?.span(loc.start, loc.end) ?? NOWHERE;
}

const NO_LINES: readonly (readonly SynPly[])[] = [];
const NO_PLIES: readonly SynPly[] = [];
/** Stands in the node field of a spare frame. */
const NOWHERE_NODE: RecordNode = { move: null, commentsBefore: NO_COMMENTS, comments: NO_COMMENTS, children: NO_CHILDREN };

/** Moves of `line` from index `from` on, with all their variations (iterative). */
function countPlies(line: readonly SynPly[], from: number): number {
  let n = 0;
  const stack: (readonly SynPly[])[] = [line.slice(from)];
  for (let l = stack.pop(); l !== undefined; l = stack.pop()) {
    for (const p of l) {
      n += 1;
      for (const v of p.variations ?? NO_LINES) stack.push(v);
    }
  }
  return n;
}

/** A syntax ply's comment list as a node keeps it: empty lists are the shared {@link NO_COMMENTS}. */
function commentList(list: readonly string[] | undefined): readonly string[] {
  return list === undefined || list.length === 0 ? NO_COMMENTS : list;
}

/**
 * The node of a move played from a syntax ply (whose comment arrays it takes). A time is set
 * in the literal that makes the node, so V8 keeps it inside the object (added afterwards, it
 * costs a 40-byte property array per move; KIF records usually time every move).
 */
function nodeOf(move: Move, moveNumber: number, ply: SynPly): RecordNode {
  const commentsBefore = commentList(ply.commentsBefore);
  const comments = commentList(ply.comments);
  const time = ply.timeSpentMs;
  const node: RecordNode =
    time === undefined
      ? { move, moveNumber, commentsBefore, comments, children: NO_CHILDREN }
      : { move, moveNumber, commentsBefore, comments, children: NO_CHILDREN, timeSpentMs: time };
  if (ply.nags !== undefined && ply.nags.length > 0) node.nags = [...ply.nags];
  if (ply.bookmark !== undefined) node.bookmark = ply.bookmark;
  return node;
}

/** One line being replayed. */
interface Frame {
  line: readonly SynPly[];
  /** Index of the next ply of `line`. */
  index: number;
  /** The node the next move is appended to. */
  node: RecordNode;
  /** Moves of this line played on the position. */
  played: number;
  /** The node made for `line[index]` while its variations are replayed (its move is taken back meanwhile). */
  current: RecordNode | undefined;
  /** Variations of `line[index]` still to replay. */
  pending: number;
  /** The move of `current`, taken back while its variations are replayed (-1: none). */
  undone: number;
}

/** The most children whose array the replay trims to their number (see {@link LineReplay.run}). */
const TRIMMED_CHILDREN = 16;

/** Frames done with, for reuse (a collection replays a variation per move: no object for each). */
const spareFrames: Frame[] = [];

function frame(line: readonly SynPly[], node: RecordNode): Frame {
  const f = spareFrames.pop();
  if (f === undefined) return { line, index: 0, node, played: 0, current: undefined, pending: 0, undone: -1 };
  f.line = line;
  f.index = 0;
  f.node = node;
  f.played = 0;
  f.current = undefined;
  f.pending = 0;
  f.undone = -1;
  return f;
}

/** Gives a frame back for reuse (dropping what it holds). */
function release(f: Frame): void {
  f.line = NO_PLIES;
  f.node = NOWHERE_NODE;
  f.current = undefined;
  if (spareFrames.length < 64) spareFrames.push(f);
}

/**
 * Asks a reader to replay only the first moves of its record now: at least `moves` moves
 * in record order (a move, then its variations, then the next move), stopping between two
 * moves of the main line. The reader leaves the rest in {@link rest}: reading it later
 * appends to the same record and reports to the same diagnostics, as one whole read would.
 */
export class ReplayStage {
  /** The rest of the replay, set by the reader when it stopped early. */
  rest: LineReplay | undefined;

  constructor(readonly moves: number) {}
}

/**
 * Replays `line` from `pos` (left unchanged), appending nodes under `parent`. The syntax
 * plies' comment arrays become the nodes' (the plies are not used afterwards).
 * Stops a line at the first move that cannot be played, with an error that says how many
 * moves after it are not read. With `illegalMoveLoses`, an illegal move of the top line
 * ends the game (a warning) and its side is returned.
 */
export function replayLine(
  pos: Position,
  parent: RecordNode,
  line: readonly SynPly[],
  diagnostics: DiagnosticList,
  style?: MoveStyle,
  illegalMoveLoses = false,
): { illegalBy?: Color } {
  const replay = new LineReplay(pos, parent, line, diagnostics, style, illegalMoveLoses);
  replay.run(Infinity);
  return replay.illegalBy === undefined ? {} : { illegalBy: replay.illegalBy };
}

/**
 * The replay of {@link replayLine} that can stop between two moves of its top line and go
 * on later (see {@link ReplayStage}). The nodes read so far form a valid record: every node
 * has all its children, except the last node of the top line, which has none yet.
 */
export class LineReplay {
  readonly #board: ReplayBoard;
  readonly #stack: Frame[];
  readonly #diagnostics: DiagnosticList;
  readonly #style: MoveStyle | undefined;
  readonly #illegalMoveLoses: boolean;
  /** Moves of the top line written in the record (read or not). */
  readonly topLineMoves: number;
  /** Set when an illegal top-line move ended the game (with `illegalMoveLoses`). */
  illegalBy: Color | undefined;
  /** Runs once when the last move has been read. */
  onDone: (() => void) | undefined;

  constructor(pos: Position, parent: RecordNode, line: readonly SynPly[], diagnostics: DiagnosticList, style?: MoveStyle, illegalMoveLoses = false) {
    this.#board = ReplayBoard.acquire(pos);
    this.#stack = [frame(line, parent)];
    this.#diagnostics = diagnostics;
    this.#style = style;
    this.#illegalMoveLoses = illegalMoveLoses;
    this.topLineMoves = line.length;
  }

  /** True once every move has been read. */
  get done(): boolean {
    return this.#stack.length === 0;
  }

  /** Gives up the moves not read yet (after an internal error): the replay is then done. */
  abandon(): void {
    this.#stack.length = 0;
    this.onDone = undefined;
  }

  /**
   * Reads at least `moves` more moves in record order (fewer at the end), stopping between
   * two moves of the top line; returns true when every move has been read.
   */
  run(moves: number): boolean {
    const board = this.#board;
    const stack = this.#stack;
    const diagnostics = this.#diagnostics;
    const style = this.#style;
    if (stack.length === 0) return true;
    let read = 0;
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as Frame;
      if (top.current !== undefined) {
        if (top.pending > 0) {
          // The next variation of the current move, from the position before it.
          const variations = top.line[top.index]?.variations ?? NO_LINES;
          const variation = variations[variations.length - top.pending] ?? NO_PLIES;
          top.pending--;
          // A variation of one clear move (the common case) is played, kept and taken back here;
          // anything else (and anything to report) gets a frame of its own below.
          const only = variation.length === 1 ? variation[0] : undefined;
          if (only !== undefined && only.variations === undefined && (only.pgnNumber === undefined || only.pgnNumber.number === Math.ceil(board.moveNumber / 2))) {
            const number = board.moveNumber;
            const move = playMoveTextFast(board, only.text, style, top.node.move === null ? undefined : top.node.move.to);
            if (move !== undefined) {
              addChild(top.node, nodeOf(move, number, only));
              board.undo();
              read++;
              continue;
            }
          }
          stack.push(frame(variation, top.node));
          continue;
        }
        // Variations were replayed from the position before this move: play it again.
        if (top.undone >= 0) {
          board.redo(top.undone);
          // The move and its variations are all the children the node gets: keep a few in an
          // array of that size (push left room for more). Not many: a node reached again and
          // again (KIF's siblings nest) would copy its children each time.
          const children = top.node.children;
          if (children.length > 1 && children.length <= TRIMMED_CHILDREN) top.node.children = children.slice();
        }
        top.undone = -1;
        top.played++;
        top.node = top.current;
        top.current = undefined;
        top.index++;
        continue;
      }
      const ply = top.line[top.index];
      if (ply === undefined) {
        for (let k = 0; k < top.played; k++) board.undo();
        stack.pop();
        release(top);
        continue;
      }
      // Between two moves of the top line: every node read has all its children but the last.
      if (read >= moves && stack.length === 1) return false;
      const number = board.moveNumber;
      if (ply.pgnNumber !== undefined && ply.pgnNumber.number !== Math.ceil(number / 2)) {
        const at = diagnostics.locator?.span(ply.pgnNumber.start, ply.pgnNumber.end) ?? plyLoc(ply, diagnostics);
        diagnostics.warning(`move number ${String(ply.pgnNumber.number)} should be ${String(Math.ceil(number / 2))}`, at, number);
      }
      const previousTo: Square | undefined = top.node.move === null ? undefined : top.node.move.to;
      // The clear common case gives the move itself (no result object per move).
      let move = playMoveTextFast(board, ply.text, style, previousTo);
      if (move === undefined) {
        const r = playMoveTextFully(board, ply.text, style, previousTo);
        if (!r.ok) {
          const skipped = countPlies(top.line, top.index) - 1;
          const rest = skipped > 0 ? `; ${String(skipped)} later move(s) of this line and its variations are not read` : "";
          const loc = r.offset === undefined ? plyLoc(ply, diagnostics) : subLoc(plyLoc(ply, diagnostics), r.offset, Math.max(r.offset + 1, ply.text.length));
          // The line numbers its moves PGN-style when some move of it has a number written.
          const named = moveAsWritten(number, board.turn, clip(ply.text), top.line.some((p) => p.pgnNumber !== undefined));
          if (this.#illegalMoveLoses && stack.length === 1 && r.illegal === true) {
            // rules.md §9, option illegalMoveLoses: the recorded illegal move ends the game.
            this.illegalBy = board.turn;
            diagnostics.warning(`${named}: ${r.error}; with illegalMoveLoses the game ends here, lost by ${this.illegalBy}${rest}`, loc, number);
          } else {
            diagnostics.error(`${named}: ${r.error}${rest}`, loc, number);
          }
          top.index = top.line.length;
          continue;
        }
        move = r.move;
      }
      const node = nodeOf(move, number, ply);
      addChild(top.node, node);
      read++;
      top.current = node;
      top.pending = ply.variations?.length ?? 0;
      // The move is played; its variations start from the position before it.
      if (top.pending > 0) top.undone = board.undo();
    }
    board.release();
    const onDone = this.onDone;
    this.onDone = undefined;
    onDone?.();
    return true;
  }
}

/**
 * Replays the main line of a record (with its variations) from `pos`. With the record's
 * rule `illegalMoveLoses`, an illegal main-line move ends the game (a warning; termination
 * `illegalMove` and the result are filled in when the record has none). `then` runs once
 * every move is read: at once, or with a `stage` when its rest is read.
 */
export function replayMainLine(
  pos: Position,
  record: GameRecord,
  line: readonly SynPly[],
  diagnostics: DiagnosticList,
  style?: MoveStyle,
  stage?: ReplayStage,
  then?: () => void,
): void {
  const replay = new LineReplay(pos, record.root, line, diagnostics, style, record.metadata.rules.illegalMoveLoses === true);
  const ended = (): void => {
    const illegalBy = replay.illegalBy;
    if (illegalBy !== undefined) {
      record.metadata.termination ??= "illegalMove";
      if (record.metadata.result === undefined || record.metadata.result === "*") record.metadata.result = illegalBy === "black" ? "0-1" : "1-0";
    }
    then?.();
  };
  runStaged(replay, stage, ended);
}

/**
 * Runs a replay whole, or (with a stage) its first moves, leaving the rest in the stage.
 * `ended` runs once every move is read: now, or when the stage's rest is.
 */
export function runStaged(replay: LineReplay, stage: ReplayStage | undefined, ended?: () => void): void {
  if (replay.run(stage === undefined ? Infinity : stage.moves)) ended?.();
  else if (stage !== undefined) {
    replay.onDone = ended;
    stage.rest = replay;
  }
}
