import { defineConfig } from "vitest/config";

// The tests spawn bin/daidai.mjs, which needs dist/: turbo runs this
// package's build before its test (see ./turbo.json).
export default defineConfig({
  test: {
    environment: "node",
    include: ["test/**/*.test.ts"],
    // Tests bound their work (node limits, ply caps), not their time: the timeout only stops a
    // hung child process. A match test spawns up to four CLI processes with worker threads
    // (0.5-3 s idle, over 30 s on a loaded 2-core machine), so it is generous.
    testTimeout: 180_000,
  },
});
