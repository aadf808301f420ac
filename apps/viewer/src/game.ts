/**
 * Replays a record's move tree once with `@daidai/core` and keeps, per node, everything the
 * widget shows: the move text, the move in words, the DSFEN after the move, the highlight
 * and check. Illegal moves become diagnostics and cut their branch (the valid part stays).
 */
import {
  IllegalMoveError,
  Position,
  moveToString,
  squareName,
  type Color,
  type Move,
  type MoveDetails,
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
  const root = rootNode(record.root, pos.toDsfen(), pos.moveNumber, pos.isCheck() ? pos.kingSquare(pos.turn) : -1);
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
      report(`Move ${String(pos.moveNumber)} has no move; its branch is left out.`, pos.moveNumber);
      continue;
    }
    const moveNumber = pos.moveNumber;
    const color = pos.turn;
    let details: MoveDetails;
    let label: string;
    let corner: Square | undefined;
    try {
      // play() checks legality once; what needs the position before the move comes first.
      details = pos.describeMove(move);
      label = safeFormat(format, pos, move, notation);
      const kind = details.piece.kind;
      corner =
        (kind === "HM" || kind === "Lo") && move.via.length === 0
          ? hookCorner(move.from, move.to, (sq) => pos.pieceAt(sq), kind === "Lo")
          : undefined;
      pos.play(move);
    } catch (e) {
      const reason = e instanceof IllegalMoveError ? e.reason : e instanceof Error ? e.message : String(e);
      report(`Move ${String(moveNumber)} (${safeMoveString(move)}) is illegal: ${reason}; the rest of its line is left out.`, moveNumber);
      continue;
    }
    const after = pos.pieceAt(move.to);
    const boardMove: BoardMove = {
      from: move.from,
      to: move.to,
      via: move.via,
      captures: details.captures.map((c) => c.square),
      ...(corner === undefined ? {} : { corner }),
    };
    const moveDetails = details;
    const node: GameNode = {
      source: src,
      ply,
      moveNumber,
      color,
      move,
      moveString: moveToString(move),
      label,
      get words(): string {
        return moveInWords(moveDetails, after, moveNumber, stateOf(this, rules).checkSquare >= 0);
      },
      get dsfen(): string {
        return stateOf(this, rules).dsfen;
      },
      parent,
      get checkSquare(): Square {
        return stateOf(this, rules).checkSquare;
      },
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

interface NodeState {
  readonly dsfen: string;
  readonly checkSquare: Square;
}

const STATE_CACHE = new WeakMap<GameNode, NodeState>();

/**
 * The DSFEN and check after a node's move. Writing a DSFEN and testing check for every
 * node of a long record is the largest cost of loading it, so it is done on demand: from
 * the nearest node whose state is known, replay the moves down to this one.
 */
function stateOf(node: GameNode, rules: Partial<RuleOptions>): NodeState {
  const cached = STATE_CACHE.get(node);
  if (cached !== undefined) return cached;
  const chain: GameNode[] = [];
  let base: GameNode = node;
  while (base.parent !== null && !STATE_CACHE.has(base)) {
    chain.push(base);
    base = base.parent;
  }
  const start = base.parent === null ? base.dsfen : (STATE_CACHE.get(base)?.dsfen ?? "");
  const pos = Position.fromDsfen(start, rules);
  for (let i = chain.length - 1; i >= 0; i--) {
    const n = chain[i];
    if (n?.move) pos.play(n.move);
  }
  const state = { dsfen: pos.toDsfen(), checkSquare: pos.isCheck() ? pos.kingSquare(pos.turn) : -1 };
  STATE_CACHE.set(node, state);
  return state;
}

function rootNode(src: RecordNodeLike, dsfen: string, moveNumber: number, checkSquare = -1): GameNode {
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
    checkSquare,
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
