import { describe, expect, it } from "vitest";
import { COMMAND_MODULES, modulesNeeded } from "../src/command-table.js";
import { buildProgram } from "../src/main.js";
import { daidai } from "./run-cli.js";

describe("commands loaded on demand", () => {
  it("the table names every command (and alias) the program registers, in the order of the help", async () => {
    const registered = (await buildProgram()).commands.flatMap((c) => [c.name(), ...c.aliases()]);
    expect(COMMAND_MODULES.flatMap((m) => m.names)).toEqual(registered);
  });

  it("each module registers exactly the commands the table gives it", async () => {
    const { Command } = await import("commander");
    for (const m of COMMAND_MODULES) {
      const program = new Command();
      (await m.load())(program);
      expect(program.commands.flatMap((c) => [c.name(), ...c.aliases()])).toEqual(m.names);
    }
  });

  it("picks the module of the first word that is not an option", () => {
    const perft = COMMAND_MODULES.find((m) => m.names.includes("moves"));
    expect(modulesNeeded(["moves", "--position", "x"])).toEqual({ kind: "one", module: perft });
    expect(modulesNeeded(["moves", "--help"])).toEqual({ kind: "one", module: perft });
    expect(modulesNeeded(["validate", "a.kif"]).kind).toBe("one");
  });

  it("loads all modules for the help, an unknown command or no command, none for --version alone", () => {
    expect(modulesNeeded([])).toEqual({ kind: "all" });
    expect(modulesNeeded(["--help"])).toEqual({ kind: "all" });
    expect(modulesNeeded(["help", "perft"])).toEqual({ kind: "all" });
    expect(modulesNeeded(["perfect"])).toEqual({ kind: "all" });
    expect(modulesNeeded(["--version"])).toEqual({ kind: "none" });
    expect(modulesNeeded(["-V"])).toEqual({ kind: "none" });
    expect(modulesNeeded(["--version", "--help"])).toEqual({ kind: "all" });
    expect(modulesNeeded(["--help", "perft"])).toEqual({ kind: "all" }); // the program's help lists every command
  });

  it("an unknown command still gets commander's suggestion (all commands are known then)", async () => {
    const { code, stderr } = await daidai(["perfft", "2"]);
    expect(code).toBe(2);
    expect(stderr).toContain("(Did you mean perft?)");
  });
});
