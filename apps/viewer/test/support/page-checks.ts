/**
 * Checks made inside a test page, shared by the tests: whether the browser draws a character
 * (compared on a canvas with a code point that no font has), and where Tab takes the focus
 * in an enlarged view.
 */
import type { Page } from "playwright-core";

/** The enlarged board's scroller's accessible name, by language. */
export const SCROLLER_LABEL = { en: "Board: drag, or the arrow keys, to move it", ja: "盤（ドラッグか矢印キーで動かす）" } as const;

/**
 * True when `ch` draws other pixels than U+0379 (unassigned: the missing-glyph box) in
 * 30 px serif: an independent check of the viewer's own glyph test.
 */
export function glyphDrawn(page: Page, ch: string): Promise<boolean> {
  return page.evaluate((c) => {
    const canvas = document.createElement("canvas");
    canvas.width = 40;
    canvas.height = 40;
    const ctx = canvas.getContext("2d", { willReadFrequently: true });
    if (ctx === null) throw new Error("no canvas");
    ctx.font = "30px serif";
    const pixels = (text: string): string => {
      ctx.clearRect(0, 0, 40, 40);
      ctx.fillText(text, 2, 30);
      return Array.from(ctx.getImageData(0, 0, 40, 40).data).join(",");
    };
    return pixels(c) !== pixels("\u0379");
  }, ch);
}

/**
 * Presses Tab (at most three times) until the focus, followed into shadow roots, is on an
 * enlarged view's board scroller; returns whether it got there and the focused element's
 * accessible name.
 */
export async function tabToBoardScroller(page: Page): Promise<{ scroller: boolean; label: string }> {
  const deepFocus = () => page.evaluate(() => {
    let a = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    return { scroller: a?.classList.contains("zoom-scroller") ?? false, label: a?.getAttribute("aria-label") ?? "" };
  });
  let reached = { scroller: false, label: "" };
  for (let i = 0; i < 3 && !reached.scroller; i++) {
    await page.keyboard.press("Tab");
    reached = await deepFocus();
  }
  return reached;
}
