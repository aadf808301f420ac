import { css, html, LitElement, nothing, type TemplateResult } from "lit";
import { kindData, pieceOf, type Color, type KindData, type Piece } from "@daidai/core";
import { defineOnce } from "./define.js";
import { diagramStyles, diagramSvg, firstChar, legendSwatch, marksUsed, MARK_WORDS } from "./diagram-view.js";
import { movementWords, pieceDiagram } from "./piece-diagram.js";
import { kanjiName } from "./pieces.js";
import { themeStyles } from "./theme.js";

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
 * @fires daidai-card-close - The close button was pressed.
 */
export class DaidaiPieceCard extends LitElement {
  static override properties = {
    code: { type: String },
    color: { type: String },
    square: { type: String },
    destinations: { attribute: false },
    closable: { type: Boolean },
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

  constructor() {
    super();
    this.code = "K";
    this.color = "black";
    this.square = "";
    this.destinations = null;
    this.closable = false;
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
    const piece = this.piece();
    if (piece === undefined) return html`<p role="alert">Unknown piece code: ${this.code}</p>`;
    const now = kindData(piece.kind);
    const next = now.promotesTo === null || piece.promoted ? null : kindData(now.promotesTo);
    const side = piece.color === "black" ? "Black" : "White";
    const where = this.square === "" ? "" : ` on ${this.square}`;
    const was = piece.promoted ? html`<p>Promoted ${kindData(piece.original).name.toLowerCase()} (${kanjiName(piece.original)}); it moves as a ${now.name.toLowerCase()} and promotes no further.</p>` : nothing;
    return html`<section aria-label=${`${side} ${now.name}${where}`}>
      <h2>
        <span class="kanji" lang="ja">${kanjiName(now.code)}</span>
        <span>${now.name}</span>
        <span lang="ja-Latn">${now.romaji}</span>
        <span class="code">${piece.code}</span>
        ${this.closable ? html`<button type="button" aria-label="Close the piece card" @click=${this.close}>✕</button>` : nothing}
      </h2>
      <p>${side}${where}.</p>
      ${was}
      <div class="forms">
        ${this.figure(now, "Moves")}
        ${next === null ? nothing : this.figure(next, `Promotes to ${next.name.toLowerCase()} on a capture`)}
      </div>
      <ul>
        ${movementWords(now.code).map((w) => html`<li>${w}</li>`)}
      </ul>
      ${next === null ? (piece.promoted ? nothing : html`<p>Does not promote.</p>`) : html`<p>After a capture it becomes a ${next.name.toLowerCase()}: ${movementWords(next.code).join(" ")}</p>`}
      ${this.renderMoves()}
    </section>`;
  }

  private figure(data: KindData, caption: string): TemplateResult {
    const diagram = pieceDiagram(data.code);
    const label = `Diagram of the ${data.name.toLowerCase()}: ${movementWords(data.code).join(" ")}`;
    return html`<figure>
      ${diagramSvg(diagram, firstChar(kanjiName(data.code)), label)}
      <figcaption>${caption}: ${data.name} ${kanjiName(data.code)}</figcaption>
      <ul class="legend" aria-hidden="true">
        ${marksUsed(diagram).map((m) => html`<li>${legendSwatch(m)}${MARK_WORDS[m]}</li>`)}
        ${diagram.canPass ? html`<li>dashed ring: may pass</li>` : nothing}
      </ul>
    </figure>`;
  }

  private renderMoves(): TemplateResult | typeof nothing {
    const d = this.destinations;
    if (d === null) return nothing;
    const text = d.length === 0 ? "No legal move here." : `${String(d.length)} legal destination${d.length === 1 ? "" : "s"} here (marked on the board): ${d.join(", ")}.`;
    return html`<p class="moves">${text}</p>`;
  }

  private readonly close = (): void => {
    this.dispatchEvent(new CustomEvent("daidai-card-close", { bubbles: true, composed: true }));
  };
}

defineOnce("daidai-piece-card", DaidaiPieceCard);

declare global {
  interface HTMLElementTagNameMap {
    "daidai-piece-card": DaidaiPieceCard;
  }
}
