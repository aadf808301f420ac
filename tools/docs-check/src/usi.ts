/**
 * `usi` blocks: sessions with the engine (`daidai engine`, docs/engine-protocol.md).
 *
 * - A transcript: `> ` lines are sent, `< ` lines are expected back, in that order, among
 *   the engine's output (`< …` stands for lines left out). Values may differ from run to
 *   run: numbers, versions and move strings match any of their kind, and the moves after
 *   `pv` any moves.
 * - Lines without `>` or `<`: exactly the option lines that `usi` prints.
 */
import { spawnSync } from "node:child_process";
import type { Block } from "./markdown.js";
import { daidaiBin } from "./shell.js";

const VALUE = /^(?:-?\d+(?:\.\d+)*|(?:(?:1[0-7]|[1-9])[a-q]){2,4}\+?)$/;

/** True when `actual` is a line of the form of `expected` (see the module comment). */
export function lineMatches(expected: string, actual: string): boolean {
  const want = expected.trim().split(/\s+/);
  const got = actual.trim().split(/\s+/);
  for (let i = 0; i < want.length; i++) {
    const w = want[i] ?? "";
    const g = got[i];
    if (g === undefined) return false;
    if (w === "pv" && g === "pv") return got.slice(i + 1).every((m) => VALUE.test(m));
    if (w !== g && !(VALUE.test(w) && VALUE.test(g))) return false;
  }
  return got.length === want.length;
}

/** Runs the engine on `input` lines; its output lines. */
function engine(input: readonly string[], timeoutMs = 60_000): { lines: string[]; error: string | undefined } {
  const result = spawnSync(daidaiBin(), ["engine"], { input: `${input.join("\n")}\n`, encoding: "utf8", timeout: timeoutMs });
  const error = result.error !== undefined ? result.error.message : result.status !== 0 ? `exit ${String(result.status ?? result.signal)}: ${result.stderr}` : undefined;
  return { lines: result.stdout.split("\n").filter((l) => l.trim() !== ""), error };
}

/** Problems of a `usi` block (empty when the engine does what it shows). */
export function checkUsi(block: Block): string[] {
  const lines = block.code.split("\n").filter((l) => l.trim() !== "");
  const transcript = lines.some((l) => l.startsWith(">"));
  const input = transcript ? lines.filter((l) => l.startsWith(">")).map((l) => l.slice(1).trim()) : ["usi", "quit"];
  const { lines: output, error } = engine(input);
  if (error !== undefined) return [`${block.file}:${String(block.line)}: daidai engine failed: ${error}`];
  if (!transcript) {
    const options = output.filter((l) => l.startsWith("option "));
    return options.join("\n") === lines.join("\n") ? [] : [`${block.file}:${String(block.line)}: the engine's options are\n${options.join("\n")}`];
  }
  const problems: string[] = [];
  let at = 0;
  lines.forEach((line, i) => {
    if (!line.startsWith("<")) return;
    const expected = line.slice(1).trim();
    if (expected === "…" || expected === "...") return;
    const found = output.findIndex((l, j) => j >= at && lineMatches(expected, l));
    if (found < 0) problems.push(`${block.file}:${String(block.line + i)}: the engine wrote no line like '${expected}' here (its output:\n${output.slice(at).join("\n")})`);
    else at = found + 1;
  });
  return problems;
}
