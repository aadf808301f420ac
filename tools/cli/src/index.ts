/** @daidai/cli — the daidai command-line program as a library. */
export { buildProgram, run } from "./main.js";
export { CLI_VERSION } from "./version.js";
