/**
 * A compact strip of the moves around the current one, for the enlarged view on a phone:
 * one row, swiped sideways, the current move in its middle; a tap on a move goes there.
 * Where the game branches, a second row offers the other moves: the alternatives to the
 * current move, or the choices for the next one — the way into (and between) variations.
 * The strip is one Tab stop (its current move; the keys step from there); each variation is one.
 */
import { css, html, nothing, type TemplateResult } from "lit";
import { t, type Lang } from "../i18n/i18n.js";
import type { GameNode, Notation } from "../record/game.js";
import { moveNumberText } from "./move-list.js";

/** Moves shown on either side of the current one. */
const AROUND = 12;

/** What the strip shows. */
export interface StripState {
  readonly root: GameNode;
  /** Child indices of the line through the current move, to its end. */
  readonly line: readonly number[];
  /** Moves from the start to the current move. */
  readonly ply: number;
  readonly notation: Notation;
  readonly lang: Lang;
}

/** A move of the strip: its node and path. */
interface StripMove {
  readonly node: GameNode;
  readonly path: readonly number[];
}

/** The moves of `line` from ply `from` to ply `to` (1-based, both included). */
function lineMoves(root: GameNode, line: readonly number[], from: number, to: number): StripMove[] {
  const out: StripMove[] = [];
  let node = root;
  for (let i = 0; i < to && i < line.length; i++) {
    const next = node.children[line[i] ?? 0];
    if (next === undefined) break;
    node = next;
    if (i + 1 >= from) out.push({ node, path: line.slice(0, i + 1) });
  }
  return out;
}

/** The strip of moves and, where the game branches here, the row of alternatives. `go` goes to a path. */
export function moveStripView(s: StripState, go: (path: readonly number[]) => void): TemplateResult {
  const moves = lineMoves(s.root, s.line, Math.max(1, s.ply - AROUND), s.ply + AROUND);
  const current = moves.find((m) => m.path.length === s.ply);
  const parent = current?.node.parent ?? null;
  const here = s.line.slice(0, s.ply);
  // Alternatives to the current move, else the choices for the next one.
  const siblings = parent !== null && parent.children.length > 1 ? { nodes: parent.children, at: here.slice(0, -1), key: "alternatives" as const } : null;
  const currentNode = current?.node ?? s.root;
  const choices = siblings ?? (currentNode.children.length > 1 ? { nodes: currentNode.children, at: here, key: "nextChoices" as const } : null);
  // The strip's one Tab stop: the current move (the first move at the start).
  const tabStop = current ?? moves[0];
  const button = (m: StripMove, cls: string, isCurrent: boolean): TemplateResult =>
    html`<button type="button" class=${cls} part="strip-move" aria-current=${isCurrent ? "step" : nothing} tabindex=${cls === "strip-move" && m !== tabStop ? "-1" : nothing} @click=${() => { go(m.path); }}><span class="num">${moveNumberText(m.node, s.notation)}</span> ${m.node.label}</button>`;
  return html`<div class="strip" role="group" aria-label=${t(s.lang, "movesAround")}>
    <div class="strip-moves">${moves.map((m) => button(m, "strip-move", m === current))}</div>
    ${choices === null
      ? nothing
      : html`<div class="strip-variations" role="group" aria-label=${t(s.lang, choices.key)}>
          <span class="strip-fork" aria-hidden="true">⑂</span>
          ${choices.nodes.map((node, i) => {
            const path = [...choices.at, i];
            return button({ node, path }, "strip-variation", path.length === s.ply && here[here.length - 1] === i);
          })}
        </div>`}
  </div>`;
}

/**
 * When a move of the strip has the focus and the keys stepped elsewhere, the focus follows to
 * the strip's Tab stop (the move shown), so that the keys go on from there and Tab leaves.
 */
export function stripFollowFocus(root: DocumentOrShadowRoot & ParentNode): void {
  const active = root.activeElement;
  if (!(active instanceof HTMLElement) || !active.classList.contains("strip-move") || active.tabIndex !== -1) return;
  root.querySelector<HTMLElement>('.strip-moves button:not([tabindex="-1"])')?.focus({ preventScroll: true });
}

/** Scrolls the strip (never the page) so that the current move is in its middle. */
export function centreStrip(root: ParentNode): void {
  const strip = root.querySelector<HTMLElement>(".strip-moves");
  const current = strip?.querySelector<HTMLElement>('[aria-current="step"]');
  if (!strip || !current) return;
  // The strip is the moves' offset parent (position: relative).
  strip.scrollLeft = current.offsetLeft - (strip.clientWidth - current.offsetWidth) / 2;
}

/** The strip's styles: one row that scrolls sideways (a finger swipes it), buttons large enough to tap. */
export const stripStyles = css`
  .strip {
    flex: none;
    display: flex;
    flex-direction: column;
    gap: 0.2rem;
  }
  .strip-moves,
  .strip-variations {
    position: relative;
    display: flex;
    gap: 0.2rem;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scrollbar-width: thin;
    white-space: nowrap;
  }
  .strip button {
    flex: none;
    min-height: 2.25rem;
    padding: 0.15rem 0.45rem;
    font: inherit;
    color: var(--c-fg);
    background: color-mix(in srgb, var(--c-fg) 6%, var(--c-solid-bg));
    border: 1px solid color-mix(in srgb, var(--c-fg) 25%, transparent);
    border-radius: 4px;
    cursor: pointer;
  }
  .strip button[aria-current="step"] {
    background: var(--c-current);
    border-color: var(--c-accent);
  }
  .strip .num {
    color: var(--c-muted);
    font-variant-numeric: tabular-nums;
  }
  .strip-fork {
    flex: none;
    align-self: center;
    color: var(--c-muted);
  }
`;
