/**
 * Replays a record's move tree once with `@daidai/core` and keeps, per node, everything the
 * widget shows: the move text, the move in words, the DSFEN after the move, the highlight
 * and check. Illegal moves become diagnostics and cut their branch (the valid part stays).
 */
import {
  Position,
  moveToString,
  squareName,
  type Color,
  type Move,
  type RuleOptions,
  type Square,
} from "@daidai/core";
import { hookCorner, type BoardMove } from "./board-model.js";
import type { TreeNode } from "./replay-controller.js";
import type { Diagnostic, RecordLike, RecordNodeLike } from "./record-types.js";
import { moveInWords } from "./words.js";

/** Move text style. */
export type Notation = "western" | "japanese" | "movestring";

/** Writes a move (legal in `position`) in a notation. */
export type MoveFormatter = (position: Position, move: Move, style: Notation) => string;

/** A node of the replayed tree. */
export interface GameNode extends TreeNode<GameNode> {
  /** The record node it was built from. */
  readonly source: RecordNodeLike;
  /** Moves from the start. */
  readonly ply: number;
  /** Number of this move counting both sides (as in a DSFEN); at the root the next move's. */
  readonly moveNumber: number;
  /** Who made the move (null at the root). */
  readonly color: Color | null;
  readonly move: Move | null;
  /** Move string of formats.md §2 ("" at the root). */
  readonly moveString: string;
  /** The move in the chosen notation ("" at the root). */
  readonly label: string;
  /** The move spelled out for screen readers ("" at the root). */
  readonly words: string;
  /** The position after the move (computed on first use, then kept). */
  readonly dsfen: string;
  /** The node before this one (null at the root). */
  readonly parent: GameNode | null;
  /** Square of the king in check after the move, or -1. */
  readonly checkSquare: Square;
  readonly boardMove: BoardMove | null;
  readonly comments: readonly string[];
  readonly commentsBefore: readonly string[];
  readonly children: GameNode[];
}

/** The replayed tree with the problems found. */
export interface Game {
  readonly root: GameNode;
  readonly diagnostics: Diagnostic[];
}

const MAX_DIAGNOSTICS = 100;

/** Replays a record; never throws. */
export function buildGame(
  record: RecordLike,
  notation: Notation,
  format: MoveFormatter,
  rules: Partial<RuleOptions> = {},
): Game {
  const diagnostics: Diagnostic[] = [];
  const report = (message: string, ply?: number): void => {
    if (diagnostics.length >= MAX_DIAGNOSTICS) return;
    diagnostics.push(ply === undefined ? { severity: "error", message, line: 0, column: 0 } : { severity: "error", message, line: 0, column: 0, ply });
  };
  let pos: Position;
  try {
    pos = record.startDsfen === null ? Position.initial(rules) : Position.fromDsfen(record.startDsfen, rules);
  } catch (e) {
    report(`The start position is invalid: ${e instanceof Error ? e.message : String(e)}`);
    return { root: rootNode(record.root, record.startDsfen ?? "", 1), diagnostics };
  }
  const root = rootNode(record.root, pos.toDsfen(), pos.moveNumber);
  type Step = { src: RecordNodeLike; parent: GameNode } | null;
  const stack: Step[] = [];
  const pushChildren = (src: RecordNodeLike, parent: GameNode): void => {
    for (let i = src.children.length - 1; i >= 0; i--) {
      const child = src.children[i];
      if (child !== undefined) stack.push({ src: child, parent });
    }
  };
  pushChildren(record.root, root);
  for (let step = stack.pop(); step !== undefined; step = stack.pop()) {
    if (step === null) {
      pos.undo();
      continue;
    }
    const { src, parent } = step;
    const ply = parent.ply + 1;
    const move = src.move;
    if (move === null) {
      report(`Move ${String(ply)} has no move; its branch is left out.`, ply);
      continue;
    }
    const reason = pos.illegalReason(move);
    if (reason !== undefined) {
      report(`Move ${String(pos.moveNumber)} (${safeMoveString(move)}) is illegal: ${reason}; the rest of its line is left out.`, ply);
      continue;
    }
    const details = pos.describeMove(move);
    const label = safeFormat(format, pos, move, notation);
    const kind = details.piece.kind;
    const corner =
      (kind === "HM" || kind === "Lo") && move.via.length === 0
        ? hookCorner(move.from, move.to, (sq) => pos.pieceAt(sq), kind === "Lo")
        : undefined;
    const moveNumber = pos.moveNumber;
    const color = pos.turn;
    pos.play(move);
    const check = pos.isCheck();
    const boardMove: BoardMove = {
      from: move.from,
      to: move.to,
      via: move.via,
      captures: details.captures.map((c) => c.square),
      ...(corner === undefined ? {} : { corner }),
    };
    const node: GameNode = {
      source: src,
      ply,
      moveNumber,
      color,
      move,
      moveString: moveToString(move),
      label,
      words: moveInWords(details, pos.pieceAt(move.to), moveNumber, check),
      get dsfen(): string {
        return dsfenOf(this, rules);
      },
      parent,
      checkSquare: check ? pos.kingSquare(pos.turn) : -1,
      boardMove,
      comments: src.comments ?? [],
      commentsBefore: src.commentsBefore ?? [],
      children: [],
    };
    parent.children.push(node);
    stack.push(null);
    pushChildren(src, node);
  }
  return { root, diagnostics };
}

const DSFEN_CACHE = new WeakMap<GameNode, string>();

/**
 * The DSFEN after a node's move. Writing a DSFEN for every node of a long record is the
 * largest cost of loading it, so it is done on demand: from the nearest node whose DSFEN
 * is known, replay the moves down to this one.
 */
function dsfenOf(node: GameNode, rules: Partial<RuleOptions>): string {
  const cached = DSFEN_CACHE.get(node);
  if (cached !== undefined) return cached;
  const chain: GameNode[] = [];
  let base: GameNode = node;
  while (base.parent !== null && !DSFEN_CACHE.has(base)) {
    chain.push(base);
    base = base.parent;
  }
  const start = base.parent === null ? base.dsfen : (DSFEN_CACHE.get(base) ?? "");
  const pos = Position.fromDsfen(start, rules);
  for (let i = chain.length - 1; i >= 0; i--) {
    const n = chain[i];
    if (n?.move) pos.play(n.move);
  }
  const dsfen = pos.toDsfen();
  DSFEN_CACHE.set(node, dsfen);
  return dsfen;
}

function rootNode(src: RecordNodeLike, dsfen: string, moveNumber: number): GameNode {
  return {
    source: src,
    ply: 0,
    moveNumber,
    color: null,
    move: null,
    moveString: "",
    label: "",
    words: "",
    dsfen,
    parent: null,
    checkSquare: -1,
    boardMove: null,
    comments: src.comments ?? [],
    commentsBefore: [],
    children: [],
  };
}

function safeMoveString(move: Move): string {
  try {
    return moveToString(move);
  } catch {
    return [move.from, ...move.via, move.to].map((s) => (Number.isInteger(s) && s >= 0 && s < 289 ? squareName(s) : "?")).join("");
  }
}

function safeFormat(format: MoveFormatter, pos: Position, move: Move, notation: Notation): string {
  try {
    return format(pos, move, notation);
  } catch {
    return moveToString(move);
  }
}
