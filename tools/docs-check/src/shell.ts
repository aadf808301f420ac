/**
 * Shell blocks: run with bash, stopping at the first failing command, in a scratch folder
 * (scratch.ts), with this package's `node_modules/.bin` (the built `daidai` command) first
 * on the PATH.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { RunResult } from "./code.js";

const BIN = fileURLToPath(new URL("../node_modules/.bin", import.meta.url));

/** Runs `script` with `bash -euo pipefail` in `cwd`; fails on a non-zero exit or a time-out. */
export function runShell(script: string, cwd: string, timeoutMs = 60_000): RunResult {
  const env = { ...process.env, PATH: `${BIN}:${process.env["PATH"] ?? ""}`, NO_COLOR: "1" };
  const result = spawnSync("bash", ["-euo", "pipefail", "-c", script], { cwd, env, encoding: "utf8", timeout: timeoutMs, stdio: ["ignore", "pipe", "pipe"] });
  const output = `${result.stdout}${result.stderr}`.trim();
  if (result.error !== undefined) return { ok: false, output: `${result.error.message}\n${output}` };
  if (result.status !== 0) return { ok: false, output: `exit ${String(result.status ?? result.signal)}\n${output}` };
  return { ok: true, output };
}

/** The folder whose `daidai` the shell blocks run. */
export const daidaiBin = (): string => join(BIN, "daidai");
