/**
 * Comparing two records, to tell what a conversion lost.
 */
import { moveToString } from "@daidai/core";
import type { GameRecord, RecordNode } from "./record.js";

type Projection = (node: RecordNode) => unknown;

/**
 * A serialisation of the tree under a projection (iterative: any depth). With `valuesOnly`,
 * only the values that differ from `empty`, in tree order (so that a change of shape alone
 * is not also reported as lost comments, times…).
 */
function treeKey(root: RecordNode, project: Projection, valuesOnly: boolean, empty: string): string {
  const out: unknown[] = [];
  const stack: (RecordNode | null)[] = [root];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (node === null) {
      if (!valuesOnly) out.push(")");
      continue;
    }
    const value = project(node);
    if (!valuesOnly || JSON.stringify(value) !== empty) out.push(value);
    stack.push(null);
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i] ?? null);
  }
  return JSON.stringify(out);
}

/** What is compared: a name, the projection, and the JSON of its empty value (undefined: compare the shape too). */
const PROJECTIONS: readonly (readonly [string, Projection, string | undefined])[] = [
  ["moves or variations", (n) => (n.move === null ? null : moveToString(n.move)), undefined],
  ["comments", (n) => [n.commentsBefore, n.comments], "[[],[]]"],
  ["move times", (n) => n.timeSpentMs ?? null, "null"],
  ["annotations (NAGs)", (n) => n.nags ?? [], "[]"],
  ["bookmarks", (n) => n.bookmark ?? null, "null"],
];

function sameList<T>(a: readonly T[] | undefined, b: readonly T[] | undefined): boolean {
  const x = a ?? [];
  const y = b ?? [];
  if (x.length !== y.length) return false;
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
  return true;
}

/**
 * True if two trees are the same in everything {@link PROJECTIONS} compares (walked side
 * by side, iteratively): the common case of a lossless conversion, told without
 * serialising the trees.
 */
function sameTrees(a: RecordNode, b: RecordNode): boolean {
  const stack: RecordNode[] = [a, b];
  while (stack.length > 0) {
    const y = stack.pop() as RecordNode;
    const x = stack.pop() as RecordNode;
    if ((x.move === null) !== (y.move === null)) return false;
    if (x.move !== null && y.move !== null && (x.move.from !== y.move.from || x.move.to !== y.move.to || !sameList(x.move.via, y.move.via))) return false;
    if (!sameList(x.commentsBefore, y.commentsBefore) || !sameList(x.comments, y.comments) || !sameList(x.nags, y.nags)) return false;
    if (x.timeSpentMs !== y.timeSpentMs || (x.bookmark ?? null) !== (y.bookmark ?? null)) return false;
    if (x.children.length !== y.children.length) return false;
    for (let i = 0; i < x.children.length; i++) stack.push(x.children[i] as RecordNode, y.children[i] as RecordNode);
  }
  return true;
}

/** What differs between two records, as short phrases (empty when they are the same). */
export function recordDifferences(a: GameRecord, b: GameRecord): string[] {
  const out: string[] = [];
  const ma = a.metadata;
  const mb = b.metadata;
  const keys = new Set([...Object.keys(ma), ...Object.keys(mb)]);
  for (const k of [...keys].sort()) {
    // An unknown result and "*" (unfinished or unknown) are the same thing.
    if (k === "result" && (ma.result ?? "*") === (mb.result ?? "*")) continue;
    const va = JSON.stringify((ma as unknown as Record<string, unknown>)[k] ?? null);
    const vb = JSON.stringify((mb as unknown as Record<string, unknown>)[k] ?? null);
    if (va !== vb) out.push(`metadata ${k}`);
  }
  if (a.startDsfen !== b.startDsfen) out.push("starting position");
  if (sameTrees(a.root, b.root)) return out;
  for (const [name, project, empty] of PROJECTIONS) {
    const valuesOnly = empty !== undefined;
    if (treeKey(a.root, project, valuesOnly, empty ?? "") !== treeKey(b.root, project, valuesOnly, empty ?? "")) out.push(name);
  }
  return out;
}
