import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { daidai, fixture, launcher } from "./run-cli.js";

/** A Black promoted eastern barbarian on 15i, a White lion on 3i, both kings; White to move. */
const SMALL = "8,vK,8/17/17/17/17/17/17/17/2,+Ea,11,vLn,2/17/17/17/17/17/17/17/8,K,8 w 12";

const EMPTY_ABBREV = "  .  ".repeat(17);
const EMPTY_KANJI = "  ・  ".repeat(17);

/** The expected diagram of SMALL in codes, written by hand from formats.md and rules.md §1. */
const SMALL_ABBREV = [
  " 17   16   15   14   13   12   11   10   9    8    7    6    5    4    3    2    1",
  `${"  .  ".repeat(8)}vK   ${"  .  ".repeat(8)} a`,
  ...["b", "c", "d", "e", "f", "g", "h"].map((r) => `${EMPTY_ABBREV} ${r}`),
  `  .    .   +Ea ${"  .  ".repeat(11)}vLn    .    .   i`,
  ...["j", "k", "l", "m", "n", "o", "p"].map((r) => `${EMPTY_ABBREV} ${r}`),
  `${"  .  ".repeat(8)} K   ${"  .  ".repeat(8)} q`,
  "White to move, move 12",
  "",
].join("\n");

/** The same in kanji: 玉将 for Black's king, 王将 for White's, the promoted piece as the lion it moves as, marked +. */
const SMALL_KANJI = [
  " 17    16    15    14    13    12    11    10    9     8     7     6     5     4     3     2     1",
  `${"  ・  ".repeat(8)}v王将 ${"  ・  ".repeat(8)} a`,
  ...["b", "c", "d", "e", "f", "g", "h"].map((r) => `${EMPTY_KANJI} ${r}`),
  `  ・    ・   獅子+${"  ・  ".repeat(11)}v獅子   ・    ・   i`,
  ...["j", "k", "l", "m", "n", "o", "p"].map((r) => `${EMPTY_KANJI} ${r}`),
  `${"  ・  ".repeat(8)} 玉将 ${"  ・  ".repeat(8)} q`,
  "White to move, move 12",
  "",
].join("\n");

// Each test starts real processes; allow for a machine loaded by parallel builds.
describe("daidai show", { timeout: 120_000 }, () => {
  it("draws a DSFEN with codes, White's pieces marked v", async () => {
    expect(await daidai(["show", "--position", SMALL])).toEqual({ code: 0, stdout: SMALL_ABBREV, stderr: "" });
  });

  it("draws the same position with kanji, full-width aware", async () => {
    expect(await daidai(["show", "--kanji", SMALL])).toEqual({ code: 0, stdout: SMALL_KANJI, stderr: "" });
  });

  it("reads the position from a file and from standard input", async () => {
    expect((await daidai(["show", fixture("small.dsfen")])).stdout).toBe(SMALL_ABBREV);
    expect((await daidai(["show", "-"], { input: `${SMALL}\n` })).stdout).toBe(SMALL_ABBREV);
  });

  it("shows a record's position at a ply, with its last move", async () => {
    // short.pgn: 1. P-8k P-10g 2. P-9k HD-12h
    const atThree = await daidai(["show", fixture("short.pgn"), "--ply", "3"]);
    expect(atThree.code).toBe(0);
    const lines = atThree.stdout.trimEnd().split("\n");
    expect(lines.at(-1)).toBe("White to move, move 4; last move 9l9k");
    // Rank l: the pawns of files 9 and 8 have left; rank k: they stand on 9k and 8k.
    const [pawn, hd, empty] = [" P   ", " HD  ", "  .  "];
    expect(lines[12]).toBe(`${pawn.repeat(8)}${empty.repeat(2)}${pawn.repeat(7)} l`);
    expect(lines[11]).toBe(`${empty.repeat(5)}${hd}${empty.repeat(2)}${pawn}${pawn}${empty}${hd}${empty.repeat(5)} k`);
    const end = await daidai(["show", fixture("short.pgn")]);
    expect(end.stdout.trimEnd().split("\n").at(-1)).toBe("Black to move, move 5; last move 12g12h");
    const start = await daidai(["show", fixture("short.pgn"), "--ply", "0"]);
    expect(start.stdout.trimEnd().split("\n").at(-1)).toBe("Black to move, move 1");
    const tooFar = await daidai(["show", fixture("short.pgn"), "--ply", "9"]);
    expect(tooFar.code).toBe(2);
    expect(tooFar.stderr).toContain("has only 4 move(s) in its main line");
  });

  it("flips the board to White's side", async () => {
    const { code, stdout } = await daidai(["show", "--flip", SMALL]);
    expect(code).toBe(0);
    const lines = stdout.split("\n");
    expect(lines[0]).toBe(" 1    2    3    4    5    6    7    8    9    10   11   12   13   14   15   16   17");
    expect(lines[1]).toBe(`${"  .  ".repeat(8)} K   ${"  .  ".repeat(8)} q`);
    expect(lines[9]).toBe(`  .    .  vLn  ${"  .  ".repeat(11)} +Ea   .    .   i`);
  });

  it("shows the initial position by default, with 17 ranks of 17 cells", async () => {
    const { code, stdout } = await daidai(["show"]);
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(19);
    expect(lines[17]).toBe(" L    Lo   SD   Ra   DH   Fr   Q    LG   K    RG   FT   DK   Sq   R    Dv   HM   L    q");
    expect(lines[18]).toBe("Black to move, move 1");
  });

  it("marks check in the status line", async () => {
    const check = "8,vK,8/8,R,8/17/17/17/17/17/17/17/17/17/17/17/17/17/17/8,K,8 w";
    expect((await daidai(["show", check])).stdout.trimEnd().split("\n").at(-1)).toBe("White to move, move 1, in check");
  });

  it("uses colour only when asked or on a terminal without NO_COLOR", async () => {
    const plain = await daidai(["show", SMALL]);
    expect(plain.stdout).not.toContain("\x1b[");
    const forced = await daidai(["show", "--color", "always", SMALL]);
    expect(forced.stdout).toContain("\x1b[36mvK   \x1b[0m"); // White's king in cyan
    expect(forced.stdout).toContain("\x1b[31m +Ea \x1b[0m"); // promoted piece in red
    // A real terminal through script(1): colour by default, none with NO_COLOR.
    const tty = (env: Record<string, string>): string =>
      execFileSync("script", ["-qec", `"${process.execPath}" "${launcher}" show '${SMALL}'`, "/dev/null"], {
        encoding: "utf8",
        env: { ...process.env, ...env },
      });
    expect(tty({ NO_COLOR: "", TERM: "xterm" })).toContain("\x1b[36mvK   \x1b[0m"); // empty NO_COLOR counts as unset
    expect(tty({ NO_COLOR: "1", TERM: "xterm" })).not.toContain("\x1b[");
  });

  it("lets --color always win over NO_COLOR and --color never over a terminal, and says so in the help", async () => {
    const forced = await daidai(["show", "--color", "always", SMALL], { env: { NO_COLOR: "1", TERM: "dumb" } });
    expect(forced.stdout).toContain("\x1b[36mvK   \x1b[0m");
    const auto = await daidai(["show", "--color", "auto", SMALL], { env: { NO_COLOR: "1" } });
    expect(auto.stdout).not.toContain("\x1b[");
    const never = execFileSync("script", ["-qec", `"${process.execPath}" "${launcher}" show --color never '${SMALL}'`, "/dev/null"], {
      encoding: "utf8",
      env: { ...process.env, NO_COLOR: "", TERM: "xterm" },
    });
    expect(never).not.toContain("\x1b[");
    for (const command of ["show", "play"]) {
      const help = (await daidai([command, "--help"])).stdout.replace(/\s+/g, " ");
      expect(help).toContain("always = even with NO_COLOR (the option wins over the environment)");
    }
  });

  it("rejects bad input with exit code 1 and bad usage with exit code 2", async () => {
    const missing = await daidai(["show", "no-such-file.kif"]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe("daidai: no-such-file.kif: no such file\n");
    const bad = await daidai(["show", "17/17 b"]);
    expect(bad).toEqual({ code: 2, stdout: "", stderr: "daidai: bad DSFEN: expected 17 ranks separated by '/', found 2\n" });
    const badFile = await daidai(["show", fixture("bad.dsfen")]);
    expect(badFile.code).toBe(1);
    expect(badFile.stderr).toContain("bad.dsfen:1:1: error: bad DSFEN: rank i: more than 17 squares at token '3'");
    expect(badFile.stderr).toMatch(/daidai: .*bad\.dsfen: 1 error\(s\) in the record\n$/);
    const badDsfen = await daidai(["show", "--position", "17/17 b"]);
    expect(badDsfen.code).toBe(2);
    expect(badDsfen.stderr).toContain("bad --position");
    expect((await daidai(["show", "--ply", "x", SMALL])).code).toBe(2);
    expect((await daidai(["show", "--ply", "3", SMALL])).stderr).toContain("--ply needs a game record");
    expect((await daidai(["show", "--color", "sometimes"])).code).toBe(2);
    expect((await daidai(["show", SMALL, "--position", SMALL])).code).toBe(2);
  });

  it("has help with examples", async () => {
    const { code, stdout } = await daidai(["show", "--help"]);
    expect(code).toBe(0);
    expect(stdout).toContain("Examples:");
    expect(stdout).toContain("--ply <n>");
  });
});
