/**
 * The entry of the `daidai` program. A command line that asks only for help is answered
 * from the help stored at build time (stored-help.ts) with nothing else loaded; everything
 * else loads the commander program (program.ts), which loads only the command modules the
 * command line needs. Keep this module's imports few: they are the start-up time of
 * `daidai --help`.
 */
import { writeSync } from "node:fs";
import type { Command } from "commander";
import { helpRequest, storedHelp } from "./stored-help.js";

/**
 * Build the `daidai` command-line program with every command. Each command lives in
 * `commands/` and is loaded on demand.
 */
export async function buildProgram(): Promise<Command> {
  return (await import("./program.js")).buildProgram();
}

/**
 * Writes text to a file descriptor without creating process.stdout (whose stream machinery
 * costs more than the rest of the help); a reader that stopped early (EPIPE) is no error.
 */
function writeAll(fd: 1 | 2, text: string): void {
  const bytes = Buffer.from(text, "utf8");
  let at = 0;
  while (at < bytes.length) {
    try {
      at += writeSync(fd, bytes, at);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === "EPIPE") return;
      if (code !== "EAGAIN") throw e;
    }
  }
}

/**
 * Run the program with node-style arguments (`[node, script, ...args]`). Exit codes: 0 ok,
 * 1 errors in the input, 2 usage errors.
 */
export async function run(argv: readonly string[] = process.argv): Promise<void> {
  const request = helpRequest(argv.slice(2));
  const help = request === undefined ? undefined : storedHelp(request);
  if (request !== undefined && help !== undefined) {
    // As commander does: `daidai` alone prints the help on stderr and fails (exit code 2).
    writeAll(request.noCommand ? 2 : 1, help);
    if (request.noCommand) process.exitCode = 2;
    return;
  }
  await (await import("./program.js")).runProgram(argv);
}
