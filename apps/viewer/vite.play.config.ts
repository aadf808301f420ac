import { defineConfig } from "vite";
import { BUNDLE_WORKER_STARTERS } from "./vite.config.js";

// The play bundle, built on its own like the analysis bundle so that the replay bundle stays
// small: dist/bundle/daidai-play.js (ES module) and dist/bundle/daidai-play.iife.js
// (classic script, global DaidaiPlay), each self-contained like the replay bundles. (tsc
// writes the unbundled dist/daidai-play.js, so the bundles live in dist/bundle/.)
export default defineConfig({
  resolve: { alias: BUNDLE_WORKER_STARTERS },
  build: {
    outDir: "dist/bundle",
    lib: {
      entry: "src/play.ts",
      name: "DaidaiPlay",
      formats: ["es", "iife"],
      fileName: (format) => (format === "es" ? "daidai-play.js" : "daidai-play.iife.js"),
    },
    emptyOutDir: false,
    sourcemap: true,
    minify: true,
    target: "es2022",
    rolldownOptions: { output: { minify: true } },
  },
});
