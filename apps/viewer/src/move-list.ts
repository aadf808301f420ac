/**
 * The move list of `<daidai-replay>`: the main line with move numbers, comments next to
 * their moves, and variations (at any depth) as indented groups. Every move is a button
 * whose `data-path` holds its child indices; the caller marks the current one.
 */
import { html, nothing, type TemplateResult } from "lit";
import type { GameNode, Notation } from "./game.js";
import { t, type Lang } from "./i18n.js";

/** Moves (and notes) per block: blocks scrolled out of view are not laid out. */
const CHUNK = 40;

type Item = TemplateResult | string;

/** The number shown before a move: `12.` / `12…` (western, counting full moves) or `23☗` (Japanese, plies). */
export function moveNumberText(node: GameNode, notation: Notation): string {
  if (notation === "japanese") return `${String(node.moveNumber)}${node.color === "black" ? "☗" : "☖"}`;
  const full = Math.ceil(node.moveNumber / 2);
  return node.color === "black" ? `${String(full)}.` : `${String(full)}…`;
}

/** The list's content for a game tree (root comments first). */
export function renderMoveList(root: GameNode, notation: Notation, lang: Lang): TemplateResult[] {
  const items: Item[] = root.comments.map((c) => html`<span class="note">${c}</span>`);
  if (root.children.length > 0) appendLine(items, root, 0, [], notation, lang);
  const chunks: TemplateResult[] = [];
  for (let i = 0; i < items.length; i += CHUNK) chunks.push(html`<div class="chunk">${items.slice(i, i + CHUNK)}</div>`);
  return chunks;
}

/** Appends the line that starts with `parent.children[index]`, with its variations. */
function appendLine(items: Item[], parent: GameNode, index: number, prefix: readonly number[], notation: Notation, lang: Lang): void {
  const path = [...prefix, index];
  let node = parent.children[index];
  let showNumber = true;
  let from = parent;
  while (node !== undefined) {
    for (const c of node.commentsBefore) items.push(html`<span class="note">${c}</span>`);
    const numbered = showNumber || node.color === "black" || notation === "japanese";
    items.push(
      html`<span class="mv">${numbered ? html`<span class="num">${moveNumberText(node, notation)}</span>` : nothing}<button class="move" part="move" type="button" data-path=${path.join(".")}>${node.label}</button></span> `,
    );
    showNumber = false;
    for (const c of node.comments) {
      items.push(html`<span class="note">${c}</span>`);
      showNumber = true;
    }
    if (from.children[0] === node && from.children.length > 1) {
      for (let v = 1; v < from.children.length; v++) {
        const sub: Item[] = [];
        appendLine(sub, from, v, path.slice(0, -1), notation, lang);
        items.push(html`<span class="variation" role="group" aria-label=${`${t(lang, "variation")} ${String(v)}`}>${sub}</span>`);
      }
      showNumber = true;
    }
    from = node;
    node = node.children[0];
    path.push(0);
  }
}
