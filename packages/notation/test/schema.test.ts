import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Ajv } from "ajv";
import { parseRecord, writeRecord } from "../src/index.js";
import { SAMPLE_START, fixture, randomRecord } from "./helpers.js";

const schema = JSON.parse(readFileSync(new URL("../schema/record.schema.json", import.meta.url), "utf8")) as object;
const validate = new Ajv({ allErrors: true, strict: true }).compile(schema);

describe("the JSON Schema", () => {
  it("validates the JSON of every sample and random record the writer produces", () => {
    const records = [
      ...["sample.pgn", "sample.kif", "sample.json", "sample.dsfen"].map((f) => parseRecord(fixture(f)).record),
      ...[11, 12, 13].map((seed) => randomRecord(seed, { plies: 60, variations: true, comments: true, times: true, nags: true, bookmarks: true, start: seed === 13 ? SAMPLE_START : null })),
    ];
    for (const record of records) {
      const json: unknown = JSON.parse(writeRecord(record, "json"));
      const ok = validate(json);
      expect(validate.errors ?? []).toEqual([]);
      expect(ok).toBe(true);
    }
  });

  it("rejects records that break it", () => {
    const good = JSON.parse(fixture("sample.json")) as Record<string, unknown>;
    expect(validate(good)).toBe(true);
    expect(validate({ ...good, version: 2 })).toBe(false);
    expect(validate({ ...good, moves: [{ move: "9l9k", nags: [256] }] })).toBe(false);
    expect(validate({ ...good, moves: [{ move: "9i9h9i9h9i" }] })).toBe(false);
    expect(validate({ ...good, metadata: { rules: { legality: "maybe" }, tags: {} } })).toBe(false);
  });
});
