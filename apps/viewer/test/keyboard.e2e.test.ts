// Keyboard and screen readers: the move list is one Tab stop, ↑/↓ are taken only where a
// variation exists, every move list has its own name (axe landmark-unique), and the live
// region is quiet at load and speaks (in Japanese with lang="ja") only on the reader's moves.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { KIND_DATA, squareName } from "@daidai/core";
import { useChromium } from "./support/browser.js";
import { longGameMoves, replay } from "./support/reference.js";

const browser = useChromium();

type Replay = HTMLElement & { dsfen: string; ply: number; goTo(t: unknown): boolean; updateComplete: Promise<boolean> };

/** Describes the focused element, looking into shadow roots. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    if (el === null) return "";
    if (el.id !== "") return `#${el.id}`;
    return `${el.localName}.${el.className}${el.getAttribute("aria-label") ? `[${el.getAttribute("aria-label") ?? ""}]` : ""}`;
  });
}

describe("Tab order", () => {
  it("from a link before the widget to a link after it takes a handful of Tabs; the move list is one stop", async () => {
    const { page, errors } = await browser.open("/pages/phone.html", { width: 1000 });
    await page.waitForFunction(() => document.querySelector<Replay>("#game")?.dsfen !== "");
    await page.locator("#before").focus();
    const stops: string[] = [];
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      const now = await focused(page);
      if (now === "#after") break;
      stops.push(now);
    }
    // widget, 7 buttons (first/prev are disabled at ply 0 only), slider, move list, menu.
    console.log(`Tab stops between the links: ${String(stops.length)}: ${stops.join(", ")}`);
    expect(stops.length).toBeLessThanOrEqual(12);
    expect(stops.filter((s) => s.startsWith("button.move"))).toHaveLength(1);
    expect(await focused(page)).toBe("#after");
    // The list's stop is the current move; → steps and focus follows the new current move.
    await page.locator("#before").focus();
    for (let i = 0; i < stops.indexOf(stops.find((s) => s.startsWith("button.move")) ?? "") + 1; i++) await page.keyboard.press("Tab");
    const path = (): Promise<number> => page.evaluate(() => {
      let el: Element | null = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      return (el?.getAttribute("data-path") ?? "").split(".").length;
    });
    expect(await path()).toBe(65);
    await page.keyboard.press("ArrowRight");
    expect(await page.locator("#game").evaluate((el) => (el as Replay).ply)).toBe(66);
    expect(await path()).toBe(66);
    // Enter on a focused move goes there.
    await page.keyboard.press("ArrowLeft");
    expect(await path()).toBe(65);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("↑/↓ switch variations only where there is one; elsewhere they are left to the page", async () => {
    const { page } = await browser.open("/pages/widget.html");
    await page.waitForFunction(() => document.querySelector<Replay>("#long")?.dsfen !== "");
    await page.evaluate(() => {
      const w = window as unknown as { prevented: boolean[] };
      w.prevented = [];
      window.addEventListener("keydown", (e) => {
        if (e.key === "ArrowDown" || e.key === "ArrowUp") w.prevented.push(e.defaultPrevented);
      });
    });
    await page.locator("#long .widget").focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowUp");
    expect(await page.evaluate(() => (window as unknown as { prevented: boolean[] }).prevented)).toEqual([false, false]);
    expect(await page.locator("#long").evaluate((el) => (el as Replay).ply)).toBe(10);
    // A record with a variation at move 2: there ↓ is taken and switches.
    await page.evaluate(async () => {
      const el = document.querySelector("#tree") as Replay & { load(t: string): Promise<void> };
      await el.load('[Event "v"]\n\n1. 9l9k 9f9g (1... 8f8g) 2. 8l8k *');
      await el.updateComplete;
      el.goTo([0, 0]);
    });
    await page.locator("#tree .widget").focus();
    await page.keyboard.press("ArrowDown");
    expect(await page.evaluate(() => (window as unknown as { prevented: boolean[] }).prevented)).toEqual([false, false, true]);
    expect(await page.evaluate(() => [...(document.querySelector("#tree") as unknown as { indices: number[] }).indices])).toEqual([0, 1]);
    await page.close();
  });
});

describe("names and the live region", () => {
  it("every move list on a page has its own name (axe landmark-unique)", async () => {
    const { page } = await browser.open("/pages/widget.html");
    await page.waitForFunction(() => document.querySelector<Replay>("#long")?.dsfen !== "" && document.querySelector<Replay>("#ja")?.dsfen !== "");
    const names = await page.evaluate(() => Array.from(document.querySelectorAll("daidai-replay")).flatMap((el) => Array.from(el.shadowRoot?.querySelectorAll(".moves") ?? []).map((m) => m.getAttribute("aria-label") ?? "")));
    expect(names.length).toBeGreaterThan(3);
    expect(new Set(names).size).toBe(names.length);
    await page.addScriptTag({ url: "/axe/axe.min.js" });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: { id: string }[]; passes: { id: string }[] }> } }).axe;
      const result = await axe.run(document, { runOnly: { type: "rule", values: ["landmark-unique"] } });
      return { violations: result.violations.map((v) => v.id), passes: result.passes.map((p) => p.id) };
    });
    expect(violations.violations).toEqual([]);
    expect(violations.passes).toContain("landmark-unique");
    await page.close();
  });

  it("the live region is quiet at load and speaks on the reader's navigation only", async () => {
    const { page } = await browser.open("/pages/widget.html");
    await page.waitForFunction(() => document.querySelector<Replay>("#long")?.dsfen !== "");
    await page.waitForTimeout(300);
    const live = page.locator("#long [aria-live=polite]");
    expect(await live.textContent()).toBe("");
    // Moves made by a script are not spoken either.
    await page.evaluate(() => document.querySelector<Replay>("#long")?.goTo(30));
    await page.evaluate(() => document.querySelector<Replay>("#long")?.updateComplete);
    expect(await live.textContent()).toBe("");
    await page.locator("#long").getByRole("button", { name: "Next move" }).click();
    await expect.poll(() => live.textContent()).toMatch(/^31\. Black .+ from \d+[a-q]/);
    await page.close();
  });

  it('with lang="ja" it speaks Japanese — "1手目 ☗6七𠵇犬、𠵇犬を取る" — even when the list shows western notation', async () => {
    const { page } = await browser.open("/pages/widget.html");
    const id = await page.evaluate(() => {
      const el = document.createElement("daidai-replay");
      el.id = "ja-western";
      el.setAttribute("lang", "ja");
      el.setAttribute("src", "/samples/long-game.pgn");
      document.body.append(el);
      return el.id;
    });
    await page.waitForFunction((sel) => document.querySelector<Replay>(sel)?.dsfen !== "", `#${id}`);
    const live = page.locator(`#${id} [aria-live=polite]`);
    expect(await live.textContent()).toBe("");
    await page.locator(`#${id}`).getByRole("button", { name: "一手進む" }).click();
    // Move 1 of samples/long-game.kif is "６七𠵇犬(0611)", taking White's 𠵇犬: spoken without the
    // origin, plain digits, and what it takes in words (as the English words say it).
    await expect.poll(() => live.textContent()).toBe("1手目 ☗6七𠵇犬、𠵇犬を取る");
    await page.locator(`#${id}`).getByRole("button", { name: "一手進む" }).click();
    await expect.poll(() => live.textContent()).toBe("2手目 ☖同 歩兵、𠵇犬を取る");
    expect(await page.locator(`#${id} button.move`).first().textContent()).toBe("HDx6g");
    await page.close();
  });

  it("speaks a lion's double capture in Japanese words, both captures named, without KIF's origin digits", async () => {
    // Move 148 of the long sample takes two pieces (core says which, independently of the widget).
    const game = replay(longGameMoves());
    const before = replay(longGameMoves().slice(0, 147)).position;
    const details = before.describeMove(game.moves[147] ?? (() => { throw new Error("no move 148"); })());
    expect(details.captures).toHaveLength(2);
    const ranks = ["", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二", "十三", "十四", "十五", "十六", "十七"];
    const spoken = (sq: number): string => {
      const name = squareName(sq);
      const file = /^\d+/.exec(name)?.[0] ?? "";
      return `${file}${ranks[name.charCodeAt(name.length - 1) - 96] ?? ""}`;
    };
    const kanji = (kind: string): string => (KIND_DATA.find((k) => k.code === kind)?.kanji ?? "").split(" / ")[0] ?? "";
    const taken = details.captures.map((c) => `${spoken(c.square)}の${c.piece.promoted ? `成${kanji(c.piece.original)}` : kanji(c.piece.kind)}`).join("と");
    const { page } = await browser.open("/pages/widget.html");
    await page.evaluate(() => {
      const el = document.createElement("daidai-replay");
      el.id = "ja-lion";
      el.setAttribute("lang", "ja");
      el.setAttribute("ply", "147");
      el.setAttribute("src", "/samples/long-game.pgn");
      document.body.append(el);
    });
    await page.waitForFunction(() => document.querySelector<Replay>("#ja-lion")?.dsfen !== "");
    await page.locator("#ja-lion").getByRole("button", { name: "一手進む" }).click();
    const live = page.locator("#ja-lion [aria-live=polite]");
    await expect.poll(() => live.textContent()).toMatch(/^148手目 ☖/);
    const text = (await live.textContent()) ?? "";
    expect(text).toContain(`、${taken}を取る`);
    expect(text).not.toMatch(/[(（]\d|→/);
    await page.close();
  });
});
