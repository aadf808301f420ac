/** @daidai/cli — the daidai command-line program as a library. */
export { buildProgram, CLI_VERSION, run } from "./main.js";
