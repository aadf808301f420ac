/**
 * Which module registers which commands, so that `daidai <command>` loads only that
 * command's module (and through it only the packages it needs) and `daidai --version`
 * loads none. Every module is imported on demand; the single-file bundle inlines them.
 *
 * A command missing from this table still works: an unknown first word loads every module
 * (test/command-table.test.ts checks that the table names every registered command).
 */
import type { Command } from "commander";

/** Adds a module's commands to the program. */
export type RegisterCommands = (program: Command) => void;

/** One command module: the command names (and aliases) it registers and how to load it. */
export interface CommandModule {
  readonly names: readonly string[];
  readonly load: () => Promise<RegisterCommands>;
}

/** The command modules in the order `daidai --help` lists their commands. */
export const COMMAND_MODULES: readonly CommandModule[] = [
  { names: ["perft", "moves"], load: async () => (await import("./commands/perft.js")).registerPerftCommands },
  { names: ["engine"], load: async () => (await import("./commands/engine.js")).registerEngineCommands },
  { names: ["match"], load: async () => (await import("./commands/match.js")).registerMatchCommands },
  { names: ["tune"], load: async () => (await import("./commands/tune.js")).registerTuneCommand },
  { names: ["bench"], load: async () => (await import("./commands/bench.js")).registerBenchCommands },
  { names: ["show"], load: async () => (await import("./commands/show.js")).registerShowCommand },
  { names: ["render"], load: async () => (await import("./commands/render.js")).registerRenderCommand },
  { names: ["play"], load: async () => (await import("./commands/play.js")).registerPlayCommand },
  { names: ["analyse", "analyze"], load: async () => (await import("./commands/analyse.js")).registerAnalyseCommand },
  { names: ["convert", "validate"], load: async () => (await import("./commands/convert.js")).registerConvertCommands },
];

/** What a command line needs: no command module, one, or all of them. */
export type Needed = { readonly kind: "none" } | { readonly kind: "one"; readonly module: CommandModule } | { readonly kind: "all" };

/**
 * The modules `daidai <args>` needs (`args` without node and the script). The program's own
 * options (`-V`/`--version`, `-h`/`--help`) take no value, so the first word that is not an
 * option is the command: a known one needs its module; the program's help (`--help` before
 * the command, `help`, or no command at all), an unknown word (commander's "unknown
 * command" with suggestions) need all of them; `--version` alone needs none.
 */
export function modulesNeeded(args: readonly string[]): Needed {
  const at = args.findIndex((a) => !a.startsWith("-"));
  const before = at === -1 ? args : args.slice(0, at);
  // The program's help (`daidai --help perft` too) lists every command.
  if (before.some((a) => a === "-h" || a === "--help")) return { kind: "all" };
  if (at === -1) {
    const versionOnly = args.length > 0 && args.every((a) => a === "-V" || a === "--version");
    return versionOnly ? { kind: "none" } : { kind: "all" };
  }
  const word = args[at] ?? "";
  const module = COMMAND_MODULES.find((m) => m.names.includes(word));
  return module === undefined ? { kind: "all" } : { kind: "one", module };
}
