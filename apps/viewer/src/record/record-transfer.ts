/**
 * A read record as flat data for `postMessage` (the record-reading worker answers with it).
 * The move tree is written as a list of nodes with their parent's index, walked without
 * recursion both ways: a structured clone of the nested tree would recurse once per move
 * of the main line, and a long game is deep.
 */
import { NO_CHILDREN, NO_COMMENTS, addChild, type GameRecord, type ParseResult, type RecordNode } from "@daidai/notation";

/** A node without its children, and the index of its parent in {@link FlatRecord.nodes} (-1 at the root). */
export type FlatNode = Omit<RecordNode, "children"> & { readonly parent: number };

/** A {@link ParseResult} with its move tree flattened. */
export interface FlatRecord {
  readonly format: ParseResult["format"];
  readonly diagnostics: ParseResult["diagnostics"];
  readonly metadata: GameRecord["metadata"];
  readonly startDsfen: string | null;
  /** Depth first, each node after its parent; children in order. */
  readonly nodes: readonly FlatNode[];
}

/** Flattens a parse result (the record is not changed). */
export function flattenRecord(result: ParseResult): FlatRecord {
  const nodes: FlatNode[] = [];
  const stack: [RecordNode, number][] = [[result.record.root, -1]];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [node, parent] = top;
    const { children, ...rest } = node;
    const index = nodes.push({ ...rest, parent }) - 1;
    for (let i = children.length - 1; i >= 0; i--) stack.push([children[i] as RecordNode, index]);
  }
  const { record, format, diagnostics } = result;
  return { format, diagnostics, metadata: record.metadata, startDsfen: record.startDsfen, nodes };
}

/** Rebuilds the parse result of {@link flattenRecord}; undefined when the data is not such a record. */
export function unflattenRecord(flat: FlatRecord): ParseResult | undefined {
  const built: RecordNode[] = [];
  for (const { parent, ...rest } of flat.nodes) {
    // A structured clone made the shared empty lists mutable copies: share notation's frozen ones again.
    const node: RecordNode = { ...rest, children: NO_CHILDREN };
    if (node.comments.length === 0) node.comments = NO_COMMENTS;
    if (node.commentsBefore.length === 0) node.commentsBefore = NO_COMMENTS;
    if (parent >= 0) {
      const up = parent < built.length ? built[parent] : undefined;
      if (up === undefined) return undefined;
      addChild(up, node);
    } else if (built.length > 0) {
      return undefined;
    }
    built.push(node);
  }
  const root = built[0];
  if (root === undefined) return undefined;
  return { format: flat.format, diagnostics: flat.diagnostics, record: { metadata: flat.metadata, startDsfen: flat.startDsfen, root } };
}
