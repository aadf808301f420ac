// The analysis board and the piece guide in Chromium, under the strict-CSP page: special
// moves entered by clicks only, the card's destinations, the engine in its worker (fetched
// only on demand), export and re-import, axe, and the piece list's search.
import { mkdirSync } from "node:fs";
import { Position, squareName, type Square } from "@daidai/core";
import { parseRecord, recordDifferences } from "@daidai/notation";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useChromium } from "./support/browser.js";
import { CENTRE, CLICK_CASES, expectedDsfen, positionWith } from "./support/analysis-positions.js";
import { tap } from "./support/touch.js";

const browser = useChromium();
const SHOTS = process.env["ANALYSIS_SHOTS"];

type AnalysisElement = HTMLElement & {
  dsfen: string;
  position: string;
  engineReport: { bestMove?: string | null; pv: string[]; done: boolean; depth: number } | null;
  exportText(format: string, evals?: boolean): string;
};

async function openAnalysis(width = 1200): Promise<{ page: Page; errors: string[]; requests: string[] }> {
  const requests: string[] = [];
  const { page, errors } = await browser.open("/pages/analysis.html", { width });
  page.on("request", (r) => requests.push(r.url()));
  await page.waitForFunction(() => (document.querySelector<HTMLElement & { position: string }>("#analysis"))?.position !== "");
  return { page, errors, requests };
}

async function setPosition(page: Page, pos: Position): Promise<void> {
  const dsfen = pos.toDsfen();
  await page.evaluate((d) => {
    (document.querySelector("#analysis") as AnalysisElement).dsfen = d;
  }, dsfen);
  await page.waitForFunction((d) => (document.querySelector("#analysis") as AnalysisElement).position === d, dsfen);
}

const square = (page: Page, sq: Square) => page.locator(`#analysis daidai-board [data-square="${squareName(sq)}"]`);

const marked = (page: Page): Promise<string[]> =>
  page.locator("#analysis daidai-board rect.mark").evaluateAll((rects) => rects.map((r) => r.getAttribute("data-square") ?? "").sort());

describe("<daidai-analysis>: moves by clicks only", () => {
  for (const c of CLICK_CASES) {
    it(`${c.name}: the resulting DSFEN is core's`, async () => {
      const { page, errors } = await openAnalysis();
      await setPosition(page, c.start);
      for (const sq of c.clicks) await square(page, sq).click();
      await page.waitForFunction((d) => (document.querySelector("#analysis") as AnalysisElement).position === d, expectedDsfen(c));
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it("in a 720 px column the squares are small for a finger but not for a mouse: clicks move on the board as it is, a finger's tap enlarges it", async () => {
    const { page, errors } = await openAnalysis(1440);
    // A blog's 720 px column on a desktop page (the board beside its side panel).
    await page.evaluate(() => { (document.querySelector("#analysis") as HTMLElement).style.width = "720px"; });
    await expect.poll(() => page.evaluate(() => (document.querySelector("#analysis") as AnalysisElement & { narrow: boolean }).narrow)).toBe(true);
    const c = CLICK_CASES[0];
    if (c === undefined) throw new Error("no case");
    await setPosition(page, c.start);
    for (const sq of c.clicks) await square(page, sq).click();
    await page.waitForFunction((d) => (document.querySelector("#analysis") as AnalysisElement).position === d, expectedDsfen(c));
    expect(await page.locator("#analysis dialog.enlarged[open]").count()).toBe(0);
    await tap(square(page, CENTRE));
    await page.locator("#analysis dialog.enlarged[open]").waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it("after a lion's first capture, the board marks the continuations core lists", async () => {
    const { page } = await openAnalysis();
    const c = CLICK_CASES[0];
    if (c === undefined) throw new Error("no case");
    await setPosition(page, c.start);
    await square(page, c.clicks[0] ?? -1).click();
    await square(page, c.clicks[1] ?? -1).click();
    const next = c.start.continuations(c.clicks[0] ?? -1, [c.clicks[1] ?? -1]).map((x) => squareName(x.square));
    // The clicked square stays marked: clicking it again ends the move there.
    expect(await marked(page)).toEqual([...next, squareName(c.clicks[1] ?? -1)].sort());
    await page.close();
  });
});

describe("piece card", () => {
  it("shows the piece's names and marks exactly the destinations core lists", async () => {
    const { page, errors } = await openAnalysis();
    const pos = positionWith("HM", { 100: "P", 170: "G" });
    await setPosition(page, pos);
    await square(page, CENTRE).click();
    const card = page.locator("#analysis daidai-piece-card section");
    await expect.poll(() => card.textContent()).toContain("Hook mover");
    const text = (await card.textContent()) ?? "";
    expect(text).toContain("鉤行");
    expect(text).toContain("kōgyō");
    const destinations = [...new Set(pos.legalMovesFrom(CENTRE).map((m) => squareName(m.to)))].sort();
    expect(await marked(page)).toEqual(destinations);
    expect(text).toContain(`${String(destinations.length)} legal destinations`);
    // The diagram is an image with the movement in words.
    const label = await card.locator("svg.diagram").first().getAttribute("aria-label");
    expect(label).toContain("Hook");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a promoting piece's card shows the promoted form beside it", async () => {
    const { page } = await openAnalysis();
    await setPosition(page, positionWith("Ln", {}));
    await square(page, CENTRE).click();
    const card = page.locator("#analysis daidai-piece-card section");
    await expect.poll(() => card.locator("figure").count()).toBe(2);
    expect(await card.textContent()).toContain("Promotes to furious fiend on a capture");
    await page.close();
  });
});

describe("<daidai-piece-guide>", () => {
  it("a click on a piece of a plain board opens its card and marks core's destinations", async () => {
    const { page, errors } = await openAnalysis();
    const pos = Position.initial();
    // Black's lion in the initial position, found by core.
    const lion = pos.setup().board.findIndex((p) => p?.code === "Ln" && p.color === "black");
    await page.locator(`#plain [data-square="${squareName(lion)}"]`).click();
    const card = page.locator("#guide daidai-piece-card section");
    await expect.poll(() => card.textContent()).toContain("Lion");
    const expected = [...new Set(pos.legalMovesFrom(lion).map((m) => squareName(m.to)))].sort();
    const shown = await page.locator("#plain rect.mark").evaluateAll((rects) => rects.map((r) => r.getAttribute("data-square") ?? "").sort());
    expect(shown).toEqual(expected);
    await page.locator("#guide daidai-piece-card button").click();
    await expect.poll(() => page.locator("#plain rect.mark").count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("claims a board's daidai-square-click (the enlarged replay's contract) and opens the card", async () => {
    const { page } = await openAnalysis();
    const claimed = await page.evaluate(() => {
      const board = document.querySelector("#plain") as HTMLElement;
      const event = new CustomEvent("daidai-square-click", { detail: { square: "9q", piece: { color: "black", code: "K" }, enlarged: true }, bubbles: true, composed: true, cancelable: true });
      return !board.dispatchEvent(event);
    });
    expect(claimed).toBe(true);
    await expect.poll(() => page.locator("#guide daidai-piece-card section").textContent()).toContain("King");
    await page.close();
  });
});

describe("engine in a Web Worker", () => {
  it("is fetched only when Analyse is pressed and returns a legal best move and PV (strict CSP)", async () => {
    const { page, errors, requests } = await openAnalysis();
    const engineRequested = (): boolean => requests.some((u) => u.includes("daidai-engine-worker"));
    await page.waitForTimeout(300);
    expect(engineRequested()).toBe(false);
    // Resource timing also sees what was fetched while the page loaded, before the listener.
    expect(await page.evaluate(() => performance.getEntriesByType("resource").some((e) => e.name.includes("daidai-engine-worker")))).toBe(false);
    const dsfen = await page.evaluate(() => (document.querySelector("#analysis") as AnalysisElement).position);
    await page.locator("#analysis button.analyse").click();
    await page.waitForFunction(() => (document.querySelector("#analysis") as AnalysisElement).engineReport?.done === true, undefined, { timeout: 60_000 });
    expect(engineRequested()).toBe(true);
    const report = await page.evaluate(() => (document.querySelector("#analysis") as AnalysisElement).engineReport);
    const pos = Position.fromDsfenOrThrow(dsfen);
    const legal = pos.legalMoves().map((m) => [m.from, ...m.via, m.to].map(squareName).join(""));
    expect(legal).toContain(report?.bestMove);
    expect(report?.pv[0]).toBe(report?.bestMove);
    expect((await page.locator("#analysis .pv").textContent())?.trim().length).toBeGreaterThan(0);
    expect(await page.locator("#analysis svg.evalbar").count()).toBe(1);
    expect(await page.locator("#analysis svg.overlay polyline.arrow, #analysis svg.overlay circle.origin").count()).toBeGreaterThan(0);
    // The arrow starts on the best move's origin square: the overlay and the board share one drawing geometry.
    const best = pos.legalMoves().find((m) => [m.from, ...m.via, m.to].map(squareName).join("") === report?.bestMove);
    expect(best).toBeDefined();
    const origin = await page.locator("#analysis svg.overlay circle.origin").boundingBox();
    const square = await page.locator(`#analysis daidai-board rect[data-square="${squareName(best?.from ?? 0)}"]`).boundingBox();
    if (origin === null || square === null) throw new Error("no origin circle or square drawn");
    expect(Math.abs(origin.x + origin.width / 2 - (square.x + square.width / 2))).toBeLessThan(1);
    expect(Math.abs(origin.y + origin.height / 2 - (square.y + square.height / 2))).toBeLessThan(1);
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    expect(errors).toEqual([]);
    await page.locator("#analysis button.analyse").click();
    await page.close();
  }, 120_000);
});

describe("engine threads", () => {
  /** Presses Analyse, waits for the final report; returns it with the number of engine workers fetched. */
  async function analyse(path: string): Promise<{ page: Page; errors: string[]; workers: () => number; isolated: boolean; dsfen: string; report: AnalysisElement["engineReport"]; state: string }> {
    const requests: string[] = [];
    const { page, errors } = await browser.open(path, { width: 1200 });
    page.on("request", (r) => requests.push(r.url()));
    await page.waitForFunction(() => (document.querySelector<HTMLElement & { position: string }>("#analysis"))?.position !== "");
    const dsfen = await page.evaluate(() => (document.querySelector("#analysis") as AnalysisElement).position);
    await page.locator("#analysis button.analyse").click();
    await page.waitForFunction(() => (document.querySelector("#analysis") as AnalysisElement).engineReport?.done === true, undefined, { timeout: 60_000 });
    const report = await page.evaluate(() => (document.querySelector("#analysis") as AnalysisElement).engineReport);
    const state = (await page.locator("#analysis .engine .score").textContent()) ?? "";
    const isolated = await page.evaluate(() => crossOriginIsolated);
    return { page, errors, workers: () => requests.filter((u) => u.includes("daidai-engine-worker")).length, isolated, dsfen, report, state };
  }

  it("on a cross-origin isolated page, engine-threads=2 runs two workers over shared memory", async () => {
    const r = await analyse("/isolated/pages/analysis-isolated.html");
    expect(r.isolated).toBe(true);
    expect(r.workers()).toBe(2);
    expect(r.state).toContain("2 threads");
    const legal = Position.fromDsfenOrThrow(r.dsfen).legalMoves().map((m) => [m.from, ...m.via, m.to].map(squareName).join(""));
    expect(legal).toContain(r.report?.bestMove);
    expect(r.errors).toEqual([]);
    expect(await r.page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    // Stop, then analyse again: the same two workers serve it (a stop is a shared flag, not a kill).
    await r.page.locator("#analysis button.analyse").click();
    await r.page.locator("#analysis button.analyse").click();
    await r.page.waitForFunction(() => (document.querySelector("#analysis") as AnalysisElement).engineReport?.done === true, undefined, { timeout: 60_000 });
    expect(r.workers()).toBe(2);
    await r.page.locator("#analysis button.analyse").click();
    await r.page.close();
  }, 120_000);

  it("elsewhere one worker serves, and engine-threads=2 warns that it needs isolation", async () => {
    const path = "/pages/analysis.html";
    const requests: string[] = [];
    const { page: p2, errors } = await browser.open(path, { width: 1200 });
    p2.on("request", (r) => requests.push(r.url()));
    await p2.waitForFunction(() => (document.querySelector<HTMLElement & { position: string }>("#analysis"))?.position !== "");
    expect(await p2.evaluate(() => crossOriginIsolated)).toBe(false);
    await p2.evaluate(() => document.querySelector("#analysis")?.setAttribute("engine-threads", "2"));
    await p2.locator("#analysis button.analyse").click();
    await p2.waitForFunction(() => (document.querySelector("#analysis") as AnalysisElement).engineReport?.done === true, undefined, { timeout: 60_000 });
    expect(requests.filter((u) => u.includes("daidai-engine-worker"))).toHaveLength(1);
    expect(errors).toEqual([expect.stringMatching(/^console warning: .*engine-threads="2" needs a cross-origin isolated page/)]);
    expect(await p2.locator("#analysis .engine .score").textContent()).not.toContain("threads");
    await p2.locator("#analysis button.analyse").click();
    await p2.close();
  }, 120_000);
});

describe("export", () => {
  it("the explored tree exported as KIF, PGN and JSON reads back to the same tree", async () => {
    const { page, errors } = await openAnalysis();
    // Leave the game at ply 4 (the page's ply) with a move of a lion-family piece's side.
    const before = await page.evaluate(() => (document.querySelector("#analysis") as AnalysisElement).position);
    const pos = Position.fromDsfenOrThrow(before);
    const alt = pos.legalMoves()[pos.legalMoves().length - 1];
    if (alt === undefined) throw new Error("no move");
    await square(page, alt.from).click();
    for (const sq of [...alt.via, alt.to]) await square(page, sq).click();
    await expect.poll(() => page.locator("#analysis .moves .variation").count()).toBeGreaterThan(0);
    await page.locator("#analysis #export-format").selectOption("json");
    await page.locator("#analysis button.copy").click();
    const json = await page.locator("#analysis textarea").inputValue();
    const tree = parseRecord(json, { format: "json" }).record;
    for (const format of ["kif", "pgn"]) {
      const text = await page.evaluate((f) => (document.querySelector("#analysis") as AnalysisElement).exportText(f), format);
      const back = parseRecord(text, { format: format as "kif" | "pgn" });
      expect(back.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
      expect(recordDifferences(tree, back.record), format).toEqual([]);
    }
    await page.locator("#analysis button.back-to-game").click();
    await page.waitForFunction((d) => (document.querySelector("#analysis") as AnalysisElement).position === d, before);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("<daidai-pieces>", () => {
  it("lists 68 kinds with diagrams and finds them by name, kanji and code", async () => {
    const { page } = await openAnalysis();
    const pieces = page.locator("#pieces");
    expect(await pieces.locator("li[data-code]").count()).toBe(68);
    expect(await pieces.locator("svg.diagram").count()).toBe(68);
    const input = pieces.locator("input[type=search]");
    for (const [query, code] of [["lion dog", "LD"], ["獅子", "Ln"], ["HM", "HM"]] as const) {
      await input.fill(query);
      await expect.poll(() => pieces.locator("li[data-code]").evaluateAll((l) => l.map((e) => e.getAttribute("data-code")))).toContain(code);
    }
    await input.fill("HM");
    expect(await pieces.locator("li[data-code]").count()).toBe(1);
    await page.close();
  });
});

describe("accessibility and looks", () => {
  for (const width of [390, 1200]) {
    it(`axe finds no serious or critical violations with a card open (${String(width)} px)`, async () => {
      const { page } = await openAnalysis(width);
      await setPosition(page, positionWith("LD", { 110: "P" }));
      if (width < 500) await tap(square(page, CENTRE));
      else await square(page, CENTRE).click();
      if (width < 500) {
        // A phone's board is too small to tap: the first tap opens the enlarged view, the piece is chosen there.
        await page.locator("#analysis dialog.enlarged[open]").waitFor();
        expect(await page.locator("#analysis daidai-piece-card").count()).toBe(0);
        await page.locator(`#analysis dialog.enlarged daidai-board [data-square="${squareName(CENTRE)}"]`).click();
      }
      await page.locator("#analysis daidai-piece-card").waitFor();
      await page.addScriptTag({ url: "/axe/axe.min.js" });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown }[] }[] }> } }).axe;
        const result = await axe.run(document, { resultTypes: ["violations"] });
        return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)) }));
      });
      expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
      if (SHOTS !== undefined) {
        mkdirSync(SHOTS, { recursive: true });
        await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
        await page.screenshot({ path: `${SHOTS}/analysis-card-${String(width)}.png` });
        await page.locator("#pieces").scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/analysis-pieces-${String(width)}.png` });
      }
      await page.close();
    });
  }

  for (const width of [390, 720]) {
    it(`move-list comments break only between comments, never in one ("eval" / "-3.55") (${String(width)} px)`, async () => {
      const { page, errors } = await browser.open("/pages/analysis.html", { width });
      await page.evaluate(() => {
        document.querySelector("#analysis")?.setAttribute("src", "/samples/engine-game-1.pgn");
      });
      await page.waitForFunction(() => (document.querySelector("#analysis")?.shadowRoot?.querySelectorAll(".moves .note").length ?? 0) > 20);
      const split = await page.locator("#analysis").evaluate((el) => {
        const notes = Array.from(el.shadowRoot?.querySelectorAll<HTMLElement>(".moves .note") ?? []).filter((n) => n.getBoundingClientRect().height > 0);
        // A comment's text laid out on more than one line (its rects start at different heights).
        const lines = (n: HTMLElement): number => {
          const range = document.createRange();
          range.selectNodeContents(n);
          return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
        };
        return { shown: notes.length, split: notes.filter((n) => n.textContent.length < 20 && lines(n) > 1).map((n) => n.textContent) };
      });
      expect(split.shown).toBeGreaterThan(5);
      expect(split.split).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});

