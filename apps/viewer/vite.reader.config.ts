import { defineConfig } from "vite";

// The record-reading worker file, built on its own: dist/bundle/daidai-reader-worker.js
// (notation's readers with core inside). <daidai-replay> starts it, from next to the bundle
// (either bundle), to read a long record text off the page's thread; nothing else loads it.
export default defineConfig({
  build: {
    outDir: "dist/bundle",
    lib: { entry: "src/reader/daidai-reader-worker.ts", formats: ["es"], fileName: () => "daidai-reader-worker.js" },
    emptyOutDir: false,
    sourcemap: true,
    minify: true,
    target: "es2022",
    rolldownOptions: { output: { minify: true } },
  },
});
