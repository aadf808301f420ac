// Benchmark (development aid, never a test): first render and one step of <daidai-replay>,
// side by side for two or more builds, optionally with Chromium's CPU throttled (a mid-range
// phone is about 4x). Each run is the first widget of a fresh Chromium (fresh profile) on
// test/pages/perf.html (1280 x 720 unless VW/VH say otherwise), once the machine has settled (scripts/settle.mjs);
// the builds run interleaved A B A B. Prints per build the medians of: the first render
// (as scripts/budgets.mjs measures it), the same record rendered again in the page, and
// 100 steps (mean, median and 95th percentile of the runs' figures).
// Run: node scripts/compare-timing.mjs RUNS NAME=BUILD_DIR [NAME=BUILD_DIR …]
//   BUILD_DIR: a folder with the ES bundle (vite build --outDir DIR, or apps/viewer/dist)
//   THROTTLE=4  CPU slow-down (CDP Emulation.setCPUThrottlingRate), default 1
//   RECORD=/samples/long-game.kif  the record (default /samples/long-game.dsfen)
//   VW=390 VH=844  the viewport (default 1280 x 720)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS } from "./chromium.mjs";
import { settle } from "./settle.mjs";
import { startServer } from "./static-server.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const runs = Number(process.argv[2] ?? 3);
const builds = process.argv.slice(3).map((a) => a.split("="));
const throttle = Number(process.env.THROTTLE ?? 1);
const record = process.env.RECORD ?? "/samples/long-game.dsfen";
const viewport = { width: Number(process.env.VW ?? 1280), height: Number(process.env.VH ?? 720) };
const routes = [["/samples/", join(root, "samples")], ["/pages/", join(root, "test/pages")]];
const servers = await Promise.all(builds.map(([, dir]) => startServer({ routes: [["/dist/", dir], ...routes] })));
const results = builds.map(([name]) => ({ name, first: [], again: [], stepMean: [], stepMedian: [], stepP95: [] }));
const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];

for (let i = 0; i < runs; i++) {
  for (const [b, server] of servers.entries()) {
    const profile = mkdtempSync(join(tmpdir(), "compare-chr-"));
    const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
    try {
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      const cdp = await context.newCDPSession(page);
      await page.goto(`${server.url}pages/perf.html`);
      await page.waitForFunction(() => typeof globalThis.measureFirst === "function");
      await settle();
      if (throttle > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
      const first = await page.evaluate((url) => globalThis.measureFirst(url), record);
      const more = await page.evaluate((url) => globalThis.measure(url, 100, {}, 3), record);
      const r = results[b];
      r.first.push(first.firstRenderMs);
      r.again.push(more.renderMedianMs);
      r.stepMean.push(more.stepMeanMs);
      r.stepMedian.push(more.stepMedianMs);
      r.stepP95.push(more.stepP95Ms);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }
}
await Promise.all(servers.map((s) => s.close()));

const ms = (v) => median(v).toFixed(1);
console.log(`CPU throttled ${String(throttle)}x, ${String(viewport.width)} x ${String(viewport.height)}, ${record}, ${String(runs)} fresh browsers per build (medians)`);
for (const r of results) {
  console.log(`${r.name.padEnd(10)} first ${ms(r.first).padStart(7)} ms [${r.first.map((x) => x.toFixed(0)).join(" ")}]  again ${ms(r.again).padStart(6)} ms  step mean ${ms(r.stepMean)} median ${ms(r.stepMedian)} p95 ${ms(r.stepP95)} ms`);
}
if (results.length === 2) {
  const [a, b] = results;
  console.log(`ratio ${b.name}/${a.name}: first ${(median(b.first) / median(a.first)).toFixed(2)}  again ${(median(b.again) / median(a.again)).toFixed(2)}  step mean ${(median(b.stepMean) / median(a.stepMean)).toFixed(2)}`);
}
