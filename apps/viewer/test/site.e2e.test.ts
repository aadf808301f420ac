// The static site (scripts/site.mjs) as a host serves it, under the strict CSP, at 390 × 844
// and 1280 × 800: each of the five pages shows its element with no error, no CSP violation
// and no serious axe finding, links to the others, and fetches no engine until asked.
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM, CHROMIUM_ARGS } from "../scripts/chromium.mjs";
import { SITE_PAGES, buildSite } from "../scripts/site.mjs";
import { startServer } from "../scripts/static-server.mjs";
import { seriousAxeViolations } from "./support/axe.js";

const SHOTS = process.env["PLAY_SHOTS"];
let out = "";
let server: { url: string; close(): Promise<void> };
let browser: Browser;

beforeAll(async () => {
  out = await buildSite(mkdtempSync(join(tmpdir(), "daidai-site-")));
  // Under a prefix, as a project's GitHub Pages site is.
  const axeDir = dirname(createRequire(import.meta.url).resolve("axe-core/axe.min.js"));
  server = await startServer({ routes: [["/daidai/", out], ["/axe/", axeDir]] });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser.close();
  await server.close();
  rmSync(out, { recursive: true, force: true });
});

/** The element each page is about. */
const ELEMENT: Readonly<Record<string, string>> = {
  "index.html": "daidai-replay",
  "analyse.html": "daidai-analysis",
  "play.html": "daidai-play",
  "editor.html": "daidai-editor",
  "pieces.html": "daidai-pieces",
};

/** The elements each page's element renders inside it: all must be defined (a module dropped from the build leaves an empty box). */
const NEEDS: Record<string, string[]> = {
  "index.html": ["daidai-replay", "daidai-board"],
  "analyse.html": ["daidai-analysis", "daidai-board", "daidai-piece-card"],
  "play.html": ["daidai-play", "daidai-board"],
  "editor.html": ["daidai-editor", "daidai-board", "daidai-piece-card"],
  "pieces.html": ["daidai-pieces", "daidai-piece-guide", "daidai-piece-card"],
};

describe("the site", () => {
  for (const { width, height } of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    for (const [page] of SITE_PAGES) {
      it(`${page} at ${String(width)} × ${String(height)}: its element, no error, axe clean, no engine fetched`, async () => {
        const context = await browser.newContext({ viewport: { width, height } });
        const tab = await context.newPage();
        const errors: string[] = [];
        const requests: string[] = [];
        tab.on("pageerror", (e) => errors.push(e.message));
        tab.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") errors.push(m.text()); });
        tab.on("request", (r) => requests.push(r.url()));
        await tab.goto(`${server.url}daidai/${page}`);
        const name = ELEMENT[page] ?? "";
        await tab.waitForFunction((n) => { const el = document.querySelector(n); return el !== null && el.shadowRoot !== null && el.shadowRoot.childElementCount > 0; }, name);
        // A board is drawn wherever the element has one (a module dropped from the build would leave a blank box).
        if (page !== "pieces.html") {
          await tab.waitForFunction((n) => document.querySelector(n)?.shadowRoot?.querySelector("daidai-board")?.shadowRoot?.querySelector("svg") != null, name);
        }
        const needed = NEEDS[page] ?? [];
        expect(await tab.evaluate((names) => names.filter((n) => customElements.get(n) === undefined), needed)).toEqual([]);
        // Every page links to the five, the current one marked.
        const links = await tab.locator("nav ul a").evaluateAll((as) => as.map((a) => [a.getAttribute("href"), a.getAttribute("aria-current")]));
        expect(links).toEqual(SITE_PAGES.map(([p]) => [p, p === page ? "page" : null]));
        // The five tabs on one row, none wrapped under the others (at 390 px "Pieces" was).
        const tops = await tab.locator("nav ul a").evaluateAll((as) => as.map((a) => Math.round(a.getBoundingClientRect().top)));
        expect(new Set(tops).size).toBe(1);
        expect(await seriousAxeViolations(tab)).toEqual([]);
        expect(requests.filter((u) => u.includes("engine-worker"))).toEqual([]);
        expect(errors).toEqual([]);
        if (SHOTS !== undefined) await tab.screenshot({ path: `${SHOTS}/site-${page.replace(".html", "")}-${String(width)}.png` });
        await context.close();
      });
    }
  }

  it("opens a game from the Play page in the Replay page (its link), the moves checked by core", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const tab = await context.newPage();
    const errors: string[] = [];
    tab.on("pageerror", (e) => errors.push(e.message));
    await tab.goto(`${server.url}daidai/play.html`);
    await tab.waitForFunction(() => document.querySelector("daidai-play")?.shadowRoot?.querySelector("daidai-board") != null);
    // Two moves by link (no engine), played through the element's board.
    const dsfen = await tab.evaluate(() => {
      type Play = HTMLElement & { position: string; clickSquare(s: string): void; openLink(t: string): boolean; controller: { newGame(s: object): void; linkText(): string } };
      const play = document.querySelector("daidai-play") as Play;
      play.controller.newGame({ mode: "link" });
      play.clickSquare("9l");
      play.clickSquare("9k");
      play.openLink(play.controller.linkText());
      play.clickSquare("9f");
      play.clickSquare("9g");
      return play.position;
    });
    await tab.locator("daidai-play a.open-replay").click();
    await tab.waitForURL(/index\.html#g=/);
    await tab.waitForFunction((d) => document.querySelector<HTMLElement & { dsfen: string; lineLength: number }>("#pasted")?.lineLength === 2 && document.querySelector<HTMLElement & { dsfen: string }>("#pasted")?.dsfen !== d, dsfen);
    await tab.evaluate(() => { (document.querySelector("#pasted") as HTMLElement & { ply: number }).ply = 2; });
    await tab.waitForFunction((d) => document.querySelector<HTMLElement & { dsfen: string }>("#pasted")?.dsfen === d, dsfen);
    expect(await tab.locator("#paste").inputValue()).toMatch(/ 9l9k 9f9g$/);
    expect(errors).toEqual([]);
    await context.close();
  });
  it("opens the Editor's position on the Play page (a link game from it) and in the Replay page", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const tab = await context.newPage();
    const errors: string[] = [];
    tab.on("pageerror", (e) => errors.push(e.message));
    await tab.goto(`${server.url}daidai/editor.html`);
    await tab.waitForFunction(() => document.querySelector("daidai-editor")?.shadowRoot?.querySelector("a.open-play") != null);
    const dsfen = await tab.evaluate(async () => {
      type Editor = HTMLElement & { requestUpdate(): void; updateComplete: Promise<boolean>; model: { dsfen(): string; load(t: string): unknown } };
      const editor = document.querySelector("daidai-editor") as Editor;
      editor.model.load(`${editor.model.dsfen()} 9l9k 9f9g`);
      editor.requestUpdate();
      await editor.updateComplete;
      return editor.model.dsfen();
    });
    expect(dsfen).not.toBe(await tab.evaluate(() => new (customElements.get("daidai-editor") as unknown as new () => { model: { dsfen(): string } })().model.dsfen()));
    const toReplay = await tab.locator("daidai-editor a.open-replay").getAttribute("href");
    await tab.locator("daidai-editor a.open-play").click();
    await tab.waitForURL(/play\.html#g=/);
    await tab.waitForFunction((d) => document.querySelector<HTMLElement & { position: string }>("daidai-play")?.position === d, dsfen);
    const game = await tab.evaluate(() => {
      const play = document.querySelector("daidai-play") as HTMLElement & { controller: { canMove: boolean; game: { moves: unknown[]; settings: { mode: string } } } };
      return { moves: play.controller.game.moves.length, mode: play.controller.game.settings.mode, canMove: play.controller.canMove };
    });
    expect(game).toEqual({ moves: 0, mode: "link", canMove: true });
    expect(toReplay).toMatch(/^index\.html#g=/);
    await tab.goto(`${server.url}daidai/${toReplay ?? ""}`);
    await tab.waitForFunction((d) => document.querySelector<HTMLElement & { dsfen: string }>("#pasted")?.dsfen === d, dsfen);
    expect(errors).toEqual([]);
    await context.close();
  });
});
