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

  it("names a QBoard FEN by QBoard's name, whatever the file is called, and a file of them as a collection", async () => {
    const fen = readFileSync(new URL("../../../packages/notation/test/corpus/qboard/start.fen", import.meta.url), "utf8");
    const one = await daidai(["validate", "-"], { input: fen });
    expect(one.stdout).toBe("<stdin>: ok (qboard-fen, 0 moves in the main line)\n");
    const two = await daidai(["validate", "-"], { input: `\n${fen}${fen}` });
    expect(two.stdout).toBe("<stdin>: ok (qboard-fen collection, 2 records)\n");
    // A broken one: the error says what is wrong, and no "0 move(s) are not read".
    const bad = await daidai(["validate", "-"], { input: fen.replace("y!", "y~") });
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(/^<stdin>:1:25: error: bad QBoard FEN: rank 1: .y~. is not a QBoard piece letter/);
    expect(bad.stdout).not.toContain("are not read");
  });
});
