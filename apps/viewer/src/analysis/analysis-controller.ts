/**
 * The analysis board's state, without DOM: a notation record (the game and every variation
 * explored), the node shown, and the move being entered click by click (board/move-entry.ts).
 */
import { Position, sameMove, type Move, type Square } from "@daidai/core";
import { addChild, createNode, createRecord, type GameRecord, type RecordNode } from "@daidai/notation";
import { MoveEntry, type Entry } from "../board/move-entry.js";

export type { Entry } from "../board/move-entry.js";

/** What a click did. */
export type ClickResult =
  | { readonly kind: "selected"; readonly entry: Entry }
  | { readonly kind: "continued"; readonly entry: Entry }
  | { readonly kind: "played"; readonly move: Move }
  | { readonly kind: "cleared" };

/** The node path: child indices from the root. */
export type NodePath = readonly number[];

/** The state of an analysis board. */
export class AnalysisController {
  /** The record: the game and the variations added. */
  record: GameRecord;
  /** Child indices from the root to the node shown. */
  path: number[] = [];
  /** The position at the node shown. */
  position: Position;
  /** The main-line ply of the game last shown, for "back to the game". */
  gamePly = 0;
  private readonly start: Position;
  private readonly input = new MoveEntry();

  constructor(record: GameRecord = createRecord()) {
    this.record = record;
    this.start = record.startDsfen === null ? Position.initial(record.metadata.rules) : Position.fromDsfenOrThrow(record.startDsfen, record.metadata.rules);
    this.position = this.start.clone();
  }

  /** The move being entered, or null. */
  get entry(): Entry | null {
    return this.input.entry;
  }

  /** The node shown. */
  get node(): RecordNode {
    let node = this.record.root;
    for (const i of this.path) node = node.children[i] ?? node;
    return node;
  }

  /** True if the node shown is on the game's main line. */
  get onGameLine(): boolean {
    return this.path.every((i) => i === 0);
  }

  /** Shows the node at `path` (child indices); false (nothing changes) for a path that names no node. */
  goTo(path: NodePath): boolean {
    const pos = this.start.clone();
    let node = this.record.root;
    for (const i of path) {
      const child = node.children[i];
      if (child?.move == null || !pos.play(child.move).ok) return false;
      node = child;
    }
    this.path = [...path];
    this.position = pos;
    this.input.cancel();
    if (this.onGameLine) this.gamePly = path.length;
    return true;
  }

  /** Shows the main line at `ply` (clamped to the line). */
  goToPly(ply: number): void {
    const path: number[] = [];
    let node = this.record.root;
    while (path.length < ply && node.children[0] !== undefined) {
      path.push(0);
      node = node.children[0];
    }
    this.goTo(path);
  }

  /** Back to the game's main line where it was left. */
  backToGame(): void {
    this.goToPly(this.gamePly);
  }

  /** One node back (to the parent) or forward (first child). */
  step(delta: -1 | 1): boolean {
    if (delta < 0) return this.path.length > 0 && this.goTo(this.path.slice(0, -1));
    return this.node.children.length > 0 && this.goTo([...this.path, 0]);
  }

  /**
   * Handles a click on a square: selects a piece of the side to move, continues or
   * finishes the move being entered, or clears the selection.
   */
  click(sq: Square): ClickResult {
    const step = this.input.click(this.position, sq);
    return step.kind === "complete" ? this.playMove(step.move) : step;
  }

  /** Cancels the move being entered. */
  cancel(): void {
    this.input.cancel();
  }

  /**
   * Plays a legal move from the node shown: follows an existing child with that move, or
   * adds the move as a new variation (the main continuation if the node had none).
   */
  playMove(move: Move): ClickResult {
    const node = this.node;
    let index = node.children.findIndex((c) => c.move !== null && sameMove(c.move, move));
    if (index < 0) {
      if (!this.position.isLegal(move)) return { kind: "cleared" };
      addChild(node, createNode(move));
      index = node.children.length - 1;
    }
    this.goTo([...this.path, index]);
    return { kind: "played", move };
  }

  /** Removes the variation ending at the node shown and everything after it, if it is not the game line. */
  deleteVariation(): boolean {
    if (this.onGameLine) return false;
    let cut = this.path.length - 1;
    while (cut > 0 && this.path[cut] === 0) cut--;
    const parentPath = this.path.slice(0, cut);
    let parent = this.record.root;
    for (const i of parentPath) parent = parent.children[i] ?? parent;
    parent.children = parent.children.toSpliced(this.path[cut] ?? 0, 1);
    this.goTo(parentPath);
    return true;
  }
}
