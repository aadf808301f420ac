import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import {
  COLLECTION_FORMATS,
  mainLine,
  parseCollection,
  positionAt,
  readCollection,
  scanCollection,
  recordDifferences,
  writeCollection,
  type CollectionEntry,
  type CollectionFormat,
  type GameRecord,
} from "../src/index.js";
import { SAMPLE_START, fixture, mainMoves, randomRecord } from "./helpers.js";

const RECORDS: GameRecord[] = [1, 2, 3].map((seed) =>
  randomRecord(seed, { plies: 12 + seed, variations: true, comments: true, times: true, start: seed === 2 ? SAMPLE_START : null }),
);

async function collect(it: AsyncIterable<CollectionEntry>): Promise<CollectionEntry[]> {
  const out: CollectionEntry[] = [];
  for await (const e of it) out.push(e);
  return out;
}

/** What DSFEN keeps: the start and the main line. */
function mainOnly(r: GameRecord): unknown {
  return [r.startDsfen, mainMoves(r)];
}

describe("collections", () => {
  it.each(COLLECTION_FORMATS.map((f) => [f]))("%s: written, then read whole and as a stream, gives the same records", async (format: CollectionFormat) => {
    const text = writeCollection(RECORDS, format);
    const whole = parseCollection(text);
    // QBoard FEN lines are detected as DSFEN lines (they are read the same way).
    expect(whole.format).toBe(format === "qboard-fen" ? "dsfen" : format);
    // In pieces of 7 bytes, so that lines and UTF-8 characters are cut across chunks.
    const bytes = Buffer.from(text, "utf8");
    const pieces = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, i) => bytes.subarray(i * 7, i * 7 + 7));
    const streamed = await collect(readCollection(Readable.from(pieces)));
    for (const entries of [whole.records, streamed]) {
      expect(entries.map((e) => e.diagnostics)).toEqual(RECORDS.map(() => []));
      expect(entries.map((e) => e.index)).toEqual([0, 1, 2]);
      entries.forEach((e, i) => {
        const original = RECORDS[i] as GameRecord;
        if (format === "dsfen") expect(mainOnly(e.record)).toEqual(mainOnly(original));
        else if (format === "qboard-fen") expect(e.record.startDsfen).toBe(positionAt(original, String(mainLine(original).length)).toDsfen());
        else expect(recordDifferences(original, e.record)).toEqual([]);
      });
    }
  });

  it("scanCollection gives the entries of parseCollection one at a time, reading each only when asked", () => {
    const text = writeCollection(RECORDS, "pgn");
    const scan = scanCollection(text);
    expect(scan.format).toBe("pgn");
    const it = scan.entries[Symbol.iterator]();
    const first = it.next();
    expect(first.done).toBe(false);
    const rest = [...{ [Symbol.iterator]: () => it }];
    const whole = parseCollection(text).records;
    expect([first.value, ...rest]).toEqual(whole);
    // Each record with its own diagnostics, in order: a broken second game after a sound one.
    const broken = scanCollection(`${writeCollection([RECORDS[0] as GameRecord], "pgn")}\n[Event "b"]\n\n1. Q-99z *\n`);
    const iter = broken.entries[Symbol.iterator]();
    const a = iter.next() as IteratorYieldResult<CollectionEntry>;
    expect(a.value.diagnostics).toEqual([]);
    const b = iter.next() as IteratorYieldResult<CollectionEntry>;
    expect(b.value.diagnostics.map((d) => d.severity)).toContain("error");
    expect(iter.next().done).toBe(true);
  });

  it("reads CRLF and CR line ends cut across chunks as parseCollection reads the whole text", async () => {
    for (const end of ["\r\n", "\r"]) {
      const text = writeCollection(RECORDS, "pgn").replace(/\n/g, end);
      const whole = parseCollection(text).records;
      expect(whole.map((e) => e.diagnostics)).toEqual(RECORDS.map(() => []));
      // Pieces of 2 to 9 characters: every line end is cut (CR | LF) somewhere.
      for (let size = 2; size <= 9; size++) {
        const pieces = Array.from({ length: Math.ceil(text.length / size) }, (_, i) => text.slice(i * size, i * size + size));
        const streamed = await collect(readCollection(Readable.from(pieces)));
        expect(streamed.map((e) => [e.line, e.diagnostics]), `${JSON.stringify(end)} ${String(size)}`).toEqual(whole.map((e) => [e.line, e.diagnostics]));
        streamed.forEach((e, i) => {
          expect(recordDifferences(whole[i]?.record as GameRecord, e.record)).toEqual([]);
        });
      }
    }
  });

  it("reads from a web ReadableStream of strings too", async () => {
    const text = writeCollection(RECORDS, "dsfen");
    const stream = new ReadableStream<string>({
      start(controller) {
        for (let i = 0; i < text.length; i += 11) controller.enqueue(text.slice(i, i + 11));
        controller.close();
      },
    });
    const entries = await collect(readCollection(stream));
    expect(entries.map((e) => [e.line, e.diagnostics])).toEqual([[1, []], [2, []], [3, []]]);
  });

  it("reads a multi-game PGN (games separated by blank lines, each starting with its tags)", () => {
    const game = fixture("sample.pgn");
    const text = `${game}\n${game.replace('[Event "Test \\"quoted\\" match"]', '[Event "Second"]')}\n\n\n${game}`;
    const { format, records } = parseCollection(text);
    expect(format).toBe("pgn");
    expect(records.map((r) => r.record.metadata.event)).toEqual(['Test "quoted" match', "Second", 'Test "quoted" match']);
    expect(records.map((r) => r.diagnostics)).toEqual([[], [], []]);
    const lines = game.split("\n").length;
    expect(records.map((r) => r.line)).toEqual([1, lines + 1, 2 * lines + 3]);
  });

  it("keeps a [ inside a comment that spans lines in its game", () => {
    const text = '[Event "a"]\n\n1. P-8k {a comment\n[not a tag]} 1... P-10g *\n\n[Event "b"]\n\n1. P-8k *\n';
    const { records } = parseCollection(text);
    expect(records).toHaveLength(2);
    expect(records[0]?.record.root.children[0]?.comments).toEqual(["a comment\n[not a tag]"]);
  });

  it("locates a diagnostic of the third game in the whole file", () => {
    const text = '[Event "a"]\n\n1. P-8k *\n\n[Event "b"]\n\n1. P-8k *\n\n[Event "c"]\n\n1. P-8k Zz-1a *\n';
    const { records } = parseCollection(text);
    expect(records[2]?.diagnostics[0]).toMatchObject({ line: 11, column: 9, severity: "error" });
  });

  it("reads concatenated KIF files (a header after the moves starts the next game)", () => {
    const kif = fixture("sample.kif");
    const { format, records } = parseCollection(`${kif}${kif}`);
    expect(format).toBe("kif");
    expect(records).toHaveLength(2);
    expect(records.map((r) => r.diagnostics)).toEqual([[], []]);
    expect(recordDifferences(records[0]?.record as GameRecord, records[1]?.record as GameRecord)).toEqual([]);
  });

  it("reads a JSON array whose items share lines, with diagnostics at their columns", () => {
    const bad = '{"format": "daidai-record", "version": 1, "moves": [{"move": 5}]}';
    const text = `[${bad}, ${bad}\n]`;
    const { format, records } = parseCollection(text);
    expect(format).toBe("json");
    expect(records.map((r) => r.diagnostics.map((d) => [d.line, d.column]))).toEqual([[[1, 63]], [[1, 130]]]);
    expect(text.slice(62, 63)).toBe("5");
    expect(text.slice(129, 130)).toBe("5");
  });

  it("reads DSFEN lines and JSON Lines, skipping blank lines", () => {
    const dsfen = writeCollection(RECORDS, "dsfen");
    expect(parseCollection(`\n${dsfen.replace(/\n/g, "\n\n")}`).records.map((r) => r.line)).toEqual([2, 4, 6]);
    expect(writeCollection(RECORDS, "jsonl").split("\n")).toHaveLength(4);
  });

  it("says when the format is unknown, and gives no record for an empty text", () => {
    expect(parseCollection("hello\nworld").records[0]?.diagnostics[0]?.message).toMatch(/^unknown collection format: .*KIF games, or DSFEN or QBoard FEN lines$/);
    expect(parseCollection("  \n").records).toEqual([]);
    expect(writeCollection([], "json")).toBe("[]\n");
    expect(parseCollection("[]\n").records).toEqual([]);
  });
});
