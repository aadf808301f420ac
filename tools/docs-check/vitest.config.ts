import { defineConfig } from "vitest/config";

// The docs' code blocks run against the built packages (turbo builds every dependency
// before this package's test); the blog test drives Debian's Chromium.
export default defineConfig({
  test: {
    environment: "node",
    include: ["test/**/*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
