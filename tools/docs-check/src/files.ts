/**
 * The Markdown files whose code blocks are checked: the root README.md, everything under
 * docs/, and the README.md of every workspace package (packages/*, apps/*, tools/*).
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's root folder. */
export const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

/** Folders whose packages' READMEs are checked. */
const PACKAGE_FOLDERS = ["packages", "apps", "tools"];

/** `.md` files under `dir`, recursively, sorted. */
function markdownUnder(dir: string): string[] {
  const found: string[] = [];
  const todo = [dir];
  for (let d = todo.pop(); d !== undefined; d = todo.pop()) {
    for (const name of readdirSync(d)) {
      if (name === "node_modules" || name.startsWith(".")) continue;
      const path = join(d, name);
      if (statSync(path).isDirectory()) todo.push(path);
      else if (name.endsWith(".md")) found.push(path);
    }
  }
  return found.sort();
}

/** The checked Markdown files, relative to {@link ROOT} (with `/`). */
export function docsFiles(root: string = ROOT): string[] {
  const files = [join(root, "README.md"), ...markdownUnder(join(root, "docs"))];
  for (const folder of PACKAGE_FOLDERS) {
    const dir = join(root, folder);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) {
      const readme = join(dir, name, "README.md");
      if (existsSync(readme)) files.push(readme);
    }
  }
  return files.map((f) => relative(root, f).split("\\").join("/"));
}

/** True for a file of the copied rules specification (docs/spec), kept as it was received. */
export function isCopiedSpec(file: string): boolean {
  return file.startsWith("docs/spec/");
}
