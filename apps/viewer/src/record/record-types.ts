/**
 * The part of `@daidai/notation`'s GameRecord the viewer reads, declared structurally so
 * that a notation record (or a hand-built object) can be passed as the `record` property.
 */
import type { Move } from "@daidai/core";

/** A node of the move tree: `children[0]` continues the line, the others are variations. */
export interface RecordNodeLike {
  readonly move: Move | null;
  readonly moveNumber?: number;
  readonly commentsBefore?: readonly string[];
  readonly comments?: readonly string[];
  readonly timeSpentMs?: number;
  readonly children: readonly RecordNodeLike[];
}

/** Game information shown above the board (all optional, all untrusted text). */
export interface MetadataLike {
  readonly event?: string;
  readonly site?: string;
  readonly date?: string;
  readonly black?: string;
  readonly white?: string;
  readonly result?: string;
  readonly termination?: string;
  readonly tags?: Readonly<Record<string, string>>;
}

/** A game record: metadata, start position (null = initial setup) and the move tree. */
export interface RecordLike {
  readonly metadata?: MetadataLike;
  readonly startDsfen: string | null;
  readonly root: RecordNodeLike;
}

/** A problem found while reading or replaying a record: notation's diagnostic. */
export type { Diagnostic } from "@daidai/notation";
