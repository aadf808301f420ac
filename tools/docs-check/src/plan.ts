/**
 * What is done with each code block, from its language and its marker (see markdown.ts):
 *
 * | language | check |
 * |---|---|
 * | `ts`, `typescript`, `js`, `javascript` | type-checked (strict) against the built packages, then run with Node in a scratch folder |
 * | `cjs` | the same, as a CommonJS script (`require`) |
 * | `sh`, `bash`, `shell` | run with bash (`set -euo pipefail`) in a scratch folder (or, marked so, in the repository's root), `daidai` on the PATH |
 * | `html` | loaded in Chromium under a strict Content-Security-Policy (blog.ts) |
 * | `json` | parsed; a daidai JSON record must read without errors |
 * | `kif`, `pgn`, `dsfen` | read with `@daidai/notation` in that format, without errors |
 * | `qboard-fen` | read with `@daidai/notation`'s QBoard FEN reader, without errors |
 * | `usi` | an engine session: the `>` lines are sent to `daidai engine`, the `<` lines expected back (engine.ts) |
 * | `text` | plain text (a grammar, a diagram, a program's output): nothing to run |
 *
 * A block with no language is an error (write `text` for plain text), except in the copied
 * rules specification (docs/spec), whose blocks are read as text. A `not run` marker keeps
 * any block from running (its reason is shown); `type-checked, not run` type-checks code
 * without running it.
 */
import { isCopiedSpec } from "./files.js";
import type { Block } from "./markdown.js";

/** A record format a block can be written in. */
export type RecordBlockFormat = "kif" | "pgn" | "dsfen";

/** What to do with a block. */
export type Plan =
  | { readonly kind: "code"; readonly language: "ts" | "js" | "cjs"; readonly run: boolean }
  /** `repository`: run in the repository's root (marked so), else in a scratch folder. */
  | { readonly kind: "shell"; readonly inRepository: boolean }
  | { readonly kind: "html" }
  | { readonly kind: "json" }
  | { readonly kind: "record"; readonly format: RecordBlockFormat }
  | { readonly kind: "qboardFen" }
  | { readonly kind: "usi" }
  | { readonly kind: "text"; readonly why: string }
  | { readonly kind: "notRun"; readonly reason: string }
  /** The block cannot be checked as written: the message says why and what to do. */
  | { readonly kind: "problem"; readonly message: string };

const LANGUAGES: Readonly<Record<string, Plan>> = {
  ts: { kind: "code", language: "ts", run: true },
  typescript: { kind: "code", language: "ts", run: true },
  js: { kind: "code", language: "js", run: true },
  javascript: { kind: "code", language: "js", run: true },
  cjs: { kind: "code", language: "cjs", run: true },
  sh: { kind: "shell", inRepository: false },
  bash: { kind: "shell", inRepository: false },
  shell: { kind: "shell", inRepository: false },
  html: { kind: "html" },
  json: { kind: "json" },
  kif: { kind: "record", format: "kif" },
  pgn: { kind: "record", format: "pgn" },
  dsfen: { kind: "record", format: "dsfen" },
  "qboard-fen": { kind: "qboardFen" },
  usi: { kind: "usi" },
  text: { kind: "text", why: "plain text" },
};

/** The plan for one block. */
export function planOf(block: Block): Plan {
  const marker = block.marker;
  if (marker?.kind === "bad") {
    return { kind: "problem", message: `unreadable marker ${marker.text}: write <!-- not run: reason -->, <!-- type-checked, not run: reason --> or <!-- run in the repository -->` };
  }
  if (block.lang === "" && isCopiedSpec(block.file)) return { kind: "text", why: "the copied rules specification (docs/spec), kept as received" };
  if (block.lang === "") {
    return { kind: "problem", message: "a code block without a language: name it (ts, sh, html, json, kif, pgn, dsfen, usi…, or text for plain text)" };
  }
  const plan = LANGUAGES[block.lang];
  if (plan === undefined) {
    return { kind: "problem", message: `no check for the language '${block.lang}' (known: ${Object.keys(LANGUAGES).join(", ")}): use one of them or mark the block <!-- not run: reason -->` };
  }
  if (marker?.kind === "notRun") return { kind: "notRun", reason: marker.reason };
  if (marker?.kind === "typeCheckOnly") {
    if (plan.kind !== "code") return { kind: "problem", message: "<!-- type-checked, not run --> is for TypeScript and JavaScript blocks" };
    return { ...plan, run: false };
  }
  if (marker?.kind === "inRepository") {
    if (plan.kind !== "shell") return { kind: "problem", message: "<!-- run in the repository --> is for shell blocks" };
    return { kind: "shell", inRepository: true };
  }
  return plan;
}
