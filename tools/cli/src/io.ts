/**
 * Reading and writing the files that commands take, with `-` for standard input and
 * output. Missing or unreadable files are input errors (exit code 1) with a clear message.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { InputError } from "./errors.js";

/** Reads a whole file as bytes; `-` reads standard input. */
export function readInputBytes(path: string): Buffer {
  try {
    return readFileSync(path === "-" ? 0 : path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const what = path === "-" ? "standard input" : path;
    if (code === "ENOENT") throw new InputError(`${what}: no such file`);
    if (code === "EISDIR") throw new InputError(`${what}: is a directory, not a file`);
    throw new InputError(`${what}: cannot read (${code ?? (e as Error).message})`);
  }
}

/** Reads a whole UTF-8 text file; `-` reads standard input. */
export function readInputText(path: string): string {
  return readInputBytes(path).toString("utf8");
}

/** Writes text (or bytes) to a file; `-` (or no path) writes standard output. */
export function writeOutput(path: string | undefined, text: string | Uint8Array): void {
  if (path === undefined || path === "-") {
    process.stdout.write(text);
    return;
  }
  try {
    writeFileSync(path, text);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new InputError(`${path}: cannot write (${code ?? (e as Error).message})`);
  }
}

/** The text ending with exactly one line break more if it had none (text files end with a newline). */
export function withFinalNewline(text: string): string {
  return text.endsWith("\n") ? text : `${text}\n`;
}
