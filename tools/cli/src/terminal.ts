/**
 * Terminal capabilities: whether to use colour, following the NO_COLOR convention
 * (no-color.org): NO_COLOR turns off the colour a program adds by default, and an explicit
 * command-line option wins over it. So `--color always` colours even with NO_COLOR set.
 */
import { Option } from "commander";

/** The `--color` setting: decide from the terminal, or force it on or off. */
export type ColorMode = "auto" | "always" | "never";

/** The colour modes, for option choices. */
export const COLOR_MODES: readonly ColorMode[] = ["auto", "always", "never"];

/** The rule, as `--help` states it. */
export const COLOR_RULE =
  "colour: auto = on a terminal unless NO_COLOR is set (non-empty) or TERM=dumb; always = even with NO_COLOR (the option wins over the environment); never";

/** The `--color <when>` option of the commands that draw in colour. */
export function colorOption(): Option {
  return new Option("--color <when>", COLOR_RULE).choices(COLOR_MODES).default("auto");
}

/**
 * True if output to `stream` should be coloured: `always`/`never` decide, whatever the
 * environment says; `auto` colours only a terminal (TTY), and never when NO_COLOR is set
 * to a non-empty value or TERM is `dumb`.
 */
export function shouldColor(stream: { isTTY?: boolean }, mode: ColorMode = "auto", env: NodeJS.ProcessEnv = process.env): boolean {
  if (mode === "always") return true;
  if (mode === "never") return false;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== "") return false;
  if (env.TERM === "dumb") return false;
  return stream.isTTY === true;
}
