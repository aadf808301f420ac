// Checks the package.json of every packed tarball for what a published package needs:
// the MIT licence, exports with types, a files list, the project's repository (with the
// package's directory; REPOSITORY below, stated in the README's "Releases"), its homepage
// and issue tracker, keywords, publishConfig { access: public, provenance: true },
// sideEffects (so that bundlers drop the modules an app does not use) and the Node.js
// versions it runs on (`engines.node`, the root package.json's).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { run } from "./exec.mjs";

/** The project's one repository, in every manifest and in the README's "Releases" section. */
export const REPOSITORY = "https://github.com/daidai-shogi/daidai";

/** The Node.js versions every package runs on: the root package.json's `engines.node`. */
export const NODE_ENGINES = JSON.parse(readFileSync(join(fileURLToPath(new URL("../..", import.meta.url)), "package.json"), "utf8")).engines.node;

/** The package.json inside a tarball. */
async function packedManifest(tgz) {
  const { stdout } = await run("tar", ["-xzOf", tgz, "package/package.json"], { capture: true });
  return JSON.parse(stdout);
}

/** Problems of one packed manifest; `dir` is the package's directory in the repository. */
export function manifestProblems(pkg, dir, repository = REPOSITORY) {
  const problems = [];
  const repositoryUrl = `git+${repository}.git`;
  if (pkg.license !== "MIT") problems.push(`license is ${JSON.stringify(pkg.license)}, not "MIT"`);
  const root = pkg.exports?.["."];
  if (typeof root !== "object" || root === null || typeof root.types !== "string") problems.push('exports["."] has no "types"');
  if (!Array.isArray(pkg.files) || pkg.files.length === 0) problems.push("no files list");
  if (!Array.isArray(pkg.keywords) || pkg.keywords.length === 0) problems.push("no keywords");
  if (pkg.repository?.url !== repositoryUrl) problems.push(`repository.url is ${JSON.stringify(pkg.repository?.url)}, not ${repositoryUrl}`);
  if (pkg.repository?.directory !== dir) problems.push(`repository.directory is ${JSON.stringify(pkg.repository?.directory)}, not ${dir}`);
  const homepage = `${repository}/tree/main/${dir}#readme`;
  if (pkg.homepage !== homepage) problems.push(`homepage is ${JSON.stringify(pkg.homepage)}, not ${homepage}`);
  if (pkg.bugs !== `${repository}/issues`) problems.push(`bugs is ${JSON.stringify(pkg.bugs)}, not ${repository}/issues`);
  if (pkg.publishConfig?.access !== "public") problems.push('publishConfig.access is not "public"');
  if (pkg.publishConfig?.provenance !== true) problems.push("publishConfig.provenance is not true");
  if (pkg.engines?.node !== NODE_ENGINES) problems.push(`engines.node is ${JSON.stringify(pkg.engines?.node)}, not ${NODE_ENGINES} (the root package.json's)`);
  if (JSON.stringify(pkg).includes("workspace:")) problems.push("a workspace: dependency was not replaced by a version");
  const sideEffects = pkg.sideEffects;
  if (!(sideEffects === false || (Array.isArray(sideEffects) && sideEffects.every((f) => typeof f === "string")))) {
    problems.push('no "sideEffects" (false, or the list of the files that have them) for bundlers');
  }
  return problems;
}

/** Checks every packed manifest, and that the README names the repository they share. */
export async function checkManifests(root, packages) {
  const readme = readFileSync(join(root, "README.md"), "utf8");
  const releases = readme.slice(readme.indexOf("## Releases"));
  if (!readme.includes("## Releases") || !releases.includes(REPOSITORY)) throw new Error(`README.md's "Releases" section does not name the repository ${REPOSITORY}`);
  const failures = [];
  for (const { dir, tgz } of packages) {
    const problems = manifestProblems(await packedManifest(tgz), dir);
    if (problems.length > 0) failures.push(`${dir}: ${problems.join("; ")}`);
  }
  if (failures.length > 0) throw new Error(`package.json of published packages:\n${failures.join("\n")}`);
  console.log(`package.json of ${String(packages.length)} packages: licence, exports with types, files, keywords, repository ${REPOSITORY}, homepage, bugs, engines, publishConfig, sideEffects ok`);
}
