/** The comment of the move shown, and the problems found in the record. */
import { html, nothing, type TemplateResult } from "lit";
import { t, type Lang } from "../i18n/i18n.js";
import type { GameNode } from "../record/game.js";
import type { Diagnostic } from "../record/record-types.js";

/** Problems listed at most (the rest are counted). */
const SHOWN_DIAGNOSTICS = 20;

/** The comments before and after the move, as text (never markup); nothing without a comment. */
export function commentView(node: GameNode): TemplateResult | typeof nothing {
  const text = commentText(node);
  return text === "" ? nothing : html`<p class="comment" part="comment" role="note">${text}</p>`;
}

/** The comments of a node, one a line ("" when it has none). */
export function commentText(node: GameNode): string {
  return [...node.commentsBefore, ...node.comments].join("\n");
}

/** The record's problems, the first {@link SHOWN_DIAGNOSTICS} of them with their line and column. */
export function diagnosticsView(diagnostics: readonly Diagnostic[], lang: Lang): TemplateResult | typeof nothing {
  if (diagnostics.length === 0) return nothing;
  const shown = diagnostics.slice(0, SHOWN_DIAGNOSTICS);
  const more = diagnostics.length - shown.length;
  return html`<div class="diagnostics" part="diagnostics" role="status">
    <strong>${t(lang, "diagnostics")}</strong>
    <ul>
      ${shown.map((d) => html`<li>${d.line > 0 ? `${String(d.line)}:${String(d.column)} ` : ""}${d.severity}: ${d.message}</li>`)}
    </ul>
    ${more > 0 ? html`<p>${t(lang, "moreDiagnostics", more)}</p>` : nothing}
  </div>`;
}
