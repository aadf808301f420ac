import { readFileSync } from "node:fs";
import { Command, CommanderError } from "commander";
import { VERSION as CORE_VERSION } from "@daidai/core";
import { registerPerftCommands } from "./commands/perft.js";
import { InputError, UsageError } from "./errors.js";

interface PackageJson {
  version: string;
}

/** Version of this CLI package (read from its package.json next to dist/). */
export const CLI_VERSION = (
  JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as PackageJson
).version;

/** Build the `daidai` command-line program. Each command lives in `commands/`. */
export function buildProgram(): Command {
  const program = new Command();
  program
    .name("daidai")
    .description("Tools for dai dai shogi, the 17x17 Japanese chess variant")
    .version(CLI_VERSION, "-V, --version", "print the version number")
    .exitOverride()
    .showHelpAfterError("(run with --help for usage)");

  program
    .command("hello")
    .description("print a greeting and the engine version")
    .argument("[name]", "who to greet", "world")
    .action((name: string) => {
      process.stdout.write(`hello, ${name}! (daidai ${CLI_VERSION}, core ${CORE_VERSION})\n`);
    });

  registerPerftCommands(program);
  return program;
}

/**
 * Run the program with node-style arguments (`[node, script, ...args]`). Exit codes: 0 ok,
 * 1 errors in the input, 2 usage errors.
 */
export async function run(argv: readonly string[] = process.argv): Promise<void> {
  try {
    await buildProgram().parseAsync([...argv]);
  } catch (e) {
    if (e instanceof CommanderError) {
      // Help and version end with code 0; commander already printed its message.
      process.exitCode = e.exitCode === 0 ? 0 : 2;
      return;
    }
    if (e instanceof UsageError) {
      process.stderr.write(`daidai: ${e.message}\n`);
      process.exitCode = 2;
      return;
    }
    if (e instanceof InputError) {
      process.stderr.write(`daidai: ${e.message}\n`);
      process.exitCode = 1;
      return;
    }
    throw e;
  }
}
