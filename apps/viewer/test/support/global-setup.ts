// Builds both bundles once into a temporary folder and serves them, the sample records and
// the test pages (with a strict Content-Security-Policy on every page) for all browser tests.
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import type { TestProject } from "vitest/node";
import { startServer } from "../../scripts/static-server.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** Folder with the freshly built bundles (index.js, daidai-viewer.iife.js). */
    buildDir: string;
  }
}

const root = fileURLToPath(new URL("../..", import.meta.url));

/** A 10 MB hostile record: markup, handlers and javascript: URLs, repeated. */
function bigHostileRecord(): string {
  const chunk = '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=1"> javascript:window.__pwned=1 ';
  return chunk.repeat(Math.ceil((10 * 1024 * 1024) / chunk.length));
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const out = mkdtempSync(join(tmpdir(), "daidai-viewer-build-"));
  // Vitest sets NODE_ENV=test, which would make Vite pick Lit's development build.
  const nodeEnv = process.env["NODE_ENV"];
  process.env["NODE_ENV"] = "production";
  await build({ root, configFile: join(root, "vite.config.ts"), mode: "production", logLevel: "warn", build: { outDir: out, emptyOutDir: true } });
  // The analysis bundle and the engine's worker file, next to the replay bundles.
  for (const config of ["vite.analysis.config.ts", "vite.play.config.ts", "vite.worker.config.ts", "vite.reader.config.ts"]) {
    await build({ root, configFile: join(root, config), mode: "production", logLevel: "error", build: { outDir: out, emptyOutDir: false } });
  }
  if (nodeEnv === undefined) delete process.env["NODE_ENV"];
  else process.env["NODE_ENV"] = nodeEnv;
  const axeDir = dirname(createRequire(import.meta.url).resolve("axe-core/axe.min.js"));
  const big = bigHostileRecord();
  const server = await startServer({
    routes: [
      ["/dist/", out],
      ["/samples/", join(root, "samples")],
      ["/pages/", join(root, "test/pages")],
      ["/axe/", axeDir],
    ],
    handler: (_req, res, url) => {
      if (url.pathname !== "/generated/big.dsfen") return false;
      res.writeHead(200, { "content-type": "text/plain; charset=utf-8" });
      res.end(big);
      return true;
    },
  });
  project.provide("baseUrl", server.url);
  project.provide("buildDir", out);
  return async () => {
    await server.close();
    rmSync(out, { recursive: true, force: true });
  };
}
