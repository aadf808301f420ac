import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    include: ["test/**/*.test.ts"],
    // Tests use node limits, not time limits; the timeout only guards a loaded machine.
    testTimeout: 180_000,
    // Load @daidai/core's built code natively: Vite's module transform turns every use of an
    // imported binding into a property read, which makes the engine's hot loops ~6x slower.
    server: { deps: { external: [/packages\/core\/dist\//] } },
  },
});
