// <daidai-editor> in Chromium under the strict-CSP page, at 390 × 844 and 1280 × 800: a
// position set up by taps and keys, its problems shown as they happen, and its DSFEN read
// back by its replay snippet pasted into the page and by notation; axe.
import { mkdirSync } from "node:fs";
import { parseDsfen, parseSquare } from "@daidai/core";
import { parseRecord } from "@daidai/notation";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousAxeViolations } from "./support/axe.js";
import { launch, type TestBrowser } from "./support/browser.js";

let browser: TestBrowser;
const SHOTS = process.env["PLAY_SHOTS"];

beforeAll(async () => {
  browser = await launch(inject("baseUrl"));
});

afterAll(async () => {
  await browser.close();
});

type EditorElement = HTMLElement & { position: string; narrow: boolean; enlarged: boolean };

async function openEditor(width: number, height: number): Promise<{ page: Page; errors: string[] }> {
  const opened = await browser.open("/pages/editor.html", { width });
  await opened.page.setViewportSize({ width, height });
  await opened.page.waitForFunction(() => (document.querySelector<EditorElement>("#editor"))?.position !== undefined);
  return opened;
}

const position = (page: Page): Promise<string> => page.evaluate(() => (document.querySelector("#editor") as EditorElement).position);
/** Taps a square on the board a person can use: on a narrow board the first tap opens the enlarged view. */
async function tap(page: Page, square: string): Promise<void> {
  const state = () => page.evaluate(() => { const e = document.querySelector("#editor") as EditorElement; return { narrow: e.narrow, enlarged: e.enlarged }; });
  const s = await state();
  if (s.narrow && !s.enlarged) {
    await page.locator(`#editor .layout daidai-board g[data-square="${square}"]`).click();
    await page.locator("#editor dialog.enlarged[open]").waitFor();
  }
  const where = (await state()).enlarged ? "#editor dialog.enlarged daidai-board" : "#editor .layout daidai-board";
  const cell = page.locator(`${where} g[data-square="${square}"]`);
  await cell.scrollIntoViewIfNeeded();
  await cell.click();
}

for (const { width, height } of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
  describe(`<daidai-editor> at ${String(width)} × ${String(height)}`, () => {
    it("sets up a position by taps, shows its problems as they happen, and the replay reads its DSFEN back", async () => {
      const { page, errors } = await openEditor(width, height);
      await page.locator("#editor button.empty").click();
      await page.locator("#editor select.colour").selectOption("black");
      await page.locator('#editor .palette button[data-code="K"]').click();
      await tap(page, "9q");
      await tap(page, "8q");
      // Two black kings: the problem is listed and both squares are marked.
      await page.locator("#editor .problems").waitFor();
      expect(await page.locator("#editor .problems li").allTextContents()).toEqual(["Black has more than one king (9q, 8q)"]);
      const marked = await page.locator("#editor daidai-board rect.mark").evaluateAll((r) => r.map((e) => e.parentElement?.getAttribute("data-square")).sort());
      expect(marked).toEqual(["8q", "9q"]);
      await tap(page, "8q"); // the same piece again: removed
      await expect.poll(() => page.locator("#editor .problems").count()).toBe(0);
      // A white king and a black lion, with the keyboard: arrows to 9a, Enter.
      await page.locator("#editor select.colour").selectOption("white");
      await page.locator('#editor .palette button[data-code="K"]').click();
      await page.locator("#editor .boardbox").last().focus();
      for (let i = 0; i < 9; i++) await page.keyboard.press("ArrowUp");
      await page.keyboard.press("Enter");
      await page.locator("#editor select.colour").selectOption("black");
      await page.locator('#editor .palette button[data-code="+Ln"]').click();
      await tap(page, "5e");
      if (width < 500) expect(await page.evaluate(() => (document.querySelector("#editor") as EditorElement).enlarged)).toBe(true);
      if (SHOTS !== undefined) {
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: `${SHOTS}/editor-set-${String(width)}.png` });
      }
      if (await page.evaluate(() => (document.querySelector("#editor") as EditorElement).enlarged)) await page.locator("#editor dialog.enlarged button.close").click();
      const dsfen = await position(page);
      const setup = parseDsfen(dsfen);
      expect(setup.ok).toBe(true);
      if (!setup.ok) return;
      const pieces = setup.value.board.flatMap((p, i) => (p === null ? [] : [[i, p.color, p.code]]));
      expect(pieces).toEqual([[parseSquare("9a"), "white", "K"], [parseSquare("5e"), "black", "+Ln"], [parseSquare("9q"), "black", "K"]].sort((a, b) => (a[0] as number) - (b[0] as number)));
      // The DSFEN output box holds the same text; the replay shows it; notation reads it (as `daidai validate` does).
      expect(await page.locator("#editor #out-dsfen").inputValue()).toBe(dsfen);
      // The replay snippet pasted into the page as an author would.
      const snippet = await page.locator("#editor #out-replay").inputValue();
      await page.evaluate((html) => { document.querySelector("#pasted")?.insertAdjacentHTML("beforeend", html); }, snippet);
      await page.waitForFunction((d) => document.querySelector<HTMLElement & { dsfen: string }>("#pasted daidai-replay")?.dsfen === d, dsfen);
      // The SVG diagram: a standalone file (no classes or custom properties left) with the three pieces.
      const svg = await page.evaluate(() => (document.querySelector("#editor") as HTMLElement & { svgDiagram(): string }).svgDiagram());
      const drawn = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, "image/svg+xml");
        return { error: doc.querySelector("parsererror") !== null, squares: doc.querySelectorAll("[data-square]").length, texts: doc.querySelectorAll("text").length };
      }, svg);
      expect(drawn.error).toBe(false);
      expect(drawn.squares).toBe(289);
      // 17 file numbers, 17 rank labels, then the pieces' lettering.
      expect(drawn.texts).toBeGreaterThanOrEqual(34 + 3);
      expect(svg).not.toContain("var(--");
      expect(svg).not.toContain('class="');
      expect(svg).toMatch(/fill="rgb\(/);
      const { diagnostics } = parseRecord(dsfen, { format: "dsfen" });
      expect(diagnostics).toEqual([]);
      expect(errors).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
      await page.close();
    });

    it("axe finds no serious or critical violations", async () => {
      const { page } = await openEditor(width, height);
      expect(await seriousAxeViolations(page)).toEqual([]);
      if (SHOTS !== undefined) {
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: `${SHOTS}/editor-${String(width)}.png`, fullPage: true });
      }
      await page.close();
    });
  });
}
