/**
 * The fenced code blocks of a Markdown file, read with a CommonMark parser
 * (mdast-util-from-markdown), each with its language and the marker comment before it.
 *
 * A marker is an HTML comment on its own just before the block, visible in the source:
 *   <!-- not run: the reason -->           the block is not run (shell, code, HTML)
 *   <!-- type-checked, not run: reason --> a TypeScript/JavaScript block is only type-checked
 *   <!-- run in the repository -->         a shell block runs in the repository's root, not
 *                                          in a scratch folder (it must change nothing there)
 */
import type { Code, Nodes, Parents } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";

/** How a block is to be treated, as its marker says. */
export type Marker =
  | { readonly kind: "notRun"; readonly reason: string }
  | { readonly kind: "typeCheckOnly"; readonly reason: string }
  | { readonly kind: "inRepository" }
  /** A comment that looks like a marker but is not one of the above: an error. */
  | { readonly kind: "bad"; readonly text: string };

/** One fenced (or indented) code block. */
export interface Block {
  /** The Markdown file, relative to the repository root. */
  readonly file: string;
  /** 1-based line of the block's first line of code in the file. */
  readonly line: number;
  /** The info string's first word (`ts`, `sh`, `html`…), lower case; empty when none. */
  readonly lang: string;
  /** The rest of the info string. */
  readonly meta: string;
  /** The code, without the fences (and without a list item's indentation). */
  readonly code: string;
  /** The marker comment just before the block, if any. */
  readonly marker: Marker | undefined;
  /** The heading the block is under (its text), empty before the first heading. */
  readonly heading: string;
}

const MARKER_WORDS = ["not run", "type-checked, not run", "run in the repository"] as const;

/** The marker an HTML node stands for, or undefined when it is not a marker-like comment. */
function markerOf(html: string): Marker | undefined {
  const trimmed = html.trim();
  if (!trimmed.startsWith("<!--") || !trimmed.endsWith("-->")) return undefined;
  const body = trimmed.slice(4, -3).trim();
  const colon = body.indexOf(":");
  const head = (colon < 0 ? body : body.slice(0, colon)).trim().toLowerCase();
  const reason = colon < 0 ? "" : body.slice(colon + 1).trim();
  if (!MARKER_WORDS.some((w) => head === w) && !/\b(not run|run in)\b/.test(head)) return undefined;
  if (head === "run in the repository") return reason === "" ? { kind: "inRepository" } : { kind: "bad", text: trimmed };
  if (reason === "") return { kind: "bad", text: trimmed };
  if (head === "not run") return { kind: "notRun", reason };
  if (head === "type-checked, not run") return { kind: "typeCheckOnly", reason };
  return { kind: "bad", text: trimmed };
}

/** Plain text of a node (a heading's words). */
function textOf(node: Nodes): string {
  if ("value" in node && typeof node.value === "string") return node.value;
  if ("children" in node) return (node.children as Nodes[]).map(textOf).join("");
  return "";
}

/** Every code block of `markdown` (the text of `file`), in document order. */
export function extractBlocks(file: string, markdown: string): Block[] {
  const tree = fromMarkdown(markdown);
  const blocks: Block[] = [];
  let heading = "";
  // Depth-first in document order with an explicit stack: each entry is a node and the
  // sibling just before it (a marker comment must be right before its block).
  const stack: { node: Nodes; previous: Nodes | undefined }[] = [{ node: tree, previous: undefined }];
  for (let entry = stack.pop(); entry !== undefined; entry = stack.pop()) {
    const { node, previous } = entry;
    if (node.type === "heading") heading = textOf(node);
    if (node.type === "code") blocks.push(blockOf(file, node, previous, heading));
    if (!("children" in node) || node.type === "heading") continue;
    const children = (node as Parents).children as Nodes[];
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i];
      if (child !== undefined) stack.push({ node: child, previous: children[i - 1] });
    }
  }
  return blocks;
}

function blockOf(file: string, node: Code, previous: Nodes | undefined, heading: string): Block {
  const start = node.position?.start.line ?? 0;
  // A fenced block's code starts on the line after the fence; an indented one on its own line.
  const fenced = node.lang !== null && node.lang !== undefined ? true : isFenced(node);
  return {
    file,
    line: fenced ? start + 1 : start,
    lang: (node.lang ?? "").toLowerCase(),
    meta: node.meta ?? "",
    code: node.value,
    marker: previous?.type === "html" ? markerOf(previous.value) : undefined,
    heading,
  };
}

/** True for a fenced block (its source spans two lines more than its code, or has no code). */
function isFenced(node: Code): boolean {
  const start = node.position?.start.line ?? 0;
  const end = node.position?.end.line ?? 0;
  const lines = node.value === "" ? 0 : node.value.split("\n").length;
  return end - start + 1 > lines;
}

/**
 * The words of the section under the heading `title` (up to the next heading of the same
 * or a higher level): its text, inline code and code blocks, one node a line.
 */
export function sectionText(markdown: string, title: string): string {
  const tree = fromMarkdown(markdown);
  const start = tree.children.findIndex((n) => n.type === "heading" && textOf(n) === title);
  const heading = tree.children[start];
  if (heading?.type !== "heading") throw new Error(`no heading '${title}'`);
  const parts: string[] = [];
  for (const node of tree.children.slice(start + 1)) {
    if (node.type === "heading" && node.depth <= heading.depth) break;
    // Tables and lists: the text of each cell and item, with their inline code.
    const stack: Nodes[] = [node];
    for (let n = stack.pop(); n !== undefined; n = stack.pop()) {
      if ("value" in n && typeof n.value === "string") parts.push(n.value);
      if ("children" in n) for (const child of [...(n.children as Nodes[])].reverse()) stack.push(child);
    }
  }
  return parts.join("\n");
}
