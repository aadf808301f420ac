import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { moveToString, type Move } from "@daidai/core";
import { mainLine, parseRecord, type RecordNode } from "@daidai/notation";
import { daidai, fixture, launcher } from "./run-cli.js";

const dir = mkdtempSync(join(tmpdir(), "daidai-analyse-"));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Black could take the undefended White queen on 9e with the rook (9m9e) but moves the king. */
const BLUNDER = "8,vK,8/17/17/17/8,vQ,8/17/17/17/17/17/17/17/8,R,8/17/17/17/8,K,8 b 1 9q9p\n";
const EVAL = /^(eval [+-]\d+\.\d\d|(Black|White) (mates in \d+|has won))$/;
const str = (m: Move | null): string => (m === null ? "" : moveToString(m));

/** Every node of the record's tree below `node`. */
function allNodes(node: RecordNode): RecordNode[] {
  return node.children.flatMap((c) => [c, ...allNodes(c)]);
}

// Each test starts real processes; allow for a machine loaded by parallel builds.
describe("daidai analyse", { timeout: 120_000 }, () => {
  it("comments every move with an evaluation and adds the engine's better moves as variations", async () => {
    const out = join(dir, "short.pgn");
    const result = await daidai(["analyse", fixture("short.pgn"), "--nodes", "500", "--threshold", "0", "-o", out]);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe("");
    const m = /^analysed 4 move\(s\) of .*short\.pgn; the engine prefers (no other move|another move at moves? ([\d, ]+))\n$/.exec(result.stderr);
    expect(m).not.toBeNull();
    const listed = m?.[2] === undefined ? [] : m[2].split(", ").map(Number);
    const { record, diagnostics } = parseRecord(readFileSync(out, "utf8"));
    expect(diagnostics).toEqual([]); // every added variation is a legal move (checked on reading)
    const line = mainLine(record);
    expect(line.map((n) => str(n.move))).toEqual(["8l8k", "10f10g", "9l9k", "12g12h"]);
    expect(line[2]?.comments[0]).toBe("a comment"); // the record's own comment is kept
    for (const node of line) expect(node.comments.filter((c) => EVAL.test(c))).toHaveLength(1);
    const preferred = line.filter((n) => n.comments.some((c) => c.startsWith("engine prefers ")));
    // The summary lists the move numbers (one per ply) of the moves that got the comment.
    expect(listed).toEqual(preferred.map((n) => line.indexOf(n) + 1));
    const variations = allNodes(record.root).filter((n) => !line.includes(n));
    expect(variations).toHaveLength(preferred.length);
    for (const v of variations) expect(v.comments[0]).toMatch(/^engine: /);
  });

  it("names the engine's move where the move played loses material", async () => {
    const { code, stdout } = await daidai(["analyse", "-", "--nodes", "3000", "--to", "pgn"], { input: BLUNDER });
    expect(code).toBe(0);
    expect(stdout).toMatch(/^1\. K-9p \{eval -\d+\.\d\d\} \{engine prefers Rx9e \(9m9e\), eval \+\d+\.\d\d\} \(1\. Rx9e\s+\{engine: eval \+\d+\.\d\d\}\) \*\n$/m);
    const { record } = parseRecord(stdout);
    const [played, engine] = record.root.children;
    expect(str(played?.move ?? null)).toBe("9q9p");
    expect(str(engine?.move ?? null)).toBe("9m9e");
  });

  it("writes its comments in Japanese in KIF, and lists the moves in the summary", async () => {
    const { code, stdout, stderr } = await daidai(["analyse", "-", "--nodes", "3000", "--to", "kif"], { input: BLUNDER });
    expect(code).toBe(0);
    expect(stderr).toBe("analysed 1 move(s) of <stdin>; the engine prefers another move at move 1\n");
    const { record, diagnostics } = parseRecord(stdout);
    expect(diagnostics).toEqual([]);
    const [played, engine] = record.root.children;
    expect(played?.comments[0]).toMatch(/^評価値 -\d+\.\d\d$/);
    // The rook (飛車) from 9m (０９１３ in KIF's from-square) takes on 9e (９五), Black's move: ▲.
    expect(played?.comments[1]).toMatch(/^エンジンの推奨手 ▲９五飛車\(0913\)（9m9e）、評価値 \+\d+\.\d\d$/);
    expect(engine?.comments).toEqual([expect.stringMatching(/^エンジン: 評価値 \+\d+\.\d\d$/)]);
    expect(stdout).not.toMatch(/eval|engine/);
  });

  it("adds no variation when no move falls below the threshold", async () => {
    const { stdout, stderr } = await daidai(["analyse", "-", "--nodes", "3000", "--threshold", "100000", "--to", "pgn"], { input: BLUNDER });
    expect(stdout).not.toContain("engine prefers");
    expect(parseRecord(stdout).record.root.children).toHaveLength(1);
    expect(stderr).toBe("analysed 1 move(s) of <stdin>; the engine prefers no other move\n");
  });

  it("shows a progress bar on a terminal only", () => {
    const tty = execFileSync("script", ["-qec", `"${process.execPath}" "${launcher}" analyse "${fixture("short.pgn")}" --nodes 300 -o /dev/null`, "/dev/null"], {
      encoding: "utf8",
    });
    expect(tty).toContain("analyse  [");
    expect(tty).toContain("5/5  100%");
  });

  it("gives exit code 2 for usage errors and 1 for a bad record", async () => {
    expect((await daidai(["analyse", fixture("short.pgn"), "--nodes", "10", "--depth", "2"])).code).toBe(2);
    expect((await daidai(["analyse", fixture("short.pgn"), "--to", "doc"])).code).toBe(2);
    expect((await daidai(["analyse", fixture("short.pgn"), "--threshold", "-5"])).code).toBe(2);
    expect((await daidai(["analyse"])).code).toBe(2);
    const missing = await daidai(["analyse", join(dir, "none.pgn")]);
    expect(missing.code).toBe(1);
    const bad = await daidai(["analyse", fixture("bad.dsfen"), "--nodes", "10"]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("bad.dsfen:1:1: error: bad DSFEN");
    expect(bad.stdout).toBe("");
  });
});
