// The enlarged views of <daidai-play>, <daidai-editor> and <daidai-replay> in Chromium: on a
// wide screen (1280 × 720, 1440 × 900) the bar and the element's controls sit beside the
// board, which has the whole height — all 17 files and ranks in view, unpanned, nothing cut
// off, Tab reaching Close, the board and the controls, axe clean; on a 390 × 844 phone the
// bar stays above the board and the controls below it. (The analysis board's own test is
// analysis-enlarged.e2e.test.ts.)
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousAxeViolations } from "./support/axe.js";
import { useChromium } from "./support/browser.js";

const browser = useChromium();
const SHOTS = process.env["ENLARGED_SHOTS"];

type Host = HTMLElement & { enlarged: boolean; narrow: boolean; openEnlarged?: () => void };

/** How each element's enlarged view is opened, and which of its controls must be in view. */
const ELEMENTS = {
  play: { page: "/pages/play.html", host: "#play", controls: ".zoom-below button" },
  editor: { page: "/pages/editor.html", host: "#editor", controls: "select.colour, button.eraser, button.card, .palette" },
  replay: { page: "/pages/phone.html", host: "#game", controls: ".controls button, .controls input" },
} as const;
type Name = keyof typeof ELEMENTS;

async function openEnlarged(name: Name, width: number, height: number): Promise<{ page: Page; errors: string[] }> {
  const { page: path, host } = ELEMENTS[name];
  const opened = await browser.open(path, { width });
  const { page } = opened;
  await page.setViewportSize({ width, height });
  const el = page.locator(host);
  await el.waitFor();
  if (name === "play") {
    await page.locator(`${host} button.enlarge`).click();
  } else if (name === "editor") {
    // The editor opens its enlarged view from a board too small to tap: in a narrow column of a wide page.
    if (width > 500) await el.evaluate((e) => { e.style.display = "block"; e.style.maxWidth = "480px"; });
    await expect.poll(() => el.evaluate((e) => (e as Host).narrow)).toBe(true);
    await page.locator(`${host} .layout daidai-board [data-square="9i"]`).click();
  } else {
    await page.waitForFunction(() => document.querySelector<Host & { dsfen: string }>("#game")?.dsfen !== "");
    await el.evaluate((e) => { (e as Host).openEnlarged?.(); });
  }
  await page.locator(`${host} dialog.enlarged[open]`).waitFor();
  await expect.poll(() => el.evaluate((e) => (e as Host).enlarged)).toBe(true);
  return opened;
}

type Box = { left: number; top: number; right: number; bottom: number; width: number; height: number };

/** The enlarged view measured: labels in view, panning room, the square, and the boxes of the bar, the Close button and the controls. */
function measure(page: Page, name: Name): Promise<{ files: string[]; ranks: string[]; pan: { x: number; y: number }; square: number; viewport: { width: number; height: number }; scroller: Box; bar: Box; close: Box; controls: Box[]; column: string }> {
  const { host, controls } = ELEMENTS[name];
  return page.locator(`${host} dialog.enlarged`).evaluate((d, sel) => {
    const box = (e: Element | null): Box => {
      const r = e?.getBoundingClientRect() ?? new DOMRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
    };
    const s = d.querySelector(".zoom-scroller");
    if (s === null) throw new Error("no scroller");
    const sb = s.getBoundingClientRect();
    const inView = (e: Element): boolean => {
      const r = e.getBoundingClientRect();
      return r.width > 0 && r.left >= sb.left - 1 && r.right <= sb.right + 1 && r.top >= sb.top - 1 && r.bottom <= sb.bottom + 1 && r.right <= window.innerWidth + 1 && r.bottom <= window.innerHeight + 1;
    };
    const labels = (q: string): string[] => Array.from(s.querySelectorAll(q)).filter(inView).map((e) => e.textContent.trim());
    return {
      files: labels(".files span:not(.corner)"),
      ranks: labels(".ranks span"),
      pan: { x: s.scrollWidth - s.clientWidth, y: s.scrollHeight - s.clientHeight },
      square: d.querySelector("daidai-board")?.shadowRoot?.querySelector("rect.sq")?.getBoundingClientRect().width ?? 0,
      viewport: { width: window.innerWidth, height: window.innerHeight },
      scroller: box(s),
      bar: box(d.querySelector(".zoom-bar")),
      close: box(d.querySelector(".zoom-bar button.close")),
      controls: Array.from(d.querySelectorAll(sel)).map(box),
      column: `${getComputedStyle(d).display} ${getComputedStyle(d).flexDirection}`,
    };
  }, controls);
}

const ALL_FILES = Array.from({ length: 17 }, (_, i) => String(17 - i));
const ALL_RANKS = "abcdefghijklmnopq".split("");

/** The deep focus after each Tab, once round the dialog (back to Close, or 300 Tabs): a class, "side:<tag>" for a control, "OUT" outside the dialog. */
async function tabStops(page: Page): Promise<string[]> {
  const stops: string[] = [];
  while (stops.length < 300 && stops.at(-1) !== "close") {
    await page.keyboard.press("Tab");
    stops.push(await page.evaluate(() => {
      let a = document.activeElement;
      while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
      if (a === document.body || a === null) return "browser";
      if (a.closest("dialog.enlarged") === null) return "OUT";
      return a.closest(".zoom-side") !== null ? `side:${a.tagName.toLowerCase()}` : a.className;
    }));
  }
  return stops;
}

const inside = (b: Box, v: { width: number; height: number }): boolean => b.width > 0 && b.height > 0 && b.left >= -1 && b.top >= -1 && b.right <= v.width + 1 && b.bottom <= v.height + 1;

describe("the enlarged view on a wide screen: the board has the height, the bar and the controls beside it", () => {
  for (const [width, height] of [[1280, 720], [1440, 900]] as const) {
    for (const name of ["play", "editor", "replay"] as const) {
      it(`${name} at ${String(width)} × ${String(height)}: all 17 files and ranks in view, unpanned; Close and the controls beside the board`, async () => {
        const { page, errors } = await openEnlarged(name, width, height);
        const m = await measure(page, name);
        // Before: the bar across the top and the controls below; 13 ranks (b–n) of 40 px in view at 1280 × 720.
        expect(m.files).toEqual(ALL_FILES);
        expect(m.ranks).toEqual(ALL_RANKS);
        expect(m.pan).toEqual({ x: 0, y: 0 });
        expect(m.square).toBeGreaterThanOrEqual(40);
        // The board has the height: all of it but 60 px (the file labels and the padding).
        expect(17 * m.square).toBeGreaterThan(height - 60);
        // The bar and Close to the right of the board, in view.
        expect(m.bar.left).toBeGreaterThanOrEqual(m.scroller.right);
        expect(inside(m.close, m.viewport)).toBe(true);
        // Every control beside the board, in view, nothing cut off.
        expect(m.controls.length).toBeGreaterThan(0);
        for (const c of m.controls) {
          expect(c.left).toBeGreaterThanOrEqual(m.scroller.right);
          expect(inside(c, m.viewport), JSON.stringify(c)).toBe(true);
        }
        if (SHOTS !== undefined) {
          mkdirSync(SHOTS, { recursive: true });
          await page.screenshot({ path: `${SHOTS}/${name}-enlarged-${String(width)}x${String(height)}.png` });
        }
        // Keyboard only: from Close, Tab reaches the board and the controls and stays in the dialog.
        await page.locator(`${ELEMENTS[name].host} dialog.enlarged button.close`).focus();
        const stops = await tabStops(page);
        expect(stops.filter((s) => s === "OUT")).toEqual([]);
        expect(stops).toContain("zoom-scroller");
        expect(stops.some((s) => s.startsWith("side:")), stops.join(" / ")).toBe(true);
        expect(stops).toContain("close");
        expect(await seriousAxeViolations(page)).toEqual([]);
        if (name === "editor") {
          // A piece's card takes the palette's place beside the board, in view.
          const dialog = page.locator("#editor dialog.enlarged");
          await dialog.locator('.palette button[data-code="Ln"]').click();
          await dialog.locator("button.card").click();
          const card = dialog.locator("daidai-piece-card");
          await expect.poll(async () => (await card.boundingBox())?.height ?? 0).toBeGreaterThan(100);
          const b = await card.boundingBox();
          expect(b?.x ?? 0).toBeGreaterThanOrEqual(m.scroller.right);
          expect((b?.y ?? Infinity) + (b?.height ?? 0)).toBeLessThanOrEqual(height + 1);
          if (SHOTS !== undefined) await page.screenshot({ path: `${SHOTS}/editor-card-enlarged-${String(width)}x${String(height)}.png` });
        }
        expect(errors).toEqual([]);
        await page.close();
      });
    }
  }
});

describe("the enlarged view on a 390 × 844 phone, as before", () => {
  for (const name of ["play", "editor"] as const) {
    it(`${name}: the bar above the board, the controls below it, the board panned sideways`, async () => {
      const { page, errors } = await openEnlarged(name, 390, 844);
      const m = await measure(page, name);
      // One column: the bar, the board, the controls.
      expect(m.column).toBe("flex column");
      expect(m.bar.bottom).toBeLessThanOrEqual(m.scroller.top + 1);
      expect(m.bar.width).toBeGreaterThan(370);
      expect(m.scroller.width).toBeGreaterThan(370);
      expect(m.square).toBe(40);
      expect(m.pan.x).toBeGreaterThan(300);
      expect(m.files.length).toBeLessThan(10);
      for (const c of m.controls) expect(c.top).toBeGreaterThanOrEqual(m.scroller.bottom - 1);
      // The board keeps most of the screen: play's four buttons take one row, the editor's palette a few.
      expect(m.scroller.height / 844).toBeGreaterThan(name === "play" ? 0.8 : 0.35);
      if (SHOTS !== undefined) {
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: `${SHOTS}/${name}-enlarged-390x844.png` });
      }
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
