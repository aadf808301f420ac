import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Command } from "commander";
import { buildProgram } from "../src/main.js";
import { helpRequest } from "../src/stored-help.js";
import { daidai, fixture, launcher, packageDir } from "./run-cli.js";

const scratch = mkdtempSync(join(tmpdir(), "daidai-help-"));
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

interface HelpTexts {
  program: string;
  commands: Record<string, string>;
}

const stored = (): HelpTexts => JSON.parse(readFileSync(join(packageDir, "dist", "help-texts.json"), "utf8")) as HelpTexts;

/** The help commander prints for a command of the program built from the sources (80 columns, no colour). */
function liveHelp(command: Command): string {
  let text = "";
  command.configureOutput({ writeOut: (s) => (text += s), writeErr: (s) => (text += s), getOutHelpWidth: () => 80, getErrHelpWidth: () => 80, getOutHasColors: () => false, getErrHasColors: () => false });
  command.outputHelp();
  return text;
}

/** The module URLs that `node bin/daidai.mjs ...args` imports (logged by a resolve hook). */
async function importsOf(args: readonly string[], name: string): Promise<string[]> {
  const log = join(scratch, `${name}.log`);
  const code = await new Promise<number>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", fixture("import-log/register.mjs"), launcher, ...args], { cwd: packageDir, env: { ...process.env, DAIDAI_IMPORT_LOG: log }, stdio: "ignore" });
    child.on("error", reject);
    child.on("close", (c) => {
      resolve(c ?? -1);
    });
  });
  expect(code).toBe(0);
  return readFileSync(log, "utf8").trim().split("\n");
}

// Each test starts real processes; allow for a machine loaded by parallel builds.
describe("daidai --help", { timeout: 120_000 }, () => {
  it("lists the commands and examples", async () => {
    const { code, stdout } = await daidai(["--help"]);
    expect(code).toBe(0);
    expect(stdout).toContain("Examples:");
    expect(stdout).toContain("Exit codes: 0 ok, 1 errors in the input, 2 bad usage.");
  });

  it("gives every command help with examples", async () => {
    const { stdout } = await daidai(["--help"]);
    const commands = [...stdout.slice(stdout.indexOf("Commands:")).matchAll(/^ {2}([a-z][\w-]*)/gm)]
      .map((m) => m[1] ?? "")
      .filter((c) => c !== "help");
    expect(commands).toEqual(expect.arrayContaining(["perft", "moves", "show", "render", "play", "analyse"]));
    const helps = await Promise.all(commands.map(async (command) => ({ command, ...(await daidai([command, "--help"])) })));
    expect(helps.filter((h) => h.code !== 0).map((h) => h.command)).toEqual([]);
    const missing = helps.filter((h) => !h.stdout.includes("Examples:\n  $ daidai") && !h.stdout.includes("| daidai")).map((h) => h.command);
    expect(missing).toEqual([]);
  });
});

describe("help stored at build time (dist/help-texts.json)", { timeout: 120_000 }, () => {
  it("is the help commander gives for the program and every command of the sources", async () => {
    const program = await buildProgram();
    const texts = stored();
    expect(texts.program).toBe(liveHelp(program));
    const names = program.commands.flatMap((c) => [c.name(), ...c.aliases()]);
    expect(Object.keys(texts.commands).sort()).toEqual([...names].sort());
    for (const command of program.commands) for (const name of [command.name(), ...command.aliases()]) expect(texts.commands[name]).toBe(liveHelp(command));
  });

  it("is printed as commander prints it: stdout (exit 0), or stderr with exit 2 when no command is given", async () => {
    const texts = stored();
    expect(await daidai(["--help"])).toEqual({ code: 0, stdout: texts.program, stderr: "" });
    expect(await daidai(["help"])).toEqual({ code: 0, stdout: texts.program, stderr: "" });
    expect(await daidai([])).toEqual({ code: 2, stdout: "", stderr: texts.program });
    expect(await daidai(["convert", "-h"])).toEqual({ code: 0, stdout: texts.commands.convert, stderr: "" });
    expect(await daidai(["help", "analyze"])).toEqual({ code: 0, stdout: texts.commands.analyse, stderr: "" });
    // Not a plain help request: commander answers (an unknown command, help with other words).
    const unknown = await daidai(["help", "nosuch"]);
    expect(unknown.code).toBe(2);
    expect((await daidai(["perft", "--help", "--divide"])).stdout).toBe(texts.commands.perft);
  });

  it("recognises only plain help requests", () => {
    expect(helpRequest([])).toEqual({ command: null, noCommand: true });
    expect(helpRequest(["-h"])).toEqual({ command: null, noCommand: false });
    expect(helpRequest(["help", "perft"])).toEqual({ command: "perft", noCommand: false });
    expect(helpRequest(["perft", "--help"])).toEqual({ command: "perft", noCommand: false });
    for (const args of [["perft"], ["perft", "3"], ["--version"], ["help", "--help"], ["--help", "perft"], ["perft", "3", "--help"], ["help", "perft", "x"]]) expect(helpRequest(args)).toBeUndefined();
  });

  it("loads neither commander nor any command module nor a package for --help (a command loads them)", async () => {
    const cliDir = new URL("..", `file://${launcher}`).href;
    for (const args of [["--help"], ["perft", "--help"], ["help", "convert"]]) {
      const urls = await importsOf(args, args.join("_"));
      // Node's built-ins, the launcher, main.js and stored-help.js: nothing else.
      expect([...new Set(urls.filter((u) => !u.startsWith("node:")))].sort()).toEqual([`${cliDir}bin/daidai.mjs`, `${cliDir}dist/main.js`, `${cliDir}dist/stored-help.js`]);
    }
    // The check can fail: a command does load commander, its module and the packages.
    const perft = await importsOf(["perft", "1"], "perft-1");
    expect(perft.some((u) => u.includes("/commander/"))).toBe(true);
    expect(perft.some((u) => u.endsWith("/dist/commands/perft.js"))).toBe(true);
    expect(perft.some((u) => u.includes("/packages/core/"))).toBe(true);
  });
});
