import { html, LitElement, nothing } from "lit";
import { guard } from "lit/directives/guard.js";
import type { PropertyValues, TemplateResult } from "lit";
import { Position, type Color } from "@daidai/core";
import "../board/daidai-board.js";
import { EnlargedView, enlargedStyles } from "../board/enlarged-view.js";
import { centreStrip, moveStripView, stripFollowFocus, stripStyles } from "../moves/move-strip.js";
import { NarrowBoard } from "../board/narrow-board.js";
import { parseLang, t, type Lang } from "../i18n/i18n.js";
import { moveCaption } from "../moves/move-list.js";
import { MoveListView } from "../moves/move-list-view.js";
import { describeSquare, type PieceStyleChoice } from "../pieces/pieces.js";
import type { Notation } from "../record/game.js";
import type { Diagnostic, RecordLike } from "../record/record-types.js";
import { defineOnce } from "../ui/define.js";
import { prepareStyles, prepareSoon } from "../ui/idle.js";
import { themeStyles } from "../ui/theme.js";
import { AnalysisSwitch } from "./analysis-switch.js";
import { REPLAY_ATTRIBUTES, rejectBadValues } from "./attributes.js";
import { enlargedReplayView, inlineBoardView, type BoardState } from "./board-view.js";
import { commentView, diagnosticsView } from "./comment-view.js";
import { clockView, controlsView } from "./controls-view.js";
import { GameController, hasErrors } from "./game-controller.js";
import { headerView, movesLabel } from "./header-view.js";
import { LiveRegion } from "./live-region.js";
import { PieceHint } from "./piece-hint.js";
import type { Path, Target } from "./replay-controller.js";
import type { ReplayEventDetails, ShowMoves } from "./replay-events.js";
import { ReplayInput } from "./replay-input.js";
import { ReplayMenu } from "./replay-menu.js";
import { ReplaySource } from "./replay-source.js";
import { messageView, replayView, staticView } from "./replay-view.js";
import { replayStyles } from "./replay-styles.js";

export type { ErrorDetail, LoadDetail, PlyChangeDetail, ReplayEventDetails, ShowMoves } from "./replay-events.js";

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
    orientation: { type: String, reflect: true, noAccessor: true },
    notation: { type: String },
    pieceStyle: { type: String, attribute: "piece-style" },
    showMoves: { type: String, attribute: "show-moves" },
    autoplay: { type: Boolean },
    interval: { type: Number },
    static: { type: Boolean },
    analysis: { type: Boolean },
    engineSrc: { type: String, attribute: "engine-src" },
    readerSrc: { type: String, attribute: "reader-src" },
    lang: { type: String },
    theme: { type: String, reflect: true },
    record: { attribute: false },
  };

  static override styles = [themeStyles, enlargedStyles, replayStyles, stripStyles];

  /** URL of the record. */
  declare src: string;
  /** Record format (`json`, `pgn`, `kif`, `dsfen`); empty = detect. */
  declare format: string;
  /** The current move number on the line (start at this move). */
  declare ply: number;
  /** The node shown, in notation's path form (`"12"`, `"12.1.3"`; `""` at the start): set it to go there. */
  declare path: string;
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
  declare lang: string;
  declare theme: string;
  /** A record object (notation's GameRecord or the same shape); takes precedence over `src`. */
  declare record: RecordLike | undefined;

  /** The game shown: record, node, orientation, autoplay. */
  readonly #game = new GameController(this, {
    cursorChanged: () => { this.#onCursorChange(); },
    lateErrors: (diagnostics) => { this.#emit("daidai-error", { message: diagnostics[0]?.message ?? "", diagnostics }); },
    orientationChanged: (old) => { this.requestUpdate("orientation", old); },
    loaded: (detail) => {
      this.#syncPosition();
      this.#emit("daidai-load", detail);
      if (hasErrors(detail.diagnostics)) this.#emit("daidai-error", { message: detail.diagnostics[0]?.message ?? "", diagnostics: detail.diagnostics });
    },
    failed: (detail) => {
      this.#moves.clear();
      this.closeEnlarged();
      this.#emit("daidai-error", detail);
    },
  });
  readonly #moves = new MoveListView(this, {
    current: () => this.#game.path.join("."),
    complete: () => this.#game.restRead,
  });
  readonly #hint = new PieceHint(this, (square) => describeSquare(this.#game.node?.dsfen, square, this.#uiLang));
  /** Where the record comes from and where it starts. */
  readonly #source = new ReplaySource(this, this.#game, this.#hint, () => this.#uiLang);
  readonly #zoom = new EnlargedView(this, {
    history: true,
    centre: () => this.#game.node?.boardMove?.to ?? -1,
  });
  readonly #menu = new ReplayMenu(this, {
    exportText: (format) => this.#game.exportText(format),
    fileName: () => `${this.id || "game"}.${this.#game.sourceText === null ? "json" : (this.#game.loaded?.format ?? "txt")}`,
    // The widget's id goes into the link only when the page has several widgets.
    linkId: () => (document.querySelectorAll("daidai-replay").length > 1 ? this.id : ""),
    ply: () => this.#game.ply,
    flip: () => { this.flip(); },
    say: (text, ms) => { this.#hint.show(text, ms); },
  });
  /** The analysis board (`analysis`), while it is open. */
  readonly #analysisBoard = new AnalysisSwitch(this, this.#game, this.#hint, this.#zoom);
  /** The path of the node shown (what `path` holds unless a caller just set it). */
  #shownPath = "";
  /** Speaks the reader's own steps. */
  readonly #live = new LiveRegion(this);
  /** Number of this widget on the page (gives its move list a unique name). */
  readonly #serial = ++widgetCount;
  /** The inline board's squares are under 32 CSS px: a tap opens the enlarged view. */
  readonly #width = new NarrowBoard(this, () => this.renderRoot.querySelector(".board-scroll daidai-board"));
  /** Keys, board clicks and the controls. */
  readonly #input = new ReplayInput(this, this.#game, this.#live, this.#menu, this.#hint, this.#zoom, this.#width);

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
    this.lang = "";
    this.theme = "";
    this.record = undefined;
  }

  // ----- public API ---------------------------------------------------------------------

  /** `black` (default) or `white`: the side at the bottom. */
  get orientation(): Color {
    return this.#game.orientation;
  }

  set orientation(side: Color) {
    this.#game.orientation = side;
  }

  /** The position shown, as DSFEN. */
  get dsfen(): string {
    return this.#game.node?.dsfen ?? "";
  }

  /** The child indices from the root to the position shown. */
  get indices(): Path {
    return this.#game.path;
  }

  /** Number of moves of the line shown. */
  get lineLength(): number {
    return this.#game.lineLength;
  }

  /** Problems found in the record. */
  get problems(): readonly Diagnostic[] {
    return this.#game.diagnostics;
  }

  /** True while the enlarged view (full-screen board) is open. */
  get enlarged(): boolean {
    return this.#zoom.open;
  }

  /**
   * True when the inline board's squares are too small to read (under 32 CSS px): a tap on
   * it opens the enlarged view. Piece guides and click-to-move belong in the enlarged view then.
   */
  get narrow(): boolean {
    return this.#width.narrow;
  }

  /** Opens the enlarged view (a full-screen board with sticky labels and the controls). */
  openEnlarged(): void {
    if (this.#game.cursor !== null) this.#zoom.show();
  }

  /** Closes the enlarged view (also by Escape and the browser's back gesture). */
  closeEnlarged(): void {
    this.#zoom.close();
  }

  /** Goes to `first`, `prev`, `next`, `last`, a ply of the current line, or a path. */
  goTo(target: Target): boolean {
    return this.#game.goTo(target);
  }

  /** Turns the board around. */
  flip(): void {
    this.#game.flip();
  }

  /** Starts or stops autoplay. */
  toggleAutoplay(): void {
    this.#live.autoplay(!(this.#game.cursor?.playing ?? true));
    if (this.#game.playing) this.#game.pause();
    else this.#game.play(this.interval);
  }

  /** Opens the analysis board at the move shown (`analysis`: its code is loaded the first time). */
  async openAnalysis(): Promise<void> {
    await this.#analysisBoard.show();
  }

  /**
   * Replays a record given as text (any supported format). Resolves once it is shown (or
   * its problems are): `daidai-load` or `daidai-error` has fired by then, unless another
   * record replaced it first. A long text is read in a worker, the page stays responsive.
   */
  async load(text: string, format?: string): Promise<void> {
    await this.#source.load(text, format);
  }

  // ----- lifecycle ----------------------------------------------------------------------

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener("beforeprint", this.#onBeforePrint);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener("beforeprint", this.#onBeforePrint);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    rejectBadValues(this, changed, REPLAY_ATTRIBUTES);
    // Read what was asked for first: a rebuild or a move writes ply and path back.
    const ply = changed.has("ply") ? this.ply : undefined;
    const path = changed.has("path") ? this.path : undefined;
    const game = this.#game;
    const sourceChanged = changed.has("src") || changed.has("record") || changed.has("format");
    if (sourceChanged && this.hasUpdated) {
      this.#analysisBoard.close();
      void this.#source.reload();
    }
    game.notation = this.#notationStyle;
    if (changed.has("notation") && game.loaded !== null && this.hasUpdated) game.rebuild();
    if (ply !== undefined && game.cursor !== null && ply !== game.ply) game.goTo(ply);
    if (path !== undefined && game.cursor !== null && path !== this.#shownPath) game.goToPath(path);
    if (changed.has("autoplay") && game.cursor !== null && this.hasUpdated) {
      if (this.autoplay) game.play(this.interval);
      else game.pause();
    }
  }

  /** A printed page shows the whole move list. */
  readonly #onBeforePrint = (): void => {
    this.#game.readRest();
    this.#moves.finish();
  };

  // ----- events -------------------------------------------------------------------------

  /** `ply` and `path` follow the node shown. */
  #syncPosition(): void {
    const { cursor } = this.#game;
    if (cursor === null) return;
    this.ply = cursor.ply;
    this.#shownPath = this.#game.pathText(cursor.node);
    this.path = this.#shownPath;
  }

  #onCursorChange(): void {
    const { cursor } = this.#game;
    if (cursor === null) return;
    this.#syncPosition();
    const node = cursor.node;
    this.#live.moved(node, this.#uiLang, cursor.playing);
    this.#moves.follow();
    this.requestUpdate();
    this.#emit("daidai-ply-change", {
      ply: node.ply,
      path: this.path,
      indices: cursor.path,
      move: node.move === null ? null : node.moveString,
      dsfen: node.dsfen,
    });
  }

  #emit<K extends keyof ReplayEventDetails>(type: K, detail: ReplayEventDetails[K]): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  // ----- rendering ----------------------------------------------------------------------

  /** The `lang` attribute, else the language of the page around the element (a Japanese blog gets Japanese labels). */
  get #uiLang(): Lang {
    return parseLang(this.lang || this.parentElement?.closest("[lang]")?.getAttribute("lang"));
  }

  get #notationStyle(): Notation {
    return this.notation === "japanese" || this.notation === "movestring" ? this.notation : "western";
  }

  override updated(): void {
    // The enlarged view's move strip keeps the move shown in its middle.
    if (this.#zoom.open && this.shadowRoot !== null) {
      centreStrip(this.shadowRoot);
      stripFollowFocus(this.shadowRoot);
    }
  }

  override render(): TemplateResult {
    const lang = this.#uiLang;
    const game = this.#game;
    const { cursor } = game;
    const diagnostics = game.listDiagnostics ? diagnosticsView(game.diagnostics, lang) : nothing;
    if (cursor === null) return messageView(lang, game.message, diagnostics);
    const node = cursor.node;
    const hint = this.#hint;
    const input = this.#input;
    const boardState: BoardState = { lang, node, orientation: this.orientation === "white" ? "white" : "black", pieceStyle: this.pieceStyle, theme: this.theme };
    const board = inlineBoardView(boardState, this.#width.narrow, hint, this.static ? undefined : input.onBoardClick);
    if (this.static) return staticView(lang, board, node.label ? moveCaption(node, this.#notationStyle) : "", hint.text ? hint.render() : nothing, diagnostics);
    if (this.#analysisBoard.open) {
      return html`<div class="widget" part="widget">${headerView(game.metadata, lang)}${this.#analysisBoard.render(this.#notationStyle, this.orientation, lang, this.engineSrc)}</div>`;
    }
    const show: ShowMoves = ["side", "bottom", "none"].includes(this.showMoves) ? this.showMoves : "auto";
    const zoomed = this.#zoom.open;
    return replayView(lang, show, {
      header: headerView(game.metadata, lang),
      boardArea: [board, this.#renderControls(lang, false), this.#menu.open ? this.#menu.render(lang) : nothing, game.hasTimes ? clockView(lang, cursor.nodes, node) : nothing, zoomed ? nothing : hint.render()],
      comment: commentView(node),
      moves: show === "none" ? nothing : this.#renderMoves(lang),
      diagnostics,
      live: this.#live.render(),
      enlarged: zoomed
        ? enlargedReplayView(this.#zoom, boardState, {
            caption: node.ply === 0 ? t(lang, "start") : moveCaption(node, this.#notationStyle),
            controls: this.#renderControls(lang, true),
            comment: commentView(node),
            strip: moveStripView({ root: cursor.nodes[0] ?? node, line: cursor.line, ply: cursor.ply, notation: this.#notationStyle, lang }, (path) => { input.go(path); }),
            hint,
            onClick: input.onBoardClick,
          })
        : nothing,
      onKeyDown: input.onKeyDown,
    });
  }

  #renderControls(lang: Lang, enlarged: boolean): TemplateResult {
    const game = this.#game;
    const node = game.node;
    if (node === null) return html``;
    return controlsView(
      { lang, node, ply: game.ply, length: game.lineLength, playing: game.playing, flipped: this.orientation === "white", enlarged, analysis: this.analysis, menuOpen: this.#menu.open },
      this.#input.actions,
    );
  }

  /** The move list, built once per game, notation and language (see MoveListView). */
  #renderMoves(lang: Lang): unknown {
    const game = this.#game;
    const tree = game.game;
    return guard([tree, this.#notationStyle, lang, game.metadata], () =>
      tree === null ? nothing : this.#moves.render(movesLabel(game.metadata, lang, this.#serial), this.#moves.build(tree.root, this.#notationStyle, lang), (path) => { this.#input.go(path); }),
    );
  }
}

let widgetCount = 0;

defineOnce("daidai-replay", DaidaiReplay);
// While the page waits for records: core's move tables (built with the first position) and the styles.
prepareSoon(() => {
  Position.initial();
  prepareStyles(DaidaiReplay);
});

declare global {
  interface HTMLElementTagNameMap {
    "daidai-replay": DaidaiReplay;
  }
}
