// Looks and accessibility: screenshot of the initial position against a reviewed reference,
// axe-core (no serious or critical violations, light and dark), a narrow 360 px column,
// visible focus and square labels.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { useChromium } from "./support/browser.js";

const browser = useChromium();
const REFERENCE = fileURLToPath(new URL("./__screenshots__/initial-board.png", import.meta.url));

describe("screenshot", () => {
  it("the initial position matches the reviewed reference picture", async () => {
    const { page, errors } = await browser.open("/pages/screenshot.html", { width: 800 });
    await page.waitForFunction(() => document.querySelector("#shot")?.shadowRoot?.querySelector("[part~=pieces] text") != null);
    await page.evaluate(() => document.fonts.ready);
    const shot = await page.locator("#shot").screenshot();
    if (process.env["UPDATE_SCREENSHOTS"] === "1" || !existsSync(REFERENCE)) {
      // Writing a new reference is a deliberate step: review the picture, then commit it.
      writeFileSync(REFERENCE, shot);
      if (process.env["UPDATE_SCREENSHOTS"] !== "1") throw new Error(`no reference picture: wrote ${REFERENCE}; review and commit it`);
    }
    const reference = readFileSync(REFERENCE);
    // Compare in the page: decode both PNGs on a canvas, count pixels that differ clearly.
    const diff = await page.evaluate(
      async ([a, b]) => {
        const decode = async (b64: string) => {
          const img = new Image();
          img.src = `data:image/png;base64,${b64}`;
          await img.decode();
          const canvas = document.createElement("canvas");
          canvas.width = img.naturalWidth;
          canvas.height = img.naturalHeight;
          const ctx = canvas.getContext("2d");
          if (!ctx) throw new Error("no 2d context");
          ctx.drawImage(img, 0, 0);
          return { w: canvas.width, h: canvas.height, data: ctx.getImageData(0, 0, canvas.width, canvas.height).data };
        };
        const x = await decode(a ?? "");
        const y = await decode(b ?? "");
        if (x.w !== y.w || x.h !== y.h) return { sizeA: `${String(x.w)}x${String(x.h)}`, sizeB: `${String(y.w)}x${String(y.h)}`, ratio: 1 };
        let differing = 0;
        for (let i = 0; i < x.data.length; i += 4) {
          const d = Math.max(Math.abs((x.data[i] ?? 0) - (y.data[i] ?? 0)), Math.abs((x.data[i + 1] ?? 0) - (y.data[i + 1] ?? 0)), Math.abs((x.data[i + 2] ?? 0) - (y.data[i + 2] ?? 0)));
          if (d > 48) differing++;
        }
        return { sizeA: "", sizeB: "", ratio: differing / (x.w * x.h) };
      },
      [shot.toString("base64"), reference.toString("base64")],
    );
    expect(diff.sizeA).toBe(diff.sizeB);
    // Tolerance: anti-aliasing and font hinting may differ slightly between Chromium builds.
    expect(diff.ratio).toBeLessThan(0.005);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("accessibility", () => {
  for (const scheme of ["light", "dark"] as const) {
    it(`axe-core finds no serious or critical violations (${scheme})`, async () => {
      const { page, errors } = await browser.open("/pages/widget.html", { colorScheme: scheme });
      await page.waitForFunction(() => (document.querySelector<HTMLElement & { dsfen: string }>("#long"))?.dsfen !== "");
      await page.waitForFunction(() => (document.querySelector("#tree")?.shadowRoot?.textContent ?? "").includes("No game record"));
      await page.addScriptTag({ url: "/axe/axe.min.js" });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown }[] }[] }> } }).axe;
        const result = await axe.run(document, { resultTypes: ["violations"] });
        return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)) }));
      });
      const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it("axe-core finds no serious or critical violations in the enlarged view on a phone (board, comment, move strip)", async () => {
    const { page, errors } = await browser.open("/pages/phone.html", { width: 390 });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForFunction(() => (document.querySelector<HTMLElement & { dsfen: string }>("#game"))?.dsfen !== "");
    await page.evaluate(async () => {
      const el = document.querySelector("#game") as HTMLElement & { load(t: string): Promise<void>; goTo(t: unknown): boolean; openEnlarged(): void; updateComplete: Promise<boolean> };
      await el.load('[Event "v"]\n\n1. 9l9k {a quiet start} 9f9g (1... 8f8g) 2. 8l8k *');
      el.goTo(1);
      el.openEnlarged();
      await el.updateComplete;
    });
    await page.waitForFunction(() => document.querySelector("#game")?.shadowRoot?.querySelector("dialog .strip-variations") != null);
    await page.addScriptTag({ url: "/axe/axe.min.js" });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown }[] }[] }> } }).axe;
      const result = await axe.run(document, { resultTypes: ["violations"] });
      return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)) }));
    });
    expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("squares announce their name and piece; controls are labelled and show focus", async () => {
    const { page } = await browser.open("/pages/widget.html");
    await page.waitForFunction(() => (document.querySelector<HTMLElement & { dsfen: string }>("#long"))?.dsfen !== "");
    await page.evaluate(() => {
      (document.querySelector("#long") as HTMLElement & { goTo(t: string): void }).goTo("first");
    });
    await page.waitForFunction(() => document.querySelector("#long")?.shadowRoot?.querySelector("daidai-board")?.shadowRoot?.querySelector('[data-square="9q"]')?.getAttribute("aria-label") === "9q, Black king");
    const cell = page.locator('#long [data-square="9a"]');
    expect(await cell.getAttribute("aria-label")).toBe("9a, White king");
    expect(await cell.getAttribute("role")).toBe("cell");
    const next = page.locator("#long").getByRole("button", { name: "Next move" });
    await next.focus();
    await page.keyboard.press("Tab");
    const outline = await page.evaluate(() => {
      let el: Element | null = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      return el ? getComputedStyle(el).outlineStyle : "none";
    });
    expect(outline).toBe("solid");
    // Mouse users see the name of the piece under the pointer.
    await page.locator('#long [data-square="9q"]').hover();
    await expect.poll(() => page.locator("#long p.hover").textContent()).toBe("9q: Black king 玉将 (gyokushō)");
    const live = await page.locator("#long [aria-live=polite]").count();
    expect(live).toBe(1);
    await page.locator("#long").getByRole("button", { name: "Next move" }).click();
    await expect.poll(() => page.locator("#long [aria-live=polite]").textContent()).toMatch(/^1\. Black .+ from \d+[a-q]/);
    await page.close();
  });
});

describe("theming", () => {
  it("the page sets colours with custom properties and styles ::part()s", async () => {
    const { page } = await browser.open("/pages/widget.html");
    await page.waitForFunction(() => document.querySelector("#inline")?.shadowRoot?.querySelector("daidai-board") != null);
    await page.evaluate(async () => {
      const board = document.querySelector("#inline")?.shadowRoot?.querySelector("daidai-board") as (HTMLElement & { updateComplete: Promise<boolean> }) | null | undefined;
      await board?.updateComplete;
    });
    expect(await page.locator("#inline daidai-board rect.frame").evaluate((r) => getComputedStyle(r).fill)).toBe("rgb(1, 2, 3)");
    expect(await page.locator("#long daidai-board rect.frame").evaluate((r) => getComputedStyle(r).fill)).not.toBe("rgb(1, 2, 3)");
    expect(await page.locator("#inline .moves").evaluate((m) => getComputedStyle(m).outlineColor)).toBe("rgb(4, 5, 6)");
    await page.close();
  });
});

describe("narrow column", () => {
  it("fits a 360 px column: no horizontal overflow, moves below the board, zoom enlarges the board", async () => {
    const { page, errors } = await browser.open("/pages/widget.html", { width: 360 });
    await page.waitForFunction(() => (document.querySelector<HTMLElement & { dsfen: string }>("#long"))?.dsfen !== "");
    const layout = await page.locator("#long").evaluate((el) => {
      const root = el.shadowRoot;
      const board = root?.querySelector("daidai-board")?.getBoundingClientRect();
      const moves = root?.querySelector(".moves")?.getBoundingClientRect();
      return { host: el.getBoundingClientRect().width, board: board?.width ?? 0, boardBottom: board?.bottom ?? 0, movesTop: moves?.top ?? 0, scroll: document.documentElement.scrollWidth };
    });
    expect(layout.scroll).toBeLessThanOrEqual(360);
    expect(layout.board).toBeGreaterThan(300);
    expect(layout.board).toBeLessThanOrEqual(layout.host);
    expect(layout.movesTop).toBeGreaterThan(layout.boardBottom);
    await page.locator("#long").getByRole("button", { name: "Enlarge board" }).click();
    await expect.poll(() => page.locator("#long dialog.enlarged").evaluate((d) => (d as HTMLDialogElement).open)).toBe(true);
    const square = await page.locator("#long dialog daidai-board").evaluate((b) => b.shadowRoot?.querySelector("rect.sq")?.getBoundingClientRect().width ?? 0);
    expect(square).toBeGreaterThanOrEqual(32);
    // The enlarged board is scrolled so that the last move is in view.
    const inView = async (): Promise<boolean> =>
      page.locator("#long").evaluate((el) => {
        const scroller = el.shadowRoot?.querySelector(".zoom-scroller")?.getBoundingClientRect();
        const last = Array.from(el.shadowRoot?.querySelector("dialog daidai-board")?.shadowRoot?.querySelectorAll("rect.last") ?? []).map((r) => r.getBoundingClientRect());
        if (!scroller || last.length === 0) return false;
        return last.some((r) => r.left >= scroller.left && r.right <= scroller.right && r.top >= scroller.top && r.bottom <= scroller.bottom);
      });
    await expect.poll(inView).toBe(true);
    await page.keyboard.press("Escape");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(errors).toEqual([]);
    await page.close();
  });
});
