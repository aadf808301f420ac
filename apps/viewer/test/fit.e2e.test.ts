// Fit by height as well as width: on a laptop the whole widget (header, board, controls) is in
// view once scrolled to, on a wide page as in a blog column; on a phone the board still takes the
// column's width. The available height is the reader's screen (100dvh; see docs/viewer.md).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useChromium } from "./support/browser.js";

const browser = useChromium();

interface Fit { board: DOMRect; controls: DOMRect; widget: DOMRect; square: number; innerWidth: number; innerHeight: number }

async function open(path: string, width: number, height: number): Promise<Page> {
  const { page } = await browser.open(path, { width });
  await page.setViewportSize({ width, height });
  await page.waitForFunction(() => document.querySelector<HTMLElement & { dsfen: string }>("#game")?.dsfen !== "");
  await page.locator("#game").evaluate((el) => { el.scrollIntoView({ block: "start" }); });
  return page;
}

function measure(page: Page): Promise<Fit> {
  return page.locator("#game").evaluate((el) => {
    const root = el.shadowRoot;
    const board = root?.querySelector(".board-scroll daidai-board");
    const rect = (e: Element | null | undefined): DOMRect => e?.getBoundingClientRect() ?? new DOMRect();
    return {
      board: rect(board).toJSON() as DOMRect,
      controls: rect(root?.querySelector(".controls")).toJSON() as DOMRect,
      widget: rect(root?.querySelector(".widget")).toJSON() as DOMRect,
      square: rect(board?.shadowRoot?.querySelector("rect.sq")).width,
      innerWidth: window.innerWidth,
      innerHeight: window.innerHeight,
    };
  });
}

function expectInView(fit: Fit): void {
  expect(fit.board.top).toBeGreaterThanOrEqual(0);
  expect(fit.board.left).toBeGreaterThanOrEqual(0);
  expect(fit.board.right).toBeLessThanOrEqual(fit.innerWidth);
  expect(fit.board.bottom).toBeLessThanOrEqual(fit.controls.top);
  expect(fit.controls.bottom).toBeLessThanOrEqual(fit.innerHeight);
}

describe("the widget fits the available height", () => {
  for (const [width, height] of [[1440, 900], [1280, 720]] as const) {
    it(`shows the header, the whole board and the controls at ${String(width)} × ${String(height)} on a wide page`, async () => {
      const page = await open("/pages/wide.html", width, height);
      const fit = await measure(page);
      expectInView(fit);
      // Kanji stay legible: squares of 32 CSS px or more.
      expect(fit.square).toBeGreaterThanOrEqual(32);
      // The board uses the height it has: no more than 8rem of the screen left over.
      expect(fit.innerHeight - fit.controls.bottom).toBeLessThan(128);
      await page.close();
    });
  }

  it("shows the whole board and the controls in a 720 px blog column at 1440 × 900", async () => {
    const page = await open("/pages/phone.html", 1440, 900);
    const fit = await measure(page);
    expectInView(fit);
    expect(fit.square).toBeGreaterThanOrEqual(32);
    await page.close();
  });

  it("still gives the board the column's width on a 390 × 844 phone", async () => {
    const page = await open("/pages/phone.html", 390, 844);
    const fit = await measure(page);
    expectInView(fit);
    expect(fit.board.width).toBeGreaterThan(fit.widget.width - 24);
    await page.close();
  });
});
