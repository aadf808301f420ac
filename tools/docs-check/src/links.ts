/**
 * Links between the docs: every relative link of a checked Markdown file must name a file
 * or folder of the repository, and an anchor (`#heading`, in the same file or another
 * Markdown file) one of that file's headings, as GitHub names them.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import type { Nodes } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";

/** The plain text of a node. */
function textOf(node: Nodes): string {
  if ("value" in node && typeof node.value === "string") return node.value;
  if ("children" in node) return (node.children as Nodes[]).map(textOf).join("");
  return "";
}

/** Every node of a Markdown text, in document order. */
function nodesOf(markdown: string): Nodes[] {
  const all: Nodes[] = [];
  const stack: Nodes[] = [fromMarkdown(markdown)];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    all.push(node);
    if ("children" in node) for (const child of node.children as Nodes[]) stack.push(child);
  }
  return all.sort((a, b) => (a.position?.start.offset ?? 0) - (b.position?.start.offset ?? 0));
}

/** The anchors GitHub gives the headings of a Markdown text (lower case, punctuation dropped, spaces as `-`, repeats numbered). */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const headings = nodesOf(markdown).filter((n) => n.type === "heading");
  for (const heading of headings) {
    const base = textOf(heading)
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
      .replace(/ /g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${String(count)}`);
  }
  return anchors;
}

const anchorsByFile = new Map<string, Set<string>>();

/** The heading anchors of a Markdown file, read once. */
function anchorsOf(path: string): Set<string> {
  let anchors = anchorsByFile.get(path);
  if (anchors === undefined) {
    anchors = headingAnchors(readFileSync(path, "utf8"));
    anchorsByFile.set(path, anchors);
  }
  return anchors;
}

/** Problems of the relative links of `file` (repository-relative) under `root`. */
export function linkProblems(root: string, file: string): string[] {
  const markdown = readFileSync(join(root, file), "utf8");
  const problems: string[] = [];
  for (const node of nodesOf(markdown)) {
    if (node.type !== "link" && node.type !== "image" && node.type !== "definition") continue;
    const url = node.url;
    if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith("//") || url === "") continue;
    const where = `${file}:${String(node.position?.start.line ?? 0)}`;
    const hash = url.indexOf("#");
    const path = decodeURIComponent(hash < 0 ? url : url.slice(0, hash));
    const anchor = hash < 0 ? undefined : decodeURIComponent(url.slice(hash + 1));
    const target = path === "" ? join(root, file) : normalize(join(root, dirname(file), path));
    if (relative(root, target).startsWith("..") || !existsSync(target)) {
      problems.push(`${where}: ${url}: no such file in the repository`);
      continue;
    }
    if (anchor === undefined || anchor === "" || !target.endsWith(".md") || !statSync(target).isFile()) continue;
    if (!anchorsOf(target).has(anchor)) problems.push(`${where}: ${url}: no heading with the anchor #${anchor}`);
  }
  return problems;
}
