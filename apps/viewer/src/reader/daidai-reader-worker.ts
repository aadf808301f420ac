// The record-reading worker file (dist/bundle/daidai-reader-worker.js), built on its own
// (vite.reader.config.ts): <daidai-replay> starts it for a long text, so that reading the
// record never holds up the page. It answers each request with the flattened parse result.
import { parseRecord } from "@daidai/notation";
import { flattenRecord } from "../record/record-transfer.js";
import type { ReaderRequest, ReaderResponse } from "../record/reader-client.js";

const scope = globalThis as unknown as { onmessage: ((event: MessageEvent<ReaderRequest>) => void) | null; postMessage(message: ReaderResponse): void };

scope.onmessage = (event) => {
  const { id, text, format } = event.data;
  scope.postMessage({ id, flat: flattenRecord(parseRecord(text, { format })) });
};
