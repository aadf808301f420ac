/**
 * Errors as values at the library's boundary: a {@link Result} is either a value or a typed
 * error. Every error has a machine-readable `code` and a human `message`; callers branch on
 * the code, never on the message text.
 */

/** A value (`ok: true`) or an error (`ok: false`). */
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/** What every error value of this library carries. */
export interface CoreErrorInfo {
  /** Machine-readable kind of the error. */
  readonly code: string;
  /** A sentence for people. */
  readonly message: string;
}

/** A successful {@link Result}. */
export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

/** A failed {@link Result}. */
export function err<E>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}

/** Thrown by the `…OrThrow` convenience variants; `error` is the typed error value. */
export class CoreError<E extends CoreErrorInfo = CoreErrorInfo> extends Error {
  readonly error: E;
  constructor(error: E) {
    super(error.message);
    this.name = "CoreError";
    this.error = error;
  }

  /** The error's code. */
  get code(): E["code"] {
    return this.error.code;
  }
}

/**
 * The value of a result, or throws its error as a {@link CoreError}.
 * @example const position = unwrap(Position.fromDsfen(text));
 */
export function unwrap<T, E extends CoreErrorInfo>(result: Result<T, E>): T {
  if (result.ok) return result.value;
  throw new CoreError(result.error);
}
