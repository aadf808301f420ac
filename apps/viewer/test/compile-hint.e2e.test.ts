// The bundles open with V8's explicit compile hint (vite.config.ts), so that Chromium
// compiles the viewer's functions while the file loads, off the page's thread, instead of
// one by one during the first render. Checked in the files and, in a fresh browser (no
// code cache), by counting the functions V8 compiles during the first render.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { COMPILE_HINT } from "../vite.config.js";
import { useChromium } from "./support/browser.js";

const browser = useChromium();

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
}

describe("compile hint", () => {
  it("the ES module, the classic script and the on-demand readers start with the hint", () => {
    const dir = inject("buildDir");
    for (const file of ["daidai-viewer.js", "daidai-viewer.iife.js", "daidai-viewer-kif.js"]) {
      expect(readFileSync(join(dir, file), "utf8").split("\n", 1)[0], file).toBe(COMPILE_HINT);
    }
  });

  it("the first render of a fresh page compiles almost no function on the page's thread", async () => {
    const { page, errors } = await browser.open("/pages/perf.html");
    await page.waitForFunction(() => typeof (window as unknown as { measureFirst?: unknown }).measureFirst === "function");
    // The file has been compiled in the background by now.
    await page.waitForTimeout(500);
    const cdp = await browser.context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on("Tracing.dataCollected", (e) => events.push(...(e.value as unknown as TraceEvent[])));
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.start", { categories: "disabled-by-default-v8.compile,__metadata", transferMode: "ReportEvents" });
    const first = await page.evaluate(() => (window as unknown as { measureFirst(url: string): Promise<{ plies: number }> }).measureFirst("/samples/long-game.dsfen"));
    await cdp.send("Tracing.end");
    await complete;
    expect(first.plies).toBe(500);
    const main = events.find((e) => e.name === "thread_name" && (e as unknown as { args: { name: string } }).args.name === "CrRendererMain");
    expect(main).toBeDefined();
    const compiled = events.filter((e) => e.name === "V8.CompileIgnition" && e.ph === "X" && e.pid === main?.pid && e.tid === main.tid).length;
    console.log(`functions compiled on the page's thread during the first render: ${String(compiled)}`);
    // Without the hint: about 370 (2026-12-01); with it about 30 (page scripts, Lit's templates).
    expect(compiled).toBeLessThan(120);
    expect(errors).toEqual([]);
    await page.close();
  });
});
