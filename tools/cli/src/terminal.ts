/** Terminal capabilities: whether to use colour, following the NO_COLOR convention. */

/** The `--color` setting: decide from the terminal, or force it on or off. */
export type ColorMode = "auto" | "always" | "never";

/** The colour modes, for option choices. */
export const COLOR_MODES: readonly ColorMode[] = ["auto", "always", "never"];

/**
 * True if output to `stream` should be coloured: `always`/`never` decide; `auto` colours
 * only a terminal (TTY), and never when NO_COLOR is set to a non-empty value or TERM is
 * `dumb`.
 */
export function shouldColor(stream: { isTTY?: boolean }, mode: ColorMode = "auto", env: NodeJS.ProcessEnv = process.env): boolean {
  if (mode === "always") return true;
  if (mode === "never") return false;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== "") return false;
  if (env.TERM === "dumb") return false;
  return stream.isTTY === true;
}
