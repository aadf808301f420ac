/** The replay's header (players and game information) and the names that repeat them. */
import { html, nothing, type TemplateResult } from "lit";
import { t, type Lang } from "../i18n/i18n.js";
import type { MetadataLike } from "../record/record-types.js";

/** Players and event, site, date, result; nothing when the record names none of them. */
export function headerView(m: MetadataLike, lang: Lang): TemplateResult | typeof nothing {
  const info = [m.event, m.site, m.date, m.result].filter((s): s is string => typeof s === "string" && s !== "");
  if (m.black === undefined && m.white === undefined && info.length === 0) return nothing;
  return html`<header part="header">
    <span class="players">☗ ${m.black ?? t(lang, "black")} – ☖ ${m.white ?? t(lang, "white")}</span>
    ${info.length > 0 ? html`<span class="info">${info.join(" · ")}</span>` : nothing}
  </header>`;
}

/** The move list's name: unique on the page (axe landmark-unique, `serial` numbers the widget), with the players when known. */
export function movesLabel(m: MetadataLike, lang: Lang, serial: number): string {
  const { black, white } = m;
  const players = black === undefined && white === undefined ? "" : `: ☗${black ?? t(lang, "black")} – ☖${white ?? t(lang, "white")}`;
  return `${t(lang, "movesOf", serial)}${players}`;
}
