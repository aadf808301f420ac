// The analysis board's enlarged view in Chromium: on a 390 × 844 phone a finger's tap opens
// it with sticky file and rank labels, the engine (evaluation bar, score, best line) and the
// move list below the board, which takes the rest of the screen (60 %), under a one-row bar
// that names the move shown; at 1280 × 720 the bar and the rest sit beside the board, which
// has the whole height.
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useChromium } from "./support/browser.js";
import { tap } from "./support/touch.js";

const browser = useChromium();
const SHOTS = process.env["ANALYSIS_SHOTS"];

type AnalysisElement = HTMLElement & {
  position: string;
  enlarged: boolean;
  engineReport: { pv: string[] } | null;
  openEnlarged(): void;
};

async function openAnalysis(width: number, height: number): Promise<{ page: Page; errors: string[] }> {
  const opened = await browser.open("/pages/analysis.html", { width });
  await opened.page.setViewportSize({ width, height });
  await opened.page.waitForFunction(() => (document.querySelector<AnalysisElement>("#analysis"))?.position !== "");
  return opened;
}

/** The sticky labels drawn inside the scroller's visible box (files at the top, ranks at the right). */
function visibleLabels(page: Page): Promise<{ files: number; ranks: number }> {
  return page.locator("#analysis .zoom-scroller").evaluate((s) => {
    const box = s.getBoundingClientRect();
    const inside = (e: Element): boolean => {
      const r = e.getBoundingClientRect();
      return r.width > 0 && r.left >= box.left - 1 && r.right <= box.right + 1 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1 && r.bottom <= window.innerHeight;
    };
    return {
      files: Array.from(s.querySelectorAll(".files span:not(.corner)")).filter(inside).length,
      ranks: Array.from(s.querySelectorAll(".ranks span")).filter(inside).length,
    };
  });
}

/** Heights in CSS px: the dialog, its scrolling board box, what lies below it, and the empty space left at the bottom. */
function layout(page: Page): Promise<{ dialog: number; board: number; boardContent: number; side: number; emptyBelow: number; square: number; beside: boolean }> {
  return page.locator("#analysis dialog.enlarged").evaluate((d) => {
    const scroller = d.querySelector<HTMLElement>(".zoom-scroller");
    const side = d.querySelector<HTMLElement>(".zoom-side");
    const dialog = d.getBoundingClientRect();
    const sq = d.querySelector("daidai-board")?.shadowRoot?.querySelector("rect.sq")?.getBoundingClientRect().width ?? 0;
    return {
      dialog: dialog.height,
      board: scroller?.clientHeight ?? 0,
      boardContent: scroller?.scrollHeight ?? 0,
      side: side?.getBoundingClientRect().height ?? 0,
      emptyBelow: dialog.bottom - (side?.getBoundingClientRect().bottom ?? 0),
      square: sq,
      beside: (side?.getBoundingClientRect().left ?? 0) >= (scroller?.getBoundingClientRect().right ?? Infinity) - 1,
    };
  });
}

/**
 * The band above the board: from the dialog's top edge to the top of the file labels (CSS
 * px), the Close button's height, where the bar is, and what its title says.
 */
function band(page: Page): Promise<{ gap: number; close: number; barLeft: number; boardLeft: number; title: string }> {
  return page.locator("#analysis dialog.enlarged").evaluate((d) => {
    const top = d.getBoundingClientRect().top;
    return {
      gap: (d.querySelector(".files")?.getBoundingClientRect().top ?? Infinity) - top,
      close: d.querySelector(".zoom-bar .close")?.getBoundingClientRect().height ?? 0,
      barLeft: d.querySelector(".zoom-bar")?.getBoundingClientRect().left ?? 0,
      boardLeft: d.querySelector(".zoom-scroller")?.getBoundingClientRect().left ?? 0,
      title: d.querySelector(".zoom-title")?.textContent.trim() ?? "",
    };
  });
}

async function axeSerious(page: Page): Promise<unknown[]> {
  await page.addScriptTag({ url: "/axe/axe.min.js" });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)) }));
  });
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

describe("the enlarged analysis board", () => {
  it("on a 390 × 844 phone: sticky labels, the engine and the moves below, the board takes the rest", async () => {
    const { page, errors } = await openAnalysis(390, 844);
    await tap(page.locator('#analysis .layout > .boardbox daidai-board [data-square="9i"]'));
    await page.locator("#analysis dialog.enlarged[open]").waitFor();
    expect(await page.locator("#analysis").evaluate((el) => (el as AnalysisElement).enlarged)).toBe(true);
    // The labels of the files and ranks in view are shown (the view is 390 px wide: 8 or 9 files of 40 px).
    await expect.poll(() => visibleLabels(page)).toEqual({ files: expect.any(Number) as number, ranks: expect.any(Number) as number });
    const labels = await visibleLabels(page);
    expect(labels.files).toBeGreaterThanOrEqual(7);
    expect(labels.ranks).toBeGreaterThanOrEqual(7);
    // Panned to the far corner, they are still there.
    await page.locator("#analysis .zoom-scroller").evaluate((s) => { s.scrollTo(s.scrollWidth, s.scrollHeight); });
    const panned = await visibleLabels(page);
    expect(panned.files).toBeGreaterThanOrEqual(7);
    expect(panned.ranks).toBeGreaterThanOrEqual(7);

    const l = await layout(page);
    expect(l.square).toBeGreaterThanOrEqual(40);
    // The board fills its box (it is larger than the box: panned), and the box takes more than half the screen.
    expect(l.boardContent).toBeGreaterThan(l.board);
    expect(l.board / l.dialog).toBeGreaterThan(0.55);
    expect(l.beside).toBe(false);
    // Nothing empty under the toolbar: the part below the board ends at the dialog's bottom edge.
    expect(l.emptyBelow).toBeLessThanOrEqual(8);
    // Nothing empty above the board either: the bar names the move shown and is one row of
    // the Close button's height; the labels start right under it (they started 55 px down).
    const b = await band(page);
    expect(b.title).toBe("2… EWx12f");
    expect(b.gap).toBeLessThanOrEqual(b.close + 12);
    // While a move is entered, the bar says so instead; cleared, it names the move again.
    const el = page.locator("#analysis");
    await el.evaluate((a) => { (a as AnalysisElement & { clickSquare(s: string): void }).clickSquare("9l"); });
    await expect.poll(async () => (await band(page)).title).toMatch(/^Move from 9l: next square 9k/);
    await el.evaluate((a) => { (a as AnalysisElement & { clickSquare(s: string): void }).clickSquare("9l"); });
    await expect.poll(async () => (await band(page)).title).toBe("2… EWx12f");

    // The engine and the move list are in the dialog.
    const dialog = page.locator("#analysis dialog.enlarged");
    await dialog.locator("button.analyse").click();
    await dialog.locator('svg.evalbar[role="meter"]').waitFor();
    await expect.poll(() => dialog.locator(".engine .pv").textContent(), { timeout: 60_000 }).not.toBe("");
    await dialog.locator("button.analyse").click();
    const moves = dialog.getByRole("region", { name: "Moves" });
    expect(await moves.locator("button[data-path]").count()).toBeGreaterThan(3);
    // A move in the dialog's list goes there, the dialog stays open.
    const before = await page.locator("#analysis").evaluate((el) => (el as AnalysisElement).position);
    await moves.locator('button[data-path="0"]').click();
    await expect.poll(() => page.locator("#analysis").evaluate((el) => (el as AnalysisElement).position)).not.toBe(before);
    expect(await page.locator("#analysis dialog.enlarged[open]").count()).toBe(1);

    expect(await axeSerious(page)).toEqual([]);
    if (SHOTS !== undefined) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/analysis-enlarged-390x844.png` });
    }
    // Escape closes it.
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator("#analysis").evaluate((el) => (el as AnalysisElement).enlarged)).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("at 1280 × 720: 40 px squares or more, labels, engine and moves, no empty space", async () => {
    const { page, errors } = await openAnalysis(1280, 720);
    await page.locator("#analysis").evaluate((el) => { (el as AnalysisElement).openEnlarged(); });
    await page.locator("#analysis dialog.enlarged[open]").waitFor();
    await expect.poll(async () => (await visibleLabels(page)).files).toBeGreaterThanOrEqual(17);
    expect((await visibleLabels(page)).ranks).toBeGreaterThanOrEqual(7);
    const l = await layout(page);
    expect(l.square).toBeGreaterThanOrEqual(40);
    // The engine and the moves beside the board, which has the height.
    expect(l.beside).toBe(true);
    expect(l.board / l.dialog).toBeGreaterThan(0.85);
    expect(l.emptyBelow).toBeLessThanOrEqual(8);
    // The bar sits above the side, not across the board: the labels start at the dialog's
    // top edge (below a 55 px band they did), and the whole board is in view, unpanned.
    const b = await band(page);
    expect(b.barLeft).toBeGreaterThan(b.boardLeft);
    expect(b.gap).toBeLessThanOrEqual(8);
    expect(l.boardContent).toBeLessThanOrEqual(l.board);
    const dialog = page.locator("#analysis dialog.enlarged");
    expect(await dialog.locator("button.analyse").count()).toBe(1);
    expect(await dialog.getByRole("region", { name: "Moves" }).locator("button[data-path]").count()).toBeGreaterThan(3);
    if (SHOTS !== undefined) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/analysis-enlarged-1280x720.png` });
    }
    // Keyboard only: Tab goes round the dialog (modal) and reaches the board, the steps, the engine and the moves.
    const stops: string[] = [];
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      stops.push(await page.evaluate(() => {
        let a = document.activeElement;
        while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
        // Between two rounds the focus passes by the browser's own controls (the body is active then).
        if (a === document.body) return "browser|";
        const inDialog = a?.closest("dialog.enlarged") !== null;
        return `${inDialog ? "" : "OUT "}${a?.className ?? ""}|${a?.getAttribute("data-path") ?? a?.textContent.trim().slice(0, 12) ?? ""}`;
      }));
    }
    expect(stops.filter((x) => x.startsWith("OUT "))).toEqual([]);
    for (const want of [/^zoom-scroller\|/, /^boardbox\|/, /\|◀/, /^analyse\|/, /\|\d+(\.\d+)*$/, /^close\|/]) expect(stops.some((x) => want.test(x)), `${String(want)} in ${stops.join(" / ")}`).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
