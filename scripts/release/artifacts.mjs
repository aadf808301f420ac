// Collects the files attached to a GitHub release into one directory, with SHA256SUMS:
//   daidai-viewer.js       the viewer's ES module bundle   (apps/viewer/dist/bundle/daidai-viewer.js)
//   daidai-viewer-*.js     the files it loads from next to itself on demand (each format's reader, the menu's writers)
//   daidai-viewer.iife.js  the viewer's classic-script bundle
//   daidai-reader-worker.js  the record-reading worker file, started by either viewer bundle for long records
//   daidai-analysis.js, daidai-analysis.iife.js  the analysis board and piece guide (ES module, classic script)
//   daidai-engine-worker.js  the engine's worker file, loaded by the analysis board from next to its bundle
//   daidai.mjs             the single-file CLI, run with `node daidai.mjs`
// Needs `pnpm build` and `pnpm --filter @daidai/cli bundle` first.
//
//   node scripts/release/artifacts.mjs <output directory>
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { root as repoRoot } from "./exec.mjs";

/** Release file name → built file (relative to the repository root). */
export const ARTIFACTS = [
  ["daidai-viewer.js", "apps/viewer/dist/bundle/daidai-viewer.js"],
  ["daidai-viewer.iife.js", "apps/viewer/dist/bundle/daidai-viewer.iife.js"],
  ["daidai-reader-worker.js", "apps/viewer/dist/bundle/daidai-reader-worker.js"],
  ["daidai-analysis.js", "apps/viewer/dist/bundle/daidai-analysis.js"],
  ["daidai-analysis.iife.js", "apps/viewer/dist/bundle/daidai-analysis.iife.js"],
  ["daidai-engine-worker.js", "apps/viewer/dist/bundle/daidai-engine-worker.js"],
  ["daidai.mjs", "tools/cli/dist/bundle/daidai.mjs"],
];

/** Copies the artifacts into `outDir` and writes SHA256SUMS; returns the file names. */
export function collectArtifacts(root, outDir) {
  mkdirSync(outDir, { recursive: true });
  const sums = [];
  // The ES module bundle's on-demand files keep their names: it imports them by name.
  const bundleDir = join(root, "apps/viewer/dist/bundle");
  const chunks = existsSync(bundleDir) ? readdirSync(bundleDir).filter((f) => /^daidai-viewer-[\w-]+\.js$/.test(f)).sort() : [];
  const artifacts = [...ARTIFACTS, ...chunks.map((f) => [f, `apps/viewer/dist/bundle/${f}`])];
  for (const [name, source] of artifacts) {
    const from = join(root, source);
    if (!existsSync(from)) throw new Error(`${source} is missing: run pnpm build and pnpm --filter @daidai/cli bundle first`);
    copyFileSync(from, join(outDir, name));
    sums.push(`${createHash("sha256").update(readFileSync(from)).digest("hex")}  ${name}`);
  }
  writeFileSync(join(outDir, "SHA256SUMS"), `${sums.join("\n")}\n`);
  return [...artifacts.map(([name]) => name), "SHA256SUMS"];
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const out = process.argv[2];
  if (out === undefined) {
    console.error("usage: node scripts/release/artifacts.mjs <output directory>");
    process.exit(2);
  }
  const names = collectArtifacts(repoRoot, resolve(out));
  console.log(`release artifacts in ${out}: ${names.join(", ")}`);
}
