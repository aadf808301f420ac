import { defineConfig } from "vite";

// The engine's Web Worker file, built on its own: dist/bundle/daidai-engine-worker.js (@daidai/ai's
// worker entry with core inside). <daidai-analysis> starts it from next to the bundle the
// first time "Analyse" is pressed; nothing else loads it.
export default defineConfig({
  build: {
    outDir: "dist/bundle",
    lib: { entry: "src/engine/daidai-engine-worker.ts", formats: ["es"], fileName: () => "daidai-engine-worker.js" },
    emptyOutDir: false,
    sourcemap: true,
    minify: true,
    target: "es2022",
    rolldownOptions: { output: { minify: true } },
  },
});
