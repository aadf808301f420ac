import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    include: ["test/**/*.test.ts"],
    // The property-based and round-trip tests run hundreds of parses; on a busy 2-core
    // machine they can take several seconds. This is a guard against hangs, not a speed test.
    testTimeout: 60_000,
  },
});
