/** What the replay widget uses of the analysis board's module (types only: no code in the replay bundle). */
import type { RecordLike } from "../record/record-types.js";

/** The analysis board's module as the replay widget sees it. */
export interface AnalysisMode {
  /** A copy of a record for the analysis board. */
  copyRecord(record: RecordLike): unknown;
  /** The analysis board's element class (its module defines `<daidai-analysis>`). */
  readonly DaidaiAnalysis: unknown;
}
