// The analysis board's state without a browser: special moves entered square by square,
// variations added to the record, export and re-import.
import { describe, expect, it } from "vitest";
import { parseRecord, recordDifferences } from "@daidai/notation";
import { INITIAL_DSFEN, Position, parseMoveString } from "@daidai/core";
import { AnalysisController } from "../src/analysis/analysis-controller.js";
import { exportRecord } from "../src/analysis/record-export.js";
import { CLICK_CASES, expectedDsfen } from "./support/analysis-positions.js";

function controllerAt(pos: Position): AnalysisController {
  const text = pos.toDsfen();
  const record = parseRecord(text, { format: "dsfen" }).record;
  return new AnalysisController(record);
}

describe("AnalysisController: moves by clicks", () => {
  for (const c of CLICK_CASES) {
    it(`${c.name}: the clicks make exactly that move`, () => {
      const a = controllerAt(c.start);
      const results = c.clicks.map((sq) => a.click(sq).kind);
      expect(results[results.length - 1]).toBe("played");
      expect(results.slice(0, -1).every((k) => k === "selected" || k === "continued")).toBe(true);
      expect(a.position.toDsfen()).toBe(expectedDsfen(c));
      expect(a.node.move).toEqual(c.move);
    });
  }

  it("offers only core's continuations: other squares cancel the entry", () => {
    const c = CLICK_CASES[0];
    if (c === undefined) throw new Error("no case");
    const a = controllerAt(c.start);
    a.click(c.clicks[0] ?? -1);
    expect(new Set(a.entry?.targets)).toEqual(new Set(c.start.continuations(c.clicks[0] ?? -1).map((x) => x.square)));
    expect(a.click(0).kind).toBe("cleared");
    expect(a.position.toDsfen()).toBe(c.start.toDsfen());
  });
});

describe("AnalysisController: variations and export", () => {
  const game = parseRecord(`${INITIAL_DSFEN}\n9l9k 9f9g 8l8k`, { format: "dsfen" }).record;

  it("reads the test game", () => {
    expect(game.root.children[0]?.children[0]?.children[0]?.move).not.toBeNull();
  });

  it("a move at an earlier ply becomes a variation; back to the game returns", () => {
    const a = new AnalysisController(structuredClone(game));
    a.goToPly(1);
    expect(a.gamePly).toBe(1);
    const alt = parseMoveString(a.position, "9f9g");
    expect(alt.ok).toBe(true);
    if (!alt.ok) return;
    // 9f9g is what the game played: following it stays on the game line.
    expect(a.click(alt.value.from).kind).toBe("selected");
    expect(a.click(alt.value.to).kind).toBe("played");
    expect(a.onGameLine).toBe(true);
    a.goToPly(1);
    const other = parseMoveString(a.position, "8f8g");
    if (!other.ok) throw new Error(other.error.message);
    a.playMove(other.value);
    expect(a.onGameLine).toBe(false);
    expect(a.path).toEqual([0, 1]);
    expect(a.record.root.children[0]?.children).toHaveLength(2);
    a.backToGame();
    expect(a.path).toEqual([0]);
  });

  it("KIF, PGN and JSON exports read back to the same tree", () => {
    const a = new AnalysisController(structuredClone(game));
    a.goToPly(2);
    for (const text of ["7l7k", "8f8g"]) {
      const m = parseMoveString(a.position, text);
      if (!m.ok) throw new Error(m.error.message);
      a.playMove(m.value);
    }
    for (const format of ["kif", "pgn", "json"] as const) {
      const back = parseRecord(exportRecord(a.record, format), { format });
      expect(back.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
      expect(recordDifferences(a.record, back.record), format).toEqual([]);
    }
    expect(a.record.root.children[0]?.children[0]?.children).toHaveLength(2);
  });

  it("engine evaluations become comments of their nodes on request", () => {
    const a = new AnalysisController(structuredClone(game));
    a.goToPly(1);
    const note = "Engine: +0.31 (Black better), depth 4";
    const text = exportRecord(a.record, "pgn", new Map([[a.node, note]]));
    expect(text).toContain(note);
    expect(exportRecord(a.record, "pgn")).not.toContain(note);
    const back = parseRecord(text, { format: "pgn" }).record;
    expect(back.root.children[0]?.comments).toEqual([note]);
  });
});
