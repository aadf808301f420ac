import { defineConfig } from "vite";
import { BUNDLE_WORKER_STARTERS } from "./vite.config.js";

// The analysis bundle, built on its own so that the replay bundle (vite.config.ts) stays
// small: dist/bundle/daidai-analysis.js (ES module) and dist/bundle/daidai-analysis.iife.js
// (classic script, global DaidaiAnalysis), each self-contained like the replay bundles. (tsc
// writes the unbundled dist/daidai-analysis.js, so the bundles live in dist/bundle/.)
export default defineConfig({
  resolve: { alias: BUNDLE_WORKER_STARTERS },
  build: {
    outDir: "dist/bundle",
    lib: {
      entry: "src/analysis.ts",
      name: "DaidaiAnalysis",
      formats: ["es", "iife"],
      fileName: (format) => (format === "es" ? "daidai-analysis.js" : "daidai-analysis.iife.js"),
    },
    emptyOutDir: false,
    sourcemap: true,
    minify: true,
    target: "es2022",
    rolldownOptions: { output: { minify: true } },
  },
});
