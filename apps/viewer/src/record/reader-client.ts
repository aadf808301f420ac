/**
 * Reads a long record text in a module Web Worker (the file the app's bundler emitted, or
 * `daidai-reader-worker.js` next to the viewer's bundle, or the URL given: see
 * reader-starter.ts), so that the page stays responsive however long the reading takes. No
 * blob or eval: it works under `script-src 'self'`. When no worker can be started (the
 * bundle was loaded from another origin, a CSP without the worker's origin, a missing file)
 * the caller reads the text on the page's thread instead.
 */
import type { ParseResult, RecordFormat } from "@daidai/notation";
import { startReaderWorker } from "./reader-starter.js";
import { unflattenRecord, type FlatRecord } from "./record-transfer.js";

/** A request to the worker. */
export interface ReaderRequest {
  readonly id: number;
  readonly text: string;
  readonly format: RecordFormat | undefined;
}

/** The worker's answer. */
export interface ReaderResponse {
  readonly id: number;
  readonly flat: FlatRecord;
}

let requests = 0;

/**
 * Reads `text` in a new worker (from `src` when given), which ends with the answer or when
 * `signal` aborts. Resolves to undefined when the worker could not run (then read on the
 * page instead).
 */
export function readInWorker(text: string, format: RecordFormat | undefined, signal: AbortSignal, src?: string): Promise<ParseResult | undefined> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = startReaderWorker(src);
    } catch {
      // Another origin, or no Worker at all.
      resolve(undefined);
      return;
    }
    const id = ++requests;
    const end = (result: ParseResult | undefined): void => {
      worker.terminate();
      signal.removeEventListener("abort", abort);
      resolve(result);
    };
    const abort = (): void => {
      end(undefined);
    };
    signal.addEventListener("abort", abort);
    // A file that is missing or refused by the page's CSP, or a script error in it.
    worker.onerror = (event) => {
      event.preventDefault();
      end(undefined);
    };
    worker.onmessageerror = () => {
      end(undefined);
    };
    worker.onmessage = (event: MessageEvent<ReaderResponse>) => {
      if (event.data.id === id) end(unflattenRecord(event.data.flat));
    };
    const request: ReaderRequest = { id, text, format };
    worker.postMessage(request);
  });
}
