/**
 * Writing the explored tree of an analysis board as KIF, PGN or JSON (notation's writers),
 * optionally with the engine's evaluations added as comments. The record itself is never
 * changed: the comments go on a copy.
 */
import { writeRecord, type GameRecord, type RecordFormat, type RecordNode } from "@daidai/notation";

/** A copy of `record` in which each node that has an evaluation gets it as a last comment. */
export function withEvaluations(record: GameRecord, evaluations: ReadonlyMap<RecordNode, string>): GameRecord {
  const copyRoot: RecordNode = { ...record.root, children: [] };
  // Iterative copy (no recursion that grows with the depth of the tree).
  const stack: [RecordNode, RecordNode][] = [[record.root, copyRoot]];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [from, to] = top;
    const note = evaluations.get(from);
    to.comments = note === undefined ? [...from.comments] : [...from.comments, note];
    to.commentsBefore = [...from.commentsBefore];
    to.children = from.children.map((c) => ({ ...c, children: [] }));
    from.children.forEach((c, i) => stack.push([c, to.children[i] as RecordNode]));
  }
  return { ...record, metadata: { ...record.metadata, tags: { ...record.metadata.tags } }, root: copyRoot };
}

/** A copy of `record` (its tree copied node by node; moves are shared, they are never changed). */
export function copyRecord(record: GameRecord): GameRecord {
  return withEvaluations(record, new Map());
}

/** A format the analysis board exports to. */
export type ExportFormat = Exclude<RecordFormat, "dsfen">;

/** The record as text of `format`, with the evaluations as comments when given. */
export function exportRecord(record: GameRecord, format: ExportFormat, evaluations?: ReadonlyMap<RecordNode, string>): string {
  return writeRecord(evaluations === undefined ? record : withEvaluations(record, evaluations), format);
}

/** File name extension and MIME type of an export format. */
export const EXPORT_TYPES: Readonly<Record<ExportFormat, { ext: string; mime: string }>> = {
  kif: { ext: "kif", mime: "text/plain" },
  pgn: { ext: "pgn", mime: "application/x-chess-pgn" },
  json: { ext: "json", mime: "application/json" },
};
