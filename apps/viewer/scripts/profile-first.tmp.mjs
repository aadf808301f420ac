import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS } from "./chromium.mjs";
import { startServer } from "./static-server.mjs";
const root = new URL("..", import.meta.url).pathname;
const which = process.argv[2] ?? "new";
const server = await startServer({ routes: [["/old/", "/tmp/vux/old-dist"], ["/new/", "/tmp/vux/new-dist"], ["/samples/", join(root, "samples")], ["/pages/", join(root, "test/pages")], ["/ab/", "/tmp/vux/abpages"]] });
const agg = new Map(); let total = 0; const ms = [];
for (let i = 0; i < 3; i++) {
  const profile = mkdtempSync(join(tmpdir(), "prof-chromium-"));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  const page = await context.newPage();
  await page.goto(`${server.url}ab/${which}.html`);
  await page.waitForFunction(() => typeof globalThis.measureFirst === "function");
  await page.waitForTimeout(1000);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Profiler.enable"); await cdp.send("Profiler.setSamplingInterval", { interval: 100 }); await cdp.send("Profiler.start");
  const r = await page.evaluate(() => globalThis.measureFirst("/samples/long-game.dsfen"));
  ms.push(r.firstRenderMs);
  const { profile: p } = await cdp.send("Profiler.stop");
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const dt = p.timeDeltas; 
  for (let k = 0; k < p.samples.length; k++) { const n = byId.get(p.samples[k]); const f = n.callFrame; const key = `${f.functionName || "(anon)"} ${f.url.split("/").pop()}:${f.lineNumber}:${f.columnNumber}`; agg.set(key, (agg.get(key) ?? 0) + (dt[k] ?? 0) / 1000); total += (dt[k] ?? 0) / 1000; }
  await context.close(); rmSync(profile, { recursive: true, force: true });
}
await server.close();
console.log(which, "first render", ms.map((x) => x.toFixed(0)).join(" "), "profile total ms/3", (total / 3).toFixed(0));
for (const [k, v] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log((v / 3).toFixed(1).padStart(7), k);
