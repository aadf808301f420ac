import { Command, CommanderError } from "commander";
import { registerPerftCommands } from "./commands/perft.js";
import { registerEngineCommands } from "./commands/engine.js";
import { registerMatchCommands } from "./commands/match.js";
import { registerBenchCommands } from "./commands/bench.js";
import { registerRenderCommand } from "./commands/render.js";
import { registerShowCommand } from "./commands/show.js";
import { registerPlayCommand } from "./commands/play.js";
import { registerAnalyseCommand } from "./commands/analyse.js";
import { registerConvertCommands } from "./commands/convert.js";
import { InputError, UsageError } from "./errors.js";
import { addHelpExamples } from "./help-examples.js";
import { versionText } from "./version.js";

export { CLI_VERSION } from "./version.js";

/** Build the `daidai` command-line program. Each command lives in `commands/`. */
export function buildProgram(): Command {
  const program = new Command();
  program
    .name("daidai")
    .description("Tools for dai dai shogi, the 17x17 Japanese chess variant")
    .version(versionText(), "-V, --version", "print the version and the git commit it was built from")
    .exitOverride()
    .showHelpAfterError("(run with --help for usage)");

  registerPerftCommands(program);
  registerEngineCommands(program);
  registerMatchCommands(program);
  registerBenchCommands(program);
  registerShowCommand(program);
  registerRenderCommand(program);
  registerPlayCommand(program);
  registerAnalyseCommand(program);
  registerConvertCommands(program);
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
 * Run the program with node-style arguments (`[node, script, ...args]`). Exit codes: 0 ok,
 * 1 errors in the input, 2 usage errors.
 */
export async function run(argv: readonly string[] = process.argv): Promise<void> {
  stopQuietlyWhenOutputCloses();
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
