/**
 * Sources of text for `readCollection` — a web ReadableStream, an async iterable of strings
 * or bytes, or (in Node.js) a file path — and their lines.
 */

// The package builds without DOM or Node types: the two runtime APIs used here, as far as needed.
declare const TextDecoder: new (label?: string) => { decode(input?: Uint8Array, options?: { stream?: boolean }): string };

/** What is used of a web `ReadableStream`. */
export interface ReadableStreamLike {
  getReader(): { read(): Promise<{ done: boolean; value?: string | Uint8Array | undefined }> };
}

/**
 * A source of text: a web ReadableStream, any async iterable of strings or UTF-8 bytes (a
 * Node stream), or (in Node.js) the path of a file.
 */
export type TextSource = AsyncIterable<string | Uint8Array> | ReadableStreamLike | string;

/** A source {@link readCollection} cannot read: a path outside Node.js, or not a stream at all. */
export class CollectionSourceError extends Error {
  override readonly name = "CollectionSourceError";
}

/** What is used of Node's `fs`, found without importing it (bundles for the browser must not see it). */
interface NodeFs {
  createReadStream(path: string): AsyncIterable<Uint8Array>;
}
declare const process: { getBuiltinModule?: (id: string) => unknown } | undefined;

async function* chunksOf(source: TextSource): AsyncGenerator<string | Uint8Array> {
  if (typeof source === "string") {
    const fs = typeof process === "undefined" ? undefined : (process.getBuiltinModule?.("node:fs") as NodeFs | undefined);
    if (fs === undefined) throw new CollectionSourceError(`readCollection: '${source}' is a path, which only Node.js can open; pass a stream (or use parseCollection for a text)`);
    yield* fs.createReadStream(source);
    return;
  }
  if (typeof source !== "object" || (source as unknown) === null) throw new CollectionSourceError("readCollection: expected a stream (a ReadableStream or an async iterable) or a file path");
  if (Symbol.asyncIterator in source) {
    yield* source as AsyncIterable<string | Uint8Array>;
    return;
  }
  if (typeof (source as Partial<ReadableStreamLike>).getReader !== "function") throw new CollectionSourceError("readCollection: expected a stream (a ReadableStream or an async iterable) or a file path");
  const reader = source.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    if (value !== undefined) yield value;
  }
}

/**
 * The lines of a source (UTF-8 bytes or strings; LF, CRLF or CR line ends), one chunk in
 * memory at a time, in batches (the lines each chunk completes: one await per chunk, not
 * one per line).
 */
export async function* lineBatchesOf(source: TextSource): AsyncGenerator<string[]> {
  const decoder = new TextDecoder("utf-8");
  let rest = "";
  for await (const chunk of chunksOf(source)) {
    rest += typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true });
    // A CR at the end may be the first half of a CRLF: it waits for the next chunk.
    const parts = rest.includes("\r") ? rest.split(/\r\n|\n|\r(?!$)/) : rest.split("\n");
    rest = parts.pop() ?? "";
    if (parts.length > 0) yield parts;
  }
  rest += decoder.decode();
  if (rest.endsWith("\r")) rest = rest.slice(0, -1);
  if (rest !== "") yield [rest];
}
