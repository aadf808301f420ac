/**
 * The date a game started, written in the convention of each record format:
 * PGN `2026.12.01` (the PGN standard's Date tag, local date), KIF `2026/12/01 10:05:00`
 * (開始日時, local time), JSON and DSFEN+moves ISO 8601 in UTC (`2026-12-01T10:05:00Z`;
 * DSFEN+moves keeps no metadata).
 */
import type { RecordFormat } from "@daidai/notation";

const two = (n: number): string => String(n).padStart(2, "0");

const DATE_STYLES: Readonly<Record<RecordFormat, (d: Date) => string>> = {
  pgn: (d) => `${String(d.getFullYear())}.${two(d.getMonth() + 1)}.${two(d.getDate())}`,
  kif: (d) => `${String(d.getFullYear())}/${two(d.getMonth() + 1)}/${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`,
  json: (d) => d.toISOString().replace(/\.\d{3}Z$/, "Z"),
  dsfen: (d) => d.toISOString().replace(/\.\d{3}Z$/, "Z"),
};

/** `date` as `format` writes a game's date. */
export function recordDate(date: Date, format: RecordFormat): string {
  return DATE_STYLES[format](date);
}
