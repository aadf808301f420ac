/**
 * What `<daidai-replay analysis>` loads when the reader first asks for the analysis board:
 * `<daidai-analysis>` and the record copy it starts from (for the unbundled package; the
 * bundles fetch the analysis bundle, which exports the same).
 */
import type { GameRecord } from "@daidai/notation";
import type { RecordLike } from "../record/record-types.js";
import { copyRecord as copyGameRecord } from "./record-export.js";

// Exported so that the element's module (which defines <daidai-analysis>) stays in the chunk.
export { DaidaiAnalysis } from "./daidai-analysis.js";

/** A copy of the replay's record for the analysis board (the replay's own record is never changed). */
export function copyRecord(record: RecordLike): GameRecord {
  return copyGameRecord(record as GameRecord);
}
