import { describe, expect, it } from "vitest";
import { createProgress, progressLine } from "../src/progress.js";

function fakeStream(isTTY: boolean): { write: (t: string) => void; isTTY: boolean; columns: number; text: () => string } {
  const chunks: string[] = [];
  return { write: (t: string) => void chunks.push(t), isTTY, columns: 100, text: () => chunks.join("") };
}

describe("progress bar", () => {
  it("formats the bar line: label, bar, count, percentage, time left, detail", () => {
    expect(progressLine("convert", 10, 40, 5000, "a.kif", 100)).toBe(
      "convert  [######------------------]  10/40   25%  0:15 left  a.kif",
    );
    expect(progressLine("", 3, undefined, 61_000, "", 100)).toBe("3 done  1:01");
    expect(progressLine("match", 1, 2, 0, "x".repeat(200), 30)).toHaveLength(29);
  });

  it("draws on a terminal, throttled, and erases itself at the end", () => {
    const stream = fakeStream(true);
    let t = 0;
    const bar = createProgress({ total: 4, label: "analyse", stream, now: () => t });
    expect(bar.active).toBe(true);
    bar.tick("move 1"); // within 100 ms of the first draw: not redrawn
    t = 500;
    bar.tick("move 2");
    bar.log("warning: something");
    t = 510;
    bar.tick("move 3");
    bar.tick("move 4"); // the last item is always drawn
    bar.done();
    const frames = stream.text().split("\r\x1b[2K");
    expect(frames).toEqual([
      "",
      "analyse  [------------------------]  0/4    0%",
      "analyse  [############------------]  2/4   50%  0:01 left  move 2",
      "warning: something\n",
      "analyse  [############------------]  2/4   50%  0:01 left  move 2",
      "analyse  [########################]  4/4  100%  move 4",
      "",
    ]);
  });

  it("assumes 80 columns on a terminal that reports none", () => {
    const stream = { ...fakeStream(true), columns: 0 };
    const chunks: string[] = [];
    stream.write = (t: string) => void chunks.push(t);
    createProgress({ total: 3, label: "match", stream, now: () => 0 });
    expect(chunks.join("")).toBe("\r\x1b[2Kmatch  [------------------------]  0/3    0%");
  });

  it("writes nothing but logged lines when the stream is not a terminal", () => {
    const stream = fakeStream(false);
    const bar = createProgress({ total: 2, stream });
    bar.tick();
    bar.log("game 1: 1-0");
    bar.tick();
    bar.done();
    expect(bar.active).toBe(false);
    expect(stream.text()).toBe("game 1: 1-0\n");
  });

  it("writes a plain line at most once per interval when the stream is not a terminal and plainEveryMs is set", () => {
    const stream = fakeStream(false);
    let t = 0;
    const bar = createProgress({ total: 4, label: "match", stream, plainEveryMs: 60_000, now: () => t });
    t = 30_000;
    bar.update(1, "1/4"); // before the first interval: nothing
    t = 60_000;
    bar.update(2, "2/4");
    t = 90_000;
    bar.update(3, "3/4"); // within the interval of the last line: nothing
    bar.log("a warning");
    t = 125_000;
    bar.update(4, "4/4");
    bar.done();
    t = 500_000;
    bar.update(4, "after done");
    expect(stream.text()).toBe(
      "match  [############------------]  2/4   50%  1:00 left  2/4\n" +
        "a warning\n" +
        "match  [########################]  4/4  100%  4/4\n",
    );
  });

  it("writes no plain line when forced off or on a terminal", () => {
    for (const [isTTY, enabled] of [[false, false], [true, undefined]] as const) {
      const stream = fakeStream(isTTY);
      let t = 0;
      const bar = createProgress({ total: 2, stream, plainEveryMs: 10, now: () => t, ...(enabled === undefined ? {} : { enabled }) });
      t = 100;
      bar.tick();
      bar.done();
      expect(stream.text()).not.toContain("\n");
    }
  });
});
