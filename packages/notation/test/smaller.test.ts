/**
 * Issue 30's smaller items: the spellings real sources use for piece names, Kakinoki's
 * `手数＝N ▲… まで` line, readCollection with a path.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Position } from "@daidai/core";
import { CollectionSourceError, formatMove, parseMoveText, parseRecord, readCollection, writeRecord, type TextSource } from "../src/index.js";
import { mainMoves } from "./helpers.js";

describe("piece-name spellings", () => {
  // Each variant and the name of docs/spec/pieces.json it stands for, with the piece's code.
  const cases: [string, string, string][] = [
    ["竜王", "龍王", "DK"],
    ["竜馬", "龍馬", "DH"],
    ["飛竜", "飛龍", "FD"],
    ["青竜", "青龍", "BD"],
    ["大竜", "大龍", "GD"],
    ["鈎行", "鉤行", "HM"],
    ["堅行", "竪行", "VM"],
    ["猫叉", "猫刄", "CS"],
    ["猫刃", "猫刄", "CS"],
    ["奇犬", "𠵇犬", "HD"],
  ];
  it.each(cases)("%s is read as %s", (variant, name, code) => {
    // The piece alone in the middle of the board, between the two kings.
    const pos = Position.fromDsfenOrThrow(`8,vK,8/17/17/17/17/17/17/17/4,${code},12/17/17/17/17/17/17/17/8,K,8 b 1`);
    const square = 8 * 17 + 4;
    const move = pos.legalMoves().find((m) => m.from === square && m.via.length === 0);
    expect(move).toBeDefined();
    if (move === undefined) return;
    const text = formatMove(pos, move, "japanese");
    expect(text).toContain(name);
    const read = parseMoveText(pos, text.replace(name, variant), "japanese");
    expect(read.ok ? [read.move.from, read.move.to] : read.error).toEqual([move.from, move.to]);
  });

  it("reads the variants in a KIF board diagram", () => {
    const start = "8,vK,8/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/3,DK,4,K,8 b 1";
    const kif = writeRecord(parseRecord(start).record, "kif");
    expect(kif).toContain(" 　龍王");
    const r = parseRecord(kif.replace(" 　龍王", " 　竜王"));
    expect(r.diagnostics).toEqual([]);
    expect(r.record.startDsfen).toBe(start);
  });
});

describe("Kakinoki's 手数＝N ▲… まで line", () => {
  it("is read as the move count of a board diagram", () => {
    const kif = writeRecord(parseRecord("8,vK,8/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/8,K,8 b 25 9q9p").record, "kif");
    expect(kif).toContain("\n手数＝24\n");
    const r = parseRecord(kif.replace("\n手数＝24\n", "\n手数＝24  ▲９十六玉将  まで\n"));
    expect(r.diagnostics).toEqual([]);
    expect(r.record.startDsfen).toBe("8,vK,8/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/8,K,8 b 25");
    expect(mainMoves(r.record)).toEqual(["9q9p"]);
  });
});

describe("readCollection's source", () => {
  it("takes a file path (Node.js)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "daidai-notation-"));
    const file = join(dir, "two.pgn");
    writeFileSync(file, '[Event "a"]\n\n1. P-8k *\n\n[Event "b"]\n\n1. P-10k *\n');
    const events: (string | undefined)[] = [];
    for await (const e of readCollection(file)) events.push(e.record.metadata.event);
    expect(events).toEqual(["a", "b"]);
  });

  it("rejects what is no stream with a CollectionSourceError, and a missing file with Node's ENOENT", async () => {
    const read = async (source: TextSource): Promise<unknown> => {
      try {
        let n = 0;
        for await (const e of readCollection(source)) n += e.index >= 0 ? 1 : 0;
        return `read ${String(n)}`;
      } catch (e) {
        return e;
      }
    };
    const notAStream = await read(42 as unknown as TextSource);
    expect(notAStream).toBeInstanceOf(CollectionSourceError);
    expect((notAStream as Error).message).toBe("readCollection: expected a stream (a ReadableStream or an async iterable) or a file path");
    expect(await read(join(tmpdir(), "no-such-daidai-file.pgn"))).toMatchObject({ code: "ENOENT" });
  });
});
