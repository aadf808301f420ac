// Checks the package.json of every packed tarball for what a published package needs:
// the MIT licence, exports with types, a files list, the shared repository (with the
// package's directory), keywords, publishConfig { access: public, provenance: true } and
// sideEffects (so that bundlers drop the modules an app does not use).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { run } from "./exec.mjs";

/** The package.json inside a tarball. */
async function packedManifest(tgz) {
  const { stdout } = await run("tar", ["-xzOf", tgz, "package/package.json"], { capture: true });
  return JSON.parse(stdout);
}

/** Problems of one packed manifest; `dir` is the package's directory in the repository. */
export function manifestProblems(pkg, dir, repositoryUrl) {
  const problems = [];
  if (pkg.license !== "MIT") problems.push(`license is ${JSON.stringify(pkg.license)}, not "MIT"`);
  const root = pkg.exports?.["."];
  if (typeof root !== "object" || root === null || typeof root.types !== "string") problems.push('exports["."] has no "types"');
  if (!Array.isArray(pkg.files) || pkg.files.length === 0) problems.push("no files list");
  if (!Array.isArray(pkg.keywords) || pkg.keywords.length === 0) problems.push("no keywords");
  if (pkg.repository?.url !== repositoryUrl) problems.push(`repository.url is ${JSON.stringify(pkg.repository?.url)}, not ${repositoryUrl}`);
  if (pkg.repository?.directory !== dir) problems.push(`repository.directory is ${JSON.stringify(pkg.repository?.directory)}, not ${dir}`);
  if (pkg.publishConfig?.access !== "public") problems.push('publishConfig.access is not "public"');
  if (pkg.publishConfig?.provenance !== true) problems.push("publishConfig.provenance is not true");
  if (JSON.stringify(pkg).includes("workspace:")) problems.push("a workspace: dependency was not replaced by a version");
  const sideEffects = pkg.sideEffects;
  if (!(sideEffects === false || (Array.isArray(sideEffects) && sideEffects.every((f) => typeof f === "string")))) {
    problems.push('no "sideEffects" (false, or the list of the files that have them) for bundlers');
  }
  return problems;
}

/** Checks every packed manifest; the repository URL is the CLI's (all must share it). */
export async function checkManifests(root, packages) {
  const cli = JSON.parse(readFileSync(join(root, "tools", "cli", "package.json"), "utf8"));
  const repositoryUrl = cli.repository?.url;
  if (typeof repositoryUrl !== "string") throw new Error("tools/cli/package.json has no repository.url");
  const failures = [];
  for (const { dir, tgz } of packages) {
    const problems = manifestProblems(await packedManifest(tgz), dir, repositoryUrl);
    if (problems.length > 0) failures.push(`${dir}: ${problems.join("; ")}`);
  }
  if (failures.length > 0) throw new Error(`package.json of published packages:\n${failures.join("\n")}`);
  console.log(`package.json of ${String(packages.length)} packages: licence, exports with types, files, keywords, repository, publishConfig ok`);
}
