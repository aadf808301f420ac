import { css, html, LitElement, nothing, type TemplateResult } from "lit";
import { kindData, pieceOf, type Color, type KindData, type Piece } from "@daidai/core";
import { defineOnce } from "../ui/define.js";
import { diagramStyles, diagramSvg, firstChar, legendSwatch, marksUsed, MARK_WORDS } from "./diagram-view.js";
import { parseLang, type Lang } from "../i18n/i18n.js";
import { movementWords, pieceDiagram } from "./piece-diagram.js";
import { japaneseSquareName, kanaReading, kanjiName, kanjiWithReading } from "./pieces.js";
import { themeStyles } from "../ui/theme.js";

/** The facts of a kind shown on a card: names, code, and the words for its movement. */
export function kindFacts(data: KindData): string {
  const promotes = data.promotesTo === null ? "Does not promote." : `Promotes to ${kindData(data.promotesTo).name.toLowerCase()} (${kanjiName(data.promotesTo)}) on a capture.`;
  return `${data.name}, ${kanjiName(data.code)} (${data.romaji}), code ${data.notation}. ${movementWords(data.code).join(" ")} ${promotes}`;
}

/**
 * `<daidai-piece-card>`: what a piece is and how it moves — kanji, reading, English name and
 * code; its movement diagram (from core's piece data), the diagram of its promoted form
 * beside it; and, when given, its legal moves in the current position. The same facts are
 * written out in words for screen readers.
 *
 * @summary The piece guide's card for one piece.
 * @attr code - The piece's notation code (`Ln`, `+Ea`) or a kind code (`FF`).
 * @attr color - `black` or `white` (the owner; diagrams are drawn from the owner's side).
 * @attr square - The square the piece stands on (`9q`), for the heading.
 * @attr lang - `en` or `ja` (Japanese text); by default the page's language.
 * @fires daidai-card-close - The close button was pressed.
 */
export class DaidaiPieceCard extends LitElement {
  static override properties = {
    code: { type: String },
    color: { type: String },
    square: { type: String },
    destinations: { attribute: false },
    closable: { type: Boolean },
    lang: { type: String },
  };

  static override styles = [
    themeStyles,
    diagramStyles,
    css`
      :host {
        display: block;
        color: var(--c-fg);
        background: var(--c-bg);
        font-family: var(--c-font);
        border: 1px solid var(--c-muted);
        border-radius: 6px;
        padding: 0.6rem 0.8rem;
        max-width: 32rem;
      }
      h2 {
        font-size: 1.05rem;
        margin: 0 0 0.3rem;
        display: flex;
        gap: 0.5rem;
        align-items: baseline;
        flex-wrap: wrap;
      }
      .kanji {
        font-family: var(--c-piece-font);
        font-size: 1.6rem;
      }
      .reading {
        font-size: 0.95rem;
      }
      .code {
        font-family: ui-monospace, monospace;
        color: var(--c-muted);
      }
      .forms {
        display: flex;
        gap: 1rem;
        flex-wrap: wrap;
      }
      figure {
        margin: 0;
        flex: 1 1 9rem;
        max-width: 12rem;
      }
      figcaption {
        font-size: 0.85rem;
        color: var(--c-muted);
      }
      ul {
        margin: 0.3rem 0;
        padding-inline-start: 1.1rem;
        font-size: 0.9rem;
      }
      .legend {
        list-style: none;
        padding: 0;
        display: flex;
        flex-wrap: wrap;
        gap: 0.2rem 0.8rem;
        font-size: 0.8rem;
      }
      .moves {
        font-size: 0.9rem;
        overflow-wrap: anywhere;
      }
      button {
        margin-inline-start: auto;
        font: inherit;
        border: 1px solid var(--c-muted);
        background: var(--c-bg);
        color: var(--c-fg);
        border-radius: 4px;
        min-width: 2rem;
        min-height: 2rem;
      }
      button:focus-visible {
        outline: 3px solid var(--c-focus);
      }
    `,
  ];

  /** Notation code of the piece (`Ln`, `+Ea`) or a kind code. */
  declare code: string;
  /** The owner. */
  declare color: Color;
  /** Square name for the heading, or empty. */
  declare square: string;
  /** Legal destinations in the current position (square names), or null when not known. */
  declare destinations: readonly string[] | null;
  /** Show a close button. */
  declare closable: boolean;
  declare lang: string;

  constructor() {
    super();
    this.code = "K";
    this.color = "black";
    this.square = "";
    this.destinations = null;
    this.closable = false;
    this.lang = "";
  }

  /** The piece described: a notation code (`+Ea`) or, failing that, a kind code (`FF` → `+Ln`). */
  private piece(): Piece | undefined {
    const direct = pieceOf(this.code, this.color);
    if (direct !== undefined) return direct;
    try {
      return pieceOf(kindData(this.code).notation, this.color);
    } catch {
      return undefined;
    }
  }

  override render(): TemplateResult {
    const lang: Lang = parseLang(this.lang || this.parentElement?.closest("[lang]")?.getAttribute("lang"));
    const w = CARD_WORDS[lang];
    const piece = this.piece();
    if (piece === undefined) return html`<p role="alert">${w.unknown}: ${this.code}</p>`;
    const now = kindData(piece.kind);
    const next = now.promotesTo === null || piece.promoted ? null : kindData(now.promotesTo);
    const side = piece.color === "black" ? w.black : w.white;
    const ja = lang === "ja";
    const name = (d: KindData): string => (ja ? kanjiName(d.code) : d.name.toLowerCase());
    const where = this.square === "" ? "" : fill(w.on, ja ? japaneseSquareName(this.square) : this.square);
    // In Japanese the second name is the reading (成った東夷（とうい）), in English the kanji.
    const original = kindData(piece.original);
    const was = piece.promoted ? html`<p>${fill(w.promoted, name(original), ja ? kanaReading(original.code, piece.color) : kanjiName(original.code), name(now))}</p>` : nothing;
    const kanji = piece.kind === "K" ? (piece.color === "black" ? "玉将" : "王将") : kanjiName(now.code);
    return html`<section aria-label=${`${side} ${ja ? kanjiWithReading(now.code, piece.color) : now.name}${where}`}>
      <h2>
        <span class="kanji" lang="ja">${kanji}</span>
        ${ja
          ? html`<span class="reading" lang="ja">${kanaReading(now.code, piece.color)}</span>`
          : html`<span lang="en">${now.name}</span>
              <span lang="ja-Latn">${now.romaji}</span>`}
        <span class="code">${piece.code}</span>
        ${this.closable ? html`<button type="button" aria-label=${w.close} @click=${this.close}>✕</button>` : nothing}
      </h2>
      <p>${side}${where}${w.stop}</p>
      ${was}
      <div class="forms">
        ${this.figure(now, w.moves, lang)}
        ${next === null ? nothing : this.figure(next, fill(w.promotesTo, name(next)), lang)}
      </div>
      <ul>
        ${movementWords(now.code, lang).map((m) => html`<li>${m}</li>`)}
      </ul>
      ${next === null ? (piece.promoted ? nothing : html`<p>${w.noPromotion}</p>`) : html`<p>${fill(w.after, name(next))}: ${movementWords(next.code, lang).join(" ")}</p>`}
      ${this.renderMoves(lang)}
    </section>`;
  }

  private figure(data: KindData, caption: string, lang: Lang): TemplateResult {
    const w = CARD_WORDS[lang];
    const diagram = pieceDiagram(data.code);
    const label = `${fill(w.diagram, lang === "ja" ? kanjiName(data.code) : data.name.toLowerCase())}: ${movementWords(data.code, lang).join(" ")}`;
    return html`<figure>
      ${diagramSvg(diagram, firstChar(kanjiName(data.code)), label)}
      <figcaption>${caption}: ${lang === "ja" ? html`<span lang="ja">${kanjiWithReading(data.code)}</span>` : html`${data.name} <span lang="ja">${kanjiName(data.code)}</span>`}</figcaption>
      <ul class="legend" aria-hidden="true">
        ${marksUsed(diagram).map((m) => html`<li>${legendSwatch(m)}${lang === "ja" ? MARK_WORDS_JA[m] : MARK_WORDS[m]}</li>`)}
        ${diagram.canPass ? html`<li>${w.pass}</li>` : nothing}
      </ul>
    </figure>`;
  }

  private renderMoves(lang: Lang): TemplateResult | typeof nothing {
    const d = this.destinations;
    if (d === null) return nothing;
    const w = CARD_WORDS[lang];
    const names = lang === "ja" ? d.map(japaneseSquareName) : d;
    const text = d.length === 0 ? w.noMove : `${fill(d.length === 1 ? w.destination : w.destinations, String(d.length))}: ${names.join(lang === "ja" ? "、" : ", ")}${w.stop}`;
    return html`<p class="moves">${text}</p>`;
  }

  private readonly close = (): void => {
    this.dispatchEvent(new CustomEvent("daidai-card-close", { bubbles: true, composed: true }));
  };
}

/** The card's words in English and Japanese (`{0}`, `{1}`, `{2}` filled in). */
const CARD_WORDS = {
  en: {
    unknown: "Unknown piece code",
    black: "Black",
    white: "White",
    on: " on {0}",
    stop: ".",
    promoted: "Promoted {0} ({1}); it moves as a {2} and promotes no further.",
    moves: "Moves",
    promotesTo: "Promotes to {0} on a capture",
    noPromotion: "Does not promote.",
    after: "After a capture it becomes a {0}",
    diagram: "Diagram of the {0}",
    pass: "dashed ring: may pass",
    noMove: "No legal move here.",
    destination: "{0} legal destination here (marked on the board)",
    destinations: "{0} legal destinations here (marked on the board)",
    close: "Close the piece card",
  },
  ja: {
    unknown: "不明な駒のコード",
    black: "先手",
    white: "後手",
    on: "、{0}",
    stop: "。",
    promoted: "成った{0}（{1}）。{2}として動き、それ以上は成らない。",
    moves: "動き",
    promotesTo: "駒を取ると{0}に成る",
    noPromotion: "成らない。",
    after: "駒を取ると{0}になる",
    diagram: "{0}の動きの図",
    pass: "破線の輪: じっと（パス）可",
    noMove: "この局面では動けない。",
    destination: "この局面の行き先 {0} か所（盤に表示）",
    destinations: "この局面の行き先 {0} か所（盤に表示）",
    close: "駒の説明を閉じる",
  },
} as const;

/** The diagram's legend in Japanese. */
const MARK_WORDS_JA: Readonly<Record<keyof typeof MARK_WORDS, string>> = {
  step: "1マス",
  range: "範囲内の走り",
  slide: "走り（何マスでも）",
  jump: "跳び",
  lion: "獅子の力",
  liondog: "獅子犬の力",
  hook: "鉤（一度だけ90°曲がる）",
};

function fill(template: string, ...args: string[]): string {
  return template.replace(/\{(\d)\}/g, (_, i: string) => args[Number(i)] ?? "");
}

defineOnce("daidai-piece-card", DaidaiPieceCard);

declare global {
  interface HTMLElementEventMap {
    /** A `<daidai-piece-card>`'s close button was pressed. */
    "daidai-card-close": CustomEvent<null>;
  }
  interface HTMLElementTagNameMap {
    "daidai-piece-card": DaidaiPieceCard;
  }
}
