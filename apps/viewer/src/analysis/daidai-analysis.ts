import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from "lit";
import { parseMoveString, parseSquare, squareName, type Color, type Move, type Square } from "@daidai/core";
import type { GameRecord } from "@daidai/notation";
import "../board/daidai-board.js";
import { defineOnce } from "../ui/define.js";
import { buildGame, type Game, type GameNode, type Notation } from "../record/game.js";
import { parseLang, type Lang } from "../i18n/i18n.js";
import { MoveList } from "../moves/move-list.js";
import "../pieces/piece-card.js";
import { describePiece } from "../pieces/pieces.js";
import { formatMove } from "../record/source.js";
import { themeStyles } from "../ui/theme.js";
import { AnalysisController } from "./analysis-controller.js";
import { analysisStyles } from "./analysis-styles.js";
import { visuallyHiddenStyles } from "../ui/visually-hidden.js";
import { aw } from "./analysis-words.js";
import { cursorKey } from "../board/board-keys.js";
import type { EngineReport } from "./engine-client.js";
import { EngineSession } from "./engine-session.js";
import { bestMoveArrow, engineSection, pvText, scoreText } from "./engine-view.js";
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
  private readonly exporter = new ExportPanel(this, () => ({
    record: this.controller.record,
    evaluations: this.engine.evaluations,
    status: (text) => { this.say(text); },
  }));
  private readonly width = new NarrowBoard(this, () => this.renderRoot.querySelector(".layout > .boardbox daidai-board"));
  private game: Game | null = null;
  private nodesByPath = new Map<string, GameNode>();
  private moveList: MoveList | null = null;
  /** The square whose piece the card shows, or -1. */
  private cardSquare: Square = -1;
  /** The keyboard cursor, or -1. */
  private cursor: Square = -1;
  /** The enlarged view (sticky coordinates, the engine and the moves below the board). */
  private readonly zoom = new EnlargedView(this, {
    history: true,
    centre: () => {
      const sq = this.zoomSquare >= 0 ? this.zoomSquare : (this.gameNode()?.boardMove?.to ?? parseSquare("9i"));
      this.zoomSquare = -1;
      return sq;
    },
    changed: () => { this.refresh(); },
  });
  private get zoomed(): boolean {
    return this.zoom.open;
  }
  /** The square the enlarged view opens on (the one tapped), or -1 (the last move). */
  private zoomSquare: Square = -1;
  private status = "";
  private loadError = "";

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
    return this.zoomed;
  }

  /** True when the board is too small to tap (a tap opens the enlarged view). */
  get narrow(): boolean {
    return this.width.narrow;
  }

  /** Clicks a square (the same as a click or tap on the board, in the enlarged view when narrow). */
  clickSquare(name: string): void {
    const sq = parseSquare(name);
    if (sq >= 0) this.onSquare(sq);
  }

  /** Starts or stops the engine. */
  toggleEngine(): void {
    this.engine.toggle(this.engineTarget());
  }

  /** The explored tree as text (engine evaluations as comments when `withEvaluations`). */
  exportText(format: ExportFormat, withEvaluations = false): string {
    return this.exporter.exportText(format, withEvaluations);
  }

  /** Opens the enlarged view. */
  openEnlarged(): void {
    this.zoom.show();
  }

  /** Closes the enlarged view. */
  closeEnlarged(): void {
    this.zoom.close();
  }

  // ----- loading ------------------------------------------------------------------------

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has("record") && this.record !== undefined) this.start(this.record);
    else if (this.record === undefined) {
      // A new dsfen alone starts from that position; a new src (or the first update) loads the source.
      if (changed.has("src") || (changed.has("dsfen") && this.dsfen.trim() === "")) void this.loadSource();
      else if (changed.has("dsfen")) this.start(recordAt(this.dsfen));
    }
    if (changed.has("notation") || changed.has("lang")) this.rebuild();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.moveList?.dispose();
  }

  private get uiLang(): Lang {
    return parseLang(this.lang || this.parentElement?.closest("[lang]")?.getAttribute("lang"));
  }

  private async loadSource(): Promise<void> {
    const { record, error } = await sourceRecord(this.src, this, this.dsfen, this.uiLang);
    this.loadError = error;
    this.start(record);
  }

  private start(record: GameRecord): void {
    try {
      this.controller = new AnalysisController(record);
    } catch (e) {
      this.loadError = aw(this.uiLang, "badStart", e instanceof Error ? e.message : String(e));
      this.controller = new AnalysisController();
    }
    if (this.startPath === null || !this.controller.goTo(this.startPath)) this.controller.goToPly(this.ply);
    this.cardSquare = -1;
    this.engine.reset();
    this.rebuild();
  }

  /** Rebuilds the move list from the record (after a variation was added). */
  private rebuild(): void {
    const c = this.controller;
    this.game = buildGame(c.record, this.notationStyle(), formatMove, c.record.metadata.rules, { checked: true });
    this.nodesByPath.clear();
    this.moveList?.dispose();
    this.moveList = new MoveList(this.game.root, this.notationStyle(), this.uiLang);
    this.moveList.finishLater();
    this.refresh();
  }

  private notationStyle(): Notation {
    return this.notation === "japanese" || this.notation === "movestring" ? this.notation : "western";
  }

  private refresh(): void {
    this.tick++;
  }

  private say(text: string): void {
    this.status = text;
    this.refresh();
  }

  private gameNode(): GameNode | null {
    const key = this.controller.path.join(".");
    const cached = this.nodesByPath.get(key);
    if (cached !== undefined) return cached;
    let node = this.game?.root ?? null;
    for (const i of this.controller.path) node = node?.children[i] ?? null;
    if (node !== null) this.nodesByPath.set(key, node);
    return node;
  }

  // ----- input --------------------------------------------------------------------------

  private readonly onBoardClick = (event: MouseEvent): void => {
    for (const target of event.composedPath()) {
      if (target instanceof Element && target.hasAttribute("data-square")) {
        // On a board too small to tap, the first tap opens the enlarged view; choosing happens
        // there. A mouse or a pen points finely enough: it moves on the board as it is.
        const sq = parseSquare(target.getAttribute("data-square") ?? "");
        const fine = typeof PointerEvent === "function" && event instanceof PointerEvent && (event.pointerType === "mouse" || event.pointerType === "pen");
        if (this.width.narrow && !this.zoomed && !fine) {
          this.zoomSquare = sq;
          this.openEnlarged();
        } else this.onSquare(sq);
        return;
      }
    }
  };

  private readonly onBoardKey = (event: KeyboardEvent): void => {
    const action = cursorKey(event.key, this.cursor, this.orientation === "white" ? "white" : "black", this.controller.entry?.from ?? this.gameNode()?.boardMove?.to ?? parseSquare("9i"));
    if (action === undefined) return;
    event.preventDefault();
    if (action.kind === "cleared") {
      this.cursor = -1;
      this.controller.cancel();
      this.cardSquare = -1;
      this.say("");
    } else if (action.kind === "moved") {
      this.cursor = action.square;
      const piece = this.controller.position.pieceAt(action.square);
      this.say(piece === null ? squareName(action.square) : describePiece(piece, squareName(action.square), this.uiLang));
    } else this.onSquare(action.square);
  };

  private onSquare(sq: Square): void {
    if (sq < 0) return;
    const c = this.controller;
    const before = c.entry;
    const result = c.click(sq);
    if (result.kind === "played") {
      this.afterMove(result.move);
      return;
    }
    if (result.kind === "selected" || (result.kind === "cleared" && c.position.pieceAt(sq) !== null && before === null)) this.cardSquare = sq;
    else if (result.kind === "cleared") this.cardSquare = -1;
    this.say(this.entryStatus());
  }

  private entryStatus(): string {
    const e = this.controller.entry;
    if (e === null) return "";
    const lang = this.uiLang;
    const legs = [e.from, ...e.path].map(squareName).join("–");
    const targets = e.targets.map(squareName).join(", ");
    const finish = e.finish === undefined ? "" : aw(lang, "entryFinish", squareName(e.path[e.path.length - 1] ?? -1));
    return aw(lang, "entry", legs, targets === "" ? aw(lang, "none") : targets) + finish;
  }

  private afterMove(move: Move): void {
    this.cardSquare = -1;
    this.rebuild();
    this.status = aw(this.uiLang, "played", this.gameNode()?.label ?? "");
    const detail: AnalysisMoveDetail = { move: [move.from, ...move.via, move.to].map(squareName).join(""), dsfen: this.position };
    this.dispatchEvent(new CustomEvent("daidai-analysis-move", { bubbles: true, composed: true, detail }));
    this.engine.follow(this.engineTarget());
  }

  private go(action: () => void): void {
    action();
    this.cardSquare = -1;
    this.say("");
    this.engine.follow(this.engineTarget());
  }

  private readonly onMovesClick = (event: Event): void => {
    const button = (event.target as Element | null)?.closest("button[data-path]");
    if (!(button instanceof HTMLElement)) return;
    const path = (button.dataset["path"] ?? "").split(".").filter((s) => s !== "").map(Number);
    this.go(() => this.controller.goTo(path));
  };

  /** A square name typed in the square field: a click on that square (false: not a square). */
  private squareText(text: string): boolean {
    const sq = parseSquare(text.trim().toLowerCase());
    if (sq < 0) this.say(aw(this.uiLang, "notSquare", text));
    else this.onSquare(sq);
    return sq >= 0;
  }

  /** A move chosen from the list of legal moves. */
  private playText(moveString: string): void {
    const parsed = parseMoveString(this.controller.position, moveString);
    if (!parsed.ok) return;
    const result = this.controller.playMove(parsed.value);
    if (result.kind === "played") this.afterMove(result.move);
  }

  /** The position shown, for the engine (its evaluations are noted on the node shown). */
  private engineTarget(): { dsfen: string; node: GameRecord["root"]; note: (r: EngineReport) => string } {
    const position = this.controller.position.clone();
    const lang = this.uiLang;
    const notation = this.notationStyle();
    return {
      dsfen: this.position,
      node: this.controller.node,
      note: (r) => aw(lang, "engineNote", scoreText(r, position.turn, lang), r.depth, pvText(position, r.pv, notation)),
    };
  }

  // ----- rendering ----------------------------------------------------------------------

  private renderBoard(big: boolean): TemplateResult {
    const c = this.controller;
    const node = this.gameNode();
    const e = c.entry;
    const marks = e !== null ? [...e.targets, ...(e.finish !== undefined ? [e.path[e.path.length - 1] ?? -1] : [])] : this.cardSquare >= 0 ? this.cardTargets() : [];
    const orientation: Color = this.orientation === "white" ? "white" : "black";
    const tappable = big || !this.width.narrow;
    // While a move is entered, the board marks only the squares that may be clicked next
    // (the status line names the squares clicked so far).
    return html`<div
      class=${tappable ? "boardbox" : "boardbox narrow"}
      tabindex="0"
      role="group"
      aria-label=${aw(this.uiLang, "board")}
      @click=${this.onBoardClick}
      @keydown=${this.onBoardKey}
      @blur=${() => { this.cursor = -1; this.refresh(); }}
    >
      <daidai-board
        .dsfen=${this.position}
        .orientation=${orientation}
        .pieceStyle=${this.pieceStyle === "abbreviation" ? "abbreviation" : big ? "kanji" : "auto"}
        .lang=${this.uiLang}
        .lastMove=${e === null ? (node?.boardMove ?? null) : null}
        .checkSquare=${node?.checkSquare ?? -1}
        .highlights=${marks.filter((s) => s >= 0)}
        .cursor=${this.cursor}
        ?hide-coordinates=${big}
      ></daidai-board>
      ${bestMoveArrow(this.engine, c.position, orientation, big)}
    </div>`;
  }

  override render(): TemplateResult {
    const c = this.controller;
    const lang = this.uiLang;
    return html`<div class="layout">
        ${this.zoomed ? html`<div class="boardbox"></div>` : this.renderBoard(false)}
        <div class="side">
          ${this.width.narrow && !this.zoomed ? html`<p class="hint">${aw(lang, "tapToEnlarge")}</p>` : nothing}
          ${this.loadError === "" ? nothing : html`<p role="alert">${this.loadError}</p>`}
          ${this.renderToolbar(lang)}
          ${this.zoomed ? nothing : html`<p class="status" role="status" aria-live="polite">${this.status}</p>${this.renderCard()}`}
          ${moveForms(c.position, this.notationStyle(), lang, { square: (text) => this.squareText(text), move: (text) => { this.playText(text); } })}
          ${this.zoomed ? nothing : this.renderEngineAndMoves(lang)}
          ${this.exporter.render(lang)}
        </div>
      </div>
      ${this.zoomed ? this.renderEnlarged(lang) : nothing}`;
  }

  /** The engine (evaluation, best line) and the move list: beside the board, or below it in the enlarged view. */
  private renderEngineAndMoves(lang: Lang): TemplateResult {
    return html`${engineSection(this.engine, this.controller.position, this.notationStyle(), lang, () => { this.toggleEngine(); })}
      <h2 id="moves-heading">${aw(lang, "moves")}</h2>
      <div class="moves" role="region" aria-labelledby="moves-heading" @click=${this.onMovesClick}>${this.moveList?.root ?? nothing}</div>`;
  }

  private renderToolbar(lang: Lang): TemplateResult {
    const c = this.controller;
    return html`<div class="toolbar" role="toolbar" aria-label=${aw(lang, "toolbar")}>
      ${this.closable ? html`<button type="button" class="close-analysis" @click=${() => { this.dispatchEvent(new CustomEvent("daidai-analysis-close", { bubbles: true, composed: true })); }}>${aw(lang, "closeAnalysis")}</button>` : nothing}
      <button type="button" @click=${() => { this.go(() => c.step(-1)); }} ?disabled=${c.path.length === 0}>${aw(lang, "back")}</button>
      <button type="button" @click=${() => { this.go(() => c.step(1)); }} ?disabled=${c.node.children.length === 0}>${aw(lang, "forward")}</button>
      <button type="button" class="back-to-game" @click=${() => { this.go(() => { c.backToGame(); }); }} ?disabled=${c.onGameLine && c.path.length === c.gamePly}>${aw(lang, "backToGame")}</button>
      <button type="button" @click=${() => { this.go(() => c.deleteVariation()); }} ?disabled=${c.onGameLine}>${aw(lang, "deleteVariation")}</button>
      <button type="button" @click=${() => (this.orientation = this.orientation === "white" ? "black" : "white")}>${aw(lang, "flip")}</button>
    </div>`;
  }

  private renderCard(): TemplateResult | typeof nothing {
    const c = this.controller;
    const piece = this.cardSquare >= 0 ? c.position.pieceAt(this.cardSquare) : null;
    if (piece === null) return nothing;
    return html`<daidai-piece-card
      closable
      lang=${this.uiLang}
      .code=${piece.code}
      .color=${piece.color}
      .square=${squareName(this.cardSquare)}
      .destinations=${piece.color === c.position.turn ? this.cardTargets().map(squareName) : null}
      @daidai-card-close=${() => {
        this.cardSquare = -1;
        c.cancel();
        this.refresh();
      }}
    ></daidai-piece-card>`;
  }

  /**
   * The enlarged view: the board at 40 CSS px a square or more (panned, sticky coordinates),
   * the status; below it the steps, the card, the engine and the move list.
   */
  private renderEnlarged(lang: Lang): TemplateResult {
    return this.zoom.render({
      label: aw(lang, "enlarged"),
      bar: html`<div class="zoom-bar">
        <p class="zoom-title status" role="status" aria-live="polite">${this.status}</p>
        <button type="button" class="close" @click=${() => { this.closeEnlarged(); }}>✕ ${aw(lang, "close")}</button>
      </div>`,
      board: this.renderBoard(true),
      orientation: this.orientation === "white" ? "white" : "black",
      lang,
      below: html`<div class="zoom-side">${this.renderToolbar(lang)}${this.renderCard()}${this.renderEngineAndMoves(lang)}</div>`,
    });
  }

  protected override updated(): void {
    const current = this.controller.path.join(".");
    const list = this.moveList;
    if (list === null) return;
    for (const b of list.root.querySelectorAll("button.current")) {
      b.classList.remove("current");
      b.removeAttribute("aria-current");
    }
    const button = list.find(current);
    button?.classList.add("current");
    button?.setAttribute("aria-current", "step");
    // Keep the current move in view inside the list (without scrolling the page).
    const box = this.renderRoot.querySelector<HTMLElement>(".moves");
    if (button !== null && box !== null && box.clientHeight > 0) {
      const top = button.getBoundingClientRect().top - box.getBoundingClientRect().top;
      if (top < 0 || top > box.clientHeight - button.offsetHeight) box.scrollTop += top - box.clientHeight / 2;
    }
  }

  /** Destinations of the piece on the card's square (its legal moves' final squares). */
  private cardTargets(): Square[] {
    const pos = this.controller.position;
    const piece = pos.pieceAt(this.cardSquare);
    if (piece === null || piece.color !== pos.turn) return [];
    return [...new Set(pos.legalMovesFrom(this.cardSquare).map((m) => m.to))];
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
