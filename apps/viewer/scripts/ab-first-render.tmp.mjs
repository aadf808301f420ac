// Temporary: first render of the 500-ply record, old vs new bundle, alternating fresh browsers.
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS } from "./chromium.mjs";
import { startServer } from "./static-server.mjs";
const root = new URL("..", import.meta.url).pathname;
const rounds = Number(process.argv[2] ?? 8);
const record = process.argv[3] ?? "/samples/long-game.dsfen";
const server = await startServer({ routes: [["/old/", "/tmp/vux/old-dist"], ["/new/", "/tmp/vux/new-dist"], ["/samples/", join(root, "samples")], ["/pages/", join(root, "test/pages")], ["/ab/", "/tmp/vux/abpages"]] });
const res = { old: [], new: [] };
console.log("load before", loadavg().map((l) => l.toFixed(2)).join(" "));
for (let i = 0; i < rounds; i++) {
  for (const which of i % 2 === 0 ? ["old", "new"] : ["new", "old"]) {
    const profile = mkdtempSync(join(tmpdir(), "ab-chromium-"));
    const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}ab/${which}.html`);
      await page.waitForFunction(() => typeof globalThis.measureFirst === "function");
      await page.waitForTimeout(1000);
      const t = await page.evaluate(async () => { const t0 = performance.now(); await fetch("/samples/long-game.dsfen?x"); return performance.now() - t0; });
      const r = await page.evaluate((url) => globalThis.measureFirst(url), record);
      res[which].push(r.firstRenderMs);
      const r2 = await page.evaluate((url) => globalThis.measureFirst(url), record);
      (res[which + "2"] ??= []).push(r2.firstRenderMs);
      (res[which + "f"] ??= []).push(t);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }
}
await server.close();
const med = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
const ratios = res.new.map((n, i) => n / res.old[i]);
console.log("old", res.old.map((x) => x.toFixed(0)).join(" "), "median", med(res.old).toFixed(1));
console.log("new", res.new.map((x) => x.toFixed(0)).join(" "), "median", med(res.new).toFixed(1));
for (const k of ["old2", "new2", "oldf", "newf"]) console.log(k, res[k].map((x) => x.toFixed(0)).join(" "), "median", med(res[k]).toFixed(1));
console.log("pairwise new/old median", med(ratios).toFixed(2), "load after", loadavg().map((l) => l.toFixed(2)).join(" "));
