import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

// Two self-contained bundles of the web components (Lit and the record readers included),
// for pages without a bundler (`@daidai/viewer/bundle`, and files of each GitHub release):
//   dist/bundle/index.js              ES module  (<script type="module" src=…>)
//   dist/bundle/daidai-viewer.iife.js classic script for blog platforms that refuse modules
// Both register the elements only if they are not defined yet, so a page may load either
// bundle twice. The package's default entry is not bundled: tsc (tsconfig.build.json)
// writes dist/*.js, which import lit, @daidai/core and @daidai/notation.
// `<daidai-replay analysis>` fetches the analysis bundle (daidai-analysis.js, next to these)
// the first time the reader opens the analysis board: see src/analysis-loader-bundle.ts.
const bundleLoader = fileURLToPath(new URL("src/analysis-loader-bundle.ts", import.meta.url));

export default defineConfig({
  resolve: { alias: [{ find: /^\.\/analysis-loader\.js$/, replacement: bundleLoader }] },
  build: {
    outDir: "dist/bundle",
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
