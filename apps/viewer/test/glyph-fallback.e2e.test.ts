// Without a CJK font the kanji style falls back to the abbreviation style (pieces/glyphs.ts
// checks on a canvas). Chromium is started with a fontconfig that knows only Latin fonts, so
// the kanji have no glyph whatever fonts this machine has; the premise is checked on a canvas
// of the test's own, then the board must draw the codes, never empty boxes.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useChromium } from "./support/browser.js";
import { glyphDrawn } from "./support/page-checks.js";

let fontDir: string;
let config: string;

// Registered before the browser's hooks: the fontconfig is written before the launch and
// removed after the close.
beforeAll(() => {
  fontDir = mkdtempSync(join(tmpdir(), "daidai-fonts-"));
  config = join(fontDir, "fonts.conf");
  writeFileSync(config, `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>/usr/share/fonts/truetype/dejavu</dir>
  <dir>/usr/share/fonts/truetype/liberation</dir>
  <cachedir>${join(fontDir, "cache")}</cachedir>
</fontconfig>
`);
});

afterAll(() => {
  rmSync(fontDir, { recursive: true, force: true });
});

const browser = useChromium(() => ({ env: { ...process.env, FONTCONFIG_FILE: config } }));

describe("kanji style without CJK glyphs", () => {
  it("a board asked for kanji draws the abbreviation codes", async () => {
    const { page, errors } = await browser.open("/pages/widget.html", { width: 1000 });
    // The premise, checked independently: 獅 and 歩 draw the same pixels as a code point no font has.
    const kanjiMissing = !(await glyphDrawn(page, "獅")) && !(await glyphDrawn(page, "歩"));
    const result = await page.evaluate(async () => {
      const board = document.createElement("daidai-board") as HTMLElement & { dsfen: string; pieceStyle: string; shownPieceStyle: string; updateComplete: Promise<boolean> };
      board.pieceStyle = "kanji";
      board.style.width = "900px";
      document.body.append(board);
      await board.updateComplete;
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      await board.updateComplete;
      const texts = Array.from(board.shadowRoot?.querySelectorAll("[part~=pieces] tspan, [part~=pieces] text") ?? []).map((t) => t.textContent).filter((t) => t !== "");
      return { style: board.shownPieceStyle, texts: texts.slice(0, 40) };
    });
    expect(kanjiMissing).toBe(true);
    expect(result.style).toBe("abbreviation");
    expect(result.texts.length).toBeGreaterThan(10);
    // Codes in Latin letters (rules.md's), no kanji drawn as boxes.
    expect(result.texts.join("")).not.toMatch(/[\u4e00-\u9fff]/);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("the glyph check runs right after the viewer's script, before any board", () => {
  it("a board drawn once the page is idle finds the check done (no canvas of its own)", async () => {
    // Counts the canvases the page draws on (the check draws on one).
    await browser.context.addInitScript(() => {
      const counted = globalThis as unknown as { canvasContexts: number };
      counted.canvasContexts = 0;
      const proto = HTMLCanvasElement.prototype;
      const getContext = Reflect.get(proto, "getContext") as (...args: unknown[]) => unknown;
      Reflect.set(proto, "getContext", function (this: HTMLCanvasElement, ...args: unknown[]) {
        counted.canvasContexts++;
        return Reflect.apply(getContext, this, args);
      });
    });
    // A page with the bundle and no widget yet.
    const { page, errors } = await browser.open("/pages/perf.html", { width: 1000 });
    await page.waitForFunction(() => customElements.get("daidai-board") !== undefined);
    const idle = (): Promise<void> =>
      page.evaluate(
        () =>
          new Promise<void>((r) => {
          requestIdleCallback(() => {
            requestIdleCallback(() => {
              r();
            });
          });
        }),
      );
    await idle();
    const checkedWhileIdle = await page.evaluate(() => (globalThis as unknown as { canvasContexts: number }).canvasContexts);
    const afterBoard = await page.evaluate(async () => {
      const board = document.createElement("daidai-board") as HTMLElement & { pieceStyle: string; shownPieceStyle: string; updateComplete: Promise<boolean> };
      board.pieceStyle = "kanji";
      document.body.append(board);
      await board.updateComplete;
      return { contexts: (globalThis as unknown as { canvasContexts: number }).canvasContexts, style: board.shownPieceStyle };
    });
    expect(checkedWhileIdle).toBeGreaterThanOrEqual(1);
    expect(afterBoard.contexts).toBe(checkedWhileIdle);
    // The answer is the same as the check made at render time (no CJK font in this browser).
    expect(afterBoard.style).toBe("abbreviation");
    expect(errors).toEqual([]);
    await page.close();
  });
});
