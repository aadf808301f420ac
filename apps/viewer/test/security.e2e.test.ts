// Security and embedding: a strict Content-Security-Policy page that includes both bundles
// twice, the classic script loaded in <head>, and hostile records that must render inertly.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useChromium } from "./support/browser.js";

const browser = useChromium();

const violations = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

describe("strict CSP, both bundles included twice", () => {
  it("renders without violations or errors", async () => {
    const { page, errors } = await browser.open("/pages/csp.html");
    const response = await page.request.get(page.url());
    expect(response.headers()["content-security-policy"]).toContain("script-src 'self'");
    expect(response.headers()["content-security-policy"]).not.toContain("unsafe");
    await page.waitForFunction(() => (document.querySelector<HTMLElement & { dsfen: string }>("#csp"))?.dsfen !== "");
    expect(await page.locator("#csp daidai-board rect.sq").count()).toBe(289);
    expect(await page.locator("#board rect.sq").count()).toBe(289);
    expect(await page.locator("#board rect.check").count()).toBe(1);
    // Styles applied (adopted style sheets are allowed by style-src 'self'): the board has its colour.
    const fill = await page.locator("#board rect.frame").evaluate((r) => getComputedStyle(r).fill);
    expect(fill).not.toBe("rgb(0, 0, 0)");
    await page.locator("#csp").getByRole("button", { name: "Next move" }).click();
    expect(await page.evaluate(() => (document.querySelector("#csp") as HTMLElement & { ply: number }).ply)).toBe(3);
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the classic script in <head> upgrades elements and reads their inline records", async () => {
    const { page, errors } = await browser.open("/pages/iife.html");
    await page.waitForFunction(() => (document.querySelector<HTMLElement & { dsfen: string }>("#classic"))?.dsfen !== "");
    expect(await page.evaluate(() => (document.querySelector("#classic") as HTMLElement & { lineLength: number }).lineLength)).toBe(2);
    expect(await page.evaluate(() => typeof (window as unknown as { DaidaiViewer?: { DaidaiReplay?: unknown } }).DaidaiViewer?.DaidaiReplay)).toBe("function");
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("the README snippets", () => {
  it("work in a plain HTML page without a build step", async () => {
    const { page, errors } = await browser.open("/pages/readme.html");
    await page.waitForFunction(() => ["#first", "#second"].every((id) => (document.querySelector<HTMLElement & { dsfen: string }>(id))?.dsfen !== ""));
    const lengths = await page.evaluate(() => ["#first", "#second"].map((id) => (document.querySelector(id) as HTMLElement & { lineLength: number; ply: number }).lineLength));
    expect(lengths).toEqual([40, 3]);
    expect(await page.evaluate(() => (document.querySelector("#second") as HTMLElement & { ply: number }).ply)).toBe(3);
    expect(await page.locator("#second button.move").allTextContents()).toEqual(["P-8k", "P-10g", "HDx12g"]);
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

const HOSTILE = '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=1"><a href="javascript:window.__pwned=1">x</a>';

describe("hostile records render inertly", () => {
  it("markup in tags, comments and record text is shown as text", async () => {
    const { page, errors } = await browser.open("/pages/csp.html");
    await page.waitForFunction(() => customElements.get("daidai-replay") !== undefined);
    const pgn = [
      `[Event "${HOSTILE.replace(/"/g, "'")}"]`,
      `[Black "javascript:window.__pwned=1"]`,
      `[White "<img src=x onerror=alert(1)>"]`,
      "",
      `1. P-8k {${HOSTILE}} P-10g *`,
    ].join("\n");
    const json = JSON.stringify({
      format: "daidai-record",
      version: 1,
      metadata: { event: HOSTILE, black: HOSTILE, white: "javascript:alert(1)", rules: {}, tags: { Site: HOSTILE } },
      start: null,
      moves: [{ move: "9l9k", comments: [HOSTILE] }],
    });
    const result = await page.evaluate(
      async ([a, b, c]) => {
        const out: { text: string; elements: string[] }[] = [];
        for (const text of [a, b, c]) {
          const el = document.createElement("daidai-replay") as HTMLElement & { load(t: string): Promise<void>; goTo(t: number): void; updateComplete: Promise<boolean> };
          document.body.append(el);
          await el.load(text ?? "");
          el.goTo(1);
          await el.updateComplete;
          const root = el.shadowRoot;
          out.push({
            text: root?.textContent ?? "",
            elements: Array.from(root?.querySelectorAll("script, img, a, iframe, object, [onerror], [onclick], [href]") ?? []).map((e) => e.outerHTML),
          });
        }
        await new Promise((r) => setTimeout(r, 200));
        return { out, pwned: (window as unknown as { __pwned?: number }).__pwned };
      },
      [pgn, json, HOSTILE],
    );
    expect(result.pwned).toBeUndefined();
    for (const r of result.out) expect(r.elements).toEqual([]);
    expect(result.out[0]?.text).toContain("<script>window.__pwned=1</script>");
    expect(result.out[1]?.text).toContain('<img src=x onerror="window.__pwned=1">');
    expect(result.out[2]?.text.length).toBeGreaterThan(0);
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a 10 MB hostile file ends in a message, not a hang or a blank box", async () => {
    const { page, errors } = await browser.open("/pages/csp.html");
    await page.waitForFunction(() => customElements.get("daidai-replay") !== undefined);
    const started = Date.now();
    const detail = await page.evaluate(async () => {
      const el = document.createElement("daidai-replay") as HTMLElement & { updateComplete: Promise<boolean> };
      el.id = "big";
      const done = new Promise<{ message: string; count: number }>((resolve) => {
        el.addEventListener("daidai-error", (e) => {
          const d = (e as CustomEvent<{ message: string; diagnostics: unknown[] }>).detail;
          resolve({ message: d.message, count: d.diagnostics.length });
        });
      });
      el.setAttribute("src", "/generated/big.dsfen");
      document.body.append(el);
      const d = await done;
      await el.updateComplete;
      return { ...d, shown: el.shadowRoot?.querySelector("[part=diagnostics], [part=error]")?.textContent ?? "" };
    });
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(detail.count).toBeGreaterThan(0);
    expect(detail.shown.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator("#big img, #big script").count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
