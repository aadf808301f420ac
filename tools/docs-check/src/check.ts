/**
 * Checks code blocks as their plan says (plan.ts): `check(block)` gives the problems found,
 * each naming the Markdown file and line; none when the block is right.
 */
import { makeWorkDir, removeWorkDir, runCode, typeCheck } from "./code.js";
import { ROOT } from "./files.js";
import type { HtmlChecker } from "./html.js";
import type { Block } from "./markdown.js";
import { planOf } from "./plan.js";
import { checkJson, checkQboardFen, checkRecord } from "./records.js";
import { makeScratch, removeScratch } from "./scratch.js";
import { runShell } from "./shell.js";
import { checkUsi } from "./usi.js";

/** Runs `body` in a new scratch folder (scratch.ts). */
function inScratch<T>(body: (dir: string) => T): T {
  const dir = makeScratch();
  try {
    return body(dir);
  } finally {
    removeScratch(dir);
  }
}

export class DocsChecker {
  private readonly workDir = makeWorkDir();
  private readonly typeErrors = new Map<Block, string[]>();

  /**
   * `blocks`: every block that will be checked (their TypeScript and JavaScript are
   * type-checked together, now). `html`: what loads HTML blocks (a browser); without it
   * an HTML block is a problem.
   */
  constructor(
    blocks: readonly Block[],
    private readonly html?: HtmlChecker,
  ) {
    const code = blocks.filter((b) => planOf(b).kind === "code");
    const errors = code.length === 0 ? [] : typeCheck(code, this.workDir);
    code.forEach((b, i) => this.typeErrors.set(b, errors[i] ?? []));
  }

  /** The problems of `block` (one of those given to the constructor). */
  async check(block: Block): Promise<string[]> {
    const plan = planOf(block);
    const where = `${block.file}:${String(block.line)}`;
    const failed = (what: string, output: string): string[] => [`${where} ${what}:\n${output}`];
    switch (plan.kind) {
      case "problem":
        return [`${where}: ${plan.message}`];
      case "code": {
        const errors = this.typeErrors.get(block);
        if (errors === undefined) return [`${where}: this block was not given to the checker`];
        if (errors.length > 0 || !plan.run) return errors;
        const run = inScratch((dir) => runCode(block, this.workDir, dir));
        return run.ok ? [] : failed("failed when run", run.output);
      }
      case "shell": {
        const run = plan.inRepository ? runShell(block.code, ROOT) : inScratch((dir) => runShell(block.code, dir));
        return run.ok ? [] : failed("failed when run", run.output);
      }
      case "html":
        return this.html === undefined ? [`${where}: an HTML block, and no browser to load it`] : this.html.check(block);
      case "json":
        return checkJson(block);
      case "record":
        return checkRecord(block, plan.format);
      case "qboardFen":
        return checkQboardFen(block);
      case "usi":
        return checkUsi(block);
      case "text":
      case "notRun":
        return [];
    }
  }

  close(): void {
    removeWorkDir(this.workDir);
  }
}
