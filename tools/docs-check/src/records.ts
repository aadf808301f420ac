/**
 * Record blocks: JSON (a daidai JSON record is read as one), KIF, PGN, DSFEN and QBoard
 * FEN, read with `@daidai/notation` in the block's format. Returns the problems found
 * (empty when the block reads cleanly), located in the Markdown file.
 */
import { parseQboardFen, parseRecord, type Diagnostic } from "@daidai/notation";
import type { Block } from "./markdown.js";
import type { RecordBlockFormat } from "./plan.js";

const located = (block: Block, d: Diagnostic): string => `${block.file}:${String(block.line + d.line - 1)}:${String(d.column)}: ${d.severity}: ${d.message}`;

/** Errors of a record block read in `format` (warnings are allowed: a doc may show one). */
export function checkRecord(block: Block, format: RecordBlockFormat | "json"): string[] {
  const { diagnostics } = parseRecord(block.code, { format });
  return diagnostics.filter((d) => d.severity === "error").map((d) => located(block, d));
}

/** A JSON block: valid JSON, and a record without errors when it is a daidai record. */
export function checkJson(block: Block): string[] {
  let value: unknown;
  try {
    value = JSON.parse(block.code);
  } catch (e) {
    return [`${block.file}:${String(block.line)}: not JSON: ${e instanceof Error ? e.message : String(e)}`];
  }
  const isRecord = typeof value === "object" && value !== null && (value as { format?: unknown }).format === "daidai-record";
  return isRecord ? checkRecord(block, "json") : [];
}

/** A QBoard FEN block: each line reads as a position. */
export function checkQboardFen(block: Block): string[] {
  const problems: string[] = [];
  block.code.split("\n").forEach((line, i) => {
    if (line.trim() === "") return;
    const read = parseQboardFen(line);
    if (!read.ok) problems.push(`${block.file}:${String(block.line + i)}:${String(read.error.offset + 1)}: ${read.error.message}`);
  });
  return problems;
}
