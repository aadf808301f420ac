/**
 * Replays a record's move tree with `@daidai/core` and gives, per node, everything the
 * widget shows: the move text, the move in words, the DSFEN after the move, the highlight
 * and check. Illegal moves become diagnostics and cut their branch (the valid part stays).
 *
 * Loading checks every move once — or not at all when notation's reader already did (see
 * {@link BuildOptions}): a checked record's nodes are mirrored when first read, also while
 * notation is still reading the record's later moves. What a node shows is worked out the
 * first time it is read, by one position that walks the tree with play/undo. The first
 * render of a long record then costs the moves it shows, not the whole game, and stepping
 * costs one move.
 */
import {
  ILLEGAL_REASON_TEXT,
  Position,
  moveToString,
  opposite,
  squareName,
  type Color,
  type Move,
  type MoveDetails,
  type Piece,
  type RuleOptions,
  type Square,
} from "@daidai/core";
import { hookCorner, type BoardMove } from "../board/board-model.js";
import type { TreeNode } from "../replay/replay-controller.js";
import type { Diagnostic, RecordLike, RecordNodeLike } from "./record-types.js";
import { moveInWords } from "../i18n/words.js";

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
  /** What the move does (piece, captures, promotion, igui, pass), from core; null at the root. */
  readonly details: MoveDetails | null;
  /** The move in another notation than the list's ("" at the root); computed on each call. */
  labelIn(style: Notation): string;
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

/** How far to trust a record's moves. */
export interface BuildOptions {
  /**
   * The moves were already checked under the record's rules (notation's readers replay
   * every move and cut a line at the first illegal one): build the tree without playing
   * them again. Records from elsewhere (the `record` property) are checked move by move.
   */
  readonly checked?: boolean;
  /**
   * A checked record whose later moves are still being read (notation's staged read): a
   * node whose children are asked for at the end of what was read reads the rest first.
   */
  readonly rest?: RecordRest;
}

/** The part of a record not read yet. */
export interface RecordRest {
  readonly done: boolean;
  /** Reads every remaining move into the record (synchronously). */
  readAll(): void;
}

/** How the nodes of a checked record get their children: mirrored from the record when read. */
interface Mirror {
  readonly startTurn: Color;
  readonly rest: RecordRest | undefined;
}

/** Replays a record; never throws. */
export function buildGame(
  record: RecordLike,
  notation: Notation,
  format: MoveFormatter,
  rules: Partial<RuleOptions> = {},
  options: BuildOptions = {},
): Game {
  const diagnostics: Diagnostic[] = [];
  const report = (message: string, ply?: number): void => {
    if (diagnostics.length >= MAX_DIAGNOSTICS) return;
    diagnostics.push(ply === undefined ? { severity: "error", message, line: 0, column: 0 } : { severity: "error", message, line: 0, column: 0, ply });
  };
  const start = record.startDsfen === null ? { ok: true as const, value: Position.initial(rules) } : Position.fromDsfen(record.startDsfen, rules);
  if (!start.ok) {
    report(`The start position is invalid: ${start.error.message}`);
    return { root: ReplayNode.root(record.root, null, record.startDsfen ?? "", 1, -1), diagnostics };
  }
  const pos = start.value;
  const checked = options.checked === true;
  const startTurn = pos.turn;
  const startNumber = pos.moveNumber;
  // The walker takes over `pos` afterwards: every move made below is taken back.
  const mirror: Mirror | null = checked ? { startTurn, rest: options.rest } : null;
  const root = ReplayNode.root(record.root, new Walker(pos, notation, format), pos.toDsfen(), startNumber, pos.isCheck() ? pos.kingSquare(startTurn) : -1, mirror);
  // Checked moves need no replay here: the nodes mirror the record's when first read.
  if (mirror !== null) return { root, diagnostics };
  type Step = { src: RecordNodeLike; parent: ReplayNode } | null;
  const stack: Step[] = [];
  const pushChildren = (src: RecordNodeLike, parent: ReplayNode): void => {
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
    const move = src.move;
    const moveNumber = startNumber + parent.ply;
    if (move === null) {
      report(`Move ${String(moveNumber)} has no move; its branch is left out.`, moveNumber);
      continue;
    }
    const played = pos.play(move);
    if (!played.ok) {
      const reason = ILLEGAL_REASON_TEXT[played.error.code];
      report(`Move ${String(moveNumber)} (${safeMoveString(move)}) is illegal: ${reason}; the rest of its line is left out.`, moveNumber);
      continue;
    }
    stack.push(null);
    const node = parent.childFor(src, move, startTurn);
    parent.kids.push(node);
    pushChildren(src, node);
  }
  return { root, diagnostics };
}

/** What a node shows that needs the position before its move (besides its label). */
interface BeforeMove {
  readonly details: MoveDetails | null;
  readonly boardMove: BoardMove;
}

/** What a node shows that needs the position after its move. */
interface AfterMove {
  readonly dsfen: string;
  readonly checkSquare: Square;
  /** The piece on the final square (for the promoted name in words). */
  readonly arrived: Piece | null;
}

/**
 * One position that walks the tree: to reach a node it takes back moves to the common
 * ancestor and makes the moves down to the node. Reading nodes in order (as the move list
 * and stepping do) costs one move each. Every move was checked when the tree was built
 * (here or by notation's reader) under the same rules and history.
 */
class Walker {
  private at: ReplayNode | null = null;

  constructor(
    private readonly position: Position,
    readonly notation: Notation,
    readonly format: MoveFormatter,
  ) {}

  /** The position after `node`'s move; valid until the next call. */
  after(node: ReplayNode): Position {
    const pos = this.position;
    let a = this.at;
    if (a === null) {
      a = node;
      while (a.parent !== null) a = a.parent;
    }
    let b = node;
    const down: ReplayNode[] = [];
    while (b.ply > a.ply && b.parent !== null) {
      down.push(b);
      b = b.parent;
    }
    while (a.ply > b.ply && a.parent !== null) {
      pos.undo();
      a = a.parent;
    }
    while (a !== b && a.parent !== null && b.parent !== null) {
      pos.undo();
      a = a.parent;
      down.push(b);
      b = b.parent;
    }
    for (let i = down.length - 1; i >= 0; i--) {
      const move = down[i]?.move;
      if (move !== null && move !== undefined) pos.playOrThrow(move);
    }
    this.at = node;
    return pos;
  }
}

/** A node of the replayed tree; what it shows is computed on first use, then kept. */
class ReplayNode implements GameNode {
  /** The children made so far (all of them, unless mirrored from a checked record). */
  readonly kids: ReplayNode[] = [];
  /** Mirrored: how many of the record node's children have a node. */
  private mirrored = 0;
  private readonly mirror: Mirror | null;
  readonly ply: number;
  readonly comments: readonly string[];
  readonly commentsBefore: readonly string[];
  private readonly walker: Walker | null;
  private beforeMove: BeforeMove | undefined;
  /** The move in the list's notation (the move list needs only this). */
  private labelText: string | undefined;
  private afterMove: AfterMove | undefined;

  constructor(
    readonly source: RecordNodeLike,
    readonly parent: ReplayNode | null,
    readonly moveNumber: number,
    readonly color: Color | null,
    readonly move: Move | null,
    walker: Walker | null = parent?.walker ?? null,
    mirror: Mirror | null = parent?.mirror ?? null,
  ) {
    this.ply = parent === null ? 0 : parent.ply + 1;
    this.walker = walker;
    this.mirror = mirror;
    this.comments = source.comments ?? [];
    this.commentsBefore = source.commentsBefore ?? [];
  }

  /** The root: its position is known (a walker is null only for an invalid start position). */
  static root(source: RecordNodeLike, walker: Walker | null, dsfen: string, moveNumber: number, checkSquare: Square, mirror: Mirror | null = null): ReplayNode {
    const node = new ReplayNode(source, null, moveNumber, null, null, walker, mirror);
    node.afterMove = { dsfen, checkSquare, arrived: null };
    node.beforeMove = { details: null, boardMove: { from: -1, to: -1, via: [] } };
    node.labelText = "";
    return node;
  }

  get children(): ReplayNode[] {
    const mirror = this.mirror;
    if (mirror === null) return this.kids;
    let from = this.source.children;
    // The end of what was read: only the last node of the main line has no children yet.
    if (from.length === 0 && mirror.rest !== undefined && !mirror.rest.done) {
      mirror.rest.readAll();
      from = this.source.children;
    }
    for (; this.mirrored < from.length; this.mirrored++) {
      const src = from[this.mirrored];
      // A reader's nodes always have a move (a checked record).
      if (src === undefined || src.move === null) continue;
      this.kids.push(this.childFor(src, src.move, mirror.startTurn));
    }
    return this.kids;
  }

  /** A node for the move `move` of `src` played from this one (`startTurn`: the root's side to move): the next move number, the other side. */
  childFor(src: RecordNodeLike, move: Move, startTurn: Color): ReplayNode {
    const moveNumber = this.parent === null ? this.moveNumber : this.moveNumber + 1;
    return new ReplayNode(src, this, moveNumber, this.color === null ? startTurn : opposite(this.color), move);
  }

  get moveString(): string {
    return this.move === null ? "" : moveToString(this.move);
  }

  get label(): string {
    if (this.labelText !== undefined) return this.labelText;
    const move = this.move;
    const parent = this.parent;
    const walker = this.walker;
    if (move === null || parent === null || walker === null) throw new Error("unreachable: the root's facts are set when it is made");
    this.labelText = safeFormat(walker.format, walker.after(parent), move, walker.notation);
    return this.labelText;
  }

  labelIn(style: Notation): string {
    const move = this.move;
    const parent = this.parent;
    const walker = this.walker;
    if (move === null || parent === null || walker === null) return "";
    if (style === walker.notation) return this.label;
    return safeFormat(walker.format, walker.after(parent), move, style);
  }

  get boardMove(): BoardMove | null {
    return this.move === null ? null : this.before().boardMove;
  }

  get dsfen(): string {
    return this.after().dsfen;
  }

  get checkSquare(): Square {
    return this.after().checkSquare;
  }

  get details(): MoveDetails | null {
    return this.move === null ? null : this.before().details;
  }

  get words(): string {
    const details = this.before().details;
    if (details === null) return "";
    const after = this.after();
    return moveInWords(details, after.arrived, this.moveNumber, after.checkSquare >= 0);
  }

  private before(): BeforeMove {
    if (this.beforeMove !== undefined) return this.beforeMove;
    const move = this.move;
    const parent = this.parent;
    const walker = this.walker;
    if (move === null || parent === null || walker === null) throw new Error("unreachable: the root's facts are set when it is made");
    const pos = walker.after(parent);
    const details = pos.describeMove(move);
    const kind = details.piece.kind;
    const corner =
      (kind === "HM" || kind === "Lo") && move.via.length === 0 ? hookCorner(move.from, move.to, (sq) => pos.pieceAt(sq), kind === "Lo") : undefined;
    this.beforeMove = {
      details,
      boardMove: {
        from: move.from,
        to: move.to,
        via: move.via,
        captures: details.captures.map((c) => c.square),
        ...(corner === undefined ? {} : { corner }),
      },
    };
    return this.beforeMove;
  }

  private after(): AfterMove {
    if (this.afterMove !== undefined) return this.afterMove;
    const walker = this.walker;
    const move = this.move;
    if (walker === null || move === null) throw new Error("unreachable: the root's facts are set when it is made");
    const pos = walker.after(this);
    this.afterMove = { dsfen: pos.toDsfen(), checkSquare: pos.isCheck() ? pos.kingSquare(pos.turn) : -1, arrived: pos.pieceAt(move.to) };
    return this.afterMove;
  }
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
