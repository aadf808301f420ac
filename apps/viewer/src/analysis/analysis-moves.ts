/**
 * The analysis board's move list, as a Lit reactive controller: the explored tree replayed
 * (record/game.ts: labels, last moves, checks) and listed (moves/move-list.ts, built anew
 * when a variation is added), the node shown marked in the list (`current`, `aria-current`)
 * and kept in view inside it, without scrolling the page.
 */
import type { ReactiveController, ReactiveControllerHost } from "lit";
import type { GameRecord } from "@daidai/notation";
import type { Lang } from "../i18n/i18n.js";
import { MoveList } from "../moves/move-list.js";
import { buildGame, type Game, type GameNode, type Notation } from "../record/game.js";
import { formatMove } from "../record/source.js";

/** The move list of one analysis board. */
export class AnalysisMoves implements ReactiveController {
  /** The list, once built. */
  list: MoveList | null = null;
  #game: Game | null = null;
  readonly #nodes = new Map<string, GameNode>();

  readonly #host: ReactiveControllerHost & HTMLElement;
  /** The path of the node shown (child indices joined by "."). */
  readonly #current: () => string;
  constructor(host: ReactiveControllerHost & HTMLElement, current: () => string) {
    this.#host = host;
    this.#current = current;
    host.addController(this);
  }

  hostDisconnected(): void {
    this.list?.dispose();
  }

  hostUpdated(): void {
    const list = this.list;
    if (list === null) return;
    for (const b of list.root.querySelectorAll("button.current")) {
      b.classList.remove("current");
      b.removeAttribute("aria-current");
    }
    const button = list.find(this.#current());
    button?.classList.add("current");
    button?.setAttribute("aria-current", "step");
    // Keep the current move in view inside the list (without scrolling the page).
    const box = (this.#host.shadowRoot ?? this.#host).querySelector<HTMLElement>(".moves");
    if (button !== null && box !== null && box.clientHeight > 0) {
      const top = button.getBoundingClientRect().top - box.getBoundingClientRect().top;
      if (top < 0 || top > box.clientHeight - button.offsetHeight) box.scrollTop += top - box.clientHeight / 2;
    }
  }

  /** Replays and lists the record anew (a variation was added, or another notation or language). */
  rebuild(record: GameRecord, notation: Notation, lang: Lang): void {
    this.#game = buildGame(record, notation, formatMove, record.metadata.rules, { checked: true });
    this.#nodes.clear();
    this.list?.dispose();
    this.list = new MoveList(this.#game.root, notation, lang);
    this.list.finishLater();
  }

  /** The replayed node at `path` (child indices), or null. */
  node(path: readonly number[]): GameNode | null {
    const key = path.join(".");
    const cached = this.#nodes.get(key);
    if (cached !== undefined) return cached;
    let node = this.#game?.root ?? null;
    for (const i of path) node = node?.children[i] ?? null;
    if (node !== null) this.#nodes.set(key, node);
    return node;
  }
}
