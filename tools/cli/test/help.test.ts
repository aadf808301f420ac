import { describe, expect, it } from "vitest";
import { daidai } from "./run-cli.js";

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
