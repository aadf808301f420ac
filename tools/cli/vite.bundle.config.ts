/**
 * Builds the single-file CLI, dist/bundle/daidai.mjs: every workspace package and
 * dependency inlined, Node built-ins left as imports, runnable with `node daidai.mjs`.
 */
import { defineConfig } from "vite";

export default defineConfig({
  logLevel: "warn",
  ssr: { noExternal: true, target: "node" },
  build: {
    ssr: "bundle-entry.ts",
    outDir: "dist/bundle",
    emptyOutDir: true,
    target: "node20",
    minify: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        format: "es",
        entryFileNames: "daidai.mjs",
        banner: "#!/usr/bin/env node",
        codeSplitting: false,
      },
    },
  },
});
