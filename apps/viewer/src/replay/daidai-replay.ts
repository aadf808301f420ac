import { html, LitElement, nothing } from "lit";
import { guard } from "lit/directives/guard.js";
import type { PropertyValues, TemplateResult } from "lit";
import { BOARD_SIZE, squareName, type Color } from "@daidai/core";
import { nodeAtPath, pathOf, preloadReader, type GameRecord, type RecordNode } from "@daidai/notation/lazy";
import { loadAnalysis } from "./analysis-loader.js";
import { REPLAY_ATTRIBUTES, rejectBadValues } from "./attributes.js";
import "../board/daidai-board.js";
import { defineOnce } from "../ui/define.js";
import { buildGame, type Game, type GameNode, type Notation } from "../record/game.js";
import { parseLang, rankLabel, t, type Lang } from "../i18n/i18n.js";
import { icon, type IconName } from "../ui/icons.js";
import { keyAction } from "./keys.js";
import { alignTopRow, FIRST_LIST_MOVES, MoveList, moveNumberText, whenIdle } from "../moves/move-list.js";
import { describePiece, MIN_KANJI_SQUARE_PX, pieceOnSquare, type PieceStyleChoice } from "../pieces/pieces.js";
import type { Diagnostic, MetadataLike, RecordLike, RecordNodeLike } from "../record/record-types.js";
import { clockText, copyText, downloadText, plyFromHash, plyLink } from "./record-menu.js";
import type { CopyFormat } from "../record/record-writers.js";
import { ReplayController, type Path, type Target } from "./replay-controller.js";
import { replayStyles } from "./replay-styles.js";
import { decodeRecord, formatMove, notARecord, ownFileName, parseFormat, readRecordAsync, unescapeEntities, WORKER_MIN_CHARS, type LoadedRecord, type Refusal } from "../record/record-text.js";
import { japaneseAnnouncement } from "../i18n/speech.js";
import { themeStyles } from "../ui/theme.js";

/** Where the move list goes. */
export type ShowMoves = "auto" | "side" | "bottom" | "none";

/** Detail of `daidai-ply-change`. */
export interface PlyChangeDetail {
  /** Moves from the start. */
  readonly ply: number;
  /** The node's path in notation's form (`"12"`, `"12.1.3"`; `""` at the start). */
  readonly path: string;
  /** Child indices from the root (0 = main line at each step). */
  readonly indices: readonly number[];
  /** The move that led here as a move string (formats.md §2), or null at the start. */
  readonly move: string | null;
  /** The position (formats.md §1). */
  readonly dsfen: string;
}

/** Detail of `daidai-load`. */
export interface LoadDetail {
  readonly format: string | undefined;
  /** Moves of the main line (of a long record still being read: as written, see the README). */
  readonly plies: number;
  readonly diagnostics: readonly Diagnostic[];
}

/** Detail of `daidai-error`. */
export interface ErrorDetail {
  readonly message: string;
  readonly diagnostics: readonly Diagnostic[];
}

const SHOWN_DIAGNOSTICS = 20;

/**
 * Moves of a record read before its first render: what the move list's first blocks show,
 * and some. The rest is read in idle time (or at once when something needs it: stepping
 * past them, a jump, the menu). A long record's first render then replays the moves it
 * shows, not the whole game.
 */
const FIRST_READ_MOVES = FIRST_LIST_MOVES + 20;
/** Idle time spent reading the rest of a record per slice (ms). */
const READ_SLICE_MS = 8;

/**
 * `<daidai-replay>`: replays a dai dai shogi game record — board, controls, move list with
 * comments and variations, keyboard navigation and a live region for screen readers.
 * The record comes from `src`, from a child `<script type="text/x-daidai">`, or from the
 * `record` property. Record text is untrusted: it is only ever rendered as text.
 *
 * @summary Embeddable dai dai shogi game replay.
 * @attr src - URL of the record (any format the notation package reads).
 * @attr format - Record format; detected when absent.
 * @attr ply - Start at this move of the main line (also set while navigating).
 * @attr path - Start at this node, in notation's path form: `12.1.3` is the 3rd move of the
 *   1st variation to move 12 (takes precedence over `ply`; also set while navigating).
 * @attr orientation - `black` (default) or `white` at the bottom.
 * @attr notation - `western` (default), `japanese` or `movestring`.
 * @attr piece-style - `auto` (default: kanji, or `compact` when a square is under 32 CSS px),
 *   `kanji`, `abbreviation` or `compact`.
 * @attr show-moves - `auto` (default: beside the board when there is room), `side`, `bottom`, `none`.
 * @attr autoplay - Start playing the moves after loading.
 * @attr interval - Milliseconds between autoplay moves (default 1500).
 * @attr static - Show only the diagram at `ply`, without controls.
 * @attr analysis - Offer an analysis board from the move shown (its code is fetched when first
 *   asked for; the classic-script bundle needs `daidai-analysis.iife.js` on the page as well).
 * @attr engine-src - URL of the engine's worker file for the analysis board (default: the one
 *   that comes with the viewer: emitted by the app's bundler, or next to the bundle).
 * @attr reader-src - URL of the record-reading worker's file, for long records (default: the
 *   one that comes with the viewer: emitted by the app's bundler, or next to the bundle).
 * @attr lang - `en` or `ja` (labels, rank names 一–十七); by default the page's language.
 * @attr theme - `light`, `dark` or `auto` (the reader's colour scheme); by default the
 *   widget follows the page (its text colour, a transparent background).
 * @fires daidai-load - The record was read; detail: format, plies, diagnostics.
 * @fires daidai-error - The record could not be read or has errors; detail: message, diagnostics.
 * @fires daidai-ply-change - The shown position changed; detail: ply, path, move, dsfen.
 * @fires daidai-square-click - (from the boards inside) A square was clicked; detail: square,
 *   piece. `enlarged` tells which board; `preventDefault()` claims the click.
 * @csspart widget - The outer box.
 * @csspart header - Players and game information.
 * @csspart controls - The button row.
 * @csspart button - Each control button.
 * @csspart slider - The move slider.
 * @csspart moves - The move list.
 * @csspart move - Each move in the list.
 * @csspart comment - The comment of the current move.
 * @csspart diagnostics - Problems found in the record.
 * @csspart error - The message shown when no record could be loaded.
 * @cssprop --daidai-bg - Background of the widget.
 * @cssprop --daidai-fg - Text colour.
 * @cssprop --daidai-muted - Secondary text colour.
 * @cssprop --daidai-accent - Accent colour (current move border, slider, comments).
 * @cssprop --daidai-current - Background of the current move and pressed buttons.
 * @cssprop --daidai-focus - Focus ring colour.
 * @cssprop --daidai-font - Font of the interface.
 */
export class DaidaiReplay extends LitElement {
  static override properties = {
    src: { type: String },
    format: { type: String },
    ply: { type: Number },
    path: { type: String },
    orientation: { type: String, reflect: true },
    notation: { type: String },
    pieceStyle: { type: String, attribute: "piece-style" },
    showMoves: { type: String, attribute: "show-moves" },
    autoplay: { type: Boolean },
    interval: { type: Number },
    static: { type: Boolean },
    analysis: { type: Boolean },
    engineSrc: { type: String, attribute: "engine-src" },
    readerSrc: { type: String, attribute: "reader-src" },
    explore: { state: true },
    lang: { type: String },
    theme: { type: String, reflect: true },
    record: { attribute: false },
    zoomed: { state: true },
    narrowBoard: { state: true },
    hint: { state: true },
    menuOpen: { state: true },
    message: { state: true },
    announcement: { state: true },
  };

  static override styles = [themeStyles, replayStyles];

  /** URL of the record. */
  declare src: string;
  /** Record format (`json`, `pgn`, `kif`, `dsfen`); empty = detect. */
  declare format: string;
  /** The current move number on the line (start at this move). */
  declare ply: number;
  /** The node shown, in notation's path form (`"12"`, `"12.1.3"`; `""` at the start): set it to go there. */
  declare path: string;
  declare orientation: Color;
  declare notation: Notation;
  declare pieceStyle: PieceStyleChoice;
  declare showMoves: ShowMoves;
  declare autoplay: boolean;
  declare interval: number;
  declare "static": boolean;
  declare analysis: boolean;
  /** URL of the engine's worker file for the analysis board; "" = the one that comes with the viewer. */
  declare engineSrc: string;
  /** URL of the record-reading worker's file (long records); "" = the one that comes with the viewer. */
  declare readerSrc: string;
  /** The analysis board's record and starting node, while it is open. */
  declare private explore: { record: unknown; path: Path } | null;
  declare lang: string;
  declare theme: string;
  /** A record object (notation's GameRecord or the same shape); takes precedence over `src`. */
  declare record: RecordLike | undefined;
  /** The enlarged view is open. */
  declare private zoomed: boolean;
  /** A square of the inline board is under {@link MIN_KANJI_SQUARE_PX}: a tap opens the enlarged view. */
  declare private narrowBoard: boolean;
  /** The line under the board: the piece pointed at, or the control touched ("" when none). */
  declare private hint: string;
  /** The menu (copy, download, link, flip) is open. */
  declare private menuOpen: boolean;
  declare private message: string;
  declare private announcement: string;

  private game: Game | null = null;
  private metadata: MetadataLike = {};
  private diagnostics: Diagnostic[] = [];
  private controller: ReplayController<GameNode> | null = null;
  /** The move list of the game shown (built in blocks). */
  private moveList: MoveList | null = null;
  /** The path of the node shown (what `path` holds unless a caller just set it). */
  private shownPath = "";
  private loadToken = 0;
  /** Ends the reading in progress (a worker) when another source replaces it. */
  private reading: AbortController | null = null;
  private loaded: LoadedRecord | null = null;
  /** The record's text as it came (null for a `record` object). */
  private sourceText: string | null = null;
  /** Some move of the record says how long it took. */
  private hasTimes = false;
  /** Stops reading the rest of the record in idle time. */
  private cancelRestRead: (() => void) | undefined;
  private scrollPending = false;
  /** Show the diagnostics' list (false when one message says it all). */
  private listDiagnostics = true;
  private scrollScheduled = false;
  /** The next cursor change comes from the reader (the live region speaks only then). */
  private speak = false;
  /** Autoplay was started by the reader: its moves are spoken. */
  private speakAutoplay = false;
  /** Number of this widget on the page (gives its move list a unique name). */
  private readonly serial = ++widgetCount;
  private resizeObserver: ResizeObserver | undefined;
  private listObserver: IntersectionObserver | undefined;
  private observedList: Element | null = null;
  private hintTimer: ReturnType<typeof setTimeout> | undefined;
  private pressTimer: ReturnType<typeof setTimeout> | undefined;
  /** A long press named a piece: the click that ends it does nothing else. */
  private pressed = false;
  /** The history entry pushed when the enlarged view opened (closing takes it back). */
  private historyPushed = false;

  constructor() {
    super();
    this.src = "";
    this.format = "";
    this.ply = 0;
    this.path = "";
    this.orientation = "black";
    this.notation = "western";
    this.pieceStyle = "auto";
    this.showMoves = "auto";
    this.autoplay = false;
    this.interval = 1500;
    this.static = false;
    this.analysis = false;
    this.engineSrc = "";
    this.readerSrc = "";
    this.explore = null;
    this.lang = "";
    this.theme = "";
    this.record = undefined;
    this.zoomed = false;
    this.narrowBoard = false;
    this.hint = "";
    this.menuOpen = false;
    this.message = "";
    this.announcement = "";
  }

  // ----- public API ---------------------------------------------------------------------

  /** The position shown, as DSFEN. */
  get dsfen(): string {
    return this.controller?.node.dsfen ?? "";
  }

  /** The child indices from the root to the position shown. */
  get indices(): Path {
    return this.controller?.path ?? [];
  }

  /** Number of moves of the line shown. */
  get lineLength(): number {
    return this.controller === null ? 0 : this.lineTotal(this.controller);
  }

  /** Problems found in the record. */
  get problems(): readonly Diagnostic[] {
    return this.diagnostics;
  }

  /** True while the enlarged view (full-screen board) is open. */
  get enlarged(): boolean {
    return this.zoomed;
  }

  /**
   * True when the inline board's squares are too small to read (under 32 CSS px): a tap on
   * it opens the enlarged view. Piece guides and click-to-move belong in the enlarged view then.
   */
  get narrow(): boolean {
    return this.narrowBoard;
  }

  /** Opens the enlarged view (a full-screen board with sticky labels and the controls). */
  openEnlarged(): void {
    if (this.zoomed || this.controller === null) return;
    this.zoomed = true;
    if (typeof history !== "undefined" && typeof history.pushState === "function") {
      history.pushState({ ...(history.state as object | null), daidaiEnlarged: this.serial }, "");
      this.historyPushed = true;
    }
    window.addEventListener("popstate", this.onPopState);
  }

  /** Closes the enlarged view (also by Escape and the browser's back gesture). */
  closeEnlarged(): void {
    if (!this.zoomed) return;
    this.zoomed = false;
    window.removeEventListener("popstate", this.onPopState);
    if (this.historyPushed) {
      this.historyPushed = false;
      if ((history.state as { daidaiEnlarged?: number } | null)?.daidaiEnlarged === this.serial) history.back();
    }
  }

  /** The back gesture closes the enlarged view (its history entry is gone already). */
  private readonly onPopState = (): void => {
    this.historyPushed = false;
    this.closeEnlarged();
  };

  /** Goes to `first`, `prev`, `next`, `last`, a ply of the current line, or a path. */
  goTo(target: Target): boolean {
    return this.controller?.goTo(target) ?? false;
  }

  /** Turns the board around. */
  flip(): void {
    this.orientation = this.orientation === "white" ? "black" : "white";
  }

  /** Starts or stops autoplay. */
  toggleAutoplay(): void {
    this.speakAutoplay = !(this.controller?.playing ?? true);
    this.controller?.toggle(this.interval);
  }

  /** Opens the analysis board at the move shown (`analysis`: its code is loaded the first time). */
  async openAnalysis(): Promise<void> {
    this.readRest();
    const { controller, loaded } = this;
    if (controller === null || loaded === null) return;
    this.closeEnlarged();
    controller.pause();
    try {
      this.explore = { record: (await loadAnalysis()).copyRecord(loaded.record), path: controller.path };
    } catch (e) {
      this.showHint(String(e), 6000);
    }
  }

  /**
   * Replays a record given as text (any supported format). Resolves once it is shown (or
   * its problems are): `daidai-load` or `daidai-error` has fired by then, unless another
   * record replaced it first. A long text is read in a worker, the page stays responsive.
   */
  load(text: string, format?: string): Promise<void> {
    return this.applyText(text, format ?? (this.format || undefined), false, ++this.loadToken);
  }

  // ----- lifecycle ----------------------------------------------------------------------

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener("beforeprint", this.onBeforePrint);
    window.addEventListener("hashchange", this.onHashChange);
    if (this.restRead) this.moveList?.finishLater();
    else this.readRestWhenIdle();
    if (typeof ResizeObserver === "function") {
      this.resizeObserver ??= new ResizeObserver(() => {
        this.measureBoard();
      });
    }
    if (this.loaded === null && this.game === null) {
      // Wait a moment: a script may call load() or set `record` right after inserting the
      // element, and a classic script in <head> upgrades it before its children are parsed.
      const token = this.loadToken;
      const start = (): void => {
        if (token === this.loadToken && this.loaded === null) void this.loadSource();
      };
      if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start, { once: true });
      else queueMicrotask(start);
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.controller?.pause();
    this.reading?.abort();
    this.moveList?.dispose();
    this.stopRestRead();
    window.removeEventListener("beforeprint", this.onBeforePrint);
    window.removeEventListener("hashchange", this.onHashChange);
    this.resizeObserver?.disconnect();
    this.listObserver?.disconnect();
    this.listObserver = undefined;
    this.closeEnlarged();
  }

  /** Is a square of the inline board too small to read? */
  private measureBoard(): void {
    const board = this.renderRoot.querySelector(".board-scroll daidai-board");
    if (board === null) return;
    const width = board.getBoundingClientRect().width;
    // The board's SVG is 17 squares of 60 units plus 52 units of labels.
    const narrow = width > 0 && (width * 60) / (BOARD_SIZE * 60 + 52) < MIN_KANJI_SQUARE_PX;
    if (narrow !== this.narrowBoard) this.narrowBoard = narrow;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    rejectBadValues(this, changed, REPLAY_ATTRIBUTES);
    // Read what was asked for first: a rebuild or a move writes ply and path back.
    const ply = changed.has("ply") ? this.ply : undefined;
    const path = changed.has("path") ? this.path : undefined;
    const sourceChanged = changed.has("src") || changed.has("record") || changed.has("format");
    if (sourceChanged && this.hasUpdated) {
      this.explore = null;
      void this.loadSource();
    }
    if (changed.has("notation") && this.loaded !== null && this.hasUpdated) this.rebuild();
    if (ply !== undefined && this.controller !== null && ply !== this.controller.ply) this.controller.goTo(ply);
    if (path !== undefined && this.controller !== null && path !== this.shownPath) this.goToPath(path);
    if (changed.has("autoplay") && this.controller !== null && this.hasUpdated) {
      if (this.autoplay) this.controller.play(this.interval);
      else this.controller.pause();
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    const inline = this.renderRoot.querySelector(".board-scroll daidai-board");
    if (inline !== null) this.resizeObserver?.observe(inline);
    if ((changed as Map<PropertyKey, unknown>).has("zoomed")) this.syncDialog();
    this.observeList();
    this.markCurrentMove();
    // Built in idle time once the record is read whole (else it would read the rest at once).
    if (this.restRead) this.moveList?.finishLater();
    if (this.scrollPending && !this.scrollScheduled) {
      // Measure in the next frame, when the browser lays out anyway.
      this.scrollScheduled = true;
      requestAnimationFrame(() => {
        this.scrollScheduled = false;
        this.scrollPending = false;
        this.keepCurrentMoveInView(SETTLE_FRAMES);
      });
    }
  }

  /**
   * The move list is rendered once per record (guard) because re-rendering hundreds of
   * moves on every step is too slow; the current move is marked here instead.
   */
  private markCurrentMove(): void {
    const list = this.moveList;
    if (list === null || !list.root.isConnected) return;
    const key = this.controller?.path.join(".") ?? "";
    const previous = list.root.querySelector<HTMLElement>('button[tabindex="0"]');
    if (previous !== null && previous.dataset["path"] === key) return;
    // One Tab stop for the whole list (roving tabindex): the current move, else the first.
    const focused = previous !== null && this.shadowRoot?.activeElement === previous;
    previous?.removeAttribute("aria-current");
    previous?.setAttribute("tabindex", "-1");
    const current = list.find(key);
    current?.setAttribute("aria-current", "step");
    const stop = current ?? list.root.querySelector<HTMLElement>("button.move");
    stop?.setAttribute("tabindex", "0");
    if (focused) stop?.focus({ preventScroll: true });
  }

  /** A link to a move of this widget (`#daidai-ply=65`) followed within the page. */
  private readonly onHashChange = (): void => {
    const ply = plyFromHash(location.hash, this.id);
    if (ply !== undefined) this.controller?.goTo(ply);
  };

  /** A printed page shows the whole move list. */
  private readonly onBeforePrint = (): void => {
    this.readRest();
    this.moveList?.finish();
  };

  // ----- loading ------------------------------------------------------------------------

  private async loadSource(): Promise<void> {
    const token = ++this.loadToken;
    // A text still being read in a worker is replaced: stop that worker.
    this.reading?.abort();
    this.reading = null;
    const lang = this.uiLang;
    if (this.record !== undefined) {
      this.sourceText = null;
      this.applyLoaded({ record: this.record, format: undefined, diagnostics: [], checked: false });
      return;
    }
    if (typeof this.src === "string" && this.src !== "") {
      this.message = t(lang, "loading");
      const src = this.src;
      // Fetch the reader of the format the URL names while the record comes.
      const guess = parseFormat(this.format || formatFromUrl(src));
      if (guess !== undefined) void preloadReader(guess);
      let text: string;
      try {
        const response = await fetch(src);
        if (!response.ok) throw new Error(`HTTP ${String(response.status)} ${response.statusText}`.trim());
        text = decodeRecord(await response.arrayBuffer(), response.headers.get("content-type"));
      } catch (e) {
        if (token !== this.loadToken) return;
        this.fail(t(lang, "fetchFailed", src, e instanceof Error ? e.message : String(e)));
        return;
      }
      if (token !== this.loadToken) return;
      await this.applyText(text, this.format || formatFromUrl(src), false, token);
      return;
    }
    const script = this.querySelector('script[type="text/x-daidai"]');
    if (script !== null) {
      await this.applyText(script.textContent, this.format || undefined, true, token);
      return;
    }
    this.fail(t(lang, "empty"));
  }

  /** Reads `text` (the load numbered `token`) and shows it, unless another load came since. */
  private async applyText(text: string, format: string | undefined, inline: boolean, token: number): Promise<void> {
    this.reading?.abort();
    this.reading = null;
    // Refuse what cannot be a record before parsing it: a huge text or an HTML page.
    const refusal = notARecord(text);
    if (refusal !== undefined) {
      this.refuse(refusal);
      return;
    }
    const reading = new AbortController();
    this.reading = reading;
    // A long text is read in a worker: say so meanwhile (a short one shows at once), under
    // the board when a record is shown until the new one replaces it.
    const loading = t(this.uiLang, "loading");
    if (text.length >= WORKER_MIN_CHARS) {
      this.message = loading;
      if (this.controller !== null) this.showHint(loading);
    }
    const options = { signal: reading.signal, workerSrc: this.readerSrc || undefined };
    let loaded = await readRecordAsync(text, format, { ...options, firstMoves: FIRST_READ_MOVES });
    // Blog editors sometimes HTML-escape inline records: retry unescaped when that helps.
    if (inline && hasErrors(loaded.diagnostics) && /&(#\d+|#x[0-9a-f]+|[a-z]+);/i.test(text) && token === this.loadToken) {
      const retry = await readRecordAsync(unescapeEntities(text), format, options);
      if (retry.diagnostics.length < loaded.diagnostics.length) loaded = retry;
    }
    if (token !== this.loadToken || reading.signal.aborted) return;
    this.reading = null;
    if (this.hint === loading) this.showHint("");
    if (loaded.refused !== undefined) {
      this.refuse(loaded.refused);
      return;
    }
    this.sourceText = text;
    this.applyLoaded(loaded);
  }

  /** One message for a text that was not read (too large, or an HTML page). */
  private refuse(refusal: Refusal): void {
    const message = refusalMessage(this.uiLang, refusal);
    this.fail(message, [{ severity: "error", message, line: 1, column: 1 }], false);
  }

  private applyLoaded(loaded: LoadedRecord): void {
    if (loaded.format === undefined && hasErrors(loaded.diagnostics)) {
      // Not a record at all: say so instead of showing an unrelated start position.
      this.fail(t(this.uiLang, "unreadable"), loaded.diagnostics, false);
      return;
    }
    if (loaded.record.root.children.length === 0 && hasErrors(loaded.diagnostics) && this.record === undefined) {
      // No move and only lines that were not understood: one message, not a list of them.
      const first = loaded.diagnostics.find((d) => d.severity === "error");
      const where = first === undefined ? "" : ` (${t(this.uiLang, "firstProblem", first.line, first.message)})`;
      this.fail(`${t(this.uiLang, "notRecord")}${where}`, loaded.diagnostics, false);
      return;
    }
    const requestedPath = this.path;
    this.loaded = loaded;
    this.message = "";
    this.listDiagnostics = true;
    this.metadata = loaded.record.metadata ?? {};
    this.rebuild();
    const controller = this.controller;
    if (controller === null) return;
    // Going to the start from the start would work out the whole line: not needed.
    const start = plyFromHash(location.hash, this.id) ?? this.ply;
    if (start !== 0) controller.goTo(start);
    if (requestedPath !== "" && !this.goToPath(requestedPath)) {
      this.diagnostics = [
        ...this.diagnostics,
        { severity: "warning", message: `path ${requestedPath} is not in this record (expected e.g. 12 or 12.1.3); starting at move ${String(controller.ply)}`, line: 0, column: 0 },
      ];
    }
    this.ply = controller.ply;
    this.shownPath = this.pathText(controller.node);
    this.path = this.shownPath;
    this.emit("daidai-load", { format: loaded.format, plies: this.lineTotal(controller), diagnostics: this.diagnostics });
    if (hasErrors(this.diagnostics)) {
      this.emit("daidai-error", { message: this.diagnostics[0]?.message ?? "", diagnostics: this.diagnostics });
    }
    if (this.autoplay && !this.static) controller.play(this.interval);
    this.readRestWhenIdle();
  }

  /** True unless moves of the record are still to be read. */
  private get restRead(): boolean {
    return this.loaded?.more?.done ?? true;
  }

  /** Reads the rest of the record now (at least `moves` more moves; all by default). */
  private readRest(moves = Infinity): void {
    const loaded = this.loaded;
    const more = loaded?.more;
    if (loaded === null || more === undefined || more.done) return;
    const diagnostics = more.read(moves);
    if (!this.restRead) return;
    // Every move is read: what depends on the whole record is known now.
    this.stopRestRead();
    const hadErrors = hasErrors(this.diagnostics);
    this.loaded = { ...loaded, diagnostics };
    this.diagnostics = [...diagnostics, ...(this.game?.diagnostics ?? [])];
    this.hasTimes = hasTimes(loaded.record.root);
    this.controller?.treeGrew();
    this.requestUpdate();
    // A problem in the moves read last is reported now.
    if (!hadErrors && hasErrors(this.diagnostics)) {
      this.emit("daidai-error", { message: this.diagnostics[0]?.message ?? "", diagnostics: this.diagnostics });
    }
  }

  /** Reads the rest of the record in idle time, a few milliseconds at a time. */
  private readRestWhenIdle(): void {
    if (this.restRead || this.cancelRestRead !== undefined) return;
    const slice = (): void => {
      this.cancelRestRead = undefined;
      const until = performance.now() + READ_SLICE_MS;
      do this.readRest(20);
      while (!this.restRead && performance.now() < until);
      if (!this.restRead) this.cancelRestRead = whenIdle(slice);
    };
    this.cancelRestRead = whenIdle(slice);
  }

  private stopRestRead(): void {
    this.cancelRestRead?.();
    this.cancelRestRead = undefined;
  }

  /**
   * Number of moves of the line shown. While the record's last moves are still being read
   * and the line is the main line, the main line's moves as written (a problem found in
   * them later shortens it then).
   */
  private lineTotal(controller: ReplayController<GameNode>): number {
    const more = this.loaded?.more;
    return more !== undefined && !more.done && controller.followsMainLine ? more.mainLineMoves : controller.lineLength;
  }

  /** Replays the loaded record again (after a change of notation), keeping the position. */
  private rebuild(): void {
    const loaded = this.loaded;
    if (loaded === null) return;
    const path = this.controller?.path ?? [];
    const wasPlaying = this.controller?.playing ?? false;
    this.controller?.dispose();
    const rules = (loaded.record.metadata as { rules?: object } | undefined)?.rules ?? {};
    const more = loaded.more;
    const rest = more === undefined ? undefined : { get done() { return more.done; }, readAll: () => { this.readRest(); } };
    this.game = buildGame(loaded.record, this.notationStyle, formatMove, rules, { checked: loaded.checked, ...(rest === undefined ? {} : { rest }) });
    this.diagnostics = [...loaded.diagnostics, ...this.game.diagnostics];
    this.hasTimes = hasTimes(loaded.record.root);
    const controller = new ReplayController<GameNode>(this.game.root, () => {
      this.onCursorChange();
    });
    this.controller = controller;
    if (path.length > 0) controller.goTo(path);
    if (wasPlaying) controller.play(this.interval);
    this.requestUpdate();
  }

  /** Shows `message` instead of a board; `list` false keeps the diagnostics out of sight (they stay in the event and `problems`). */
  private fail(message: string, diagnostics: Diagnostic[] = [], list = true): void {
    this.controller?.dispose();
    this.controller = null;
    this.game = null;
    this.moveList?.dispose();
    this.moveList = null;
    this.stopRestRead();
    this.loaded = null;
    this.diagnostics = diagnostics;
    this.listDiagnostics = list;
    this.message = message;
    this.closeEnlarged();
    this.emit("daidai-error", { message, diagnostics });
  }

  private onCursorChange(): void {
    const controller = this.controller;
    if (controller === null) return;
    this.ply = controller.ply;
    const node = controller.node;
    this.shownPath = this.pathText(node);
    this.path = this.shownPath;
    // Quiet at load and on programmatic moves: speak for the reader's own navigation.
    if (this.speak || (controller.playing && this.speakAutoplay)) this.announcement = this.announce(node);
    this.speak = false;
    this.scrollPending = true;
    this.requestUpdate();
    this.emit("daidai-ply-change", {
      ply: node.ply,
      path: this.path,
      indices: controller.path,
      move: node.move === null ? null : node.moveString,
      dsfen: node.dsfen,
    });
  }

  /** What the live region says for a node: the move in words (English) or in Japanese notation. */
  private announce(node: GameNode): string {
    const lang = this.uiLang;
    if (node.ply === 0) return t(lang, "start");
    if (lang === "en") return node.words;
    return japaneseAnnouncement(node.moveNumber, node.color === "black", node.labelIn("japanese"), node.checkSquare >= 0 ? t(lang, "check") : "");
  }

  /** Goes to the node a notation path names (`""` or `"0"` = the start); false when the record has no such node. */
  private goToPath(path: string): boolean {
    this.readRest();
    const record = this.loaded?.record;
    const controller = this.controller;
    const game = this.game;
    if (record === undefined || controller === null || game === null) return false;
    const target = path === "" || path === "0" ? record.root : nodeAtPath(record as GameRecord, path);
    if (target === undefined) return false;
    const indices = indicesOf(game.root, target);
    if (indices === undefined) return false;
    controller.goTo(indices);
    return true;
  }

  private pathText(node: GameNode): string {
    const record = this.loaded?.record;
    if (record === undefined || node.ply === 0) return "";
    try {
      return pathOf(record as GameRecord, node.source as RecordNode);
    } catch {
      return "";
    }
  }

  private emit<K extends keyof ReplayEventDetails>(type: K, detail: ReplayEventDetails[K]): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  // ----- input --------------------------------------------------------------------------

  /** Navigation asked for by the reader: the live region says where it went. */
  private go(target: Target): void {
    this.speak = true;
    if (this.controller?.goTo(target) !== true) this.speak = false;
  }

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    const controller = this.controller;
    if (controller === null) return;
    if (event.key === "Escape" && this.menuOpen) {
      event.preventDefault();
      this.closeMenu(true);
      return;
    }
    const target = event.composedPath()[0];
    const where = target instanceof HTMLInputElement ? "slider" : target instanceof HTMLButtonElement && !target.classList.contains("move") ? "button" : "other";
    const action = keyAction(event, where);
    if (action === undefined) return;
    // ↑/↓ belong to the page (or the list's scrolling) unless there is a variation here.
    if ((action === "variationUp" || action === "variationDown") && controller.alternatives < 2) return;
    event.preventDefault();
    this.speak = true;
    if (action === "flip") this.flip();
    else if (action === "autoplay") this.toggleAutoplay();
    else if (action === "variationUp") controller.switchVariation(-1);
    else if (action === "variationDown") controller.switchVariation(1);
    else controller.goTo(action);
    this.speak = false;
  };

  private readonly onMovesClick = (event: Event): void => {
    const button = (event.target as Element | null)?.closest("button[data-path]");
    if (!(button instanceof HTMLElement)) return;
    const path = (button.dataset["path"] ?? "").split(".").filter((s) => s !== "").map(Number);
    this.go(path);
  };

  /**
   * A click on the board that no `daidai-square-click` listener claimed: on a narrow
   * widget it opens the enlarged view; on a wide one the left half steps back, the right
   * half forward; in the enlarged view it does nothing (the reader pans there).
   */
  private readonly onBoardClick = (event: MouseEvent): void => {
    if (this.pressed) {
      this.pressed = false;
      return;
    }
    if (event.defaultPrevented || event.button !== 0 || this.zoomed) return;
    if (this.narrowBoard) {
      this.openEnlarged();
      return;
    }
    const board = this.renderRoot.querySelector(".board-scroll daidai-board");
    if (board === null) return;
    const rect = board.getBoundingClientRect();
    this.go(event.clientX - rect.left < rect.width / 2 ? "prev" : "next");
  };

  /** Mouse users see the name of the piece under the pointer (screen readers have the square labels). */
  private readonly onBoardPointerMove = (event: PointerEvent): void => {
    if (event.pointerType !== "mouse") return;
    this.showHint(this.hoverText(squareUnder(event)));
  };

  private readonly onBoardLeave = (event: PointerEvent): void => {
    if (event.pointerType === "mouse") this.showHint("");
  };

  /** On touch, a long press on a piece names it (and the tap that ends it does nothing else). */
  private readonly onBoardPointerDown = (event: PointerEvent): void => {
    if (event.pointerType === "mouse") return;
    clearTimeout(this.pressTimer);
    this.pressed = false;
    const square = squareUnder(event);
    this.pressTimer = setTimeout(() => {
      const text = this.hoverText(square);
      if (text === "") return;
      this.pressed = true;
      this.showHint(text, 4000);
    }, LONG_PRESS_MS);
  };

  private readonly onBoardPointerEnd = (): void => {
    clearTimeout(this.pressTimer);
  };

  /** A control touched, or focused from the keyboard, shows its name under the board. */
  private readonly onControlPointerDown = (event: PointerEvent): void => {
    if (event.pointerType === "mouse") return;
    const label = controlLabel(event);
    if (label !== "") this.showHint(label, 2000);
  };

  private readonly onControlFocus = (event: FocusEvent): void => {
    const label = controlLabel(event);
    if (label !== "") this.showHint(label);
  };

  private readonly onControlBlur = (): void => {
    this.showHint("");
  };

  /** Shows `text` under the board, for `ms` milliseconds or until replaced. */
  private showHint(text: string, ms = 0): void {
    clearTimeout(this.hintTimer);
    if (text !== this.hint) this.hint = text;
    if (ms > 0) {
      this.hintTimer = setTimeout(() => {
        this.hint = "";
      }, ms);
    }
  }

  private hoverText(square: string): string {
    const dsfen = this.controller?.node.dsfen;
    if (dsfen === undefined || square === "") return "";
    const piece = pieceOnSquare(dsfen, square);
    return piece === null ? "" : describePiece(piece, square);
  }

  private readonly onSlider = (event: Event): void => {
    this.go(Number((event.target as HTMLInputElement).value));
  };

  private readonly onDialogClose = (): void => {
    this.closeEnlarged();
  };

  /** Opens or closes the dialog to match `zoomed`; an opened view shows the last move. */
  private syncDialog(): void {
    const dialog = this.renderRoot.querySelector("dialog.enlarged");
    if (!(dialog instanceof HTMLDialogElement)) return;
    if (this.zoomed && !dialog.open) {
      dialog.showModal();
      requestAnimationFrame(() => {
        this.centreOnLastMove();
      });
    }
  }

  // ----- rendering ----------------------------------------------------------------------

  /** The `lang` attribute, else the language of the page around the element (a Japanese blog gets Japanese labels). */
  private get uiLang(): Lang {
    return parseLang(this.lang || this.parentElement?.closest("[lang]")?.getAttribute("lang"));
  }

  private get notationStyle(): Notation {
    return this.notation === "japanese" || this.notation === "movestring" ? this.notation : "western";
  }

  private renderBoard(lang: Lang, node: GameNode, enlarged: boolean): TemplateResult {
    return html`<daidai-board
      .dsfen=${node.dsfen}
      .orientation=${this.orientation === "white" ? "white" : "black"}
      .pieceStyle=${this.pieceStyle}
      .lang=${lang}
      .theme=${this.theme}
      .lastMove=${node.boardMove}
      .checkSquare=${node.checkSquare}
      ?hide-coordinates=${enlarged}
    ></daidai-board>`;
  }

  override render(): TemplateResult {
    const lang = this.uiLang;
    const controller = this.controller;
    if (controller === null) {
      return html`<div class="widget" part="widget" role="group" aria-label=${t(lang, "widget")}>
        <p class=${this.message === t(lang, "loading") ? "loading" : "error"} part="error" role="alert">${this.message || t(lang, "loading")}</p>
        ${this.renderDiagnostics(lang)}
      </div>`;
    }
    const node = controller.node;
    const interactive = !this.static;
    const board = html`<div
      class=${this.narrowBoard && interactive ? "board-scroll narrow" : "board-scroll"}
      @click=${interactive ? this.onBoardClick : undefined}
      @pointermove=${this.onBoardPointerMove}
      @pointerleave=${this.onBoardLeave}
      @pointerdown=${this.onBoardPointerDown}
      @pointerup=${this.onBoardPointerEnd}
      @pointercancel=${this.onBoardPointerEnd}
    >${this.renderBoard(lang, node, false)}</div>`;
    if (this.static) {
      return html`<div class="widget" part="widget" role="group" aria-label=${t(lang, "widget")}>
        ${board}${node.label ? html`<p class="keys">${this.moveCaption(node)}</p>` : nothing}${this.hint ? html`<p class="hover" aria-hidden="true">${this.hint}</p>` : nothing}${this.renderDiagnostics(lang)}
      </div>`;
    }
    const x = this.explore;
    if (x) {
      return html`<div class="widget" part="widget">${this.renderHeader(lang)}<daidai-analysis closable engine-src=${this.engineSrc} .record=${x.record} .startPath=${x.path} .notation=${this.notationStyle} .orientation=${this.orientation} lang=${lang} @daidai-analysis-close=${() => (this.explore = null)}></daidai-analysis></div>`;
    }
    const show: ShowMoves = ["side", "bottom", "none"].includes(this.showMoves) ? this.showMoves : "auto";
    return html`<div class="widget" part="widget" role="group" aria-label=${t(lang, "widget")} tabindex="0" @keydown=${this.onKeyDown}>
      ${this.renderHeader(lang)}
      <div class="main ${show}">
        <div class="board-area">${board}${this.renderControls(lang, controller)}${this.menuOpen ? this.renderMenu(lang) : nothing}${this.renderClock(lang, controller)}${this.zoomed ? nothing : this.renderHint()}</div>
        ${show === "none"
          ? this.renderComment(node)
          : html`<div class="side"><div class="side-inner">${this.renderComment(node)}${guard([this.game, this.notationStyle, lang, this.metadata], () => (this.game === null ? nothing : this.renderMoves(lang, this.game)))}</div></div>`}
      </div>
      ${this.renderDiagnostics(lang)}
      <p class="keys">${t(lang, "keys")}</p>
      <div class="sr-only" aria-live="polite" aria-atomic="true">${this.announcement}</div>
      ${this.zoomed ? this.renderEnlarged(lang, controller) : nothing}
    </div>`;
  }

  private readonly toggleMenu = (): void => {
    this.menuOpen = !this.menuOpen;
    if (this.menuOpen) {
      void this.updateComplete.then(() => {
        this.renderRoot.querySelector<HTMLElement>(".menu-items button")?.focus();
      });
    }
  };

  /** Closes the menu; `refocus` puts the focus back on its button. */
  private closeMenu(refocus: boolean): void {
    this.menuOpen = false;
    if (refocus) {
      void this.updateComplete.then(() => {
        this.renderRoot.querySelector<HTMLElement>(".menu-button")?.focus();
      });
    }
  }

  /** Runs a menu action, then closes the menu and says how it went under the board. */
  private menuAction(action: () => Promise<string> | string): void {
    const lang = this.uiLang;
    this.closeMenu(true);
    Promise.resolve()
      .then(action)
      .then(
        (done) => {
          this.showHint(done, 3000);
        },
        (e: unknown) => {
          this.showHint(t(lang, "copyFailed", e instanceof Error ? e.message : String(e)), 6000);
        },
      );
  }

  /** The record as it came (JSON for a `record` object), or written as KIF, PGN or JSON (the writers load on first use). */
  private async exportText(format: "source" | CopyFormat): Promise<string> {
    this.readRest();
    const loaded = this.loaded;
    if (loaded === null) return "";
    if (format === "source" && this.sourceText !== null) return this.sourceText;
    const { writeAs } = await import("../record/record-writers.js");
    return writeAs(loaded.record, format === "source" ? "json" : format);
  }

  private renderMenu(lang: Lang): TemplateResult {
    const copied = t(lang, "copied");
    const sourceFormat = this.sourceText === null ? "json" : (this.loaded?.format ?? "txt");
    const item = (label: string, action: () => Promise<string> | string): TemplateResult =>
      html`<button type="button" part="button" @click=${() => {
        this.menuAction(action);
      }}>${label}</button>`;
    return html`<div class="menu-items" id="menu" role="group" aria-label=${t(lang, "menu")}>
      ${item(t(lang, "copyRecord"), async () => {
        await copyText(await this.exportText("source"));
        return copied;
      })}
      ${(["kif", "pgn", "json"] as const).map(
        (format) => item(t(lang, "copyAs", format.toUpperCase()), async () => {
          await copyText(await this.exportText(format));
          return copied;
        }),
      )}
      ${item(t(lang, "download"), async () => {
        downloadText(await this.exportText("source"), `${this.id || "game"}.${sourceFormat}`);
        return t(lang, "download");
      })}
      ${item(t(lang, "copyLink"), async () => {
        // The widget's id goes into the link only when the page has several widgets.
        const id = document.querySelectorAll("daidai-replay").length > 1 ? this.id : "";
        await copyText(plyLink(location.href, id, this.controller?.ply ?? 0));
        return copied;
      })}
      ${item(t(lang, "flip"), () => {
        this.flip();
        return t(lang, "flip");
      })}
    </div>`;
  }

  /** Time used by the current move and by each side so far, when the record has times. */
  private renderClock(lang: Lang, controller: ReplayController<GameNode>): TemplateResult | typeof nothing {
    if (!this.hasTimes) return nothing;
    const totals = { black: 0, white: 0 };
    for (const n of controller.nodes) {
      const ms = n.source.timeSpentMs;
      if (n.color !== null && typeof ms === "number" && Number.isFinite(ms)) totals[n.color] += ms;
    }
    const own = controller.node.source.timeSpentMs;
    const move = controller.node.ply > 0 && typeof own === "number" ? `${clockText(own)} · ` : "";
    return html`<p class="clock" part="clock">${t(lang, "timeUsed")}: ${move}☗ ${clockText(totals.black)} · ☖ ${clockText(totals.white)}</p>`;
  }

  private renderHint(): TemplateResult {
    return html`<p class="hover" aria-hidden="true">${this.hint}</p>`;
  }

  /**
   * The enlarged view: a modal dialog with the board at 40 CSS px a square or more, panned
   * in both directions, its file numbers and rank labels sticky at the top and right edges,
   * and the controls below.
   */
  private renderEnlarged(lang: Lang, controller: ReplayController<GameNode>): TemplateResult {
    const node = controller.node;
    const black = this.orientation !== "white";
    const files = Array.from({ length: BOARD_SIZE }, (_, i) => (black ? BOARD_SIZE - i : i + 1));
    const ranks = Array.from({ length: BOARD_SIZE }, (_, i) => rankLabel(black ? i + 1 : BOARD_SIZE - i, lang));
    return html`<dialog class="enlarged" part="enlarged" aria-label=${t(lang, "enlargedBoard")} @close=${this.onDialogClose}>
      <div class="zoom-bar">
        <span class="zoom-title">${node.ply === 0 ? t(lang, "start") : this.moveCaption(node)}</span>
        <button part="button" type="button" class="close" @click=${() => {
          this.closeEnlarged();
        }}>${icon("close")}<span>${t(lang, "close")}</span></button>
      </div>
      <div
        class="zoom-scroller"
        @click=${this.onBoardClick}
        @pointermove=${this.onBoardPointerMove}
        @pointerleave=${this.onBoardLeave}
        @pointerdown=${this.onBoardPointerDown}
        @pointerup=${this.onBoardPointerEnd}
        @pointercancel=${this.onBoardPointerEnd}
      >
        <div class="zoom-content">
          <div class="files" aria-hidden="true">${files.map((f) => html`<span>${f}</span>`)}<span class="corner"></span></div>
          <div class="zoom-row">${this.renderBoard(lang, node, true)}<div class="ranks" aria-hidden="true">${ranks.map((r) => html`<span>${r}</span>`)}</div></div>
        </div>
      </div>
      ${this.renderControls(lang, controller)} ${this.renderHint()}
    </dialog>`;
  }

  private moveCaption(node: GameNode): string {
    return `${moveNumberText(node, this.notationStyle)} ${node.label}`;
  }

  private renderHeader(lang: Lang): TemplateResult | typeof nothing {
    const m = this.metadata;
    const info = [m.event, m.site, m.date, m.result].filter((s): s is string => typeof s === "string" && s !== "");
    if (m.black === undefined && m.white === undefined && info.length === 0) return nothing;
    return html`<header part="header">
      <span class="players">☗ ${m.black ?? t(lang, "black")} – ☖ ${m.white ?? t(lang, "white")}</span>
      ${info.length > 0 ? html`<span class="info">${info.join(" · ")}</span>` : nothing}
    </header>`;
  }

  private renderControls(lang: Lang, controller: ReplayController<GameNode>): TemplateResult {
    const length = this.lineTotal(controller);
    const ply = controller.ply;
    const playing = controller.playing;
    const button = (name: IconName, label: string, action: () => void, disabled = false, pressed?: boolean): TemplateResult =>
      html`<button part="button" type="button" aria-label=${label} title=${label} ?disabled=${disabled} aria-pressed=${pressed === undefined ? nothing : pressed ? "true" : "false"} @click=${action}>${icon(name)}</button>`;
    return html`<div class="controls" part="controls" role="group" aria-label=${t(lang, "controls")} @pointerdown=${this.onControlPointerDown} @focusin=${this.onControlFocus} @focusout=${this.onControlBlur}>
      ${button("first", t(lang, "first"), () => { this.go("first"); }, ply === 0)}
      ${button("prev", t(lang, "prev"), () => { this.go("prev"); }, ply === 0)}
      ${button(playing ? "pause" : "play", playing ? t(lang, "pause") : t(lang, "play"), () => { this.toggleAutoplay(); }, false, playing)}
      ${button("next", t(lang, "next"), () => { this.go("next"); }, ply >= length)}
      ${button("last", t(lang, "last"), () => { this.go("last"); }, ply >= length)}
      ${button("flip", t(lang, "flip"), () => { this.flip(); }, false, this.orientation === "white")}
      ${this.zoomed ? nothing : button("zoom", t(lang, "zoom"), () => { this.openEnlarged(); })}
      ${this.analysis ? html`<button part="button" type="button" class="analyse" @click=${() => { void this.openAnalysis(); }}>${t(lang, "analyse")}</button>` : nothing}
      ${this.zoomed ? nothing : html`<button part="button" type="button" class="menu-button" aria-label=${t(lang, "menu")} title=${t(lang, "menu")} aria-haspopup="true" aria-expanded=${this.menuOpen ? "true" : "false"} aria-controls="menu" @click=${this.toggleMenu}>${icon("menu")}</button>`}
      <input part="slider" type="range" min="0" max=${length} .value=${String(ply)} aria-label=${t(lang, "slider")} aria-valuetext=${this.sliderText(lang, controller)} @input=${this.onSlider} />
      <span class="counter" aria-hidden="true">${ply} / ${length}</span>
    </div>`;
  }

  private sliderText(lang: Lang, controller: ReplayController<GameNode>): string {
    const node = controller.node;
    const length = this.lineTotal(controller);
    return node.ply === 0 ? t(lang, "startPosition", length) : `${t(lang, "position", node.ply, length)}: ${node.label}`;
  }

  private renderComment(node: GameNode): TemplateResult | typeof nothing {
    const text = [...node.commentsBefore, ...node.comments].join("\n");
    return text === "" ? nothing : html`<p class="comment" part="comment" role="note">${text}</p>`;
  }

  /** The move list's name: unique on the page (axe landmark-unique), with the players when known. */
  private movesLabel(lang: Lang): string {
    const { black, white } = this.metadata;
    const players = black === undefined && white === undefined ? "" : `: ☗${black ?? t(lang, "black")} – ☖${white ?? t(lang, "white")}`;
    return `${t(lang, "movesOf", this.serial)}${players}`;
  }

  private renderMoves(lang: Lang, game: Game): TemplateResult {
    this.moveList?.dispose();
    this.moveList = new MoveList(game.root, this.notationStyle, lang);
    return html`<div class="moves" part="moves" role="region" aria-label=${this.movesLabel(lang)} @click=${this.onMovesClick}>${this.moveList.root}</div>`;
  }

  private renderDiagnostics(lang: Lang): TemplateResult | typeof nothing {
    if (this.diagnostics.length === 0 || !this.listDiagnostics) return nothing;
    const shown = this.diagnostics.slice(0, SHOWN_DIAGNOSTICS);
    const more = this.diagnostics.length - shown.length;
    return html`<div class="diagnostics" part="diagnostics" role="status">
      <strong>${t(lang, "diagnostics")}</strong>
      <ul>
        ${shown.map((d) => html`<li>${d.line > 0 ? `${String(d.line)}:${String(d.column)} ` : ""}${d.severity}: ${d.message}</li>`)}
      </ul>
      ${more > 0 ? html`<p>${t(lang, "moreDiagnostics", more)}</p>` : nothing}
    </div>`;
  }

  /** In the enlarged view, scrolls the board so that the last move's square is in the middle. */
  private centreOnLastMove(): void {
    const scroller = this.renderRoot.querySelector(".zoom-scroller");
    const board = scroller?.querySelector("daidai-board");
    const to = this.controller?.node.boardMove?.to;
    if (!scroller || !board || to === undefined) return;
    const cell = board.shadowRoot?.querySelector(`[data-square="${squareName(to)}"]`);
    if (!cell) return;
    const outer = scroller.getBoundingClientRect();
    const inner = cell.getBoundingClientRect();
    scroller.scrollLeft += inner.left + inner.width / 2 - (outer.left + outer.width / 2);
    scroller.scrollTop += inner.top + inner.height / 2 - (outer.top + outer.height / 2);
  }

  /** Watches the move list: when it comes into view (a phone scrolled down to it), the current move is brought into it again. */
  private observeList(): void {
    const list = this.renderRoot.querySelector(".moves");
    if (list === null || typeof IntersectionObserver !== "function") return;
    if (this.listObserver !== undefined && this.observedList === list) return;
    this.listObserver?.disconnect();
    this.observedList = list;
    this.listObserver = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) this.keepCurrentMoveInView(SETTLE_FRAMES);
    });
    this.listObserver.observe(list);
  }

  /**
   * Scrolls the move list (never the page) so that the current move is in view. Blocks of
   * the list that were never laid out count with an estimated height (content-visibility),
   * which changes once the browser lays them out, a frame or two later: the position is
   * checked again for `frames` more frames.
   */
  private keepCurrentMoveInView(frames = 0, scrolled = false): void {
    const list = this.renderRoot.querySelector(".moves");
    const button = list?.querySelector('button[aria-current="step"]');
    if (!list || !button) {
      if (list && this.controller?.ply === 0) list.scrollTop = 0;
      return;
    }
    const outer = list.getBoundingClientRect();
    const inner = button.getBoundingClientRect();
    let moved = scrolled;
    if (inner.top < outer.top) {
      list.scrollTop += inner.top - outer.top - 8;
      moved = true;
    } else if (inner.bottom > outer.bottom) {
      list.scrollTop += inner.bottom - outer.bottom + 8;
      moved = true;
    }
    // Where the widget scrolled the list, its top row is shown whole, not cut by the edge.
    if (moved) alignTopRow(list, button);
    if (frames > 0) {
      requestAnimationFrame(() => {
        this.keepCurrentMoveInView(frames - 1, moved);
      });
    }
  }
}

/** Frames during which the move list's scroll position is checked again after a jump (see keepCurrentMoveInView). */
const SETTLE_FRAMES = 4;

/** True when some node of the tree (main line and variations) has a time (walked without recursion). */
function hasTimes(root: RecordNodeLike): boolean {
  const stack: RecordNodeLike[] = [root];
  for (let n = stack.pop(); n !== undefined; n = stack.pop()) {
    if (typeof n.timeSpentMs === "number") return true;
    stack.push(...n.children);
  }
  return false;
}

/** Milliseconds a touch must rest on a piece to name it. */
const LONG_PRESS_MS = 500;

let widgetCount = 0;

/** The square (`9q`) under a pointer event, or "". */
function squareUnder(event: Event): string {
  const cell = event.composedPath().find((n): n is Element => n instanceof Element && n.hasAttribute("data-square"));
  return cell?.getAttribute("data-square") ?? "";
}

/** The name of the control button an event happened on, or "". */
function controlLabel(event: Event): string {
  const button = event.composedPath().find((n): n is HTMLButtonElement => n instanceof HTMLButtonElement);
  return button?.getAttribute("aria-label") ?? "";
}


/** Child indices from `root` to the node built from the record node `target` (depth first), or undefined. */
function indicesOf(root: GameNode, target: RecordNodeLike): number[] | undefined {
  const stack: { node: GameNode; path: number[] }[] = [{ node: root, path: [] }];
  for (let entry = stack.pop(); entry !== undefined; entry = stack.pop()) {
    if (entry.node.source === target) return entry.path;
    const { node, path } = entry;
    node.children.forEach((child, i) => stack.push({ node: child, path: [...path, i] }));
  }
  return undefined;
}

function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === "error");
}

function formatFromUrl(url: string): string | undefined {
  const m = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(url);
  const ext = m?.[1]?.toLowerCase();
  if (ext === "kif" || ext === "kifu") return "kif";
  if (ext === "pgn" || ext === "json" || ext === "dsfen") return ext;
  return undefined;
}

defineOnce("daidai-replay", DaidaiReplay);

/** The events `<daidai-replay>` fires, by name: their `detail`. */
export interface ReplayEventDetails {
  "daidai-load": LoadDetail;
  "daidai-error": ErrorDetail;
  "daidai-ply-change": PlyChangeDetail;
}

declare global {
  interface HTMLElementTagNameMap {
    "daidai-replay": DaidaiReplay;
  }
  interface HTMLElementEventMap {
    /** `<daidai-replay>` read a record. */
    "daidai-load": CustomEvent<LoadDetail>;
    /** `<daidai-replay>` could not read a record, or it has errors. */
    "daidai-error": CustomEvent<ErrorDetail>;
    /** `<daidai-replay>` shows another position. */
    "daidai-ply-change": CustomEvent<PlyChangeDetail>;
  }
}

/** The message for a text that was not read: too large, an HTML page, or a reader file that did not load. */
function refusalMessage(lang: Lang, refusal: Refusal): string {
  switch (refusal.reason) {
    case "tooLarge":
      return t(lang, "tooLarge", refusal.size, refusal.limit);
    case "html":
      return t(lang, "notRecord");
    case "readerNotLoaded": {
      const name = refusal.format.toUpperCase();
      const bundle = ownFileName();
      if (refusal.file !== undefined && bundle !== undefined) return t(lang, "readerFileMissing", refusal.file, name, bundle);
      return t(lang, "readerNotLoaded", name, refusal.detail);
    }
  }
}
