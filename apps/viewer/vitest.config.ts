import { defineConfig } from "vitest/config";

// Unit tests run in node. The *.e2e.test.ts files drive Debian's Chromium through
// playwright-core (one browser per file) against bundles that test/support/global-setup.ts
// builds once and serves with a strict Content-Security-Policy.
export default defineConfig({
  test: {
    environment: "node",
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/support/global-setup.ts"],
    // Generous: CI runs every package's tests at once on two shared cores.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    expect: { poll: { timeout: 15_000 } },
    fileParallelism: false,
  },
});
