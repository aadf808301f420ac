/**
 * The game-record model shared by every format: metadata, the starting position and a
 * move tree (main line plus variations at any depth, comments, time per move).
 */
import type { Move, RuleOptions } from "@daidai/core";

/** The record formats this package reads and writes. */
export type RecordFormat = "json" | "pgn" | "kif" | "dsfen";

/** All record formats, in a fixed order. */
export const RECORD_FORMATS: readonly RecordFormat[] = ["json", "pgn", "kif", "dsfen"];

/** Game result: Black (the first player) won, White won, draw, or unfinished/unknown. */
export type GameResult = "1-0" | "0-1" | "1/2-1/2" | "*";

/** Facts about the game. Absent fields are unknown. */
export interface RecordMetadata {
  event?: string;
  site?: string;
  /** As written (e.g. `2026.11.30` or `2026/11/30 10:00:00`); not normalised. */
  date?: string;
  /** Name of the Black player (sente, moves first). */
  black?: string;
  /** Name of the White player (gote). */
  white?: string;
  result?: GameResult;
  /**
   * How the game ended: `resignation`, `checkmate`, `stalemate`, `kingCaptured`,
   * `repetition`, `illegalMove`, `timeForfeit`, `interrupted`, or any other text.
   */
  termination?: string;
  timeControl?: string;
  /** Thinking time spent on the ending (KIF: the time written on the 投了/中断… line), in milliseconds. */
  terminationTimeMs?: number;
  /** Rule options used (rules.md §12); missing options are the defaults. */
  rules: Partial<RuleOptions>;
  /** Any other key/value pairs. */
  tags: Record<string, string>;
}

/** A node of the move tree. */
export interface RecordNode {
  /** The move that leads to this node; null only at the root. */
  move: Move | null;
  /** Move number of `move` counting both sides' moves (the DSFEN move number before it). */
  moveNumber?: number;
  /**
   * Comments before the move (kept by the text formats on the first move of a variation).
   * Read-only: nodes without comments share {@link NO_COMMENTS}; to change the comments,
   * assign a new array (or use {@link addCommentBefore}).
   */
  commentsBefore: readonly string[];
  /**
   * Comments after the move (at the root: comments about the whole game, before move 1).
   * Read-only: nodes without comments share {@link NO_COMMENTS}; to change the comments,
   * assign a new array (or use {@link addComment}).
   */
  comments: readonly string[];
  /** Thinking time spent on the move, in milliseconds. */
  timeSpentMs?: number;
  /**
   * Numeric annotation glyphs of the move (PGN `$1`…`$255`; the suffixes `!` `?` `!!` `??`
   * `!?` `?!` are read as `$1`…`$6`), in the order written.
   */
  nags?: number[];
  /** A bookmark name (KIF `&` line; one line of text). */
  bookmark?: string;
  /**
   * Continuations: `children[0]` is the main continuation, the others are variations.
   * Read-only: leaves share {@link NO_CHILDREN}; to change the children, assign a new array
   * (or use {@link addChild}).
   */
  children: readonly RecordNode[];
}

/** A game record. */
export interface GameRecord {
  metadata: RecordMetadata;
  /** DSFEN of the starting position, or null for the initial setup. */
  startDsfen: string | null;
  root: RecordNode;
}

/**
 * The empty comment list shared by every node without comments (frozen; a record of a
 * million moves would otherwise hold two million empty arrays).
 */
export const NO_COMMENTS: readonly string[] = Object.freeze([]);

/** The empty child list shared by every leaf node (frozen, like {@link NO_COMMENTS}). */
export const NO_CHILDREN: readonly RecordNode[] = Object.freeze([]);

/** A new node without comments or children (they are {@link NO_COMMENTS} and {@link NO_CHILDREN}). */
export function createNode(move: Move | null = null): RecordNode {
  return { move, commentsBefore: NO_COMMENTS, comments: NO_COMMENTS, children: NO_CHILDREN };
}

/**
 * Appends `child` to `parent.children`. The first child gets an array of its own; a shared
 * or frozen array is never written to.
 */
export function addChild(parent: RecordNode, child: RecordNode): void {
  const children = parent.children;
  if (children.length === 0 || Object.isFrozen(children)) parent.children = [...children, child];
  else (children as RecordNode[]).push(child);
}

/** Adds a comment after the move of `node` (a new array: comment lists may be shared). */
export function addComment(node: RecordNode, text: string): void {
  node.comments = [...node.comments, text];
}

/** Adds a comment before the move of `node` (a new array: comment lists may be shared). */
export function addCommentBefore(node: RecordNode, text: string): void {
  node.commentsBefore = [...node.commentsBefore, text];
}

/** Appends `moves` below `node` as a line of new nodes (each the next one's parent); returns the last node. */
export function appendLine(node: RecordNode, moves: readonly Move[]): RecordNode {
  for (const move of moves) {
    const child = createNode(move);
    addChild(node, child);
    node = child;
  }
  return node;
}

/** A new, empty record (initial setup, no moves, no metadata). */
export function createRecord(): GameRecord {
  return { metadata: { rules: {}, tags: {} }, startDsfen: null, root: createNode() };
}

/** The names of the metadata fields that hold strings, in a fixed order. */
export const METADATA_STRING_FIELDS = ["event", "site", "date", "black", "white", "termination", "timeControl"] as const;

/** True if `text` is a {@link GameResult}. */
export function isGameResult(text: string): text is GameResult {
  return text === "1-0" || text === "0-1" || text === "1/2-1/2" || text === "*";
}
