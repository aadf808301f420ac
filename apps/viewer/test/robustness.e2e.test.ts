// Robustness: attribute changes that arrive together, removing src, texts that are not
// records (an HTML page served as .kif, a 10 MB file) and bad attribute values.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useChromium } from "./support/browser.js";
import { longGameMoves, replay } from "./support/reference.js";

const browser = useChromium();
const game = replay(longGameMoves());

type Replay = HTMLElement & { dsfen: string; ply: number; notation: string; problems: readonly { message: string }[]; updateComplete: Promise<boolean> };

async function blank(): Promise<{ page: Page; errors: string[] }> {
  const opened = await browser.open("/pages/csp.html");
  await opened.page.waitForFunction(() => customElements.get("daidai-replay") !== undefined);
  return opened;
}

/** Adds a replay of the long sample and waits until it is loaded. */
async function addLong(page: Page, id: string, attributes: Record<string, string> = {}): Promise<void> {
  await page.evaluate(
    ([elId, attrs]) => {
      const el = document.createElement("daidai-replay");
      el.id = elId;
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
      el.setAttribute("src", "/samples/long-game.pgn");
      document.body.append(el);
    },
    [id, attributes] as const,
  );
  await page.waitForFunction((sel) => document.querySelector<Replay>(sel)?.dsfen !== "", `#${id}`);
}

describe("attribute changes", () => {
  it("a ply changed together with the notation is not lost, in either order", async () => {
    const { page, errors } = await blank();
    await addLong(page, "both", { ply: "5" });
    for (const [first, ply, notation] of [
      ["ply", 40, "japanese"],
      ["notation", 77, "western"],
    ] as const) {
      const shown = await page.evaluate(
        async ([order, p, n]) => {
          const el = document.querySelector("#both") as Replay;
          if (order === "ply") {
            el.setAttribute("ply", String(p));
            el.setAttribute("notation", n);
          } else {
            el.setAttribute("notation", n);
            el.setAttribute("ply", String(p));
          }
          await el.updateComplete;
          return { ply: el.ply, dsfen: el.dsfen, label: el.shadowRoot?.querySelector('button.move[aria-current="step"]')?.textContent ?? "" };
        },
        [first, ply, notation] as const,
      );
      expect(shown.ply).toBe(ply);
      expect(shown.dsfen).toBe(game.dsfens[ply]);
      expect(shown.label).toMatch(notation === "japanese" ? /[一二三四五六七八九十同]/ : /^[A-Z]/);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it("removing src clears the record and fetches nothing", async () => {
    const { page, errors } = await blank();
    const requests: string[] = [];
    page.on("request", (r) => requests.push(new URL(r.url()).pathname));
    await addLong(page, "gone");
    await page.evaluate(async () => {
      const el = document.querySelector("#gone") as Replay;
      el.removeAttribute("src");
      await el.updateComplete;
    });
    await expect.poll(() => page.locator("#gone [part=error]").textContent()).toContain("No game record given");
    expect(await page.locator("#gone daidai-board").count()).toBe(0);
    expect(await page.evaluate(() => document.querySelector<Replay>("#gone")?.dsfen)).toBe("");
    expect(requests.filter((p) => p.endsWith("/null") || p.endsWith("/undefined"))).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('bad values (ply="abc", orientation="up", …) are ignored with a console warning', async () => {
    const { page, errors } = await blank();
    const warnings: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "warning") warnings.push(m.text());
    });
    await addLong(page, "bad", { ply: "12" });
    const after = await page.evaluate(async () => {
      const el = document.querySelector("#bad") as Replay & { orientation: string; interval: number };
      el.setAttribute("ply", "abc");
      el.setAttribute("orientation", "up");
      el.setAttribute("interval", "-5");
      await el.updateComplete;
      return { ply: el.ply, orientation: el.orientation, interval: el.interval, dsfen: el.dsfen };
    });
    expect(after).toEqual({ ply: 12, orientation: "black", interval: 1500, dsfen: game.dsfens[12] });
    expect(warnings).toEqual([
      '<daidai-replay>: ignored ply="abc" (expected a whole number ≥ 0)',
      '<daidai-replay>: ignored interval="-5" (expected milliseconds > 0)',
      '<daidai-replay>: ignored orientation="up" (expected black or white)',
    ]);
    // A bad value from the start falls back to the default.
    await addLong(page, "bad-start", { ply: "x" });
    expect(await page.evaluate(() => document.querySelector<Replay>("#bad-start")?.ply)).toBe(0);
    // The test page counts warnings as errors: exactly the four above.
    expect(errors).toHaveLength(4);
    await page.close();
  });
});

describe("texts that are not records", () => {
  it("an HTML page served as .kif gets one message: this is not a game record", async () => {
    const { page } = await blank();
    const shown = await page.evaluate(async () => {
      const el = document.createElement("daidai-replay") as Replay;
      const failed = new Promise<{ message: string }>((resolve) => {
        el.addEventListener("daidai-error", (e) => {
          resolve((e as CustomEvent<{ message: string }>).detail);
        });
      });
      el.setAttribute("src", "/pages/not-a-record.kif");
      document.body.append(el);
      const detail = await failed;
      await el.updateComplete;
      const root = el.shadowRoot;
      return { event: detail.message, error: root?.querySelector("[part=error]")?.textContent ?? "", items: root?.querySelectorAll("[part=diagnostics] li").length ?? -1, boards: root?.querySelectorAll("daidai-board").length };
    });
    expect(shown.error).toBe("This is not a game record.");
    expect(shown.event).toBe(shown.error);
    expect(shown.items).toBe(0);
    expect(shown.boards).toBe(0);
    await page.close();
  });

  it("a text with no move and only lines not understood gets one message with the first problem, not a list", async () => {
    const { page } = await blank();
    const shown = await page.evaluate(async () => {
      const el = document.createElement("daidai-replay") as Replay & { load(t: string, f?: string): Promise<void> };
      document.body.append(el);
      await el.load(Array.from({ length: 30 }, (_, i) => `line ${String(i)} of some text`).join("\n"), "kif");
      await el.updateComplete;
      const root = el.shadowRoot;
      return { error: root?.querySelector("[part=error]")?.textContent ?? "", items: root?.querySelectorAll("[part=diagnostics] li").length ?? -1, problems: el.problems.length };
    });
    expect(shown.error).toMatch(/^This is not a game record\. \(line 1: /);
    expect(shown.items).toBe(0);
    expect(shown.problems).toBeGreaterThan(20);
    await page.close();
  });

  it("a 10 MB text that is not a record (served as .dsfen) is read in the worker and gets one message", async () => {
    const requests: string[] = [];
    const { page, errors } = await blank();
    page.on("request", (r) => requests.push(new URL(r.url()).pathname));
    const shown = await page.evaluate(async () => {
      const el = document.createElement("daidai-replay") as Replay;
      const events: string[] = [];
      const failed = new Promise<string>((resolve) => {
        el.addEventListener("daidai-error", (e) => {
          events.push("error");
          resolve((e as CustomEvent<{ message: string }>).detail.message);
        });
      });
      el.setAttribute("src", "/generated/big.dsfen");
      document.body.append(el);
      const message = await failed;
      await el.updateComplete;
      const root = el.shadowRoot;
      return { message, events, error: root?.querySelector("[part=error]")?.textContent ?? "", items: root?.querySelectorAll("[part=diagnostics] li").length ?? -1 };
    });
    expect(shown.message).toMatch(/^This is not a game record\. \(line 1: /);
    expect(shown.error).toBe(shown.message);
    expect(requests).toContain("/dist/daidai-reader-worker.js");
    expect(shown.events).toEqual(["error"]);
    expect(shown.items).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a text over 16 MB is refused before reading, with its size in the message", async () => {
    const { page } = await blank();
    const shown = await page.evaluate(async () => {
      const el = document.createElement("daidai-replay") as Replay & { load(t: string): Promise<void> };
      document.body.append(el);
      await el.load(`1. 9l9k {${"x".repeat(16_000_000)}} *`);
      await el.updateComplete;
      return el.shadowRoot?.querySelector("[part=error]")?.textContent ?? "";
    });
    expect(shown).toMatch(/^This text is too large for a game record \(16\.0 MB; the widget reads up to 16\.0 MB\)\.$/);
    await page.close();
  });
});

describe("a long record is read off the page's thread", () => {
  it("when the worker file cannot be loaded, a long record is read on the page's thread instead", async () => {
    const { page, errors } = await blank();
    let refused = 0;
    await page.route("**/daidai-reader-worker.js", (route) => {
      refused++;
      return route.fulfill({ status: 404, body: "" });
    });
    const plies = await page.evaluate(async () => {
      const el = document.createElement("daidai-replay") as Replay & { load(t: string): Promise<void>; lineLength: number };
      document.body.append(el);
      await el.load(`[Event "long comment"]\n\n1. 9l9k {${"a long comment ".repeat(10_000)}} 9f9g 2. 8l8k *\n`);
      return el.lineLength;
    });
    expect(refused).toBe(1);
    expect(plies).toBe(3);
    // The failed worker script is the browser's own console error; nothing else.
    expect(errors.filter((e) => !e.includes("daidai-reader-worker"))).toEqual([]);
    await page.close();
  });

  it("the classic-script bundle starts the same worker from next to its script", async () => {
    const requests: string[] = [];
    const { page, errors } = await browser.open("/pages/iife.html");
    page.on("request", (r) => requests.push(new URL(r.url()).pathname));
    const plies = await page.evaluate(async () => {
      await customElements.whenDefined("daidai-replay");
      const el = document.querySelector("#classic") as Replay & { load(t: string): Promise<void>; lineLength: number };
      await el.load(`[Event "long comment"]\n\n1. 9l9k {${"a long comment ".repeat(10_000)}} 9f9g 2. 8l8k *\n`);
      return el.lineLength;
    });
    expect(plies).toBe(3);
    expect(requests).toEqual(["/dist/daidai-reader-worker.js"]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("timers keep firing while a 4 MB record is read, and the record arrives whole", async () => {
    const requests: string[] = [];
    const { page, errors } = await blank();
    page.on("request", (r) => requests.push(new URL(r.url()).pathname));
    const result = await page.evaluate(async () => {
      const el = document.createElement("daidai-replay") as Replay & { load(t: string): Promise<void>; lineLength: number };
      document.body.append(el);
      await el.updateComplete;
      const comment = "a long comment ".repeat(270_000);
      const events: string[] = [];
      el.addEventListener("daidai-load", () => events.push("load"));
      el.addEventListener("daidai-error", () => events.push("error"));
      // A chain of 20 timers: each runs only when the page's thread is free. Reading this
      // text takes far longer than 20 timer turns, so on the page's thread it would end
      // before the chain does.
      const ticking = new Promise<void>((resolve) => {
        let ticks = 0;
        const tick = (): void => {
          ticks++;
          if (ticks === 20) {
            events.push("20 timers");
            resolve();
          } else setTimeout(tick, 0);
        };
        setTimeout(tick, 0);
      });
      const loading = el.load(`[Event "long comment"]\n\n1. 9l9k {${comment}} 9f9g *\n`);
      await el.updateComplete;
      const meanwhile = el.shadowRoot?.querySelector("[part=error]")?.textContent ?? "";
      await Promise.all([loading, ticking]);
      (el as unknown as { goTo(t: number): boolean }).goTo(1);
      await el.updateComplete;
      return { events, meanwhile, plies: el.lineLength, comment: el.shadowRoot?.querySelector("[part=comment]")?.textContent ?? "", expected: comment };
    });
    expect(result.events).toEqual(["20 timers", "load"]);
    expect(result.meanwhile).toBe("Loading the game record…");
    expect(result.plies).toBe(2);
    expect(result.comment === result.expected).toBe(true);
    expect(requests).toContain("/dist/daidai-reader-worker.js");
    expect(errors).toEqual([]);
    await page.close();
  });
});
