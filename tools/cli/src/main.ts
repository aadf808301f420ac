import { readFileSync } from "node:fs";
import { Command } from "commander";
import { VERSION as CORE_VERSION } from "@daidai/core";

interface PackageJson {
  version: string;
}

/** Version of this CLI package (read from its package.json next to dist/). */
export const CLI_VERSION = (
  JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as PackageJson
).version;

/** Build the `daidai` command-line program. */
export function buildProgram(): Command {
  const program = new Command();
  program
    .name("daidai")
    .description("Tools for dai dai shogi, the 17x17 Japanese chess variant")
    .version(CLI_VERSION, "-V, --version", "print the version number");

  program
    .command("hello")
    .description("placeholder command: print a greeting and the engine version")
    .argument("[name]", "who to greet", "world")
    .action((name: string) => {
      process.stdout.write(`hello, ${name}! (daidai ${CLI_VERSION}, core ${CORE_VERSION})\n`);
    });

  return program;
}

/** Run the program with node-style arguments (`[node, script, ...args]`). */
export async function run(argv: readonly string[] = process.argv): Promise<void> {
  await buildProgram().parseAsync([...argv]);
}
