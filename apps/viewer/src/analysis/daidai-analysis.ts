import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from "lit";
import { parseMoveString, parseSquare, squareName, type Color, type Move, type Square } from "@daidai/core";
import type { GameRecord } from "@daidai/notation";
import "../board/daidai-board.js";
import { defineOnce } from "../ui/define.js";
import type { GameNode, Notation } from "../record/game.js";
import { parseLang, t, type Lang } from "../i18n/i18n.js";
import { moveCaption } from "../moves/move-list.js";
import "../pieces/piece-card.js";
import { describePiece } from "../pieces/pieces.js";
import { themeStyles } from "../ui/theme.js";
import { AnalysisController } from "./analysis-controller.js";
import { AnalysisMoves } from "./analysis-moves.js";
import { cardTargets, cardView, enlargedBar, entryText, toolbarView } from "./analysis-view.js";
import { analysisStyles } from "./analysis-styles.js";
import { visuallyHiddenStyles } from "../ui/visually-hidden.js";
import { aw } from "./analysis-words.js";
import { cursorKey } from "../board/board-keys.js";
import type { EngineReport } from "./engine-client.js";
import { EngineSession } from "./engine-session.js";
import { bestMoveArrow, engineSection, engineTarget } from "./engine-view.js";
import { ExportPanel } from "./export-panel.js";
import type { ExportFormat } from "./record-export.js";
import { moveForms } from "./move-forms.js";
import { NarrowBoard } from "../board/narrow-board.js";
import { EnlargedView, enlargedStyles } from "../board/enlarged-view.js";
import { recordAt, sourceRecord } from "./record-source.js";

/** Detail of `daidai-analysis-move`. */
export interface AnalysisMoveDetail {
  /** The move played, as a move string (formats.md §2). */
  readonly move: string;
  /** The position after it (formats.md §1). */
  readonly dsfen: string;
}

/**
 * `<daidai-analysis>`: an analysis board. Start from a record (any ply of its game) or a
 * position, click a piece to see its card and destinations, click a destination to play;
 * lion-family moves are entered leg by leg (only the squares core's continuations list can
 * be clicked, so an illegal move cannot be entered; igui = the captured square then the
 * piece again, pass = the piece itself). The board is usable from the keyboard too (arrows
 * move a cursor, Enter clicks). Moves become variations of the record; the move list shows
 * and navigates them; "Back to the game" returns to the game line. An "Analyse" toggle runs
 * the engine in a Web Worker (fetched on first use); the explored tree can be copied or
 * downloaded as KIF, PGN or JSON. On a board too small to tap (squares under 32 CSS px), a
 * tap opens an enlarged view where pieces and moves are chosen (a mouse or pen clicks them on
 * the board as it is). `lang="ja"` (on the element or an ancestor) gives Japanese labels.
 *
 * @summary Analysis board with piece guide, engine and export.
 * @attr src - URL of a record to start from.
 * @attr dsfen - Start position when there is no record.
 * @attr ply - Main-line ply to start at.
 * @attr notation - `western` (default), `japanese` or `movestring`.
 * @attr orientation - `black` or `white` at the bottom.
 * @attr piece-style - `kanji` or `abbreviation`.
 * @attr engine-src - URL of the engine's worker file (default: `daidai-engine-worker.js` next to the bundle).
 * @attr engine-threads - Search threads (default: all cores up to 4 on a cross-origin isolated page, else 1).
 * @attr lang - `en` or `ja`; by default the page's language.
 * @attr closable - Show a "Back to the replay" button (set by `<daidai-replay analysis>`).
 * @fires daidai-analysis-move - A move was played on the board; detail `{move, dsfen}` (move string).
 * @fires daidai-analysis-close - The "Back to the replay" button was pressed.
 */
export class DaidaiAnalysis extends LitElement {
  static override properties = {
    src: { type: String },
    dsfen: { type: String },
    ply: { type: Number },
    startPath: { attribute: false },
    notation: { type: String },
    orientation: { type: String },
    pieceStyle: { type: String, attribute: "piece-style" },
    engineSrc: { type: String, attribute: "engine-src" },
    engineThreads: { type: Number, attribute: "engine-threads" },
    lang: { type: String },
    closable: { type: Boolean },
    record: { attribute: false },
    tick: { state: true },
  };

  static override styles = [themeStyles, visuallyHiddenStyles, enlargedStyles, analysisStyles];

  declare src: string;
  declare dsfen: string;
  declare ply: number;
  /** The node to start at (child indices from the root); takes precedence over `ply`. */
  declare startPath: readonly number[] | null;
  declare notation: Notation;
  declare orientation: Color;
  declare pieceStyle: string;
  declare engineSrc: string;
  /** Search threads wanted (0: automatic); more than one needs a cross-origin isolated page. */
  declare engineThreads: number;
  declare lang: string;
  declare closable: boolean;
  /** A notation record to start from (it is extended in place by the moves played). */
  declare record: GameRecord | undefined;
  declare private tick: number;

  /** The analysis state (record, node shown, move entry). */
  controller = new AnalysisController();
  /** The engine (started by the "Analyse" toggle). */
  readonly engine = new EngineSession(this, () => this.engineSrc, () => this.engineThreads);
  readonly #exporter = new ExportPanel(this, () => ({
    record: this.controller.record,
    evaluations: this.engine.evaluations,
    status: (text) => { this.#say(text); },
  }));
  readonly #width: NarrowBoard = new NarrowBoard(this, () => this.renderRoot.querySelector(".layout > .boardbox daidai-board"));
  /** The explored tree, replayed and listed. */
  readonly #moves = new AnalysisMoves(this, () => this.controller.path.join("."));
  /** The square whose piece the card shows, or -1. */
  #cardSquare: Square = -1;
  /** The keyboard cursor, or -1. */
  #cursor: Square = -1;
  /** The enlarged view (sticky coordinates, the engine and the moves below the board). */
  readonly #zoom = new EnlargedView(this, {
    history: true,
    centre: () => {
      const sq = this.#zoomSquare >= 0 ? this.#zoomSquare : (this.#gameNode()?.boardMove?.to ?? parseSquare("9i"));
      this.#zoomSquare = -1;
      return sq;
    },
    changed: () => { this.#refresh(); },
  });
  /** The square the enlarged view opens on (the one tapped), or -1 (the last move). */
  #zoomSquare: Square = -1;
  #status = "";
  #loadError = "";

  constructor() {
    super();
    this.src = "";
    this.dsfen = "";
    this.ply = 0;
    this.startPath = null;
    this.notation = "western";
    this.orientation = "black";
    this.pieceStyle = "kanji";
    this.engineSrc = "";
    this.engineThreads = 0;
    this.lang = "";
    this.closable = false;
    this.record = undefined;
    this.tick = 0;
  }

  // ----- public API ---------------------------------------------------------------------

  /** The position shown, as DSFEN. */
  get position(): string {
    return this.controller.position.toDsfen();
  }

  /** The engine's latest report, or null. */
  get engineReport(): EngineReport | null {
    return this.engine.report;
  }

  /** True while the enlarged view is open. */
  get enlarged(): boolean {
    return this.#zoom.open;
  }

  /** True when the board is too small to tap (a tap opens the enlarged view). */
  get narrow(): boolean {
    return this.#width.narrow;
  }

  /** Clicks a square (the same as a click or tap on the board, in the enlarged view when narrow). */
  clickSquare(name: string): void {
    const sq = parseSquare(name);
    if (sq >= 0) this.#onSquare(sq);
  }

  /** Starts or stops the engine. */
  toggleEngine(): void {
    this.engine.toggle(engineTarget(this.controller, this.#notationStyle(), this.#uiLang));
  }

  /** The explored tree as text (engine evaluations as comments when `withEvaluations`). */
  exportText(format: ExportFormat, withEvaluations = false): string {
    return this.#exporter.exportText(format, withEvaluations);
  }

  /** Opens the enlarged view. */
  openEnlarged(): void {
    this.#zoom.show();
  }

  /** Closes the enlarged view. */
  closeEnlarged(): void {
    this.#zoom.close();
  }

  // ----- loading ------------------------------------------------------------------------

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has("record") && this.record !== undefined) this.#start(this.record);
    else if (this.record === undefined) {
      // A new dsfen alone starts from that position; a new src (or the first update) loads the source.
      if (changed.has("src") || (changed.has("dsfen") && this.dsfen.trim() === "")) void this.#loadSource();
      else if (changed.has("dsfen")) this.#start(recordAt(this.dsfen));
    }
    if (changed.has("notation") || changed.has("lang")) this.#rebuild();
  }

  get #uiLang(): Lang {
    return parseLang(this.lang || this.parentElement?.closest("[lang]")?.getAttribute("lang"));
  }

  async #loadSource(): Promise<void> {
    const { record, error } = await sourceRecord(this.src, this, this.dsfen, this.#uiLang);
    this.#loadError = error;
    this.#start(record);
  }

  #start(record: GameRecord): void {
    try {
      this.controller = new AnalysisController(record);
    } catch (e) {
      this.#loadError = aw(this.#uiLang, "badStart", e instanceof Error ? e.message : String(e));
      this.controller = new AnalysisController();
    }
    if (this.startPath === null || !this.controller.goTo(this.startPath)) this.controller.goToPly(this.ply);
    this.#cardSquare = -1;
    this.engine.reset();
    this.#rebuild();
  }

  /** Rebuilds the move list from the record (after a variation was added). */
  #rebuild(): void {
    this.#moves.rebuild(this.controller.record, this.#notationStyle(), this.#uiLang);
    this.#refresh();
  }

  #notationStyle(): Notation {
    return this.notation === "japanese" || this.notation === "movestring" ? this.notation : "western";
  }

  #refresh(): void {
    this.tick++;
  }

  #say(text: string): void {
    this.#status = text;
    this.#refresh();
  }

  #gameNode(): GameNode | null {
    return this.#moves.node(this.controller.path);
  }

  // ----- input --------------------------------------------------------------------------

  readonly #onBoardClick = (event: MouseEvent): void => {
    for (const target of event.composedPath()) {
      if (target instanceof Element && target.hasAttribute("data-square")) {
        // On a board too small to tap, the first tap opens the enlarged view; choosing happens
        // there. A mouse or a pen points finely enough: it moves on the board as it is.
        const sq = parseSquare(target.getAttribute("data-square") ?? "");
        const fine = typeof PointerEvent === "function" && event instanceof PointerEvent && (event.pointerType === "mouse" || event.pointerType === "pen");
        if (this.#width.narrow && !this.#zoom.open && !fine) {
          this.#zoomSquare = sq;
          this.openEnlarged();
        } else this.#onSquare(sq);
        return;
      }
    }
  };

  readonly #onBoardKey = (event: KeyboardEvent): void => {
    const action = cursorKey(event.key, this.#cursor, this.orientation === "white" ? "white" : "black", this.controller.entry?.from ?? this.#gameNode()?.boardMove?.to ?? parseSquare("9i"));
    if (action === undefined) return;
    event.preventDefault();
    if (action.kind === "cleared") {
      this.#cursor = -1;
      this.controller.cancel();
      this.#cardSquare = -1;
      this.#say("");
    } else if (action.kind === "moved") {
      this.#cursor = action.square;
      const piece = this.controller.position.pieceAt(action.square);
      this.#say(piece === null ? squareName(action.square) : describePiece(piece, squareName(action.square), this.#uiLang));
    } else this.#onSquare(action.square);
  };

  #onSquare(sq: Square): void {
    if (sq < 0) return;
    const c = this.controller;
    const before = c.entry;
    const result = c.click(sq);
    if (result.kind === "played") {
      this.#afterMove(result.move);
      return;
    }
    if (result.kind === "selected" || (result.kind === "cleared" && c.position.pieceAt(sq) !== null && before === null)) this.#cardSquare = sq;
    else if (result.kind === "cleared") this.#cardSquare = -1;
    this.#say(c.entry === null ? "" : entryText(c.entry, this.#uiLang));
  }

  #afterMove(move: Move): void {
    this.#cardSquare = -1;
    this.#rebuild();
    this.#status = aw(this.#uiLang, "played", this.#gameNode()?.label ?? "");
    const detail: AnalysisMoveDetail = { move: [move.from, ...move.via, move.to].map(squareName).join(""), dsfen: this.position };
    this.dispatchEvent(new CustomEvent("daidai-analysis-move", { bubbles: true, composed: true, detail }));
    this.engine.follow(engineTarget(this.controller, this.#notationStyle(), this.#uiLang));
  }

  readonly #go = (action: () => unknown): void => {
    action();
    this.#cardSquare = -1;
    this.#say("");
    this.engine.follow(engineTarget(this.controller, this.#notationStyle(), this.#uiLang));
  };

  readonly #onMovesClick = (event: Event): void => {
    const button = (event.target as Element | null)?.closest("button[data-path]");
    if (!(button instanceof HTMLElement)) return;
    const path = (button.dataset["path"] ?? "").split(".").filter((s) => s !== "").map(Number);
    this.#go(() => this.controller.goTo(path));
  };

  /** A square name typed in the square field: a click on that square (false: not a square). */
  #squareText(text: string): boolean {
    const sq = parseSquare(text.trim().toLowerCase());
    if (sq < 0) this.#say(aw(this.#uiLang, "notSquare", text));
    else this.#onSquare(sq);
    return sq >= 0;
  }

  /** A move chosen from the list of legal moves. */
  #playText(moveString: string): void {
    const parsed = parseMoveString(this.controller.position, moveString);
    if (!parsed.ok) return;
    const result = this.controller.playMove(parsed.value);
    if (result.kind === "played") this.#afterMove(result.move);
  }

  // ----- rendering ----------------------------------------------------------------------

  #renderBoard(big: boolean): TemplateResult {
    const c = this.controller;
    const node = this.#gameNode();
    const e = c.entry;
    const marks = e !== null ? [...e.targets, ...(e.finish !== undefined ? [e.path[e.path.length - 1] ?? -1] : [])] : this.#cardSquare >= 0 ? cardTargets(c.position, this.#cardSquare) : [];
    const orientation: Color = this.orientation === "white" ? "white" : "black";
    const tappable = big || !this.#width.narrow;
    // While a move is entered, the board marks only the squares that may be clicked next
    // (the status line names the squares clicked so far).
    return html`<div
      class=${tappable ? "boardbox" : "boardbox narrow"}
      tabindex="0"
      role="group"
      aria-label=${aw(this.#uiLang, "board")}
      @click=${this.#onBoardClick}
      @keydown=${this.#onBoardKey}
      @blur=${() => { this.#cursor = -1; this.#refresh(); }}
    >
      <daidai-board
        .dsfen=${this.position}
        .orientation=${orientation}
        .pieceStyle=${this.pieceStyle === "abbreviation" ? "abbreviation" : big ? "kanji" : "auto"}
        .lang=${this.#uiLang}
        .lastMove=${e === null ? (node?.boardMove ?? null) : null}
        .checkSquare=${node?.checkSquare ?? -1}
        .highlights=${marks.filter((s) => s >= 0)}
        .cursor=${this.#cursor}
        ?hide-coordinates=${big}
      ></daidai-board>
      ${bestMoveArrow(this.engine, c.position, orientation, big)}
    </div>`;
  }

  override render(): TemplateResult {
    const c = this.controller;
    const lang = this.#uiLang;
    const zoomed = this.#zoom.open;
    return html`<div class="layout">
        ${zoomed ? html`<div class="boardbox"></div>` : this.#renderBoard(false)}
        <div class="side">
          ${this.#width.narrow && !zoomed ? html`<p class="hint">${aw(lang, "tapToEnlarge")}</p>` : nothing}
          ${this.#loadError === "" ? nothing : html`<p role="alert">${this.#loadError}</p>`}
          ${this.#renderToolbar(lang)}
          ${zoomed ? nothing : html`<p class="status" role="status" aria-live="polite">${this.#status}</p>${this.#renderCard()}`}
          ${moveForms(c.position, this.#notationStyle(), lang, { square: (text) => this.#squareText(text), move: (text) => { this.#playText(text); } })}
          ${zoomed ? nothing : this.#renderEngineAndMoves(lang)}
          ${this.#exporter.render(lang)}
        </div>
      </div>
      ${zoomed ? this.#renderEnlarged(lang) : nothing}`;
  }

  /** The engine (evaluation, best line) and the move list: beside the board, or below it in the enlarged view. */
  #renderEngineAndMoves(lang: Lang): TemplateResult {
    return html`${engineSection(this.engine, this.controller.position, this.#notationStyle(), lang, () => { this.toggleEngine(); })}
      <h2 id="moves-heading">${aw(lang, "moves")}</h2>
      <div class="moves" role="region" aria-labelledby="moves-heading" @click=${this.#onMovesClick}>${this.#moves.list?.root ?? nothing}</div>`;
  }

  #renderToolbar(lang: Lang): TemplateResult {
    const close = (): void => { this.dispatchEvent(new CustomEvent("daidai-analysis-close", { bubbles: true, composed: true })); };
    return toolbarView(this.controller, lang, this.closable ? close : null, this.#go, () => { this.orientation = this.orientation === "white" ? "black" : "white"; });
  }

  #renderCard(): TemplateResult | typeof nothing {
    return cardView(this.controller.position, this.#cardSquare, this.#uiLang, () => {
      this.#cardSquare = -1;
      this.controller.cancel();
      this.#refresh();
    });
  }

  /**
   * The enlarged view: the board at 40 CSS px a square or more (panned, sticky coordinates),
   * the move shown or the status; below it (beside it on a wide screen) the steps, the card,
   * the engine and the move list.
   */
  #renderEnlarged(lang: Lang): TemplateResult {
    const node = this.#gameNode();
    const caption = node === null || node.ply === 0 ? t(lang, "start") : moveCaption(node, this.#notationStyle());
    return this.#zoom.render({
      label: aw(lang, "enlarged"),
      bar: enlargedBar(lang, caption, this.#status, () => { this.closeEnlarged(); }),
      board: this.#renderBoard(true),
      orientation: this.orientation === "white" ? "white" : "black",
      lang,
      below: html`${this.#renderToolbar(lang)}${this.#renderCard()}${this.#renderEngineAndMoves(lang)}`,
    });
  }
}

defineOnce("daidai-analysis", DaidaiAnalysis);

declare global {
  interface HTMLElementEventMap {
    /** A move was played on a `<daidai-analysis>` board. */
    "daidai-analysis-move": CustomEvent<AnalysisMoveDetail>;
    /** A `<daidai-analysis>`'s "Back to the replay" button was pressed. */
    "daidai-analysis-close": CustomEvent<null>;
  }
  interface HTMLElementTagNameMap {
    "daidai-analysis": DaidaiAnalysis;
  }
}
