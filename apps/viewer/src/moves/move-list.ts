/**
 * The move list of `<daidai-replay>`: the main line with move numbers, comments next to
 * their moves, and variations (at any depth) as indented groups. Every move is a button
 * whose `data-path` holds its child indices; the caller marks the current one.
 *
 * Built with plain DOM calls (createElement, textContent — record text is never parsed
 * as HTML) rather than one Lit template per move, and built in blocks: the first blocks at
 * once, the rest when the browser is idle (or at once when a move further down is asked
 * for). The first render of a long record costs the moves a reader sees first.
 */
import type { GameNode, Notation } from "../record/game.js";
import { t, type Lang } from "../i18n/i18n.js";
import { whenIdle, type Idle } from "../ui/idle.js";

/** Items (moves, notes, variation groups) per block: blocks scrolled out of view are not laid out. */
const CHUNK = 40;
/**
 * Blocks built with the list itself: about 80 moves (a move is two items), more than the
 * list shows below a 720 px board (about 80) or beside it; the rest follows when idle.
 */
const FIRST_CHUNKS = 4;

/** Moves the list shows with its first blocks, at most (a move is two items). */
export const FIRST_LIST_MOVES = (FIRST_CHUNKS * CHUNK) / 2;

/** The number shown before a move: `12.` / `12…` (western, counting full moves) or `23☗` (Japanese, plies). */
export function moveNumberText(node: GameNode, notation: Notation): string {
  if (notation === "japanese") return `${String(node.moveNumber)}${node.color === "black" ? "☗" : "☖"}`;
  const full = Math.ceil(node.moveNumber / 2);
  return node.color === "black" ? `${String(full)}.` : `${String(full)}…`;
}

/** A move with its number: `20… FL-6f` (the caption of the move shown). */
export function moveCaption(node: GameNode, notation: Notation): string {
  return `${moveNumberText(node, notation)} ${node.label}`;
}

function element(tag: string, className: string, text?: string): HTMLElement {
  const el = document.createElement(tag);
  el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

/** The list's items in order: root comments, then the main line with its variations. */
function* listItems(root: GameNode, notation: Notation, lang: Lang): Generator<Node, void, undefined> {
  for (const c of root.comments) yield element("span", "note", c);
  if (root.children.length > 0) yield* lineItems(root, 0, [], notation, lang);
}

/** The items of the line that starts with `parent.children[index]`, with its variations. */
function* lineItems(parent: GameNode, index: number, prefix: readonly number[], notation: Notation, lang: Lang): Generator<Node, void, undefined> {
  const path = [...prefix, index];
  let node = parent.children[index];
  let showNumber = true;
  let from = parent;
  while (node !== undefined) {
    for (const c of node.commentsBefore) yield element("span", "note", c);
    const move = element("span", "mv");
    if (showNumber || node.color === "black" || notation === "japanese") move.append(element("span", "num", moveNumberText(node, notation)));
    const button = element("button", "move", node.label);
    button.setAttribute("part", "move");
    button.setAttribute("type", "button");
    // The list is one Tab stop: the widget gives tabindex 0 to the current move only.
    button.setAttribute("tabindex", "-1");
    button.dataset["path"] = path.join(".");
    move.append(button);
    yield move;
    yield document.createTextNode(" ");
    showNumber = false;
    for (const c of node.comments) {
      yield element("span", "note", c);
      showNumber = true;
    }
    if (from.children[0] === node && from.children.length > 1) {
      for (let v = 1; v < from.children.length; v++) {
        const group = element("span", "variation");
        group.setAttribute("role", "group");
        group.setAttribute("aria-label", `${t(lang, "variation")} ${String(v)}`);
        group.append(...lineItems(from, v, path.slice(0, -1), notation, lang));
        yield group;
      }
      showNumber = true;
    }
    from = node;
    node = node.children[0];
    path.push(0);
  }
}

/**
 * The move list's content for a game tree, in blocks of {@link CHUNK} items. The first
 * blocks are built at once; {@link finishLater} builds the rest in idle time and
 * {@link find} builds as far as needed to reach a move.
 */
export class MoveList {
  /** Holds the blocks; place it once inside the list's scrolling box. */
  readonly root: HTMLElement;
  private readonly items: Generator<Node, void, undefined>;
  private done = false;
  private cancelIdle: (() => void) | undefined;

  constructor(gameRoot: GameNode, notation: Notation, lang: Lang) {
    this.root = element("div", "blocks");
    this.items = listItems(gameRoot, notation, lang);
    let blocks = 0;
    while (blocks < FIRST_CHUNKS && this.buildBlock()) blocks++;
  }

  /** True when every move is in the list. */
  get complete(): boolean {
    return this.done;
  }

  /** The button of the move at `path` (child indices joined by "."), building blocks until it exists. */
  find(path: string): HTMLElement | null {
    if (path === "") return null;
    const selector = `button[data-path="${path}"]`;
    let button = this.root.querySelector<HTMLElement>(selector);
    while (button === null && this.buildBlock()) button = this.root.lastElementChild?.querySelector<HTMLElement>(selector) ?? null;
    return button;
  }

  /** Builds the remaining blocks a few at a time while the browser is idle. */
  finishLater(idle: Idle = whenIdle): void {
    if (this.done || this.cancelIdle !== undefined) return;
    const step = (): void => {
      const until = performance.now() + 8;
      while (performance.now() < until && this.buildBlock());
      this.cancelIdle = this.done ? undefined : idle(step);
    };
    this.cancelIdle = idle(step);
  }

  /** Builds every remaining block now (before printing, for instance). */
  finish(): void {
    while (this.buildBlock());
  }

  /** Stops building in idle time. */
  dispose(): void {
    this.cancelIdle?.();
    this.cancelIdle = undefined;
  }

  /** Appends the next block; false when there was nothing left. */
  private buildBlock(): boolean {
    if (this.done) return false;
    const block = element("div", "chunk");
    for (let n = 0; n < CHUNK; n++) {
      const next = this.items.next();
      if (next.done === true) {
        this.done = true;
        break;
      }
      block.append(next.value);
    }
    if (block.firstChild === null) return false;
    this.root.append(block);
    return true;
  }
}

/**
 * Scrolls the scrolling box `list` (holding a {@link MoveList}) by less than a row so that
 * the row at its top edge is not cut in half: up to show it whole when `keep` (the current
 * move) stays in view, else down past it. Looks at one block's items, not the whole list.
 */
export function alignTopRow(list: Element, keep: Element): void {
  const box = list.getBoundingClientRect();
  const top = box.top + list.clientTop;
  const bottom = top + list.clientHeight;
  const block = Array.from(list.querySelectorAll(".chunk")).find((c) => c.getBoundingClientRect().bottom > top + 1);
  const row = block === undefined ? undefined : Array.from(block.querySelectorAll(".mv, .note")).find((e) => e.getBoundingClientRect().bottom > top + 1);
  if (row === undefined) return;
  const r = row.getBoundingClientRect();
  if (r.top >= top - 1) return;
  const k = keep.getBoundingClientRect();
  const up = top - r.top;
  if (k.bottom + up <= bottom) list.scrollTop -= up;
  else if (k.top - (r.bottom - top) >= top) list.scrollTop += r.bottom - top;
}
