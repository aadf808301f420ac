import { defineConfig } from "vite";

// Two self-contained bundles of the web components (Lit and the record readers included):
//   dist/index.js              ES module  (<script type="module" src=…>, npm "exports")
//   dist/daidai-viewer.iife.js classic script for blog platforms that refuse modules
// Both register the elements only if they are not defined yet, so a page may load either
// bundle twice.
export default defineConfig({
  build: {
    lib: {
      entry: "src/index.ts",
      name: "DaidaiViewer",
      formats: ["es", "iife"],
      fileName: (format) => (format === "es" ? "index.js" : "daidai-viewer.iife.js"),
    },
    sourcemap: true,
    minify: true,
    target: "es2022",
    // Library mode keeps the ES module readable by default; this bundle is for pages, so
    // minify it fully as well.
    rolldownOptions: { output: { minify: true } },
  },
});
