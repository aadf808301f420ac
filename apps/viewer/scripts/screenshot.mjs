// Development aid: serves the viewer with Vite and saves a screenshot of a page.
// Usage: node scripts/screenshot.mjs <page path> <out.png> [viewport width] [color scheme] [selector]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { createServer } from "vite";
import { CHROMIUM, CHROMIUM_ARGS } from "./chromium.mjs";

const [pagePath = "/", out = "shot.png", width = "1000", scheme = "light", selector = ""] = process.argv.slice(2);
const root = fileURLToPath(new URL("..", import.meta.url));
const server = await createServer({ root, logLevel: "error", server: { port: 0, host: "127.0.0.1" } });
await server.listen();
const address = server.httpServer?.address();
const profile = mkdtempSync(join(tmpdir(), "daidai-shot-"));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM,
  headless: true,
  args: CHROMIUM_ARGS,
  viewport: { width: Number(width), height: 800 },
  colorScheme: scheme === "dark" ? "dark" : "light",
});
try {
  const page = await context.newPage();
  page.on("console", (m) => console.log("console:", m.text()));
  page.on("pageerror", (e) => console.log("pageerror:", e.message));
  await page.goto(`http://127.0.0.1:${address.port}${pagePath}`);
  await page.waitForTimeout(1500);
  if (selector !== "") await page.locator(selector).first().screenshot({ path: out });
  else await page.screenshot({ path: out, fullPage: true });
  console.log(`wrote ${out}`);
} finally {
  await context.close();
  await server.close();
  rmSync(profile, { recursive: true, force: true });
}
