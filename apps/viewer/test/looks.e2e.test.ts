// Looks: distinct icons and labels touch can reach, the last move under the pieces, the
// theme that follows the page, upright letters on White's pieces, and pieces named on hover
// or on a long press.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { KIND_DATA, parseDsfen, squareName } from "@daidai/core";
import { drawnGlyphs, glyphsIn, wedgesOn } from "./support/board-drawing.js";
import { useChromium } from "./support/browser.js";
import { longGameMoves, replay } from "./support/reference.js";
import { glyphDrawn } from "./support/page-checks.js";

const browser = useChromium();
const game = replay(longGameMoves());

type Replay = HTMLElement & { dsfen: string; ply: number; goTo(t: unknown): boolean; updateComplete: Promise<boolean> };

async function widgetPage(width = 1000, colorScheme: "light" | "dark" = "light"): Promise<{ page: Page; errors: string[] }> {
  const opened = await browser.open("/pages/widget.html", { width, colorScheme });
  await opened.page.waitForFunction(() => document.querySelector<Replay>("#long")?.dsfen !== "");
  return opened;
}

describe("controls", () => {
  it("Play/Pause and Next have different icons; every control names itself on touch", async () => {
    const { page, errors } = await widgetPage();
    const controls = page.locator("#long .controls");
    const d = (name: string): Promise<string | null> => controls.getByRole("button", { name, exact: true }).locator("path").getAttribute("d");
    const shapes = [await d("Play"), await d("Next move"), await d("Previous move"), await d("First move"), await d("Last move")];
    expect(new Set(shapes).size).toBe(shapes.length);
    // A touch on a control shows its name under the board (no hover on phones).
    const flip = controls.getByRole("button", { name: "Flip board" });
    await flip.dispatchEvent("pointerdown", { pointerType: "touch", isPrimary: true, bubbles: true, composed: true });
    await expect.poll(() => page.locator("#long p.hover").textContent()).toBe("Flip board");
    // And so does keyboard focus.
    await controls.getByRole("button", { name: "Last move" }).focus();
    await expect.poll(() => page.locator("#long p.hover").textContent()).toBe("Last move");
    const labelled = await controls.locator("button").evaluateAll((buttons) => buttons.every((b) => (b.getAttribute("aria-label") ?? "") !== "" && b.getAttribute("title") === b.getAttribute("aria-label")));
    expect(labelled).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("the last move", () => {
  it("is drawn under the pieces: square fills in an accent colour, path and capture marks clear of every glyph", async () => {
    const { page, errors } = await widgetPage();
    const ply = game.moves.findIndex((m) => m.via.length > 0) + 1;
    await page.evaluate((p) => document.querySelector<Replay>("#long")?.goTo(p), ply);
    await page.evaluate(() => document.querySelector<Replay>("#long")?.updateComplete);
    const board = page.locator("#long .board-scroll daidai-board");
    const result = await board.evaluate((b) => {
      const root = b.shadowRoot;
      const svg = root?.querySelector("svg");
      const path = root?.querySelector('[part="move-path"]');
      const firstCell = root?.querySelector("[role=cell]");
      const last = root?.querySelector("rect.last");
      // Document order = paint order in SVG: the path group comes before the squares and pieces.
      const pathFirst = path !== null && path !== undefined && firstCell !== null && firstCell !== undefined && (path.compareDocumentPosition(firstCell) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
      const marks = Array.from(svg?.querySelectorAll("path.cross") ?? []).map((m) => m.getBoundingClientRect());
      return { pathFirst, fill: last ? getComputedStyle(last).fill : "", marks };
    });
    const glyphs = await board.evaluate(drawnGlyphs);
    expect(glyphs.length).toBeGreaterThan(100);
    const overlaps = result.marks.filter((m) => glyphs.some((g) => m.left < g.right && g.left < m.right && m.top < g.bottom && g.top < m.bottom)).length;
    expect(result.pathFirst).toBe(true);
    expect(result.marks.length).toBeGreaterThan(0);
    expect(overlaps).toBe(0);
    // An opaque-enough warm accent, not the faint blue of before.
    const rgba = /rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)/.exec(result.fill);
    expect(rgba).not.toBeNull();
    expect(Number(rgba?.[4] ?? 1)).toBeGreaterThanOrEqual(0.45);
    expect(Number(rgba?.[1])).toBeGreaterThan(200);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("the move list beside the board", () => {
  it("leaves the current move's comment its full height above the list (move 265 of the demo's engine game)", async () => {
    const { page, errors } = await browser.open("/pages/perf.html", { width: 1400 });
    await page.evaluate(async () => {
      const el = document.createElement("daidai-replay") as Replay;
      el.setAttribute("src", "/samples/engine-game-2.pgn");
      el.setAttribute("ply", "265");
      document.getElementById("host")?.append(el);
      await new Promise<void>((resolve) => {
        el.addEventListener("daidai-load", () => { resolve(); }, { once: true });
      });
      await el.updateComplete;
    });
    const sizes = await page.evaluate(() => {
      const root = document.querySelector("daidai-replay")?.shadowRoot;
      const comment = root?.querySelector<HTMLElement>(".side .comment");
      const list = root?.querySelector<HTMLElement>(".side .moves");
      if (!comment || !list) return null;
      return { text: comment.textContent, height: comment.clientHeight, content: comment.scrollHeight, commentBottom: comment.getBoundingClientRect().bottom, listTop: list.getBoundingClientRect().top, sideBy: getComputedStyle(root?.querySelector(".main") ?? list).gridTemplateColumns };
    });
    expect(sizes).not.toBeNull();
    // The side layout, with a one-line comment at this move.
    expect(sizes?.sideBy.split(" ").length).toBe(2);
    expect(sizes?.text).toMatch(/^eval [+-]\d/);
    // Shown whole (not squeezed to a sliver that scrolls), and above the list, not under it.
    expect(sizes?.height).toBeGreaterThanOrEqual(sizes?.content ?? Infinity);
    expect(sizes?.commentBottom).toBeLessThanOrEqual(sizes?.listTop ?? -Infinity);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("the move list's scroll position", () => {
  /** The current move in view, and the row at the list's top edge whole (not cut by the edge). */
  const listEdges = (page: Page, selector: string): Promise<{ current: boolean; middleThird: boolean; topRowCut: number; scrollTop: number } | null> =>
    page.evaluate((sel) => {
      const list = document.querySelector(sel)?.shadowRoot?.querySelector<HTMLElement>(".moves");
      const current = list?.querySelector('[aria-current="step"]');
      if (!list || !current) return null;
      const top = list.getBoundingClientRect().top + list.clientTop;
      const bottom = top + list.clientHeight;
      const rows = Array.from(list.querySelectorAll(".mv, .note")).map((e) => e.getBoundingClientRect());
      const first = rows.find((r) => r.bottom > top + 1);
      const c = current.getBoundingClientRect();
      const third = (bottom - top) / 3;
      const centre = (c.top + c.bottom) / 2;
      return { current: c.top >= top - 1 && c.bottom <= bottom + 1, middleThird: centre >= top + third && centre <= bottom - third, topRowCut: first === undefined ? 0 : Math.max(0, top - first.top), scrollTop: list.scrollTop };
    }, selector);

  it("keeps the current move in the middle third, whole rows at the top (desktop at move 265, a phone at move 65, then jumps)", async () => {
    const desktop = await browser.open("/pages/perf.html", { width: 1400 });
    await desktop.page.evaluate(async () => {
      const el = document.createElement("daidai-replay") as Replay;
      el.id = "g";
      el.setAttribute("src", "/samples/engine-game-2.pgn");
      el.setAttribute("ply", "265");
      document.getElementById("host")?.append(el);
      await new Promise<void>((resolve) => {
        el.addEventListener("daidai-load", () => { resolve(); }, { once: true });
      });
    });
    // Settled: the list's scroll position and height unchanged for 200 ms (at least 400 ms
    // in all). A loaded machine reads the rest of a long record, in idle slices, later than that.
    const settle = async (page: Page, selector: string): Promise<void> => {
      await page.waitForTimeout(200);
      let last = "";
      for (let i = 0; i < 50; i++) {
        await page.waitForTimeout(200);
        const now = await page.evaluate((sel) => {
          const list = document.querySelector(sel)?.shadowRoot?.querySelector<HTMLElement>(".moves");
          return list ? `${String(list.scrollTop)} ${String(list.scrollHeight)}` : "";
        }, selector);
        if (now !== "" && now === last) return;
        last = now;
      }
    };
    await settle(desktop.page, "#g");
    for (const ply of [265, 40, 300, 120]) {
      if (ply !== 265) {
        await desktop.page.evaluate((p) => (document.querySelector("#g") as Replay).goTo(p), ply);
        await settle(desktop.page, "#g");
      }
      const edges = await listEdges(desktop.page, "#g");
      expect(edges?.scrollTop, `move ${String(ply)}`).toBeGreaterThan(0);
      expect(edges?.current, `move ${String(ply)}`).toBe(true);
      // Its comment and the next moves show: the current move is in the list's middle third.
      expect(edges?.middleThird, `move ${String(ply)}`).toBe(true);
      expect(edges?.topRowCut, `move ${String(ply)}`).toBeLessThanOrEqual(1);
    }
    expect(desktop.errors).toEqual([]);
    await desktop.page.close();
    const phone = await browser.open("/pages/phone.html", { width: 390 });
    await phone.page.waitForFunction(() => document.querySelector<Replay>("#game")?.dsfen !== "");
    await settle(phone.page, "#game");
    const edges = await listEdges(phone.page, "#game");
    expect(edges?.current).toBe(true);
    expect(edges?.topRowCut).toBeLessThanOrEqual(1);
    expect(phone.errors).toEqual([]);
    await phone.page.close();
  });
});

describe("theme", () => {
  it("follows the page by default — a light page in a dark OS gets no dark box; theme=auto follows the OS", async () => {
    const { page, errors } = await widgetPage(1000, "dark");
    const look = (): Promise<{ bg: string; fg: string }> =>
      page.locator("#long .widget").evaluate((w) => ({ bg: getComputedStyle(w).backgroundColor, fg: getComputedStyle(w).color }));
    const pageColor = await page.evaluate(() => getComputedStyle(document.body).color);
    expect(await look()).toEqual({ bg: "rgba(0, 0, 0, 0)", fg: pageColor });
    await page.evaluate(async () => {
      const el = document.querySelector("#long") as Replay;
      el.setAttribute("theme", "auto");
      await el.updateComplete;
    });
    expect((await look()).bg).toBe("rgb(28, 29, 32)");
    await page.emulateMedia({ colorScheme: "light" });
    expect((await look()).bg).toBe("rgb(255, 255, 255)");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("on a dark page the labels take the page's light text colour", async () => {
    const { page } = await browser.open("/pages/phone.html", { width: 1000 });
    await page.waitForFunction(() => document.querySelector<Replay>("#game")?.dsfen !== "");
    await page.evaluate(() => {
      document.body.classList.add("dark");
    });
    const coord = await page.locator("#game .board-scroll daidai-board text.coord").first().evaluate((t) => getComputedStyle(t).fill);
    expect(coord).toBe("rgb(232, 232, 232)");
    await page.close();
  });
});

describe("the pieces", () => {
  /** What each square of #long's board draws: its wedge, and its glyphs top to bottom on screen. */
  async function drawnSquares(page: Page): Promise<Map<string, { wedge: string | null; text: string; upright: boolean[] }>> {
    const board = page.locator("#long .board-scroll daidai-board");
    const glyphs = await board.evaluate(drawnGlyphs);
    const cells = await board.evaluate((b) =>
      Array.from(b.shadowRoot?.querySelectorAll("[data-square]") ?? []).map((c) => {
        const r = c.getBoundingClientRect();
        return { square: c.getAttribute("data-square") ?? "", box: { x: r.x, y: r.y, width: r.width, height: r.height } };
      }),
    );
    const wedges = await board.evaluate(wedgesOn, cells.map((c) => c.square));
    const drawn = new Map<string, { wedge: string | null; text: string; upright: boolean[] }>();
    cells.forEach(({ square, box }, i) => {
      const inCell = glyphsIn(glyphs, box).sort((a, b) => a.top - b.top);
      drawn.set(square, { wedge: wedges[i] ?? null, text: inCell.map((g) => g.text).join(""), upright: inCell.map((g) => g.upright) });
    });
    return drawn;
  }

  it("kanji stand on every piece of the position after each step, White's turned with their wedge", async () => {
    const { page, errors } = await widgetPage();
    const el = page.locator("#long");
    await el.evaluate((e) => {
      e.setAttribute("piece-style", "kanji");
    });
    const kanji = new Map(KIND_DATA.map((k) => [k.code, Array.from(k.kanji.split(" / ")[0] ?? "")]));
    // The start, a few single steps (rows redrawn in place), a jump, and the end.
    for (const ply of [0, 1, 2, 3, 40, game.moves.length]) {
      await el.evaluate((e, p) => (e as Replay).goTo(p), ply);
      await el.evaluate((e) => (e as Replay).updateComplete);
      const setup = parseDsfen(game.dsfens[ply] ?? "");
      if (!setup.ok) throw new Error("bad reference position");
      const drawn = await drawnSquares(page);
      setup.value.board.forEach((piece, sq) => {
        const square = drawn.get(squareName(sq));
        if (piece === null) {
          expect(square).toEqual({ wedge: null, text: "", upright: [] });
          return;
        }
        const chars = piece.kind === "K" ? (piece.color === "black" ? ["玉", "将"] : ["王", "将"]) : (kanji.get(piece.kind) ?? []);
        const black = piece.color === "black";
        // Black at the bottom: Black's wedges point up and read top to bottom; White's are turned 180°.
        expect(square, `${squareName(sq)} at ply ${String(ply)}`).toEqual({ wedge: black ? "up" : "down", text: (black ? chars : [...chars].reverse()).join(""), upright: [black, black] });
      });
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("naming pieces", () => {
  it("hovering names each piece in turn, not only the first", async () => {
    const { page, errors } = await widgetPage();
    await page.evaluate(() => document.querySelector<Replay>("#long")?.goTo(0));
    const hint = page.locator("#long p.hover");
    await page.locator('#long .board-scroll [data-square="9q"]').hover();
    await expect.poll(() => hint.textContent()).toBe("9q: Black king 玉将 (gyokushō)");
    await page.locator('#long .board-scroll [data-square="9a"]').hover();
    await expect.poll(() => hint.textContent()).toBe("9a: White king 王将 (ōshō)");
    await page.locator('#long .board-scroll [data-square="9i"]').hover();
    await expect.poll(() => hint.textContent()).toBe("");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a long press on a piece names it on touch, and does not step", async () => {
    const { page } = await widgetPage();
    await page.evaluate(() => document.querySelector<Replay>("#long")?.goTo(0));
    const cell = page.locator('#long .board-scroll rect[data-square="9q"]');
    await cell.dispatchEvent("pointerdown", { pointerType: "touch", isPrimary: true, bubbles: true, composed: true });
    await page.waitForTimeout(700);
    await cell.dispatchEvent("pointerup", { pointerType: "touch", isPrimary: true, bubbles: true, composed: true });
    await cell.dispatchEvent("click", { bubbles: true, composed: true });
    expect(await page.locator("#long p.hover").textContent()).toBe("9q: Black king 玉将 (gyokushō)");
    expect(await page.evaluate(() => document.querySelector<Replay>("#long")?.ply)).toBe(0);
    await page.close();
  });
});

describe("Japanese all the way", () => {
  it("with lang=ja a long press names the piece in Japanese with its reading, on the square as the board labels it", async () => {
    const { page } = await widgetPage();
    await page.evaluate(async () => {
      const el = document.querySelector<Replay>("#long");
      el?.setAttribute("lang", "ja");
      el?.goTo(0);
      await el?.updateComplete;
    });
    const cell = page.locator('#long .board-scroll rect[data-square="9q"]');
    await cell.dispatchEvent("pointerdown", { pointerType: "touch", isPrimary: true, bubbles: true, composed: true });
    await page.waitForTimeout(700);
    await cell.dispatchEvent("pointerup", { pointerType: "touch", isPrimary: true, bubbles: true, composed: true });
    expect(await page.locator("#long p.hover").textContent()).toBe("9十七: 先手 玉将（ぎょくしょう）");
    await page.close();
  });
});

describe("kanji without a CJK font", () => {
  it("the board draws kanji exactly when the browser has their glyphs, else the codes (checked on a canvas, whatever fonts the machine has)", async () => {
    const { page, errors } = await browser.open("/pages/analysis.html");
    // The bundle's own check, imported in the page (a string, so that the test runner leaves the import alone).
    const own = await page.evaluate<[boolean, boolean]>(`import("/dist/daidai-analysis.js").then((m) => [m.glyphsDrawable("\\u0378\\u0379"), m.glyphsDrawable("Ab")])`);
    // An independent check of the same question: does 獅 draw differently from a code point no font has?
    const kanjiThere = await glyphDrawn(page, "獅");
    const result = await page.evaluate(async () => {
      const board = document.createElement("daidai-board") as HTMLElement & { pieceStyle: string; shownPieceStyle: string; updateComplete: Promise<boolean> };
      board.pieceStyle = "kanji";
      document.body.append(board);
      await board.updateComplete;
      return { style: board.shownPieceStyle };
    });
    expect(own).toEqual([false, true]);
    expect(result.style).toBe(kanjiThere ? "kanji" : "abbreviation");
    expect(errors).toEqual([]);
    await page.close();
  });
});
