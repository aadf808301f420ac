// `changeset version` for the "Version Packages" pull request (release.yml), then tidies the
// section it just wrote at the top of each published package's CHANGELOG.md:
//   - a package's first release (the file has one version) is headed "First release." with
//     one list, instead of "Minor Changes" / "Patch Changes" against a version nobody had;
//   - a version in which a package has no change of its own says so (the @daidai packages
//     share one version, so each is released whenever one changes);
// and points the npm CDN URLs of the docs (README.md, docs/, the packages' READMEs:
// `https://cdn.jsdelivr.net/npm/@daidai/viewer@0.1/…`) at the new major.minor, which the
// docs check (tools/docs-check) holds them to.
//
//   node scripts/release/version-packages.mjs [dir]     (dir: the repository, default this one)
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { root as repoRoot, run } from "./exec.mjs";
import { PUBLISHED } from "./pack.mjs";

const VERSION_HEADING = /^## \d+\.\d+\.\d+\S*\s*$/;
const TYPE_HEADING = /^### (Major|Minor|Patch) Changes\s*$/;
export const FIRST_RELEASE = "First release.";
export const NO_CHANGES = "- No changes of its own: released with the other `@daidai` packages, which share its version.";

/** The CHANGELOG.md text with its newest section tidied (see the file's comment). */
export function tidyChangelog(text) {
  const lines = text.split("\n");
  const headings = lines.flatMap((l, i) => (VERSION_HEADING.test(l) ? [i] : []));
  if (headings.length === 0) return text;
  const start = headings[0] + 1;
  const end = headings.length > 1 ? headings[1] : lines.length;
  const section = lines.slice(start, end);
  const bullets = section.filter((l) => l.startsWith("- "));
  let body;
  if (bullets.length === 0) body = ["", NO_CHANGES, ""];
  else if (headings.length === 1) {
    // One list: the entries without their type headings and the blank lines between groups.
    const entries = section.filter((l) => !TYPE_HEADING.test(l));
    while (entries.length > 0 && entries[0].trim() === "") entries.shift();
    while (entries.length > 0 && entries.at(-1).trim() === "") entries.pop();
    const nextText = (i) => entries.slice(i + 1).find((l) => l.trim() !== "") ?? "";
    const list = entries.filter((l, i) => !(l.trim() === "" && nextText(i).startsWith("- ")));
    body = ["", FIRST_RELEASE, "", ...list, ""];
  } else return text;
  return [...lines.slice(0, start), ...body, ...lines.slice(end)].join("\n").replace(/\n{3,}/g, "\n\n");
}

const CDN_URL = /(cdn\.jsdelivr\.net\/npm\/@daidai\/[\w-]+@)\d+\.\d+(?:\.\d+)?(?=\/)/g;

/** `text` with every npm CDN URL of a @daidai package at `version`'s major.minor. */
export function pinCdnVersions(text, version) {
  const minor = version.split(".").slice(0, 2).join(".");
  return text.replace(CDN_URL, `$1${minor}`);
}

/** The Markdown files that may hold CDN URLs: README.md, docs/ (not the copied spec) and the packages' READMEs. */
function docFiles(dir) {
  const files = [join(dir, "README.md"), ...PUBLISHED.map((p) => join(dir, p.dir, "README.md"))];
  const docs = join(dir, "docs");
  if (existsSync(docs)) {
    for (const f of readdirSync(docs, { recursive: true })) {
      if (String(f).endsWith(".md") && !String(f).startsWith("spec")) files.push(join(docs, String(f)));
    }
  }
  return files.filter((f) => existsSync(f));
}

/** Runs `changeset version` in `dir`, tidies every published package's changelog and the docs' CDN URLs. */
export async function versionPackages(dir, { changesetBin = join(repoRoot, "node_modules", "@changesets", "cli", "bin.js") } = {}) {
  await run(process.execPath, [changesetBin, "version"], { cwd: dir, capture: true });
  for (const { dir: pkgDir } of PUBLISHED) {
    const file = join(dir, pkgDir, "CHANGELOG.md");
    if (existsSync(file)) writeFileSync(file, tidyChangelog(readFileSync(file, "utf8")));
  }
  const version = JSON.parse(readFileSync(join(dir, PUBLISHED[0].dir, "package.json"), "utf8")).version;
  for (const file of docFiles(dir)) {
    const text = readFileSync(file, "utf8");
    const pinned = pinCdnVersions(text, version);
    if (pinned !== text) writeFileSync(file, pinned);
  }
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  await versionPackages(resolve(process.argv[2] ?? repoRoot));
}
