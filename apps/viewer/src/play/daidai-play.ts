import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from "lit";
import { guard } from "lit/directives/guard.js";
import { parseSquare, squareName, type Color, type Square } from "@daidai/core";
import "../board/daidai-board.js";
import { cursorKey } from "../board/board-keys.js";
import { EnlargedView, enlargedStyles } from "../board/enlarged-view.js";
import { NarrowBoard } from "../board/narrow-board.js";
import { parseLang, type Lang } from "../i18n/i18n.js";
import { MoveListView } from "../moves/move-list-view.js";
import { describePiece } from "../pieces/pieces.js";
import { buildGame, type Game, type GameNode } from "../record/game.js";
import { formatMove } from "../record/source.js";
import { ExportPanel } from "../analysis/export-panel.js";
import { LiveRegion } from "../replay/live-region.js";
import { defineOnce } from "../ui/define.js";
import { panelStyles } from "../ui/panel-styles.js";
import { themeStyles } from "../ui/theme.js";
import { visuallyHiddenStyles } from "../ui/visually-hidden.js";
import { browserEnvironment } from "./browser-environment.js";
import { endingText } from "./outcome-words.js";
import { PlayController, personSide, type PlayEnvironment } from "./play-controller.js";
import { playStyles } from "./play-styles.js";
import { clocksView, gameButtons, linkPanel, newGameForm, type NewGameChoice } from "./play-view.js";
import { pw } from "./play-words.js";

/** The URL fragment key of a game link (`#g=…`). */
export const LINK_KEY = "g";

/** Detail of `daidai-play-move`. */
export interface PlayMoveDetail {
  /** The move played, as a move string (formats.md §2). */
  readonly move: string;
  /** Who played it: the person on this page or the engine. */
  readonly by: "person" | "engine";
  /** The position after it (formats.md §1). */
  readonly dsfen: string;
}

/**
 * `<daidai-play>`: a game of dai dai shogi against the engine at one of six levels, or with a
 * friend by links (the game's moves in the URL's fragment, no server). Moves are entered as
 * on the analysis board — click or tap a piece, then each square of its move (lion moves leg
 * by leg, igui and pass included) — and on a board too small to tap, in an enlarged view.
 * The engine answers from a Web Worker; take back, resign, a hint and optional clocks with
 * byoyomi are offered; the end of the game is said in words by core's rules. The game is
 * saved in the browser's local storage after every move (a reload picks it up), and can be
 * copied or downloaded as KIF, PGN or JSON at any time.
 *
 * @summary Play against the engine or by link.
 * @attr lang - `en` or `ja`; by default the page's language.
 * @attr piece-style - `kanji` or `abbreviation`.
 * @attr engine-src - URL of the engine's worker file (default: `daidai-engine-worker.js` next to the bundle).
 * @attr storage-key - Local storage key of the game (default `daidai-play`; "" saves nothing).
 * @attr link - Read a game link from the page's URL fragment (`#g=…`) and write the next one there.
 * @attr replay-url - A page with a replay that opens game links (`#g=…`): "Open in the replay" links there.
 * @fires daidai-play-move - A move was played; detail `{move, by, dsfen}`.
 */
export class DaidaiPlay extends LitElement {
  static override properties = {
    lang: { type: String },
    pieceStyle: { type: String, attribute: "piece-style" },
    engineSrc: { type: String, attribute: "engine-src" },
    storageKey: { type: String, attribute: "storage-key" },
    link: { type: Boolean },
    replayUrl: { type: String, attribute: "replay-url" },
  };

  static override styles = [themeStyles, visuallyHiddenStyles, enlargedStyles, panelStyles, playStyles];

  declare lang: string;
  declare pieceStyle: string;
  declare engineSrc: string;
  declare storageKey: string;
  declare link: boolean;
  declare replayUrl: string;

  /** The game, the engine and the saved copy (no DOM). */
  readonly controller: PlayController;
  readonly #zoom = new EnlargedView(this, { history: true, centre: () => this.#entrySquare() });
  readonly #width: NarrowBoard = new NarrowBoard(this, () => this.renderRoot.querySelector(".layout .boardbox daidai-board"));
  readonly #moves = new MoveListView(this, { current: () => this.#tree?.root === undefined ? "" : this.#lastPath(), complete: () => true });
  readonly #live = new LiveRegion(this);
  readonly #exporter = new ExportPanel(this, () => ({
    record: this.controller.game.toRecord(this.#names()),
    evaluations: new Map(),
    status: (text) => { this.#say(text); },
    fileName: "game",
    offerEvaluations: false,
  }));
  #orientation: Color = "black";
  #cursor: Square = -1;
  #status = "";
  #confirmResign = false;
  #tree: Game | null = null;
  #treePly = -1;
  #lastSeenPly = -1;

  constructor(env?: PlayEnvironment) {
    super();
    this.lang = "";
    this.pieceStyle = "kanji";
    this.engineSrc = "";
    this.storageKey = "daidai-play";
    this.link = false;
    this.replayUrl = "";
    this.controller = new PlayController(this, env ?? browserEnvironment(() => this.engineSrc), () => this.storageKey);
  }

  // ----- public API ---------------------------------------------------------------------

  /** The position now, as DSFEN. */
  get position(): string {
    return this.controller.game.position.toDsfen();
  }

  /** True while the enlarged view is open. */
  get enlarged(): boolean {
    return this.#zoom.open;
  }

  /** True when the board is too small to tap (a tap opens the enlarged view). */
  get narrow(): boolean {
    return this.#width.narrow;
  }

  /** Clicks a square by name (`9h`), as a tap on the board would. */
  clickSquare(name: string): void {
    const sq = parseSquare(name);
    if (sq >= 0) this.#onSquare(sq);
  }

  /** The URL to send for the game so far (this page with `#g=<link>`). */
  linkUrl(): string {
    const here = typeof location === "undefined" ? "" : location.href.replace(/#.*$/s, "");
    return `${here}#${LINK_KEY}=${this.controller.linkText()}`;
  }

  /** Opens a game link (its text, or a URL or fragment holding `g=…`); false when refused. */
  openLink(text: string): boolean {
    const found = /(?:^|[#&])g=([A-Za-z0-9_-]*)/.exec(text);
    const ok = this.controller.openLink(found?.[1] ?? text);
    if (ok) this.#say("");
    return ok;
  }

  /** The game as KIF, PGN or JSON. */
  exportText(format: "kif" | "pgn" | "json"): string {
    return this.controller.exportText(format, this.#names());
  }

  // ----- life cycle ---------------------------------------------------------------------

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.link) {
      this.#readFragment();
      window.addEventListener("hashchange", this.#readFragment);
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener("hashchange", this.#readFragment);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has("lang")) this.#tree = null;
    const g = this.controller.game;
    if (g.moves.length !== this.#lastSeenPly) this.#afterMoves(this.#lastSeenPly);
  }

  /** The fragment's game link, if any, replaces the game shown. */
  readonly #readFragment = (): void => {
    const hash = typeof location === "undefined" ? "" : location.hash;
    if (!new RegExp(`[#&]${LINK_KEY}=`).test(hash)) return;
    if (this.controller.linkText() === /(?:^|[#&])g=([A-Za-z0-9_-]*)/.exec(hash)?.[1]) return;
    this.openLink(hash);
  };

  /** Moves were played or taken back since the last update: speak, tell the page, keep the fragment. */
  #afterMoves(before: number): void {
    const g = this.controller.game;
    this.#lastSeenPly = g.moves.length;
    this.#tree = null;
    this.#confirmResign = false;
    if (before < 0) return;
    if (g.moves.length > before) {
      this.#live.expect();
      this.#live.moved(this.#lastNode(), this.#lang, false);
      const move = g.moves[g.moves.length - 1];
      if (move !== undefined) {
        const detail: PlayMoveDetail = {
          move: [move.from, ...move.via, move.to].map(squareName).join(""),
          by: g.settings.mode === "engine" && g.turn === g.settings.human ? "engine" : "person",
          dsfen: this.position,
        };
        this.dispatchEvent(new CustomEvent("daidai-play-move", { detail, bubbles: true, composed: true }));
      }
    }
    if (this.link && g.settings.mode === "link" && typeof history !== "undefined") {
      history.replaceState(history.state, "", `#${LINK_KEY}=${this.controller.linkText()}`);
    }
    this.#moves.follow();
  }

  get #lang(): Lang {
    return parseLang(this.lang || this.parentElement?.closest("[lang]")?.getAttribute("lang"));
  }

  #names(): { black: string; white: string } {
    const s = this.controller.game.settings;
    const lang = this.#lang;
    if (s.mode === "link") return { black: pw(lang, "blackSide"), white: pw(lang, "whiteSide") };
    const engine = pw(lang, "engine", s.level);
    return s.human === "black" ? { black: pw(lang, "you"), white: engine } : { black: engine, white: pw(lang, "you") };
  }

  #say(text: string): void {
    this.#status = text;
    this.requestUpdate();
  }

  // ----- input --------------------------------------------------------------------------

  readonly #onBoardClick = (event: MouseEvent): void => {
    for (const target of event.composedPath()) {
      if (target instanceof Element && target.hasAttribute("data-square")) {
        const sq = parseSquare(target.getAttribute("data-square") ?? "");
        // On a board too small to tap, the first tap opens the enlarged view; moves are chosen there.
        if (this.#width.narrow && !this.#zoom.open) this.#zoom.show();
        else this.#onSquare(sq);
        return;
      }
    }
  };

  readonly #onBoardKey = (event: KeyboardEvent): void => {
    const action = cursorKey(event.key, this.#cursor, this.#orientation, this.#entrySquare());
    if (action === undefined) return;
    event.preventDefault();
    if (action.kind === "cleared") {
      this.#cursor = -1;
      this.controller.input.cancel();
      this.#say("");
    } else if (action.kind === "moved") {
      this.#cursor = action.square;
      const piece = this.controller.game.position.pieceAt(action.square);
      this.#say(piece === null ? squareName(action.square) : describePiece(piece, squareName(action.square)));
    } else this.#onSquare(action.square);
  };

  #onSquare(sq: Square): void {
    if (sq < 0) return;
    const step = this.controller.click(sq);
    if (step.kind === "complete") this.#say("");
    else this.#say(this.#entryStatus());
  }

  #entryStatus(): string {
    const e = this.controller.input.entry;
    if (e === null) return "";
    const lang = this.#lang;
    const legs = [e.from, ...e.path].map(squareName).join("–");
    const targets = e.targets.map(squareName).join(", ");
    const finish = e.finish === undefined ? "" : pw(lang, "entryFinish", squareName(e.path[e.path.length - 1] ?? -1));
    return pw(lang, "entry", legs, targets === "" ? pw(lang, "none") : targets) + finish;
  }

  /** The square to start the cursor or centre the enlarged view on: the move entered, the last move, the middle. */
  #entrySquare(): Square {
    const c = this.controller;
    const last = c.game.moves[c.game.moves.length - 1];
    return c.input.entry?.from ?? last?.to ?? parseSquare("9i");
  }

  #start(choice: NewGameChoice | null): void {
    const c = this.controller;
    if (choice === null) c.newGame({ mode: "link", timeControl: null });
    else {
      c.newGame({ mode: "engine", human: choice.human, level: choice.level, timeControl: choice.timeControl });
      this.#orientation = choice.human;
    }
    this.#say("");
  }

  readonly #actions = {
    takeBack: (): void => { this.controller.takeBack(); this.#say(""); },
    hint: (): void => { this.controller.askHint(); },
    resign: (): void => {
      if (!this.#confirmResign) {
        this.#confirmResign = true;
        this.requestUpdate();
        return;
      }
      this.#confirmResign = false;
      this.controller.resign();
    },
    flip: (): void => {
      this.#orientation = this.#orientation === "white" ? "black" : "white";
      this.requestUpdate();
    },
  };

  /** Back to the game set aside; a link in the page's fragment no longer names the game shown. */
  #switchBack(): void {
    if (!this.controller.switchToSetAside()) return;
    if (this.link && this.controller.game.settings.mode !== "link" && typeof history !== "undefined" && typeof location !== "undefined") {
      history.replaceState(history.state, "", location.pathname + location.search);
    }
  }

  #copyLink(): void {
    const url = this.linkUrl();
    const clipboard = (navigator as Partial<Navigator>).clipboard;
    if (clipboard === undefined) return;
    void clipboard.writeText(url).then(
      () => { this.#say(pw(this.#lang, "linkCopied")); },
      () => undefined,
    );
  }

  // ----- rendering ----------------------------------------------------------------------

  /** The game as the replay's tree (for the move list and speech), built once per ply. */
  #gameTree(): Game {
    const g = this.controller.game;
    if (this.#tree === null || this.#treePly !== g.moves.length) {
      this.#tree = buildGame(g.toRecord(this.#names()), "western", formatMove, g.rules, { checked: true });
      this.#treePly = g.moves.length;
    }
    return this.#tree;
  }

  /** The node of the position now (the end of the main line). */
  #lastNode(): GameNode {
    let last: GameNode = this.#gameTree().root;
    while (last.children[0] !== undefined) last = last.children[0];
    return last;
  }

  #lastPath(): string {
    return Array.from({ length: this.controller.game.moves.length }, () => "0").join(".");
  }

  /** The words under the board: the end of the game, whose turn it is, the move being entered. */
  #statusText(lang: Lang): string {
    const c = this.controller;
    const ending = c.game.ending();
    if (ending !== null) return endingText(ending, lang);
    if (this.#status !== "") return this.#status;
    if (c.thinking) return pw(lang, "engineThinking");
    if (c.hinting) return pw(lang, "hinting");
    const side = pw(lang, personSide(c.game) === "black" ? "blackSide" : "whiteSide");
    if (c.game.settings.mode === "link") return c.linkMoveMade ? "" : pw(lang, "linkYourMove", side);
    return c.canMove ? pw(lang, "yourMove", side) : "";
  }

  #renderBoard(big: boolean): TemplateResult {
    const c = this.controller;
    const marks = c.input.marks();
    const hint = c.hint;
    const node = this.#lastNode();
    const tappable = big || !this.#width.narrow;
    return html`<div
      class=${tappable ? "boardbox" : "boardbox narrow"}
      tabindex="0"
      role="group"
      aria-label=${pw(this.#lang, "board")}
      @click=${this.#onBoardClick}
      @keydown=${this.#onBoardKey}
      @blur=${() => { this.#cursor = -1; this.requestUpdate(); }}
    >
      <daidai-board
        .dsfen=${this.position}
        .orientation=${this.#orientation}
        .pieceStyle=${this.pieceStyle === "abbreviation" ? "abbreviation" : big ? "kanji" : "auto"}
        .lang=${this.#lang}
        .lastMove=${c.input.entry === null ? node.boardMove : null}
        .checkSquare=${node.checkSquare}
        .highlights=${hint !== null && marks.length === 0 ? [hint.from, ...hint.via, hint.to] : marks}
        .cursor=${this.#cursor}
        ?hide-coordinates=${big}
      ></daidai-board>
    </div>`;
  }

  override render(): TemplateResult {
    const c = this.controller;
    const lang = this.#lang;
    const zoomed = this.#zoom.open;
    const status = this.#statusText(lang);
    const buttons = gameButtons(c, lang, this.#confirmResign, { ...this.#actions, enlarge: zoomed ? null : () => { this.#zoom.show(); } });
    const hintText = c.hint === null ? "" : pw(lang, "hintIs", [c.hint.from, ...c.hint.via, c.hint.to].map(squareName).join(""));
    return html`<div class="layout">
        <div class="board-area">
          ${zoomed ? nothing : this.#renderBoard(false)}
          ${this.#width.narrow && !zoomed ? html`<p class="note">${pw(lang, "tapToEnlarge")}</p>` : nothing}
        </div>
        <div class="side">
          <p class="status" role="status" aria-live="polite">${status}</p>
          ${hintText === "" ? nothing : html`<p class="note">${hintText}</p>`}
          ${clocksView(c, lang, Date.now())}
          ${zoomed ? nothing : buttons}
          ${c.linkError === null ? nothing : html`<p class="alert" role="alert">${pw(lang, "linkRefused", c.linkError.message)}</p>`}
          ${c.engineError === "" ? nothing : html`<p class="alert" role="alert">${pw(lang, "engineError", c.engineError)}</p>`}
          ${c.saveFailed ? html`<p class="alert" role="alert">${pw(lang, "notSaved")}</p>` : nothing}
          ${c.setAsideMoves === null ? nothing : html`<p class="note set-aside">${pw(lang, "setAside", c.setAsideMoves)} <button type="button" class="switch-back" @click=${() => { this.#switchBack(); }}>${pw(lang, "switchBack")}</button></p>`}
          ${c.game.settings.mode === "link" && c.linkMoveMade ? linkPanel(this.linkUrl(), lang, () => { this.#copyLink(); }) : nothing}
          <h2 id="moves-heading">${pw(lang, "moves")}</h2>
          ${this.#renderMoves(lang)}
          ${newGameForm(c, lang, (choice) => { this.#start(choice); })}
          ${this.#exporter.render(lang)}
          ${this.replayUrl === "" || c.game.moves.length === 0 ? nothing : html`<p><a class="open-replay" href=${`${this.replayUrl}#${LINK_KEY}=${c.linkText()}`}>${pw(lang, "openInReplay")}</a></p>`}
        </div>
      </div>
      ${this.#live.render()}
      ${zoomed
        ? this.#zoom.render({
            label: pw(lang, "enlarged"),
            bar: html`<div class="zoom-bar"><p class="zoom-title status" role="status">${status}</p><button type="button" class="close" @click=${() => { this.#zoom.close(); }}>✕ ${pw(lang, "close")}</button></div>`,
            board: this.#renderBoard(true),
            orientation: this.#orientation,
            lang,
            below: html`<div class="zoom-below">${buttons}</div>`,
          })
        : nothing}`;
  }

  /** The move list, built once per position (see MoveListView); a move clicked is only marked. */
  #renderMoves(lang: Lang): unknown {
    const tree = this.#gameTree();
    return guard([tree, lang], () => this.#moves.render(pw(lang, "moves"), this.#moves.build(tree.root, "western", lang), () => undefined));
  }
}

defineOnce("daidai-play", DaidaiPlay);

declare global {
  interface HTMLElementEventMap {
    /** A move was played on a `<daidai-play>` board. */
    "daidai-play-move": CustomEvent<PlayMoveDetail>;
  }
  interface HTMLElementTagNameMap {
    "daidai-play": DaidaiPlay;
  }
}
