/** Options of the record writers. */
import type { MoveStyle } from "./move-text/index.js";
import type { Disambiguation } from "./move-text/western.js";

/** How moves are written by {@link writeRecord}. */
export interface WriteOptions {
  /** Move text style of PGN and KIF (default: western for PGN, Japanese for KIF). */
  moveStyle?: Exclude<MoveStyle, "movestring"> | undefined;
  /** Western origins: only when needed (`short`, default) or always (`long`). */
  disambiguation?: Disambiguation | undefined;
}
