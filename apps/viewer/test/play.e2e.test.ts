// <daidai-play> in Chromium under the strict-CSP page, at 390 × 844 and 1280 × 800: a game
// against the lowest level played through taps to its end, a game by link of 20 moves passed
// between two pages, an edited and a truncated link refused, a reload that keeps the game,
// the export read back by notation, the keyboard alone, and axe.
import { mkdirSync } from "node:fs";
import { Position, moveToString, parseMoveString, squareName, type Move } from "@daidai/core";
import { mainLine, parseRecord } from "@daidai/notation";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { enginePlayer } from "@daidai/ai";
import { decodeMove } from "@daidai/core/engine";
import { seriousAxeViolations } from "./support/axe.js";
import { useChromium } from "./support/browser.js";
import { SCROLLER_LABEL, tabToBoardScroller } from "./support/page-checks.js";

const browser = useChromium();
const SHOTS = process.env["PLAY_SHOTS"];

type PlayElement = HTMLElement & {
  position: string;
  narrow: boolean;
  enlarged: boolean;
  linkUrl(): string;
  exportText(format: string): string;
  controller: {
    canMove: boolean;
    thinking: boolean;
    linkMoveMade: boolean;
    game: { moves: unknown[]; ending(): { winner: string | null; reason: string } | null };
    newGame(settings: object, start?: string | null): void;
  };
};

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

async function openPlay(width: number, height: number, path = "/pages/play.html"): Promise<{ page: Page; errors: string[] }> {
  const opened = await browser.open(path, { width });
  await opened.page.setViewportSize({ width, height });
  await opened.page.waitForFunction(() => (document.querySelector<PlayElement>("#play"))?.position !== undefined);
  return opened;
}

const state = (page: Page) =>
  page.evaluate(() => {
    const el = document.querySelector("#play") as PlayElement;
    const c = el.controller;
    return { dsfen: el.position, moves: c.game.moves.length, canMove: c.canMove, thinking: c.thinking, ending: c.game.ending(), narrow: el.narrow, enlarged: el.enlarged };
  });

/** Taps a move square by square on the board the person can use (the enlarged view on a narrow board). */
async function tapMove(page: Page, move: Move): Promise<void> {
  for (const sq of [move.from, ...move.via, move.to]) {
    const s = await state(page);
    if (s.narrow && !s.enlarged) {
      await page.locator(`#play .layout daidai-board [data-square="${squareName(sq)}"]`).click();
      await page.locator("#play dialog.enlarged[open]").waitFor();
    }
    const where = (await state(page)).enlarged ? "#play dialog.enlarged daidai-board" : "#play .layout daidai-board";
    const cell = page.locator(`${where} [data-square="${squareName(sq)}"]`);
    await cell.scrollIntoViewIfNeeded();
    await cell.click();
  }
}

/** The position of a DSFEN with core, to choose moves in the test. */
const positionOf = (dsfen: string): Position => Position.fromDsfenOrThrow(dsfen);

/** The test's own player for Black: the engine in node (not the page's), which mates a bare king. */
const mater = enginePlayer({ nodes: 30_000 });
mater.newGame();

/** The game on the page replayed with core from `start` (so that the mater sees its history). */
async function replayed(page: Page, start: string): Promise<Position> {
  const moves = await page.evaluate(() => JSON.stringify((document.querySelector("#play") as PlayElement).controller.game.moves));
  const pos = Position.fromDsfenOrThrow(start);
  for (const m of JSON.parse(moves) as Move[]) pos.playOrThrow(m);
  return pos;
}

// Two black rooks against a bare white king: Black mates in a few moves whatever
// White plays; the lowest level defends with random moves and short searches.
const ENDGAME = "16,vK/17/17/17/17/17/17/17/17/17/17/17/17/17/R,16/1,R,15/8,K,8 b";

describe("<daidai-play> against the lowest level", () => {
  for (const { width, height } of SIZES) {
    it(`a whole game played by taps ends in words (${String(width)} × ${String(height)})`, async () => {
      const { page, errors } = await openPlay(width, height);
      await page.evaluate(() => { localStorage.clear(); });
      // The new-game form: Black, level 1, no clock.
      await page.locator("#play form.new-game select[name=level]").selectOption("1");
      await page.locator("#play form.new-game select[name=side]").selectOption("black");
      await page.locator("#play form.new-game button.start").click();
      await expect.poll(async () => (await state(page)).canMove).toBe(true);
      // The opening moves from the initial position, each answered by the engine's worker.
      for (let i = 0; i < 3; i++) {
        const before = await state(page);
        await tapMove(page, positionOf(before.dsfen).legalMovesInOrder()[i] as Move);
        await expect.poll(async () => (await state(page)).moves, { timeout: 60_000 }).toBe(before.moves + 2);
      }
      // Then an endgame set up through the controller, played to mate by taps.
      await page.evaluate((d) => { (document.querySelector("#play") as PlayElement).controller.newGame({ mode: "engine", human: "black", level: 1, timeControl: null }, d); }, ENDGAME);
      for (let ply = 0; ply < 60; ply++) {
        const s = await state(page);
        if (s.ending !== null) break;
        const pos = await replayed(page, ENDGAME);
        expect(pos.toDsfen()).toBe(s.dsfen);
        await tapMove(page, decodeMove(mater.chooseMove(pos)));
        await expect.poll(async () => { const t = await state(page); return t.ending !== null || (t.canMove && t.moves > s.moves); }, { timeout: 60_000 }).toBe(true);
      }
      const end = await state(page);
      expect(end.ending).toMatchObject({ winner: "black", reason: "checkmate" });
      if (end.enlarged) await page.locator("#play dialog.enlarged button.close").click();
      await expect.poll(() => page.locator("#play .side .status").textContent()).toBe("Checkmate: Black wins.");
      // The game record says so, in every format.
      for (const format of ["kif", "pgn", "json"]) {
        const text = await page.evaluate((f) => (document.querySelector("#play") as PlayElement).exportText(f), format);
        const { record, diagnostics } = parseRecord(text);
        expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
        expect(record.metadata.result).toBe("1-0");
        expect(mainLine(record).length).toBe(end.moves);
      }
      if (SHOTS !== undefined) {
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: `${SHOTS}/play-mate-${String(width)}.png` });
      }
      expect(errors).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
      await page.close();
    });
  }

  it("keeps the game through a reload (saved as it is played)", async () => {
    const { page } = await openPlay(1280, 800);
    await page.evaluate(() => { localStorage.clear(); });
    await page.locator("#play form.new-game select[name=level]").selectOption("1");
    await page.locator("#play form.new-game button.start").click();
    const s = await state(page);
    await tapMove(page, positionOf(s.dsfen).legalMovesInOrder()[5] as Move);
    await expect.poll(async () => (await state(page)).moves, { timeout: 60_000 }).toBe(2);
    const before = await state(page);
    await page.reload();
    await page.waitForFunction(() => (document.querySelector<PlayElement>("#play"))?.position !== undefined);
    expect((await state(page)).dsfen).toBe(before.dsfen);
    expect(await page.locator("#play .moves button.move").count()).toBe(2);
    await page.close();
  });

  for (const { width, height } of SIZES) {
  it(`a link opened over a game against the engine sets that game aside: one click switches back to it, and a reload keeps it (${String(width)} × ${String(height)})`, async () => {
    const friend = await openPlay(1280, 800);
    await friend.page.evaluate(() => { localStorage.clear(); });
    await friend.page.locator("#play form.new-game button.by-link").click();
    await tapMove(friend.page, Position.initial().legalMovesInOrder()[2] as Move);
    const url = new URL(await friend.page.locator("#play .link-panel input").inputValue());
    await friend.page.close();
    const { page, errors } = await openPlay(width, height);
    await page.evaluate(() => { localStorage.clear(); });
    await page.locator("#play form.new-game select[name=level]").selectOption("1");
    await page.locator("#play form.new-game button.start").click();
    await tapMove(page, positionOf((await state(page)).dsfen).legalMovesInOrder()[5] as Move);
    await expect.poll(async () => (await state(page)).moves, { timeout: 60_000 }).toBe(2);
    const engineGame = (await state(page)).dsfen;
    await page.evaluate((hash) => { location.hash = hash; }, url.hash);
    await page.waitForFunction(() => (document.querySelector("#play") as PlayElement).controller.game.moves.length === 1);
    const note = page.locator("#play .set-aside");
    await note.waitFor();
    expect(await note.textContent()).toContain("(moves played: 2)");
    if (SHOTS !== undefined) {
      mkdirSync(SHOTS, { recursive: true });
      await note.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/play-set-aside-${String(width)}.png` });
    }
    await page.locator("#play .set-aside button.switch-back").click();
    await page.waitForFunction(() => (document.querySelector("#play") as PlayElement).controller.game.moves.length === 2);
    expect((await state(page)).dsfen).toBe(engineGame);
    expect(await page.evaluate(() => location.hash)).toBe("");
    // The link game is kept in its turn.
    expect(await note.textContent()).toContain("(moves played: 1)");
    await page.reload();
    await page.waitForFunction(() => (document.querySelector<PlayElement>("#play"))?.position !== undefined);
    expect((await state(page)).dsfen).toBe(engineGame);
    expect(errors).toEqual([]);
    await page.close();
  });
  }
});

describe("<daidai-play> by link", () => {
  it("passes a game of 20 moves between two pages, each opening the other's link", async () => {
    const a = await openPlay(390, 844);
    const b = await openPlay(1280, 800);
    for (const p of [a.page, b.page]) await p.evaluate(() => { localStorage.clear(); });
    await a.page.locator("#play form.new-game button.by-link").click();
    const reference = Position.initial();
    let url = "";
    for (let ply = 0; ply < 20; ply++) {
      const side = ply % 2 === 0 ? a : b;
      // The page whose turn it is comes to the front (a background tab gets no animation frames).
      await side.page.bringToFront();
      if (ply > 0) {
        await side.page.goto(url);
        await side.page.waitForFunction((n) => (document.querySelector("#play") as PlayElement).controller.game.moves.length === n, ply);
      }
      const s = await state(side.page);
      expect(s.dsfen).toBe(reference.toDsfen());
      const legal = reference.legalMovesInOrder();
      const move = legal[(ply * 11) % legal.length] as Move;
      await tapMove(side.page, move);
      reference.playOrThrow(move);
      await side.page.locator("#play .link-panel input").waitFor();
      url = await side.page.locator("#play .link-panel input").inputValue();
      expect(url).toContain("#g=");
      expect(new URL(url).pathname).toBe("/pages/play.html");
    }
    await a.page.goto(url);
    await a.page.waitForFunction(() => (document.querySelector("#play") as PlayElement).controller.game.moves.length === 20);
    expect((await state(a.page)).dsfen).toBe(reference.toDsfen());
    const json = await a.page.evaluate(() => (document.querySelector("#play") as PlayElement).exportText("json"));
    const moves = mainLine(parseRecord(json).record).map((n) => (n.move === null ? "" : moveToString(n.move)));
    expect(moves).toHaveLength(20);
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
    await a.page.close();
    await b.page.close();
  });

  it("refuses an edited and a truncated link with a clear message, never a wrong position", async () => {
    const { page, errors } = await openPlay(390, 844);
    await page.evaluate(() => { localStorage.clear(); });
    await page.locator("#play form.new-game button.by-link").click();
    const pos = Position.initial();
    const first = pos.legalMovesInOrder()[7] as Move;
    await tapMove(page, first);
    const url = await page.locator("#play .link-panel input").inputValue();
    const text = url.slice(url.indexOf("#g=") + 3);
    // The saved game is not the link's: forget it, so that the page opened next shows only what the link gives.
    await page.evaluate(() => { localStorage.clear(); });
    const edited = `${text.slice(0, 5)}${text[5] === "Q" ? "R" : "Q"}${text.slice(6)}`;
    const fresh = await openPlay(390, 844, `/pages/play.html#g=${edited}`);
    await fresh.page.locator("#play p.alert").waitFor();
    expect(await fresh.page.locator("#play p.alert").textContent()).toContain("changed or damaged");
    expect((await state(fresh.page)).moves).toBe(0);
    await fresh.page.goto(new URL(`/pages/play.html#g=${text.slice(0, -3)}`, url).href);
    await fresh.page.reload();
    await fresh.page.locator("#play p.alert").waitFor();
    expect(await fresh.page.locator("#play p.alert").textContent()).toContain("cut short");
    expect((await state(fresh.page)).moves).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
    await fresh.page.close();
  });
});

describe("<daidai-play>: keyboard only, and axe", () => {
  for (const lang of ["en", "ja"] as const) {
    it(`in the enlarged view Tab reaches the board's scroller, named for panning (${lang})`, async () => {
      const { page, errors } = await openPlay(390, 844);
      await page.evaluate((l) => { (document.querySelector("#play") as HTMLElement).setAttribute("lang", l); }, lang);
      await page.locator("#play button.enlarge").focus();
      await page.keyboard.press("Enter");
      await page.locator("#play dialog.enlarged[open]").waitFor();
      await page.locator("#play dialog.enlarged button.close").focus();
      expect(await tabToBoardScroller(page)).toEqual({ scroller: true, label: SCROLLER_LABEL[lang] });
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it("plays a move with the arrow keys and Enter, and takes it back with the keyboard", async () => {
    const { page } = await openPlay(1280, 800);
    await page.evaluate(() => { localStorage.clear(); });
    await page.locator("#play form.new-game button.by-link").click();
    await page.locator("#play .boardbox").focus();
    // The cursor starts on 9i; 9l (a pawn) is three ranks down; 9k is one up from there.
    for (const key of ["ArrowDown", "ArrowDown", "ArrowDown", "ArrowDown", "Enter", "ArrowUp", "Enter"]) await page.keyboard.press(key);
    await expect.poll(async () => (await state(page)).moves).toBe(1);
    const s = await state(page);
    const expected = Position.initial();
    const m = parseMoveString(expected, "9l9k");
    if (!m.ok) throw new Error(m.error.message);
    expected.playOrThrow(m.value);
    expect(s.dsfen).toBe(expected.toDsfen());
    await page.locator("#play button.take-back").focus();
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await state(page)).moves).toBe(0);
    await page.close();
  });

  for (const { width, height } of SIZES) {
    it(`axe finds no serious or critical violations (${String(width)} × ${String(height)})`, async () => {
      const { page } = await openPlay(width, height);
      expect(await seriousAxeViolations(page)).toEqual([]);
      if (SHOTS !== undefined) {
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: `${SHOTS}/play-${String(width)}.png`, fullPage: true });
      }
      await page.close();
    });
  }
});
