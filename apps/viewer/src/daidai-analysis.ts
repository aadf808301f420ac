import { css, html, LitElement, nothing, svg, type PropertyValues, type TemplateResult } from "lit";
import { BOARD_SIZE, parseMoveString, parseSquare, squareName, type Color, type Move, type Square } from "@daidai/core";
import { createRecord, formatMove as notationFormatMove, type GameRecord, type RecordNode } from "@daidai/notation";
import { AnalysisController } from "./analysis-controller.js";
import { CELL } from "./board-cells.js";
import { cellOfSquare } from "./board-model.js";
import "./daidai-board.js";
import { defineOnce } from "./define.js";
import { defaultEngineUrl, EngineClient, type EngineReport } from "./engine-client.js";
import { buildGame, type Game, type GameNode, type Notation } from "./game.js";
import { parseLang } from "./i18n.js";
import { MoveList } from "./move-list.js";
import "./piece-card.js";
import { EXPORT_TYPES, exportRecord } from "./record-export.js";
import { formatMove, readRecord } from "./source.js";
import { themeStyles } from "./theme.js";

// Geometry of <daidai-board>'s SVG (daidai-board.ts), for the best-move arrow drawn over it.
const LEFT = 6;
const TOP = 38;
const VIEW_W = LEFT + BOARD_SIZE * CELL + 46;
const VIEW_H = TOP + BOARD_SIZE * CELL + 6;
const ENGINE_MOVETIME = 4000;

type ExportFormat = "kif" | "pgn" | "json";

/**
 * `<daidai-analysis>`: an analysis board. Start from a record (any ply of its game) or a
 * position, click a piece to see its card and destinations, click a destination to play;
 * lion-family moves are entered leg by leg (only the squares core's continuations list can
 * be clicked, so an illegal move cannot be entered; igui = the captured square then the
 * piece again, pass = the piece itself). Moves become variations of the record; the move
 * list shows and navigates them; "Back to the game" returns to the game line. An
 * "Analyse" toggle runs the engine in a Web Worker (fetched on first use); the explored
 * tree can be copied or downloaded as KIF, PGN or JSON.
 *
 * @summary Analysis board with piece guide, engine and export.
 * @attr src - URL of a record to start from.
 * @attr dsfen - Start position when there is no record.
 * @attr ply - Main-line ply to start at.
 * @attr notation - `western` (default), `japanese` or `movestring`.
 * @attr orientation - `black` or `white` at the bottom.
 * @attr piece-style - `kanji` or `abbreviation`.
 * @attr engine-src - URL of the engine's worker file (default: `daidai-engine-worker.js` next to the bundle).
 * @fires daidai-analysis-move - A move was played on the board; detail `{move, dsfen}` (move string).
 */
export class DaidaiAnalysis extends LitElement {
  static override properties = {
    src: { type: String },
    dsfen: { type: String },
    ply: { type: Number },
    notation: { type: String },
    orientation: { type: String },
    pieceStyle: { type: String, attribute: "piece-style" },
    engineSrc: { type: String, attribute: "engine-src" },
    lang: { type: String },
    record: { attribute: false },
    tick: { state: true },
  };

  static override styles = [
    themeStyles,
    css`
      :host {
        display: block;
        color: var(--c-fg);
        background: var(--c-bg);
        font-family: var(--c-font);
      }
      .layout {
        display: grid;
        grid-template-columns: minmax(0, 3fr) minmax(16rem, 2fr);
        gap: 1rem;
        align-items: start;
      }
      @media (max-width: 760px) {
        .layout {
          grid-template-columns: minmax(0, 1fr);
        }
      }
      .boardbox {
        position: relative;
      }
      .overlay {
        position: absolute;
        inset: 0;
        width: 100%;
        height: auto;
        pointer-events: none;
      }
      .arrow {
        stroke: #1565c0;
        stroke-width: 12;
        stroke-linecap: round;
        opacity: 0.7;
        fill: none;
      }
      .arrowhead {
        fill: #1565c0;
        opacity: 0.8;
      }
      .origin {
        fill: none;
        stroke: #1565c0;
        stroke-width: 6;
      }
      .toolbar,
      .row {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        align-items: center;
        margin-bottom: 0.5rem;
      }
      button,
      select,
      input {
        font: inherit;
        min-height: 2.2rem;
        border: 1px solid var(--c-muted);
        border-radius: 4px;
        background: var(--c-bg);
        color: var(--c-fg);
      }
      button:focus-visible,
      select:focus-visible,
      input:focus-visible,
      .moves button:focus-visible {
        outline: 3px solid var(--c-focus);
        outline-offset: 1px;
      }
      input[type="text"] {
        width: 6rem;
      }
      .status {
        font-size: 0.9rem;
        min-height: 1.3em;
      }
      .moves {
        max-height: 18rem;
        overflow: auto;
        border: 1px solid var(--c-muted);
        border-radius: 4px;
        padding: 0.4rem;
        line-height: 1.9;
      }
      .moves button {
        border: none;
        min-height: 0;
        padding: 0.05rem 0.25rem;
        cursor: pointer;
      }
      .moves button.current {
        background: var(--c-current);
        font-weight: 600;
      }
      .moves .num {
        color: var(--c-muted);
        margin-inline-end: 0.15rem;
      }
      .moves .variation {
        display: block;
        margin-inline-start: 1rem;
        border-inline-start: 2px solid var(--c-muted);
        padding-inline-start: 0.4rem;
      }
      .moves .variation::before {
        content: "";
      }
      .note {
        color: var(--c-muted);
        font-style: italic;
        margin: 0 0.3rem;
      }
      .engine {
        border: 1px solid var(--c-muted);
        border-radius: 4px;
        padding: 0.4rem;
        margin-bottom: 0.5rem;
      }
      .evalbar {
        width: 100%;
        height: 0.9rem;
        display: block;
      }
      .evalbar .white {
        fill: #f4f4f4;
        stroke: var(--c-muted);
      }
      .evalbar .black {
        fill: #222;
      }
      .pv {
        font-size: 0.9rem;
        overflow-wrap: anywhere;
      }
      textarea {
        width: 100%;
        min-height: 6rem;
        font-family: ui-monospace, monospace;
        font-size: 0.8rem;
        box-sizing: border-box;
      }
      daidai-piece-card {
        margin-bottom: 0.5rem;
      }
      h2 {
        font-size: 1rem;
        margin: 0.6rem 0 0.3rem;
      }
      .visually-hidden {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip-path: inset(50%);
        white-space: nowrap;
      }
    `,
  ];

  declare src: string;
  declare dsfen: string;
  declare ply: number;
  declare notation: Notation;
  declare orientation: Color;
  declare pieceStyle: string;
  declare engineSrc: string;
  declare lang: string;
  /** A notation record to start from (it is extended in place by the moves played). */
  declare record: GameRecord | undefined;
  declare private tick: number;

  /** The analysis state (record, node shown, move entry). */
  controller = new AnalysisController();
  private game: Game | null = null;
  private nodesByPath = new Map<string, GameNode>();
  private moveList: MoveList | null = null;
  /** The square whose piece the card shows, or -1. */
  private cardSquare: Square = -1;
  private engine: EngineClient | null = null;
  private engineOn = false;
  private report: EngineReport | null = null;
  private engineError = "";
  /** Engine evaluations by record node, for export as comments. */
  private readonly evaluations = new Map<RecordNode, string>();
  private exported = "";
  private status = "";
  private loadError = "";

  constructor() {
    super();
    this.src = "";
    this.dsfen = "";
    this.ply = 0;
    this.notation = "western";
    this.orientation = "black";
    this.pieceStyle = "kanji";
    this.engineSrc = "";
    this.lang = "";
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
    return this.report;
  }

  /** Clicks a square (the same as a click or tap on the board). */
  clickSquare(name: string): void {
    const sq = parseSquare(name);
    if (sq >= 0) this.onSquare(sq);
  }

  /** Starts or stops the engine. */
  toggleEngine(): void {
    this.engineOn = !this.engineOn;
    if (this.engineOn) this.runEngine();
    else {
      this.engine?.stop();
      this.report = null;
    }
    this.refresh();
  }

  /** The explored tree as text (engine evaluations as comments when `withEvaluations`). */
  exportText(format: ExportFormat, withEvaluations = false): string {
    return exportRecord(this.controller.record, format, withEvaluations ? this.evaluations : undefined);
  }

  // ----- loading ------------------------------------------------------------------------

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has("record") && this.record !== undefined) this.start(this.record);
    else if (this.record === undefined) {
      // A new dsfen alone starts from that position; a new src (or the first update) loads the source.
      if (changed.has("src") || (changed.has("dsfen") && this.dsfen.trim() === "")) void this.loadSource();
      else if (changed.has("dsfen")) this.start(this.recordAt(this.dsfen));
    }
    if (changed.has("notation")) this.rebuild();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.engine?.stop();
    this.moveList?.dispose();
  }

  private async loadSource(): Promise<void> {
    if (this.src !== "") {
      try {
        const response = await fetch(this.src);
        if (!response.ok) throw new Error(`HTTP ${String(response.status)}`);
        this.startFromText(await response.text());
      } catch (e) {
        this.loadError = `Could not load ${this.src}: ${e instanceof Error ? e.message : String(e)}`;
        this.start(createRecord());
      }
      return;
    }
    const script = this.querySelector('script[type="text/x-daidai"]');
    if (script !== null) {
      this.startFromText(script.textContent);
      return;
    }
    this.start(this.recordAt(this.dsfen));
  }

  /** An empty record starting from a DSFEN (the initial position for an empty text). */
  private recordAt(dsfen: string): GameRecord {
    const record = createRecord();
    record.startDsfen = dsfen.trim() === "" ? null : dsfen.trim();
    return record;
  }

  private startFromText(text: string): void {
    const loaded = readRecord(text);
    const errors = loaded.diagnostics.filter((d) => d.severity === "error");
    this.loadError = errors.length === 0 ? "" : `Problems in the record: ${errors.map((d) => `${String(d.line)}:${String(d.column)} ${d.message}`).join("; ")}`;
    this.start(loaded.record as GameRecord);
  }

  private start(record: GameRecord): void {
    try {
      this.controller = new AnalysisController(record);
    } catch (e) {
      this.loadError = `Invalid start position: ${e instanceof Error ? e.message : String(e)}`;
      this.controller = new AnalysisController();
    }
    this.controller.goToPly(this.ply);
    this.cardSquare = -1;
    this.evaluations.clear();
    this.rebuild();
  }

  /** Rebuilds the move list from the record (after a variation was added). */
  private rebuild(): void {
    const c = this.controller;
    this.game = buildGame(c.record, this.notationStyle(), formatMove, c.record.metadata.rules, { checked: true });
    this.nodesByPath.clear();
    this.moveList?.dispose();
    this.moveList = new MoveList(this.game.root, this.notationStyle(), parseLang(this.lang));
    this.moveList.finishLater();
    this.refresh();
  }

  private notationStyle(): Notation {
    return this.notation === "japanese" || this.notation === "movestring" ? this.notation : "western";
  }

  private refresh(): void {
    this.tick++;
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
        const sq = parseSquare(target.getAttribute("data-square") ?? "");
        if (sq >= 0) this.onSquare(sq);
        return;
      }
    }
  };

  private onSquare(sq: Square): void {
    const c = this.controller;
    const before = c.entry;
    const result = c.click(sq);
    if (result.kind === "played") {
      this.afterMove(result.move);
      return;
    }
    if (result.kind === "selected" || (result.kind === "cleared" && c.position.pieceAt(sq) !== null && before === null)) this.cardSquare = sq;
    else if (result.kind === "cleared") this.cardSquare = -1;
    this.status = this.entryStatus();
    this.refresh();
  }

  private entryStatus(): string {
    const e = this.controller.entry;
    if (e === null) return "";
    const legs = [e.from, ...e.path].map(squareName).join("–");
    const targets = e.targets.map(squareName).join(", ");
    const finish = e.finish === undefined ? "" : ` Click ${squareName(e.path[e.path.length - 1] ?? -1)} again to end the move there.`;
    return `Move from ${legs}: next square ${targets === "" ? "(none)" : targets}.${finish}`;
  }

  private afterMove(move: Move): void {
    this.cardSquare = -1;
    this.status = `Played ${this.gameNodeLabelAfterRebuild()}.`;
    this.dispatchEvent(new CustomEvent("daidai-analysis-move", { bubbles: true, composed: true, detail: { move: [move.from, ...move.via, move.to].map(squareName).join(""), dsfen: this.position } }));
    if (this.engineOn) this.runEngine();
  }

  private gameNodeLabelAfterRebuild(): string {
    this.rebuild();
    return this.gameNode()?.label ?? "";
  }

  private go(action: () => void): void {
    action();
    this.cardSquare = -1;
    this.status = "";
    if (this.engineOn) this.runEngine();
    this.refresh();
  }

  private readonly onMovesClick = (event: Event): void => {
    const button = (event.target as Element | null)?.closest("button[data-path]");
    if (!(button instanceof HTMLElement)) return;
    const path = (button.dataset["path"] ?? "").split(".").filter((s) => s !== "").map(Number);
    this.go(() => this.controller.goTo(path));
  };

  private readonly onSquareInput = (event: Event): void => {
    event.preventDefault();
    const input = this.renderRoot.querySelector<HTMLInputElement>("#square-input");
    const sq = parseSquare((input?.value ?? "").trim().toLowerCase());
    if (sq < 0) {
      this.status = `Not a square: ${input?.value ?? ""} (squares are written like 9h).`;
      this.refresh();
      return;
    }
    if (input !== null) input.value = "";
    this.onSquare(sq);
  };

  private readonly onPlaySelected = (): void => {
    const select = this.renderRoot.querySelector<HTMLSelectElement>("#move-select");
    const text = select?.value ?? "";
    const parsed = parseMoveString(this.controller.position, text);
    if (!parsed.ok) return;
    const result = this.controller.playMove(parsed.value);
    if (result.kind === "played") this.afterMove(result.move);
  };

  // ----- engine -------------------------------------------------------------------------

  private runEngine(): void {
    this.engine ??= new EngineClient(this.engineSrc || defaultEngineUrl());
    const node = this.controller.node;
    const dsfen = this.position;
    const turn = this.controller.position.turn;
    this.report = null;
    this.engineError = "";
    this.engine.analyse(
      dsfen,
      ENGINE_MOVETIME,
      (report) => {
        if (this.position !== dsfen) return;
        this.report = report;
        this.evaluations.set(node, `Engine: ${scoreText(report, turn)}, depth ${String(report.depth)}; ${this.pvText(report.pv)}`);
        this.refresh();
      },
      (message) => {
        this.engineError = message;
        this.refresh();
      },
    );
  }

  /** The principal variation in the chosen notation (move strings where a move cannot be read). */
  private pvText(pv: readonly string[]): string {
    const pos = this.controller.position.clone();
    const out: string[] = [];
    for (const text of pv) {
      const parsed = parseMoveString(pos, text);
      if (!parsed.ok) break;
      out.push(notationFormatMove(pos, parsed.value, this.notationStyle()));
      if (!pos.play(parsed.value).ok) break;
    }
    return out.join(" ");
  }

  // ----- export -------------------------------------------------------------------------

  private chosenExport(): { format: ExportFormat; evals: boolean } {
    const select = this.renderRoot.querySelector<HTMLSelectElement>("#export-format");
    const evals = this.renderRoot.querySelector<HTMLInputElement>("#export-evals")?.checked === true;
    const value = select?.value;
    return { format: value === "kif" || value === "json" ? value : "pgn", evals };
  }

  private readonly onExport = (): void => {
    const { format, evals } = this.chosenExport();
    this.exported = this.exportText(format, evals);
    this.refresh();
    // Missing on pages that are not a secure context: the text box below still has the text.
    const clipboard = (navigator as Partial<Navigator>).clipboard;
    if (clipboard === undefined) return;
    void clipboard.writeText(this.exported).then(
      () => {
        this.status = `Copied the record as ${format.toUpperCase()}.`;
        this.refresh();
      },
      () => {
        this.status = `The ${format.toUpperCase()} text is in the box below (copying is not allowed here).`;
        this.refresh();
      },
    );
  };

  private readonly onDownload = (): void => {
    const { format, evals } = this.chosenExport();
    this.exported = this.exportText(format, evals);
    const type = EXPORT_TYPES[format];
    const url = URL.createObjectURL(new Blob([this.exported], { type: `${type.mime};charset=utf-8` }));
    const a = document.createElement("a");
    a.href = url;
    a.download = `analysis.${type.ext}`;
    a.click();
    setTimeout(() => {
      URL.revokeObjectURL(url);
    }, 1000);
    this.refresh();
  };

  // ----- rendering ----------------------------------------------------------------------

  override render(): TemplateResult {
    const c = this.controller;
    const node = this.gameNode();
    const e = c.entry;
    const marks = e !== null ? [...e.targets, ...(e.finish !== undefined ? [e.path[e.path.length - 1] ?? -1] : [])] : this.cardSquare >= 0 ? this.cardTargets() : [];
    // While a move is entered, the board marks only the squares that may be clicked next
    // (the status line names the squares clicked so far).
    const shownMove = e === null ? (node?.boardMove ?? null) : null;
    const piece = this.cardSquare >= 0 ? c.position.pieceAt(this.cardSquare) : null;
    const lang = parseLang(this.lang);
    const moves = c.position.legalMoves();
    return html`<div class="layout">
      <div class="boardbox" @click=${this.onBoardClick}>
        <daidai-board
          .dsfen=${this.position}
          .orientation=${this.orientation === "white" ? "white" : "black"}
          .pieceStyle=${this.pieceStyle === "abbreviation" ? "abbreviation" : "kanji"}
          .lang=${lang}
          .lastMove=${shownMove}
          .checkSquare=${node?.checkSquare ?? -1}
          .highlights=${marks.filter((s) => s >= 0)}
        ></daidai-board>
        ${this.renderArrow()}
      </div>
      <div class="side">
        ${this.loadError === "" ? nothing : html`<p role="alert">${this.loadError}</p>`}
        <div class="toolbar" role="toolbar" aria-label="Analysis">
          <button type="button" @click=${() => { this.go(() => c.step(-1)); }} ?disabled=${c.path.length === 0}>◀ Back</button>
          <button type="button" @click=${() => { this.go(() => c.step(1)); }} ?disabled=${c.node.children.length === 0}>Forward ▶</button>
          <button type="button" class="back-to-game" @click=${() => { this.go(() => { c.backToGame(); }); }} ?disabled=${c.onGameLine && c.path.length === c.gamePly}>Back to the game</button>
          <button type="button" @click=${() => { this.go(() => c.deleteVariation()); }} ?disabled=${c.onGameLine}>Delete variation</button>
          <button type="button" @click=${() => (this.orientation = this.orientation === "white" ? "black" : "white")}>Flip</button>
        </div>
        <p class="status" role="status" aria-live="polite">${this.status}</p>
        <form class="row" @submit=${this.onSquareInput}>
          <label for="square-input">Square (as a click):</label>
          <input id="square-input" type="text" autocomplete="off" spellcheck="false" placeholder="9h" />
          <button type="submit">Click</button>
        </form>
        <div class="row">
          <label for="move-select">Move:</label>
          <select id="move-select">
            ${moves.map((m) => html`<option value=${[m.from, ...m.via, m.to].map(squareName).join("")}>${notationFormatMove(c.position, m, this.notationStyle())}</option>`)}
          </select>
          <button type="button" @click=${this.onPlaySelected} ?disabled=${moves.length === 0}>Play</button>
        </div>
        ${piece === null
          ? nothing
          : html`<daidai-piece-card
              closable
              .code=${piece.code}
              .color=${piece.color}
              .square=${squareName(this.cardSquare)}
              .destinations=${piece.color === c.position.turn ? this.cardTargets().map(squareName) : null}
              @daidai-card-close=${() => {
                this.cardSquare = -1;
                c.cancel();
                this.refresh();
              }}
            ></daidai-piece-card>`}
        ${this.renderEngine()}
        <h2 id="moves-heading">Moves</h2>
        <div class="moves" role="region" aria-labelledby="moves-heading" @click=${this.onMovesClick}>${this.moveList?.root ?? nothing}</div>
        ${this.renderExport()}
      </div>
    </div>`;
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
    if (button !== null && box !== null) {
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

  private renderEngine(): TemplateResult {
    const r = this.report;
    const turn = this.controller.position.turn;
    const black = r === null ? 50 : blackShare(r, turn);
    return html`<section class="engine" aria-label="Engine">
      <div class="row">
        <button type="button" class="analyse" aria-pressed=${this.engineOn ? "true" : "false"} @click=${() => { this.toggleEngine(); }}>${this.engineOn ? "Stop engine" : "Analyse"}</button>
        <span class="score">${r === null ? (this.engineOn ? "Thinking…" : "Engine off") : `${scoreText(r, turn)} · depth ${String(r.depth)}${r.done ? " (done)" : ""}`}</span>
      </div>
      ${this.engineOn
        ? html`<svg class="evalbar" viewBox="0 0 100 10" preserveAspectRatio="none" role="meter" aria-label="Evaluation, Black's share" aria-valuemin="0" aria-valuemax="100" aria-valuenow=${Math.round(black)}>
              <rect class="white" x="0" y="0" width="100" height="10"></rect>
              <rect class="black" x="0" y="0" width=${black} height="10"></rect>
            </svg>
            <p class="pv">${r === null ? "" : this.pvText(r.pv)}</p>`
        : nothing}
      ${this.engineError === "" ? nothing : html`<p role="alert">${this.engineError}</p>`}
    </section>`;
  }

  private renderArrow(): TemplateResult | typeof nothing {
    const best = this.report?.pv[0];
    if (!this.engineOn || best === undefined) return nothing;
    const parsed = parseMoveString(this.controller.position, best);
    if (!parsed.ok) return nothing;
    const m = parsed.value;
    const orientation: Color = this.orientation === "white" ? "white" : "black";
    const centre = (sq: Square): [number, number] => {
      const { row, col } = cellOfSquare(sq, orientation);
      return [LEFT + col * CELL + CELL / 2, TOP + row * CELL + CELL / 2];
    };
    const points = [m.from, ...m.via, m.to].map(centre);
    const [ex, ey] = points[points.length - 1] ?? [0, 0];
    const [px, py] = points[points.length - 2] ?? [ex, ey];
    const angle = (Math.atan2(ey - py, ex - px) * 180) / Math.PI;
    const [ox, oy] = points[0] ?? [0, 0];
    return html`<svg class="overlay" viewBox="0 0 ${VIEW_W} ${VIEW_H}" aria-hidden="true">
      ${svg`<circle class="origin" cx=${ox} cy=${oy} r="26"></circle>`}
      ${points.length > 1 && !(m.from === m.to && m.via.length === 0)
        ? svg`<polyline class="arrow" points=${points.map((p) => p.join(",")).join(" ")}></polyline>
            <path class="arrowhead" d="M-4 -16 L22 0 L-4 16 z" transform=${`translate(${String(ex)} ${String(ey)}) rotate(${String(angle)})`}></path>`
        : nothing}
    </svg>`;
  }

  private renderExport(): TemplateResult {
    return html`<section aria-label="Export">
      <h2>Export</h2>
      <div class="row">
        <label for="export-format">Format:</label>
        <select id="export-format">
          <option value="kif">KIF</option>
          <option value="pgn" selected>PGN</option>
          <option value="json">JSON</option>
        </select>
        <label><input id="export-evals" type="checkbox" /> engine evaluations as comments</label>
      </div>
      <div class="row">
        <button type="button" class="copy" @click=${this.onExport}>Copy</button>
        <button type="button" class="download" @click=${this.onDownload}>Download</button>
      </div>
      ${this.exported === "" ? nothing : html`<label for="exported" class="visually-hidden">Exported record</label><textarea id="exported" readonly .value=${this.exported}></textarea>`}
    </section>`;
  }
}

/** The score from Black's side in words: `+1.25 (Black better)`, `Black mates in 3`. */
export function scoreText(r: Pick<EngineReport, "score">, turn: Color): string {
  const sign = turn === "black" ? 1 : -1;
  if (r.score.kind === "mate") {
    const v = r.score.value * sign;
    return v > 0 ? `Black mates in ${String(v)}` : `White mates in ${String(-v)}`;
  }
  const cp = r.score.value * sign;
  const text = `${cp >= 0 ? "+" : "−"}${(Math.abs(cp) / 100).toFixed(2)}`;
  return cp === 0 ? `${text} (equal)` : `${text} (${cp > 0 ? "Black" : "White"} better)`;
}

/** Black's share of the evaluation bar, 0…100 (a logistic curve of the score). */
function blackShare(r: EngineReport, turn: Color): number {
  const sign = turn === "black" ? 1 : -1;
  if (r.score.kind === "mate") return r.score.value * sign > 0 ? 100 : 0;
  return 100 / (1 + Math.exp((-r.score.value * sign) / 400));
}

defineOnce("daidai-analysis", DaidaiAnalysis);

declare global {
  interface HTMLElementTagNameMap {
    "daidai-analysis": DaidaiAnalysis;
  }
}
