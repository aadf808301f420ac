// The format of the pending changesets (.changeset/*.md), so that every changelog a release
// writes can be read by the packages' users (.changeset/README.md):
//   - the front matter names at least one published @daidai package, each with patch,
//     minor or major, and no package twice;
//   - the summary is exactly one line (one change) of at most 120 characters, plain text
//     (no heading, no list item: changelog.cjs makes it a bullet of the changelog);
//   - no two changesets give a package the same line;
//   - until the first release is published (no published package has a CHANGELOG.md yet),
//     a summary says what the package does, not how it differs from an unpublished version
//     ("no longer", "now", "instead of", "renamed", …).
// Whether a listed package is really touched by the change cannot be read from the file:
// list only the packages whose users notice the change, each with its own line.
//
//   node scripts/release/changesets.mjs     (part of `pnpm run check`: `pnpm lint:release`)
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import yaml from "js-yaml";
import { root as repoRoot } from "./exec.mjs";
import { PUBLISHED } from "./pack.mjs";

/** The longest summary line, in characters. */
export const MAX_SUMMARY_LENGTH = 120;
const BUMPS = new Set(["patch", "minor", "major"]);
/** Words that describe a change against an earlier version, which users of a first release never had. */
const DELTA_WORDS = /\b(no longer|now|instead of|any ?more|used to|renamed|previously|was|were)\b/i;

/**
 * Problems of one changeset's text. `packages` is the set of published package names;
 * `firstRelease` is true while no version has been published.
 * Returns `{ problems, releases, summary }` (releases: package → bump).
 */
export function changesetProblems(text, name, { packages, firstRelease }) {
  const problems = [];
  const at = (p) => problems.push(`${name}: ${p}`);
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (m === null) {
    at("no front matter: the file must start with '---', the packages with their bumps, and '---'");
    return { problems, releases: {}, summary: "" };
  }
  const [, front, body] = m;
  let releases;
  const keys = [...front.matchAll(/^\s*["']?([^"':]+)["']?\s*:/gm)].map((k) => k[1].trim());
  const twice = keys.filter((k, i) => keys.indexOf(k) !== i);
  for (const k of new Set(twice)) at(`'${k}' is listed twice`);
  try {
    releases = yaml.load(front, { json: true }) ?? {};
  } catch (e) {
    at(`front matter: ${e.reason ?? e.message}`);
    releases = {};
  }
  if (typeof releases !== "object" || Array.isArray(releases)) {
    at("front matter: expected lines of the form \"@daidai/core\": minor");
    releases = {};
  }
  if (Object.keys(releases).length === 0 && twice.length === 0) at("names no package: list each package whose users notice the change");
  for (const [pkg, bump] of Object.entries(releases)) {
    if (!packages.has(pkg)) at(`'${pkg}' is not a published package (${[...packages].join(", ")})`);
    if (!BUMPS.has(bump)) at(`'${pkg}': '${String(bump)}' is not patch, minor or major`);
  }
  const lines = body.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== "");
  const summary = lines[0] ?? "";
  if (lines.length === 0) at("no summary: write one line that says what changed for the package's users");
  else if (lines.length > 1) {
    at(`${String(lines.length)} lines: make it one line (one change per changeset: split it into several files; details belong in docs/)`);
  }
  for (const line of lines) {
    const length = [...line].length;
    if (length > MAX_SUMMARY_LENGTH) {
      at(
        `a line of ${String(length)} characters, ${String(length - MAX_SUMMARY_LENGTH)} over the limit of ${String(MAX_SUMMARY_LENGTH)}: shorten '${line.slice(0, 60)}…' (details belong in docs/)`,
      );
    }
    if (/^(#|[-*+] |\d+\. |>)/.test(line)) at(`'${line.slice(0, 40)}': plain text, not a heading, list item or quote (the changelog makes it a bullet)`);
  }
  if (firstRelease && lines.length > 0) {
    const delta = DELTA_WORDS.exec(lines.join(" "));
    if (delta !== null) {
      at(
        `'${delta[0]}' in '${lines.join(" ")}': nothing is published yet, so rewrite the line to say what the package does, ` +
          "without comparing it to an earlier version (no 'no longer', 'now', 'instead of', 'renamed', 'was')",
      );
    }
  }
  return { problems, releases, summary };
}

/** True while no published package has a CHANGELOG.md, i.e. no version has been released. */
export function isFirstRelease(root) {
  return PUBLISHED.every(({ dir }) => !existsSync(join(root, dir, "CHANGELOG.md")));
}

/** The names of the published packages. */
export function publishedNames(root) {
  return new Set(PUBLISHED.map(({ dir }) => JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8")).name));
}

/** Lints every changeset of `root`/.changeset; returns `{ files, problems }`. */
export function lintChangesets(root) {
  const dir = join(root, ".changeset");
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".md") && f.toLowerCase() !== "readme.md")
    .sort();
  const options = { packages: publishedNames(root), firstRelease: isFirstRelease(root) };
  const problems = [];
  const seen = new Map(); // "package\0summary" → file
  for (const f of files) {
    const result = changesetProblems(readFileSync(join(dir, f), "utf8"), f, options);
    problems.push(...result.problems);
    for (const pkg of Object.keys(result.releases)) {
      const key = `${pkg}\0${result.summary.toLowerCase()}`;
      if (result.summary !== "" && seen.has(key)) problems.push(`${f}: the same line for ${pkg} as ${seen.get(key)}: name the package in one of the two files only`);
      else seen.set(key, f);
    }
  }
  return { files, problems };
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { files, problems } = lintChangesets(repoRoot);
  for (const p of problems) console.error(`.changeset/${p}`);
  if (problems.length > 0) {
    console.error(`\n${String(problems.length)} problem(s) in ${String(files.length)} changesets: fix each file named above; the format is in .changeset/README.md`);
    process.exitCode = 1;
  } else console.log(`changesets: ${String(files.length)} ok (one line each, at most ${String(MAX_SUMMARY_LENGTH)} characters)`);
}
