/**
 * Writing an output text piece by piece (a converted collection, record by record): to a
 * file or standard output, in UTF-8 or Shift_JIS, ending with a line break. The file is
 * created with the first piece, so that nothing is written when nothing is to be; if a
 * piece cannot be written (a character Shift_JIS cannot hold), the part already written is
 * removed and the error thrown.
 */
import { closeSync, openSync, unlinkSync, writeSync } from "node:fs";
import { InputError } from "./errors.js";
import type { OutputEncoder } from "./output-encoding.js";

/** An output written piece by piece (see the module docs). */
export class TextSink {
  #fd: number | undefined;
  #line = 1;
  #last = "";
  #started = false;

  /** `path`: a file, or `-` / undefined for standard output. */
  constructor(
    private readonly path: string | undefined,
    private readonly encoder: OutputEncoder,
  ) {}

  private get toStdout(): boolean {
    return this.path === undefined || this.path === "-";
  }

  /** Writes the next piece. */
  write(text: string): void {
    if (text === "") return;
    let data: string | Uint8Array;
    try {
      data = this.encoder.encode(text, this.#line);
    } catch (e) {
      this.abort();
      throw e;
    }
    for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) this.#line++;
    this.#last = text.slice(-1);
    if (this.toStdout) {
      this.#started = true;
      process.stdout.write(data);
      return;
    }
    try {
      this.#fd ??= openSync(this.path as string, "w");
      this.#started = true;
      if (typeof data === "string") writeSync(this.#fd, data);
      else writeSync(this.#fd, data);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      throw new InputError(`${String(this.path)}: cannot write (${code ?? (e as Error).message})`);
    }
  }

  /** True once something has been written. */
  get started(): boolean {
    return this.#started;
  }

  /** Ends the text with a line break (when something was written and it has none) and closes the file. */
  close(): void {
    if (this.#started && this.#last !== "\n") this.write("\n");
    if (this.#fd !== undefined) closeSync(this.#fd);
    this.#fd = undefined;
  }

  /** Closes and removes a file written in part. */
  abort(): void {
    if (this.#fd === undefined) return;
    closeSync(this.#fd);
    this.#fd = undefined;
    try {
      unlinkSync(this.path as string);
    } catch {
      // Already gone: nothing to remove.
    }
  }
}
