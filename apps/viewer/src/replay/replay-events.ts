/** What `<daidai-replay>` tells the page: the details of its events, and its layout choice. */
import type { Diagnostic } from "../record/record-types.js";

/** Where the move list goes. */
export type ShowMoves = "auto" | "side" | "bottom" | "none";

/** Detail of `daidai-ply-change`. */
export interface PlyChangeDetail {
  /** Moves from the start. */
  readonly ply: number;
  /** The node's path in notation's form (`"12"`, `"12.1.3"`; `""` at the start). */
  readonly path: string;
  /** Child indices from the root (0 = main line at each step). */
  readonly indices: readonly number[];
  /** The move that led here as a move string (formats.md §2), or null at the start. */
  readonly move: string | null;
  /** The position (formats.md §1). */
  readonly dsfen: string;
}

/** Detail of `daidai-load`. */
export interface LoadDetail {
  readonly format: string | undefined;
  /** Moves of the main line (of a long record still being read: as written, see the README). */
  readonly plies: number;
  readonly diagnostics: readonly Diagnostic[];
}

/** Detail of `daidai-error`. */
export interface ErrorDetail {
  readonly message: string;
  readonly diagnostics: readonly Diagnostic[];
}

/** The events `<daidai-replay>` fires, by name: their `detail`. */
export interface ReplayEventDetails {
  "daidai-load": LoadDetail;
  "daidai-error": ErrorDetail;
  "daidai-ply-change": PlyChangeDetail;
}

declare global {
  interface HTMLElementEventMap {
    /** `<daidai-replay>` read a record. */
    "daidai-load": CustomEvent<LoadDetail>;
    /** `<daidai-replay>` could not read a record, or it has errors. */
    "daidai-error": CustomEvent<ErrorDetail>;
    /** `<daidai-replay>` shows another position. */
    "daidai-ply-change": CustomEvent<PlyChangeDetail>;
  }
}
