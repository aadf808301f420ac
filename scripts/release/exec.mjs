// Helpers of the release scripts: run a command, and the Skip signal of the gate.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/** The repository root. */
export const root = fileURLToPath(new URL("../..", import.meta.url));

/** Thrown by a step to be reported as skipped (with the reason) instead of failed. */
export class Skip extends Error {}

/** Runs a command; resolves with its output, rejects with a message when it exits non-zero. */
export function run(cmd, args, { cwd = root, capture = false, env = {}, input } = {}) {
  return new Promise((resolve, reject) => {
    if (!capture) process.stdout.write(`$ ${[cmd, ...args].join(" ")}\n`);
    const child = spawn(cmd, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: [input === undefined ? "ignore" : "pipe", capture ? "pipe" : "inherit", capture ? "pipe" : "inherit"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout?.setEncoding("utf8").on("data", (d) => (stdout += d));
    child.stderr?.setEncoding("utf8").on("data", (d) => (stderr += d));
    if (input !== undefined) child.stdin.end(input);
    child.on("error", (e) => reject(new Error(`${cmd}: ${e.message}`)));
    child.on("close", (code) => {
      if (code === 0) resolve({ stdout, stderr });
      else reject(new Error(`${[cmd, ...args].join(" ")} exited with ${String(code)}${stderr ? `\n${stderr.trim()}` : ""}`));
    });
  });
}

