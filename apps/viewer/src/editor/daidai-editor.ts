import { css, html, LitElement, nothing, type TemplateResult } from "lit";
import { parseSquare, squareName, type Color, type Piece, type Square } from "@daidai/core";
import { encodeGameLink } from "@daidai/notation";
import "../board/daidai-board.js";
import { cursorKey } from "../board/board-keys.js";
import { boardSvgFile } from "../board/board-svg-file.js";
import { EnlargedView, enlargedStyles, WIDE_ENLARGED } from "../board/enlarged-view.js";
import { NarrowBoard } from "../board/narrow-board.js";
import { parseLang, type Lang } from "../i18n/i18n.js";
import { describePiece, japanesePieceLabel, ownedPieceName, pieceGlyphs } from "../pieces/pieces.js";
import { defineOnce } from "../ui/define.js";
import { panelStyles } from "../ui/panel-styles.js";
import { themeStyles } from "../ui/theme.js";
import { visuallyHiddenStyles } from "../ui/visually-hidden.js";
import "../pieces/piece-card.js";
import { EditorDrag } from "./editor-drag.js";
import { EditorModel, paletteOf } from "./editor-model.js";
import { ew } from "./editor-words.js";

/** Detail of `daidai-editor-change`. */
export interface EditorChangeDetail {
  /** The position now (formats.md §1). */
  readonly dsfen: string;
  /** Codes of the problems core's setup checks find (`twoKings`, `oppositeCheck`, …). */
  readonly problems: readonly string[];
}

/**
 * `<daidai-editor>`: set up any dai dai shogi position. Choose a piece in the palette (all
 * 68 kinds and their promoted forms, for either colour) or the eraser, then tap squares to
 * place or remove it (a second tap with the same piece removes it); the arrow keys and Enter
 * do the same. Start from the initial position, an empty board, a pasted DSFEN or QBoard
 * FEN, or a record in DSFEN + move strings at any ply. Problems that core's setup checks find — two kings of one colour, the side not to move
 * in check — are listed and marked on the board as they happen. Out come the DSFEN, the
 * QBoard FEN and a ready-to-paste `<daidai-board>` or `<daidai-replay>` snippet.
 *
 * @summary Position editor.
 * @attr play-url - A page with `<daidai-play link>`: "Play from this position" links there with a game link (`#g=…`).
 * @attr replay-url - A page whose replay opens game links: "Open in the replay" links there.
 * @attr dsfen - The position to start from (default: the initial position).
 * @attr lang - `en` or `ja`; by default the page's language.
 * @fires daidai-editor-change - The position changed; detail `{dsfen, problems}`.
 */
export class DaidaiEditor extends LitElement {
  static override properties = {
    dsfen: { type: String },
    lang: { type: String },
    playUrl: { type: String, attribute: "play-url" },
    replayUrl: { type: String, attribute: "replay-url" },
  };

  static override styles = [
    themeStyles,
    visuallyHiddenStyles,
    enlargedStyles,
    panelStyles,
    // (In the enlarged view on a wide screen, beside the board, the palette and the card take the height left.)
    css`
      .palette {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(2.75rem, 1fr));
        gap: 0.2rem;
        max-height: 13rem;
        overflow: auto;
        padding: 0.2rem;
        border: 1px solid var(--c-muted);
        border-radius: 4px;
      }
      .palette button {
        padding: 0;
        font-size: 0.8rem;
        line-height: 1.1;
      }
      .palette button.promoted {
        color: var(--c-promoted-text);
      }
      .boardbox.dragging {
        cursor: grabbing;
      }
      daidai-piece-card {
        margin: 0.4rem 0;
      }
      /* In the enlarged view the card scrolls on its own, so that the board keeps its room. */
      dialog daidai-piece-card {
        flex: none;
        max-height: 30vh;
        overflow: auto;
      }
      @media ${WIDE_ENLARGED} {
        dialog .palette,
        dialog daidai-piece-card {
          flex: 0 1 auto;
          max-height: none;
        }
      }
      .palette button[aria-pressed="true"] {
        background: var(--c-current);
        font-weight: 700;
        border-width: 2px;
      }
    `,
  ];

  declare dsfen: string;
  declare lang: string;
  declare playUrl: string;
  declare replayUrl: string;

  /** The position being set up (no DOM). */
  model = new EditorModel();
  #color: Color = "black";
  /** The piece placed by a tap, or null for the eraser. */
  #chosen: Piece | null = null;
  #cursor: Square = -1;
  #status = "";
  #loadError = "";
  #loadedFrom = "";
  readonly #zoom = new EnlargedView(this, { history: true, centre: () => (this.#cursor >= 0 ? this.#cursor : parseSquare("9i")) });
  /** The piece whose card is open: a palette piece, or the piece on a square. */
  #card: { readonly piece: Piece; readonly square: string } | null = null;
  readonly #drag = new EditorDrag(this, {
    // On a board too small to tap, gestures wait for the enlarged view.
    hasPiece: (name) => (!this.#width.narrow || this.#zoom.open) && (this.model.board[parseSquare(name)] ?? null) !== null,
    longPress: (at) => {
      if ("code" in at) {
        this.choose(at.code);
        this.#showCard(this.#chosen, "");
      } else this.#showCard(this.model.board[parseSquare(at.square)] ?? null, at.square);
    },
    move: (from, to) => {
      const piece = this.model.board[parseSquare(from)] ?? null;
      this.model.move(parseSquare(from), to === null ? null : parseSquare(to));
      if (piece !== null) this.#status = to === null ? ew(this.#lang, "removed", describePiece(piece, from)) : ew(this.#lang, "moved", describePiece(piece, from), to);
      this.#changed();
    },
  });
  readonly #width: NarrowBoard = new NarrowBoard(this, () => this.renderRoot.querySelector(".layout .boardbox daidai-board"));

  constructor() {
    super();
    this.dsfen = "";
    this.lang = "";
    this.playUrl = "";
    this.replayUrl = "";
  }

  // ----- public API ---------------------------------------------------------------------

  /** The position now, as DSFEN. */
  get position(): string {
    return this.model.dsfen();
  }

  /** Chooses the piece a tap places (a code such as `Ln` or `+Ln`, for `color`), or the eraser (null). */
  choose(code: string | null, color: Color = this.#color): void {
    this.#color = color;
    this.#chosen = code === null ? null : (paletteOf(color).find((p) => p.code === code) ?? null);
    this.requestUpdate();
  }

  /** Taps a square by name (`9h`), as a tap on the board would. */
  tapSquare(name: string): void {
    const sq = parseSquare(name);
    if (sq >= 0) this.#tap(sq);
  }

  /** Opens the card of `piece` (standing on `square`, or "" for a palette piece); null closes it. */
  #showCard(piece: Piece | null, square: string): void {
    this.#card = piece === null ? null : { piece, square };
    this.requestUpdate();
  }

  // ----- life cycle ---------------------------------------------------------------------

  protected override willUpdate(): void {
    if (this.dsfen !== this.#loadedFrom) {
      this.#loadedFrom = this.dsfen;
      if (this.dsfen.trim() === "") this.model.initial();
      else this.#loadError = this.model.load(this.dsfen)?.message ?? "";
    }
  }

  get #lang(): Lang {
    return parseLang(this.lang || this.parentElement?.closest("[lang]")?.getAttribute("lang"));
  }

  #changed(): void {
    const detail: EditorChangeDetail = { dsfen: this.position, problems: this.model.problems().map((p) => p.code) };
    this.dispatchEvent(new CustomEvent("daidai-editor-change", { detail, bubbles: true, composed: true }));
    this.requestUpdate();
  }

  #tap(sq: Square): void {
    this.model.tap(sq, this.#chosen);
    const piece = this.model.board[sq] ?? null;
    this.#status = piece === null ? ew(this.#lang, "emptied", squareName(sq)) : describePiece(piece, squareName(sq));
    this.#changed();
  }

  readonly #onBoardClick = (event: MouseEvent): void => {
    if (this.#drag.takeClick()) return;
    for (const target of event.composedPath()) {
      if (target instanceof Element && target.hasAttribute("data-square")) {
        // On a board too small to tap, the first tap opens the enlarged view; pieces are placed there.
        if (this.#width.narrow && !this.#zoom.open) this.#zoom.show();
        else this.#tap(parseSquare(target.getAttribute("data-square") ?? ""));
        return;
      }
    }
  };

  readonly #onBoardKey = (event: KeyboardEvent): void => {
    const action = cursorKey(event.key, this.#cursor, "black", parseSquare("9i"));
    if (action === undefined) return;
    event.preventDefault();
    if (action.kind === "cleared") this.#cursor = -1;
    else if (action.kind === "moved") {
      this.#cursor = action.square;
      const piece = this.model.board[action.square] ?? null;
      this.#status = piece === null ? squareName(action.square) : describePiece(piece, squareName(action.square));
    } else {
      this.#tap(action.square);
      return;
    }
    this.requestUpdate();
  };

  #load(): void {
    const text = this.renderRoot.querySelector<HTMLTextAreaElement>("#load-text")?.value ?? "";
    const plyText = this.renderRoot.querySelector<HTMLInputElement>("#load-ply")?.value.trim() ?? "";
    const error = this.model.load(text, plyText === "" ? undefined : Math.max(0, Math.floor(Number(plyText)) || 0));
    this.#loadError = error === null ? "" : ew(this.#lang, "loadError", error.message);
    if (error === null) this.#changed();
    else this.requestUpdate();
  }

  #copy(text: string): void {
    const clipboard = (navigator as Partial<Navigator>).clipboard;
    if (clipboard === undefined) return;
    void clipboard.writeText(text).then(
      () => {
        this.#status = ew(this.#lang, "copied");
        this.requestUpdate();
      },
      () => undefined,
    );
  }

  // ----- rendering ----------------------------------------------------------------------

  /** True while the enlarged view is open. */
  get enlarged(): boolean {
    return this.#zoom.open;
  }

  /** True when the board is too small to tap (a tap opens the enlarged view). */
  get narrow(): boolean {
    return this.#width.narrow;
  }

  #renderBoard(big: boolean, marked: readonly Square[]): TemplateResult {
    const lang = this.#lang;
    const d = this.#drag;
    return html`<div class=${d.dragging === "" ? "boardbox" : "boardbox dragging"} tabindex="0" role="group" aria-label=${ew(lang, "board")} @click=${this.#onBoardClick} @keydown=${this.#onBoardKey}
      @pointerdown=${d.onPointerDown} @pointermove=${d.onPointerMove} @pointerup=${d.onPointerUp} @pointercancel=${d.onPointerCancel} @touchmove=${d.onTouchMove}
      @blur=${() => { this.#cursor = -1; this.requestUpdate(); }}>
      <daidai-board .dsfen=${this.position} .lang=${lang} .pieceStyle=${big ? "kanji" : "auto"} .highlights=${marked} .cursor=${this.#cursor} ?hide-coordinates=${big}></daidai-board>
    </div>`;
  }

  override render(): TemplateResult {
    const lang = this.#lang;
    const m = this.model;
    const problems = m.problems();
    const marked = problems.flatMap((p) => p.squares ?? []);
    const zoomed = this.#zoom.open;
    const problemList = problems.length === 0 ? nothing : html`<div class="problems" role="alert"><h2>${ew(lang, "problems")}</h2><ul>${problems.map((p) => html`<li>${p.message}</li>`)}</ul></div>`;
    return html`<div class="layout">
      <div>
        ${zoomed ? nothing : this.#renderBoard(false, marked)}
        ${this.#width.narrow && !zoomed ? html`<p class="note">${ew(lang, "tapToEnlarge")}</p>` : nothing}
        <p class="status" role="status" aria-live="polite">${zoomed ? "" : this.#status}</p>
        ${zoomed ? nothing : problemList}
      </div>
      <div>
        ${zoomed ? nothing : html`${this.#renderCard(lang)}${this.#renderPalette(lang)}`}
        <div class="row">
          <label>${ew(lang, "toMove")} <select @change=${(e: Event) => { m.turn = (e.target as HTMLSelectElement).value === "white" ? "white" : "black"; this.#changed(); }}>
            <option value="black" ?selected=${m.turn === "black"}>${ew(lang, "black")}</option>
            <option value="white" ?selected=${m.turn === "white"}>${ew(lang, "white")}</option>
          </select></label>
          <button type="button" class="initial" @click=${() => { m.initial(); this.#changed(); }}>${ew(lang, "initial")}</button>
          <button type="button" class="empty" @click=${() => { m.clear(); this.#changed(); }}>${ew(lang, "empty")}</button>
        </div>
        <h2>${ew(lang, "load")}</h2>
        <label for="load-text" class="visually-hidden">${ew(lang, "loadLabel")}</label>
        <textarea id="load-text" placeholder=${ew(lang, "loadLabel")}></textarea>
        <div class="row">
          <label>${ew(lang, "atPly")} <input id="load-ply" type="number" min="0" inputmode="numeric" size="4" /></label>
          <button type="button" class="load" @click=${() => { this.#load(); }}>${ew(lang, "loadButton")}</button>
        </div>
        ${this.#loadError === "" ? nothing : html`<p class="problems" role="alert">${this.#loadError}</p>`}
        <h2>${ew(lang, "out")}</h2>
        ${this.#output("out-dsfen", "DSFEN", m.dsfen(), lang)}
        ${this.#output("out-qboard", "QBoard FEN", m.qboardFen(), lang)}
        ${this.#output("out-board", ew(lang, "boardSnippet"), m.snippet("board"), lang)}
        ${this.#output("out-replay", ew(lang, "replaySnippet"), m.snippet("replay"), lang)}
        <div class="row"><button type="button" class="svg" @click=${() => { this.#downloadSvg(); }}>${ew(lang, "svg")}</button></div>
        ${this.#openLinks(lang)}
      </div>
    </div>
    ${zoomed
      ? this.#zoom.render({
          label: ew(lang, "enlarged"),
          bar: html`<div class="zoom-bar"><p class="zoom-title" role="status">${this.#status}</p><button type="button" class="close" @click=${() => { this.#zoom.close(); }}>✕ ${ew(lang, "close")}</button></div>`,
          board: this.#renderBoard(true, marked),
          orientation: "black",
          lang,
          // An open card takes the palette's place, so that the board keeps most of a phone's screen.
          below: html`${problemList}${this.#card === null ? this.#renderPalette(lang) : this.#renderCard(lang)}`,
        })
      : nothing}`;
  }

  /** The position as a standalone SVG diagram (the inline board as drawn, problem squares marked), or "" while the enlarged view is open. */
  svgDiagram(): string {
    const board = this.renderRoot.querySelector(".layout .boardbox daidai-board");
    return board === null ? "" : boardSvgFile(board);
  }

  /** Links that open the position on the pages named by `play-url` and `replay-url`, as a game link with no moves. */
  #openLinks(lang: Lang): TemplateResult | typeof nothing {
    if (this.playUrl === "" && this.replayUrl === "") return nothing;
    const link = this.model.problems().length > 0 ? null : encodeGameLink({ moves: [], start: this.model.dsfen() });
    if (link === null || !link.ok) return nothing;
    const to = (page: string, cls: string, words: string) =>
      page === "" ? nothing : html`<a class=${cls} href=${`${page}#g=${link.value}`}>${words}</a>`;
    return html`<p class="row">${to(this.playUrl, "open-play", ew(lang, "openInPlay"))} ${to(this.replayUrl, "open-replay", ew(lang, "openInReplay"))}</p>`;
  }

  #downloadSvg(): void {
    const text = this.svgDiagram();
    if (text === "") return;
    const url = URL.createObjectURL(new Blob([text], { type: "image/svg+xml;charset=utf-8" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = "position.svg";
    a.click();
    setTimeout(() => {
      URL.revokeObjectURL(url);
    }, 1000);
  }

  #renderCard(lang: Lang): TemplateResult | typeof nothing {
    const card = this.#card;
    if (card === null) return nothing;
    return html`<daidai-piece-card closable lang=${lang} .code=${card.piece.code} .color=${card.piece.color} .square=${card.square}
      @daidai-card-close=${() => { this.#showCard(null, ""); }}></daidai-piece-card>`;
  }

  #output(id: string, label: string, text: string, lang: Lang): TemplateResult {
    return html`<label for=${id}>${label}</label>
      <textarea id=${id} readonly .value=${text}></textarea>
      <div class="row"><button type="button" class="copy" aria-label=${ew(lang, "copyWhat", label)} @click=${() => { this.#copy(text); }}>${ew(lang, "copy")}</button></div>`;
  }

  #renderPalette(lang: Lang): TemplateResult {
    const color = this.#color;
    const chosen = this.#chosen;
    const piece = (p: Piece): TemplateResult => {
      const glyphs = pieceGlyphs(p, lang === "ja" ? "kanji" : "abbreviation").join("");
      // The accessible name starts with the text shown (what a voice user says).
      const name = `${glyphs}: ${lang === "ja" ? japanesePieceLabel(p) : ownedPieceName(p)}`;
      const pressed = chosen !== null && chosen.code === p.code && chosen.color === p.color;
      return html`<button type="button" class=${p.promoted ? "promoted" : ""} data-code=${p.code} aria-label=${name} title=${name} aria-pressed=${pressed ? "true" : "false"}
        @click=${() => { if (!this.#drag.takeClick()) this.choose(p.code, color); }}>${glyphs}</button>`;
    };
    return html`<h2>${ew(lang, "palette")}</h2>
      <div class="row">
        <label>${ew(lang, "colour")} <select class="colour" @change=${(e: Event) => { this.choose(chosen?.code ?? null, (e.target as HTMLSelectElement).value === "white" ? "white" : "black"); }}>
          <option value="black" ?selected=${color === "black"}>${ew(lang, "black")}</option>
          <option value="white" ?selected=${color === "white"}>${ew(lang, "white")}</option>
        </select></label>
        <button type="button" class="eraser" aria-pressed=${chosen === null ? "true" : "false"} @click=${() => { this.choose(null); }}>${ew(lang, "eraser")}</button>
        <button type="button" class="card" ?disabled=${chosen === null} @click=${() => { this.#showCard(chosen, ""); }}>${ew(lang, "card")}</button>
      </div>
      <p class="note">${ew(lang, "gestures")}</p>
      <div class="palette" role="group" aria-label=${ew(lang, "palette")} @pointerdown=${this.#drag.onPointerDown} @pointermove=${this.#drag.onPointerMove}
        @pointerup=${this.#drag.onPointerUp} @pointercancel=${this.#drag.onPointerCancel}>${paletteOf(color).map(piece)}</div>`;
  }
}

defineOnce("daidai-editor", DaidaiEditor);

declare global {
  interface HTMLElementEventMap {
    /** The position of a `<daidai-editor>` changed. */
    "daidai-editor-change": CustomEvent<EditorChangeDetail>;
  }
  interface HTMLElementTagNameMap {
    "daidai-editor": DaidaiEditor;
  }
}
