/* global document -- the callbacks passed to page.evaluate run in the browser */
// Development aid: builds the bundles, serves them with the test pages and saves the
// screenshots worth looking at after a change of the widget's look:
//   phone inline 390×844, phone enlarged view, desktop, dark page, Japanese, Japanese on a
//   phone, keyboard only (focus on the move list), the menu open, the strict-CSP page with
//   both bundles twice, a long record being read in the worker, a text that is no record.
// Usage: node scripts/shots.mjs <output folder>
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { build } from "vite";
import { CHROMIUM, CHROMIUM_ARGS } from "./chromium.mjs";
import { startServer } from "./static-server.mjs";

const outDir = resolve(process.argv[2] ?? "shots");
mkdirSync(outDir, { recursive: true });
const root = fileURLToPath(new URL("..", import.meta.url));
const dist = mkdtempSync(join(tmpdir(), "daidai-shots-"));
process.env.NODE_ENV = "production";
await build({ root, configFile: join(root, "vite.config.ts"), mode: "production", logLevel: "warn", build: { outDir: dist, emptyOutDir: true } });
await build({ root, configFile: join(root, "vite.reader.config.ts"), mode: "production", logLevel: "warn", build: { outDir: dist, emptyOutDir: false } });
const server = await startServer({
  routes: [
    ["/dist/", dist],
    ["/samples/", join(root, "samples")],
    ["/pages/", join(root, "test/pages")],
  ],
});
const profile = mkdtempSync(join(tmpdir(), "daidai-shots-chromium-"));
const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });

/** Opens a page at a viewport size and waits until the widget shows its record. */
async function open(path, width, height, setup = async () => {}) {
  const page = await context.newPage();
  await page.setViewportSize({ width, height });
  page.on("pageerror", (e) => console.log("pageerror:", e.message));
  await page.goto(`${server.url}${path}`);
  await setup(page);
  await page.waitForFunction(() => Array.from(document.querySelectorAll("daidai-replay")).every((el) => el.dsfen !== "" || el.problems.length > 0));
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
  return page;
}

try {
  let page = await open("pages/phone.html", 390, 844);
  await page.locator("#game").scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(outDir, "phone-inline.png") });
  await page.locator("#game daidai-board").first().click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: join(outDir, "phone-enlarged.png") });
  await page.close();

  page = await open("pages/phone.html", 1200, 900);
  await page.locator("#game").screenshot({ path: join(outDir, "desktop.png") });
  await page.close();

  page = await open("pages/phone.html", 1200, 900, async (p) => {
    await p.evaluate(() => document.body.classList.add("dark"));
  });
  await page.locator("#game").screenshot({ path: join(outDir, "dark-page.png") });
  await page.evaluate(() => document.querySelector("#game").setAttribute("theme", "dark"));
  await page.waitForTimeout(200);
  await page.locator("#game").screenshot({ path: join(outDir, "dark-theme.png") });
  await page.close();

  page = await open("pages/phone.html", 1200, 900, async (p) => {
    await p.evaluate(() => {
      const el = document.querySelector("#game");
      el.setAttribute("lang", "ja");
      el.setAttribute("notation", "japanese");
      el.setAttribute("src", "/samples/long-game.kif");
    });
  });
  await page.locator("#game").screenshot({ path: join(outDir, "ja.png") });
  await page.close();

  page = await open("pages/phone.html", 390, 844, async (p) => {
    await p.evaluate(() => {
      const el = document.querySelector("#game");
      el.setAttribute("lang", "ja");
      el.setAttribute("notation", "japanese");
      el.setAttribute("src", "/samples/long-game.kif");
    });
  });
  await page.locator("#game").scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(outDir, "ja-phone.png") });
  await page.close();

  // Keyboard only: Tab from the link before the widget to the move list, then → twice.
  page = await open("pages/phone.html", 1200, 900);
  await page.locator("#before").focus();
  let tabs = 0;
  while (tabs < 20 && !(await page.evaluate(() => document.querySelector("#game")?.shadowRoot?.activeElement?.classList.contains("move") ?? false))) {
    await page.keyboard.press("Tab");
    tabs++;
  }
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.waitForTimeout(300);
  await page.locator("#game").screenshot({ path: join(outDir, "keyboard.png") });
  console.log(`keyboard: ${String(tabs)} Tab presses from the link before the widget to its move list`);
  await page.locator("#game").getByRole("button", { name: "More: copy, download, link, flip" }).click();
  await page.waitForTimeout(300);
  await page.locator("#game").screenshot({ path: join(outDir, "menu.png") });
  await page.close();

  page = await open("pages/csp.html", 1000, 900);
  await page.screenshot({ path: join(outDir, "csp.png"), fullPage: true });
  await page.close();

  // A 4 MB record read in the worker: the message meanwhile, then the record.
  page = await open("pages/phone.html", 1000, 900);
  await page.evaluate(() => {
    const el = document.querySelector("#game");
    void el.load(`[Event "long comment"]\n\n1. 9l9k {${"a long comment ".repeat(270_000)}} 9f9g *\n`);
  });
  await page.waitForTimeout(50);
  await page.locator("#game").screenshot({ path: join(outDir, "long-text-reading.png") });
  await page.evaluate(() => {
    const el = document.querySelector("#game");
    void el.load("<!doctype html><html><body>404 Not Found</body></html>");
  });
  await page.waitForTimeout(300);
  await page.locator("#game").screenshot({ path: join(outDir, "not-a-record.png") });
  await page.close();
  console.log(`wrote screenshots to ${outDir}`);
} finally {
  await context.close();
  await server.close();
  rmSync(profile, { recursive: true, force: true });
  rmSync(dist, { recursive: true, force: true });
}
