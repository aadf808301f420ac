import { css, html, LitElement, type TemplateResult } from "lit";
import { KIND_DATA, kindData, type KindData } from "@daidai/core";
import { defineOnce } from "./define.js";
import { diagramStyles, diagramSvg, firstChar } from "./diagram-view.js";
import { movementWords, pieceDiagram } from "./piece-diagram.js";
import { kanjiName } from "./pieces.js";
import { themeStyles } from "./theme.js";

/** A group of the piece list. */
export interface PieceGroup {
  readonly title: string;
  readonly kinds: readonly KindData[];
}

/** The group a kind belongs to, from its data (first rule that applies). */
function groupOf(k: KindData): string {
  if (k.code === "K" || k.code === "CP") return "Royal pieces";
  if (k.special?.kind === "lion" || k.special?.kind === "liondog" || k.special?.kind === "furiousfiend" || k.special?.kind === "greatelephant") return "Lion family";
  if (k.special?.kind === "hook" || k.special?.kind === "goblin") return "Hook movers";
  if (k.countPerSide === 0) return "Promoted only";
  if (k.moves.some((m) => m.kind === "slide")) return "Sliders";
  if (k.moves.some((m) => m.kind === "jump")) return "Jumpers";
  if (k.moves.some((m) => m.kind === "range")) return "Limited sliders";
  return "Steppers";
}

const GROUP_ORDER = ["Royal pieces", "Lion family", "Hook movers", "Sliders", "Limited sliders", "Jumpers", "Steppers", "Promoted only"];

/** The 68 kinds in groups, in rules.md order within a group. */
export function pieceGroups(): PieceGroup[] {
  const groups = new Map<string, KindData[]>(GROUP_ORDER.map((g) => [g, []]));
  for (const k of KIND_DATA) groups.get(groupOf(k))?.push(k);
  return [...groups].filter(([, kinds]) => kinds.length > 0).map(([title, kinds]) => ({ title, kinds }));
}

/** True if a kind matches a search text (code exactly, or name, kanji or reading containing it). */
export function matchesSearch(k: KindData, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (q === "") return true;
  const plain = (s: string): string => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  return (
    k.code.toLowerCase() === q ||
    k.notation.toLowerCase() === q ||
    plain(k.name).includes(plain(q)) ||
    k.kanji.includes(query.trim()) ||
    plain(k.romaji).includes(plain(q))
  );
}

/**
 * `<daidai-pieces>`: the piece guide — all 68 kinds of dai dai shogi with their movement
 * diagrams (drawn from core's piece data), grouped (royal, lion family, hook movers,
 * sliders, limited sliders, jumpers, steppers, promoted only) and searchable by name,
 * kanji, reading or code.
 *
 * @summary List of all 68 piece kinds with diagrams.
 * @attr query - The search text.
 */
export class DaidaiPieces extends LitElement {
  static override properties = { query: { type: String } };

  static override styles = [
    themeStyles,
    diagramStyles,
    css`
      :host {
        display: block;
        color: var(--c-fg);
        background: var(--c-bg);
        font-family: var(--c-font);
      }
      label {
        display: block;
        margin-bottom: 0.5rem;
      }
      input {
        font: inherit;
        padding: 0.3rem;
        min-width: 14rem;
        max-width: 100%;
      }
      input:focus-visible {
        outline: 3px solid var(--c-focus);
      }
      h2 {
        font-size: 1.1rem;
        margin: 1rem 0 0.4rem;
      }
      ul {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
        gap: 0.8rem;
      }
      li {
        border: 1px solid var(--c-muted);
        border-radius: 6px;
        padding: 0.4rem;
      }
      h3 {
        font-size: 0.95rem;
        margin: 0 0 0.3rem;
      }
      .kanji {
        font-family: var(--c-piece-font);
      }
      .code {
        font-family: ui-monospace, monospace;
        color: var(--c-muted);
      }
      p {
        font-size: 0.8rem;
        margin: 0.3rem 0 0;
      }
      .diagram {
        max-width: 10rem;
      }
    `,
  ];

  /** The search text. */
  declare query: string;

  constructor() {
    super();
    this.query = "";
  }

  override render(): TemplateResult {
    const groups = pieceGroups()
      .map((g) => ({ title: g.title, kinds: g.kinds.filter((k) => matchesSearch(k, this.query)) }))
      .filter((g) => g.kinds.length > 0);
    const count = groups.reduce((n, g) => n + g.kinds.length, 0);
    return html`<label>Search pieces (name, kanji, reading or code):
        <input type="search" .value=${this.query} @input=${(e: Event) => (this.query = (e.target as HTMLInputElement).value)} />
      </label>
      <p role="status">${count} of ${KIND_DATA.length} kinds</p>
      ${groups.map(
        (g) => html`<section aria-label=${g.title}>
          <h2>${g.title}</h2>
          <ul>
            ${g.kinds.map((k) => this.item(k))}
          </ul>
        </section>`,
      )}`;
  }

  private item(k: KindData): TemplateResult {
    const words = movementWords(k.code).join(" ");
    const promotes = k.promotesTo === null ? "" : ` Promotes to ${kindData(k.promotesTo).name.toLowerCase()} on a capture.`;
    return html`<li data-code=${k.code}>
      <h3><span class="kanji" lang="ja">${kanjiName(k.code)}</span> ${k.name} <span class="code">${k.notation}</span></h3>
      ${diagramSvg(pieceDiagram(k.code), firstChar(kanjiName(k.code)), `Diagram of the ${k.name.toLowerCase()}: ${words}`)}
      <p><span lang="ja-Latn">${k.romaji}</span>. ${words}${promotes}</p>
    </li>`;
  }
}

defineOnce("daidai-pieces", DaidaiPieces);

declare global {
  interface HTMLElementTagNameMap {
    "daidai-pieces": DaidaiPieces;
  }
}
