import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS } from "/work/wt-viewer-ux/apps/viewer/scripts/chromium.mjs";
import { startServer } from "/work/wt-viewer-ux/apps/viewer/scripts/static-server.mjs";
const root = "/work/wt-viewer-ux/apps/viewer/";
const server = await startServer({ routes: [["/new/", "/tmp/vux/new-dist"], ["/samples/", join(root, "samples")], ["/pages/", join(root, "test/pages")], ["/ab/", "/tmp/vux/abpages"]] });
for (let i = 0; i < 4; i++) {
  const profile = mkdtempSync(join(tmpdir(), "probe-"));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  const page = await context.newPage();
  await page.goto(`${server.url}ab/new.html`);
  await page.waitForFunction(() => typeof globalThis.measureFirst === "function");
  await page.waitForTimeout(1000);
  const r = await page.evaluate(async () => {
    const t0 = performance.now();
    await import("/new/daidai-viewer-dsfen.js");
    const t1 = performance.now();
    const m = await globalThis.measureFirst("/samples/long-game.dsfen");
    return { importMs: t1 - t0, first: m.firstRenderMs };
  });
  console.log(JSON.stringify(r));
  await context.close(); rmSync(profile, { recursive: true, force: true });
}
await server.close();
