// Phones: <daidai-replay> in a blog post read at 390 × 844 — the compact piece style inline,
// the enlarged view a tap opens (large squares, panning, sticky labels, controls, closed by
// button, Escape and the back gesture), the square-click hook, and the move list scrolled
// to the current move.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { drawnGlyphs } from "./support/board-drawing.js";
import { useChromium } from "./support/browser.js";

const browser = useChromium();

type Replay = HTMLElement & { dsfen: string; ply: number; enlarged: boolean; narrow: boolean; goTo(t: unknown): boolean; updateComplete: Promise<boolean> };

async function openPhone(width = 390, height = 844): Promise<{ page: Page; errors: string[] }> {
  const opened = await browser.open("/pages/phone.html", { width });
  await opened.page.setViewportSize({ width, height });
  await opened.page.waitForFunction(() => document.querySelector<Replay>("#game")?.dsfen !== "");
  return opened;
}

/** Size of one square of a board in CSS px, measured on the drawn square. */
function squareSize(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((board) => board.shadowRoot?.querySelector("rect.sq")?.getBoundingClientRect().width ?? 0);
}

describe("inline on a phone", () => {
  it("draws the compact style (codes) on squares too small for kanji, kanji on a desktop", async () => {
    const { page, errors } = await openPhone();
    const inline = "#game .board-scroll daidai-board";
    await expect.poll(() => page.locator(inline).evaluate((b) => (b as HTMLElement & { shownPieceStyle: string }).shownPieceStyle)).toBe("compact");
    expect(await squareSize(page, inline)).toBeLessThan(32);
    // The codes are drawn large: a glyph at least 10 CSS px high on a ~21 px square.
    const glyphs = await page.locator(inline).evaluate(drawnGlyphs);
    expect(glyphs.length).toBeGreaterThan(100);
    expect(Math.min(...glyphs.map((g) => g.bottom - g.top))).toBeGreaterThanOrEqual(10);
    expect(await page.locator(`${inline} [part~=pieces] tspan`).first().textContent()).toMatch(/^[A-Z][a-zA-Z]?$/);
    // The file numbers and rank labels are drawn larger too (a 22-unit label would be 9 CSS px high here).
    const label = await page.locator(inline).evaluate((b) => Math.min(...Array.from(b.shadowRoot?.querySelectorAll("text.coord") ?? []).map((t) => t.getBoundingClientRect().height)));
    expect(label).toBeGreaterThanOrEqual(11);
    expect(await page.locator("#game").evaluate((el) => (el as Replay).narrow)).toBe(true);
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect.poll(() => page.locator(inline).evaluate((b) => (b as HTMLElement & { shownPieceStyle: string }).shownPieceStyle)).toBe("kanji");
    expect(await squareSize(page, inline)).toBeGreaterThanOrEqual(32);
    expect(await page.locator("#game").evaluate((el) => (el as Replay).narrow)).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("draws the codes from its first drawing on, never kanji first", async () => {
    // Every text the boards' piece layers are given, in order (lettering is only ever set with textContent).
    const recordLettering = (): void => {
      const texts: string[] = [];
      (window as unknown as { pieceTexts: string[] }).pieceTexts = texts;
      const own = Object.getOwnPropertyDescriptor(Node.prototype, "textContent");
      Object.defineProperty(Node.prototype, "textContent", {
        ...own,
        set(this: Node, value: string) {
          const lettering = this instanceof SVGTSpanElement || (this instanceof SVGTextElement && this.classList.contains("piece-text"));
          if (lettering) texts.push(value);
          own?.set?.call(this, value);
        },
      });
    };
    const { page, errors } = await browser.open("/pages/phone.html", { width: 390, height: 844, init: recordLettering });
    const inline = "#game .board-scroll daidai-board";
    await expect.poll(() => page.locator(inline).evaluate((b) => (b as HTMLElement & { shownPieceStyle: string }).shownPieceStyle)).toBe("compact");
    await expect.poll(() => page.evaluate(() => (window as unknown as { pieceTexts: string[] }).pieceTexts.length)).toBeGreaterThan(0);
    const texts = await page.evaluate(() => (window as unknown as { pieceTexts: string[] }).pieceTexts);
    expect(texts.join("")).toMatch(/[A-Z]/);
    expect(texts.filter((t) => /[\u4e00-\u9fff]/.test(t))).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows the current move in the move list once the reader scrolls down to it", async () => {
    const { page, errors } = await openPhone();
    expect(await page.locator("#game .counter").textContent()).toBe("65 / 500");
    await page.locator("#game .moves").scrollIntoViewIfNeeded();
    const current = page.locator(`#game button.move[data-path="${Array.from({ length: 65 }, () => "0").join(".")}"]`);
    expect(await current.getAttribute("aria-current")).toBe("step");
    const inView = (): Promise<boolean> =>
      page.locator("#game .moves").evaluate((list) => {
        const b = list.querySelector('[aria-current="step"]')?.getBoundingClientRect();
        const a = list.getBoundingClientRect();
        return b !== undefined && b.top >= a.top - 1 && b.bottom <= a.bottom + 1;
      });
    await expect.poll(inView).toBe(true);
    // It stays there once the browser has laid out the blocks around it.
    await page.waitForTimeout(300);
    expect(await inView()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("the enlarged view", () => {
  it("opens on a tap: squares of 32 px or more, panning both ways, sticky labels, controls inside", async () => {
    const { page, errors } = await openPhone(390, 844);
    await page.locator("#game .board-scroll daidai-board").click({ position: { x: 100, y: 100 } });
    const dialog = page.locator("#game dialog.enlarged");
    await expect.poll(() => dialog.evaluate((d) => (d as HTMLDialogElement).open)).toBe(true);
    expect(await page.locator("#game").evaluate((el) => (el as Replay).enlarged)).toBe(true);
    // A tap did not step.
    expect(await page.locator("#game").evaluate((el) => (el as Replay).ply)).toBe(65);
    const big = "#game dialog daidai-board";
    expect(await squareSize(page, big)).toBeGreaterThanOrEqual(32);
    expect(await page.locator(big).evaluate((b) => (b as HTMLElement & { shownPieceStyle: string }).shownPieceStyle)).toBe("kanji");
    const scroller = page.locator("#game .zoom-scroller");
    const pan = await scroller.evaluate((s) => ({ x: s.scrollWidth - s.clientWidth, y: s.scrollHeight - s.clientHeight }));
    expect(pan.x).toBeGreaterThan(100);
    expect(pan.y).toBeGreaterThan(0);
    // Wherever the board is panned, the file numbers stay at the top and the rank labels at the right.
    const places: [number, number][] = [
      [0, 0],
      [pan.x, pan.y],
      [pan.x / 2, pan.y],
    ];
    for (const [x, y] of places) {
      const at = await scroller.evaluate(
        (s, [left, top]) => {
          s.scrollTo(left ?? 0, top ?? 0);
          const box = s.getBoundingClientRect();
          const files = s.querySelector(".files")?.getBoundingClientRect();
          const ranks = s.querySelector(".ranks")?.getBoundingClientRect();
          // The file label drawn over the first visible column, read back from the layout.
          const label = Array.from(s.querySelectorAll(".files span")).find((span) => span.getBoundingClientRect().left >= box.left - 1);
          return { top: (files?.top ?? 0) - box.top, right: box.right - (ranks?.right ?? 0) - ((s as HTMLElement).offsetWidth - s.clientWidth), ranksW: ranks?.width ?? 0, label: label?.textContent ?? "" };
        },
        [x, y] as number[],
      );
      expect(Math.abs(at.top)).toBeLessThanOrEqual(1);
      expect(Math.abs(at.right)).toBeLessThanOrEqual(1);
      expect(at.ranksW).toBeGreaterThan(10);
      if (x === 0) expect(at.label).toBe("17");
    }
    // The file labels line up with the squares: the square under label "9" is file 9.
    const aligned = await page.locator("#game dialog").evaluate((d) => {
      const label = Array.from(d.querySelectorAll(".files span")).find((s) => s.textContent === "9")?.getBoundingClientRect();
      const cell = d.querySelector("daidai-board")?.shadowRoot?.querySelector('rect[data-square="9a"]')?.getBoundingClientRect();
      return label && cell ? Math.abs(label.left + label.width / 2 - (cell.left + cell.width / 2)) : 999;
    });
    expect(aligned).toBeLessThan(2);
    // The controls are in the view and work.
    await page.locator("#game dialog").getByRole("button", { name: "Next move" }).click();
    expect(await page.locator("#game").evaluate((el) => (el as Replay).ply)).toBe(66);
    expect(await page.locator("#game dialog .counter").textContent()).toBe("66 / 500");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("closes with its button, with Escape and with the back gesture, leaving history as it was", async () => {
    const { page, errors } = await openPhone();
    const board = page.locator("#game .board-scroll daidai-board");
    const isOpen = (): Promise<boolean> => page.locator("#game").evaluate((el) => (el as Replay).enlarged && el.shadowRoot?.querySelector("dialog")?.open === true);
    const length = await page.evaluate(() => history.length);
    await board.click();
    await expect.poll(isOpen).toBe(true);
    await page.locator("#game dialog").getByRole("button", { name: "Close" }).click();
    await expect.poll(isOpen).toBe(false);
    await expect.poll(() => page.evaluate(() => (history.state as { daidaiEnlarged?: number } | null)?.daidaiEnlarged)).toBeUndefined();

    await board.click();
    await expect.poll(isOpen).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(isOpen).toBe(false);
    await expect.poll(() => page.evaluate(() => (history.state as { daidaiEnlarged?: number } | null)?.daidaiEnlarged)).toBeUndefined();

    await board.click();
    await expect.poll(isOpen).toBe(true);
    expect(await page.evaluate(() => history.length)).toBe(length + 1);
    await page.goBack();
    await expect.poll(isOpen).toBe(false);
    // Still the same page, at the same move.
    expect(await page.locator("#game").evaluate((el) => (el as Replay).ply)).toBe(65);
    // Opened from the keyboard, Escape gives the focus back to the magnifier button.
    await page.locator("#game").getByRole("button", { name: "Enlarge board" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(isOpen).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(isOpen).toBe(false);
    await expect
      .poll(() => page.evaluate(() => document.querySelector("#game")?.shadowRoot?.activeElement?.getAttribute("aria-label")))
      .toBe("Enlarge board");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("board clicks reach other code as daidai-square-click, inline and enlarged; preventDefault() claims them", async () => {
    const { page, errors } = await openPhone();
    await page.evaluate(() => {
      const w = window as unknown as { clicks: { square: string; code: string | null; enlarged: boolean }[]; claim: boolean };
      w.clicks = [];
      w.claim = false;
      const el = document.querySelector("#game") as Replay;
      el.addEventListener("daidai-square-click", (e) => {
        const d = (e as CustomEvent<{ square: string; piece: { code: string } | null }>).detail;
        w.clicks.push({ square: d.square, code: d.piece?.code ?? null, enlarged: el.enlarged });
        if (w.claim) e.preventDefault();
      });
    });
    const clicks = (): Promise<{ square: string; code: string | null; enlarged: boolean }[]> => page.evaluate(() => (window as unknown as { clicks: { square: string; code: string | null; enlarged: boolean }[] }).clicks);
    // A claimed tap on the narrow inline board does not open the enlarged view.
    await page.evaluate(() => {
      (window as unknown as { claim: boolean }).claim = true;
    });
    await page.locator('#game .board-scroll [data-square="9a"]').click();
    expect(await clicks()).toEqual([{ square: "9a", code: expect.any(String) as string, enlarged: false }]);
    expect(await page.locator("#game").evaluate((el) => (el as Replay).enlarged)).toBe(false);
    // Unclaimed, it opens the view; a click inside names the square as well.
    await page.evaluate(() => {
      (window as unknown as { claim: boolean }).claim = false;
    });
    await page.locator('#game .board-scroll [data-square="9a"]').click();
    await expect.poll(() => page.locator("#game").evaluate((el) => (el as Replay).enlarged)).toBe(true);
    await page.locator('#game dialog [data-square="5i"]').click();
    const all = await clicks();
    expect(all).toHaveLength(3);
    expect(all[2]).toEqual({ square: "5i", code: null, enlarged: true });
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows the move's comment and a strip of the moves around it, the current one in its middle, with a way into variations", async () => {
    const { page, errors } = await openPhone();
    await page.locator("#game .board-scroll daidai-board").click({ position: { x: 100, y: 100 } });
    await expect.poll(() => page.locator("#game").evaluate((el) => (el as Replay).enlarged)).toBe(true);
    // The strip scrolls sideways (never the page) so that move 65 is in its middle third.
    const strip = page.locator("#game dialog .strip-moves");
    await expect
      .poll(() =>
        strip.evaluate((s) => {
          const box = s.getBoundingClientRect();
          const current = s.querySelector('[aria-current="step"]')?.getBoundingClientRect();
          if (!current) return "none";
          const middle = current.left + current.width / 2 - box.left;
          return s.scrollWidth > s.clientWidth && middle > box.width / 3 && middle < (2 * box.width) / 3 ? "middle" : `at ${String(middle)} of ${String(box.width)}`;
        }),
      )
      .toBe("middle");
    expect(await strip.locator('[aria-current="step"]').textContent()).toMatch(/^33\.\s/);
    // The board is a Tab stop of its own: there the arrow keys pan it and do not step.
    const scroller = page.locator("#game .zoom-scroller");
    await scroller.focus();
    await scroller.evaluate((s) => { s.scrollTo(0, 0); });
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => scroller.evaluate((s) => s.scrollLeft)).toBeGreaterThan(0);
    expect(await page.locator("#game").evaluate((el) => (el as Replay).ply)).toBe(65);
    // The strip is one Tab stop, on its current move.
    expect(await strip.locator('button:not([tabindex="-1"])').count()).toBe(1);
    // From the strip's move the arrow keys step, and the focus follows the move shown.
    const current = strip.locator('[aria-current="step"]');
    await current.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    expect(await page.locator("#game").evaluate((el) => (el as Replay).ply)).toBe(67);
    await expect.poll(() => current.evaluate((b) => b.getRootNode() instanceof ShadowRoot && (b.getRootNode() as ShadowRoot).activeElement === b)).toBe(true);
    expect(await current.textContent()).toMatch(/^34\.\s/);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    expect(await page.locator("#game").evaluate((el) => (el as Replay).ply)).toBe(65);
    await expect.poll(() => current.evaluate((b) => (b.getRootNode() as ShadowRoot).activeElement === b)).toBe(true);
    // Near the start the move shown is not in the strip's middle: the focus follows it there too.
    await page.locator("#game").evaluate(async (el) => { (el as Replay).goTo(3); await (el as Replay).updateComplete; });
    await current.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    expect(await page.locator("#game").evaluate((el) => (el as Replay).ply)).toBe(5);
    await expect.poll(() => current.evaluate((b) => (b.getRootNode() as ShadowRoot).activeElement === b)).toBe(true);
    await page.keyboard.press("Home");
    await expect.poll(() => page.locator("#game").evaluate((el) => (el as Replay).ply)).toBe(0);
    // At the start the strip's Tab stop is its first move, and the focus is there.
    const stop = strip.locator('button:not([tabindex="-1"])');
    expect(await stop.count()).toBe(1);
    await expect.poll(() => stop.evaluate((b) => (b.getRootNode() as ShadowRoot).activeElement === b)).toBe(true);
    await page.locator("#game").evaluate(async (el) => { (el as Replay).goTo(65); await (el as Replay).updateComplete; });
    // A tap on a move of the strip goes there.
    await strip.getByRole("button").filter({ hasText: /^34\.\s/ }).click();
    expect(await page.locator("#game").evaluate((el) => (el as Replay).ply)).toBe(67);
    // A record with a comment and a variation: the comment shows, and a row offers the variations.
    await page.evaluate(async () => {
      const el = document.querySelector("#game") as Replay & { load(t: string): Promise<void> };
      await el.load('[Event "v"]\n\n1. 9l9k {a quiet start} 9f9g (1... 8f8g {the other reply}) 2. 8l8k *');
      el.goTo(1);
      await el.updateComplete;
    });
    const dialog = page.locator("#game dialog.enlarged");
    await expect.poll(() => dialog.locator(".comment").textContent()).toBe("a quiet start");
    const choices = dialog.getByRole("group", { name: "Next move: the game's and the variations'" }).getByRole("button");
    expect(await choices.count()).toBe(2);
    await choices.nth(1).click();
    expect(await page.locator("#game").evaluate((el) => (el as Replay).ply)).toBe(2);
    await expect.poll(() => dialog.locator(".comment").textContent()).toBe("the other reply");
    const alternatives = dialog.getByRole("group", { name: "Other moves here (variations)" });
    expect(await alternatives.getByRole("button").count()).toBe(2);
    expect(await alternatives.locator('[aria-current="step"]').count()).toBe(1);
    // And back to the game's move.
    await alternatives.getByRole("button").first().click();
    await expect.poll(() => dialog.locator(".comment").count()).toBe(0);
    expect(await alternatives.getByRole("button").first().getAttribute("aria-current")).toBe("step");
    expect(await page.locator("#game").evaluate((el) => (el as Replay).ply)).toBe(2);
    expect(errors).toEqual([]);
    await page.close();
  });
});
