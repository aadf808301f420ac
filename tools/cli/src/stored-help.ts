/**
 * `daidai`, `daidai --help`, `daidai help [command]` and `daidai <command> --help` print the
 * help that the build stored in dist/help-texts.json (scripts/help-texts.mjs writes it from
 * the commander program itself), without loading commander or any command module, so that
 * they start about as fast as node itself. Any other command line, and any help when the
 * file is missing (the single-file bundle), goes through commander, which prints the same.
 */
import { readFileSync } from "node:fs";

/** A command line that asks only for help: the program's (`command` null) or a command's. */
export interface HelpRequest {
  readonly command: string | null;
  /** `daidai` with no command: the help goes to standard error with exit code 2. */
  readonly noCommand: boolean;
}

const HELP_FLAGS: readonly string[] = ["--help", "-h"];

/** The help that `args` (without node and the script) asks for and nothing else, if any. */
export function helpRequest(args: readonly string[]): HelpRequest | undefined {
  const [first, second, ...rest] = args;
  if (rest.length > 0) return undefined;
  if (first === undefined) return { command: null, noCommand: true };
  if (second === undefined) return HELP_FLAGS.includes(first) || first === "help" ? { command: null, noCommand: false } : undefined;
  if (first === "help" && !second.startsWith("-")) return { command: second, noCommand: false };
  if (!first.startsWith("-") && first !== "help" && HELP_FLAGS.includes(second)) return { command: first, noCommand: false };
  return undefined;
}

interface HelpTexts {
  readonly program: string;
  readonly commands: Readonly<Record<string, string>>;
}

/** The stored help text of a request, or undefined (no stored file, or an unknown command). */
export function storedHelp(request: HelpRequest, file: URL = new URL("./help-texts.json", import.meta.url)): string | undefined {
  let texts: HelpTexts;
  try {
    texts = JSON.parse(readFileSync(file, "utf8")) as HelpTexts;
  } catch {
    return undefined;
  }
  if (request.command === null) return texts.program;
  return Object.hasOwn(texts.commands, request.command) ? texts.commands[request.command] : undefined;
}
