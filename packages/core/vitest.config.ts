import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    include: ["test/**/*.test.ts"],
    testTimeout: 120_000,
    // The rules-engine tests are being written; until they land an empty
    // test/ folder must not fail the build.
    passWithNoTests: true,
  },
});
