import { defineConfig } from "vitest/config";

// The tests spawn bin/daidai.mjs, which needs dist/: turbo runs this
// package's build before its test (see ./turbo.json).
export default defineConfig({
  test: {
    environment: "node",
    include: ["test/**/*.test.ts"],
    testTimeout: 30_000,
  },
});
