/** Runs the real `daidai` launcher (bin/daidai.mjs, which needs a built dist/) as a child process. */
import { spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const packageDir = fileURLToPath(new URL("..", import.meta.url));
export const launcher = join(packageDir, "bin", "daidai.mjs");
export const fixture = (name: string): string => join(packageDir, "test", "fixtures", name);

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  /** Text written to the child's standard input (closed afterwards). */
  input?: string;
  /** Extra environment variables (NO_COLOR is removed unless given here). */
  env?: Record<string, string>;
  cwd?: string;
}

/** Runs `node bin/daidai.mjs ...args` and collects its exit code and output. */
export function daidai(args: readonly string[], options: CliOptions = {}): Promise<CliResult> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env };
  if (options.env?.NO_COLOR === undefined) delete env.NO_COLOR;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [launcher, ...args], { cwd: options.cwd ?? packageDir, env });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
    child.on("error", reject);
    child.on("close", (code) => {
      resolve({ code: code ?? -1, stdout, stderr });
    });
    child.stdin.end(options.input ?? "");
  });
}
