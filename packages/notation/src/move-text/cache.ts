/**
 * Remembering the syntax of move texts: records repeat the same texts (`P-8k`, `同 歩兵` (同 and a full-width space))
 * thousands of times, and a parsed syntax is read-only, so it is parsed once.
 */

/** Most texts remembered; the memory is emptied when it is full (bounded, no eviction bookkeeping). */
const LIMIT = 8192;

/**
 * `parse` with a bounded memory of its results: the syntax of a text, or null when `parse`
 * throws (the caller parses again to report the error).
 */
export function remembered<T>(parse: (text: string) => T): (text: string) => T | null {
  const memory = new Map<string, T | null>();
  return (text) => {
    const known = memory.get(text);
    if (known !== undefined) return known;
    let value: T | null;
    try {
      value = parse(text);
    } catch {
      value = null;
    }
    if (memory.size >= LIMIT) memory.clear();
    memory.set(text, value);
    return value;
  };
}
