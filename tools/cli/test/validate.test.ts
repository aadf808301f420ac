import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { daidai } from "./run-cli.js";
import { record } from "./records-helpers.js";

describe("daidai validate", () => {
  it("accepts good records in every format and encoding", async () => {
    const files = ["sample.pgn", "sample.kif", "sample.json", "sample.dsfen", "sample-sjis.kif", "bom.pgn"].map(record);
    const r = await daidai(["validate", ...files]);
    expect(r.code).toBe(0);
    expect(r.stdout.trim().split("\n")).toEqual(files.map((f) => `${f}: ok (${f.endsWith(".json") ? "json" : f.endsWith(".dsfen") ? "dsfen" : f.endsWith(".kif") ? "kif" : "pgn"}, 13 moves in the main line)`));
  });

  it("prints file:line:column: severity: message and exits 1 on an error", async () => {
    const r = await daidai(["validate", record("sample.pgn"), record("illegal.pgn")]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`${record("illegal.pgn")}:3:9: error: move 1... Ln-1a: illegal move: not a move of that piece; 1 later move(s) of this line and its variations are not read\n`);
    expect(r.stderr).toBe("daidai: 1 error(s) found\n");
  });

  it("reads standard input", async () => {
    const text = readFileSync(record("sample.kif"), "utf8").replace("   4 ９三玉将(0902)", "   4 ９四玉将(0902)");
    const r = await daidai(["validate", "-"], { input: text });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^<stdin>:\d+:6: error: move 4 \(９四玉将\(0902\)\): illegal move: not a move of that piece/);
  });

  it("reports missing files and carries on", async () => {
    const r = await daidai(["validate", "/nonexistent/x.kif", record("sample.json")]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("/nonexistent/x.kif: error: /nonexistent/x.kif: no such file\n");
    expect(r.stdout).toContain(`${record("sample.json")}: ok`);
  });
});
