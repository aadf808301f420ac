// Development aid: where the first render of the 500-ply record goes, and A/B comparisons
// of it that survive a loaded machine. Each run is the first widget of a fresh Chromium
// (fresh profile), traced (CDP Tracing); per variant it prints the medians of the wall time
// (as scripts/budgets.mjs measures it), of the main thread's CPU time of the frame that
// renders it (thread time: other processes on the machine barely change it), and of the
// layout in it. Variants run interleaved.
// Run: node scripts/trace-first-render.mjs RUNS NAME=BUILD_DIR [NAME=BUILD_DIR …]
//   BUILD_DIR: a folder with the ES bundle (vite build --outDir DIR); e.g. main's and this branch's.
//   ATTRS='[{}, {"piece-style": "abbreviation"}]'  attribute sets to try (default [{}])
//   PAGES=pages/perf.html,…  test pages to load (default pages/perf.html)
//   RECORD=/samples/long-game.kif  the record (default /samples/long-game.dsfen)
//   VW=390 VH=844  the viewport (default Playwright's 1280 x 720)   THROTTLE=4  CPU slow-down
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS } from "./chromium.mjs";
import { settle } from "./settle.mjs";
import { startServer } from "./static-server.mjs";
const root = fileURLToPath(new URL("..", import.meta.url));
const pages = Number(process.argv[2] ?? 3);
const dists = process.argv.slice(3).map((a) => a.split("="));
const attrList = JSON.parse(process.env.ATTRS ?? "[{}]");
const record = process.env.RECORD ?? "/samples/long-game.dsfen";
const viewport = { width: Number(process.env.VW ?? 1280), height: Number(process.env.VH ?? 720) };
const throttle = Number(process.env.THROTTLE ?? 1);
const routes = [["/samples/", join(root, "samples")], ["/pages/", join(root, "test/pages")]];
const servers = await Promise.all(dists.map(([, dir]) => startServer({ routes: [["/dist/", dir], ...routes] })));
const variants = [];
const pageList = (process.env.PAGES ?? "pages/perf.html").split(",");
dists.forEach(([name], d) => attrList.forEach((attrs) => pageList.forEach((pg) => variants.push({ name: `${name} ${pg} ${JSON.stringify(attrs)}`, page: pg, server: servers[d], attrs, wall: [], cpu: [], layout: [], style: [] }))));
const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
for (let i = 0; i < pages; i++) {
  for (const v of variants) {
    const profile = mkdtempSync(join(tmpdir(), "trace-chr-"));
    const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
    try {
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      const cdp = await context.newCDPSession(page);
      await page.goto(`${v.server.url}${v.page}`);
      await page.waitForFunction(() => typeof globalThis.measureFirst === "function");
      await settle();
      if (throttle > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
      const events = [];
      cdp.on("Tracing.dataCollected", (e) => events.push(...e.value));
      const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
      await cdp.send("Tracing.start", { categories: "devtools.timeline,blink.user_timing", transferMode: "ReportEvents" });
      const r = await page.evaluate(async ([url, a]) => {
        performance.mark("fr-start");
        const r = await globalThis.measureFirst(url, a);
        performance.mark("fr-end");
        return r;
      }, [record, v.attrs]);
      await cdp.send("Tracing.end");
      await done;
      const start = events.find((e) => e.name === "fr-start");
      const end = events.find((e) => e.name === "fr-end");
      let cpu = 0, layout = 0, style = 0;
      for (const e of events) {
        if (e.tid !== start.tid || e.ph !== "X" || e.ts < start.ts || e.ts > end.ts) continue;
        if (e.name === "RunTask" || e.name === "FireAnimationFrame") cpu = Math.max(cpu, (e.tdur ?? 0) / 1000);
        if (e.name === "Layout") layout += (e.tdur ?? 0) / 1000;
        if (e.name === "UpdateLayoutTree") style += (e.tdur ?? 0) / 1000;
      }
      v.wall.push(r.firstRenderMs); v.cpu.push(cpu); v.layout.push(layout); v.style.push(style);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }
}
await Promise.all(servers.map((s) => s.close()));
for (const v of variants) console.log(`${v.name.padEnd(50)} wall ${median(v.wall).toFixed(1)}  cpu ${median(v.cpu).toFixed(1)}  layout ${median(v.layout).toFixed(1)}  style ${median(v.style).toFixed(1)}   [cpu ${v.cpu.map((c) => c.toFixed(0)).join(" ")}]`);
