/**
 * The move list of `<daidai-replay>`: the main line with move numbers, comments next to
 * their moves, and variations (at any depth) as indented groups. Every move is a button
 * whose `data-path` holds its child indices; the caller marks the current one.
 *
 * Built with plain DOM calls (createElement, textContent — record text is never parsed
 * as HTML) rather than one Lit template per move: a 500-move list is created in about
 * half the time, and it is built once per record and notation.
 */
import type { GameNode, Notation } from "./game.js";
import { t, type Lang } from "./i18n.js";

/** Moves (and notes) per block: blocks scrolled out of view are not laid out. */
const CHUNK = 40;

/** The number shown before a move: `12.` / `12…` (western, counting full moves) or `23☗` (Japanese, plies). */
export function moveNumberText(node: GameNode, notation: Notation): string {
  if (notation === "japanese") return `${String(node.moveNumber)}${node.color === "black" ? "☗" : "☖"}`;
  const full = Math.ceil(node.moveNumber / 2);
  return node.color === "black" ? `${String(full)}.` : `${String(full)}…`;
}

function element(tag: string, className: string, text?: string): HTMLElement {
  const el = document.createElement(tag);
  el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

/** The list's content for a game tree (root comments first), in blocks. */
export function renderMoveList(root: GameNode, notation: Notation, lang: Lang): DocumentFragment {
  const items: Node[] = root.comments.map((c) => element("span", "note", c));
  if (root.children.length > 0) appendLine(items, root, 0, [], notation, lang);
  const fragment = document.createDocumentFragment();
  for (let i = 0; i < items.length; i += CHUNK) {
    const chunk = element("div", "chunk");
    chunk.append(...items.slice(i, i + CHUNK));
    fragment.append(chunk);
  }
  return fragment;
}

/** Appends the line that starts with `parent.children[index]`, with its variations. */
function appendLine(items: Node[], parent: GameNode, index: number, prefix: readonly number[], notation: Notation, lang: Lang): void {
  const path = [...prefix, index];
  let node = parent.children[index];
  let showNumber = true;
  let from = parent;
  while (node !== undefined) {
    for (const c of node.commentsBefore) items.push(element("span", "note", c));
    const move = element("span", "mv");
    if (showNumber || node.color === "black" || notation === "japanese") move.append(element("span", "num", moveNumberText(node, notation)));
    const button = element("button", "move", node.label);
    button.setAttribute("part", "move");
    button.setAttribute("type", "button");
    button.dataset["path"] = path.join(".");
    move.append(button);
    items.push(move, document.createTextNode(" "));
    showNumber = false;
    for (const c of node.comments) {
      items.push(element("span", "note", c));
      showNumber = true;
    }
    if (from.children[0] === node && from.children.length > 1) {
      for (let v = 1; v < from.children.length; v++) {
        const sub: Node[] = [];
        appendLine(sub, from, v, path.slice(0, -1), notation, lang);
        const group = element("span", "variation");
        group.setAttribute("role", "group");
        group.setAttribute("aria-label", `${t(lang, "variation")} ${String(v)}`);
        group.append(...sub);
        items.push(group);
      }
      showNumber = true;
    }
    from = node;
    node = node.children[0];
    path.push(0);
  }
}
