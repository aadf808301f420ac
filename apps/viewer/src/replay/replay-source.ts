/**
 * Where a replay's record comes from and where it starts, as a Lit reactive controller over
 * a {@link RecordLoader}: the first load a moment after the element is connected, a new load
 * when its source changes, a text given to `load()`; a record starts at a link's move
 * (`#daidai-ply=65`, followed within the page as well), else at `ply` and `path`. While a
 * record is fetched or read, "Loading…" shows (under the board too when one is shown).
 */
import type { ReactiveController, ReactiveControllerHost } from "lit";
import { t, type Lang } from "../i18n/i18n.js";
import type { RecordLike } from "../record/record-types.js";
import type { GameController, StartAt } from "./game-controller.js";
import type { PieceHint } from "./piece-hint.js";
import { plyFromHash } from "./record-menu.js";
import { RecordLoader, type LoadOutcome } from "./record-loader.js";

/** The element's attributes that say what to load and where to start. */
export interface SourceHost extends ReactiveControllerHost, HTMLElement {
  readonly src: string;
  readonly format: string;
  readonly record: RecordLike | undefined;
  readonly readerSrc: string;
  readonly ply: number;
  readonly path: string;
  readonly autoplay: boolean;
  readonly interval: number;
  readonly static: boolean;
}

/** The record source of one replay. */
export class ReplaySource implements ReactiveController {
  readonly #host: SourceHost;
  readonly #game: GameController;
  readonly #lang: () => Lang;
  readonly #loader: RecordLoader;
  constructor(host: SourceHost, game: GameController, hint: PieceHint, lang: () => Lang) {
    this.#host = host;
    this.#game = game;
    this.#lang = lang;
    this.#loader = new RecordLoader({
      reading: (busy, fetching) => {
        const loading = t(lang(), "loading");
        if (busy) {
          game.message = loading;
          host.requestUpdate();
          // A long text is read in a worker: say so under the board too when a record is shown.
          if (!fetching && game.cursor !== null) hint.show(loading);
        } else if (hint.text === loading) hint.show("");
      },
    });
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener("hashchange", this.#onHashChange);
    if (this.#game.loaded === null && this.#game.game === null) {
      // Wait a moment: a script may call load() or set `record` right after inserting the
      // element, and a classic script in <head> upgrades it before its children are parsed.
      const token = this.#loader.latest;
      const start = (): void => {
        if (token === this.#loader.latest && this.#game.loaded === null) void this.reload();
      };
      if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start, { once: true });
      else queueMicrotask(start);
    }
  }

  hostDisconnected(): void {
    this.#loader.abort();
    window.removeEventListener("hashchange", this.#onHashChange);
  }

  /** Loads the element's record: the `record` property, else `src`, else its child `<script type="text/x-daidai">`. */
  async reload(): Promise<void> {
    const host = this.#host;
    const script = host.querySelector('script[type="text/x-daidai"]');
    this.#show(await this.#loader.fromSource({ record: host.record, src: typeof host.src === "string" ? host.src : "", format: host.format, script, readerSrc: host.readerSrc }, this.#lang()));
  }

  /** Loads a record given as text (see the element's `load()`). */
  async load(text: string, format?: string): Promise<void> {
    const host = this.#host;
    this.#show(await this.#loader.text(text, format ?? (host.format || undefined), this.#lang(), host.readerSrc));
  }

  /** Shows what a load ended with, unless another load started since. */
  #show(outcome: LoadOutcome): void {
    if (this.#loader.isLatest(outcome)) this.#game.apply(outcome, this.#startAt());
  }

  /** Where a record starts: a link's move (`#daidai-ply=`), else `ply` and `path`; autoplay with `autoplay`. */
  #startAt(): StartAt {
    const host = this.#host;
    return { ply: plyFromHash(location.hash, host.id) ?? host.ply, path: host.path, autoplay: host.autoplay && !host.static ? host.interval : null };
  }

  /** A link to a move of this widget (`#daidai-ply=65`) followed within the page. */
  readonly #onHashChange = (): void => {
    const ply = plyFromHash(location.hash, this.#host.id);
    if (ply !== undefined) this.#game.goTo(ply);
  };
}
