// A long record is shown after reading its first moves; the rest is read in idle time, or
// at once when something needs it. A reader must not be able to tell: the counter's total,
// the move list, stepping and jumping are right, a problem late in the record is reported
// (later), and nothing moves on the page when the rest arrives.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useChromium } from "./support/browser.js";
import { longGameMoves, replay } from "./support/reference.js";

const browser = useChromium();
let page: Page;
let errors: string[];
const moves = longGameMoves();
const game = replay(moves);

beforeAll(async () => {
  ({ page, errors } = await browser.open("/pages/csp.html"));
  await page.waitForFunction(() => customElements.get("daidai-replay") !== undefined);
  await defineShown();
});

afterAll(() => {
  expect(errors).toEqual([]);
});

type Replay = HTMLElement & {
  load(text: string): Promise<void>;
  goTo(target: number | string): boolean;
  dsfen: string;
  ply: number;
  lineLength: number;
  problems: readonly { severity: string; message: string; line: number; column: number }[];
  updateComplete: Promise<boolean>;
};

/** What a replay shows (read in the page, so that it can be read in the same task as a load). */
type Shown = {
  lineLength: number;
  counter: string;
  sliderMax: string;
  problems: { severity: string; message: string; line: number; column: number }[];
  errorEvents: number;
  labels: (string | null)[];
  box: number[];
  list: number[];
};

/** Defines `replayShown(el)` in the page: what {@link Shown} says the replay `el` shows. */
async function defineShown(): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { replayShown(el: Replay): Shown }).replayShown = (el) => {
      const root = el.shadowRoot as ShadowRoot;
      const box = el.getBoundingClientRect();
      const list = root.querySelector(".moves")?.getBoundingClientRect();
      return {
        lineLength: el.lineLength,
        counter: root.querySelector(".counter")?.textContent ?? "",
        sliderMax: root.querySelector("input[type=range]")?.getAttribute("max") ?? "",
        problems: el.problems.map((p) => ({ severity: p.severity, message: p.message, line: p.line, column: p.column })),
        errorEvents: (window as unknown as Record<string, string[]>)[`${el.id}Errors`]?.length ?? -1,
        labels: Array.from(root.querySelectorAll("button.move"), (b) => b.textContent),
        box: [box.x, box.y, box.width, box.height],
        list: list === undefined ? [] : [list.x, list.y, list.width, list.height],
      };
    };
  });
}

/** Adds a replay (move strings as labels) and loads `text`; returns what the first render shows, read in the same task. */
async function addAndLoad(id: string, text: string, attributes: Record<string, string> = {}): Promise<Shown> {
  return page.evaluate(
    async ([elId, record, attrs]) => {
      const el = document.createElement("daidai-replay") as Replay;
      el.id = elId;
      el.setAttribute("notation", "movestring");
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
      const errorEvents: string[] = [];
      el.addEventListener("daidai-error", (e) => errorEvents.push((e as CustomEvent<{ message: string }>).detail.message));
      (window as unknown as Record<string, string[]>)[`${elId}Errors`] = errorEvents;
      document.body.append(el);
      await el.load(record);
      await el.updateComplete;
      return (window as unknown as { replayShown(el: Replay): Shown }).replayShown(el);
    },
    [id, text, attributes] as const,
  );
}

async function shown(id: string): Promise<Shown> {
  return page.locator(`#${id}`).evaluate((node) => (window as unknown as { replayShown(el: Replay): Shown }).replayShown(node as Replay));
}

async function remove(id: string): Promise<void> {
  await page.locator(`#${id}`).evaluate((el) => {
    el.remove();
  });
}

describe("a long record read in two steps", () => {
  it("shows the whole game's total at once, lists every move once idle, and nothing on the page moves", async () => {
    const first = await addAndLoad("whole", moves.join(" "));
    expect(first.lineLength).toBe(500);
    expect(first.counter).toBe("0 / 500");
    expect(first.sliderMax).toBe("500");
    expect(first.problems).toEqual([]);
    expect(first.labels.length).toBeGreaterThan(50);
    expect(first.labels.length).toBeLessThan(200);
    await expect.poll(async () => (await shown("whole")).labels.length).toBe(500);
    const after = await shown("whole");
    expect(after.labels).toEqual(moves);
    expect(after.counter).toBe("0 / 500");
    expect(after.problems).toEqual([]);
    expect(after.errorEvents).toBe(0);
    expect(after.box).toEqual(first.box);
    expect(after.list).toEqual(first.list);
    await remove("whole");
  });

  it("reports an illegal move late in the record once it is read, located, and the total then ends before it", async () => {
    // Move 300 replaced by one that cannot be played: moves 1–299 are kept.
    const text = [...moves.slice(0, 299), "9j9j9j9j", ...moves.slice(300)].join(" ");
    const column = text.indexOf("9j9j9j9j") + 1;
    const first = await addAndLoad("late", text);
    // Not read yet: the total is the main line as written, no problem known.
    expect(first.lineLength).toBe(500);
    expect(first.problems).toEqual([]);
    expect(first.errorEvents).toBe(0);
    await expect.poll(async () => (await shown("late")).problems.length).toBe(1);
    const after = await shown("late");
    expect(after.problems[0]).toMatchObject({ severity: "error", line: 1, column });
    expect(after.problems[0]?.message).toContain("move 300");
    expect(after.errorEvents).toBe(1);
    expect(after.lineLength).toBe(299);
    expect(after.counter).toBe("0 / 299");
    expect(after.sliderMax).toBe("299");
    await expect.poll(async () => (await shown("late")).labels.length).toBe(299);
    expect((await shown("late")).labels).toEqual(moves.slice(0, 299));
    await remove("late");
  });

  it("steps past the moves read first, one move at a time, in the same task as the load", async () => {
    const result = await page.evaluate(async (record) => {
      const el = document.createElement("daidai-replay") as Replay;
      el.id = "steps";
      document.body.append(el);
      await el.load(record);
      const dsfens: Record<number, string> = {};
      for (let i = 1; i <= 160; i++) {
        el.goTo("next");
        if (i % 40 === 0) dsfens[i] = el.dsfen;
      }
      const ply = el.ply;
      await el.updateComplete;
      return { ply, dsfens, counter: el.shadowRoot?.querySelector(".counter")?.textContent ?? "", lineLength: el.lineLength };
    }, moves.join(" "));
    expect(result.ply).toBe(160);
    for (const [ply, dsfen] of Object.entries(result.dsfens)) expect(dsfen).toBe(game.dsfens[Number(ply)]);
    expect(result.counter).toBe("160 / 500");
    expect(result.lineLength).toBe(500);
    await remove("steps");
  });

  it("jumps past them (last move, a ply far down, the ply attribute) at once", async () => {
    const result = await page.evaluate(async (record) => {
      const el = document.createElement("daidai-replay") as Replay;
      el.id = "jumps";
      el.setAttribute("ply", "321");
      document.body.append(el);
      await el.load(record);
      const atStart = { ply: el.ply, dsfen: el.dsfen };
      el.goTo("last");
      const last = { ply: el.ply, dsfen: el.dsfen };
      el.goTo(444);
      return { atStart, last, far: { ply: el.ply, dsfen: el.dsfen } };
    }, moves.join(" "));
    expect(result.atStart).toEqual({ ply: 321, dsfen: game.dsfens[321] });
    expect(result.last).toEqual({ ply: 500, dsfen: game.dsfens[500] });
    expect(result.far).toEqual({ ply: 444, dsfen: game.dsfens[444] });
    await remove("jumps");
  });
});
