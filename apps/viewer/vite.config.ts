import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { parallelChunkImports } from "./parallel-imports.js";

// Two self-contained bundles of the web components (Lit and the record readers included),
// for pages without a bundler (`@daidai/viewer/bundle`, and files of each GitHub release):
//   dist/bundle/daidai-viewer.js      ES module  (<script type="module" src=…>); it loads
//     dist/bundle/daidai-viewer-*.js  from next to it when needed: the reader of a record's
//                                     format (json, pgn, kif; DSFEN's is inside; notation/lazy), the
//                                     writers of the menu's "Copy as", and their shared parts
//   dist/bundle/daidai-viewer.iife.js classic script for blog platforms that refuse modules:
//                                     a classic script cannot load modules, so everything
//                                     above is inside it (one file, larger)
// A long record text is read in dist/bundle/daidai-reader-worker.js (vite.reader.config.ts),
// started by either bundle from next to it (BUNDLE_WORKER_STARTERS below).
// Both register the elements only if they are not defined yet, so a page may load either
// bundle twice. The package's default entry is not bundled: tsc (tsconfig.build.json)
// writes dist/*.js, which import lit, @daidai/core and @daidai/notation.
// `<daidai-replay analysis>` fetches the analysis bundle (daidai-analysis.js, next to these)
// the first time the reader opens the analysis board: see src/replay/analysis-loader-bundle.ts.
/** V8's magic comment, which must open the file: https://v8.dev/blog/explicit-compile-hints */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

const bundleLoader = fileURLToPath(new URL("src/replay/analysis-loader-bundle.ts", import.meta.url));

/**
 * The bundles start their workers from next to themselves (reader-starter-bundle.ts,
 * engine-starter-bundle.ts) instead of the published ES modules' `new Worker(new URL(…,
 * import.meta.url))`, which Vite would otherwise inline into the bundle as a blob/data URL
 * that a strict CSP refuses. Used by every bundle's config; any relative import of a
 * starter is replaced, wherever the importing module lives.
 */
export const BUNDLE_WORKER_STARTERS = [
  { find: /^(?:\.\.?\/)+(?:[\w-]+\/)*reader-starter\.js$/, replacement: fileURLToPath(new URL("src/record/reader-starter-bundle.ts", import.meta.url)) },
  { find: /^(?:\.\.?\/)+(?:[\w-]+\/)*engine-starter\.js$/, replacement: fileURLToPath(new URL("src/analysis/engine-starter-bundle.ts", import.meta.url)) },
];

/** The file of a format's reader; the widget names it when it is missing (src/record/record-text.ts). */
const readerFile = (format: string): string => `daidai-viewer-${format}.js`;

/** `daidai-viewer-kif.js` for the chunk with notation's kif/read.js; `daidai-viewer-NAME.js` for the others. */
function chunkName(chunk: { name: string; moduleIds: readonly string[] }): string {
  const reader = chunk.moduleIds.map((id) => /[\\/](json|pgn|kif|dsfen)[\\/]read\.js$/.exec(id)?.[1]).find((f) => f !== undefined);
  return reader === undefined ? `daidai-viewer-${chunk.name}.js` : readerFile(reader);
}

export default defineConfig({
  resolve: { alias: [{ find: /^\.\/analysis-loader\.js$/, replacement: bundleLoader }, ...BUNDLE_WORKER_STARTERS] },
  define: { __DAIDAI_READER_FILE__: JSON.stringify(readerFile("[format]")) },
  build: {
    outDir: "dist/bundle",
    lib: {
      entry: "src/index.ts",
      name: "DaidaiViewer",
      formats: ["es", "iife"],
      fileName: (format) => (format === "es" ? "daidai-viewer.js" : "daidai-viewer.iife.js"),
    },
    sourcemap: true,
    minify: true,
    target: "es2022",
    // Library mode keeps the ES module readable by default; this bundle is for pages, so
    // minify it fully as well.
    rolldownOptions: {
      // The on-demand files import what they share with the bundle from it, instead of a
      // third file that the bundle would have to load up front.
      preserveEntrySignatures: "allow-extension",
      // A reader file and the file it imports are fetched together (see parallel-imports.ts).
      experimental: { nativeMagicString: true },
      plugins: [parallelChunkImports()],
      // V8's explicit compile hint (the file's first line): compile every function while the
      // file streams in, off the page's thread, instead of each on its first call. Most of
      // the bundle runs on the first render, where lazy compiling took about a fifth of it.
      output: { minify: true, chunkFileNames: chunkName, postBanner: COMPILE_HINT },
    },
  },
});
