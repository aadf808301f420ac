/**
 * The replay's menu (the ⋯ button): its state and its items: copy the record as it
 * came or as KIF, PGN or JSON, download it, copy a link to the move shown, flip. Escape
 * closes it and gives the focus back to its button; each action says how it went on the
 * hint line.
 */
import { html, type ReactiveControllerHost, type TemplateResult } from "lit";
import { t, type Lang } from "../i18n/i18n.js";
import type { CopyFormat } from "../record/record-writers.js";
import { copyText, downloadText, plyLink } from "./record-menu.js";

/** What the menu acts on. */
export interface MenuSubject {
  /** The record as it came ("source"), or written in a format. */
  exportText(format: "source" | CopyFormat): Promise<string>;
  /** The downloaded file's name. */
  fileName(): string;
  /** The element's id for a link (empty when the page has one widget). */
  linkId(): string;
  /** The ply shown. */
  ply(): number;
  flip(): void;
  /** Says how an action went (the hint line). */
  say(text: string, ms: number): void;
}

/** The menu of a replay. */
export class ReplayMenu {
  /** The menu is open. */
  open = false;

  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #subject: MenuSubject;
  constructor(
    host: ReactiveControllerHost & HTMLElement,
    subject: MenuSubject,
  ) {
    this.#host = host;
    this.#subject = subject;
  }

  /** Opens or closes the menu; an opened menu takes the focus. */
  readonly toggle = (): void => {
    this.open = !this.open;
    this.#host.requestUpdate();
    if (this.open) void this.#afterUpdate(".menu-items button");
  };

  /** Closes the menu; `refocus` puts the focus back on its button (the promise settles once it is there). */
  close(refocus: boolean): Promise<void> {
    this.open = false;
    this.#host.requestUpdate();
    return refocus ? this.#afterUpdate(".menu-button") : Promise.resolve();
  }

  async #afterUpdate(selector: string): Promise<void> {
    await (this.#host as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    this.#host.shadowRoot?.querySelector<HTMLElement>(selector)?.focus();
  }

  /** Runs an action, then closes the menu and says how it went. */
  #run(lang: Lang, action: () => Promise<string> | string): void {
    const refocused = this.close(true);
    // Said once the focus is back on the menu button (which names itself on the hint line).
    Promise.all([Promise.resolve().then(action), refocused])
      .then(([done]) => done)
      .then(
        (done) => {
          this.#subject.say(done, 3000);
        },
        (e: unknown) => {
          this.#subject.say(t(lang, "copyFailed", e instanceof Error ? e.message : String(e)), 6000);
        },
      );
  }

  /** The menu's items (nothing is rendered while it is closed: the caller checks {@link open}). */
  render(lang: Lang): TemplateResult {
    const s = this.#subject;
    const copied = t(lang, "copied");
    const item = (label: string, action: () => Promise<string> | string): TemplateResult =>
      html`<button type="button" part="button" @click=${() => {
        this.#run(lang, action);
      }}>${label}</button>`;
    return html`<div class="menu-items" id="menu" role="group" aria-label=${t(lang, "menu")}>
      ${item(t(lang, "copyRecord"), async () => {
        await copyText(await s.exportText("source"));
        return copied;
      })}
      ${(["kif", "pgn", "json"] as const).map(
        (format) => item(t(lang, "copyAs", format.toUpperCase()), async () => {
          await copyText(await s.exportText(format));
          return copied;
        }),
      )}
      ${item(t(lang, "download"), async () => {
        downloadText(await s.exportText("source"), s.fileName());
        return t(lang, "download");
      })}
      ${item(t(lang, "copyLink"), async () => {
        await copyText(plyLink(location.href, s.linkId(), s.ply()));
        return copied;
      })}
      ${item(t(lang, "flip"), () => {
        s.flip();
        return t(lang, "flip");
      })}
    </div>`;
  }
}
