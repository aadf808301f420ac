/**
 * How the engine's report is shown: the score in words, the evaluation bar, the principal
 * variation in the chosen notation and the best-move arrow over the board. Pure functions
 * of the report and the position.
 */
import { html, nothing, svg, type TemplateResult } from "lit";
import { parseMoveString, type Color, type Position, type Square } from "@daidai/core";
import { formatMove } from "@daidai/notation";
import { boardViewBox, squareCentre } from "../board/geometry.js";
import type { Notation } from "../record/game.js";
import type { Lang } from "../i18n/i18n.js";
import { aw } from "./analysis-words.js";
import type { EngineReport } from "./engine-client.js";
import type { AnalysisController } from "./analysis-controller.js";
import type { EngineSession, EngineTarget } from "./engine-session.js";

/** The score from Black's side in words: `+1.25 (Black better)`, `Black mates in 3`. */
export function scoreText(r: Pick<EngineReport, "score">, turn: Color, lang: Lang = "en"): string {
  const sign = turn === "black" ? 1 : -1;
  if (r.score.kind === "mate") {
    const v = r.score.value * sign;
    return v > 0 ? aw(lang, "blackMates", v) : aw(lang, "whiteMates", -v);
  }
  const cp = r.score.value * sign;
  const text = `${cp >= 0 ? "+" : "−"}${(Math.abs(cp) / 100).toFixed(2)}`;
  return `${text} (${aw(lang, cp === 0 ? "equal" : cp > 0 ? "blackBetter" : "whiteBetter")})`;
}

/** Black's share of the evaluation bar, 0…100 (a logistic curve of the score). */
export function blackShare(r: Pick<EngineReport, "score">, turn: Color): number {
  const sign = turn === "black" ? 1 : -1;
  if (r.score.kind === "mate") return r.score.value * sign > 0 ? 100 : 0;
  return 100 / (1 + Math.exp((-r.score.value * sign) / 400));
}

/** The principal variation in `notation` (it stops at a move that cannot be read). */
export function pvText(position: Position, pv: readonly string[], notation: Notation): string {
  const pos = position.clone();
  const out: string[] = [];
  for (const text of pv) {
    const parsed = parseMoveString(pos, text);
    if (!parsed.ok) break;
    out.push(formatMove(pos, parsed.value, notation));
    if (!pos.play(parsed.value).ok) break;
  }
  return out.join(" ");
}

/** The position `c` shows, for the engine: its evaluations are noted on the node shown in words (score, depth, best line). */
export function engineTarget(c: AnalysisController, notation: Notation, lang: Lang): EngineTarget {
  const position = c.position.clone();
  return {
    dsfen: position.toDsfen(),
    node: c.node,
    note: (r) => aw(lang, "engineNote", scoreText(r, position.turn, lang), r.depth, pvText(position, r.pv, notation)),
  };
}

/** The engine section: toggle, score and depth, evaluation bar, principal variation. */
export function engineSection(engine: EngineSession, position: Position, notation: Notation, lang: Lang, toggle: () => void): TemplateResult {
  const r = engine.report;
  const turn = position.turn;
  const black = r === null ? 50 : blackShare(r, turn);
  const threads = engine.threads > 1 ? ` · ${aw(lang, "threads", engine.threads)}` : "";
  const state = r === null ? aw(lang, engine.on ? "thinking" : "engineOff") : `${scoreText(r, turn, lang)} · ${aw(lang, "depth", r.depth)}${threads}${r.done ? ` ${aw(lang, "done")}` : ""}`;
  return html`<section class="engine" aria-label=${aw(lang, "engine")}>
    <div class="row">
      <button type="button" class="analyse" aria-pressed=${engine.on ? "true" : "false"} @click=${toggle}>${aw(lang, engine.on ? "stopEngine" : "analyse")}</button>
      <span class="score">${state}</span>
    </div>
    ${engine.on
      ? html`<svg class="evalbar" viewBox="0 0 100 10" preserveAspectRatio="none" role="meter" aria-label=${aw(lang, "evalShare")} aria-valuemin="0" aria-valuemax="100" aria-valuenow=${Math.round(black)}>
            <rect class="white" x="0" y="0" width="100" height="10"></rect>
            <rect class="black" x="0" y="0" width=${black} height="10"></rect>
          </svg>
          <p class="pv">${r === null ? "" : pvText(position, r.pv, notation)}</p>`
      : nothing}
    ${engine.error === "" ? nothing : html`<p role="alert">${engine.error}</p>`}
  </section>`;
}

/** The best move of the report as an arrow over the board (every leg of a lion-family move). */
export function bestMoveArrow(engine: EngineSession, position: Position, orientation: Color, hideCoordinates = false): TemplateResult | typeof nothing {
  const best = engine.report?.pv[0];
  if (!engine.on || best === undefined) return nothing;
  const parsed = parseMoveString(position, best);
  if (!parsed.ok) return nothing;
  const m = parsed.value;
  const points = [m.from, ...m.via, m.to].map((sq: Square) => squareCentre(sq, orientation));
  const [ex, ey] = points[points.length - 1] ?? [0, 0];
  const [px, py] = points[points.length - 2] ?? [ex, ey];
  const angle = (Math.atan2(ey - py, ex - px) * 180) / Math.PI;
  const [ox, oy] = points[0] ?? [0, 0];
  // The board's own view box: without its coordinates it shows the squares only.
  return html`<svg class="overlay" viewBox=${boardViewBox(hideCoordinates)} aria-hidden="true">
    ${svg`<circle class="origin" cx=${ox} cy=${oy} r="26"></circle>`}
    ${points.length > 1 && !(m.from === m.to && m.via.length === 0)
      ? svg`<polyline class="arrow" points=${points.map((p) => p.join(",")).join(" ")}></polyline>
          <path class="arrowhead" d="M-4 -16 L22 0 L-4 16 z" transform=${`translate(${String(ex)} ${String(ey)}) rotate(${String(angle)})`}></path>`
      : nothing}
  </svg>`;
}
