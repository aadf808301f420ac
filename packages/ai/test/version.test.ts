import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const packageDir = new URL("..", import.meta.url);

describe("ENGINE_VERSION comes from package.json", () => {
  it("scripts/version.mjs writes the version of the package.json next to it", () => {
    const dir = mkdtempSync(join(tmpdir(), "daidai-ai-version-"));
    try {
      mkdirSync(join(dir, "scripts"));
      copyFileSync(new URL("scripts/version.mjs", packageDir), join(dir, "scripts", "version.mjs"));
      writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "@daidai/ai", version: "9.8.7-next.1" }));
      execFileSync(process.execPath, [join(dir, "scripts", "version.mjs")]);
      expect(readFileSync(join(dir, "src", "generated", "version.ts"), "utf8")).toContain('export const PACKAGE_VERSION = "9.8.7-next.1";');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("protocol/usi.ts keeps no version literal of its own", () => {
    const source = readFileSync(new URL("src/protocol/usi.ts", packageDir), "utf8");
    expect(source).toMatch(/ENGINE_VERSION: string = PACKAGE_VERSION;/);
    expect(source).not.toMatch(/ENGINE_VERSION\s*(:\s*string\s*)?=\s*["'`]/);
  });
});
