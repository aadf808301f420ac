import { html, LitElement, nothing } from "lit";
import { guard } from "lit/directives/guard.js";
import type { PropertyValues, TemplateResult } from "lit";
import { squareName, type Color } from "@daidai/core";
import { nodeAtPath, pathOf, type GameRecord, type RecordNode } from "@daidai/notation";
import "./daidai-board.js";
import { defineOnce } from "./define.js";
import { buildGame, type Game, type GameNode, type Notation } from "./game.js";
import { parseLang, t, type Lang } from "./i18n.js";
import { icon } from "./icons.js";
import { keyAction } from "./keys.js";
import { MoveList, moveNumberText } from "./move-list.js";
import { describePiece, pieceOnSquare, type PieceStyle } from "./pieces.js";
import type { Diagnostic, MetadataLike, RecordLike, RecordNodeLike } from "./record-types.js";
import { ReplayController, type Path, type Target } from "./replay-controller.js";
import { replayStyles } from "./replay-styles.js";
import { decodeRecord, formatMove, readRecord, unescapeEntities, type LoadedRecord } from "./source.js";
import { themeStyles } from "./theme.js";

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
 * @attr piece-style - `kanji` (default) or `abbreviation`.
 * @attr show-moves - `auto` (default: beside the board when there is room), `side`, `bottom`, `none`.
 * @attr autoplay - Start playing the moves after loading.
 * @attr interval - Milliseconds between autoplay moves (default 1500).
 * @attr static - Show only the diagram at `ply`, without controls.
 * @attr lang - `en` or `ja` (labels, rank names 一–十七); by default the page's language.
 * @attr theme - `light` or `dark`; by default the reader's colour scheme.
 * @fires daidai-load - The record was read; detail: format, plies, diagnostics.
 * @fires daidai-error - The record could not be read or has errors; detail: message, diagnostics.
 * @fires daidai-ply-change - The shown position changed; detail: ply, path, move, dsfen.
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
    lang: { type: String },
    theme: { type: String, reflect: true },
    record: { attribute: false },
    zoomed: { state: true },
    hovered: { state: true },
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
  declare pieceStyle: PieceStyle;
  declare showMoves: ShowMoves;
  declare autoplay: boolean;
  declare interval: number;
  declare "static": boolean;
  declare lang: string;
  declare theme: string;
  /** A record object (notation's GameRecord or the same shape); takes precedence over `src`. */
  declare record: RecordLike | undefined;
  declare private zoomed: boolean;
  /** Description of the piece under the mouse pointer ("" when none). */
  declare private hovered: string;
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
  private loaded: LoadedRecord | null = null;
  private scrollPending = false;
  private scrollScheduled = false;

  constructor() {
    super();
    this.src = "";
    this.format = "";
    this.ply = 0;
    this.path = "";
    this.orientation = "black";
    this.notation = "western";
    this.pieceStyle = "kanji";
    this.showMoves = "auto";
    this.autoplay = false;
    this.interval = 1500;
    this.static = false;
    this.lang = "";
    this.theme = "";
    this.record = undefined;
    this.zoomed = false;
    this.hovered = "";
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
    return this.controller?.lineLength ?? 0;
  }

  /** Problems found in the record. */
  get problems(): readonly Diagnostic[] {
    return this.diagnostics;
  }

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
    this.controller?.toggle(this.interval);
  }

  /** Replays a record given as text (any supported format). */
  load(text: string, format?: string): void {
    this.loadToken++;
    this.applyText(text, format ?? (this.format || undefined), false);
  }

  // ----- lifecycle ----------------------------------------------------------------------

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener("beforeprint", this.onBeforePrint);
    this.moveList?.finishLater();
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
    this.moveList?.dispose();
    window.removeEventListener("beforeprint", this.onBeforePrint);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const sourceChanged = changed.has("src") || changed.has("record") || changed.has("format");
    if (sourceChanged && this.hasUpdated) void this.loadSource();
    if (changed.has("notation") && this.loaded !== null && this.hasUpdated) this.rebuild();
    if (changed.has("ply") && this.controller !== null && this.ply !== this.controller.ply) this.controller.goTo(this.ply);
    if (changed.has("path") && this.controller !== null && this.path !== this.shownPath) this.goToPath(this.path);
    if (changed.has("autoplay") && this.controller !== null && this.hasUpdated) {
      if (this.autoplay) this.controller.play(this.interval);
      else this.controller.pause();
    }
  }

  protected override updated(): void {
    this.markCurrentMove();
    this.moveList?.finishLater();
    if (this.scrollPending && !this.scrollScheduled) {
      // Measure in the next frame, when the browser lays out anyway.
      this.scrollScheduled = true;
      requestAnimationFrame(() => {
        this.scrollScheduled = false;
        this.scrollPending = false;
        this.keepCurrentMoveInView();
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
    const previous = list.root.querySelector('button[aria-current="step"]');
    if (previous?.getAttribute("data-path") === key) return;
    previous?.removeAttribute("aria-current");
    list.find(key)?.setAttribute("aria-current", "step");
  }

  /** A printed page shows the whole move list. */
  private readonly onBeforePrint = (): void => {
    this.moveList?.finish();
  };

  // ----- loading ------------------------------------------------------------------------

  private async loadSource(): Promise<void> {
    const token = ++this.loadToken;
    const lang = this.uiLang;
    if (this.record !== undefined) {
      this.applyLoaded({ record: this.record, format: undefined, diagnostics: [], checked: false });
      return;
    }
    if (this.src !== "") {
      this.message = t(lang, "loading");
      const src = this.src;
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
      this.applyText(text, this.format || formatFromUrl(src), false);
      return;
    }
    const script = this.querySelector('script[type="text/x-daidai"]');
    if (script !== null) {
      this.applyText(script.textContent, this.format || undefined, true);
      return;
    }
    this.fail(t(lang, "empty"));
  }

  private applyText(text: string, format: string | undefined, inline: boolean): void {
    let loaded = readRecord(text, format);
    // Blog editors sometimes HTML-escape inline records: retry unescaped when that helps.
    if (inline && hasErrors(loaded.diagnostics) && /&(#\d+|#x[0-9a-f]+|[a-z]+);/i.test(text)) {
      const retry = readRecord(unescapeEntities(text), format);
      if (retry.diagnostics.length < loaded.diagnostics.length) loaded = retry;
    }
    this.applyLoaded(loaded);
  }

  private applyLoaded(loaded: LoadedRecord): void {
    if (loaded.format === undefined && hasErrors(loaded.diagnostics)) {
      // Not a record at all: say so instead of showing an unrelated start position.
      this.fail(t(this.uiLang, "unreadable"), loaded.diagnostics);
      return;
    }
    const requestedPath = this.path;
    this.loaded = loaded;
    this.message = "";
    this.metadata = loaded.record.metadata ?? {};
    this.rebuild();
    const controller = this.controller;
    if (controller === null) return;
    controller.goTo(this.ply);
    if (requestedPath !== "" && !this.goToPath(requestedPath)) {
      this.diagnostics = [
        ...this.diagnostics,
        { severity: "warning", message: `path ${requestedPath} is not in this record (expected e.g. 12 or 12.1.3); starting at move ${String(controller.ply)}`, line: 0, column: 0 },
      ];
    }
    this.ply = controller.ply;
    this.shownPath = this.pathText(controller.node);
    this.path = this.shownPath;
    this.emit("daidai-load", { format: loaded.format, plies: controller.lineLength, diagnostics: this.diagnostics });
    if (hasErrors(this.diagnostics)) {
      this.emit("daidai-error", { message: this.diagnostics[0]?.message ?? "", diagnostics: this.diagnostics });
    }
    if (this.autoplay && !this.static) controller.play(this.interval);
  }

  /** Replays the loaded record again (after a change of notation), keeping the position. */
  private rebuild(): void {
    const loaded = this.loaded;
    if (loaded === null) return;
    const path = this.controller?.path ?? [];
    const wasPlaying = this.controller?.playing ?? false;
    this.controller?.dispose();
    const rules = (loaded.record.metadata as { rules?: object } | undefined)?.rules ?? {};
    this.game = buildGame(loaded.record, this.notationStyle, formatMove, rules, { checked: loaded.checked });
    this.diagnostics = [...loaded.diagnostics, ...this.game.diagnostics];
    const controller = new ReplayController<GameNode>(this.game.root, () => {
      this.onCursorChange();
    });
    this.controller = controller;
    if (path.length > 0) controller.goTo(path);
    if (wasPlaying) controller.play(this.interval);
    this.requestUpdate();
  }

  private fail(message: string, diagnostics: Diagnostic[] = []): void {
    this.controller?.dispose();
    this.controller = null;
    this.game = null;
    this.moveList?.dispose();
    this.moveList = null;
    this.loaded = null;
    this.diagnostics = diagnostics;
    this.message = message;
    this.emit("daidai-error", { message, diagnostics });
  }

  private onCursorChange(): void {
    const controller = this.controller;
    if (controller === null) return;
    this.ply = controller.ply;
    const node = controller.node;
    this.shownPath = this.pathText(node);
    this.path = this.shownPath;
    this.announcement = this.announce(node);
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
    const side = node.color === "black" ? "☗" : "☖";
    const check = node.checkSquare >= 0 ? ` ${t(lang, "check")}` : "";
    return `${String(node.moveNumber)}手目 ${side}${node.label}${check}`;
  }

  /** Goes to the node a notation path names (`""` or `"0"` = the start); false when the record has no such node. */
  private goToPath(path: string): boolean {
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

  private emit(type: string, detail: LoadDetail | ErrorDetail | PlyChangeDetail): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  // ----- input --------------------------------------------------------------------------

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    const controller = this.controller;
    if (controller === null) return;
    const target = event.composedPath()[0];
    const where = target instanceof HTMLInputElement ? "slider" : target instanceof HTMLButtonElement ? "button" : "other";
    const action = keyAction(event, where);
    if (action === undefined) return;
    event.preventDefault();
    if (action === "flip") this.flip();
    else if (action === "autoplay") controller.toggle(this.interval);
    else if (action === "variationUp") controller.switchVariation(-1);
    else if (action === "variationDown") controller.switchVariation(1);
    else controller.goTo(action);
  };

  private readonly onMovesClick = (event: Event): void => {
    const button = (event.target as Element | null)?.closest("button[data-path]");
    if (!(button instanceof HTMLElement)) return;
    const path = (button.dataset["path"] ?? "").split(".").filter((s) => s !== "").map(Number);
    this.controller?.goTo(path);
  };

  /** Tapping the board steps: its left half goes back, its right half forward (phones). */
  private readonly onBoardClick = (event: MouseEvent): void => {
    const board = this.renderRoot.querySelector("daidai-board");
    if (board === null || event.button !== 0) return;
    const rect = board.getBoundingClientRect();
    this.controller?.goTo(event.clientX - rect.left < rect.width / 2 ? "prev" : "next");
  };

  /** Mouse users see the name of the piece under the pointer (screen readers have the square labels). */
  private readonly onBoardHover = (event: PointerEvent): void => {
    if (event.pointerType !== "mouse") return;
    const cell = event.composedPath().find((n): n is Element => n instanceof Element && n.hasAttribute("data-square"));
    const square = cell?.getAttribute("data-square") ?? "";
    const text = square === "" ? "" : this.hoverText(square);
    if (text !== this.hovered) this.hovered = text;
  };

  private readonly onBoardLeave = (): void => {
    this.hovered = "";
  };

  private hoverText(square: string): string {
    const dsfen = this.controller?.node.dsfen;
    if (dsfen === undefined) return "";
    const piece = pieceOnSquare(dsfen, square);
    return piece === null ? "" : describePiece(piece, square);
  }

  private readonly onSlider = (event: Event): void => {
    this.controller?.goTo(Number((event.target as HTMLInputElement).value));
  };

  // ----- rendering ----------------------------------------------------------------------

  /** The `lang` attribute, else the language of the page around the element (a Japanese blog gets Japanese labels). */
  private get uiLang(): Lang {
    return parseLang(this.lang || this.parentElement?.closest("[lang]")?.getAttribute("lang"));
  }

  private get notationStyle(): Notation {
    return this.notation === "japanese" || this.notation === "movestring" ? this.notation : "western";
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
    const board = html`<div class=${this.zoomed ? "board-scroll zoomed" : "board-scroll"} @click=${this.static ? undefined : this.onBoardClick} @pointerover=${this.onBoardHover} @pointerleave=${this.onBoardLeave}>
      <daidai-board
        .dsfen=${node.dsfen}
        .orientation=${this.orientation === "white" ? "white" : "black"}
        .pieceStyle=${this.pieceStyle}
        .lang=${lang}
        .theme=${this.theme}
        .lastMove=${node.boardMove}
        .checkSquare=${node.checkSquare}
      ></daidai-board>
    </div>`;
    if (this.static) {
      return html`<div class="widget" part="widget" role="group" aria-label=${t(lang, "widget")}>
        ${board}${node.label ? html`<p class="keys">${this.moveCaption(node)}</p>` : nothing}${this.renderDiagnostics(lang)}
      </div>`;
    }
    const show: ShowMoves = ["side", "bottom", "none"].includes(this.showMoves) ? this.showMoves : "auto";
    return html`<div class="widget" part="widget" role="group" aria-label=${t(lang, "widget")} tabindex="0" @keydown=${this.onKeyDown}>
      ${this.renderHeader(lang)}
      <div class="main ${show}">
        <div class="board-area">${board}${this.renderControls(lang, controller)}${this.hovered ? html`<p class="hover" aria-hidden="true">${this.hovered}</p>` : nothing}</div>
        ${show === "none"
          ? this.renderComment(node)
          : html`<div class="side"><div class="side-inner">${this.renderComment(node)}${guard([this.game, this.notationStyle, lang], () => (this.game === null ? nothing : this.renderMoves(lang, this.game)))}</div></div>`}
      </div>
      ${this.renderDiagnostics(lang)}
      <p class="keys">${t(lang, "keys")}</p>
      <div class="sr-only" aria-live="polite" aria-atomic="true">${this.announcement}</div>
    </div>`;
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
    const length = controller.lineLength;
    const ply = controller.ply;
    const playing = controller.playing;
    return html`<div class="controls" part="controls" role="group" aria-label=${t(lang, "controls")}>
      <button part="button" type="button" aria-label=${t(lang, "first")} title=${t(lang, "first")} ?disabled=${ply === 0} @click=${() => controller.goTo("first")}>${icon("first")}</button>
      <button part="button" type="button" aria-label=${t(lang, "prev")} title=${t(lang, "prev")} ?disabled=${ply === 0} @click=${() => controller.goTo("prev")}>${icon("prev")}</button>
      <button part="button" type="button" aria-label=${playing ? t(lang, "pause") : t(lang, "play")} title=${playing ? t(lang, "pause") : t(lang, "play")} aria-pressed=${playing ? "true" : "false"} @click=${() => {
        controller.toggle(this.interval);
      }}>${icon(playing ? "pause" : "play")}</button>
      <button part="button" type="button" aria-label=${t(lang, "next")} title=${t(lang, "next")} ?disabled=${ply >= length} @click=${() => controller.goTo("next")}>${icon("next")}</button>
      <button part="button" type="button" aria-label=${t(lang, "last")} title=${t(lang, "last")} ?disabled=${ply >= length} @click=${() => controller.goTo("last")}>${icon("last")}</button>
      <button part="button" type="button" aria-label=${t(lang, "flip")} title=${t(lang, "flip")} aria-pressed=${this.orientation === "white" ? "true" : "false"} @click=${() => {
        this.flip();
      }}>${icon("flip")}</button>
      <button part="button" type="button" aria-label=${this.zoomed ? t(lang, "unzoom") : t(lang, "zoom")} title=${this.zoomed ? t(lang, "unzoom") : t(lang, "zoom")} aria-pressed=${this.zoomed ? "true" : "false"} @click=${() => {
        this.zoomed = !this.zoomed;
        if (this.zoomed) void this.updateComplete.then(() => {
          this.centreOnLastMove();
        });
      }}>${icon("zoom")}</button>
      <input part="slider" type="range" min="0" max=${length} .value=${String(ply)} aria-label=${t(lang, "slider")} aria-valuetext=${this.sliderText(lang, controller)} @input=${this.onSlider} />
      <span class="counter" aria-hidden="true">${ply} / ${length}</span>
    </div>`;
  }

  private sliderText(lang: Lang, controller: ReplayController<GameNode>): string {
    const node = controller.node;
    return node.ply === 0 ? t(lang, "startPosition", controller.lineLength) : `${t(lang, "position", node.ply, controller.lineLength)}: ${node.label}`;
  }

  private renderComment(node: GameNode): TemplateResult | typeof nothing {
    const text = [...node.commentsBefore, ...node.comments].join("\n");
    return text === "" ? nothing : html`<p class="comment" part="comment" role="note">${text}</p>`;
  }

  private renderMoves(lang: Lang, game: Game): TemplateResult {
    this.moveList?.dispose();
    this.moveList = new MoveList(game.root, this.notationStyle, lang);
    return html`<div class="moves" part="moves" role="region" aria-label=${t(lang, "moves")} tabindex="0" @click=${this.onMovesClick}>${this.moveList.root}</div>`;
  }

  private renderDiagnostics(lang: Lang): TemplateResult | typeof nothing {
    if (this.diagnostics.length === 0) return nothing;
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
    const scroller = this.renderRoot.querySelector(".board-scroll");
    const board = this.renderRoot.querySelector("daidai-board");
    const to = this.controller?.node.boardMove?.to;
    if (!scroller || !board || to === undefined) return;
    const cell = board.shadowRoot?.querySelector(`[data-square="${squareName(to)}"]`);
    if (!cell) return;
    const outer = scroller.getBoundingClientRect();
    const inner = cell.getBoundingClientRect();
    scroller.scrollLeft += inner.left + inner.width / 2 - (outer.left + outer.width / 2);
    scroller.scrollTop += inner.top + inner.height / 2 - (outer.top + outer.height / 2);
  }

  private keepCurrentMoveInView(): void {
    const list = this.renderRoot.querySelector(".moves");
    const button = list?.querySelector('button[aria-current="step"]');
    if (!list || !button) {
      if (list && this.controller?.ply === 0) list.scrollTop = 0;
      return;
    }
    const outer = list.getBoundingClientRect();
    const inner = button.getBoundingClientRect();
    // Scroll only the list, never the page around the widget.
    if (inner.top < outer.top) list.scrollTop += inner.top - outer.top - 8;
    else if (inner.bottom > outer.bottom) list.scrollTop += inner.bottom - outer.bottom + 8;
  }
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

declare global {
  interface HTMLElementTagNameMap {
    "daidai-replay": DaidaiReplay;
  }
}
