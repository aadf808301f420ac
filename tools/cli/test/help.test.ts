import { describe, expect, it } from "vitest";
import { daidai } from "./run-cli.js";

describe("daidai --help", () => {
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
    const missing: string[] = [];
    for (const command of commands) {
      const help = await daidai([command, "--help"]);
      expect(help.code, command).toBe(0);
      if (!help.stdout.includes("Examples:\n  $ daidai") && !help.stdout.includes("| daidai")) missing.push(command);
    }
    expect(missing).toEqual([]);
  });
});
