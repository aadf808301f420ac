// A dry run of the release pull request: version-packages.mjs (`changeset version` and the
// tidied changelogs) in a scratch copy of HEAD with the working tree's pending changesets,
// printing the new versions and every CHANGELOG.md it writes, so that they can be read
// before a release. Nothing in the repository changes.
//
// The copy is a new repository with HEAD's files in one commit, not a clone: in a clone of a
// shallow checkout (CI's), `changeset version` deepens the history to find the commits that
// added the changesets, and cannot.
//
//   node scripts/release/version-dry-run.mjs [--keep]    (--keep leaves the scratch copy)
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { root as repoRoot, run } from "./exec.mjs";
import { PUBLISHED } from "./pack.mjs";
import { versionPackages } from "./version-packages.mjs";

/** Runs version-packages.mjs in a copy of `root`'s HEAD; returns { dir, versions, changelogs, left }. */
export async function versionDryRun(root) {
  const dir = mkdtempSync(join(tmpdir(), "daidai-version-"));
  const tar = join(dir, "head.tar");
  await run("git", ["-C", root, "archive", "--format=tar", "-o", tar, "HEAD"], { capture: true });
  await run("tar", ["-xf", tar, "-C", dir], { capture: true });
  rmSync(tar);
  const git = (args) => run("git", ["-c", "user.name=dry run", "-c", "user.email=dry-run@localhost", ...args], { cwd: dir, capture: true });
  await git(["init", "--quiet"]);
  await git(["add", "--all"]);
  await git(["commit", "--quiet", "--no-verify", "-m", "HEAD"]);
  // Pending changesets of the working tree, committed or not.
  rmSync(join(dir, ".changeset"), { recursive: true, force: true });
  cpSync(join(root, ".changeset"), join(dir, ".changeset"), { recursive: true });
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"));
  await versionPackages(dir, { changesetBin: join(root, "node_modules", "@changesets", "cli", "bin.js") });
  const versions = {};
  const changelogs = {};
  for (const { dir: pkgDir } of PUBLISHED) {
    const pkg = JSON.parse(readFileSync(join(dir, pkgDir, "package.json"), "utf8"));
    versions[pkg.name] = pkg.version;
    const file = join(dir, pkgDir, "CHANGELOG.md");
    if (existsSync(file)) changelogs[pkgDir] = readFileSync(file, "utf8");
  }
  const left = readdirSync(join(dir, ".changeset")).filter((f) => f.endsWith(".md") && f !== "README.md");
  return { dir, versions, changelogs, left };
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { dir, versions, changelogs, left } = await versionDryRun(repoRoot);
  try {
    for (const [name, text] of Object.entries(changelogs)) console.log(`\n===== ${name}/CHANGELOG.md\n${text}`);
    console.log(`versions after changeset version: ${Object.entries(versions).map(([n, v]) => `${n}@${v}`).join(", ")}`);
    if (left.length > 0) console.log(`changesets left over (not consumed): ${left.join(", ")}`);
  } finally {
    if (process.argv.includes("--keep")) console.log(`kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}
