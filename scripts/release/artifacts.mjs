// Collects the files attached to a GitHub release into one directory, with SHA256SUMS:
//   daidai-viewer.js       the viewer's ES module bundle   (apps/viewer/dist/bundle/index.js)
//   daidai-viewer.iife.js  the viewer's classic-script bundle
//   daidai-analysis.js, daidai-analysis.iife.js  the analysis board and piece guide (ES module, classic script)
//   daidai-engine-worker.js  the engine's worker file, loaded by the analysis board from next to its bundle
//   daidai.mjs             the single-file CLI, run with `node daidai.mjs`
// Needs `pnpm build` and `pnpm --filter @daidai/cli bundle` first.
//
//   node scripts/release/artifacts.mjs <output directory>
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { root as repoRoot } from "./exec.mjs";

/** Release file name → built file (relative to the repository root). */
export const ARTIFACTS = [
  ["daidai-viewer.js", "apps/viewer/dist/bundle/index.js"],
  ["daidai-viewer.iife.js", "apps/viewer/dist/bundle/daidai-viewer.iife.js"],
  ["daidai-analysis.js", "apps/viewer/dist/bundle/daidai-analysis.js"],
  ["daidai-analysis.iife.js", "apps/viewer/dist/bundle/daidai-analysis.iife.js"],
  ["daidai-engine-worker.js", "apps/viewer/dist/bundle/daidai-engine-worker.js"],
  ["daidai.mjs", "tools/cli/dist/bundle/daidai.mjs"],
];

/** Copies the artifacts into `outDir` and writes SHA256SUMS; returns the file names. */
export function collectArtifacts(root, outDir) {
  mkdirSync(outDir, { recursive: true });
  const sums = [];
  for (const [name, source] of ARTIFACTS) {
    const from = join(root, source);
    if (!existsSync(from)) throw new Error(`${source} is missing: run pnpm build and pnpm --filter @daidai/cli bundle first`);
    copyFileSync(from, join(outDir, name));
    sums.push(`${createHash("sha256").update(readFileSync(from)).digest("hex")}  ${name}`);
  }
  writeFileSync(join(outDir, "SHA256SUMS"), `${sums.join("\n")}\n`);
  return [...ARTIFACTS.map(([name]) => name), "SHA256SUMS"];
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
