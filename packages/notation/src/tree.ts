/**
 * Walking and addressing the move tree.
 *
 * A **path** is a stable string that names a node, for URLs. It is a dot-separated list of
 * numbers `p0[.v1.p1[.v2.p2…]]`: go `p0` plies along the main line from the root (`"0"`
 * is the root, `"12"` the 12th move of the main line); then, for each pair `v.p`, take
 * variation `v` (1, 2, …: the `v`-th alternative) to the node reached so far and go `p` ≥ 1
 * plies into it (its first move is ply 1). `"12.1.3"` is the 3rd move of the first
 * variation that replaces main-line move 12.
 */
import { INITIAL_DSFEN, Position } from "@daidai/core";
import { playOrThrow, positionFromDsfen } from "./core-adapter.js";
import type { GameRecord, RecordNode } from "./record.js";

/** The nodes of the main line, without the root. */
export function mainLine(record: GameRecord): RecordNode[] {
  const out: RecordNode[] = [];
  let node = record.root.children[0];
  while (node !== undefined) {
    out.push(node);
    node = node.children[0];
  }
  return out;
}

/** Parses a path into numbers; undefined when malformed. */
function parsePath(path: string): number[] | undefined {
  if (!/^\d+(\.\d+\.\d+)*$/.test(path)) return undefined;
  const parts = path.split(".").map(Number);
  for (let i = 1; i < parts.length; i++) if ((parts[i] ?? 0) < 1) return undefined;
  return parts;
}

/** The chain of nodes from the root (exclusive) to the node a path names, or undefined. */
function walk(record: GameRecord, path: string): RecordNode[] | undefined {
  const parts = parsePath(path);
  if (parts === undefined) return undefined;
  const chain: RecordNode[] = [];
  let parent: RecordNode = record.root;
  let node: RecordNode = record.root;
  const forward = (steps: number): boolean => {
    for (let i = 0; i < steps; i++) {
      const next = node.children[0];
      if (next === undefined) return false;
      parent = node;
      node = next;
      chain.push(node);
    }
    return true;
  };
  if (!forward(parts[0] ?? 0)) return undefined;
  for (let i = 1; i < parts.length; i += 2) {
    const v = parts[i] ?? 0;
    const p = parts[i + 1] ?? 0;
    if (node === record.root) return undefined;
    const alternative = parent.children[v];
    if (alternative === undefined) return undefined;
    chain.pop();
    node = alternative;
    chain.push(node);
    if (!forward(p - 1)) return undefined;
  }
  return chain;
}

/** The node a path names (see the module docs), or undefined. */
export function nodeAtPath(record: GameRecord, path: string): RecordNode | undefined {
  const chain = walk(record, path);
  if (chain === undefined) return undefined;
  return chain.length === 0 ? record.root : chain[chain.length - 1];
}

/** The path of a node of the record; throws RangeError when the node is not in it. */
export function pathOf(record: GameRecord, target: RecordNode): string {
  if (target === record.root) return "0";
  // Find the target with an explicit stack (any depth), remembering each node's parent.
  const parents = new Map<RecordNode, RecordNode>();
  const stack: RecordNode[] = [record.root];
  let found = false;
  for (let node = stack.pop(); node !== undefined && !found; node = stack.pop()) {
    for (const child of node.children) {
      parents.set(child, node);
      if (child === target) found = true;
      stack.push(child);
    }
  }
  if (!found) throw new RangeError("the node is not part of this record");
  const chain: RecordNode[] = [];
  for (let n: RecordNode | undefined = target; n !== undefined && n !== record.root; n = parents.get(n)) chain.push(n);
  chain.reverse();
  const parts = [0];
  let parent = record.root;
  for (const node of chain) {
    const k = parent.children.indexOf(node);
    parts[parts.length - 1] = (parts[parts.length - 1] ?? 0) + 1;
    if (k > 0) parts.push(k, 1);
    parent = node;
  }
  return parts.join(".");
}

/** The canonical DSFEN of a start, or null when it is the initial setup (readers store starts this way; core's INITIAL_DSFEN is canonical). */
export function normalStart(pos: Position): string | null {
  const dsfen = pos.toDsfen();
  return dsfen === INITIAL_DSFEN ? null : dsfen;
}

/** A fresh position at the record's start, with its rule options. Throws on a bad start DSFEN. */
export function startPosition(record: GameRecord): Position {
  if (record.startDsfen === null) return Position.initial(record.metadata.rules);
  const start = positionFromDsfen(record.startDsfen, record.metadata.rules);
  if (!start.ok) throw new RangeError(`bad start DSFEN: ${start.error}`);
  return start.value;
}

/**
 * The position after the node a path names. Throws RangeError for an unknown path and
 * core's errors for a record whose moves are not legal.
 */
export function positionAt(record: GameRecord, path: string): Position {
  const chain = walk(record, path);
  if (chain === undefined) throw new RangeError(`no node at path '${path}'`);
  const pos = startPosition(record);
  for (const node of chain) if (node.move !== null) playOrThrow(pos, node.move);
  return pos;
}
