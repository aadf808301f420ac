// `engine-src` and `reader-src` on <daidai-replay>, in Chromium under the strict-CSP page: the
// workers start from the URLs given (a host that serves the worker files elsewhere), and a
// wrong engine URL is named in the message. (Apps whose bundler emits the workers are tested
// by the release gate's apps step, scripts/release/app-fixtures.mjs.)
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useChromium } from "./support/browser.js";

const browser = useChromium();

type Replay = HTMLElement & { lineLength: number; load(text: string): Promise<void> };

/** The replay page with the workers it starts listed. */
async function openPage(): Promise<{ page: Page; workers: string[] }> {
  const { page } = await browser.open("/pages/replay-analysis.html", { width: 1200 });
  const workers: string[] = [];
  page.on("worker", (w) => workers.push(w.url()));
  await page.waitForFunction(() => (document.querySelector<Replay>("#game")?.lineLength ?? 0) > 0);
  return { page, workers };
}

/** The engine section's text of the replay's analysis board. */
function engineText(page: Page): Promise<string> {
  return page.evaluate(() => document.querySelector("#game")?.shadowRoot?.querySelector("daidai-analysis")?.shadowRoot?.querySelector(".engine")?.textContent ?? "");
}

async function analyse(page: Page, engineSrc: string): Promise<void> {
  await page.evaluate((src) => document.querySelector("#game")?.setAttribute("engine-src", src), engineSrc);
  await page.locator("#game button.analyse").click();
  await page.locator("#game daidai-analysis button.analyse").click();
}

describe("<daidai-replay engine-src reader-src>", () => {
  it("starts the engine from engine-src", async () => {
    const { page, workers } = await openPage();
    await analyse(page, "/dist/daidai-engine-worker.js?from=engine-src");
    await expect.poll(() => engineText(page), { timeout: 60_000 }).toMatch(/depth \d+/);
    expect(workers.map((u) => new URL(u).pathname + new URL(u).search)).toContain("/dist/daidai-engine-worker.js?from=engine-src");
    expect(workers.some((u) => !u.includes("from=engine-src"))).toBe(false);
  });

  it("names a wrong engine-src in the message", async () => {
    const { page } = await openPage();
    await analyse(page, "/dist/no-such-engine.js");
    await expect.poll(() => engineText(page), { timeout: 60_000 }).toContain("could not start (/dist/no-such-engine.js)");
  });

  it("reads a long record in the worker of reader-src", async () => {
    const { page, workers } = await openPage();
    const lineLength = await page.evaluate(async () => {
      const pgn = await (await fetch("/samples/long-game.pgn")).text();
      // Comments past the 64 K characters from which a text is read in a worker.
      const text = pgn.replace(/\b(\d+\.\s+\S+)/g, (move) => `${move} {${"a comment to make the record long ".repeat(10)}}`);
      if (text.length < 70_000) throw new Error(`only ${String(text.length)} characters`);
      const replay = document.createElement("daidai-replay") as Replay;
      replay.setAttribute("reader-src", "/dist/daidai-reader-worker.js?from=reader-src");
      document.body.append(replay);
      await replay.load(text);
      return replay.lineLength;
    });
    expect(lineLength).toBe(500);
    expect(workers.map((u) => new URL(u).pathname + new URL(u).search)).toEqual(["/dist/daidai-reader-worker.js?from=reader-src"]);
  });
});
