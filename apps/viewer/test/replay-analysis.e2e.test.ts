// `<daidai-replay analysis>` in Chromium under the strict-CSP pages: the analysis code is
// fetched only when asked for (network requests), the board starts at the move shown, moves
// by clicks become a variation of a copy (the replay's record is untouched), the engine runs
// from there; on a phone a tap first enlarges the board, and cards and moves work inside the
// enlarged view without the page's piece guide taking the taps; the classic bundle uses the
// second script; the keyboard opens cards and plays moves.
import { mkdirSync } from "node:fs";
import { Position, squareName, type Move } from "@daidai/core";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { tap } from "./support/touch.js";
import { useChromium } from "./support/browser.js";

const browser = useChromium();
/** A folder for screenshots (ANALYSIS_SHOTS=folder), to look at the pages. */
const SHOTS = process.env["ANALYSIS_SHOTS"];

async function shot(page: Page, name: string, width: number): Promise<void> {
  if (SHOTS === undefined) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}-${String(width)}.png` });
}

type Replay = HTMLElement & { dsfen: string; lineLength: number; indices: readonly number[] };
type Analysis = HTMLElement & { position: string; enlarged: boolean; narrow: boolean; engineReport: { bestMove?: string | null; pv: string[]; done: boolean } | null };

/** Every URL the page fetched so far (resource timing sees requests made while loading too). */
async function fetched(page: Page, requests: readonly string[]): Promise<string[]> {
  const timed = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name));
  return [...timed, ...requests];
}

async function openPage(path: string, width: number): Promise<{ page: Page; errors: string[]; requests: string[] }> {
  const requests: string[] = [];
  const { page, errors } = await browser.open(path, { width });
  page.on("request", (r) => requests.push(r.url()));
  await page.waitForFunction(() => (document.querySelector<Replay>("#game")?.lineLength ?? 0) > 0);
  return { page, errors, requests };
}

const analysisOf = (page: Page) => page.locator("#game daidai-analysis");

async function analysisPosition(page: Page): Promise<string> {
  return page.evaluate(() => (document.querySelector("#game")?.shadowRoot?.querySelector("daidai-analysis") as Analysis | null)?.position ?? "");
}

/** A simple move of the side to move (a step of a non-lion piece, no capture): two clicks enter it. */
function simpleMove(pos: Position): Move {
  const move = pos.legalMoves().find((m) => {
    const piece = pos.pieceAt(m.from);
    return m.via.length === 0 && m.from !== m.to && pos.pieceAt(m.to) === null && piece?.kind === "P" && pos.continuations(m.from, [m.to]).length === 0;
  });
  if (move === undefined) throw new Error("no pawn step");
  return move;
}

describe("<daidai-replay analysis>", () => {
  it("fetches the analysis code only when asked for; starts at the move shown; moves by clicks make a variation of a copy", async () => {
    const { page, errors, requests } = await openPage("/pages/replay-analysis.html", 1200);
    await page.waitForTimeout(300);
    const before = await fetched(page, requests);
    expect(before.some((u) => u.includes("/dist/daidai-viewer.js"))).toBe(true);
    expect(before.filter((u) => u.includes("daidai-analysis") || u.includes("daidai-engine-worker"))).toEqual([]);
    const replayDsfen = await page.evaluate(() => (document.querySelector("#game") as Replay).dsfen);
    const lineLength = await page.evaluate(() => (document.querySelector("#game") as Replay).lineLength);

    await page.locator("#game button.analyse").click();
    await expect.poll(() => analysisPosition(page)).toBe(replayDsfen);
    const after = await fetched(page, requests);
    expect(after.some((u) => u.endsWith("/dist/daidai-analysis.js"))).toBe(true);
    expect(after.some((u) => u.includes("daidai-engine-worker"))).toBe(false);

    const pos = Position.fromDsfenOrThrow(replayDsfen);
    const move = simpleMove(pos);
    await analysisOf(page).locator(`daidai-board [data-square="${squareName(move.from)}"]`).click();
    await expect.poll(() => analysisOf(page).locator("daidai-piece-card").count()).toBe(1);
    await analysisOf(page).locator(`daidai-board [data-square="${squareName(move.to)}"]`).click();
    pos.playOrThrow(move);
    await expect.poll(() => analysisPosition(page)).toBe(pos.toDsfen());
    // The game has a move here, so the move played is a variation: "Back to the game" is on.
    expect(await analysisOf(page).locator(".moves .variation").count()).toBeGreaterThan(0);

    // The engine, from the analysis board inside the replay (same-origin worker, strict CSP).
    await analysisOf(page).locator("button.analyse").click();
    await page.waitForFunction(
      () => (document.querySelector("#game")?.shadowRoot?.querySelector("daidai-analysis") as Analysis | null)?.engineReport?.done === true,
      undefined,
      { timeout: 60_000 },
    );
    const best = await page.evaluate(() => (document.querySelector("#game")?.shadowRoot?.querySelector("daidai-analysis") as Analysis).engineReport?.bestMove);
    expect(pos.legalMoves().map((m) => [m.from, ...m.via, m.to].map(squareName).join(""))).toContain(best);
    expect((await fetched(page, requests)).some((u) => u.includes("daidai-engine-worker"))).toBe(true);
    await shot(page, "analysis-replay-engine", 1200);

    // Back to the replay: at the move it was left, its own record without the variation.
    await analysisOf(page).locator("button.close-analysis").click();
    await expect.poll(() => page.locator("#game daidai-analysis").count()).toBe(0);
    expect(await page.evaluate(() => (document.querySelector("#game") as Replay).dsfen)).toBe(replayDsfen);
    expect(await page.evaluate(() => (document.querySelector("#game") as Replay).lineLength)).toBe(lineLength);
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("on a phone, a tap enlarges the board first; the card and the move are chosen inside, and the piece guide keeps out", async () => {
    const { page, errors } = await openPage("/pages/replay-analysis-iife.html", 390);
    const replayDsfen = await page.evaluate(() => (document.querySelector("#game") as Replay).dsfen);
    await shot(page, "analysis-replay-button", 390);
    await page.locator("#game button.analyse").click();
    await expect.poll(() => analysisPosition(page)).toBe(replayDsfen);
    await expect.poll(() => page.evaluate(() => (document.querySelector("#game")?.shadowRoot?.querySelector("daidai-analysis") as Analysis).narrow)).toBe(true);
    await shot(page, "analysis-replay-narrow", 390);
    const pos = Position.fromDsfenOrThrow(replayDsfen);
    const move = simpleMove(pos);

    // The first tap, on a piece: the enlarged view opens, nothing is selected, no card anywhere.
    await tap(analysisOf(page).locator(`.layout daidai-board [data-square="${squareName(move.from)}"]`));
    await expect.poll(() => page.evaluate(() => (document.querySelector("#game")?.shadowRoot?.querySelector("daidai-analysis") as Analysis).enlarged)).toBe(true);
    expect(await analysisOf(page).locator("daidai-piece-card").count()).toBe(0);
    const zoomed = analysisOf(page).locator("dialog.enlarged");
    expect(await zoomed.evaluate((d) => (d as HTMLDialogElement).open)).toBe(true);
    // The enlarged board keeps its coordinates in view (sticky), and the engine and the move
    // list are in the dialog, reachable without closing it.
    await expect.poll(() => zoomed.locator(".files span").evaluateAll((spans) => {
      const box = spans[0]?.closest(".zoom-scroller")?.getBoundingClientRect();
      return box === undefined ? 0 : spans.filter((s) => { const r = s.getBoundingClientRect(); return s.textContent !== "" && r.width > 0 && r.left >= box.left && r.right <= box.right && r.top >= box.top; }).length;
    })).toBeGreaterThan(5);
    expect(await zoomed.locator(".ranks span").count()).toBe(17);
    expect(await zoomed.locator("section.engine button.analyse").count()).toBe(1);
    expect(await zoomed.locator(".moves[role=region]").count()).toBe(1);
    const scroller = await zoomed.locator(".zoom-scroller").boundingBox();
    expect(scroller?.height ?? 0).toBeGreaterThan(844 * 0.4);

    // Inside: the piece's card and its destinations, then the move.
    await zoomed.locator(`daidai-board [data-square="${squareName(move.from)}"]`).click();
    await expect.poll(() => zoomed.locator("daidai-piece-card").count()).toBe(1);
    const marks = await zoomed.locator("daidai-board rect.mark").count();
    expect(marks).toBeGreaterThan(0);
    expect(await page.locator("daidai-piece-guide dialog[open]").count()).toBe(0);
    await shot(page, "analysis-replay-enlarged-card", 390);
    // axe over the page with the enlarged analysis board and its card open.
    await page.addScriptTag({ url: "/axe/axe.min.js" });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: { id: string; impact: string | null }[] }> } }).axe;
      const result = await axe.run(document, { resultTypes: ["violations"] });
      return result.violations.map((v) => ({ id: v.id, impact: v.impact }));
    });
    expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
    await zoomed.locator(`daidai-board [data-square="${squareName(move.to)}"]`).click();
    pos.playOrThrow(move);
    await expect.poll(() => analysisPosition(page)).toBe(pos.toDsfen());
    expect(await page.locator("daidai-piece-guide dialog[open]").count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("the classic bundle takes the analysis board from the second script (no fetch)", async () => {
    const { page, errors, requests } = await openPage("/pages/replay-analysis-iife.html", 1200);
    const replayDsfen = await page.evaluate(() => (document.querySelector("#game") as Replay).dsfen);
    await page.locator("#game button.analyse").click();
    await expect.poll(() => analysisPosition(page)).toBe(replayDsfen);
    const urls = await fetched(page, requests);
    expect(urls.filter((u) => u.endsWith("/dist/daidai-analysis.js"))).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the classic bundle alone imports the analysis bundle from next to itself when asked", async () => {
    const { page, errors, requests } = await openPage("/pages/replay-analysis-iife-alone.html", 1200);
    await page.waitForTimeout(300);
    expect((await fetched(page, requests)).filter((u) => u.includes("daidai-analysis"))).toEqual([]);
    const replayDsfen = await page.evaluate(() => (document.querySelector("#game") as Replay).dsfen);
    await page.locator("#game button.analyse").click();
    await expect.poll(() => analysisPosition(page)).toBe(replayDsfen);
    expect((await fetched(page, requests)).some((u) => u.endsWith("/dist/daidai-analysis.js"))).toBe(true);
    // Another record for the replay closes the analysis board of the old one.
    await page.evaluate(() => document.querySelector("#game")?.setAttribute("src", "/samples/short-game.kif"));
    await expect.poll(() => page.locator("#game daidai-analysis").count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the keyboard opens a card and plays a move: arrows move the cursor, Enter clicks", async () => {
    const { page, errors } = await openPage("/pages/replay-analysis.html", 1200);
    const replayDsfen = await page.evaluate(() => (document.querySelector("#game") as Replay).dsfen);
    await page.locator("#game button.analyse").click();
    await expect.poll(() => analysisPosition(page)).toBe(replayDsfen);
    const pos = Position.fromDsfenOrThrow(replayDsfen);
    const move = simpleMove(pos);
    const box = analysisOf(page).locator(".layout > .boardbox");
    await box.focus();
    // The first arrow puts the cursor on the last move's square; walk from there to the piece, then to its destination.
    const lastTo = await box.evaluate((b) => (b.querySelector("daidai-board") as unknown as { lastMove: { to: number } | null }).lastMove?.to ?? -1);
    const walk = async (from: number, to: number): Promise<void> => {
      const dr = Math.floor(to / 17) - Math.floor(from / 17);
      const dc = (to % 17) - (from % 17);
      for (let i = 0; i < Math.abs(dr); i++) await page.keyboard.press(dr > 0 ? "ArrowDown" : "ArrowUp");
      for (let i = 0; i < Math.abs(dc); i++) await page.keyboard.press(dc > 0 ? "ArrowRight" : "ArrowLeft");
    };
    await page.keyboard.press("ArrowUp");
    const start = await box.evaluate((b) => (b.querySelector("daidai-board") as unknown as { cursor: number }).cursor);
    expect(start).toBe(lastTo);
    await walk(start, move.from);
    expect(await box.evaluate((b) => (b.querySelector("daidai-board") as unknown as { cursor: number }).cursor)).toBe(move.from);
    await page.keyboard.press("Enter");
    await expect.poll(() => analysisOf(page).locator("daidai-piece-card").count()).toBe(1);
    await walk(move.from, move.to);
    await page.keyboard.press("Enter");
    pos.playOrThrow(move);
    await expect.poll(() => analysisPosition(page)).toBe(pos.toDsfen());
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("<daidai-analysis>'s text ways to move", () => {
  it("a square typed is a click (a wrong name is kept and explained); a move chosen from the list is played", async () => {
    const { page, errors } = await browser.open("/pages/analysis.html", { width: 1200 });
    const el = page.locator("#analysis");
    await page.waitForFunction(() => (document.querySelector<HTMLElement & { position: string }>("#analysis"))?.position !== "");
    const position = (): Promise<string> => page.evaluate(() => (document.querySelector("#analysis") as Analysis).position);
    const pos = Position.fromDsfenOrThrow(await position());
    const field = el.locator("#square-input");
    await field.fill("99z");
    await field.press("Enter");
    await expect.poll(() => el.locator(".status").first().textContent()).toContain("Not a square: 99z");
    expect(await field.inputValue()).toBe("99z");
    const move = simpleMove(pos);
    for (const sq of [move.from, move.to]) {
      await field.fill(squareName(sq));
      await field.press("Enter");
    }
    pos.playOrThrow(move);
    await expect.poll(position).toBe(pos.toDsfen());
    expect(await field.inputValue()).toBe("");
    const next = pos.legalMoves()[3];
    if (next === undefined) throw new Error("no move");
    await el.locator("#move-select").selectOption([next.from, ...next.via, next.to].map(squareName).join(""));
    await el.locator("#move-select + button").click();
    pos.playOrThrow(next);
    await expect.poll(position).toBe(pos.toDsfen());
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("the piece guide from the keyboard, and in Japanese", () => {
  it("Tab to a plain board, arrows to a piece, Enter: its card opens with core's destinations", async () => {
    const { page, errors } = await browser.open("/pages/analysis.html", { width: 1200 });
    const board = page.locator("#plain");
    await expect.poll(() => board.getAttribute("tabindex")).toBe("0");
    await board.focus();
    // The cursor starts on 9i; Black's pawns stand on rank l: three squares down.
    await page.keyboard.press("ArrowDown");
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowDown");
    expect(await board.evaluate((b) => (b as unknown as { cursor: number }).cursor)).toBe(11 * 17 + 8);
    await page.keyboard.press("Enter");
    const card = page.locator("daidai-piece-guide daidai-piece-card");
    await expect.poll(() => card.count()).toBe(1);
    const pos = Position.initial();
    const expected = [...new Set(pos.legalMovesFrom(11 * 17 + 8).map((m) => squareName(m.to)))].sort();
    const marks = await board.locator("rect.mark").evaluateAll((rects) => rects.map((r) => r.getAttribute("data-square") ?? "").sort());
    expect(marks).toEqual(expected);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a replay's board with a guide on the page: arrows move the cursor there (not the moves), Enter opens the card", async () => {
    const { page, errors } = await openPage("/pages/replay-analysis-iife.html", 1200);
    const board = page.locator("#game .board-scroll daidai-board");
    await expect.poll(() => board.getAttribute("tabindex")).toBe("0");
    const dsfen = await page.evaluate(() => (document.querySelector("#game") as Replay).dsfen);
    const pos = Position.fromDsfenOrThrow(dsfen);
    await board.focus();
    await page.keyboard.press("ArrowDown");
    const target = 12 * 17 + 8; // 9m: Black's side, a piece of the back ranks
    const start = await board.evaluate((b) => (b as unknown as { cursor: number }).cursor);
    for (let i = 0; i < Math.floor(target / 17) - Math.floor(start / 17); i++) await page.keyboard.press("ArrowDown");
    expect(await board.evaluate((b) => (b as unknown as { cursor: number }).cursor)).toBe(target);
    expect(await page.evaluate(() => (document.querySelector("#game") as Replay).dsfen)).toBe(dsfen);
    expect(pos.pieceAt(target)).not.toBeNull();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator("daidai-piece-guide daidai-piece-card").count()).toBe(1);
    const piece = pos.pieceAt(target);
    const expected = piece?.color === pos.turn ? [...new Set(pos.legalMovesFrom(target).map((m) => squareName(m.to)))].sort() : [];
    const marks = await board.locator("rect.mark").evaluateAll((rects) => rects.map((r) => r.getAttribute("data-square") ?? "").sort());
    expect(marks).toEqual(expected);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the analysis board with lang=ja: Japanese labels and messages", async () => {
    const { page, errors } = await browser.open("/pages/analysis.html", { width: 1200 });
    await page.waitForFunction(() => (document.querySelector<HTMLElement & { position: string }>("#analysis"))?.position !== "");
    await page.evaluate(() => document.querySelector("#analysis")?.setAttribute("lang", "ja"));
    const el = page.locator("#analysis");
    await expect.poll(() => el.locator("button.back-to-game").textContent()).toBe("本譜に戻る");
    expect(await el.locator("button.analyse").textContent()).toBe("エンジンで検討");
    expect(await el.locator("#moves-heading").textContent()).toBe("棋譜");
    expect(await el.locator(".toolbar").getAttribute("aria-label")).toBe("検討");
    await el.locator("#square-input").fill("x");
    await el.locator("#square-input").press("Enter");
    await expect.poll(() => el.locator(".status").first().textContent()).toContain("マスではありません");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a card in a Japanese page speaks Japanese", async () => {
    const { page, errors } = await browser.open("/pages/analysis.html", { width: 1200 });
    await page.evaluate(() => {
      document.documentElement.lang = "ja";
    });
    await page.locator('#plain [data-square="9l"]').click();
    const card = page.locator("daidai-piece-guide daidai-piece-card");
    await expect.poll(() => card.count()).toBe(1);
    const text = (await card.locator("section").textContent()) ?? "";
    expect(text).toContain("先手");
    expect(text).toContain("前に1マス動ける。");
    expect(text).toMatch(/駒を取ると|成らない/);
    expect(await page.locator("daidai-piece-guide dialog").getAttribute("aria-label")).toBe("駒の説明");
    expect(errors).toEqual([]);
    await page.close();
  });
});
