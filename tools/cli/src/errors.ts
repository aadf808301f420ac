/** Errors that map to the CLI's exit codes: 1 for findings in the input, 2 for usage. */

/** Bad command-line usage or a malformed argument (exit code 2). */
export class UsageError extends Error {
  override readonly name = "UsageError";
}

/** The input has errors (exit code 1). */
export class InputError extends Error {
  override readonly name = "InputError";
}
