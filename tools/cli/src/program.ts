import type { Command } from "commander";
import { COMMAND_MODULES, modulesNeeded, type CommandModule } from "./command-table.js";
import { InputError, UsageError } from "./errors.js";
import { addHelpExamples } from "./help-examples.js";
import { versionText } from "./version.js";

/**
 * Build the `daidai` command-line program with every command. Each command lives in
 * `commands/` and is loaded on demand.
 */
export async function buildProgram(): Promise<Command> {
  return programWith(COMMAND_MODULES);
}

/** The program with the commands of `modules`. */
async function programWith(modules: readonly CommandModule[]): Promise<Command> {
  const [{ Command }, registers] = await Promise.all([import("commander"), Promise.all(modules.map((m) => m.load()))]);
  const program = new Command();
  program
    .name("daidai")
    .description("Tools for dai dai shogi, the 17x17 Japanese chess variant")
    .version(versionText(), "-V, --version", "print the version and the git commit it was built from")
    .exitOverride()
    .showHelpAfterError("(run with --help for usage)");

  for (const register of registers) register(program);
  addHelpExamples(program);
  return program;
}

let pipeWatched = false;

/**
 * A reader that stops early (`daidai moves | head -3`) closes the pipe: stop quietly, as
 * other command-line tools do, instead of dying with an EPIPE stack trace.
 */
function stopQuietlyWhenOutputCloses(): void {
  if (pipeWatched) return;
  pipeWatched = true;
  process.stdout.on("error", (e: NodeJS.ErrnoException) => {
    if (e.code === "EPIPE") process.exit(0);
    throw e;
  });
}

/**
 * Runs the commander program with node-style arguments (`[node, script, ...args]`), loading
 * only the command modules the command line needs. Exit codes: 0 ok, 1 errors in the
 * input, 2 usage errors.
 */
export async function runProgram(argv: readonly string[]): Promise<void> {
  stopQuietlyWhenOutputCloses();
  const needed = modulesNeeded(argv.slice(2));
  if (needed.kind === "none") {
    // `daidai --version`: the answer needs neither commander nor a command (start-up time).
    process.stdout.write(`${versionText()}\n`);
    return;
  }
  const modules = needed.kind === "all" ? COMMAND_MODULES : [needed.module];
  const { CommanderError } = await import("commander");
  try {
    await (await programWith(modules)).parseAsync([...argv]);
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
