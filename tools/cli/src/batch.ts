/**
 * Commands that turn many input files into as many output files in a directory
 * (`daidai convert games/*.kif --to pgn -o out/`): output names, the progress bar, and
 * going on after a file that fails, which is reported and makes the exit code 1.
 */
import { existsSync, mkdirSync, statSync } from "node:fs";
import { basename, extname, join } from "node:path";
import { InputError, UsageError } from "./errors.js";
import { withFinalNewline, writeOutput } from "./io.js";
import { createProgress } from "./progress.js";

/** True if `path` names a directory: an existing one, or one written with a trailing slash. */
export function isDirectoryPath(path: string | undefined): path is string {
  if (path === undefined || path === "-") return false;
  if (path.endsWith("/")) return true;
  return existsSync(path) && statSync(path).isDirectory();
}

/** The output file for `input` in `outDir`: the input's name with the extension `ext`. */
export function outputPathFor(input: string, outDir: string, ext: string): string {
  return join(outDir, `${basename(input, extname(input))}.${ext}`);
}

/**
 * Runs `work` on every input and writes what it returns to `outDir/<name>.<ext>`. `work`
 * reports diagnostics through `log` (lines above the progress bar) and throws an
 * InputError for a file it cannot handle; the other files are still done. Throws an
 * InputError at the end if any file failed.
 */
export function runBatch(
  inputs: readonly string[],
  outDir: string,
  ext: string,
  label: string,
  work: (input: string, log: (text: string) => void) => string,
  write: (path: string, text: string) => void = (path, text) => { writeOutput(path, withFinalNewline(text)); },
): void {
  if (inputs.includes("-")) throw new UsageError("standard input ('-') cannot be one of several inputs");
  const outputs = new Map<string, string>();
  for (const input of inputs) {
    const out = outputPathFor(input, outDir, ext);
    const other = outputs.get(out);
    if (other !== undefined) throw new UsageError(`${other} and ${input} would both be written to ${out}`);
    outputs.set(out, input);
  }
  try {
    mkdirSync(outDir, { recursive: true });
  } catch (e) {
    throw new InputError(`${outDir}: cannot create the directory (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  const progress = createProgress({ total: inputs.length, label });
  const failed: string[] = [];
  try {
    for (const [out, input] of outputs) {
      try {
        const log = (text: string): void => {
          progress.log(text);
        };
        write(out, work(input, log));
      } catch (e) {
        if (!(e instanceof InputError)) throw e;
        progress.log(`daidai: ${e.message}`);
        failed.push(input);
      }
      progress.tick(input);
    }
  } finally {
    progress.done();
  }
  if (failed.length > 0) {
    throw new InputError(`${String(failed.length)} of ${String(inputs.length)} file(s) not converted: ${failed.join(", ")}`);
  }
}
