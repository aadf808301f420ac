/**
 * Comparing two records, to tell what a conversion lost.
 */
import { moveToString } from "@daidai/core";
import type { GameRecord, RecordNode } from "./record.js";

type Projection = (node: RecordNode) => unknown;

function treeKey(node: RecordNode, project: Projection): unknown {
  return [project(node), node.children.map((c) => treeKey(c, project))];
}

const PROJECTIONS: readonly (readonly [string, Projection])[] = [
  ["moves or variations", (n) => (n.move === null ? null : moveToString(n.move))],
  ["comments", (n) => [n.commentsBefore, n.comments]],
  ["move times", (n) => n.timeSpentMs ?? null],
];

/** What differs between two records, as short phrases (empty when they are the same). */
export function recordDifferences(a: GameRecord, b: GameRecord): string[] {
  const out: string[] = [];
  const ma = a.metadata;
  const mb = b.metadata;
  const keys = new Set([...Object.keys(ma), ...Object.keys(mb)]);
  for (const k of [...keys].sort()) {
    const va = JSON.stringify((ma as unknown as Record<string, unknown>)[k] ?? null);
    const vb = JSON.stringify((mb as unknown as Record<string, unknown>)[k] ?? null);
    if (va !== vb) out.push(`metadata ${k}`);
  }
  if (a.startDsfen !== b.startDsfen) out.push("starting position");
  for (const [name, project] of PROJECTIONS) {
    if (JSON.stringify(treeKey(a.root, project)) !== JSON.stringify(treeKey(b.root, project))) out.push(name);
  }
  return out;
}
