/**
 * Draws a {@link PieceDiagram} as a small SVG (Lit template) and names its marks. Shared by
 * the piece card and the `<daidai-pieces>` list. Colours are CSS classes (no inline style).
 */
import { css, svg, type SVGTemplateResult } from "lit";
import { DIRECTION_OFFSET, cellKey, type DiagramMark, type PieceDiagram } from "./piece-diagram.js";

const C = 16;

/** What each mark means, in the legend's order. */
export const MARK_WORDS: Readonly<Record<DiagramMark, string>> = {
  step: "step",
  range: "limited slide",
  slide: "slide (any distance)",
  jump: "jump",
  lion: "lion power",
  liondog: "lion-dog power",
  hook: "by a hook (one 90° turn)",
};

/** The marks a diagram uses, in legend order. */
export function marksUsed(diagram: PieceDiagram): DiagramMark[] {
  const used = new Set(diagram.marks.values());
  return (Object.keys(MARK_WORDS) as DiagramMark[]).filter((m) => used.has(m));
}

/** The diagram as an SVG; `centre` is the text on the piece's square. */
export function diagramSvg(diagram: PieceDiagram, centre: string, label: string): SVGTemplateResult {
  const r = diagram.radius;
  const n = 2 * r + 1;
  const size = n * C;
  const cells: SVGTemplateResult[] = [];
  for (let dy = -r; dy <= r; dy++) {
    for (let dx = -r; dx <= r; dx++) {
      const m = diagram.marks.get(cellKey(dx, dy));
      const x = (dx + r) * C;
      const y = (dy + r) * C;
      cells.push(svg`<rect class=${m === undefined ? "dc" : `dc m-${m}`} x=${x} y=${y} width=${C} height=${C}></rect>`);
      if (m === "jump" || m === "lion" || m === "liondog") {
        cells.push(svg`<circle class=${`dm m-${m}`} cx=${x + C / 2} cy=${y + C / 2} r="4"></circle>`);
      }
    }
  }
  const arrows = diagram.unlimited.map((dir) => {
    const [ox, oy] = DIRECTION_OFFSET[dir];
    const cx = (ox * r + r) * C + C / 2;
    const cy = (oy * r + r) * C + C / 2;
    const angle = (Math.atan2(oy, ox) * 180) / Math.PI;
    return svg`<path class="arrow" d="M-5 -5 L5 0 L-5 5 z" transform=${`translate(${String(cx)} ${String(cy)}) rotate(${String(angle)})`}></path>`;
  });
  const mid = r * C;
  return svg`<svg class="diagram" viewBox="-1 -1 ${size + 2} ${size + 2}" role="img" aria-label=${label}>
    ${cells}${arrows}
    <rect class="centre" x=${mid} y=${mid} width=${C} height=${C}></rect>
    <text class="centre-text" x=${mid + C / 2} y=${mid + C / 2}>${centre}</text>
    ${diagram.canPass ? svg`<circle class="pass" cx=${mid + C / 2} cy=${mid + C / 2} r="7.5"></circle>` : null}
  </svg>`;
}

/** A legend swatch for a mark. */
export function legendSwatch(m: DiagramMark): SVGTemplateResult {
  return svg`<svg class="swatch" viewBox="0 0 16 16" aria-hidden="true"><rect class=${`dc m-${m}`} x="0" y="0" width="16" height="16"></rect>${
    m === "jump" || m === "lion" || m === "liondog" ? svg`<circle class=${`dm m-${m}`} cx="8" cy="8" r="4"></circle>` : null
  }</svg>`;
}

/** Styles of the diagram classes. */
export const diagramStyles = css`
  .diagram {
    width: 100%;
    max-width: 12rem;
    height: auto;
    display: block;
  }
  .swatch {
    width: 1em;
    height: 1em;
    vertical-align: -0.15em;
    margin-inline-end: 0.3em;
  }
  .dc {
    fill: var(--c-board-bg);
    stroke: var(--c-grid);
    stroke-width: 0.5;
  }
  .dc.m-step,
  .dc.m-range {
    fill: #3a7d44;
  }
  .dc.m-range {
    fill: #7bb661;
  }
  .dc.m-slide {
    fill: #2f6fb5;
  }
  .dc.m-hook {
    fill: #a9c5e8;
  }
  .dc.m-jump {
    fill: var(--c-board-bg);
  }
  .dm.m-jump {
    fill: none;
    stroke: #1b1b1b;
    stroke-width: 2;
  }
  .dc.m-lion,
  .dc.m-liondog {
    fill: #f0a040;
  }
  .dm.m-lion,
  .dm.m-liondog {
    fill: #8a3b00;
  }
  .dm.m-lion {
    fill: none;
    stroke: #8a3b00;
    stroke-width: 2;
  }
  .arrow {
    fill: #ffffff;
    stroke: #0d2b52;
    stroke-width: 1;
  }
  .centre {
    fill: var(--c-piece-bg);
    stroke: var(--c-piece-edge);
    stroke-width: 1.5;
  }
  .centre-text {
    font-size: 10px;
    text-anchor: middle;
    dominant-baseline: central;
    fill: var(--c-piece-text);
    font-family: var(--c-piece-font);
  }
  .pass {
    fill: none;
    stroke: #8a3b00;
    stroke-width: 1.5;
    stroke-dasharray: 2 2;
  }
`;

/** The first character of a text (a whole code point: some kanji, e.g. 𠵇, are two UTF-16 units). */
export function firstChar(text: string): string {
  return Array.from(text)[0] ?? "";
}
