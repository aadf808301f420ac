// <daidai-editor> in Chromium under the strict-CSP page, at 390 × 844 and 1280 × 800: a
// position set up by taps and keys, its problems shown as they happen, and its DSFEN read
// back by its replay snippet pasted into the page and by notation; axe.
import { mkdirSync } from "node:fs";
import { parseDsfen, parseSquare } from "@daidai/core";
import { parseRecord } from "@daidai/notation";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousAxeViolations } from "./support/axe.js";
import { useChromium } from "./support/browser.js";
import { SCROLLER_LABEL, tabToBoardScroller } from "./support/page-checks.js";

const browser = useChromium();
const SHOTS = process.env["PLAY_SHOTS"];

type EditorElement = HTMLElement & { position: string; narrow: boolean; enlarged: boolean };

async function openEditor(width: number, height: number): Promise<{ page: Page; errors: string[] }> {
  const opened = await browser.open("/pages/editor.html", { width });
  await opened.page.setViewportSize({ width, height });
  await opened.page.waitForFunction(() => (document.querySelector<EditorElement>("#editor"))?.position !== undefined);
  return opened;
}

const bySquare = (a: string, b: string): number => Number.parseInt(a) - Number.parseInt(b);
const position = (page: Page): Promise<string> => page.evaluate(() => (document.querySelector("#editor") as EditorElement).position);
/** Taps a square on the board a person can use: on a narrow board the first tap opens the enlarged view. */
async function tap(page: Page, square: string): Promise<void> {
  const state = () => page.evaluate(() => { const e = document.querySelector("#editor") as EditorElement; return { narrow: e.narrow, enlarged: e.enlarged }; });
  const s = await state();
  if (s.narrow && !s.enlarged) {
    await page.locator(`#editor .layout daidai-board [data-square="${square}"]`).click();
    await page.locator("#editor dialog.enlarged[open]").waitFor();
  }
  const where = (await state()).enlarged ? "#editor dialog.enlarged daidai-board" : "#editor .layout daidai-board";
  const cell = page.locator(`${where} [data-square="${square}"]`);
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
      const marked = await page.locator("#editor daidai-board rect.mark").evaluateAll((r) => r.map((e) => e.getAttribute("data-square")).sort());
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

    it("moves a piece by dragging it, removes one dragged off the board, and opens a piece's card on a long press", async () => {
      const { page, errors } = await openEditor(width, height);
      await page.locator("#editor button.empty").click();
      await page.locator('#editor .palette button[data-code="K"]').click();
      await tap(page, "9q");
      await page.locator('#editor .palette button[data-code="Ln"]').click();
      await tap(page, "5e");
      const where = width < 500 ? "#editor dialog.enlarged daidai-board" : "#editor .layout daidai-board";
      const centre = async (square: string): Promise<{ x: number; y: number }> => {
        const cell = page.locator(`${where} [data-square="${square}"]`);
        await cell.scrollIntoViewIfNeeded();
        const box = await cell.boundingBox();
        if (box === null) throw new Error(`no box for ${square}`);
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      };
      const pieces = async (): Promise<string[]> => {
        const setup = parseDsfen(await position(page));
        return setup.ok ? setup.value.board.flatMap((p, i) => (p === null ? [] : [`${String(i)}:${p.color}:${p.code}`])) : [];
      };
      if (width < 500) {
        // Touch: a finger resting ½ s on the king lifts it (and opens its card), then drags it.
        const cdp = await page.context().newCDPSession(page);
        const from = await centre("9q");
        await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: from.x, y: from.y }] });
        await page.waitForTimeout(700);
        await page.locator("#editor daidai-piece-card").waitFor();
        const to = await centre("8q");
        for (const f of [0.3, 0.6, 1]) {
          await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f }] });
        }
        await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
        await expect.poll(pieces).toEqual([`${String(parseSquare("5e"))}:black:Ln`, `${String(parseSquare("8q"))}:black:K`].sort(bySquare));
        // With the card open the board keeps most of the screen (the card takes the palette's place).
        await page.locator("#editor dialog.enlarged daidai-piece-card").waitFor();
        const scroller = await page.locator("#editor dialog.enlarged .zoom-scroller").boundingBox();
        expect(scroller?.height ?? 0).toBeGreaterThan(height * 0.45);
        if (SHOTS !== undefined) {
          mkdirSync(SHOTS, { recursive: true });
          await page.screenshot({ path: `${SHOTS}/editor-card-enlarged-${String(width)}.png` });
        }
        // Closing the card brings the palette back.
        await page.locator("#editor dialog.enlarged daidai-piece-card").evaluate((card) => card.shadowRoot?.querySelector("button")?.click());
        await page.locator("#editor dialog.enlarged .palette").waitFor();
        // A finger that moves at once pans the board: nothing moves.
        const lion = await centre("5e");
        await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: lion.x, y: lion.y }] });
        await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: lion.x + 60, y: lion.y + 60 }] });
        await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
        await page.waitForTimeout(300);
        expect(await pieces()).toEqual([`${String(parseSquare("5e"))}:black:Ln`, `${String(parseSquare("8q"))}:black:K`].sort(bySquare));
      } else {
        // Mouse: press on the king, move, let go on another square.
        const from = await centre("9q");
        const to = await centre("8q");
        await page.mouse.move(from.x, from.y);
        await page.mouse.down();
        await page.mouse.move(to.x, to.y, { steps: 5 });
        await page.mouse.up();
        await expect.poll(pieces).toEqual([`${String(parseSquare("5e"))}:black:Ln`, `${String(parseSquare("8q"))}:black:K`].sort(bySquare));
        // The lion dragged off the board is removed.
        const lion = await centre("5e");
        const board = await page.locator(where).boundingBox();
        await page.mouse.move(lion.x, lion.y);
        await page.mouse.down();
        await page.mouse.move((board?.x ?? 0) + (board?.width ?? 0) + 40, lion.y, { steps: 5 });
        await page.mouse.up();
        await expect.poll(pieces).toEqual([`${String(parseSquare("8q"))}:black:K`]);
        // A long press on a palette piece opens its card; the keyboard has the card button.
        const dragon = page.locator('#editor .palette button[data-code="DK"]');
        await dragon.hover();
        await page.mouse.down();
        await page.waitForTimeout(700);
        await page.mouse.up();
        await page.locator("#editor daidai-piece-card").waitFor();
        expect(await dragon.getAttribute("aria-pressed")).toBe("true");
        await page.locator("#editor daidai-piece-card").evaluate((card) => card.shadowRoot?.querySelector("button")?.click());
        await expect.poll(() => page.locator("#editor daidai-piece-card").count()).toBe(0);
        await page.locator("#editor button.card").focus();
        await page.keyboard.press("Enter");
        await page.locator("#editor daidai-piece-card").waitFor();
      }
      if (SHOTS !== undefined) {
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: `${SHOTS}/editor-drag-${String(width)}.png` });
      }
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

describe("<daidai-editor>: keyboard in the enlarged view", () => {
  for (const lang of ["en", "ja"] as const) {
    it(`Tab reaches the enlarged board's scroller, named for panning (${lang})`, async () => {
      const { page, errors } = await openEditor(390, 844);
      await page.evaluate((l) => { (document.querySelector("#editor") as HTMLElement).setAttribute("lang", l); }, lang);
      await page.locator('#editor .layout daidai-board [data-square="9i"]').click();
      await page.locator("#editor dialog.enlarged[open]").waitFor();
      await page.locator("#editor dialog.enlarged button.close").focus();
      expect(await tabToBoardScroller(page)).toEqual({ scroller: true, label: SCROLLER_LABEL[lang] });
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
