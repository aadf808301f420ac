import { execFile } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const execFileAsync = promisify(execFile);
const packageDir = fileURLToPath(new URL("..", import.meta.url));
const launcher = join(packageDir, "bin", "daidai.mjs");
const { version } = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")) as {
  version: string;
};

interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Run `node <script> ...args` as a real child process (needs a built dist/). */
async function runNode(script: string, args: string[]): Promise<RunResult> {
  try {
    const { stdout, stderr } = await execFileAsync(process.execPath, [script, ...args], {
      cwd: packageDir,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? "", stderr: e.stderr ?? "" };
  }
}

describe("daidai launcher", () => {
  it("prints the package version and the commit it was built from for --version", async () => {
    const result = await runNode(launcher, ["--version"]);
    // What the built CLI embeds (dist/, which the launcher runs).
    const built = readFileSync(join(packageDir, "dist", "generated", "build-info.js"), "utf8");
    const commit = /GIT_COMMIT = "([0-9a-f]{40})"/.exec(built)?.[1] ?? "";
    // The embedded commit is a real commit of this repository.
    await execFileAsync("git", ["cat-file", "-e", `${commit}^{commit}`], { cwd: packageDir });
    expect(result).toEqual({ code: 0, stdout: `${version} (commit ${commit.slice(0, 12)})\n`, stderr: "" });
  });

  it("embeds the commit 'unknown' when built outside a git checkout", async () => {
    const dir = mkdtempSync(join(tmpdir(), "daidai-cli-"));
    try {
      mkdirSync(join(dir, "scripts"));
      copyFileSync(join(packageDir, "package.json"), join(dir, "package.json"));
      copyFileSync(join(packageDir, "scripts", "build-info.mjs"), join(dir, "scripts", "build-info.mjs"));
      await runNode(join(dir, "scripts", "build-info.mjs"), []);
      const built = readFileSync(join(dir, "src", "generated", "build-info.ts"), "utf8");
      expect(built).toContain(`PACKAGE_VERSION = "${version}"`);
      expect(built).toContain('GIT_COMMIT = "unknown"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("fails with exit code 2 and a hint when dist/ is missing", async () => {
    const dir = mkdtempSync(join(tmpdir(), "daidai-cli-"));
    try {
      mkdirSync(join(dir, "bin"));
      const copy = join(dir, "bin", "daidai.mjs");
      copyFileSync(launcher, copy);
      const result = await runNode(copy, ["--version"]);
      expect(result.code).toBe(2);
      expect(result.stdout).toBe("");
      expect(result.stderr).toContain("run pnpm build first");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("rejects an unknown command with a non-zero exit code", async () => {
    const result = await runNode(launcher, ["no-such-command"]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain("unknown command");
  });
});
