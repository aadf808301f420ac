import { defineConfig } from "vite";

// Library build of the web components. Lit is bundled in for now; a published
// library would list it in build.rolldownOptions.external instead.
export default defineConfig({
  build: {
    lib: { entry: "src/index.ts", formats: ["es"], fileName: "index" },
    sourcemap: true,
  },
});
