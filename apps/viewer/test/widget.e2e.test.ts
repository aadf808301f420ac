// <daidai-replay> in Chromium: loading, navigation by buttons, keys, clicks and slider,
// variations, flip, highlights and error display. Each position is checked against the
// DSFEN that @daidai/core computes for that ply.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { drawnGlyphs, glyphsIn, wedgesOn } from "./support/board-drawing.js";
import { useChromium } from "./support/browser.js";
import { longGameMoves, replay } from "./support/reference.js";

const browser = useChromium();
let page: Page;
let errors: string[];
const game = replay(longGameMoves());

beforeAll(async () => {
  ({ page, errors } = await browser.open("/pages/widget.html"));
  await page.waitForFunction(() => {
    const el = document.querySelector<HTMLElement & { dsfen: string }>("#long");
    return el !== null && el.dsfen !== "";
  });
});

const state = (id: string): Promise<{ ply: number; dsfen: string; path: number[]; text: string; orientation: string | null; length: number }> =>
  page.evaluate((sel) => {
    const el = document.querySelector(sel) as HTMLElement & { ply: number; dsfen: string; path: string; indices: number[]; lineLength: number };
    return { ply: el.ply, dsfen: el.dsfen, path: [...el.indices], text: el.path, orientation: el.getAttribute("orientation"), length: el.lineLength };
  }, `#${id}`);

async function settle(): Promise<void> {
  await page.evaluate(async () => {
    for (const el of Array.from(document.querySelectorAll("daidai-replay"))) {
      await (el as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete;
    }
  });
}

describe("loading", () => {
  it("loads the long sample from src and starts at the ply attribute", async () => {
    const s = await state("long");
    expect(s.length).toBe(game.moves.length);
    expect(s.ply).toBe(10);
    expect(s.dsfen).toBe(game.dsfens[10]);
    const loads = await page.evaluate(() => (window as unknown as { __events: { type: string; id: string; detail: { plies: number } }[] }).__events.filter((e) => e.type === "daidai-load" && e.id === "long"));
    expect(loads[0]?.detail.plies).toBe(game.moves.length);
  });

  it("loads every sample in every format from src, detecting the format", async () => {
    const files = ["long-game.json", "long-game.pgn", "long-game.kif", "long-game.dsfen", "short-game.json", "short-game.pgn", "short-game.kif"];
    const results = await page.evaluate(async (names) => {
      const out: { name: string; format: string; plies: number; last: string; variations: number; errors: number }[] = [];
      for (const name of names) {
        const el = document.createElement("daidai-replay") as HTMLElement & { dsfen: string; goTo(t: string): void; updateComplete: Promise<boolean> };
        const loaded = new Promise<{ format: string | undefined; plies: number; diagnostics: readonly { severity: string }[] }>((resolve) => {
          el.addEventListener("daidai-load", (e) => {
            resolve(e.detail);
          });
        });
        el.setAttribute("src", `/samples/${name}`);
        document.body.append(el);
        const detail = await loaded;
        el.goTo("last");
        await el.updateComplete;
        out.push({
          name,
          format: detail.format ?? "",
          plies: detail.plies,
          last: el.dsfen,
          variations: el.shadowRoot?.querySelectorAll(".variation").length ?? -1,
          errors: detail.diagnostics.filter((d) => d.severity === "error").length,
        });
        el.remove();
      }
      return out;
    }, files);
    for (const r of results) {
      expect(r.errors, r.name).toBe(0);
      expect(r.format, r.name).toBe(r.name.split(".")[1]);
      if (r.name.startsWith("long")) {
        expect(r.plies, r.name).toBe(game.moves.length);
        expect(r.last, r.name).toBe(game.dsfens[game.moves.length]);
      } else {
        expect(r.plies, r.name).toBe(40);
        expect(r.variations, r.name).toBe(2);
      }
    }
  });

  it("reads an inline record, also when a blog editor HTML-escaped it", async () => {
    await settle();
    expect((await state("inline")).length).toBe(2);
    expect((await state("escaped")).length).toBe(2);
  });

  it("shows the diagram only in static mode", async () => {
    await settle();
    const s = await state("static");
    expect(s.ply).toBe(3);
    expect(await page.locator("#static .controls").count()).toBe(0);
    expect(await page.locator("#static daidai-board").count()).toBe(1);
  });
});

describe("the move list of a long record", () => {
  it("is built in blocks: a move far down is marked at once, and every move is listed once the page is idle", async () => {
    // Expected labels, written independently in node: notation's formatter on core's positions.
    const { formatMove } = await import("@daidai/notation");
    const { Position } = await import("@daidai/core");
    const pos = Position.initial();
    const expected = game.moves.map((m) => {
      const label = formatMove(pos, m, "western");
      pos.playOrThrow(m);
      return label;
    });
    const text = longGameMoves().join(" ");
    const result = await page.evaluate(async (record) => {
      const el = document.createElement("daidai-replay") as HTMLElement & { load(t: string): Promise<void>; goTo(t: number): void; updateComplete: Promise<boolean> };
      el.id = "blocks";
      document.body.append(el);
      await el.load(record);
      await el.updateComplete;
      const root = el.shadowRoot;
      if (root === null) throw new Error("no shadow root");
      const builtAtFirst = root.querySelectorAll("button.move").length;
      el.goTo(450);
      await el.updateComplete;
      const current = root.querySelector('button.move[aria-current="step"]')?.getAttribute("data-path") ?? "";
      return { builtAtFirst, current };
    }, text);
    expect(result.builtAtFirst).toBeGreaterThan(50);
    expect(result.builtAtFirst).toBeLessThan(game.moves.length);
    expect(result.current.split(".")).toHaveLength(450);
    await expect.poll(() => page.locator("#blocks button.move").count()).toBe(game.moves.length);
    const paths = await page.locator("#blocks button.move").evaluateAll((buttons) => buttons.map((b) => b.getAttribute("data-path")));
    expect(new Set(paths).size).toBe(game.moves.length);
    expect(await page.locator("#blocks button.move").allTextContents()).toEqual(expected);
    await page.locator("#blocks").evaluate((el) => {
      el.remove();
    });
  });
});

describe("navigation", () => {
  it("buttons step, jump to the ends and keep the board in step with core", async () => {
    const long = page.locator("#long");
    await long.getByRole("button", { name: "Next move" }).click();
    expect((await state("long")).dsfen).toBe(game.dsfens[11]);
    await long.getByRole("button", { name: "Previous move" }).click();
    await long.getByRole("button", { name: "Previous move" }).click();
    expect((await state("long")).dsfen).toBe(game.dsfens[9]);
    await long.getByRole("button", { name: "Last move" }).click();
    expect((await state("long")).ply).toBe(game.moves.length);
    expect((await state("long")).dsfen).toBe(game.dsfens[game.moves.length]);
    await long.getByRole("button", { name: "First move" }).click();
    expect((await state("long")).dsfen).toBe(game.dsfens[0]);
  });

  it("keyboard: arrows, Home/End, f flips, space toggles autoplay", async () => {
    const widget = page.locator("#long .widget");
    await widget.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    expect((await state("long")).dsfen).toBe(game.dsfens[2]);
    await page.keyboard.press("ArrowLeft");
    expect((await state("long")).ply).toBe(1);
    await page.keyboard.press("End");
    expect((await state("long")).ply).toBe(game.moves.length);
    await page.keyboard.press("Home");
    expect((await state("long")).ply).toBe(0);
    await page.keyboard.press("f");
    expect((await state("long")).orientation).toBe("white");
    // Flipped: the top-left square is 1q and Black's pieces point down.
    await expect.poll(() => page.locator("#long daidai-board [role=cell]").first().getAttribute("data-square")).toBe("1q");
    // Abbreviations: the wedge turns, the letters stay upright.
    const board = page.locator("#long daidai-board");
    expect(await board.evaluate(wedgesOn, ["9q"])).toEqual(["down"]);
    const king = glyphsIn(await board.evaluate(drawnGlyphs), await board.locator('rect[data-square="9q"]').boundingBox());
    expect(king.map((g) => g.text).join("")).toBe("K");
    expect(king.every((g) => g.upright)).toBe(true);
    await page.keyboard.press("f");
    expect((await state("long")).orientation).toBe("black");
    await page.keyboard.press(" ");
    await expect.poll(async () => page.locator("#long").getByRole("button", { name: "Pause" }).count()).toBe(1);
    await page.keyboard.press(" ");
    await expect.poll(async () => page.locator("#long").getByRole("button", { name: "Play" }).count()).toBe(1);
  });

  it("clicking a move jumps there and marks it current", async () => {
    const move = page.locator('#long button.move[data-path="' + Array.from({ length: 50 }, () => "0").join(".") + '"]');
    await move.click();
    const s = await state("long");
    expect(s.ply).toBe(50);
    expect(s.dsfen).toBe(game.dsfens[50]);
    expect(await move.getAttribute("aria-current")).toBe("step");
  });

  it("the slider goes to a ply and ply-change events carry ply, path, move and DSFEN", async () => {
    await page.locator("#long input[type=range]").evaluate((input: HTMLInputElement) => {
      input.value = "123";
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });
    const s = await state("long");
    expect(s.ply).toBe(123);
    expect(s.dsfen).toBe(game.dsfens[123]);
    const events = await page.evaluate(() => (window as unknown as { __events: { type: string; detail: { ply: number; move: string; dsfen: string; path: string; indices: number[] } }[] }).__events);
    const last = events.filter((e) => e.type === "daidai-ply-change").pop();
    expect(last?.detail.ply).toBe(123);
    expect(last?.detail.dsfen).toBe(game.dsfens[123]);
    expect(last?.detail.move).toBe(longGameMoves()[122]);
    expect(last?.detail.indices).toHaveLength(123);
    expect(last?.detail.path).toBe("123");
  });

  it("the current move stays in view in the move list", async () => {
    await page.evaluate(() => {
      (document.querySelector("#long") as HTMLElement & { goTo(t: number): void }).goTo(400);
    });
    await settle();
    const visible = await page.locator("#long .moves").evaluate((list) => {
      const current = list.querySelector('[aria-current="step"]');
      if (!current) return false;
      const a = list.getBoundingClientRect();
      const b = current.getBoundingClientRect();
      return b.top >= a.top - 1 && b.bottom <= a.bottom + 1;
    });
    expect(visible).toBe(true);
  });

  it("a step lays out the slider's box and the board, not the page around them", async () => {
    // Chromium's trace names the roots of each layout. A step changes the slider, the counter
    // and the board: before their box was contained, every step laid out the whole document.
    // Focus is taken off the move list first (an earlier test clicked a move): while a move has
    // it, the focus follows the current move, which lays out the list's block and so the page.
    await page.waitForFunction(() => {
      const list = document.querySelector("#long")?.shadowRoot?.querySelectorAll(".moves button.move");
      return list !== undefined && list.length >= 500;
    });
    const cdp = await page.context().newCDPSession(page);
    const events: { name: string; ts: number; args?: { endData?: { layoutRoots?: { nodeName: string }[] } } }[] = [];
    cdp.on("Tracing.dataCollected", (e) => events.push(...(e.value as unknown as typeof events)));
    await cdp.send("Tracing.start", { categories: "devtools.timeline,blink.user_timing", transferMode: "ReportEvents" });
    await page.evaluate(async () => {
      const el = document.querySelector("#long") as HTMLElement & { goTo(t: number | string): void; updateComplete: Promise<boolean> };
      const board = el.shadowRoot?.querySelector("daidai-board") as (HTMLElement & { updateComplete: Promise<boolean> }) | null;
      (el.shadowRoot?.activeElement as HTMLElement | null)?.blur();
      el.goTo(200);
      await el.updateComplete;
      document.documentElement.getBoundingClientRect();
      performance.mark("steps-start");
      for (let i = 0; i < 5; i++) {
        el.goTo("next");
        await el.updateComplete;
        await board?.updateComplete;
        document.documentElement.getBoundingClientRect();
      }
      performance.mark("steps-end");
    });
    const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.end");
    await done;
    await cdp.detach();
    const mark = (name: string): number => events.find((e) => e.name === name)?.ts ?? NaN;
    const [start, end] = [mark("steps-start"), mark("steps-end")];
    const steps = events
      .filter((e) => e.name === "Layout" && e.ts > start && e.ts < end)
      .map((e) => (e.args?.endData?.layoutRoots ?? []).map((r) => r.nodeName).join(" + "));
    expect(steps).toHaveLength(5);
    for (const r of steps) expect(r).toMatch(/^(DIV class='position-inner'|svg)( \+ (DIV class='position-inner'|svg))*$/);
  });

  it("a board redrawn move after move draws what a fresh board draws for the same position", async () => {
    // Stepping redraws the pieces' rows in place: 250 moves forward (captures, four pieces
    // promoted by then), then 90 back (pieces come back, three promotions are taken back).
    const dsfen = await page.evaluate(async () => {
      const el = document.querySelector("#long") as HTMLElement & { goTo(t: number | string): void; dsfen: string; updateComplete: Promise<boolean> };
      const board = el.shadowRoot?.querySelector("daidai-board") as (HTMLElement & { updateComplete: Promise<boolean> }) | null;
      const step = async (target: number | string): Promise<void> => {
        el.goTo(target);
        await el.updateComplete;
        await board?.updateComplete;
      };
      await step(0);
      for (let i = 0; i < 250; i++) await step("next");
      for (let i = 0; i < 90; i++) await step("prev");
      const fresh = document.createElement("daidai-board");
      fresh.id = "fresh";
      fresh.setAttribute("piece-style", "abbreviation");
      fresh.setAttribute("dsfen", el.dsfen);
      fresh.style.width = `${String(board?.getBoundingClientRect().width ?? 0)}px`;
      document.body.append(fresh);
      await (fresh as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete;
      return el.dsfen;
    });
    const promotions = (d: string | undefined) => (d?.split(" ")[0]?.match(/\+/g) ?? []).length;
    expect(dsfen).toBe(game.dsfens[160]);
    expect([promotions(game.dsfens[250]), promotions(dsfen)]).toEqual([4, 1]);
    const drawing = async (selector: string) => {
      const board = page.locator(selector);
      const origin = await board.evaluate((b) => {
        const r = b.shadowRoot?.querySelector("svg")?.getBoundingClientRect();
        return { x: r?.left ?? 0, y: r?.top ?? 0 };
      });
      const glyphs = (await board.evaluate(drawnGlyphs)).map((g) => `${g.text} ${String(Math.round(g.left - origin.x))} ${String(Math.round(g.top - origin.y))} ${String(g.upright)}`);
      const texts = await board.evaluate((b) =>
        Array.from(b.shadowRoot?.querySelectorAll("[part~=pieces] text") ?? [])
          .filter((t) => t.textContent !== "")
          .map((t) => `${t.getAttribute("class") ?? ""}: ${t.textContent}`),
      );
      const squares = await board.evaluate((b) => Array.from(b.shadowRoot?.querySelectorAll("rect[data-square]") ?? [], (r) => r.getAttribute("data-square") ?? ""));
      return { glyphs: glyphs.sort(), texts: texts.sort(), wedges: await board.evaluate(wedgesOn, squares) };
    };
    const stepped = await drawing("#long daidai-board");
    const fresh = await drawing("#fresh");
    await page.evaluate(() => document.querySelector("#fresh")?.remove());
    expect(stepped.glyphs.length).toBeGreaterThan(100);
    expect(stepped.texts.some((t) => t.includes("promoted"))).toBe(true);
    expect(stepped).toEqual(fresh);
  });

  it("highlights every leg and captured square of a lion-family multi-capture", async () => {
    const ply = game.moves.findIndex((m) => m.via.length > 0) + 1;
    expect(ply).toBeGreaterThan(0);
    const move = game.moves[ply - 1];
    if (move === undefined) throw new Error("no multi-capture in the sample");
    await page.evaluate((p) => {
      (document.querySelector("#long") as HTMLElement & { goTo(t: number): void }).goTo(p);
    }, ply);
    await settle();
    const board = page.locator("#long daidai-board");
    const lastSquares = await board.locator("rect.last").evaluateAll((rects) => rects.map((r) => r.getAttribute("data-square")));
    const { squareName } = await import("@daidai/core");
    for (const sq of [move.from, ...move.via, move.to]) expect(lastSquares).toContain(squareName(sq));
    expect(await board.locator("path.cross").count()).toBeGreaterThanOrEqual(move.via.length);
    expect(await board.locator("polyline.path").count()).toBe(1);
  });
});

describe("autoplay, tapping and Japanese", () => {
  it("the autoplay attribute plays the moves and stops at the end", async () => {
    await expect.poll(async () => (await state("auto")).ply, { timeout: 10_000 }).toBe(4);
    await expect.poll(async () => page.locator("#auto").getByRole("button", { name: "Play" }).count()).toBe(1);
  });

  it("tapping the right half of the board steps forward, the left half back", async () => {
    await page.evaluate(() => {
      document.querySelector<HTMLElement & { goTo(t: number): void }>("#long")?.goTo(20);
    });
    const board = page.locator("#long daidai-board");
    const box = await board.boundingBox();
    if (box === null) throw new Error("no board box");
    await page.mouse.click(box.x + box.width * 0.8, box.y + box.height / 2);
    expect((await state("long")).ply).toBe(21);
    await page.mouse.click(box.x + box.width * 0.2, box.y + box.height / 2);
    await page.mouse.click(box.x + box.width * 0.2, box.y + box.height / 2);
    expect((await state("long")).ply).toBe(19);
  });

  it("with lang=ja the labels, ranks and the live region are Japanese", async () => {
    const ja = page.locator("#ja");
    await ja.getByRole("button", { name: "一手進む" }).click();
    await expect.poll(() => page.locator("#ja [aria-live=polite]").textContent()).toMatch(/^1手目 ☗/);
    expect(await page.locator("#ja daidai-board text.coord").allTextContents()).toContain("十七");
    expect(await page.locator("#ja button.move").first().textContent()).toMatch(/[一二三四五六七八九十]/);
    // Without a lang attribute the widget follows the page around it.
    expect(await page.locator("#inherit").getByRole("button", { name: "一手戻る" }).count()).toBe(1);
    expect(await page.locator("#long").getByRole("button", { name: "Previous move" }).count()).toBe(1);
  });
});

describe("variations, comments and records given as objects", () => {
  it("lists variations, switches with ↑/↓ and shows comments as text", async () => {
    const { parseMoveString, Position } = await import("@daidai/core");
    const pos = Position.initial();
    const mv = (text: string) => {
      const r = parseMoveString(pos, text);
      if (!r.ok) throw new Error(r.error.message);
      return r.value;
    };
    const m1 = mv("9l9k");
    pos.playOrThrow(m1);
    const m2 = mv("9f9g");
    const m2b = mv("8f8g");
    pos.playOrThrow(m2);
    const m3 = mv("8l8k");
    const record = {
      metadata: { black: "Alice", white: "Bob", event: "Test cup" },
      startDsfen: null,
      root: {
        move: null,
        comments: ["A short game."],
        children: [
          {
            move: m1,
            comments: ["Pawn forward."],
            children: [
              { move: m2, comments: [], children: [{ move: m3, comments: [], children: [] }] },
              { move: m2b, comments: ["The other pawn."], children: [] },
            ],
          },
        ],
      },
    };
    await page.evaluate((r) => {
      (document.querySelector("#tree") as HTMLElement & { record: unknown }).record = r;
    }, record);
    await expect.poll(async () => (await state("tree")).length).toBe(3);
    expect(await page.locator("#tree .variation").count()).toBe(1);
    await expect.poll(() => page.locator("#tree header").textContent()).toContain("Alice");
    const widget = page.locator("#tree .widget");
    await widget.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    expect((await state("tree")).path).toEqual([0, 0]);
    await page.keyboard.press("ArrowDown");
    const s = await state("tree");
    expect(s.path).toEqual([0, 1]);
    expect(s.text).toBe("2.1.1");
    const ref = Position.initial();
    ref.playOrThrow(m1);
    ref.playOrThrow(m2b);
    expect(s.dsfen).toBe(ref.toDsfen());
    expect(await page.locator("#tree .comment").textContent()).toContain("The other pawn.");
    await page.keyboard.press("ArrowUp");
    expect((await state("tree")).path).toEqual([0, 0]);
    await page.locator('#tree button.move[data-path="0.1"]').click();
    expect((await state("tree")).path).toEqual([0, 1]);
  });
});

describe("starting inside a variation", () => {
  it("the path attribute starts at a node of a variation; setting path navigates; an unknown path is a warning", async () => {
    const { readFileSync } = await import("node:fs");
    const { parseRecord, positionAt } = await import("@daidai/notation");
    const record = parseRecord(readFileSync(new URL("../samples/short-game.pgn", import.meta.url), "utf8")).record;
    const expected = (path: string): string => positionAt(record, path).toDsfen();
    await page.evaluate(() => {
      for (const [id, path] of [
        ["in-variation", "5.1.3"],
        ["bad-path", "99.1.1"],
      ]) {
        const el = document.createElement("daidai-replay");
        el.id = id ?? "";
        el.setAttribute("src", "/samples/short-game.pgn");
        el.setAttribute("path", path ?? "");
        el.setAttribute("ply", "2");
        document.body.append(el);
      }
    });
    await expect.poll(async () => (await state("in-variation")).dsfen).not.toBe("");
    const s = await state("in-variation");
    expect(s.text).toBe("5.1.3");
    expect(s.ply).toBe(7);
    expect(s.path).toEqual([0, 0, 0, 0, 1, 0, 0]);
    expect(s.dsfen).toBe(expected("5.1.3"));
    await page.evaluate(() => {
      (document.querySelector("#in-variation") as HTMLElement & { path: string }).path = "6";
    });
    await settle();
    const main = await state("in-variation");
    expect([main.text, main.ply, main.dsfen]).toEqual(["6", 6, expected("6")]);

    await expect.poll(async () => (await state("bad-path")).dsfen).not.toBe("");
    const bad = await state("bad-path");
    expect([bad.ply, bad.dsfen]).toEqual([2, expected("2")]);
    expect(await page.locator("#bad-path [part=diagnostics]").textContent()).toContain("path 99.1.1 is not in this record");
    await page.evaluate(() => {
      for (const id of ["in-variation", "bad-path"]) document.getElementById(id)?.remove();
    });
  });
});

describe("errors are shown inside the widget", () => {
  it("a failed src fetch shows a clear message and fires daidai-error", async () => {
    await expect.poll(() => page.locator("#missing [part=error]").textContent()).toContain("Could not load the game record from /samples/does-not-exist.kif");
    const ev = await page.evaluate(() => (window as unknown as { __events: { type: string; id: string }[] }).__events.some((e) => e.type === "daidai-error" && e.id === "missing"));
    expect(ev).toBe(true);
  });

  it("a record with an illegal move keeps the valid part and lists the problem", async () => {
    const s = await state("bad");
    expect(s.length).toBe(1);
    const text = await page.locator("#bad [part=diagnostics]").textContent();
    expect(text).toContain("9l9k");
    expect(text).toMatch(/1:6/);
  });

  it("text that is no record shows why, not an unrelated board", async () => {
    const shown = await page.evaluate(async () => {
      const el = document.createElement("daidai-replay") as HTMLElement & { load(t: string): Promise<void>; updateComplete: Promise<boolean>; problems: readonly { message: string }[] };
      document.body.append(el);
      await el.load("this is not a game");
      await el.updateComplete;
      const root = el.shadowRoot;
      const result = {
        error: root?.querySelector("[part=error]")?.textContent ?? "",
        list: root?.querySelectorAll("[part=diagnostics]").length,
        problems: el.problems.map((p) => p.message).join("\n"),
        boards: root?.querySelectorAll("daidai-board").length,
      };
      el.remove();
      return result;
    });
    // One message, no list of problems (the reason stays in `problems` and the event).
    expect(shown.error).toBe("This text is not a game record this widget can read (JSON, PGN, KIF, or a DSFEN with moves).");
    expect(shown.list).toBe(0);
    expect(shown.problems).toContain("unknown record format");
    expect(shown.boards).toBe(0);
  });

  it("no page errors were logged", () => {
    expect(errors).toEqual([]);
  });
});
