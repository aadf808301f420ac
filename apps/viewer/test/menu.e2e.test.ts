// The menu (one button): copy the record as it came or as KIF, PGN or JSON (writers loaded
// on first use), download it, copy a link to the current move that the widget reads back,
// flip; and the time used per move.
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { mainLine, parseRecord } from "@daidai/notation";
import { moveToString } from "@daidai/core";
import { useChromium } from "./support/browser.js";
import { longGameMoves } from "./support/reference.js";

const browser = useChromium();
const pgn = readFileSync(new URL("../samples/long-game.pgn", import.meta.url), "utf8");

beforeAll(async () => {
  await browser.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(inject("baseUrl")).origin });
});

type Replay = HTMLElement & { dsfen: string; ply: number; orientation: string; record: unknown; updateComplete: Promise<boolean> };

async function phonePage(path = "/pages/phone.html"): Promise<{ page: Page; errors: string[] }> {
  const opened = await browser.open(path, { width: 1000 });
  await opened.page.waitForFunction(() => document.querySelector<Replay>("#game")?.dsfen !== "");
  return opened;
}

async function choose(page: Page, item: string): Promise<void> {
  await page.locator("#game").getByRole("button", { name: "More: copy, download, link, flip" }).click();
  await page.locator("#game .menu-items").getByRole("button", { name: item, exact: true }).click();
}

const clipboard = (page: Page): Promise<string> => page.evaluate(() => navigator.clipboard.readText());

describe("the menu", () => {
  it("copies the record as it came, and as KIF, PGN and JSON that read back to the same moves", async () => {
    const requests: string[] = [];
    browser.context.on("request", (r) => requests.push(new URL(r.url()).pathname));
    const { page, errors } = await phonePage();
    // The page (a PGN record) loaded the PGN reader only, and no writer yet.
    const scripts = (): string[] => requests.filter((u) => u.startsWith("/dist/")).sort();
    expect(scripts()).toEqual(["/dist/daidai-viewer-metadata.js", "/dist/daidai-viewer-pgn.js", "/dist/daidai-viewer-rolldown-runtime.js", "/dist/daidai-viewer.js"]);
    const menuButton = page.locator("#game").getByRole("button", { name: "More: copy, download, link, flip" });
    expect(await menuButton.getAttribute("aria-expanded")).toBe("false");
    await choose(page, "Copy the record");
    await expect.poll(() => clipboard(page)).toBe(pgn);
    await expect.poll(() => page.locator("#game p.hover").textContent()).toBe("Copied");
    const expected = longGameMoves();
    for (const format of ["KIF", "PGN", "JSON"]) {
      await page.evaluate(() => navigator.clipboard.writeText(""));
      await choose(page, `Copy as ${format}`);
      await expect.poll(() => clipboard(page)).not.toBe("");
      const text = await clipboard(page);
      const read = parseRecord(text);
      expect(read.format, format).toBe(format.toLowerCase());
      expect(read.diagnostics.filter((d) => d.severity === "error"), format).toEqual([]);
      expect(mainLine(read.record).map((n) => (n.move === null ? "" : moveToString(n.move))), format).toEqual(expected);
    }
    expect(scripts()).toContain("/dist/daidai-viewer-record-writers.js");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("copies a hand-built record object (fields left out) as PGN and KIF", async () => {
    const { page, errors } = await phonePage();
    await page.evaluate(async () => {
      const el = document.querySelector("#game") as Replay;
      // 9l9k 9f9g as plain squares (index = rank × 17 + 17 − file; see core's geometry).
      const sq = (file: number, rank: string): number => (rank.charCodeAt(0) - 97) * 17 + (17 - file);
      const second = { move: { from: sq(9, "f"), to: sq(9, "g"), via: [] }, children: [] };
      el.record = { startDsfen: null, metadata: { black: "Hand", white: "Built" }, root: { move: null, children: [{ move: { from: sq(9, "l"), to: sq(9, "k"), via: [] }, children: [second] }] } };
      await el.updateComplete;
    });
    await expect.poll(() => page.evaluate(() => (document.querySelector("#game") as unknown as { lineLength: number }).lineLength)).toBe(2);
    for (const format of ["PGN", "KIF"]) {
      await page.evaluate(() => navigator.clipboard.writeText(""));
      await choose(page, `Copy as ${format}`);
      await expect.poll(() => clipboard(page)).not.toBe("");
      const read = parseRecord(await clipboard(page));
      expect(read.format, format).toBe(format.toLowerCase());
      expect(read.diagnostics.filter((d) => d.severity === "error"), format).toEqual([]);
      expect(read.record.metadata.black, format).toBe("Hand");
      expect(mainLine(read.record).map((n) => (n.move === null ? "" : moveToString(n.move))), format).toEqual(["9l9k", "9f9g"]);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it("downloads the record as it came", async () => {
    const { page, errors } = await phonePage();
    const download = page.waitForEvent("download");
    await choose(page, "Download the record");
    const file = await download;
    expect(file.suggestedFilename()).toBe("game.pgn");
    const path = await file.path();
    expect(readFileSync(path, "utf8")).toBe(pgn);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("copies a link to the current move, which opens the widget at that move", async () => {
    const { page, errors } = await phonePage();
    await choose(page, "Copy a link to this move");
    await expect.poll(() => clipboard(page)).toMatch(/#daidai-ply=65$/);
    const link = await clipboard(page);
    expect(link.split("#")[0]).toBe(page.url().split("#")[0]);
    const other = await browser.open(new URL(link).pathname + "#daidai-ply=123", { width: 1000 });
    await other.page.waitForFunction(() => document.querySelector<Replay>("#game")?.dsfen !== "");
    expect(await other.page.evaluate(() => document.querySelector<Replay>("#game")?.ply)).toBe(123);
    // Following such a link within the page moves the widget too.
    await other.page.evaluate(() => {
      location.hash = "daidai-ply=7";
    });
    await expect.poll(() => other.page.evaluate(() => document.querySelector<Replay>("#game")?.ply)).toBe(7);
    expect(errors).toEqual([]);
    await other.page.close();
    await page.close();
  });

  it("flips the board, and Escape closes the menu back onto its button", async () => {
    const { page } = await phonePage();
    await choose(page, "Flip board");
    expect(await page.evaluate(() => document.querySelector<Replay>("#game")?.orientation)).toBe("white");
    await page.locator("#game").getByRole("button", { name: "More: copy, download, link, flip" }).click();
    expect(await page.locator("#game .menu-items").count()).toBe(1);
    await page.keyboard.press("Escape");
    expect(await page.locator("#game .menu-items").count()).toBe(0);
    const focused = await page.evaluate(() => document.querySelector("#game")?.shadowRoot?.activeElement?.getAttribute("aria-haspopup"));
    expect(focused).toBe("true");
    await page.close();
  });
});

describe("time used", () => {
  it("shows the time of the current move and each side's total when the record has times", async () => {
    const { page } = await phonePage();
    const text = await page.evaluate(async () => {
      const el = document.querySelector("#game") as Replay & { goTo(t: number): boolean; load(t: string): Promise<void> };
      await el.load("#KIF version=2.0 encoding=UTF-8\n手合割：大大将棋\n手数----指手---------消費時間--\n   1 ９十一歩兵(0912)   ( 0:12/00:00:12)\n   2 ９七歩兵(0906)   ( 1:05/00:01:05)\n   3 ８十一歩兵(0812)   ( 0:30/00:00:42)\n");
      await el.updateComplete;
      el.goTo(3);
      await el.updateComplete;
      const at3 = el.shadowRoot?.querySelector("[part=clock]")?.textContent ?? "";
      el.goTo(2);
      await el.updateComplete;
      return { at3, at2: el.shadowRoot?.querySelector("[part=clock]")?.textContent ?? "" };
    });
    expect(text.at3).toBe("Time used: 0:30 · ☗ 0:42 · ☖ 1:05");
    expect(text.at2).toBe("Time used: 1:05 · ☗ 0:12 · ☖ 1:05");
    // A record without times shows no clock line.
    await page.evaluate(async () => {
      const el = document.querySelector("#game") as Replay & { load(t: string): Promise<void> };
      await el.load("9l9k 9f9g");
      await el.updateComplete;
    });
    expect(await page.locator("#game [part=clock]").count()).toBe(0);
    await page.close();
  });
});
