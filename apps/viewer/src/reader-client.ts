/**
 * Reads a long record text in a module Web Worker (`daidai-reader-worker.js`, next to the
 * viewer's bundle), so that the page stays responsive however long the reading takes. No
 * blob or eval: it works under `script-src 'self'`. When no worker can be started (the
 * bundle was loaded from another origin, a CSP without the worker's origin, the package
 * used unbundled) the caller reads the text on the page's thread instead.
 */
import type { ParseResult, RecordFormat } from "@daidai/notation";
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

// The classic-script bundle has no import.meta.url: it uses the URL of its <script>,
// read while the script runs.
const classicScript = typeof document !== "undefined" && document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : undefined;

/** The URL of the reader's worker file: next to the bundle that contains this code. */
export function defaultReaderUrl(): string {
  const meta = import.meta as { url?: string };
  return new URL("daidai-reader-worker.js", meta.url ?? classicScript ?? document.baseURI).href;
}

let requests = 0;

/**
 * Reads `text` in a new worker, which ends with the answer or when `signal` aborts.
 * Resolves to undefined when the worker could not run (then read on the page instead).
 */
export function readInWorker(text: string, format: RecordFormat | undefined, signal: AbortSignal, url?: string): Promise<ParseResult | undefined> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(url ?? defaultReaderUrl(), { type: "module", name: "daidai-reader" });
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
