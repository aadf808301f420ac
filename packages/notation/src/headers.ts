/**
 * Header lines given twice in one record (a PGN tag pair, a KIF `key：value` line): the
 * first value stays where it belongs; a later, different value is kept as the free tag
 * `<name> (2)` (`(3)`…) when the record can hold it; a warning says which, either way.
 */
import { quote, type DiagnosticList } from "./diagnostics.js";
import type { RecordMetadata } from "./record.js";
import type { Loc } from "./syntax.js";

export class RepeatedHeaders {
  private readonly seen = new Map<string, { count: number; value: string }>();

  /**
   * True when `name` is given for the first time (the caller applies it). Otherwise keeps a
   * different value as a tag when `keepable` (else drops it), warns, and returns false.
   * `what` names the line in messages ("tag", "header").
   */
  first(name: string, value: string, loc: Loc, meta: RecordMetadata, diagnostics: DiagnosticList, what: string, keepable: boolean): boolean {
    const before = this.seen.get(name);
    if (before === undefined) {
      this.seen.set(name, { count: 1, value });
      return true;
    }
    before.count++;
    if (before.value === value) {
      diagnostics.warning(`${what} ${name} given again with the same value ${quote(value)}`, loc);
      return false;
    }
    if (!keepable) {
      diagnostics.warning(`${what} ${name} given again: the first value ${quote(before.value)} is kept, ${quote(value)} is not`, loc);
      return false;
    }
    let n = 2;
    while (meta.tags[`${name} (${String(n)})`] !== undefined) n++;
    const tag = `${name} (${String(n)})`;
    meta.tags[tag] = value;
    diagnostics.warning(`${what} ${name} given again: the first value ${quote(before.value)} is kept; ${quote(value)} is kept as the tag ${quote(tag)}`, loc);
    return false;
  }
}
