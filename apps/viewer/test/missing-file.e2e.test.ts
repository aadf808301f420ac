// A page that copied only daidai-viewer.js, not the files next to it: the widget must say
// which file is missing and what to do, not blame the record.
import { describe, expect, it } from "vitest";
import { useChromium } from "./support/browser.js";

const browser = useChromium();

type Replay = HTMLElement & { lineLength: number; problems: readonly { message: string }[] };

/** What #kif shows once it has read its record or given up: its moves, problems and text. */
async function shown(path: string): Promise<{ lineLength: number; problems: string[]; text: string; violations: string[] }> {
  const { page } = await browser.open(path);
  await page.waitForFunction(() => {
    const replay = document.querySelector<Replay>("#kif");
    return replay !== null && (replay.lineLength > 0 || replay.problems.length > 0);
  });
  const result = await page.evaluate(() => {
    const replay = document.querySelector<Replay>("#kif");
    return {
      lineLength: replay?.lineLength ?? -1,
      problems: replay?.problems.map((p) => p.message) ?? [],
      text: replay?.shadowRoot?.textContent ?? "",
      violations: (window as unknown as { __violations: string[] }).__violations,
    };
  });
  await page.close();
  return result;
}

describe("a reader file missing next to the ES module bundle", () => {
  it("names the file and the fix instead of 'not a game record'", async () => {
    await browser.context.route("**/dist/daidai-viewer-kif.js", (route) => route.fulfill({ status: 404, body: "not found" }));
    try {
      const { lineLength, problems, text } = await shown("/pages/kif.html");
      expect(lineLength).toBe(0);
      expect(problems).toEqual([
        "daidai-viewer-kif.js (the KIF reader) could not be loaded from next to daidai-viewer.js: copy the whole dist/bundle folder of @daidai/viewer to your site, not only daidai-viewer.js.",
      ]);
      expect(text).toContain("copy the whole dist/bundle folder");
      expect(text).not.toContain("not a game record");
    } finally {
      await browser.context.unroute("**/dist/daidai-viewer-kif.js");
    }
  });

  it("reads the same record when the file is there", async () => {
    const { lineLength, problems, violations } = await shown("/pages/kif.html");
    expect(problems).toEqual([]);
    expect(lineLength).toBe(40);
    expect(violations).toEqual([]);
  });
});
