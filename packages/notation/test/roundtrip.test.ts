import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { moveToString } from "@daidai/core";
import {
  NO_CHILDREN,
  NO_COMMENTS,
  RECORD_FORMATS,
  addChild,
  convert,
  createRecord,
  mainLine,
  nodeAtPath,
  parseRecord,
  pathOf,
  recordDifferences,
  recordToJson,
  writeRecord,
  KifWriteError,
  type GameRecord,
  type RecordFormat,
  type RecordNode,
} from "../src/index.js";
import { SAMPLE_START, randomRecord } from "./helpers.js";

/** The JSON value of a record, with the result "*" written as absent (the two mean the same: unfinished or unknown). */
function canon(record: GameRecord): unknown {
  const json = recordToJson(record) as { metadata: { result?: string } };
  if (json.metadata.result === "*") delete json.metadata.result;
  return json;
}

/** What a format keeps of a record (docs/formats/*.md, "What is lost"). */
function expected(record: GameRecord, format: RecordFormat): unknown {
  if (format !== "dsfen") return canon(record);
  const stripped = createRecord();
  stripped.startDsfen = record.startDsfen;
  let parent = stripped.root;
  for (const node of mainLine(record)) {
    const copy: RecordNode = { move: node.move, commentsBefore: NO_COMMENTS, comments: NO_COMMENTS, children: NO_CHILDREN };
    if (node.moveNumber !== undefined) copy.moveNumber = node.moveNumber;
    addChild(parent, copy);
    parent = copy;
  }
  return canon(stripped);
}

function read(text: string, format: RecordFormat): GameRecord {
  const r = parseRecord(text, { format });
  expect(r.diagnostics).toEqual([]);
  return r.record;
}

const SEEDS = [1, 2, 3, 4, 5, 6];
const RECORDS = SEEDS.map((seed) =>
  randomRecord(seed, { plies: 40 + seed * 8, variations: true, comments: true, times: true, start: seed % 3 === 0 ? SAMPLE_START : null }),
);

function walk(node: RecordNode, visit: (n: RecordNode, parent: RecordNode) => void): void {
  for (const c of node.children) {
    visit(c, node);
    walk(c, visit);
  }
}

describe("random records", () => {
  it("contain what the round trips must cover: captures, promotions, lion multi-captures, igui, passes, variations", async () => {
    const { positionAt } = await import("../src/index.js");
    const seen = new Set<string>();
    for (const record of RECORDS) {
      walk(record.root, (n, parent) => {
        if (parent.children.indexOf(n) > 0) seen.add("variation");
        if (n.move === null) return;
        const d = positionAt(record, pathOf(record, parent)).describeMove(n.move);
        if (d.captures.length > 0) seen.add("capture");
        if (d.captures.length > 1) seen.add("multi-capture");
        if (d.promotes) seen.add("promotion");
        if (d.igui) seen.add("igui");
        if (d.pass) seen.add("pass");
        if (d.piece.promoted) seen.add("promoted piece moves");
      });
    }
    expect([...seen].sort()).toEqual(["capture", "igui", "multi-capture", "pass", "promoted piece moves", "promotion", "variation"]);
  });

  it.each(SEEDS.map((s, i) => [s, i] as const))("seed %i: every format → every other format → back gives the same record", (_seed, i) => {
    const record = RECORDS[i] ?? createRecord();
    for (const first of RECORD_FORMATS) {
      const once = read(writeRecord(record, first), first);
      expect(canon(once)).toEqual(expected(record, first));
      for (const second of RECORD_FORMATS) {
        const twice = read(writeRecord(once, second), second);
        const back = read(writeRecord(twice, first), first);
        const keep = first === "dsfen" || second === "dsfen" ? "dsfen" : first;
        expect(canon(back)).toEqual(expected(record, keep));
      }
    }
  });

  it("for random seeds (fast-check), writing in any format and reading back keeps what the format holds", () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 1_000_000 }), fc.boolean(), (seed, fromSample) => {
        const record = randomRecord(seed, { plies: 24, variations: true, comments: true, times: true, start: fromSample ? SAMPLE_START : null });
        for (const format of RECORD_FORMATS) {
          const back = read(writeRecord(record, format), format);
          expect(canon(back)).toEqual(expected(record, format));
        }
      }),
      { numRuns: 15, seed: 2026 },
    );
  });

  it("paths address every node and come back", () => {
    for (const record of RECORDS) {
      let count = 0;
      walk(record.root, (n) => {
        const path = pathOf(record, n);
        expect(nodeAtPath(record, path)).toBe(n);
        count++;
      });
      expect(count).toBeGreaterThan(10);
    }
    const record = RECORDS[0] ?? createRecord();
    expect(nodeAtPath(record, "0")).toBe(record.root);
    expect(pathOf(record, record.root)).toBe("0");
    expect(nodeAtPath(record, "3")).toBe(mainLine(record)[2]);
    for (const bad of ["", "x", "1.", "1.0.1", "1.1.0", "-1"]) expect(nodeAtPath(record, bad)).toBeUndefined();
  });

  it("convert warns when the target format loses data, and not otherwise", () => {
    const record = RECORDS[1] ?? createRecord();
    const json = writeRecord(record, "json");
    const toDsfen = convert(json, "dsfen");
    expect(toDsfen.text).toBe(writeRecord(record, "dsfen"));
    expect(toDsfen.diagnostics).toHaveLength(1);
    expect(toDsfen.diagnostics[0]?.severity).toBe("warning");
    expect(toDsfen.diagnostics[0]?.message).toMatch(/^the dsfen format cannot hold everything in this record; changed or lost: metadata .*comments, move times/);
    const toPgn = convert(json, "pgn");
    expect(toPgn.diagnostics).toEqual([]);
    expect(toPgn.text).toBe(writeRecord(record, "pgn"));
  });

  it("convert returns no text when the input has errors", () => {
    const r = convert("1. P-8k Zz-1a", "json");
    expect(r.text).toBeUndefined();
    expect(r.diagnostics[0]?.message).toContain("move 1... Zz-1a:");
  });

  it("the KIF and PGN writers keep milliseconds", () => {
    const record = randomRecord(9, { plies: 3, variations: false, comments: false, times: false });
    const first = mainLine(record)[0];
    if (first === undefined) throw new Error("no move");
    first.timeSpentMs = 61_499;
    expect(mainLine(read(writeRecord(record, "pgn"), "pgn"))[0]?.timeSpentMs).toBe(61_499);
    expect(writeRecord(record, "pgn")).toContain("{[%emt 0:01:01.499]}");
    expect(mainLine(read(writeRecord(record, "kif"), "kif"))[0]?.timeSpentMs).toBe(61_499);
    expect(writeRecord(record, "kif")).toContain("( 1:01.499/00:01:01.499)");
    expect(moveToString(first.move ?? { from: 0, to: 0, via: [] })).toMatch(/^\d/);
  });
});

describe("every writer's output reads back identically (generated trees)", () => {
  it("with comments, variations nested up to 8 deep, NAGs, times with milliseconds and bookmarks", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.boolean(), (seed, fromSample) => {
        const record = randomRecord(seed, { plies: 30, variations: true, comments: true, times: true, millis: true, nags: true, bookmarks: true, depth: 8, start: fromSample ? SAMPLE_START : null });
        for (const format of ["json", "pgn", "kif"] as const) {
          const back = read(writeRecord(record, format), format);
          // KIF has no annotation glyphs: all the rest must come back.
          const lost = recordDifferences(record, back);
          expect(lost).toEqual(format === "kif" && hasNags(record) ? ["annotations (NAGs)"] : []);
        }
        const dsfen = read(writeRecord(record, "dsfen"), "dsfen");
        expect(mainLine(dsfen).map((n) => moveToString(n.move ?? { from: 0, to: 0, via: [] }))).toEqual(mainLine(record).map((n) => moveToString(n.move ?? { from: 0, to: 0, via: [] })));
      }),
      { numRuns: 12, seed: 14 },
    );
  });

  it("KIF: a tag is written so that it reads back as itself, or refused with a KifWriteError", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), (key, value) => {
        const record = createRecord();
        record.metadata.tags = { [key]: value };
        let text: string;
        try {
          text = writeRecord(record, "kif");
        } catch (e) {
          expect(e).toBeInstanceOf(KifWriteError);
          return;
        }
        const back = parseRecord(text, { format: "kif" });
        expect(back.diagnostics).toEqual([]);
        expect(back.record.metadata.tags).toEqual(record.metadata.tags);
      }),
      { numRuns: 300, seed: 14 },
    );
    for (const key of ["変化", "12手", "", "a：b"]) {
      const record = createRecord();
      record.metadata.tags = { [key]: "x" };
      expect(() => writeRecord(record, "kif")).toThrow(KifWriteError);
    }
  });

  it("PGN: any tag name and value come back (names PGN does not allow are written as Tag_<hex>)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), (key, value) => {
        fc.pre(!["Event", "Site", "Date", "Round", "White", "Black", "Result", "Variant", "Position", "Termination", "TerminationTime", "TimeControl", "Legality", "Repetition", "IllegalMoveLoses", "LionDogStepThenJump", "NeighboringKing"].includes(key));
        const record = createRecord();
        record.metadata.tags = { [key]: value };
        const text = writeRecord(record, "pgn");
        expect(text.split("\n").filter((l) => l.startsWith("[")).every((l) => /^\[[A-Za-z][A-Za-z0-9_]* "/.test(l))).toBe(true);
        const back = parseRecord(text, { format: "pgn" });
        expect(back.diagnostics).toEqual([]);
        expect(back.record.metadata.tags).toEqual(record.metadata.tags);
      }),
      { numRuns: 300, seed: 14 },
    );
  });
});

function hasNags(record: GameRecord): boolean {
  const stack: RecordNode[] = [record.root];
  for (let n = stack.pop(); n !== undefined; n = stack.pop()) {
    if ((n.nags?.length ?? 0) > 0) return true;
    stack.push(...n.children);
  }
  return false;
}
