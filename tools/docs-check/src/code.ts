/**
 * TypeScript and JavaScript blocks: all type-checked together in one strict TypeScript
 * program against the built packages (each block a module of its own), then each run with
 * Node in a scratch folder.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import type { Block } from "./markdown.js";

/** This package's folder. */
const PACKAGE_DIR = fileURLToPath(new URL("..", import.meta.url));

/**
 * What a reader's own project would have: strict checks, ES modules for Node and the
 * browser. The repository's no-unused rules are left out (a snippet may show a value it
 * does not use).
 */
const OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  lib: ["lib.es2023.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  types: ["node"],
  strict: true,
  noUncheckedIndexedAccess: true,
  exactOptionalPropertyTypes: true,
  noImplicitOverride: true,
  noFallthroughCasesInSwitch: true,
  allowJs: true,
  checkJs: true,
  skipLibCheck: true,
  noEmit: true,
};

/**
 * A folder for generated block files, under this package's node_modules (where `@daidai/*`
 * resolve from, and which ESLint and git leave alone); remove it with {@link removeWorkDir}.
 */
export function makeWorkDir(): string {
  const cache = join(PACKAGE_DIR, "node_modules/.cache");
  mkdirSync(cache, { recursive: true });
  return mkdtempSync(join(cache, "docs-check-"));
}

export function removeWorkDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** The file extension of a block's language for the type-check: `ts`, `js` (an ES module) or `cjs`. */
const extensionOf = (block: Block): string => (block.lang === "cjs" ? "cjs" : block.lang.startsWith("j") ? "js" : "ts");

/** The file a block is written to for the type-check. */
function fileOf(dir: string, block: Block, index: number): string {
  const name = `${block.file.replace(/[^\w]+/g, "-")}-${String(block.line)}`;
  return join(dir, `b${String(index)}-${name}.${extensionOf(block)}`);
}

/**
 * The block's code as a file of its own: an ES module ends with `export {}` (which keeps
 * blocks' names apart); a CommonJS script is a module by itself.
 */
const asModule = (block: Block): string => (block.lang === "cjs" ? block.code : `${block.code}\nexport {};\n`);

/**
 * Type-checks `blocks` in one program; returns, for each block, its errors as
 * `file.md:line:column: message` (empty when it type-checks).
 */
export function typeCheck(blocks: readonly Block[], dir: string): string[][] {
  const files = blocks.map((b, i) => {
    const path = fileOf(dir, b, i);
    writeFileSync(path, asModule(b));
    return path;
  });
  const program = ts.createProgram(files, OPTIONS, ts.createCompilerHost(OPTIONS));
  const errors: string[][] = blocks.map(() => []);
  const global = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  if (global.length > 0) throw new Error(`the docs' TypeScript program itself fails: ${ts.formatDiagnostics(global, formatHost())}`);
  files.forEach((path, i) => {
    const source = program.getSourceFile(path);
    const block = blocks[i];
    if (source === undefined || block === undefined) throw new Error(`${path} was not read`);
    for (const d of [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]) {
      const { line, character } = source.getLineAndCharacterOfPosition(d.start ?? 0);
      const message = ts.flattenDiagnosticMessageText(d.messageText, "\n");
      errors[i]?.push(`${block.file}:${String(block.line + line)}:${String(character + 1)}: TS${String(d.code)}: ${message}`);
    }
  });
  return errors;
}

function formatHost(): ts.FormatDiagnosticsHost {
  return { getCanonicalFileName: (f) => f, getCurrentDirectory: () => PACKAGE_DIR, getNewLine: () => "\n" };
}

/** What running a block gave. */
export interface RunResult {
  readonly ok: boolean;
  readonly output: string;
}

/**
 * Runs a block with Node, in `cwd`: the block is turned into JavaScript (types removed) and
 * written under `dir`, where `@daidai/*` resolve. Fails on a non-zero exit or a time-out.
 */
export function runCode(block: Block, dir: string, cwd: string, timeoutMs = 60_000): RunResult {
  const commonJs = block.lang === "cjs";
  const js = commonJs
    ? block.code
    : ts.transpileModule(asModule(block), {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
        fileName: "block.ts",
      }).outputText;
  const path = join(dir, `run-${block.file.replace(/[^\w]+/g, "-")}-${String(block.line)}.${commonJs ? "cjs" : "mjs"}`);
  writeFileSync(path, js);
  const result = spawnSync(process.execPath, [path], { cwd, encoding: "utf8", timeout: timeoutMs, env: { ...process.env, NO_COLOR: "1" } });
  const output = `${result.stdout}${result.stderr}`.trim();
  if (result.error !== undefined) return { ok: false, output: `${result.error.message}\n${output}` };
  if (result.status !== 0) return { ok: false, output: `exit ${String(result.status ?? result.signal)}\n${output}` };
  return { ok: true, output };
}
