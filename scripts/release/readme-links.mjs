// Package READMEs that work on npm: a link in a package's README.md that is relative to the
// repository (`../../docs/engine.md`) points nowhere once the README is on npm, where the
// package's files are all there is. At pack time (`prepack`, which `pnpm pack` and
// `pnpm publish` run in the package's folder) each relative link is rewritten to the file in
// the repository at the release tag, `<REPOSITORY>/blob/v<version>/<path>`; `postpack` puts
// the README back as written. `readmeLinkProblems` checks a packed README (pack.mjs).
//
//   node ../../scripts/release/readme-links.mjs prepack|postpack     (in a package's folder)
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, posix, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { fromMarkdown } from "mdast-util-from-markdown";
import { REPOSITORY } from "./metadata.mjs";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

/** True for a URL with a scheme (`https:`, `mailto:`), protocol-relative, or an anchor of the same page. */
const isAbsolute = (url) => /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith("//") || url.startsWith("#");

/** The URLs of the links, images and link definitions of a Markdown text, with their source offsets. */
export function markdownLinks(markdown) {
  const links = [];
  const stack = [fromMarkdown(markdown)];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if ((node.type === "link" || node.type === "image" || node.type === "definition") && typeof node.url === "string") {
      links.push({ url: node.url, start: node.position.start.offset, end: node.position.end.offset });
    }
    if (Array.isArray(node.children)) for (const child of node.children) stack.push(child);
  }
  return links.sort((a, b) => a.start - b.start);
}

/** The link at the release tag for `url`, relative to the package folder `packageDir` (repository-relative, `/`). */
export function taggedUrl(url, packageDir, version, repository = REPOSITORY) {
  const hash = url.indexOf("#");
  const path = hash < 0 ? url : url.slice(0, hash);
  const anchor = hash < 0 ? "" : url.slice(hash);
  const target = posix.normalize(posix.join(packageDir, path));
  if (target.startsWith("..")) throw new Error(`the link ${url} of ${packageDir}/README.md leaves the repository`);
  const kind = path.endsWith("/") ? "tree" : "blob";
  return `${repository}/${kind}/v${version}/${target}${anchor}`;
}

/**
 * `markdown` with each relative link rewritten to the repository at the tag `v<version>`
 * (only the link targets change; the rest of the text stays byte for byte).
 */
export function rewriteReadmeLinks(markdown, packageDir, version, repository = REPOSITORY) {
  const edits = [];
  for (const { url, start, end } of markdownLinks(markdown)) {
    if (isAbsolute(url) || url === "") continue;
    const source = markdown.slice(start, end);
    // The target is written after `](` (a link, an image) or after `]:` (a definition); an
    // image inside a link ends before the link's own target, hence the last one.
    const openers = [`](${url}`, `](<${url}>`, `]: ${url}`, `]: <${url}>`];
    const opener = openers.find((o) => source.lastIndexOf(o) >= 0);
    if (opener === undefined) throw new Error(`cannot find the target of the link ${source}`);
    const tagged = taggedUrl(url, packageDir, version, repository);
    edits.push({ at: start + source.lastIndexOf(opener), length: opener.length, text: opener.replace(url, tagged) });
  }
  let out = "";
  let at = 0;
  for (const edit of edits.sort((a, b) => a.at - b.at)) {
    out += markdown.slice(at, edit.at) + edit.text;
    at = edit.at + edit.length;
  }
  return out + markdown.slice(at);
}

/**
 * Problems of a packed README: a relative link to a file that is not in the package, a
 * link into the repository at another ref than `v<version>`, or to a path the repository
 * does not have. `files`: the tarball's files (`package/…`); `exists(path)`: whether the
 * repository has `path`.
 */
export function readmeLinkProblems(markdown, { files, version, exists, repository = REPOSITORY }) {
  const problems = [];
  const tagged = `${repository}/blob/v${version}/`;
  const taggedTree = `${repository}/tree/v${version}/`;
  for (const { url } of markdownLinks(markdown)) {
    if (url.startsWith("#") || url === "") continue;
    if (!isAbsolute(url)) {
      const path = posix.normalize(posix.join("package", url.split("#")[0]));
      const inPackage = files.has(path) || [...files].some((f) => f.startsWith(`${path.replace(/\/$/, "")}/`));
      if (!inPackage) problems.push(`${url}: not a file of the package`);
      continue;
    }
    if (!url.startsWith(`${repository}/`)) continue;
    const prefix = url.startsWith(tagged) ? tagged : url.startsWith(taggedTree) ? taggedTree : undefined;
    if (prefix === undefined) {
      if (/\/(blob|tree)\//.test(url)) problems.push(`${url}: links into the repository at another ref than the release tag v${version}`);
      continue;
    }
    const path = url.slice(prefix.length).split("#")[0];
    if (!exists(path)) problems.push(`${url}: the repository has no ${path}`);
  }
  return problems;
}

/** Where `prepack` keeps the README as written, for `postpack`. */
const keptReadme = (dir) => join(dir, "node_modules", ".cache", "daidai-readme", "README.md");

/** `prepack` in a package's folder: rewrites its README.md's relative links. */
export function prepack(dir) {
  const readme = join(dir, "README.md");
  const kept = keptReadme(dir);
  // A pack that stopped before its postpack left the README rewritten: start from the original.
  if (existsSync(kept)) copyFileSync(kept, readme);
  const { version } = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
  const packageDir = relative(repoRoot, dir).split("\\").join("/");
  const text = readFileSync(readme, "utf8");
  mkdirSync(join(kept, ".."), { recursive: true });
  copyFileSync(readme, kept);
  writeFileSync(readme, rewriteReadmeLinks(text, packageDir, version));
}

/** `postpack`: puts the README back as written. */
export function postpack(dir) {
  const kept = keptReadme(dir);
  if (!existsSync(kept)) return;
  copyFileSync(kept, join(dir, "README.md"));
  rmSync(kept);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const step = process.argv[2];
  if (step === "prepack") prepack(process.cwd());
  else if (step === "postpack") postpack(process.cwd());
  else {
    console.error("usage: node scripts/release/readme-links.mjs prepack|postpack   (in a package's folder)");
    process.exit(2);
  }
}
