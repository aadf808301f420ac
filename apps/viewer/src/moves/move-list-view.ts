/**
 * A move list on screen, as a Lit reactive controller: the list of a game (built in blocks,
 * {@link MoveList}), the current move marked (`aria-current`, and the list's one Tab stop:
 * roving tabindex), and the list scrolled — never the page — so that the current move is
 * in view after every step, and again when the list comes into view (a phone scrolled down
 * to it: its blocks are laid out only then).
 *
 * The list is built once per game and notation (re-rendering hundreds of moves on every
 * step is too slow); the current move is marked after each update instead.
 */
import { html, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from "lit";
import type { Lang } from "../i18n/i18n.js";
import type { GameNode, Notation } from "../record/game.js";
import { alignTopRow, MoveList } from "./move-list.js";

/** Frames during which the list's scroll position is checked again after a jump (see keepCurrentInView). */
const SETTLE_FRAMES = 4;

/** What the list needs from its host. */
export interface MoveListSource {
  /** The current move's path (child indices joined by "."; "" at the start). */
  current(): string;
  /** The list may be built whole in idle time (false while the record's last moves are still being read). */
  complete(): boolean;
}

/** The move list of one element. */
export class MoveListView implements ReactiveController {
  /** The list of the game shown, or null. */
  list: MoveList | null = null;
  #scrollPending = false;
  #scrollScheduled = false;
  #observer: IntersectionObserver | undefined;
  #observed: Element | null = null;
  /** Watches the list's content: blocks laid out or built late move the current move. */
  #resizes: ResizeObserver | undefined;
  #watched: Element | null = null;
  /** The widget placed the current move and the reader has not moved the list since. */
  #following = false;

  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #source: MoveListSource;
  constructor(
    host: ReactiveControllerHost & HTMLElement,
    source: MoveListSource,
  ) {
    this.#host = host;
    this.#source = source;
    host.addController(this);
  }

  hostConnected(): void {
    if (this.#source.complete()) this.list?.finishLater();
  }

  hostDisconnected(): void {
    this.list?.dispose();
    this.#observer?.disconnect();
    this.#observer = undefined;
    this.#resizes?.disconnect();
    this.#watched = null;
  }

  hostUpdated(): void {
    this.#observe();
    this.#markCurrent();
    // Built in idle time once the record is read whole (else it would read the rest at once).
    if (this.#source.complete()) this.list?.finishLater();
    if (this.#scrollPending && !this.#scrollScheduled) {
      // Measure in the next frame, when the browser lays out anyway.
      this.#scrollScheduled = true;
      requestAnimationFrame(() => {
        this.#scrollScheduled = false;
        this.#scrollPending = false;
        this.#keepCurrentInView(SETTLE_FRAMES);
      });
    }
  }

  /** The current move changed: bring it into view after the next update. */
  follow(): void {
    this.#scrollPending = true;
  }

  /** Builds the list of a game (call from a guarded render: once per game, notation and language). */
  build(root: GameNode, notation: Notation, lang: Lang): HTMLElement {
    this.list?.dispose();
    this.list = new MoveList(root, notation, lang);
    return this.list.root;
  }

  /** Forgets the list (no game). */
  clear(): void {
    this.list?.dispose();
    this.list = null;
  }

  /** The list's scrolling region; a click on a move calls `go` with its path (child indices). */
  render(label: string, root: HTMLElement, go: (path: number[]) => void): TemplateResult {
    const onClick = (event: Event): void => {
      const button = (event.target as Element | null)?.closest("button[data-path]");
      if (!(button instanceof HTMLElement)) return;
      go((button.dataset["path"] ?? "").split(".").filter((s) => s !== "").map(Number));
    };
    return html`<div class="moves" part="moves" role="region" aria-label=${label} @click=${onClick}>${root}</div>`;
  }

  /** Builds every remaining block now (before printing, for instance). */
  finish(): void {
    this.list?.finish();
  }

  #region(): HTMLElement | null {
    const root = this.list?.root;
    return root?.isConnected === true ? root.parentElement : null;
  }

  /** Marks the current move; it becomes the list's Tab stop (roving tabindex), keeping the focus if the old stop had it. */
  #markCurrent(): void {
    const list = this.list;
    if (list === null || !list.root.isConnected) return;
    const key = this.#source.current();
    const previous = list.root.querySelector<HTMLElement>('button[tabindex="0"]');
    if (previous !== null && previous.dataset["path"] === key) return;
    const focused = previous !== null && this.#host.shadowRoot?.activeElement === previous;
    previous?.removeAttribute("aria-current");
    previous?.setAttribute("tabindex", "-1");
    const current = list.find(key);
    current?.setAttribute("aria-current", "step");
    const stop = current ?? list.root.querySelector<HTMLElement>("button.move");
    stop?.setAttribute("tabindex", "0");
    if (focused) stop?.focus({ preventScroll: true });
  }

  /**
   * Watches the list: when it comes into view, the current move is brought into it again; and
   * while the reader has not moved the list (wheel, touch, keys, pointer), a change of its
   * content's size (blocks laid out or built later, on a loaded machine after the re-checks
   * of {@link SETTLE_FRAMES}) brings the current move back to the middle third.
   */
  #observe(): void {
    const region = this.#region();
    if (region === null || typeof IntersectionObserver !== "function") return;
    this.#watchContent();
    if (this.#observer !== undefined && this.#observed === region) return;
    this.#observer?.disconnect();
    this.#observed = region;
    this.#observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) this.#keepCurrentInView(SETTLE_FRAMES);
    });
    this.#observer.observe(region);
    for (const type of ["wheel", "touchstart", "pointerdown", "keydown"]) {
      region.addEventListener(type, () => {
        this.#following = false;
      }, { passive: true });
    }
  }

  /** Observes the size of the list's content (a new list gets a new content element). */
  #watchContent(): void {
    const content = this.list?.root;
    if (content === undefined || content === this.#watched || typeof ResizeObserver !== "function") return;
    this.#watched = content;
    this.#resizes ??= new ResizeObserver(() => {
      if (this.#following) this.#keepCurrentInView();
    });
    this.#resizes.disconnect();
    this.#resizes.observe(content);
  }

  /**
   * Scrolls the list (never the page) so that the current move is in its middle third. Blocks of the
   * list that were never laid out count with an estimated height (content-visibility),
   * which changes once the browser lays them out, a frame or two later: the position is
   * checked again for `frames` more frames.
   */
  #keepCurrentInView(frames = 0, scrolled = false): void {
    if (frames === SETTLE_FRAMES) this.#following = true;
    const list = this.#region();
    const button = list?.querySelector('button[aria-current="step"]');
    if (!list || !button) {
      if (list && this.#source.current() === "") list.scrollTop = 0;
      return;
    }
    const outer = list.getBoundingClientRect();
    const inner = button.getBoundingClientRect();
    let moved = scrolled;
    // Out of the list's middle third, the current move is brought to its middle: its comment
    // and the next moves show below it, the moves before it above.
    const third = outer.height / 3;
    if (inner.top < outer.top + third || inner.bottom > outer.bottom - third) {
      const before = list.scrollTop;
      list.scrollTop += inner.top + inner.height / 2 - (outer.top + outer.height / 2);
      moved ||= list.scrollTop !== before;
    }
    // Where the widget scrolled the list, its top row is shown whole, not cut by the edge.
    if (moved) alignTopRow(list, button);
    if (frames > 0) {
      requestAnimationFrame(() => {
        this.#keepCurrentInView(frames - 1, moved);
      });
    }
  }
}
