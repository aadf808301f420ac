import { defineConfig } from "vitest/config";

// The browser test drives Debian's Chromium through playwright-core from a
// plain node test (see test/board.e2e.test.ts), so no browser download is needed.
export default defineConfig({
  test: {
    environment: "node",
    include: ["test/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
