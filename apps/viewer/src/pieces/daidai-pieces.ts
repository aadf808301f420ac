import { css, html, LitElement, nothing, type TemplateResult } from "lit";
import { KIND_DATA, kindData, type KindData } from "@daidai/core";
import { defineOnce } from "../ui/define.js";
import { parseLang, type Lang } from "../i18n/i18n.js";
import { diagramStyles, diagramSvg, firstChar } from "./diagram-view.js";
import { movementWords, pieceDiagram } from "./piece-diagram.js";
import { romajiToKana } from "../i18n/kana.js";
import { kanaReading, kanjiName } from "./pieces.js";
import { themeStyles } from "../ui/theme.js";

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

/** Group titles in Japanese. */
const GROUP_JA: Readonly<Record<string, string>> = {
  "Royal pieces": "玉と王子",
  "Lion family": "獅子の仲間",
  "Hook movers": "鉤の駒",
  Sliders: "走り駒",
  "Limited sliders": "範囲の走り駒",
  Jumpers: "跳び駒",
  Steppers: "歩み駒",
  "Promoted only": "成ってだけ現れる駒",
};

const WORDS = {
  en: { search: "Search pieces (name, kanji, reading or code):", count: "{0} of {1} kinds", promotes: " Promotes to {0} on a capture.", diagram: "Diagram of the {0}" },
  ja: { search: "駒を探す（名前・漢字・読み・コード）:", count: "{1} 種のうち {0} 種", promotes: " 駒を取ると{0}に成る。", diagram: "{0}の動きの図" },
} as const;

function fill(template: string, a: string, b = ""): string {
  return template.replace("{0}", a).replace("{1}", b);
}

const GROUP_ORDER = ["Royal pieces", "Lion family", "Hook movers", "Sliders", "Limited sliders", "Jumpers", "Steppers", "Promoted only"];

/** The 68 kinds in groups, in rules.md order within a group. */
export function pieceGroups(): PieceGroup[] {
  const groups = new Map<string, KindData[]>(GROUP_ORDER.map((g) => [g, []]));
  for (const k of KIND_DATA) groups.get(groupOf(k))?.push(k);
  return [...groups].filter(([, kinds]) => kinds.length > 0).map(([title, kinds]) => ({ title, kinds }));
}

/** True if a kind matches a search text (code exactly, or name, kanji or reading — romaji or kana — containing it). */
export function matchesSearch(k: KindData, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (q === "") return true;
  const plain = (s: string): string => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  return (
    k.code.toLowerCase() === q ||
    k.notation.toLowerCase() === q ||
    plain(k.name).includes(plain(q)) ||
    k.kanji.includes(query.trim()) ||
    plain(k.romaji).includes(plain(q)) ||
    k.romaji.split(" / ").some((r) => (romajiToKana(r) ?? "").includes(query.trim()))
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
 * @attr lang - `en` or `ja` (Japanese titles and movement words); by default the page's language.
 */
export class DaidaiPieces extends LitElement {
  static override properties = { query: { type: String }, lang: { type: String } };

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
  declare lang: string;

  constructor() {
    super();
    this.query = "";
    this.lang = "";
  }

  override render(): TemplateResult {
    const lang: Lang = parseLang(this.lang || this.parentElement?.closest("[lang]")?.getAttribute("lang"));
    const w = WORDS[lang];
    const groups = pieceGroups()
      .map((g) => ({ title: g.title, kinds: g.kinds.filter((k) => matchesSearch(k, this.query)) }))
      .filter((g) => g.kinds.length > 0);
    const count = groups.reduce((n, g) => n + g.kinds.length, 0);
    return html`<label>${w.search}
        <input type="search" .value=${this.query} @input=${(e: Event) => (this.query = (e.target as HTMLInputElement).value)} />
      </label>
      <p role="status">${fill(w.count, String(count), String(KIND_DATA.length))}</p>
      ${groups.map(
        (g) => html`<section aria-label=${lang === "ja" ? (GROUP_JA[g.title] ?? g.title) : g.title}>
          <h2>${lang === "ja" ? (GROUP_JA[g.title] ?? g.title) : g.title}</h2>
          <ul>
            ${g.kinds.map((k) => this.item(k, lang))}
          </ul>
        </section>`,
      )}`;
  }

  private item(k: KindData, lang: Lang): TemplateResult {
    const w = WORDS[lang];
    const words = movementWords(k.code, lang).join(" ");
    const name = (d: KindData): string => (lang === "ja" ? kanjiName(d.code) : d.name.toLowerCase());
    const promotes = k.promotesTo === null ? "" : fill(w.promotes, name(kindData(k.promotesTo)));
    return html`<li data-code=${k.code}>
      ${lang === "ja"
        ? html`<h3><span class="kanji" lang="ja">${kanjiName(k.code)}</span> <span lang="ja">${kanaReading(k.code, "white")}</span> <span class="code">${k.notation}</span></h3>`
        : html`<h3><span class="kanji" lang="ja">${kanjiName(k.code)}</span> ${k.name} <span class="code">${k.notation}</span></h3>`}
      ${diagramSvg(pieceDiagram(k.code), firstChar(kanjiName(k.code)), `${fill(w.diagram, name(k))}: ${words}`)}
      <p>${lang === "ja" ? nothing : html`<span lang="ja-Latn">${k.romaji}</span>. `}${words}${promotes}</p>
    </li>`;
  }
}

defineOnce("daidai-pieces", DaidaiPieces);

declare global {
  interface HTMLElementTagNameMap {
    "daidai-pieces": DaidaiPieces;
  }
}
